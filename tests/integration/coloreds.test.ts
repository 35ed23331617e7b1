import { apiColored } from "~/utils/api-shapes.server";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { coloreds, pages, users } from "~/db/schema";
import * as coloredsPaginate from "~/routes/api+/coloreds.paginate";
import * as coloredsUpsert from "~/routes/api+/coloreds.upsert";
import * as downloadRoute from "~/routes/_resources+/pages.$id.download";
import * as printRoute from "~/routes/_resources+/pages.$id.print";
import { PAINT_DIMENSIONS, PAINT_RULES, upsertColored } from "~/services/coloring-save.server";
import { paginateColoreds, readColored, type Colored } from "~/services/coloreds.server";
import { toCanvasLineArt } from "~/services/page-creation.server";
import { readCard } from "~/services/pages.server";
import type { Paginated } from "~/lib/pagination";
import { getObject, keyFromUrl } from "~/services/storage/backends.server";
import { parseUploadRules } from "~/services/storage/rules.server";
import { storeUpload } from "~/services/storage/uploads.server";
import { colorAction, colorLoader, type ColorActionData, type ColorScreenData } from "~/routes/pages+/__color-route.server";
import { getEnv } from "~/infra/env.server";
import { getToast } from "~/utils/toast.server";
import { pictureAt } from "~/services/colored-pictures.server";
import {
  appErrorOf,
  callApi,
  creditRow,
  insertColored,
  makeAdmin,
  makeUser,
  pageRow,
  sessionCookieFor,
  setCredits,
  type ErrorBody,
  type TestUser,
  drawnPage as drawnPageOf,
} from "../helpers/pages";
import { uploadFile } from "../helpers/uploads";
import { es } from "../helpers/words";

const SIZE = 1024;
const CONTEXT = { cspNonce: "nonce-Zm9vYmFy+/=", requestId: "t" };

// ---------------------------------------------------------------------------
// Images: line art with a black square top-left, paint that is red on the left half
// ---------------------------------------------------------------------------

/** White with a black 256 px square in the top-left corner, stored the way pages are. */
async function lineArt() {
  const square = { create: { width: 256, height: 256, channels: 3 as const, background: "#000000" } };
  const raw = await sharp({ create: { width: SIZE, height: SIZE, channels: 3, background: "#ffffff" } })
    .composite([{ input: square, left: 0, top: 0 }])
    .png()
    .toBuffer();
  return toCanvasLineArt(raw);
}

