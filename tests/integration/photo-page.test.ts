import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import * as photoCreate from "~/routes/api+/pages.photo.create";
import * as photoPreview from "~/routes/api+/pages.photo.preview";
import * as createPhotoRoute from "~/routes/pages+/create.photo";
import * as photoPreviewRoute from "~/routes/_resources+/pages.create.photo_.preview";
import type { PageCard } from "~/utils/api-shapes.server";
import { getObject, keyFromUrl } from "~/services/storage/backends.server";
import {
  callApi,
  callForm,
  creditRow,
  expectNothingSpent,
  makeAdmin,
  makeUser,
  pageRow,
  pagesOf,
  sessionCookieFor,
  setCredits,
  type ErrorBody,
} from "../helpers/pages";
import { uploadFile } from "../helpers/uploads";
import { es } from "../helpers/words";

const PHOTOS = path.resolve("tests/fixtures/photos");
const photoFile = (name: string) => fs.readFileSync(path.join(PHOTOS, name));
const context = { cspNonce: "", requestId: "t" };

async function upload(token: string, name = "pet-cat-chelsea.jpg", type = "image/jpeg") {
  const res = await uploadFile(token, photoFile(name), { name, type });
  expect(res.status).toBe(200);
  return res.body.url;
}

/** GET /api/pages/photo/preview: the PNG, or the JSON error. */
async function preview(token: string, query: Record<string, string>) {
  const url = new URL("http://localhost:3999/api/pages/photo/preview");
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const res = await photoPreview.loader({ request: new Request(url, { headers: { Authorization: `Bearer ${token}` } }), params: {}, context } as never);
  const data = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get("Content-Type"), data, json: () => JSON.parse(data.toString()) as ErrorBody };
}

const create = (token: string, body: unknown) =>
  callApi<{ created: PageCard } & Partial<ErrorBody>>(photoCreate.action, { method: "POST", token, body, path: "pages/photo/create" });

/** Grey pixels of a PNG, and whether it is pure line art (only greys). */
async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).toColourspace("srgb").removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let colourful = 0;
  let dark = 0;
  for (let i = 0; i < data.length; i += 3) {
    if (data[i] !== data[i + 1] || data[i] !== data[i + 2]) colourful++;
    if (data[i] < 128) dark++;
  }
  return { width: info.width, height: info.height, colourful, inkShare: dark / (info.width * info.height) };
}

describe("GET /api/pages/photo/preview", () => {
  it("answers the line art of an uploaded photo as a 1024×1024 PNG, the same for the same detail; nothing spent", async () => {
    const student = await makeUser();
    const photo = await upload(student.token);
    const first = await preview(student.token, { photo, detail: "3" });
    expect(first.status).toBe(200);
    expect(first.type).toBe("image/png");
    const art = await pixels(first.data);
    expect([art.width, art.height, art.colourful]).toEqual([1024, 1024, 0]);
    expect(art.inkShare).toBeGreaterThan(0.005);
    expect(art.inkShare).toBeLessThan(0.3);

    const again = await preview(student.token, { photo, detail: "3" });
    expect(again.data.equals(first.data)).toBe(true);
    const detailed = await preview(student.token, { photo, detail: "5" });
    expect((await pixels(detailed.data)).inkShare).toBeGreaterThan(art.inkShare);
    await expectNothingSpent(student, 3);
  });

  it("refuses someone else's photo, a bad detail, a missing photo, and admins, as JSON", async () => {
    const [student, stranger, admin] = await Promise.all([makeUser(), makeUser(), makeAdmin()]);
    const theirs = await upload(stranger.token);
    const notOurs = await preview(student.token, { photo: theirs, detail: "3" });
    expect(notOurs.status).toBe(422);
    expect(notOurs.json()).toEqual({ message: es("errors.upload.notOurs"), code: "VALIDATION", errors: { photo: es("errors.upload.notOurs") } });
    const badDetail = await preview(student.token, { photo: theirs, detail: "9" });
    expect(badDetail.status).toBe(422);
    expect(badDetail.json().errors).toEqual({ detail: es("create.errors.detail") });
    const missing = await preview(student.token, {});
    expect(missing.json().errors).toEqual({ photo: es("create.errors.photoMissing") });
    const forbidden = await preview(admin.token, { photo: theirs });
    expect(forbidden.status).toBe(403);
    expect((await preview("", { photo: theirs })).status).toBe(401);
  });
});

