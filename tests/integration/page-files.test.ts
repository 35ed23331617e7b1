/**
 * A deleted page's files are removed, not left readable at an address cached as immutable for a
 * year: its line art, thumbnail and region map, and everyone's colourings of it. The row stays,
 * blocked, for the admins (docs/product.md §12), and names none of them any more. Files another row still
 * names are kept; nothing outside the owner's (or colourist's) own folders is touched.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { coloreds, pages, settings, type PageRow } from "~/db/schema";
import * as blockedToggle from "~/routes/api+/pages.$id.blocked.toggle";
import * as deleteRoute from "~/routes/pages+/$id.delete";
import { saveColoring } from "~/services/coloring-save.server";
import { savePage, toCanvasLineArt } from "~/services/page-creation.server";
import { readCard } from "~/services/pages.server";
import { toggleBlocked } from "~/services/page-changes.server";
import { getObject, keyFromUrl, newKey, putObject, type StorageFolder } from "~/services/storage/backends.server";
import { getEnv } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { pictureAt } from "~/services/colored-pictures.server";
import {
  appErrorOf,
  callApi,
  callForm,
  insertColored,
  linePng,
  makeAdmin,
  makeUser,
  pageRow,
  sessionCookieFor,
  uniqueWord,
  type TestUser,
} from "../helpers/pages";

const SIZE = 1024;

const pathOf = (url: string) => {
  const key = keyFromUrl(url);
  if (!key) throw new Error(`not a stored file: ${url}`);
  return path.join(getEnv().DATA_DIR, "uploads", ...key.split("/"));
};

async function expectGone(...urls: string[]) {
  for (const url of urls) {
    expect(fs.existsSync(pathOf(url)), url).toBe(false);
    expect(await getObject(keyFromUrl(url) ?? ""), url).toBeNull();
  }
}

async function expectKept(...urls: string[]) {
  for (const url of urls) expect(await getObject(keyFromUrl(url) ?? ""), url).not.toBeNull();
}

/** The files left in a user's folder of the store. */
const filesIn = (folder: StorageFolder, userId: number) => {
  const dir = path.join(getEnv().DATA_DIR, "uploads", folder, String(userId));
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

const tinyPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#ffffff" } })
    .png()
    .toBuffer();
const store = async (folder: StorageFolder, userId: number, ext = "png") => putObject(newKey(folder, userId, ext), await tinyPng(), "image/png");

/** A page with its three files really stored (straight into the table, as a created page has them). */
async function storedPage(owner: { id: number }, files: Partial<Pick<PageRow, "illustration" | "thumbnail" | "regionMap">> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(pages)
    .values({
      userId: owner.id,
      prompt: `Borrar ${uniqueWord("file")}`,
      illustration: files.illustration ?? (await store("pages", owner.id)),
      thumbnail: files.thumbnail ?? (await store("pages", owner.id, "webp")),
      regionMap: files.regionMap ?? (await store("pages", owner.id)),
      coloredCount: 1,
    })
    .returning();
  return row;
}

/** A colouring with its paint layer, composite and thumbnail stored. */
const storedColoring = async (user: { id: number }, page: { id: number }) =>
  insertColored(user, page, {
    photo: await store("coloreds", user.id),
    preview: await store("coloreds", user.id),
    thumbnail: await store("coloreds", user.id, "webp"),
  });

const pageFiles = (page: Pick<PageRow, "illustration" | "thumbnail" | "regionMap">) => [page.illustration, page.thumbnail, page.regionMap];
const coloringFiles = (colored: { photo: string; preview: string; thumbnail: string }) => [colored.photo, colored.preview, colored.thumbnail];

async function coloringsOf(pageId: number) {
  const db = await getDb();
  return db.select().from(coloreds).where(eq(coloreds.pageId, pageId));
}

/** The row of a deleted page: blocked, naming no file, no colourings counted. */
async function expectDeletedRow(pageId: number) {
  expect(await pageRow(pageId)).toMatchObject({ blocked: true, illustration: "", thumbnail: "", regionMap: "", coloredCount: 0 });
  expect(await coloringsOf(pageId)).toEqual([]);
}

let admin: TestUser;

beforeAll(async () => {
  admin = await makeAdmin();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("deleting a page removes its files", () => {
  it("a page made and coloured the real way leaves no file behind; admins still see it flagged", async () => {
    const owner = await makeUser();
    const colourist = await makeUser();
    const lineArt = await toCanvasLineArt(await linePng());
    const page = await savePage(owner.user, `Gato ${uniqueWord()}`, lineArt, "upload", { visibility: "public" });
    const paint = await sharp({ create: { width: SIZE, height: SIZE, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const theirs = await saveColoring(colourist.user, { pageId: page.id, paint: { kind: "layer", data: paint } });
    const mine = await saveColoring(owner.user, { pageId: page.id, paint: { kind: "layer", data: paint } });
    // One colouring's picture looked at (so made), the other's not yet (record 0162).
    await pictureAt(theirs.colored.thumbnail);
    const files = [page.illustration, page.thumbnail, page.regionMap, ...coloringFiles(theirs.colored), mine.colored.photo];
    await expectKept(...files);

    const deleted = await toggleBlocked(owner.user, page.id);
    expect(deleted).toMatchObject({ id: page.id, blocked: true, isOwner: true, colored: null });

    await expectGone(...files, ...coloringFiles(mine.colored));
    expect(filesIn("pages", owner.user.id)).toEqual([]);
    expect(filesIn("coloreds", owner.user.id)).toEqual([]);
    expect(filesIn("coloreds", colourist.user.id)).toEqual([]);
    await expectDeletedRow(page.id);
    expect(await readCard(admin.user, page.id)).toMatchObject({ id: page.id, blocked: true, illustration: "", regionMap: "" });
    // Nothing left to show: an admin cannot put it back in the gallery.
    expect(await appErrorOf(toggleBlocked(admin.user, page.id))).toMatchObject({ status: 404, code: "NOT_FOUND" });
    expect((await pageRow(page.id)).blocked).toBe(true);
  });

  it("both doors remove them: the web delete and PATCH /api/pages/{id}/blocked/toggle", async () => {
    const owner = await makeUser();
    const colourist = await makeUser();

    const viaWeb = await storedPage(owner.user);
    const webColoring = await storedColoring(colourist.user, viaWeb);
    const res = await callForm(deleteRoute.action, {
      cookie: await sessionCookieFor(owner.user),
      form: { confirmed: "1", redirectTo: "/pages" },
      params: { id: String(viaWeb.id) },
    });
    expect(res.status).toBe(302);
    await expectGone(...pageFiles(viaWeb), ...coloringFiles(webColoring));
    await expectDeletedRow(viaWeb.id);

    const viaApi = await storedPage(owner.user);
    const apiColoring = await storedColoring(colourist.user, viaApi);
    const api = await callApi<{ updated: { id: number; blocked: boolean } }>(blockedToggle.action, {
      method: "PATCH",
      token: owner.token,
      params: { id: String(viaApi.id) },
      path: `pages/${viaApi.id}/blocked/toggle`,
    });
    expect(api.status).toBe(200);
    expect(api.body.updated).toMatchObject({ id: viaApi.id, blocked: true });
    await expectGone(...pageFiles(viaApi), ...coloringFiles(apiColoring));
    await expectDeletedRow(viaApi.id);
  });

  it("someone else's delete, a refused one and an admin's block remove nothing (a block moves the files)", async () => {
    const owner = await makeUser();
    const other = await makeUser();
    const page = await storedPage(owner.user);
    const coloring = await storedColoring(other.user, page);

    expect(await appErrorOf(toggleBlocked(other.user, page.id))).toMatchObject({ status: 403 });
    expect((await toggleBlocked(admin.user, page.id)).blocked).toBe(true);
    expect(await appErrorOf(toggleBlocked(owner.user, page.id))).toMatchObject({ status: 404 });
    expect((await toggleBlocked(admin.user, page.id)).blocked).toBe(false);
    // An admin's block moves the page's files out of the public folder and back (issue #42): none is lost.
    const row = await pageRow(page.id);
    expect(row.blocked).toBe(false);
    expect(keyFromUrl(row.illustration)).toMatch(/^pages\//);
    await expectKept(...pageFiles(row), ...coloringFiles(coloring));
  });

  it("keeps a file a setting still names (an admin may put any stored URL in the favicon)", async () => {
    const owner = await makeUser();
    const colourist = await makeUser();
    const page = await storedPage(owner.user);
    const coloring = await storedColoring(colourist.user, page);
    const db = await getDb();
    const [favicon] = await db.select().from(settings).where(eq(settings.name, "favicon"));
    await db
      .insert(settings)
      .values({ name: "favicon", value: page.illustration })
      .onConflictDoUpdate({ target: settings.name, set: { value: page.illustration } });
    try {
      await toggleBlocked(owner.user, page.id);
    } finally {
      if (favicon) await db.update(settings).set({ value: favicon.value }).where(eq(settings.name, "favicon"));
      else await db.delete(settings).where(eq(settings.name, "favicon"));
    }

    await expectKept(page.illustration);
    await expectGone(page.thumbnail, page.regionMap, ...coloringFiles(coloring));
    await expectDeletedRow(page.id);
  });

  it("never touches a file outside the owner's and the colourist's own folders", async () => {
    const owner = await makeUser();
    const stranger = await makeUser();
    const theirs = await store("uploads", stranger.user.id);
    const page = await storedPage(owner.user, { thumbnail: theirs });
    const db = await getDb();
    const [coloring] = await db
      .insert(coloreds)
      .values({ userId: stranger.user.id, pageId: page.id, photo: await store("coloreds", stranger.user.id), preview: await store("pages", owner.user.id) })
      .returning();

    await toggleBlocked(owner.user, page.id);

    await expectGone(page.illustration, page.regionMap, coloring.photo);
    // The colouring named a file of the page owner's: not the colourist's to lose, so it stays.
    await expectKept(theirs, coloring.preview);
    await expectDeletedRow(page.id);
  });

  it("a file that cannot be removed is logged and the delete still stands", async () => {
    const owner = await makeUser();
    const page = await storedPage(owner.user);
    // A folder where the line art should be: the local store cannot remove it as a file.
    const stuck = pathOf(page.illustration);
    fs.rmSync(stuck);
    fs.mkdirSync(stuck);
    fs.writeFileSync(path.join(stuck, "inside.png"), "x");
    const errors = vi.spyOn(logger, "error").mockImplementation(() => {});
    try {
      expect(await toggleBlocked(owner.user, page.id)).toMatchObject({ id: page.id, blocked: true });
      expect(errors).toHaveBeenCalledWith(expect.stringContaining(keyFromUrl(page.illustration) ?? "?"), expect.anything());
      await expectGone(page.thumbnail, page.regionMap);
      await expectDeletedRow(page.id);
    } finally {
      fs.rmSync(stuck, { recursive: true, force: true });
    }
  });

  it("a colouring saved while its page is deleted is refused and leaves no file", async () => {
    const owner = await makeUser();
    const colourist = await makeUser();
    const lineArt = await putObject(newKey("pages", owner.user.id, "png"), await toCanvasLineArt(await linePng()), "image/png");
    const page = await storedPage(owner.user, { illustration: lineArt });
    const paint = await sharp({ create: { width: SIZE, height: SIZE, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 1 } } })
      .png()
      .toBuffer();

    // The delete commits after the save has read the page and stored its files, just before it writes.
    const db = await getDb();
    const transaction = db.transaction.bind(db);
    vi.spyOn(db, "transaction").mockImplementationOnce(async (...args) => {
      await toggleBlocked(owner.user, page.id);
      return transaction(...args);
    });
    const saved = saveColoring(colourist.user, { pageId: page.id, paint: { kind: "layer", data: paint } });
    expect(await appErrorOf(saved)).toMatchObject({ status: 404, code: "NOT_FOUND" });
    await expectDeletedRow(page.id);
    expect(filesIn("coloreds", colourist.user.id)).toEqual([]);
  });
});