/** A transparent paint layer, red over the left half (`width` lets a test get the size wrong). */
function redPaint(width = SIZE, height = SIZE) {
  const red = { create: { width: Math.floor(width / 2), height, channels: 4 as const, background: { r: 255, g: 0, b: 0, alpha: 1 } } };
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: red, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

/** A stored file, or a colouring's picture (made when first asked for: record 0162). */
async function stored(url: string) {
  expect(keyFromUrl(url)).not.toBeNull();
  const data = await pictureAt(url);
  expect(data).not.toBeNull();
  return data as Buffer;
}

const filesIn = (folder: "uploads" | "coloreds", userId: number) => {
  const dir = path.join(getEnv().DATA_DIR, "uploads", folder, String(userId));
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

// ---------------------------------------------------------------------------
// Pages and uploads
// ---------------------------------------------------------------------------

let lineArtPng: Buffer;

const drawnPage = (owner: { id: number }, options: { blocked?: boolean } = {}) => drawnPageOf(owner, lineArtPng, options);

/** The paint as /storage/upload would have stored it for `userId`. */
async function paintUpload(userId: number, paint?: Buffer) {
  const { url } = await storeUpload(userId, { name: "paint.png", data: paint ?? (await redPaint()) }, parseUploadRules({}));
  return url;
}

async function coloredRows(userId: number, pageId?: number) {
  const db = await getDb();
  const rows = await db.select().from(coloreds).where(eq(coloreds.userId, userId));
  return pageId === undefined ? rows : rows.filter((row) => row.pageId === pageId);
}

// ---------------------------------------------------------------------------
// Doors
// ---------------------------------------------------------------------------

type UpsertBody = { upserted: Colored } & Partial<ErrorBody>;
const upsertApi = (token: string | null, body: unknown, method = "PATCH") =>
  callApi<UpsertBody>(coloredsUpsert.action, { method, token, body, path: "coloreds/upsert" });

/** A paint layer sent through /api/storage/upload, with the rules a save's upload has. */
const uploadPaint = (token: string, file: Buffer) =>
  uploadFile(token, file, { name: "paint.png", fields: { extensions: "png", dimensions: PAINT_DIMENSIONS } });

type ActionBody = ColorActionData;

async function saveFromScreen(cookie: string, pageId: number | string, file: Buffer | null, fields: Record<string, string> = {}) {
  const form = new FormData();
  if (file) form.append("file", new Blob([new Uint8Array(file)], { type: "image/png" }), "blob");
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request(`http://localhost:3999/pages/${pageId}/color`, { method: "POST", headers: { Cookie: cookie }, body: form });
  const res = await colorAction(request, { id: String(pageId) });
  return { status: res.status, body: (await res.json()) as ActionBody };
}

/** Runs a browser-door loader; a thrown redirect comes back as the response. */
async function browse(run: (request: Request) => Promise<Response>, cookie: string, url: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost:3999${url}`, { headers: { Cookie: cookie, ...headers } });
  try {
    return await run(request);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const openScreen = (cookie: string, id: string | undefined, headers: Record<string, string> = {}) =>
  browse((request) => colorLoader(request, id === undefined ? {} : { id }), cookie, `/pages/${id ?? ""}/color`, headers);
const download = (cookie: string, id: number, query = "") =>
  browse((request) => downloadRoute.loader({ request, params: { id: String(id) }, context: CONTEXT }), cookie, `/pages/${id}/download${query}`);
const print = (cookie: string, id: number) =>
  browse((request) => printRoute.loader({ request, params: { id: String(id) }, context: CONTEXT }), cookie, `/pages/${id}/print`);

async function toastOf(res: Response) {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("toast="));
  if (!cookie) return null;
  return (await getToast(new Request("http://localhost:3999/", { headers: { Cookie: cookie.split(";")[0] } }))).toast;
}

let owner: TestUser;

beforeAll(async () => {
  lineArtPng = await lineArt();
  owner = await makeUser({ name: "Autora" });
});

// ---------------------------------------------------------------------------

describe("upsertColored (the service)", () => {
  it("a non-owner's first save spends one public_page and counts one colouring; later saves spend nothing", async () => {
    const { user } = await makeUser();
    const page = await drawnPage(owner.user);

    const first = await upsertColored(user, { pageId: page.id, photo: await paintUpload(user.id) });
    expect(first).toMatchObject({ pageId: page.id, page: { id: page.id, prompt: page.prompt }, user: { id: user.id } });
    for (const url of [first.photo, first.preview]) expect(url).toMatch(new RegExp(`^/files/coloreds/${user.id}/[\\w-]+\\.png$`));
    expect(first.thumbnail).toMatch(new RegExp(`^/files/coloreds/${user.id}/[\\w-]+\\.webp$`));
    expect((await creditRow(user.id)).publicPage).toBe(4);
    expect(await pageRow(page.id)).toMatchObject({ coloredCount: 1, trending: 1 });
    expect(await readColored(user.id, page.id)).toEqual(first);

    const second = await upsertColored(user, { pageId: String(page.id), photo: await paintUpload(user.id) });
    expect(second.id).toBe(first.id);
    expect(second.photo).not.toBe(first.photo);
    expect(new Date(second.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(first.updatedAt).getTime());
    expect((await creditRow(user.id)).publicPage).toBe(4);
    expect(await pageRow(page.id)).toMatchObject({ coloredCount: 1, trending: 1 });
    expect(await coloredRows(user.id)).toHaveLength(1);
    // The replaced save's files are gone; the current paint remains, and its picture is made when first asked for.
    expect(filesIn("coloreds", user.id)).toEqual([path.basename(second.photo)]);
    await stored(second.thumbnail);
    expect(filesIn("coloreds", user.id).sort()).toEqual([second.photo, second.preview, second.thumbnail].map((u) => path.basename(u)).sort());

    const card = await readCard(user, page.id);
    expect(card).toMatchObject({ isColored: true, colored: { photo: second.photo, preview: second.preview, thumbnail: second.thumbnail } });
  });

  it("the upload a save names goes once saved, unless it is the profile photo, which stays", async () => {
    const { user } = await makeUser();
    const page = await drawnPage(owner.user);
    const first = await paintUpload(user.id);
    await upsertColored(user, { pageId: page.id, photo: first, version: 0 });
    expect(await getObject(keyFromUrl(first)!)).toBeNull();

    const profile = await paintUpload(user.id);
    await (await getDb()).update(users).set({ photo: profile }).where(eq(users.id, user.id));
    await upsertColored({ ...user, photo: profile }, { pageId: page.id, photo: profile, version: 1 });
    expect(await getObject(keyFromUrl(profile)!)).not.toBeNull();
  });

  it("the stored files: the paint layer as sent, a 1024 px composite and a WebP thumbnail of at most 512 px", async () => {
    const { user } = await makeUser();
    const page = await drawnPage(owner.user);
    const colored = await upsertColored(user, { pageId: page.id, photo: await paintUpload(user.id) });

    const photo = await stored(colored.photo);
    expect(await sharp(photo).metadata()).toMatchObject({ format: "png", width: SIZE, height: SIZE, hasAlpha: true });
    const { data: rgba } = await sharp(photo).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(rgba.subarray((100 * SIZE + 100) * 4, (100 * SIZE + 100) * 4 + 4)).toEqual(Buffer.from([255, 0, 0, 255]));
    expect(rgba[(800 * SIZE + 800) * 4 + 3]).toBe(0); // unpainted stays transparent, to resume on the line art
    const preview = await stored(colored.preview);
    expect(await sharp(preview).metadata()).toMatchObject({ format: "png", width: SIZE, height: SIZE });
    const thumbnail = await sharp(await stored(colored.thumbnail)).metadata();
    expect(thumbnail.format).toBe("webp");
    expect(Math.max(thumbnail.width, thumbnail.height)).toBeLessThanOrEqual(512);
  });

  it("the composite: lines over paint, paint over white, white where nothing was painted", async () => {
    const { user } = await makeUser();
    const page = await drawnPage(owner.user);
    const colored = await upsertColored(user, { pageId: page.id, photo: await paintUpload(user.id) });
    const preview = await stored(colored.preview);
    expect(await pixel(preview, 100, 100)).toEqual([0, 0, 0]); // red paint under a black line
    expect(await pixel(preview, 400, 600)).toEqual([255, 0, 0]); // red paint on white
    expect(await pixel(preview, 800, 100)).toEqual([255, 255, 255]); // a line-free, unpainted spot
    expect(await pixel(preview, 800, 800)).toEqual([255, 255, 255]);
  });

  it("the owner's save spends nothing (and still counts as a colouring)", async () => {
    const author = await makeUser();
    const page = await drawnPage(author.user);
    await upsertColored(author.user, { pageId: page.id, photo: await paintUpload(author.user.id) });
    expect((await creditRow(author.user.id)).publicPage).toBe(5);
    expect((await pageRow(page.id)).coloredCount).toBe(1);
  });

  it("the owner saves even with no credit left; a page already coloured is re-saved with none", async () => {
    const { user } = await makeUser();
    const mine = await drawnPage(user);
    const theirs = await drawnPage(owner.user);
    await upsertColored(user, { pageId: theirs.id, photo: await paintUpload(user.id) });
    await setCredits(user.id, { publicPage: 0 });
    await expect(upsertColored(user, { pageId: mine.id, photo: await paintUpload(user.id) })).resolves.toMatchObject({ pageId: mine.id });
    await expect(upsertColored(user, { pageId: theirs.id, photo: await paintUpload(user.id) })).resolves.toMatchObject({ pageId: theirs.id });
    expect((await creditRow(user.id)).publicPage).toBe(0);
  });

  it("no public_page credit: 403 NO_CREDITS, no row, no count, no files", async () => {
    const { user } = await makeUser();
    const page = await drawnPage(owner.user);
    await setCredits(user.id, { publicPage: 0 });
    const error = await appErrorOf(upsertColored(user, { pageId: page.id, photo: await paintUpload(user.id) }));
    expect(error).toMatchObject({ status: 403, code: "NO_CREDITS" });
    expect(await coloredRows(user.id)).toEqual([]);
    expect((await pageRow(page.id)).coloredCount).toBe(0);
    expect(filesIn("coloreds", user.id)).toEqual([]);
    expect((await creditRow(user.id)).publicPage).toBe(0);
  });

  it("an ended free period is renewed before the credit is judged", async () => {
    const { user } = await makeUser();
    const page = await drawnPage(owner.user);
    await setCredits(user.id, { publicPage: 0, expireAt: new Date(Date.now() - 60_000) });
    await upsertColored(user, { pageId: page.id, photo: await paintUpload(user.id) });
    expect((await creditRow(user.id)).publicPage).toBe(4);
  });

  it("two racing first saves spend one credit and leave one row (even with one credit left)", async () => {
    const { user } = await makeUser();
    const page = await drawnPage(owner.user);
    await setCredits(user.id, { publicPage: 1 });
    const [a, b] = await Promise.all([paintUpload(user.id), paintUpload(user.id)]);
    const saved = await Promise.all([upsertColored(user, { pageId: page.id, photo: a }), upsertColored(user, { pageId: page.id, photo: b })]);
    expect(saved[0].id).toBe(saved[1].id);
    expect(await coloredRows(user.id)).toHaveLength(1);
    expect((await creditRow(user.id)).publicPage).toBe(0);
    expect((await pageRow(page.id)).coloredCount).toBe(1);
    expect(filesIn("coloreds", user.id)).toHaveLength(1); // the paint; its picture is made when asked for
  });

  it("refuses paint of the wrong size or format, and uploads that are not the viewer's", async () => {
    const [{ user }, stranger] = await Promise.all([makeUser(), makeUser()]);
    const page = await drawnPage(owner.user);
    const small = await appErrorOf(upsertColored(user, { pageId: page.id, photo: await paintUpload(user.id, await redPaint(512, 512)) }));
    expect(small).toMatchObject({ status: 422, messageKey: "errors.upload.dimensions", fields: { photo: "errors.upload.dimensions" } });
    const jpeg = await sharp(await redPaint())
      .flatten()
      .jpeg()
      .toBuffer();
    const wrongType = await appErrorOf(upsertColored(user, { pageId: page.id, photo: await paintUpload(user.id, jpeg) }));
    expect(wrongType).toMatchObject({ status: 422, fields: { photo: "errors.upload.extension" } });
    for (const photo of [await paintUpload(stranger.user.id), "https://example.com/paint.png", page.illustration, "/files/uploads/../x.png"]) {
      const error = await appErrorOf(upsertColored(user, { pageId: page.id, photo }));
      expect(error).toMatchObject({ status: 422, messageKey: "errors.upload.notOurs", fields: { photo: "errors.upload.notOurs" } });
    }
    expect(await appErrorOf(upsertColored(user, { pageId: page.id }))).toMatchObject({ status: 422, fields: { photo: "errors.upload.missing" } });
    expect((await creditRow(user.id)).publicPage).toBe(5);
    expect(filesIn("coloreds", user.id)).toEqual([]);
  });

  it("blocked or unknown pages are 404; admins are 403", async () => {
    const { user } = await makeUser();
    const blocked = await drawnPage(owner.user, { blocked: true });
    const photo = await paintUpload(user.id);
    expect(await appErrorOf(upsertColored(user, { pageId: blocked.id, photo }))).toMatchObject({ status: 404, code: "NOT_FOUND" });
    expect(await appErrorOf(upsertColored(user, { pageId: 2_000_000_000, photo }))).toMatchObject({ status: 404 });
    expect(await appErrorOf(upsertColored(user, { pageId: "abc", photo }))).toMatchObject({ status: 422 });
    const admin = await makeAdmin();
    expect(await appErrorOf(upsertColored(admin.user, { pageId: blocked.id, photo }))).toMatchObject({ status: 403, code: "FORBIDDEN" });
    expect(await coloredRows(user.id)).toEqual([]);
  });
});

describe("progress (issue #8)", () => {
  it("is stored on the first save and on later ones, kept when a save does not send it, and bounded to 0..100", async () => {
    const { user } = await makeUser();
    const page = await drawnPage(owner.user);
    const first = await upsertColored(user, { pageId: page.id, photo: await paintUpload(user.id), progress: 37.6 });
    expect(first.progress).toBe(38);
    const second = await upsertColored(user, { pageId: page.id, photo: await paintUpload(user.id), progress: "100" });
    expect(second.progress).toBe(100);
    const third = await upsertColored(user, { pageId: page.id, photo: await paintUpload(user.id) });
    expect(third.progress).toBe(100);
    for (const progress of [-1, 101, "mucho", "", null]) {
      const error = await appErrorOf(upsertColored(user, { pageId: page.id, photo: await paintUpload(user.id), progress }));
      expect(error).toMatchObject({ status: 422, fields: { progress: "fill.progressInvalid" } });
    }
    expect((await readColored(user.id, page.id))?.progress).toBe(100);
    // The page card (what galleries show) carries it too.
    expect((await readCard(user, page.id)).colored?.progress).toBe(100);
  });

  it("a page saved without progress starts at 0", async () => {
    const { user } = await makeUser();
    const page = await drawnPage(owner.user);
    expect((await upsertColored(user, { pageId: page.id, photo: await paintUpload(user.id) })).progress).toBe(0);
  });
});

describe("PATCH /api/coloreds/upsert", () => {
  it("{upserted: colored} from a paint layer sent through /api/storage/upload", async () => {
    const student = await makeUser();
    const page = await drawnPage(owner.user);
    const upload = await uploadPaint(student.token, await redPaint());
    expect(upload.status).toBe(200);
    const res = await upsertApi(student.token, { pageId: page.id, photo: upload.body.url });
    expect(res.status).toBe(200);
    expect(res.body.upserted).toEqual(apiColored((await readColored(student.user.id, page.id))!));
    expect(res.body.upserted).toMatchObject({ pageId: page.id, thumbnail: expect.stringMatching(/\.webp$/) });
    expect((await creditRow(student.user.id)).publicPage).toBe(4);

    const again = await upsertApi(student.token, { pageId: page.id, photo: (await uploadPaint(student.token, await redPaint())).body.url });
    expect(again.body.upserted.id).toBe(res.body.upserted.id);
    expect((await creditRow(student.user.id)).publicPage).toBe(4);
  });

  it("the paint upload goes once saved, as the colour screen keeps nothing of its request (issue #16); a retry of that save still answers", async () => {
    const student = await makeUser();
    const page = await drawnPage(owner.user);
    const url = (await uploadPaint(student.token, await redPaint())).body.url;
    const first = await upsertApi(student.token, { pageId: page.id, photo: url, save_id: "shell:1" });
    expect(first.status).toBe(200);
    expect(await getObject(keyFromUrl(url) as string)).toBeNull();
    // The colouring keeps its own copy of the layer.
    expect(await getObject(keyFromUrl(first.body.upserted.photo) as string)).not.toBeNull();
    // The answer was lost and the shell sends the same save again: the stored one, unchanged.
    const retry = await upsertApi(student.token, { pageId: page.id, photo: url, save_id: "shell:1" });
    expect(retry.status).toBe(200);
    expect(retry.body.upserted).toEqual(first.body.upserted);
    // Without the save id it is still the same save (issue #27): the same upload, nothing else new.
    const again = await upsertApi(student.token, { pageId: page.id, photo: url });
    expect(again.status).toBe(200);
    expect(again.body.upserted).toEqual(first.body.upserted);
    // Another save naming that upload: it is gone, say so on its field.
    const stale = await upsertApi(student.token, { pageId: page.id, photo: url, progress: 50 });
    expect(stale.status).toBe(422);
    expect(Object.keys(stale.body.errors ?? {})).toEqual(["photo"]);
  });

  it("errors in the JSON contract: 401, 403 NO_CREDITS, 403 FORBIDDEN, 404, 422 per field, 405", async () => {
    const student = await makeUser();
    const page = await drawnPage(owner.user);
    const photo = await paintUpload(student.user.id);

    expect((await upsertApi(null, { pageId: page.id, photo })).status).toBe(401);

    const small = await upsertApi(student.token, { pageId: page.id, photo: await paintUpload(student.user.id, await redPaint(1000, 1024)) });
    expect(small.status).toBe(422);
    expect(small.body.code).toBe("VALIDATION");
    expect(Object.keys(small.body.errors ?? {})).toEqual(["photo"]);

    const stranger = await makeUser();
    const foreign = await upsertApi(student.token, { pageId: page.id, photo: await paintUpload(stranger.user.id) });
    expect(foreign.status).toBe(422);
    expect(foreign.body).toMatchObject({ message: es("errors.upload.notOurs"), errors: { photo: es("errors.upload.notOurs") } });

    const blocked = await drawnPage(owner.user, { blocked: true });
    expect((await upsertApi(student.token, { pageId: blocked.id, photo })).body).toMatchObject({ code: "NOT_FOUND" });

    const admin = await makeAdmin();
    const asAdmin = await upsertApi(admin.token, { pageId: page.id, photo });
    expect([asAdmin.status, asAdmin.body.code]).toEqual([403, "FORBIDDEN"]);

    await setCredits(student.user.id, { publicPage: 0 });
    const broke = await upsertApi(student.token, { pageId: page.id, photo });
    expect(broke.status).toBe(403);
    expect(broke.body).toMatchObject({ code: "NO_CREDITS", message: es("errors.noCredits") });
    expect(await coloredRows(student.user.id)).toEqual([]);

    expect((await upsertApi(student.token, { pageId: page.id, photo }, "POST")).status).toBe(405);
    const get = await callApi(coloredsUpsert.loader, { token: student.token, path: "coloreds/upsert" });
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("PATCH");
  });

  it("GET /api/coloreds/paginate shows the thumbnail", async () => {
    const student = await makeUser();
    const page = await drawnPage(owner.user);
    const saved = await upsertColored(student.user, { pageId: page.id, photo: await paintUpload(student.user.id) });
    const res = await callApi<Paginated<Colored>>(coloredsPaginate.loader, { token: student.token, path: "coloreds/paginate" });
    expect(res.body.data[0]).toEqual(apiColored(saved));
    expect(res.body.data[0].thumbnail).toMatch(/^\/files\/coloreds\/.+\.webp$/);
    // Rows from before the column existed answer with an empty thumbnail, not a missing key.
    const older = await drawnPage(owner.user);
    await insertColored(student.user, older);
    const listed = await paginateColoreds(student.user, {});
    expect(listed.data.find((c) => c.pageId === older.id)?.thumbnail).toBe("");
  });
});

describe("the colour screen (browser door)", () => {
  it("save: the multipart `file` becomes the colouring; the intermediate upload is removed", async () => {
    const student = await makeUser();
    const page = await drawnPage(owner.user);
    const cookie = await sessionCookieFor(student.user);
    const res = await saveFromScreen(cookie, page.id, await redPaint());
    expect(res.status).toBe(200);
    const stored = await readColored(student.user.id, page.id);
    expect(res.body).toEqual({
      saved: { photo: stored?.photo, preview: stored?.preview, version: 1, saveId: "", updatedAt: stored?.updatedAt, progress: 0 },
      credits: { publicPage: 4 },
    });
    expect((await creditRow(student.user.id)).publicPage).toBe(4);
    expect((await pageRow(page.id)).coloredCount).toBe(1);
    expect(filesIn("uploads", student.user.id)).toEqual([]);
    expect(filesIn("coloreds", student.user.id)).toHaveLength(1); // the paint; its picture is made when asked for

    await saveFromScreen(cookie, page.id, await redPaint());
    expect((await creditRow(student.user.id)).publicPage).toBe(4);
    expect(filesIn("coloreds", student.user.id)).toHaveLength(1); // the paint; its picture is made when asked for
  });

  it("save: the screen's `progress` field is stored with the colouring (issue #8)", async () => {
    const student = await makeUser();
    const page = await drawnPage(owner.user);
    const cookie = await sessionCookieFor(student.user);
    const first = await saveFromScreen(cookie, page.id, await redPaint(), { progress: "42" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ saved: { progress: 42 } });
    const refused = await saveFromScreen(cookie, page.id, await redPaint(), { progress: "250" });
    expect(refused.status).toBe(422);
    expect((await coloredRows(student.user.id, page.id))[0].progress).toBe(42);
  });

  it("save refusals are JSON with a Spanish message: NO_CREDITS 403, missing or wrong file 422, unknown page 404", async () => {
    const student = await makeUser();
    const page = await drawnPage(owner.user);
    const cookie = await sessionCookieFor(student.user);

    const missing = await saveFromScreen(cookie, page.id, null);
    expect(missing).toEqual({ status: 422, body: { error: { message: es("errors.upload.missing"), code: "VALIDATION" } } });
    const small = await saveFromScreen(cookie, page.id, await redPaint(1024, 1000));
    expect(small.status).toBe(422);
    expect("error" in small.body && small.body.error.message).toContain("1024");
    const notFound = await saveFromScreen(cookie, 2_000_000_000, await redPaint());
    expect(notFound).toEqual({ status: 404, body: { error: { message: es("errors.notFound"), code: "NOT_FOUND" } } });

    await setCredits(student.user.id, { publicPage: 0 });
    const broke = await saveFromScreen(cookie, page.id, await redPaint());
    expect(broke).toEqual({ status: 403, body: { error: { message: es("errors.noCredits"), code: "NO_CREDITS" } } });
    expect(await coloredRows(student.user.id)).toEqual([]);
    expect(filesIn("uploads", student.user.id)).toEqual([]);
    expect(filesIn("coloreds", student.user.id)).toEqual([]);
  });

  it("loader: what the screen needs, including the saved paint layer and the platform", async () => {
    const student = await makeUser({ plan: "paid" });
    const page = await drawnPage(owner.user);
    const cookie = await sessionCookieFor(student.user);
    const fresh = await openScreen(cookie, String(page.id));
    expect(fresh.status).toBe(200);
    const before = (await fresh.json()) as ColorScreenData;
    expect(before).toEqual({
      page: await readCard(student.user, page.id),
      colored: null,
      paid: true,
      platform: "web",
      credits: { publicPage: 50 },
      viewerId: student.user.id,
      recentColors: [],
    });

    const saved = await upsertColored(student.user, { pageId: page.id, photo: await paintUpload(student.user.id) });
    const after = (await (await openScreen(cookie, String(page.id), { "X-Platform": "ios" })).json()) as ColorScreenData;
    expect(after).toMatchObject({
      colored: { photo: saved.photo, preview: saved.preview, version: 1, saveId: "" },
      platform: "ios",
      credits: { publicPage: 49 },
    });
    expect(after.page.isColored).toBe(true);
  });

  it("loader redirects: no, bad or unknown id and blocked pages → /pages/public; no credit → /checkout with a toast", async () => {
    const student = await makeUser();
    const cookie = await sessionCookieFor(student.user);
    const blocked = await drawnPage(owner.user, { blocked: true });
    for (const id of [undefined, "abc", "0", "2000000000", String(blocked.id)]) {
      const res = await openScreen(cookie, id);
      expect([res.status, res.headers.get("Location")], String(id)).toEqual([302, "/pages/public"]);
      // Said, not silent (#14).
      expect(await toastOf(res), String(id)).toMatchObject({ variant: "info", key: "errors.pageGone" });
    }

    const theirs = await drawnPage(owner.user);
    const coloredBefore = await drawnPage(owner.user);
    const mine = await drawnPage(student.user);
    await upsertColored(student.user, { pageId: coloredBefore.id, photo: await paintUpload(student.user.id) });
    await setCredits(student.user.id, { publicPage: 0 });

    const broke = await openScreen(cookie, String(theirs.id));
    expect([broke.status, broke.headers.get("Location")]).toEqual([302, "/checkout"]);
    expect(await toastOf(broke)).toMatchObject({ variant: "danger", key: "errors.noCredits" });

    for (const page of [coloredBefore, mine]) {
      const res = await openScreen(cookie, String(page.id));
      expect(res.status).toBe(200);
      expect(((await res.json()) as ColorScreenData).credits.publicPage).toBe(0);
    }

    const signedOut = await openScreen("", String(theirs.id));
    expect(signedOut.headers.get("Location")).toMatch(/^\/sign-in/);
    const admin = await makeAdmin();
    const asAdmin = await openScreen(await sessionCookieFor(admin.user), String(theirs.id));
    expect(asAdmin.headers.get("Location")).toBe("/admin");
    expect(await toastOf(asAdmin)).toMatchObject({ variant: "info", key: "errors.adminHome" });
  });
});

describe("download and print", () => {
  it("free plan: both go to the page that says what they give, with the way back to the colour screen", async () => {
    const student = await makeUser();
    const page = await drawnPage(owner.user);
    await upsertColored(student.user, { pageId: page.id, photo: await paintUpload(student.user.id) });
    const cookie = await sessionCookieFor(student.user);

    const down = await download(cookie, page.id);
    const back = new URLSearchParams({ back: `/pages/${page.id}/color` });
    expect([down.status, down.headers.get("Location")]).toEqual([302, `/paid/download?${back}`]);
    expect(await toastOf(down)).toBeNull();
    const printed = await print(cookie, page.id);
    expect([printed.status, printed.headers.get("Location")]).toEqual([302, `/paid/print?${back}`]);
    expect(await toastOf(printed)).toBeNull();
  });

  it("paid plan, not saved yet: back to the colour screen; unknown or blocked page: the public gallery", async () => {
    const student = await makeUser({ plan: "paid" });
    const cookie = await sessionCookieFor(student.user);
    const page = await drawnPage(owner.user);
    for (const call of [download, print]) {
      expect((await call(cookie, page.id)).headers.get("Location")).toBe(`/pages/${page.id}/color`);
      const gone = await call(cookie, 2_000_000_000);
      expect(gone.headers.get("Location")).toBe("/pages/public");
      expect(await toastOf(gone)).toMatchObject({ key: "errors.pageGone" });
    }
    await upsertColored(student.user, { pageId: page.id, photo: await paintUpload(student.user.id) });
    const db = await getDb();
    await db.update(pages).set({ blocked: true }).where(eq(pages.id, page.id));
    expect((await download(cookie, page.id)).headers.get("Location")).toBe("/pages/public");
  });

  it("paid plan: download is the full-size composite as an attachment named {título}-{fecha}.png", async () => {
    const student = await makeUser({ plan: "paid" });
    const page = await drawnPage(owner.user);
    const db = await getDb();
    await db.update(pages).set({ prompt: "Un búho leyendo, dibujo de líneas para colorear", source: "ai" }).where(eq(pages.id, page.id));
    const saved = await upsertColored(student.user, { pageId: page.id, photo: await paintUpload(student.user.id) });
    const cookie = await sessionCookieFor(student.user);
    const today = new Date().toISOString().slice(0, 10);
    const res = await download(cookie, page.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="buho-leyendo-${today}.png"`);
    // The device's own day (sent by the colour screen) names it when it is within a day.
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
    const local = await download(cookie, page.id, `?date=${tomorrow}`);
    expect(local.headers.get("Content-Disposition")).toBe(`attachment; filename="buho-leyendo-${tomorrow}.png"`);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(await stored(saved.preview))).toBe(true);
    expect(await sharp(body).metadata()).toMatchObject({ width: SIZE, height: SIZE, format: "png" });
  });

  it("paid plan: print is a bare document with the composite and a nonce'd script that prints once it has loaded", async () => {
    const student = await makeUser({ plan: "paid" });
    const page = await drawnPage(owner.user);
    const saved = await upsertColored(student.user, { pageId: page.id, photo: await paintUpload(student.user.id) });
    const res = await print(await sessionCookieFor(student.user), page.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="es">/);
    expect(html).toContain(`<title>${es("colored.printTitle").replace("{title}", page.prompt)}</title>`);
    expect(html).toContain(`src="${saved.preview}"`);
    expect(html).toContain(`<script nonce="${CONTEXT.cspNonce}">`);
    expect(html).toContain("window.print()");
    expect(html).toContain("@page { margin: 12mm; }");
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it("print escapes what it writes into the document", async () => {
    const student = await makeUser({ plan: "paid" });
    const page = await drawnPage(owner.user);
    await upsertColored(student.user, { pageId: page.id, photo: await paintUpload(student.user.id) });
    const db = await getDb();
    await db.update(pages).set({ prompt: `</title><script>alert(1)</script>` }).where(eq(pages.id, page.id));
    await db.update(coloreds).set({ preview: `/files/x.png"><script>alert(2)</script>` }).where(eq(coloreds.pageId, page.id));
    const html = await (await print(await sessionCookieFor(student.user), page.id)).text();
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain("&lt;/title&gt;&lt;script&gt;");
    expect(html).toContain(`src="/files/x.png&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"`);
  });
});

it("PAINT_RULES is what the screen's multipart rules say", () => {
  expect(parseUploadRules({ extensions: "png", max: String(8 * 1024), dimensions: PAINT_DIMENSIONS })).toEqual(PAINT_RULES);
});
