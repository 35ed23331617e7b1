/**
 * Saving a colouring so that no work is lost (issue #13): versions (an older write never
 * overwrites a newer one), retries answered once, patches (only what changed is sent) and the
 * recent colours kept per user, on both doors.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { translate } from "~/i18n";
import * as coloredsUpsert from "~/routes/api+/coloreds.upsert";
import * as recentColorsApi from "~/routes/api+/users.recent-colors";
import * as recentColorsRoute from "~/routes/_resources+/pages.recent-colors";
import { readColored, type Colored } from "~/services/coloreds.server";
import { keptLineArtState, makePictureAt, pictureAt, picturesBeingMade } from "~/services/colored-pictures.server";
import { getDb } from "~/db/client.server";
import { coloreds, storedFiles } from "~/db/schema";
import { eq, like } from "drizzle-orm";
import { saveColoring, upsertColored } from "~/services/coloring-save.server";
import { deleteObject, getObject, keyFromUrl, newKey, putObject } from "~/services/storage/backends.server";
import { parseUploadRules } from "~/services/storage/rules.server";
import { storeUpload } from "~/services/storage/uploads.server";
import { colorAction, colorLoader, type ColorActionData, type ColorScreenData } from "~/routes/pages+/__color-route.server";
import { blankLineArt, callApi, creditRow, makeUser, sessionCookieFor, type ErrorBody, type TestUser, drawnPage as drawnPageOf } from "../helpers/pages";

const SIZE = 1024;
const CONTEXT = { cspNonce: "n", requestId: "t" };

type Rgba = { r: number; g: number; b: number; alpha: number };
const RED: Rgba = { r: 255, g: 0, b: 0, alpha: 1 };
const BLUE: Rgba = { r: 0, g: 0, b: 255, alpha: 1 };
const CLEAR: Rgba = { r: 0, g: 0, b: 0, alpha: 0 };

const solid = (width: number, height: number, color: Rgba) =>
  sharp({ create: { width, height, channels: 4, background: color } })
    .png()
    .toBuffer();

/** A whole paint layer: red over the left half. */
const redLayer = async () =>
  sharp({ create: { width: SIZE, height: SIZE, channels: 4, background: CLEAR } })
    .composite([{ input: await solid(SIZE / 2, SIZE, RED), left: 0, top: 0 }])
    .png()
    .toBuffer();

async function pixelOf(url: string, x: number, y: number) {
  const data = await pictureAt(url);
  if (!data) throw new Error(`nothing at ${url}`);
  const { data: raw, info } = await sharp(data).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [raw[at], raw[at + 1], raw[at + 2], raw[at + 3]];
}

let owner: TestUser;
let lineArtPng: Buffer;

const drawnPage = () => drawnPageOf(owner.user, lineArtPng);

async function screenSave(cookie: string, pageId: number, file: Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(file)], { type: "image/png" }), "paint.png");
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request(`http://localhost:3999/pages/${pageId}/save`, { method: "POST", headers: { Cookie: cookie }, body: form });
  const res = await colorAction(request, { id: String(pageId) });
  return { status: res.status, body: (await res.json()) as ColorActionData };
}

const savedOf = (body: ColorActionData) => {
  if (!("saved" in body)) throw new Error(`refused: ${JSON.stringify(body)}`);
  return body.saved;
};

beforeAll(async () => {
  owner = await makeUser({ name: "Autora" });
  lineArtPng = await blankLineArt();
});

