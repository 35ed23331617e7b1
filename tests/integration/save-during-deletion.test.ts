/**
 * A colouring save on its way while its account is deleted (issue #42, item 12): it answered 500
 * (a foreign-key violation). Now it is answered as the next request would be, 401, on both doors,
 * and nothing it stored stays: no file, no count, no row.
 */
import fs from "node:fs";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { coloreds, storedFiles, users } from "~/db/schema";
import * as coloredsUpsert from "~/routes/api+/coloreds.upsert";
import { colorAction } from "~/routes/pages+/__color-route.server";
import { getEnv } from "~/infra/env.server";
import { parseUploadRules } from "~/services/storage/rules.server";
import { storeUpload } from "~/services/storage/uploads.server";
import { blankLineArt, callApi, drawnPage, makeUser, sessionCookieFor, solidPaint, type TestUser } from "../helpers/pages";

// The account is deleted between the save's read and its write: `meanwhile` runs there, once.
const hooks = vi.hoisted(() => ({ meanwhile: null as (() => Promise<unknown>) | null }));
const runMeanwhile = async () => {
  const run = hooks.meanwhile;
  hooks.meanwhile = null;
  await run?.();
};
vi.mock("~/services/storage/coloring-images.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/services/storage/coloring-images.server")>();
  // (the screen's save encodes its layer here)
  return { ...actual, paintPng: async (...args: Parameters<typeof actual.paintPng>) => (await runMeanwhile(), actual.paintPng(...args)) };
});
vi.mock("~/services/storage/images.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/services/storage/images.server")>();
  // (an /api save checks its upload's header here, after its upload was read)
  return { ...actual, checkImage: async (...args: Parameters<typeof actual.checkImage>) => (await runMeanwhile(), actual.checkImage(...args)) };
});

let owner: TestUser;
let lineArt: Buffer;
let paint: Buffer;

beforeAll(async () => {
  [owner, lineArt, paint] = await Promise.all([makeUser(), blankLineArt(), solidPaint({ r: 10, g: 120, b: 200 })]);
});

const deleteAccount = async (userId: number) => (await getDb()).delete(users).where(eq(users.id, userId));

/** What is left of `userId`'s colourings: rows, counted files, files on disk. */
async function leftOf(userId: number) {
  const db = await getDb();
  const dir = path.join(getEnv().DATA_DIR, "uploads", "coloreds", String(userId));
  return {
    rows: await db.select({ id: coloreds.id }).from(coloreds).where(eq(coloreds.userId, userId)),
    counted: await db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(like(storedFiles.key, `coloreds/${userId}/%`)),
    files: fs.existsSync(dir) ? fs.readdirSync(dir) : [],
  };
}

describe("a save on its way while its account is deleted", () => {
  it("the colour screen: 401 UNAUTHORIZED, nothing kept", async () => {
    const family = await makeUser();
    const page = await drawnPage(owner.user, lineArt);
    const cookie = await sessionCookieFor(family.user);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(paint)], { type: "image/png" }), "paint.png");
    form.append("version", "0");
    hooks.meanwhile = () => deleteAccount(family.user.id);
    const request = new Request(`http://localhost:3999/pages/${page.id}/save`, { method: "POST", headers: { Cookie: cookie }, body: form });
    const res = await colorAction(request, { id: String(page.id) });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: "UNAUTHORIZED" } });
    expect(await leftOf(family.user.id)).toEqual({ rows: [], counted: [], files: [] });
  });

  it("PATCH /api/coloreds/upsert: 401 UNAUTHORIZED, nothing kept", async () => {
    const family = await makeUser();
    const page = await drawnPage(owner.user, lineArt);
    const { url } = await storeUpload(family.user.id, { name: "paint.png", data: paint }, parseUploadRules({}));
    hooks.meanwhile = () => deleteAccount(family.user.id);
    const res = await callApi(coloredsUpsert.action, {
      method: "PATCH",
      token: family.token,
      body: { pageId: page.id, photo: url, version: 0 },
      path: "coloreds/upsert",
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: "UNAUTHORIZED" });
    expect(await leftOf(family.user.id)).toEqual({ rows: [], counted: [], files: [] });
  });
});
