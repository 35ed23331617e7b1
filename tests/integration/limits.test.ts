/**
 * Issue #27, cost and fairness: every call that reaches a paid AI service has a per-user limit
 * per minute and per day (admin settings, safe defaults), answered 429 with Retry-After and a
 * Spanish message on both doors; uploads have a per-user rate and a storage quota by plan (shown
 * on /account and /api/credits/read); uploads nothing refers to go after a day; a created page
 * keeps only the files it shows; a page shared from a picture passes moderation first.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { settings, storedFiles, users } from "~/db/schema";
import * as accountAdmin from "~/routes/admin+/account";
import * as accountRoute from "~/routes/_user+/account";
import * as ideaRoute from "~/routes/_resources+/pages.create.idea";
import * as creditsRead from "~/routes/api+/credits.read";
import * as promptApi from "~/routes/api+/pages.prompt.generate";
import * as settingsUpdate from "~/routes/api+/settings.$name.update";
import * as pagesUploadApi from "~/routes/api+/pages.upload";
import * as visibilityApi from "~/routes/api+/pages.$id.visibility";
import { DEFAULT_LIMITS, readLimits } from "~/services/limits.server";
import { countStoredFiles } from "~/services/page-files.server";
import { deleteObject, getObject, keyFromUrl, newKey, putObject } from "~/services/storage/backends.server";
import { removeUnusedUploads, storageOf, UNUSED_UPLOAD_MS } from "~/services/storage/usage.server";
import { useOpenAiStandIn } from "../helpers/openai";
import { callApi, linePng, makeAdmin, makeUser, sessionCookieFor, type ErrorBody, type TestUser } from "../helpers/pages";
import { uploadFile } from "../helpers/uploads";
import { es } from "../helpers/words";

const openai = useOpenAiStandIn("sk-limits-test-key");
const context = { cspNonce: "", requestId: "t" };

async function setLimits(change: (limits: typeof DEFAULT_LIMITS) => void) {
  const limits = structuredClone(DEFAULT_LIMITS);
  change(limits);
  const db = await getDb();
  await db
    .insert(settings)
    .values({ name: "limits", value: JSON.stringify(limits) })
    .onConflictDoUpdate({ target: settings.name, set: { value: JSON.stringify(limits) } });
}

afterEach(async () => {
  const db = await getDb();
  await db.delete(settings).where(eq(settings.name, "limits"));
});

const idea = (user: TestUser) => callApi<{ prompt?: string } & Partial<ErrorBody>>(promptApi.loader, { token: user.token, path: "pages/prompt/generate" });

/** The limits setting written through the /api door (admins only). */
const patchLimits = (user: TestUser, value: string) =>
  callApi<ErrorBody>(settingsUpdate.action, {
    method: "PATCH",
    token: user.token,
    body: { value },
    params: { name: "limits" },
    path: "settings/limits/update",
  });

const upload = (user: TestUser, data: Buffer) => uploadFile(user.token, data);

describe("the AI's paid calls, per user", () => {
  it("'Dame una idea' stops at the minute's limit with 429, Retry-After and a Spanish message, on both doors; others go on", async () => {
    await setLimits((limits) => (limits.ai.idea = { minute: 3, day: 100 }));
    const family = await makeUser();
    for (let i = 0; i < 3; i++) expect((await idea(family)).status).toBe(200);
    const refused = await idea(family);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: es("errors.ai.tooFast"), code: "RATE_LIMITED" });
    const wait = Number(refused.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // The web door's button answers the same.
    const web = await ideaRoute.loader({
      request: new Request("http://localhost:3999/pages/create/idea", { headers: { Cookie: await sessionCookieFor(family.user) } }),
      params: {},
      context,
    } as never);
    expect(web.status).toBe(429);
    expect(web.headers.get("Retry-After")).toBeTruthy();
    expect(await web.json()).toEqual({ error: { message: es("errors.ai.tooFast"), code: "RATE_LIMITED" } });
    // Nothing reached the paid service past the limit.
    expect(openai.standIn.requests.filter((r) => r.path === "/v1/chat/completions")).toHaveLength(3);
    // Another family is not held back.
    expect((await idea(await makeUser())).status).toBe(200);
  });

  it("and at the day's limit, with its own message", async () => {
    await setLimits((limits) => (limits.ai.idea = { minute: 100, day: 2 }));
    const family = await makeUser();
    await idea(family);
    await idea(family);
    const refused = await idea(family);
    expect(refused).toMatchObject({ status: 429, body: { message: es("errors.ai.tooMany"), code: "RATE_LIMITED" } });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(60 * 60);
  });

  it("the defaults hold with nothing set: a burst of 100 ideas from a free account reaches the AI only a handful of times", async () => {
    const family = await makeUser();
    const answers = await Promise.all(Array.from({ length: 100 }, () => idea(family)));
    const served = answers.filter((answer) => answer.status === 200).length;
    expect(served).toBe(DEFAULT_LIMITS.ai.idea.minute);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(100 - served);
  });
});

