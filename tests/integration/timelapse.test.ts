/**
 * Issue #17: the time-lapse of a colouring (its strokes and fills in order) is saved with it on
 * both doors, read back to replay, checked and capped, and never weighs down the lists.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { pages } from "~/db/schema";
import { t } from "~/i18n";
import type { Timelapse } from "~/lib/timelapse";
import * as apiTimelapse from "~/routes/api+/coloreds.$id.timelapse";
import * as coloredsUpsert from "~/routes/api+/coloreds.upsert";
import * as webTimelapse from "~/routes/_resources+/pages.$id.timelapse";
import { paginateColoreds, readTimelapse } from "~/services/coloreds.server";
import { newKey, putObject } from "~/services/storage/backends.server";
import { parseUploadRules } from "~/services/storage/rules.server";
import { storeUpload } from "~/services/storage/uploads.server";
import { colorAction, type ColorActionData } from "~/routes/pages+/__color-route.server";
import { blankLineArt, callApi, makeUser, sessionCookieFor, uniqueWord, type TestUser } from "../helpers/pages";
import { runRoute, type Handler } from "../helpers/routes";

const SIZE = 1024;
let owner: TestUser;
let lineArt: Buffer;
let layer: Buffer;

const recording: Timelapse = {
  v: 1,
  steps: [
    { t: "s", c: "#ef4444", w: 20, d: "M100 100Q200 150 300 100L400 120" },
    { t: "f", r: 3, c: "#3b82f6" },
    { t: "s", c: "#000000", w: 10, e: 1, d: "M120 100L140 100" },
  ],
};

async function drawnPage() {
  const illustration = await putObject(newKey("pages", owner.user.id, "png"), lineArt, "image/png");
  const [row] = await (
    await getDb()
  )
    .insert(pages)
    .values({ userId: owner.user.id, prompt: `Lapso ${uniqueWord()}`, illustration, thumbnail: illustration })
    .returning();
  return row;
}

async function screenSave(pageId: number, fields: Record<string, string>) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(layer)], { type: "image/png" }), "paint.png");
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request(`http://localhost:3999/pages/${pageId}/save`, {
    method: "POST",
    headers: { Cookie: await sessionCookieFor(owner.user) },
    body: form,
  });
  const res = await colorAction(request, { id: String(pageId) });
  return { status: res.status, body: (await res.json()) as ColorActionData & { error?: { message: string } } };
}

beforeAll(async () => {
  owner = await makeUser({ name: "Pintora" });
  lineArt = await blankLineArt();
  layer = await sharp({ create: { width: SIZE, height: SIZE, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0.5 } } })
    .png()
    .toBuffer();
});

describe("the colour screen's save", () => {
  it("keeps the time-lapse sent with it, with the version it leads to; a save without one keeps its steps, marked as stopping short of the picture", async () => {
    const page = await drawnPage();
    expect(await readTimelapse(owner.user, page.id)).toEqual({ timelapse: null, version: 0 });
    expect((await screenSave(page.id, { version: "0", timelapse: JSON.stringify(recording) })).status).toBe(200);
    expect(await readTimelapse(owner.user, page.id)).toEqual({ timelapse: recording, version: 1 });
    // (A closing tab's keepalive save, or a shell that sends none: the picture moved on without its steps.)
    expect((await screenSave(page.id, { version: "1" })).status).toBe(200);
    expect(await readTimelapse(owner.user, page.id)).toEqual({ timelapse: { ...recording, truncated: true }, version: 2 });
    const longer: Timelapse = { v: 1, steps: [...recording.steps, { t: "b" }, { t: "f", r: 4, c: "#22c55e" }] };
    await screenSave(page.id, { version: "2", timelapse: JSON.stringify(longer) });
    expect(await readTimelapse(owner.user, page.id)).toEqual({ timelapse: longer, version: 3 });
  });

  it("a first save without a time-lapse has none", async () => {
    const page = await drawnPage();
    expect((await screenSave(page.id, { version: "0" })).status).toBe(200);
    expect(await readTimelapse(owner.user, page.id)).toEqual({ timelapse: null, version: 1 });
    expect((await screenSave(page.id, { version: "1" })).status).toBe(200);
    expect(await readTimelapse(owner.user, page.id)).toEqual({ timelapse: null, version: 2 });
  });

  it("refuses a time-lapse it cannot read (422 on the field), saving nothing", async () => {
    const page = await drawnPage();
    for (const bad of [
      "not json",
      JSON.stringify({ v: 2, steps: [] }),
      JSON.stringify({ v: 1, steps: [{ t: "s", c: "red; drop", w: 5, d: "M1 1" }] }),
      JSON.stringify({ v: 1, steps: [{ t: "s", c: "#fff", w: 5, d: "M1 1 <script>" }] }),
    ]) {
      const res = await screenSave(page.id, { version: "0", timelapse: bad });
      expect(res.status, bad).toBe(422);
      expect((res.body as { error?: { code: string } }).error?.code).toBe("VALIDATION");
    }
    expect(await readTimelapse(owner.user, page.id)).toEqual({ timelapse: null, version: 0 });
  });
});

describe("the /api door", () => {
  it("PATCH /api/coloreds/upsert takes it as JSON, GET /api/coloreds/{pageId}/timelapse answers it; the lists leave it out", async () => {
    const page = await drawnPage();
    const { url } = await storeUpload(owner.user.id, { name: "paint.png", data: layer }, parseUploadRules({ extensions: "png", max: "10240" }));
    const upsert = await callApi(coloredsUpsert.action as never, {
      method: "PATCH",
      token: owner.token,
      body: { pageId: page.id, photo: url, timelapse: recording },
    });
    expect(upsert.status).toBe(200);
    const refused = await callApi(coloredsUpsert.action as never, {
      method: "PATCH",
      token: owner.token,
      body: { pageId: page.id, photo: url, timelapse: { v: 1, steps: "no" } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errors: { timelapse: t("errors.coloring.timelapse") } });
    const read = await runRoute(
      apiTimelapse.loader as Handler,
      new Request(`http://localhost:3999/api/coloreds/${page.id}/timelapse`, { headers: { Authorization: `Bearer ${owner.token}` } }),
      { id: String(page.id) },
      {},
    );
    expect(await read.response?.json()).toEqual({ timelapse: recording, version: 1 });
    const list = await paginateColoreds(owner.user, {});
    expect(JSON.stringify(list)).not.toContain("timelapse");
    // The web's own read says the same; another page is a 404.
    const web = await runRoute(
      webTimelapse.loader as Handler,
      new Request(`http://localhost:3999/pages/${page.id}/timelapse`, { headers: { Cookie: await sessionCookieFor(owner.user) } }),
      { id: String(page.id) },
      {},
    );
    expect(await web.response?.json()).toEqual({ timelapse: recording, version: 1 });
    const missing = await runRoute(
      webTimelapse.loader as Handler,
      new Request("http://localhost:3999/pages/2000000000/timelapse", { headers: { Cookie: await sessionCookieFor(owner.user) } }),
      { id: "2000000000" },
      {},
    );
    expect(missing.response?.status).toBe(404);
  });
});
