import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStorage, newKey, type Storage, type StorageEnv } from "~/services/storage/backends.server";
import { getEnv } from "~/infra/env.server";
import { s3EnvOf, startS3StandIn } from "../stand-ins/s3";

let s3: Awaited<ReturnType<typeof startS3StandIn>>;
let env: StorageEnv;
let storage: Storage;

beforeAll(async () => {
  s3 = await startS3StandIn();
  env = {
    DATA_DIR: getEnv().DATA_DIR,
    ...s3EnvOf(s3),
  };
  storage = createStorage(env);
});

afterAll(async () => {
  await s3?.close();
});

describe("S3 storage (s3rver stand-in, the real SDK)", () => {
  it("is chosen when S3_BUCKET is set, local otherwise", () => {
    expect(storage.kind).toBe("s3");
    expect(createStorage({ DATA_DIR: env.DATA_DIR }).kind).toBe("local");
  });

  it("puts, gets and deletes an object; a public one's URL is the endpoint's path-style URL and serves the bytes", async () => {
    const key = newKey("pages", 7, "png");
    const data = Buffer.from("\x89PNG fake bytes for a round trip", "latin1");
    const url = await storage.putObject(key, data, "image/png");
    expect(url).toBe(`${s3.endpoint}/${s3.bucket}/${key}`);
    expect(storage.keyFromUrl(url)).toBe(key);

    expect((await storage.getObject(key))?.equals(data)).toBe(true);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    // A public page's file: an hour in any cache, then asked again (issue #42); the site's pictures keep a year.
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=3600, must-revalidate");
    expect(Buffer.from(await served.arrayBuffer()).equals(data)).toBe(true);

    await storage.deleteObject(key);
    expect(await storage.getObject(key)).toBeNull();
    await storage.deleteObject(key); // deleting twice is fine
  });

  it("gives a personal object the app's authorised URL, kept by nobody's cache but its reader's, and reads it through a presigned link (issue #27)", async () => {
    const key = newKey("coloreds", 7, "png");
    const url = await storage.putObject(key, Buffer.from("paint"), "image/png");
    expect(url).toBe(`/files/${key}`);
    expect(storage.keyFromUrl(url)).toBe(key);
    const signed = await storage.signedUrl(key, 300);
    expect(signed).toContain("X-Amz-Expires=300");
    const served = await fetch(signed ?? "");
    expect(served.status).toBe(200);
    expect(served.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(Buffer.from(await served.arrayBuffer()).toString()).toBe("paint");
    await storage.deleteObject(key);
  });

  it("answers null for a key that was never stored", async () => {
    expect(await storage.getObject(newKey("pages", 1, "png"))).toBeNull();
  });

  it("uses S3_PUBLIC_URL for public URLs when set, and recognises only those", async () => {
    const cdn = createStorage({ ...env, S3_PUBLIC_URL: "https://cdn.colorea.test/media/" });
    const key = newKey("pages", 3, "webp");
    const url = await cdn.putObject(key, Buffer.from("x"), "image/webp");
    expect(url).toBe(`https://cdn.colorea.test/media/${key}`);
    expect(cdn.keyFromUrl(url)).toBe(key);
    expect(cdn.keyFromUrl(`${s3.endpoint}/${s3.bucket}/${key}`)).toBeNull();
    expect(cdn.keyFromUrl(`/files/${key}`)).toBeNull();
    expect(cdn.keyFromUrl("https://cdn.colorea.test/media/../pages/3/x.webp")).toBeNull();
    expect((await cdn.getObject(key))?.toString()).toBe("x");
  });

  it("is a real server that checks the credentials it is sent", async () => {
    // s3rver checks the access key id; it does not recompute SigV4 signatures.
    const wrong = createStorage({ ...env, S3_ACCESS_KEY_ID: "NOT-A-KEY" });
    await expect(wrong.putObject(newKey("pages", 1, "png"), Buffer.from("x"), "image/png")).rejects.toMatchObject({
      name: "InvalidAccessKeyId",
    });
  });
});