describe("versions: an older write never overwrites a newer one", () => {
  it("each save raises the version; a save that builds on an older one is refused with the newer copy", async () => {
    const { user } = await makeUser();
    const cookie = await sessionCookieFor(user);
    const page = await drawnPage();
    const first = await screenSave(cookie, page.id, await redLayer(), { version: "0", saveId: "dev-a:1" });
    expect(savedOf(first.body)).toMatchObject({ version: 1, saveId: "dev-a:1" });
    const second = await screenSave(cookie, page.id, await solid(SIZE, SIZE, BLUE), { version: "1", saveId: "dev-a:2" });
    expect(savedOf(second.body)).toMatchObject({ version: 2, saveId: "dev-a:2" });

    // Another device still on version 1 (or a late retry of the first save's successor).
    const stale = await screenSave(cookie, page.id, await redLayer(), { version: "1", saveId: "dev-b:1" });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      error: { message: translate("es", "errors.coloring.versionConflict"), code: "VERSION_CONFLICT" },
      current: expect.objectContaining({ version: 2, saveId: "dev-a:2", photo: savedOf(second.body).photo }),
    });
    // Nothing changed: the paint is still the blue one.
    const stored = await readColored(user.id, page.id);
    expect(stored?.version).toBe(2);
    expect(await pixelOf(stored?.photo ?? "", 900, 10)).toEqual([0, 0, 255, 255]);
    // A first save that thinks there is none yet is stale too.
    expect((await screenSave(cookie, page.id, await redLayer(), { version: "0", saveId: "dev-c:1" })).status).toBe(409);
  });

  it("a retried save (same save id) is answered with what it stored, not applied twice", async () => {
    const { user } = await makeUser();
    const cookie = await sessionCookieFor(user);
    const page = await drawnPage();
    const first = savedOf((await screenSave(cookie, page.id, await redLayer(), { version: "0", saveId: "dev-a:5" })).body);
    const retry = await screenSave(cookie, page.id, await redLayer(), { version: "0", saveId: "dev-a:5" });
    expect(retry.status).toBe(200);
    expect(savedOf(retry.body)).toMatchObject({ version: 1, photo: first.photo });
    expect((await creditRow(user.id)).publicPage).toBe(4);
    // The same id on another version is not that save again (another tab reusing an id): judged by its version.
    const next = await screenSave(cookie, page.id, await solid(SIZE, SIZE, BLUE), { version: "1", saveId: "dev-a:5" });
    expect(savedOf(next.body)).toMatchObject({ version: 2 });
    expect((await screenSave(cookie, page.id, await redLayer(), { version: "1", saveId: "dev-b:1" })).status).toBe(409);
  });

  it("a patch on a stored layer the server cannot read is refused (409 PAINT_MISSING), never laid on nothing", async () => {
    const { user } = await makeUser();
    const cookie = await sessionCookieFor(user);
    const page = await drawnPage();
    const first = savedOf((await screenSave(cookie, page.id, await redLayer(), { version: "0" })).body);
    await deleteObject(keyFromUrl(first.photo) ?? "");
    const patch = await screenSave(cookie, page.id, await solid(10, 10, BLUE), { version: "1", x: "0", y: "0" });
    expect(patch.status).toBe(409);
    expect(patch.body).toMatchObject({ error: { code: "PAINT_MISSING" } });
    // The whole layer goes through.
    expect(savedOf((await screenSave(cookie, page.id, await redLayer(), { version: "1" })).body).version).toBe(2);
  });

  it("the loader gives the screen the version and the id of the save that made it", async () => {
    const { user } = await makeUser();
    const cookie = await sessionCookieFor(user);
    const page = await drawnPage();
    await screenSave(cookie, page.id, await redLayer(), { version: "0", saveId: "tab-1:3" });
    const request = new Request(`http://localhost:3999/pages/${page.id}/color`, { headers: { Cookie: cookie } });
    const res = await colorLoader(request, { id: String(page.id) });
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const data = (await res.json()) as ColorScreenData;
    expect(data.colored).toMatchObject({ version: 1, saveId: "tab-1:3" });
    expect(data.page.colored?.version).toBe(1);
    expect(data.viewerId).toBe(user.id);
  });
});