describe("the admin sets the limits", () => {
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    body.set("intent", "limits");
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return body;
  };
  const allFields = (change: Record<string, string> = {}) => ({
    "ai.idea.minute": "2",
    "ai.idea.day": "20",
    "ai.page.minute": "1",
    "ai.page.day": "10",
    "ai.moderation.minute": "5",
    "ai.moderation.day": "50",
    "uploads.perHour": "12",
    "storage.free": "50",
    "storage.starter": "500",
    "storage.advanced": "5000",
    ...change,
  });

  it("on /admin/account: a wrong number is refused on its field, what was typed kept; right ones are saved and apply", async () => {
    const admin = await makeAdmin();
    const cookie = await sessionCookieFor(admin.user);
    const post = (fields: Record<string, string>) =>
      accountAdmin.action({
        request: new Request("http://localhost:3999/admin/account", { method: "POST", headers: { Cookie: cookie }, body: form(fields) }),
        params: {},
        context,
      } as never) as Promise<Response>;
    const wrong = await post(allFields({ "ai.idea.minute": "-1", "storage.free": "mucho" }));
    expect(wrong.status).toBe(422);
    const reply = (await wrong.json()) as { form: string; result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    expect(reply.form).toBe("limits");
    expect(reply.result.error["ai.idea.minute"]).toEqual([es("admin.limits.number")]);
    expect(reply.result.error["storage.free"]).toEqual([es("admin.limits.number")]);
    expect(reply.result.initialValue["storage.free"]).toBe("mucho");
    expect(await readLimits()).toEqual(DEFAULT_LIMITS);

    const saved = await post(allFields());
    expect(saved.status).toBe(302);
    expect((await readLimits()).ai.idea).toEqual({ minute: 2, day: 20 });
    expect((await readLimits()).storage).toEqual({ free: 50, starter: 500, advanced: 5000 });
    const family = await makeUser();
    await idea(family);
    await idea(family);
    expect((await idea(family)).status).toBe(429);
  });

  it("through PATCH /api/settings/limits/update (admins only), checked the same", async () => {
    const admin = await makeAdmin();
    const value = JSON.stringify({ ...DEFAULT_LIMITS, uploads: { perHour: 7 } });
    const ok = await patchLimits(admin, value);
    expect(ok.status).toBe(200);
    expect((await readLimits()).uploads.perHour).toBe(7);
    const bad = await patchLimits(admin, JSON.stringify({ ai: {} }));
    expect(bad.status).toBe(422);
    const family = await makeUser();
    const refused = await patchLimits(family, value);
    expect(refused.status).toBe(403);
  });
});

