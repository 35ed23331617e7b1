/**
 * Issue #16: the same request gives the same result on both doors (docs/product.md §10). One test per
 * disagreement the issue found, each sending the request through the browser door and the /api
 * door and comparing status, code, message and what was stored.
 *
 * The others are proven where their feature is tested: print and its paid-only rule in
 * print.test.ts ("both doors"), the profile photo kept when the body leaves it out in
 * accounts.test.ts, a missing or unknown price at checkout in payments.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { coloreds, pages, settings } from "~/db/schema";
import { formState } from "~/lib/forms";
import * as accountRoute from "~/routes/admin+/account";
import * as coloredsUpsert from "~/routes/api+/coloreds.upsert";
import * as settingsUpdate from "~/routes/api+/settings.$name.update";
import { getSettingsValues, saveSettings } from "~/services/settings.server";
import { parseUploadRules } from "~/services/storage/rules.server";
import { storeUpload } from "~/services/storage/uploads.server";
import { colorAction, type ColorActionData } from "~/routes/pages+/__color-route.server";
import { getEnv } from "~/infra/env.server";
import { servedApp } from "../helpers/http";
import {
  callApi,
  creditRow,
  colouringFixture,
  makeAdmin,
  makeUser,
  sessionCookieFor,
  setCredits,
  uniqueWord,
  type ErrorBody,
  type TestUser,
  drawnPage as drawnPageOf,
} from "../helpers/pages";
import { es } from "../helpers/words";

let owner: TestUser;
let lineArt: Buffer;
let paint: Buffer;

const drawnPage = () => drawnPageOf(owner.user, lineArt);

async function webSave(user: TestUser, pageId: number) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(paint)], { type: "image/png" }), "paint.png");
  const request = new Request(`http://localhost:3999/pages/${pageId}/save`, {
    method: "POST",
    headers: { Cookie: await sessionCookieFor(user.user) },
    body: form,
  });
  const res = await colorAction(request, { id: String(pageId) });
  return { status: res.status, body: (await res.json()) as ColorActionData };
}

async function apiSave(user: TestUser, pageId: number) {
  const { url } = await storeUpload(user.user.id, { name: "paint.png", data: paint }, parseUploadRules({}));
  const res = await callApi<{ upserted: { version: number } } & Partial<ErrorBody>>(coloredsUpsert.action, {
    method: "PATCH",
    token: user.token,
    body: { pageId, photo: url },
    path: "coloreds/upsert",
  });
  return { ...res, upload: url };
}

/** The files under one of a user's storage folders (`uploads`: the temporary ones). */
function filesOf(folder: "uploads" | "coloreds", userId: number) {
  const dir = path.join(getEnv().DATA_DIR, "uploads", folder, String(userId));
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}
const uploadsOf = (userId: number) => filesOf("uploads", userId);

async function coloredRow(userId: number, pageId: number) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(coloreds)
    .where(and(eq(coloreds.userId, userId), eq(coloreds.pageId, pageId)));
  return row ?? null;
}

beforeAll(async () => {
  ({ owner, lineArt, paint } = await colouringFixture({ r: 200, g: 30, b: 30 }, { name: "Autora de puertas" }));
});