describe("patches: only the rectangle that changed is sent", () => {
  it("a patch replaces its rectangle of the stored layer (paint and erasing) and keeps the rest", async () => {
    const { user } = await makeUser();
    const cookie = await sessionCookieFor(user);
    const page = await drawnPage();
    savedOf((await screenSave(cookie, page.id, await redLayer(), { version: "0" })).body);
    const blue = await screenSave(cookie, page.id, await solid(20, 10, BLUE), { version: "1", x: "600", y: "600" });
    const saved = savedOf(blue.body);
    expect(saved.version).toBe(2);
    expect(await pixelOf(saved.photo, 605, 605)).toEqual([0, 0, 255, 255]);
    expect(await pixelOf(saved.photo, 619, 609)).toEqual([0, 0, 255, 255]);
    expect(await pixelOf(saved.photo, 620, 605)).toEqual([0, 0, 0, 0]);
    expect(await pixelOf(saved.photo, 100, 100)).toEqual([255, 0, 0, 255]);
    // The composite follows: blue where the patch went, lines over it, white elsewhere on the right.
    expect((await pixelOf(saved.preview, 605, 605)).slice(0, 3)).toEqual([0, 0, 255]);
    expect((await pixelOf(saved.preview, 900, 900)).slice(0, 3)).toEqual([255, 255, 255]);

    const erased = savedOf((await screenSave(cookie, page.id, await solid(30, 30, CLEAR), { version: "2", x: "0", y: "0" })).body);
    expect(await pixelOf(erased.photo, 10, 10)).toEqual([0, 0, 0, 0]);
    expect(await pixelOf(erased.photo, 40, 40)).toEqual([255, 0, 0, 255]);
    expect(await pixelOf(erased.photo, 605, 605)).toEqual([0, 0, 255, 255]);
  });

  it("a first save may be a patch, painted onto an empty layer", async () => {
    const { user } = await makeUser();
    const cookie = await sessionCookieFor(user);
    const page = await drawnPage();
    const saved = savedOf((await screenSave(cookie, page.id, await solid(8, 8, RED), { version: "0", x: "1016", y: "1016" })).body);
    expect(saved.version).toBe(1);
    expect(await pixelOf(saved.photo, 1020, 1020)).toEqual([255, 0, 0, 255]);
    expect(await pixelOf(saved.photo, 10, 10)).toEqual([0, 0, 0, 0]);
    expect((await sharp((await getObject(keyFromUrl(saved.photo) ?? "")) as Buffer).metadata()).width).toBe(SIZE);
  });

  it("refuses a patch with no version, half an offset, or one that runs off the page", async () => {
    const { user } = await makeUser();
    const cookie = await sessionCookieFor(user);
    const page = await drawnPage();
    const noVersion = await screenSave(cookie, page.id, await solid(8, 8, RED), { x: "0", y: "0" });
    expect(noVersion.status).toBe(422);
    const half = await screenSave(cookie, page.id, await solid(8, 8, RED), { version: "0", x: "10" });
    expect(half.status).toBe(422);
    const off = await screenSave(cookie, page.id, await solid(100, 100, RED), { version: "0", x: "1000", y: "0" });
    expect(off.status).toBe(422);
    expect("error" in off.body && off.body.error.message).toBe(translate("es", "errors.coloring.patchOutside"));
    const huge = await screenSave(cookie, page.id, await solid(SIZE + 1, 10, RED), { version: "0", x: "0", y: "0" });
    expect(huge.status).toBe(422);
    expect(await readColored(user.id, page.id)).toBeNull();
    expect((await creditRow(user.id)).publicPage).toBe(5);
  });

  it("the service keeps the credit rule: the first save of someone else's page spends one, once", async () => {
    const { user } = await makeUser();
    const page = await drawnPage();
    const first = await saveColoring(user, { pageId: page.id, paint: { kind: "patch", data: await solid(4, 4, RED), x: 0, y: 0 }, version: 0 });
    expect(first).toMatchObject({ charged: true, colored: { version: 1 } });
    const again = await saveColoring(user, { pageId: page.id, paint: { kind: "patch", data: await solid(4, 4, BLUE), x: 4, y: 0 }, version: 1 });
    expect(again).toMatchObject({ charged: false, colored: { version: 2 } });
    expect((await creditRow(user.id)).publicPage).toBe(4);
  });
});