describe("uploads: a rate and a storage quota by plan (finding 13)", () => {
  it("uploads per hour stop with 429 and Retry-After", async () => {
    await setLimits((limits) => (limits.uploads.perHour = 3));
    const family = await makeUser();
    const png = await linePng(64, 64);
    for (let i = 0; i < 3; i++) expect((await upload(family, png)).status).toBe(200);
    const refused = await upload(family, png);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "RATE_LIMITED", message: es("errors.upload.tooFast") });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("a plan's quota: past it an upload is refused 413 QUOTA_EXCEEDED with what is used; a bigger plan has more", async () => {
    await setLimits((limits) => (limits.storage = { free: 1, starter: 100, advanced: 100 }));
    const family = await makeUser();
    const big = await sharp({ create: { width: 470, height: 470, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
      .png()
      .toBuffer();
    expect(big.byteLength).toBeGreaterThan(600 * 1024);
    expect(big.byteLength).toBeLessThan(1024 * 1024);
    expect((await upload(family, big)).status).toBe(200);
    const over = await upload(family, big);
    expect(over.status).toBe(413);
    expect(over.body.code).toBe("QUOTA_EXCEEDED");
    expect(over.body.message).toMatch(/^Tu espacio está lleno \(\d+(,\d)? (KB|MB) de 1 MB\)/);
    expect((await storageOf(family.user.id)).used).toBeGreaterThan(600 * 1024);
    // The shells and /account see it.
    const credits = await callApi<{ storage: { used: number; quota: number } }>(creditsRead.loader, { token: family.token, path: "credits/read" });
    expect(credits.body.storage).toEqual(await storageOf(family.user.id));
    expect(credits.body.storage.quota).toBe(1024 * 1024);
    const screen = await accountRoute.loader({
      request: new Request("http://localhost:3999/account", { headers: { Cookie: await sessionCookieFor(family.user) } }),
      params: {},
      context,
    } as never);
    expect(((await (screen as Response).json()) as { storage: unknown }).storage).toEqual(credits.body.storage);

    const paying = await makeUser({ plan: "paid" });
    expect((await upload(paying, big)).status).toBe(200);
    expect((await upload(paying, big)).status).toBe(200);
  });

  it("a stored file counts as its owner's until it is deleted; files stored before counting are counted at start", async () => {
    const family = await makeUser();
    const before = (await storageOf(family.user.id)).used;
    const key = newKey("coloreds", family.user.id, "png");
    await putObject(key, Buffer.alloc(5000, 1), "image/png");
    expect((await storageOf(family.user.id)).used).toBe(before + 5000);
    // As a file stored before stored_files existed.
    const db = await getDb();
    await db.delete(storedFiles).where(eq(storedFiles.key, key));
    expect((await storageOf(family.user.id)).used).toBe(before);
    expect(await countStoredFiles()).toBeGreaterThanOrEqual(1);
    expect((await storageOf(family.user.id)).used).toBe(before + 5000);
    await deleteObject(key);
    expect((await storageOf(family.user.id)).used).toBe(before);
  });

  it("uploads nothing refers to are removed after a day; a profile photo and a setting's picture stay", async () => {
    const family = await makeUser();
    const png = await linePng(32, 32);
    const put = async () => putObject(newKey("uploads", family.user.id, "png"), png, "image/png");
    const [loose, fresh, photo, named] = [await put(), await put(), await put(), await put()];
    const db = await getDb();
    const dayAgo = new Date(Date.now() - UNUSED_UPLOAD_MS - 60_000);
    for (const url of [loose, photo, named])
      await db
        .update(storedFiles)
        .set({ createdAt: dayAgo })
        .where(eq(storedFiles.key, keyFromUrl(url) ?? ""));
    await db.update(users).set({ photo }).where(eq(users.id, family.user.id));
    const [favicon] = await db.select().from(settings).where(eq(settings.name, "favicon"));
    await db
      .insert(settings)
      .values({ name: "favicon", value: named })
      .onConflictDoUpdate({ target: settings.name, set: { value: named } });
    try {
      await removeUnusedUploads(deleteObject);
      expect(await getObject(keyFromUrl(loose) ?? "")).toBeNull();
      expect(await getObject(keyFromUrl(fresh) ?? "")).not.toBeNull();
      expect(await getObject(keyFromUrl(photo) ?? "")).not.toBeNull();
      expect(await getObject(keyFromUrl(named) ?? "")).not.toBeNull();
    } finally {
      if (favicon) await db.update(settings).set({ value: favicon.value }).where(eq(settings.name, "favicon"));
      else await db.delete(settings).where(eq(settings.name, "favicon"));
    }
  });

  it("a page made from an upload keeps only the files it shows: the upload, referred to by nothing, goes with the housekeeping", async () => {
    const family = await makeUser();
    const { body } = await upload(family, await linePng(400, 400));
    const made = await callApi<{ created: { id: number; illustration: string; thumbnail: string; region_map: string } }>(pagesUploadApi.action, {
      method: "POST",
      token: family.token,
      body: { illustration: body.url },
      path: "pages/upload",
    });
    expect(made.status).toBe(201);
    const key = keyFromUrl(body.url ?? "") ?? "";
    const db = await getDb();
    await db
      .update(storedFiles)
      .set({ createdAt: new Date(Date.now() - UNUSED_UPLOAD_MS - 60_000) })
      .where(eq(storedFiles.key, key));
    await removeUnusedUploads(deleteObject);
    expect(await getObject(key)).toBeNull();
    // What is left of the family's files is what the page shows.
    const left = (await db.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.userId, family.user.id))).map((row) => row.key).sort();
    expect(left).toEqual([made.body.created.illustration, made.body.created.thumbnail, made.body.created.region_map].map((url) => keyFromUrl(url)).sort());
  });
});

describe("a page shared from someone's own picture passes moderation (finding 9)", () => {
  async function shareUpload(family: TestUser, visibility?: string) {
    const { body } = await upload(family, await linePng(400, 400));
    return callApi<{ created: { id: number; visibility: string }; warnings: { code: string; message: string }[] }>(pagesUploadApi.action, {
      method: "POST",
      token: family.token,
      body: { illustration: body.url, ...(visibility ? { visibility } : {}) },
      path: "pages/upload",
    });
  }

  it("private by default, looked at by nobody", async () => {
    const made = await shareUpload(await makeUser());
    expect(made.body.created.visibility).toBe("private");
    expect(openai.standIn.requests.filter((r) => r.path === "/v1/moderations")).toHaveLength(0);
  });

  it("shared when moderation flags nothing; kept private and said so when it flags it or cannot look", async () => {
    const family = await makeUser();
    const shared = await shareUpload(family, "public");
    expect(shared.body.created.visibility).toBe("public");
    expect(shared.body.warnings.filter((w) => w.code === "NOT_SHARED")).toEqual([]);
    const looked = openai.standIn.requests.filter((r) => r.path === "/v1/moderations");
    expect(looked).toHaveLength(1);
    expect(JSON.stringify(looked[0].body)).toContain("data:image/png;base64,");

    openai.standIn.moderation = "flag";
    const flagged = await shareUpload(family, "public");
    expect(flagged.status).toBe(201);
    expect(flagged.body.created.visibility).toBe("private");
    expect(flagged.body.warnings).toContainEqual({ code: "NOT_SHARED", message: es("create.notShared.flagged") });
    // Made public later, it is looked at again and refused.
    const later = await callApi<ErrorBody>(visibilityApi.action, {
      method: "PATCH",
      token: family.token,
      body: { visibility: "public" },
      params: { id: String(flagged.body.created.id) },
      path: `pages/${flagged.body.created.id}/visibility`,
    });
    expect(later).toMatchObject({ status: 422, body: { message: es("pages.visibility.flagged") } });

    openai.standIn.moderation = "error";
    const unchecked = await shareUpload(family, "public");
    expect(unchecked.body.created.visibility).toBe("private");
    expect(unchecked.body.warnings).toContainEqual({ code: "NOT_SHARED", message: es("create.notShared.unchecked") });
  });

  it("past the user's moderation limit a picture is kept private, not shared unseen", async () => {
    await setLimits((limits) => (limits.ai.moderation = { minute: 1, day: 10 }));
    const family = await makeUser();
    expect((await shareUpload(family, "public")).body.created.visibility).toBe("public");
    const second = await shareUpload(family, "public");
    expect(second.body.created.visibility).toBe("private");
    expect(second.body.warnings.map((w) => w.code)).toContain("NOT_SHARED");
  });
});
