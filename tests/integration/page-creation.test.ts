import { apiCard } from "~/utils/api-shapes.server";
import { formMessage } from "~/lib/forms";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { translate, type MessageKey } from "~/i18n";
import * as pagesCreate from "~/routes/api+/pages.create";
import * as promptGenerate from "~/routes/api+/pages.prompt.generate";
import * as pagesUpload from "~/routes/api+/pages.upload";
import * as createAiRoute from "~/routes/pages+/create.ai";
import * as createUploadRoute from "~/routes/pages+/create.upload";
import { createUploadedPage } from "~/services/page-creation.server";
import { readCard } from "~/services/pages.server";
import type { PageCard } from "~/utils/api-shapes.server";
import { getObject, keyFromUrl } from "~/services/storage/backends.server";
import { getEnv } from "~/infra/env.server";
import {
  appErrorOf,
  callApi,
  callForm,
  creditRow,
  expectNothingSpent,
  linePng,
  makeAdmin,
  makeUser,
  pageRow,
  pagesOf,
  sessionCookieFor,
  setCredits,
  storedPageFiles,
  toastOf,
  type ErrorBody,
  type TestUser,
} from "../helpers/pages";
import { uploadFile } from "../helpers/uploads";
import { useOpenAiStandIn } from "../helpers/openai";
import type { OpenAiMode } from "../stand-ins/openai";
import { es } from "../helpers/words";

const KEY = "sk-test-creation-0123456789";

const openai = useOpenAiStandIn(KEY);

const create = (token: string, body: unknown) =>
  callApi<{ created: PageCard } & Partial<ErrorBody>>(pagesCreate.action, { method: "POST", token, body, path: "pages/create" });
const uploadPage = (token: string, body: unknown) =>
  callApi<{ created: PageCard } & Partial<ErrorBody>>(pagesUpload.action, { method: "POST", token, body, path: "pages/upload" });

/** A file the page points at, read back from storage, and where it lives on disk. */
async function stored(url: string) {
  const key = keyFromUrl(url);
  expect(key).not.toBeNull();
  const data = await getObject(key ?? "");
  expect(data).not.toBeNull();
  expect(fs.existsSync(path.join(getEnv().DATA_DIR, "uploads", ...(key ?? "").split("/")))).toBe(true);
  return data as Buffer;
}

/** The browser's upload form (multipart, a PNG and the rules' fields) posted to /pages/create/upload. */
async function postUploadForm(user: TestUser, png: Buffer, fileName: string, fields: Record<string, string>) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), fileName);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request("http://localhost:3999/pages/create/upload", {
    method: "POST",
    headers: { Cookie: await sessionCookieFor(user.user) },
    body: form,
  });
  return createUploadRoute.action({ request, params: {}, context: { cspNonce: "", requestId: "t" } } as never);
}