describe("PATCH /api/coloreds/upsert with versions", () => {
  type UpsertBody = { upserted: Colored } & Partial<ErrorBody>;
  const upsert = (token: string, body: unknown) => callApi<UpsertBody>(coloredsUpsert.action, { method: "PATCH", token, body, path: "coloreds/upsert" });

  it("answers the version; a stale one is 409 VERSION_CONFLICT; no version overwrites as before", async () => {
    const { user, token } = await makeUser();
    const page = await drawnPage();
    const upload = async () => (await storeUpload(user.id, { name: "paint.png", data: await redLayer() }, parseUploadRules({}))).url;
    const first = await upsert(token, { pageId: page.id, photo: await upload(), version: 0, save_id: "shell:1" });
    expect(first.status).toBe(200);
    expect(first.body.upserted).toMatchObject({ version: 1, save_id: "shell:1" });
    const stale = await upsert(token, { pageId: page.id, photo: await upload(), version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: "VERSION_CONFLICT", message: translate("es", "errors.coloring.versionConflict") });
    const overwrite = await upsert(token, { pageId: page.id, photo: await upload() });
    expect(overwrite.body.upserted.version).toBe(2);
    const bad = await upsert(token, { pageId: page.id, photo: await upload(), version: -1 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty("version");
  });
});

describe("recent colours, kept per user", () => {
  it("the colour screen stores them (newest first, each once, at most 8) and the loader gives them back", async () => {
    const { user } = await makeUser();
    const cookie = await sessionCookieFor(user);
    const form = new FormData();
    for (const color of ["#FF0000", "#00ff00", "#ff0000", "#0000ff", "#111111", "#222222", "#333333", "#444444", "#555555", "#666666"])
      form.append("colors", color);
    const request = new Request("http://localhost:3999/pages/recent-colors", { method: "POST", headers: { Cookie: cookie }, body: form });
    const res = await recentColorsRoute.action({ request, params: {}, context: CONTEXT });
    expect(await res.json()).toEqual({ colors: ["#ff0000", "#00ff00", "#0000ff", "#111111", "#222222", "#333333", "#444444", "#555555"] });
    const page = await drawnPage();
    const screen = (await (
      await colorLoader(new Request(`http://localhost:3999/pages/${page.id}/color`, { headers: { Cookie: cookie } }), { id: String(page.id) })
    ).json()) as ColorScreenData;
    expect(screen.recentColors).toEqual(["#ff0000", "#00ff00", "#0000ff", "#111111", "#222222", "#333333", "#444444", "#555555"]);

    const bad = new FormData();
    bad.append("colors", "red");
    const refused = await recentColorsRoute.action({
      request: new Request("http://localhost:3999/pages/recent-colors", { method: "POST", headers: { Cookie: cookie }, body: bad }),
      params: {},
      context: CONTEXT,
    });
    expect(refused.status).toBe(422);
  });

  it("the /api door reads and replaces them; admins have none", async () => {
    const { token } = await makeUser();
    const read = await callApi<{ colors: string[] }>(recentColorsApi.loader, { method: "GET", token, path: "users/recent-colors" });
    expect(read).toMatchObject({ status: 200, body: { colors: [] } });
    const saved = await callApi<{ colors: string[] }>(recentColorsApi.action, {
      method: "PATCH",
      token,
      body: { colors: ["#ABCDEF"] },
      path: "users/recent-colors",
    });
    expect(saved.body).toEqual({ colors: ["#abcdef"] });
    const again = await callApi<{ colors: string[] }>(recentColorsApi.loader, { method: "GET", token, path: "users/recent-colors" });
    expect(again.body).toEqual({ colors: ["#abcdef"] });
    const bad = await callApi<ErrorBody>(recentColorsApi.action, { method: "PATCH", token, body: { colors: "#abcdef" }, path: "users/recent-colors" });
    expect(bad.status).toBe(422);
    const { token: adminToken } = await makeUser({ admin: true });
    const admin = await callApi<ErrorBody>(recentColorsApi.action, { method: "PATCH", token: adminToken, body: { colors: [] }, path: "users/recent-colors" });
    expect(admin.status).toBe(403);
  });
});

describe("what a save costs, and what it still guarantees (record 0153)", () => {
  /** Line art of its own: a black square outline at `at` on white. */
  const squareAt = (at: number) =>
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}"><rect width="100%" height="100%" fill="#fff"/><rect x="${at}" y="${at}" width="200" height="200" fill="none" stroke="#000" stroke-width="10"/></svg>`,
      ),
    )
      .png()
      .toBuffer();
  const rgbOf = async (url: string, x: number, y: number) => (await pixelOf(url, x, y)).slice(0, 3);

  it("the composite is what sharp's composite of the paint on the line art made, pixel for pixel", async () => {
    const { user } = await makeUser();
    const lines = await squareAt(100);
    const page = await drawnPageOf(owner.user, lines);
    const paint = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}"><circle cx="200" cy="200" r="150" fill="#43a047" opacity="0.7"/><path d="M0 900 L1024 300" stroke="#8e24aa" stroke-width="30"/></svg>`,
      ),
    )
      .png()
      .toBuffer();
    const { colored } = await saveColoring(user, { pageId: page.id, paint: { kind: "layer", data: paint } });
    const lineArt = await sharp(lines)
      .flatten({ background: "#ffffff" })
      .resize(SIZE, SIZE, { fit: "contain", background: "#ffffff" })
      .toColourspace("srgb")
      .png()
      .toBuffer();
    const before = await sharp({ create: { width: SIZE, height: SIZE, channels: 3, background: "#ffffff" } })
      .composite([{ input: paint }, { input: lineArt, blend: "multiply" }])
      .removeAlpha()
      .raw()
      .toBuffer();
    const preview = (await pictureAt(colored.preview)) as Buffer;
    expect(await sharp(preview).metadata()).toMatchObject({ format: "png", width: SIZE, height: SIZE, channels: 3 });
    expect((await sharp(preview).raw().toBuffer()).equals(before)).toBe(true);
    const thumbnail = await sharp((await pictureAt(colored.thumbnail)) as Buffer).metadata();
    expect(thumbnail).toMatchObject({ format: "webp", width: 512, height: 512 });
  });

  it("a save stores its paint and names its picture, made when first asked for; one made while the colouring is saved again leaves no file behind", async () => {
    const { user } = await makeUser();
    const page = await drawnPage();
    const layer = await solid(SIZE, SIZE, BLUE);
    let { colored } = await saveColoring(user, { pageId: page.id, paint: { kind: "layer", data: layer }, version: 0 });
    const db = await getDb();
    const counted = async () =>
      (
        await db
          .select({ key: storedFiles.key })
          .from(storedFiles)
          .where(like(storedFiles.key, `coloreds/${user.id}/%`))
      )
        .map((row) => row.key)
        .sort();
    const pictured = async () => (await db.select({ pictured: coloreds.pictured }).from(coloreds).where(eq(coloreds.id, colored.id)))[0].pictured;
    expect(await counted()).toEqual([keyFromUrl(colored.photo)]);
    expect(await pictured()).toBe(false);
    // A picture asked for while the colouring is saved again: made for a version that is gone by
    // the time it is stored (or not made at all); either way, only the newest paint stays.
    for (let round = 0; round < 4; round++) {
      const asked = keyFromUrl(round % 2 ? colored.preview : colored.thumbnail) ?? "";
      const [, next] = await Promise.all([
        makePictureAt(asked),
        saveColoring(user, { pageId: page.id, paint: { kind: "layer", data: layer }, version: colored.version }),
      ]);
      colored = next.colored;
    }
    expect(picturesBeingMade()).toBe(0);
    expect(await counted()).toEqual([keyFromUrl(colored.photo)]);
    // Asked for now: made once, both files, counted, and the row says so.
    expect(await makePictureAt(keyFromUrl(colored.thumbnail) ?? "")).toBe(true);
    expect(await makePictureAt(keyFromUrl(colored.preview) ?? "")).toBe(false);
    expect(await pictured()).toBe(true);
    expect(await counted()).toEqual([colored.photo, colored.preview, colored.thumbnail].map((url) => keyFromUrl(url)).sort());
    expect(await rgbOf(colored.preview, 900, 900)).toEqual([0, 0, 255]);
  });

  it("the line art kept is each page's own, by its illustration's URL, read once for all its saves", async () => {
    const [{ user }, other] = await Promise.all([makeUser(), makeUser()]);
    const [near, far] = [await drawnPageOf(owner.user, await squareAt(100)), await drawnPageOf(owner.user, await squareAt(600))];
    const layer = await solid(SIZE, SIZE, BLUE);
    const reads = () => keptLineArtState().reads;
    const start = reads();
    // Saves of both pages in turn, by two families: each preview has its own page's lines only.
    for (let version = 0; version < 2; version++) {
      for (const [viewer, page, lineAt, noLineAt] of [
        [user, near, 100, 600],
        [other.user, far, 600, 100],
        [user, far, 600, 100],
      ] as const) {
        const { colored } = await saveColoring(viewer, { pageId: page.id, paint: { kind: "layer", data: layer }, version });
        expect(await rgbOf(colored.preview, lineAt, lineAt + 100)).toEqual([0, 0, 0]);
        expect(await rgbOf(colored.preview, noLineAt, noLineAt + 100)).toEqual([0, 0, 255]);
      }
    }
    // Six saves of two pages: each line art read once, kept under its own URL.
    expect(reads() - start).toBe(2);
    expect(keptLineArtState().urls).toEqual(expect.arrayContaining([near.illustration, far.illustration]));
  });

  it("/api: the upload is checked and re-encoded once, by /storage/upload; the colouring keeps those bytes, none of the sender's metadata", async () => {
    const { user } = await makeUser();
    const page = await drawnPage();
    const sent = await sharp(await redLayer())
      .withMetadata({ exif: { IFD0: { Copyright: "datos-del-remitente" } } })
      .png()
      .toBuffer();
    expect(sent.includes("datos-del-remitente")).toBe(true);
    const upload = await storeUpload(user.id, { name: "paint.png", data: sent }, parseUploadRules({}));
    const uploaded = (await getObject(upload.key)) as Buffer;
    expect(uploaded.includes("datos-del-remitente")).toBe(false);
    const colored = await upsertColored(user, { pageId: page.id, photo: upload.url });
    const photo = (await getObject(keyFromUrl(colored.photo) ?? "")) as Buffer;
    expect(photo.equals(uploaded)).toBe(true);
    expect(await pixelOf(colored.photo, 100, 100)).toEqual([255, 0, 0, 255]);
  });

  it("/api: what is in the viewer's uploads folder is still checked before it is trusted: another format, size or broken file is refused; more than pixels is encoded again", async () => {
    const { user } = await makeUser();
    const page = await drawnPage();
    /** A file put straight into the viewer's uploads, as no upload through the app would leave it. */
    const planted = async (data: Buffer, ext = "png") => putObject(newKey("uploads", user.id, ext), data, "image/png");
    const refusal = async (photo: string) => {
      const error = await upsertColored(user, { pageId: page.id, photo }).then(
        () => null,
        (thrown: unknown) => thrown as { status: number; fields?: Record<string, string> },
      );
      return { status: error?.status, fields: error?.fields };
    };
    const layer = await redLayer();
    const cut = layer.subarray(0, Math.floor(layer.length / 2));
    expect(await refusal(await planted(cut))).toEqual({ status: 422, fields: { photo: "errors.upload.corrupt" } });
    expect(await refusal(await planted(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>")))).toEqual({
      status: 422,
      fields: { photo: "errors.upload.svg" },
    });
    expect(await refusal(await planted(await solid(512, 512, RED)))).toEqual({ status: 422, fields: { photo: "errors.upload.dimensions" } });
    const jpeg = await sharp(layer).flatten().jpeg().toBuffer();
    expect(await refusal(await planted(jpeg, "jpg"))).toEqual({ status: 422, fields: { photo: "errors.upload.extension" } });
    expect(await readColored(user.id, page.id)).toBeNull();
    expect((await creditRow(user.id)).publicPage).toBe(5);

    // A PNG that carries more than its pixels (metadata, bytes after its end) is taken, encoded again.
    const withMetadata = await sharp(layer)
      .withMetadata({ exif: { IFD0: { Copyright: "datos-plantados" } } })
      .png()
      .toBuffer();
    const withTail = Buffer.concat([layer, Buffer.from("<script>alert(1)</script>")]);
    let version = 0;
    for (const file of [withMetadata, withTail]) {
      const colored = await upsertColored(user, { pageId: page.id, photo: await planted(file), version: version++ });
      const photo = (await getObject(keyFromUrl(colored.photo) ?? "")) as Buffer;
      expect(photo.includes("datos-plantados") || photo.includes("<script>")).toBe(false);
      expect(photo.equals(file)).toBe(false);
      expect(await pixelOf(colored.photo, 100, 100)).toEqual([255, 0, 0, 255]);
    }
  });
});