describe("POST /api/pages/photo/create", () => {
  it("201 {created: page}: a photo page with its title, 1024×1024 line art, a region map, exactly one credit spent", async () => {
    const student = await makeUser();
    const photo = await upload(student.token, "portrait-astronaut.jpg");
    const res = await create(student.token, { photo, detail: 2, title: "  La astronauta  " });
    expect(res.status).toBe(201);
    const page = res.body.created;
    // A photo is often of the family: private unless its creator shares it (issue #14).
    expect(page).toMatchObject({ prompt: "La astronauta", is_owner: true, blocked: false, visibility: "private" });
    const row = await pageRow(page.id);
    expect(row.source).toBe("photo");
    expect(row.regionMap).not.toBe("");
    expect(row.regionCount).toBeGreaterThan(2);
    const stored = await getObject(keyFromUrl(page.illustration) ?? "");
    const art = await pixels(stored as Buffer);
    expect([art.width, art.height, art.colourful]).toEqual([1024, 1024, 0]);
    // What was previewed is what was made.
    const previewed = await preview(student.token, { photo, detail: "2" });
    expect((await pixels(previewed.data)).inkShare).toBeCloseTo(art.inkShare, 4);
    expect((await creditRow(student.user.id)).pageCreation).toBe(2);
    expect(await pagesOf(student.user.id)).toHaveLength(1);
  });

  it("without a title the page gets the default one; the detail defaults to 3", async () => {
    const student = await makeUser();
    const photo = await upload(student.token, "building-windmill.webp", "image/webp");
    const res = await create(student.token, { photo });
    expect(res.status).toBe(201);
    expect(res.body.created.prompt).toBe(es("create.photo.defaultTitle"));
  });

  it("no credit left: 403 NO_CREDITS, nothing stored", async () => {
    const student = await makeUser();
    const photo = await upload(student.token);
    await setCredits(student.user.id, { pageCreation: 0 });
    const res = await create(student.token, { photo, detail: 3 });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: es("errors.noCredits"), code: "NO_CREDITS" });
    await expectNothingSpent(student, 0);
  });

  it("validation errors are 422 JSON {message, code, errors} and spend nothing", async () => {
    const [student, stranger] = await Promise.all([makeUser(), makeUser()]);
    const theirs = await upload(stranger.token);
    const mine = await upload(student.token);
    const cases: [unknown, Record<string, string>][] = [
      [{}, { photo: es("create.errors.photoMissing") }],
      [{ photo: "   " }, { photo: es("create.errors.photoMissing") }],
      [{ photo: mine, detail: 0 }, { detail: es("create.errors.detail") }],
      [{ photo: mine, detail: "mucho" }, { detail: es("create.errors.detail") }],
      [{ photo: mine, detail: 2.5 }, { detail: es("create.errors.detail") }],
      [{ photo: mine, title: "t".repeat(121) }, { title: es("create.errors.title") }],
      [{ photo: theirs }, { photo: es("errors.upload.notOurs") }],
      [{ photo: `/files/uploads/${student.user.id}/missing.jpg` }, { photo: es("errors.upload.notOurs") }],
      [{ photo: "https://elsewhere.example/cat.jpg" }, { photo: es("errors.upload.notOurs") }],
    ];
    for (const [body, errors] of cases) {
      const res = await create(student.token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe("VALIDATION");
      expect(typeof res.body.message).toBe("string");
      expect(res.body.errors, JSON.stringify(body)).toEqual(errors);
    }
    await expectNothingSpent(student, 3);
  });

  it("admins may not create (403), a missing token is 401, GET is 405", async () => {
    const admin = await makeAdmin();
    const photo = await upload(admin.token);
    const res = await create(admin.token, { photo });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "FORBIDDEN" });
    expect((await create("", { photo })).status).toBe(401);
    expect((await callApi(photoCreate.loader, {})).status).toBe(405);
  });
});

describe("the browser door: /pages/create/photo", () => {
  it("the upload step stores the photo and shows it; the create step opens the new page; no credit goes to /checkout", async () => {
    const student = await makeUser();
    const cookie = await sessionCookieFor(student.user);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(photoFile("pet-dogs-window.jpg"))], { type: "image/jpeg" }), "mis_perros-en-la-ventana.jpg");
    const uploaded = await createPhotoRoute.action({
      request: new Request("http://localhost:3999/pages/create/photo", { method: "POST", headers: { Cookie: cookie }, body: form }),
      params: {},
      context,
    } as never);
    expect(uploaded.status).toBe(302);
    const next = new URL(uploaded.headers.get("Location") ?? "", "http://localhost:3999");
    expect(next.pathname).toBe("/pages/create/photo");
    expect(next.searchParams.get("title")).toBe("mis perros en la ventana");
    expect(next.searchParams.get("detail")).toBe("3");
    const photo = next.searchParams.get("photo") ?? "";
    expect(photo).toMatch(new RegExp(`^/files/uploads/${student.user.id}/`));

    const image = await photoPreviewRoute.loader({
      request: new Request(`http://localhost:3999/pages/create/photo/preview?${new URLSearchParams({ photo, detail: "4" })}`, { headers: { Cookie: cookie } }),
      params: {},
      context,
    } as never);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/png");

    const created = await callForm(createPhotoRoute.action, { cookie, form: { photo, detail: "4", title: "Mis perros" }, path: "/pages/create/photo" });
    expect(created.status).toBe(302);
    const [page] = await pagesOf(student.user.id);
    expect(page).toMatchObject({ prompt: "Mis perros", source: "photo" });
    expect(created.headers.get("Location")).toBe(`/pages/${page.id}/color`);

    await setCredits(student.user.id, { pageCreation: 0 });
    const broke = await callForm(createPhotoRoute.action, { cookie, form: { photo, detail: "4" }, path: "/pages/create/photo" });
    expect(broke.headers.get("Location")).toBe("/checkout");
    expect(await pagesOf(student.user.id)).toHaveLength(1);
  });

  it("a file that is not a photo is refused at the upload step with a message", async () => {
    const student = await makeUser();
    const form = new FormData();
    form.append("file", new Blob([new TextEncoder().encode("no soy una foto")], { type: "image/jpeg" }), "gato.jpg");
    const res = await createPhotoRoute.action({
      request: new Request("http://localhost:3999/pages/create/photo", {
        method: "POST",
        headers: { Cookie: await sessionCookieFor(student.user) },
        body: form,
      }),
      params: {},
      context,
    } as never);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: "VALIDATION" });
  });
});