describe("POST /api/pages/create (AI)", () => {
  it("201 {created: page}: a 1024×1024 PNG line art and a WebP thumbnail of at most 512 px, one credit spent", async () => {
    const { user, token } = await makeUser();
    const prompt = "Un búho leyendo un libro bajo la luna, dibujo de líneas para colorear con trazos gruesos";
    const res = await create(token, { prompt: `  ${prompt}  ` });
    expect(res.status).toBe(201);
    const page = res.body.created;
    expect(page).toMatchObject({
      prompt,
      // The whole idea is kept (it is what was drawn, and what search finds); the title is short.
      title: "Búho leyendo un libro bajo la luna",
      is_owner: true,
      blocked: false,
      colored_count: 0,
      favorited_count: 0,
      is_favorited: false,
      is_colored: false,
      user: { name: user.name },
    });
    expect(page).toEqual(apiCard(await readCard(user, page.id)));
    expect(page.illustration).toMatch(new RegExp(`^/files/private-pages/${user.id}/[\\w-]+\\.png$`));
    expect(page.thumbnail).toMatch(new RegExp(`^/files/private-pages/${user.id}/[\\w-]+\\.webp$`));

    const illustration = await sharp(await stored(page.illustration)).metadata();
    expect([illustration.format, illustration.width, illustration.height]).toEqual(["png", 1024, 1024]);
    const thumbnail = await sharp(await stored(page.thumbnail)).metadata();
    expect(thumbnail.format).toBe("webp");
    expect(Math.max(thumbnail.width, thumbnail.height)).toBeLessThanOrEqual(512);
    expect(thumbnail.width).toBeGreaterThan(0);

    expect((await creditRow(user.id)).pageCreation).toBe(2);
    // Its collections are guessed from the prompt (a búho is an animal), without another AI call.
    expect((await pageRow(page.id)).tags).toEqual(["animales"]);
    const imageRequests = openai.standIn.requests.filter((r) => r.path === "/v1/images/generations");
    expect(imageRequests).toHaveLength(1);
    expect(String((imageRequests[0].body as { prompt: string }).prompt)).toContain(prompt);
  });

  const failures: [OpenAiMode, MessageKey][] = [
    ["error500", "errors.ai.failed"],
    ["refuse", "errors.ai.refused"],
    ["blank", "errors.ai.badOutput"],
    ["slow", "errors.ai.timeout"],
  ];
  it.each(failures)("stand-in mode %s → 502 AI_FAILED (%s), no credit spent, no page", async (mode, key) => {
    const student = await makeUser();
    openai.standIn.mode = mode;
    if (mode === "slow") {
      process.env.OPENAI_TIMEOUT_MS = "150";
      openai.standIn.slowMs = 3_000;
    }
    const res = await create(student.token, { prompt: "Un robot jardinero" });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: es(key), code: "AI_FAILED" });
    await expectNothingSpent(student, 3);
  });

  it("without a key: 503 AI_UNAVAILABLE, nothing sent to the AI, nothing spent", async () => {
    openai.env({ OPENAI_API_KEY: undefined, OPENAI_BASE_URL: openai.standIn.url });
    const student = await makeUser();
    const res = await create(student.token, { prompt: "Un barco pirata" });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: es("errors.ai.notConfigured"), code: "AI_UNAVAILABLE" });
    const idea = await callApi(promptGenerate.loader, { token: student.token });
    expect(idea.status).toBe(503);
    expect(idea.body).toMatchObject({ code: "AI_UNAVAILABLE" });
    expect(openai.standIn.requests).toHaveLength(0);
    await expectNothingSpent(student, 3);
  });

  it("an empty or missing prompt is 422 with a message on prompt; too long too", async () => {
    const student = await makeUser();
    for (const body of [{ prompt: "" }, { prompt: "   " }, {}, { prompt: 42 }]) {
      const res = await create(student.token, body);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: es("errors.validation"), code: "VALIDATION", errors: { prompt: es("errors.ai.promptRequired") } });
    }
    const long = await create(student.token, { prompt: "a".repeat(501) });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ prompt: es("errors.ai.promptTooLong") });
    expect(openai.standIn.requests).toHaveLength(0);
    await expectNothingSpent(student, 3);
  });

  it("admins may not create: 403 FORBIDDEN; nor ask for ideas", async () => {
    const admin = await makeAdmin();
    const res = await create(admin.token, { prompt: "Un castillo" });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: es("errors.forbidden"), code: "FORBIDDEN" });
    expect((await callApi(promptGenerate.loader, { token: admin.token })).status).toBe(403);
    expect(await pagesOf(admin.user.id)).toEqual([]);
    expect(openai.standIn.requests).toHaveLength(0);
  });

  it("no credit left: 403 NO_CREDITS before the AI is asked", async () => {
    const student = await makeUser();
    await setCredits(student.user.id, { pageCreation: 0 });
    const res = await create(student.token, { prompt: "Un tren de vapor" });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: es("errors.noCredits"), code: "NO_CREDITS" });
    expect(openai.standIn.requests).toHaveLength(0);
    await expectNothingSpent(student, 0);
  });

  it("401 without a token, 405 on GET", async () => {
    expect((await create("", { prompt: "x" })).status).toBe(401);
    expect((await callApi(pagesCreate.loader, {})).status).toBe(405);
  });
});