describe("saving a colouring", () => {
  it("both doors keep nothing of the request: the /api upload is removed once the colouring is saved", async () => {
    const web = await makeUser();
    const api = await makeUser();
    const [a, b] = [await drawnPage(), await drawnPage()];
    const byWeb = await webSave(web, a.id);
    const byApi = await apiSave(api, b.id);
    expect(byWeb.status).toBe(200);
    expect(byApi.status).toBe(200);
    expect("saved" in byWeb.body && byWeb.body.saved.version).toBe(1);
    expect(byApi.body.upserted.version).toBe(1);
    // The same stored state: one colouring, one public_page credit spent, no upload left behind.
    for (const [user, page] of [
      [web, a],
      [api, b],
    ] as const) {
      expect(await coloredRow(user.user.id, page.id)).toMatchObject({ version: 1 });
      expect((await creditRow(user.user.id)).publicPage).toBe((await creditRow(owner.user.id)).publicPage - 1);
      expect(uploadsOf(user.user.id)).toEqual([]);
    }
  });

  it("without a public_page credit, both refuse with 403 NO_CREDITS in the same words and store nothing", async () => {
    const web = await makeUser();
    const api = await makeUser();
    await setCredits(web.user.id, { publicPage: 0 });
    await setCredits(api.user.id, { publicPage: 0 });
    const page = await drawnPage();
    const byWeb = await webSave(web, page.id);
    const byApi = await apiSave(api, page.id);
    expect(byWeb.status).toBe(403);
    expect(byApi.status).toBe(403);
    expect(byWeb.body).toEqual({ error: { message: es("errors.noCredits"), code: "NO_CREDITS" } });
    expect(byApi.body).toEqual({ message: es("errors.noCredits"), code: "NO_CREDITS" });
    expect(await coloredRow(web.user.id, page.id)).toBeNull();
    expect(await coloredRow(api.user.id, page.id)).toBeNull();
    const db = await getDb();
    const [counted] = await db.select({ coloredCount: pages.coloredCount }).from(pages).where(eq(pages.id, page.id));
    expect(counted.coloredCount).toBe(0);
  });
});

describe("admin settings", () => {
  let admin: TestUser;
  const BOOM = `boom-${uniqueWord()}`;
  const before = () => getSettingsValues(["app_name", "tagline", "favicon"]);

  beforeAll(async () => {
    admin = await makeAdmin();
    // A write that fails half way: the database refuses this one tagline.
    const db = await getDb();
    await db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION doors_agree_refuse() RETURNS trigger AS $$
      BEGIN IF NEW.value = '${BOOM}' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`),
    );
    await db.execute(
      sql.raw(`CREATE OR REPLACE TRIGGER doors_agree_refuse BEFORE INSERT OR UPDATE ON settings FOR EACH ROW EXECUTE FUNCTION doors_agree_refuse()`),
    );
  });

  afterAll(async () => {
    const db = await getDb();
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS doors_agree_refuse ON settings`));
    await db.execute(sql.raw(`DROP FUNCTION IF EXISTS doors_agree_refuse()`));
  });

  it("a bad value is the same 422 and the same words on both doors, and nothing is written", async () => {
    const was = await before();
    const byApi = await callApi<ErrorBody>(settingsUpdate.action, {
      method: "PATCH",
      token: admin.token,
      params: { name: "tagline" },
      body: { value: "x".repeat(161) },
    });
    const form = new FormData();
    for (const [name, value] of Object.entries({ intent: "settings", app_name: "Otro nombre", tagline: "x".repeat(161) })) form.set(name, value);
    form.set("file", new File([], "", { type: "application/octet-stream" }));
    const request = new Request("http://localhost:3999/admin/account", { method: "POST", headers: { Cookie: await sessionCookieFor(admin.user) }, body: form });
    const byWeb = (await accountRoute.action({ request, params: {}, context: { cspNonce: "", requestId: "t" } } as never)) as Response;
    expect(byApi.status).toBe(422);
    expect(byWeb.status).toBe(422);
    expect(byApi.body.code).toBe("VALIDATION");
    expect(formState(await byWeb.json(), "settings")?.fields?.tagline).toBe(byApi.body.errors?.value);
    // The web form's good app_name was not written either: all or nothing.
    expect(await before()).toEqual(was);
  });

  it("a write that fails half way leaves every setting as it was (one transaction)", async () => {
    const was = await before();
    await expect(
      saveSettings([
        ["app_name", "Escrito a medias"],
        ["tagline", BOOM],
      ]),
    ).rejects.toThrow();
    expect(await before()).toEqual(was);
    const db = await getDb();
    const rows = await db.select().from(settings).where(eq(settings.value, "Escrito a medias"));
    expect(rows).toEqual([]);
  });
});

/**
 * Issue #27 (16): a shell whose first answer was lost sends the same PATCH /api/coloreds/upsert
 * again, and got 422 "Esa imagen no es una de tus subidas." (the first save had removed the
 * upload). A save sent again answers what the first answered and spends nothing, on both doors,
 * with or without a save id, one after the other or both at once. Through HTTP, as a shell and
 * the colour screen send them.
 */
