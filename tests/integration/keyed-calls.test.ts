import http from "node:http";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { idempotencyKeys } from "~/db/schema";
import { KEY_TTL_MS, MAX_KEYS_PER_ACCOUNT } from "~/services/idempotency.server";
import { servedApp } from "../helpers/http";
import { makeUser, type TestUser } from "../helpers/pages";

/**
 * Calls with an Idempotency-Key (record 0143) that cost the server something before they are
 * known to be anyone's: issue #42.3, a stranger's keyed upload was read whole (up to ~10 MB)
 * before its caller was looked at; issue #42.10, every refused keyed call was kept a day, with
 * no bound per account.
 */

const served = servedApp();

type Early = { status: number; connection: string | undefined; sent: number } | "no answer";

/**
 * Sends the head of a large keyed upload and a first slice of its body, then waits: the answer,
 * with how much of the body had been sent, or "no answer" if the server waited for the rest.
 */
function startUpload(headers: Record<string, string>, declared: number, waitMs: number): Promise<Early> {
  const url = new URL(`${served.base}/api/storage/upload`);
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: "POST",
      headers: { ...headers, "Content-Length": String(declared) },
    });
    const slice = Buffer.alloc(64 * 1024, 0x61);
    const timer = setTimeout(() => {
      req.destroy();
      resolve("no answer");
    }, waitMs);
    req.on("response", (res) => {
      clearTimeout(timer);
      res.resume();
      resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, sent: slice.length });
      req.destroy();
    });
    req.on("error", (error) => {
      if (!req.destroyed) reject(error);
    });
    req.write(`--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
    req.write(slice);
  });
}

describe("a keyed upload from nobody signed in", () => {
  it("is refused 401 before its body is read, and its connection closed", async () => {
    const answer = await startUpload({ "Content-Type": "multipart/form-data; boundary=XX", "Idempotency-Key": "k-anonymous-1" }, 8 * 1024 * 1024, 3000);
    expect(answer).toMatchObject({ status: 401, connection: "close" });
  });

  it("with a token that is not anyone's, too", async () => {
    const answer = await startUpload(
      { "Content-Type": "multipart/form-data; boundary=XX", "Idempotency-Key": "k-anonymous-2", Authorization: "Bearer not-a-token" },
      8 * 1024 * 1024,
      3000,
    );
    expect(answer).toMatchObject({ status: 401, connection: "close" });
  });

  it("with a malformed key: the key's 400, before the body", async () => {
    const answer = await startUpload({ "Content-Type": "multipart/form-data; boundary=XX", "Idempotency-Key": "x".repeat(300) }, 8 * 1024 * 1024, 3000);
    expect(answer).toMatchObject({ status: 400, connection: "close" });
  });
});

function pattern(user: TestUser, key: string, seed: number) {
  return fetch(`${served.base}/api/pages/pattern/create`, {
    method: "POST",
    headers: { Authorization: `Bearer ${user.token}`, "Content-Type": "application/json", "Idempotency-Key": key },
    body: JSON.stringify({ seed }),
  });
}

const keysOf = async (userId: number) => (await getDb()).select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));

describe("the keys an account holds (record 0159)", () => {
  it("a refused call (400, 422) keeps no key: twenty refusals keep nothing", async () => {
    const user = await makeUser();
    for (let i = 0; i < 20; i++) expect((await pattern(user, `refused-${i}`, -1)).status).toBe(422);
    expect(await keysOf(user.user.id)).toEqual([]);
  });

  it("at most MAX_KEYS_PER_ACCOUNT a day: a new key past them is a 429 with Retry-After until the oldest goes; a held key still answers", async () => {
    const user = await makeUser();
    const held = await pattern(user, "held", 3);
    expect(held.status).toBe(201);
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    const rows = Array.from({ length: MAX_KEYS_PER_ACCOUNT - 1 }, (_, i) => ({
      userId: user.user.id,
      key: `filler-${i}`,
      fingerprint: "f",
      createdAt: hourAgo,
    }));
    await (await getDb()).insert(idempotencyKeys).values(rows);

    const refused = await pattern(user, "one-more", 4);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe("RATE_LIMITED");
    const seconds = Number(refused.headers.get("Retry-After"));
    expect(seconds).toBeGreaterThan(KEY_TTL_MS / 1000 - 2 * 3600);
    expect(seconds).toBeLessThanOrEqual(KEY_TTL_MS / 1000);

    const again = await pattern(user, "held", 3);
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
  });
});