describe("GET /api/pages/prompt/generate", () => {
  it("answers {prompt} with the AI's idea", async () => {
    const { token } = await makeUser();
    openai.standIn.idea = "Una tortuga con sombrero de copa";
    const res = await callApi<{ prompt: string }>(promptGenerate.loader, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ prompt: "Una tortuga con sombrero de copa" });
  });

  it("maps an AI failure to 502 AI_FAILED", async () => {
    const { token } = await makeUser();
    openai.standIn.mode = "error500";
    const res = await callApi(promptGenerate.loader, { token });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: "AI_FAILED" });
  });
});

describe("POST /api/storage/upload then /api/pages/upload", () => {
  it("201: a page titled from the file name, 1024×1024 line art, one credit spent", async () => {
    const student = await makeUser();
    const upload = await uploadFile(student.token, await linePng(800, 500), { name: "original.png" });
    expect(upload.status).toBe(200);
    expect(upload.body.url).toMatch(new RegExp(`^/files/uploads/${student.user.id}/`));

    const res = await uploadPage(student.token, { illustration: upload.body.url, name: "mi_gato-feliz.png" });
    expect(res.status).toBe(201);
    const page = res.body.created;
    expect(page).toMatchObject({ prompt: "mi gato feliz", is_owner: true, blocked: false });
    expect(page).toEqual(apiCard(await readCard(student.user, page.id)));
    const art = await sharp(await stored(page.illustration)).metadata();
    expect([art.format, art.width, art.height]).toEqual(["png", 1024, 1024]);
    // Line art: only greys (the drawing flattened onto white), white in the letterbox corner.
    const { data, info } = await sharp(await stored(page.illustration))
      .toColourspace("srgb")
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(3);
    expect(data[0]).toBe(255);
    let colourful = 0;
    let dark = 0;
    for (let i = 0; i < data.length; i += 3) {
      if (data[i] !== data[i + 1] || data[i] !== data[i + 2]) colourful++;
      if (data[i] < 128) dark++;
    }
    expect(colourful).toBe(0);
    expect(dark).toBeGreaterThan(1000);
    const thumb = await sharp(await stored(page.thumbnail)).metadata();
    expect(thumb.format).toBe("webp");
    expect(Math.max(thumb.width, thumb.height)).toBeLessThanOrEqual(512);
    expect((await creditRow(student.user.id)).pageCreation).toBe(2);
  });

  it("without a name the page gets the default title", async () => {
    const student = await makeUser();
    const upload = await uploadFile(student.token, await linePng());
    const res = await uploadPage(student.token, { illustration: upload.body.url });
    expect(res.status).toBe(201);
    expect(res.body.created.prompt).toBe(es("create.upload.defaultTitle"));
  });

  it("someone else's upload, a foreign URL or a non-upload file is 422 notOurs and spends nothing", async () => {
    const [student, stranger] = await Promise.all([makeUser(), makeUser()]);
    const theirs = await uploadFile(stranger.token, await linePng());
    expect(theirs.status).toBe(200);
    const id = student.user.id;
    const urls = [
      theirs.body.url,
      "https://evil.example/files/uploads/1/x.png",
      `http://localhost:3999/files/uploads/${id}/x.png`,
      `/files/pages/${id}/abc.png`,
      `/files/uploads/${id}/../${stranger.user.id}/x.png`,
      `/files/uploads/${id}/does-not-exist.png`,
    ];
    for (const illustration of urls) {
      const res = await uploadPage(student.token, { illustration, name: "robada.png" });
      expect(res.status, illustration).toBe(422);
      expect(res.body, illustration).toMatchObject({ message: es("errors.upload.notOurs"), code: "VALIDATION" });
      expect(Object.values(res.body.errors ?? {})).toEqual([es("errors.upload.notOurs")]);
    }
    await expectNothingSpent(student, 3);
    expect(await pagesOf(stranger.user.id)).toEqual([]);
  });

  it("a missing illustration is 422", async () => {
    const student = await makeUser();
    const res = await uploadPage(student.token, { name: "x.png" });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ illustration: es("errors.upload.missing") });
  });

  it("no credit left: 403 NO_CREDITS and no page", async () => {
    const student = await makeUser();
    const upload = await uploadFile(student.token, await linePng());
    await setCredits(student.user.id, { pageCreation: 0 });
    const res = await uploadPage(student.token, { illustration: upload.body.url, name: "sin-credito.png" });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: es("errors.noCredits"), code: "NO_CREDITS" });
    await expectNothingSpent(student, 0);
  });

  it("admins may not upload pages: 403 FORBIDDEN", async () => {
    const admin = await makeAdmin();
    const upload = await uploadFile(admin.token, await linePng());
    const res = await uploadPage(admin.token, { illustration: upload.body.url });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "FORBIDDEN" });
  });

  it("the service refuses the same way the door does", async () => {
    const [student, stranger] = await Promise.all([makeUser(), makeUser()]);
    const theirs = await uploadFile(stranger.token, await linePng());
    const error = await appErrorOf(createUploadedPage(student.user, { illustration: theirs.body.url }, "x"));
    expect(error).toMatchObject({ status: 422, code: "VALIDATION", messageKey: "errors.upload.notOurs" });
  });
});