describe("a save sent again", () => {
  const served = servedApp();

  type Sent = { status: number; body: unknown };

  /** The same PATCH /api/coloreds/upsert, sent as many times as asked (at once when `together`). */
  async function byApi(user: TestUser, fields: Record<string, unknown>, times: number, together: boolean) {
    const pageId = (await drawnPage()).id;
    const { url } = await storeUpload(user.user.id, { name: "paint.png", data: paint }, parseUploadRules({}));
    const send = async (): Promise<Sent> => {
      const res = await fetch(`${served.base}/api/coloreds/upsert`, {
        method: "PATCH",
        headers: { Authorization: `Bearer ${user.token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ pageId, photo: url, ...fields }),
      });
      return { status: res.status, body: await res.json() };
    };
    return { pageId, answers: await sendTimes(send, times, together) };
  }

  /** The same POST /pages/{id}/save from the colour screen, sent as many times as asked. */
  async function byWeb(user: TestUser, fields: Record<string, string>, times: number, together: boolean) {
    const pageId = (await drawnPage()).id;
    const cookie = await sessionCookieFor(user.user);
    const send = async (): Promise<Sent> => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append("file", new Blob([new Uint8Array(paint)], { type: "image/png" }), "paint.png");
      const res = await fetch(`${served.base}/pages/${pageId}/save`, { method: "POST", headers: { Cookie: cookie }, body: form });
      return { status: res.status, body: await res.json() };
    };
    return { pageId, answers: await sendTimes(send, times, together) };
  }

  async function sendTimes(send: () => Promise<Sent>, times: number, together: boolean) {
    if (together) return Promise.all(Array.from({ length: times }, send));
    const answers: Sent[] = [];
    for (let i = 0; i < times; i++) answers.push(await send());
    return answers;
  }

  const cases = [
    { door: "api", label: "without a save id", fields: {} },
    { door: "api", label: "with a save id and the version it builds on", fields: { save_id: "shell:1", version: 0 } },
    { door: "api", label: "with progress and a time-lapse", fields: { progress: 40, timelapse: { v: 1, steps: [] } } },
    { door: "web", label: "without a save id", fields: {} },
    { door: "web", label: "with a save id and the version it builds on", fields: { saveId: "screen:1", version: "0" } },
  ] as const;

  for (const together of [false, true]) {
    for (const { door, label, fields } of cases) {
      it(`${door}, ${label}${together ? ", both at once" : ""}: the first answer again, one credit spent, one colouring stored`, async () => {
        const user = await makeUser();
        const credits = (await creditRow(user.user.id)).publicPage;
        const sent = door === "api" ? await byApi(user, fields, 3, together) : await byWeb(user, fields as Record<string, string>, 3, together);
        const [first, ...again] = sent.answers;
        expect(first.status, JSON.stringify(first.body)).toBe(200);
        for (const answer of again) expect(answer).toEqual(first);
        expect((await creditRow(user.user.id)).publicPage).toBe(credits - 1);
        expect(await coloredRow(user.user.id, sent.pageId)).toMatchObject({ version: 1 });
        // Nothing of the requests kept: no upload, and only the one colouring's paint (its picture
        // is made when first asked for: record 0162).
        expect(uploadsOf(user.user.id)).toEqual([]);
        expect(filesOf("coloreds", user.user.id)).toHaveLength(1);
      });
    }
  }

  it("a different save naming the same upload is not the same save: its upload is gone, said on its field", async () => {
    const user = await makeUser();
    const pageId = (await drawnPage()).id;
    const { url } = await storeUpload(user.user.id, { name: "paint.png", data: paint }, parseUploadRules({}));
    const upsert = (progress: number) =>
      fetch(`${served.base}/api/coloreds/upsert`, {
        method: "PATCH",
        headers: { Authorization: `Bearer ${user.token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ pageId, photo: url, progress }),
      });
    expect((await upsert(20)).status).toBe(200);
    const other = await upsert(30);
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ code: "VALIDATION", errors: { photo: es("errors.upload.notOurs") } });
    expect(await coloredRow(user.user.id, pageId)).toMatchObject({ version: 1, progress: 20 });
  });
});