describe("the browser door's creation forms", () => {
  it("AI: a created page opens in the colour screen; a failure is a message; no credit goes to /checkout", async () => {
    const student = await makeUser();
    const cookie = await sessionCookieFor(student.user);

    const ok = await callForm(createAiRoute.action, { cookie, form: { prompt: "Una jirafa con bufanda" }, path: "/pages/create/ai" });
    expect(ok.status).toBe(302);
    const [page] = await pagesOf(student.user.id);
    expect(page.prompt).toBe("Una jirafa con bufanda");
    expect(ok.headers.get("Location")).toBe(`/pages/${page.id}/color`);
    expect(await toastOf(ok)).toMatchObject({ variant: "success", key: "create.created" });

    openai.standIn.mode = "refuse";
    const refused = await callForm(createAiRoute.action, { cookie, form: { prompt: "Algo raro" }, path: "/pages/create/ai" });
    expect(refused.status).toBe(502);
    const reply = await refused.json();
    expect(reply.code).toBe("AI_FAILED");
    expect(formMessage(reply)).toBe(es("errors.ai.refused"));

    await setCredits(student.user.id, { pageCreation: 0 });
    const broke = await callForm(createAiRoute.action, { cookie, form: { prompt: "Otra jirafa" }, path: "/pages/create/ai" });
    expect(broke.headers.get("Location")).toBe("/checkout");
    expect(await toastOf(broke)).toMatchObject({ variant: "danger", key: "errors.noCredits" });
    expect(await pagesOf(student.user.id)).toHaveLength(1);
  });

  it("upload: the multipart form creates the page from the chosen file", async () => {
    const student = await makeUser();
    const res = await postUploadForm(student, await linePng(512, 512), "casita_del-bosque.png", {
      extensions: "png,jpg,jpeg,webp",
      dimensions: "min_width=256,min_height=256",
    });
    expect(res.status).toBe(302);
    const [page] = await pagesOf(student.user.id);
    expect(page.prompt).toBe("casita del bosque");
    expect(res.headers.get("Location")).toBe(`/pages/${page.id}/color`);
    expect((await creditRow(student.user.id)).pageCreation).toBe(2);
  });
});

describe("region maps and the fillability check (#8)", () => {
  /** Open strokes only: plenty of ink, nothing closed to fill. */
  const scribblePng = () =>
    sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#fff"/>
        <path d="M40 100 Q150 20 300 100 T560 100 M40 300 Q150 220 300 300 T560 300" fill="none" stroke="#000" stroke-width="8"/></svg>`),
    )
      .png()
      .toBuffer();
  const imageRequests = () => openai.standIn.requests.filter((r) => r.path === "/v1/images/generations");

  async function expectMap(page: PageCard, ownerId: number) {
    expect(page.region_map).toMatch(new RegExp(`^/files/private-pages/${ownerId}/[\\w-]+\\.png$`));
    const map = await sharp(await stored(page.region_map)).metadata();
    expect([map.format, map.width, map.height, map.channels]).toEqual(["png", 1024, 1024, 3]);
    const row = (await pagesOf(ownerId)).find((p) => p.id === page.id);
    expect(row?.regionMap).toBe(page.region_map);
    expect(row?.regionCount).toBe(page.region_count);
    return row?.fillability;
  }

  it("an AI page is stored with its region map and passing scores, drawn once", async () => {
    const { user, token } = await makeUser();
    const res = await create(token, { prompt: "Un gato con un ovillo" });
    expect(res.status).toBe(201);
    expect(res.body.created.region_count).toBeGreaterThan(10);
    const fillability = await expectMap(res.body.created, user.id);
    expect(fillability).toMatchObject({ passed: true, problems: [] });
    expect(imageRequests()).toHaveLength(1);
  });

  it("an AI page that fails the check is drawn once more before the credit is spent; the passing one is kept", async () => {
    const { user, token } = await makeUser();
    openai.standIn.nextImages = ["scribble"];
    const res = await create(token, { prompt: "Un gato" });
    expect(res.status).toBe(201);
    expect(imageRequests()).toHaveLength(2);
    expect((await expectMap(res.body.created, user.id))?.passed).toBe(true);
    expect((await creditRow(user.id)).pageCreation).toBe(2);
    expect(await pagesOf(user.id)).toHaveLength(1);
    // Only the kept drawing's files are stored: line art, thumbnail and map.
    expect(storedPageFiles(user.id)).toHaveLength(3);
  });

  it("when both drawings fail the better one is kept, and a failing second attempt keeps the first", async () => {
    const { user, token } = await makeUser();
    openai.standIn.nextImages = ["scribble", "scribble"];
    const both = await create(token, { prompt: "Olas" });
    expect(both.status).toBe(201);
    expect(imageRequests()).toHaveLength(2);
    expect(await expectMap(both.body.created, user.id)).toMatchObject({ passed: false, problems: ["regions.problem.fewRegions"] });

    openai.standIn.requests.length = 0;
    openai.standIn.nextImages = ["scribble", "error500"];
    const erred = await create(token, { prompt: "Más olas" });
    expect(erred.status).toBe(201);
    expect(imageRequests()).toHaveLength(2);
    expect((await expectMap(erred.body.created, user.id))?.passed).toBe(false);
    expect((await creditRow(user.id)).pageCreation).toBe(1);
  });

  it("an upload that fails the check is created with a warning; one that passes has none", async () => {
    const student = await makeUser();
    const bad = await uploadFile(student.token, await scribblePng(), { name: "olas.png" });
    const res = await callApi<{ created: PageCard; warnings: unknown[] }>(pagesUpload.action, {
      method: "POST",
      token: student.token,
      body: { illustration: bad.body.url, name: "olas.png" },
      path: "pages/upload",
    });
    expect(res.status).toBe(201);
    expect(res.body.created.region_count).toBe(1);
    const reasons = "casi no tiene zonas cerradas para rellenar";
    expect(res.body.warnings).toEqual([
      { code: "HARD_TO_FILL", message: translate("es", "regions.warning.upload", { reasons }), problems: ["regions.problem.fewRegions"] },
    ]);
    expect(await expectMap(res.body.created, student.user.id)).toMatchObject({ passed: false });
    expect((await creditRow(student.user.id)).pageCreation).toBe(2);

    const good = await uploadFile(student.token, await linePng(), { name: "bien.png" });
    const ok = await callApi<{ created: PageCard; warnings: unknown[] }>(pagesUpload.action, {
      method: "POST",
      token: student.token,
      body: { illustration: good.body.url },
      path: "pages/upload",
    });
    expect(ok.status).toBe(201);
    expect(ok.body.warnings).toEqual([]);
    expect(await expectMap(ok.body.created, student.user.id)).toMatchObject({ passed: true });
  });

  it("the browser upload of a page that fails the check opens it with the reasons instead of 'created'", async () => {
    const student = await makeUser();
    const res = await postUploadForm(student, await scribblePng(), "olas.png", { extensions: "png" });
    expect(res.status).toBe(302);
    const [page] = await pagesOf(student.user.id);
    expect(res.headers.get("Location")).toBe(`/pages/${page.id}/color`);
    expect(await toastOf(res)).toMatchObject({
      variant: "info",
      key: "regions.warning.upload",
      params: { reasons: "casi no tiene zonas cerradas para rellenar" },
    });
  });
});
