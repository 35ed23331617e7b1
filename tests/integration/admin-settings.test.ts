import crypto from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { formState } from "~/lib/forms";
import { getDb } from "~/db/client.server";
import { plans, settings, subscriptions, users, type PageRow } from "~/db/schema";
import * as accountRoute from "~/routes/admin+/account";
import * as chartsApi from "~/routes/api+/analytics.charts";
import * as countersApi from "~/routes/api+/analytics.counters";
import * as statusApi from "~/routes/api+/app.status";
import * as settingsList from "~/routes/api+/settings.list";
import * as settingsUpdate from "~/routes/api+/settings.$name.update";
import { getCharts, getCounters, monthStarts, type Charts, type CounterSet } from "~/services/analytics.server";
import { appStatus, type AppStatus } from "~/services/app-status.server";
import { decryptSecret, getSecret } from "~/services/secrets.server";
import { getSettingsValues, updateSetting, type SettingEntry } from "~/services/settings.server";
import { setEnv } from "../helpers/env";
import { putBackSettingsAndPlans } from "../helpers/shared-rows";
import { callApi, insertColored, insertPage, linePng, makeAdmin, makeUser, sessionCookieFor, type TestUser } from "../helpers/pages";

const SECRET_ENV = { OPENAI_API_KEY: undefined, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined };

let admin: TestUser;
let member: TestUser;
let restoreEnv: () => void = () => {};

beforeAll(async () => {
  [admin, member] = await Promise.all([makeAdmin(), makeUser()]);
});

afterEach(() => {
  restoreEnv();
  restoreEnv = () => {};
});

// Other test files in this worker's database see the seeded settings again.
putBackSettingsAndPlans();

// ---------------------------------------------------------------------------
// Known data, far in the future so nothing else in the database falls in range.
// ---------------------------------------------------------------------------

const at = (iso: string) => new Date(iso);

async function userAt(createdAt: Date) {
  const { user } = await makeUser();
  await (await getDb()).update(users).set({ createdAt }).where(eq(users.id, user.id));
  return user;
}

async function subscriptionAt(userId: number, createdAt: Date) {
  const db = await getDb();
  const [plan] = await db.select().from(plans).where(eq(plans.name, "starter"));
  await db.insert(subscriptions).values({
    userId,
    planId: plan.id,
    stripeSubscriptionId: `sub_${crypto.randomUUID()}`,
    price: 5,
    createdAt,
    expireAt: new Date(createdAt.getTime() + 30 * 86_400_000),
  });
}

describe("getCharts", () => {
  const now = at("2091-06-15T12:00:00Z");
  let charts: Charts;

  beforeAll(async () => {
    // Users: the first and last instants of the window count, the instants around it do not.
    await userAt(at("2090-06-30T23:59:59.999Z")); // before the window
    await userAt(at("2090-07-01T00:00:00.000Z")); // jul 2090 (first month)
    await userAt(at("2091-05-31T23:59:59.999Z")); // may
    await userAt(at("2091-06-01T00:00:00.000Z")); // jun
    await userAt(at("2091-06-30T23:59:59.999Z")); // jun (still this month, after `now`)
    await userAt(at("2091-07-01T00:00:00.000Z")); // next month: out
    const owner = admin.user;
    const pages: PageRow[] = [];
    for (const iso of ["2091-01-01T00:00:00Z", "2091-01-15T08:00:00Z", "2091-01-31T23:59:59Z"]) {
      pages.push(await insertPage(owner, { prompt: "gráfico", createdAt: at(iso) }));
    }
    await insertColored(member.user, pages[0], { createdAt: at("2090-12-31T23:00:00Z") });
    await subscriptionAt(member.user.id, at("2091-06-10T00:00:00Z"));
    charts = await getCharts(now);
  });

  it("has one entry per month for the last 12 months, the current one last, with Spanish short names", () => {
    const names = ["jul", "ago", "sept", "oct", "nov", "dic", "ene", "feb", "mar", "abr", "may", "jun"];
    for (const series of Object.values(charts)) expect(series.map((entry) => entry.name)).toEqual(names);
    expect(monthStarts(now)[0].toISOString()).toBe("2090-07-01T00:00:00.000Z");
    expect(monthStarts(now)[12].toISOString()).toBe("2091-07-01T00:00:00.000Z");
  });

  it("counts rows per UTC month and leaves months without data at 0", () => {
    expect(charts.users.map((entry) => entry.users)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2]);
    expect(charts.pages.map((entry) => entry.pages)).toEqual([0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0]);
    expect(charts.coloreds.map((entry) => entry.coloreds)).toEqual([0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0]);
    expect(charts.subscriptions.map((entry) => entry.subscriptions)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
  });

  it("crosses the year in January", async () => {
    const january = await getCharts(at("2092-01-02T00:00:00Z"));
    expect(january.users.map((entry) => entry.name)).toEqual(["feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic", "ene"]);
    // 2091-06 (2 users incl. the 30th) and 2091-07-01 fall in this window.
    expect(january.users.map((entry) => entry.users)).toEqual([0, 0, 0, 1, 2, 1, 0, 0, 0, 0, 0, 0]);
  });
});

describe("getCounters", () => {
  const now = at("2095-03-10T12:00:00Z");
  const WEEK = 7 * 86_400_000;

  it("counts the last 7 days up to now (both ends included) and everything for all time", async () => {
    const before = await getCounters(now);
    expect(before.week).toEqual({ users: 0, pages: 0, coloreds: 0, subscriptions: 0 } satisfies CounterSet);
    const start = new Date(now.getTime() - WEEK);
    await userAt(new Date(start.getTime() - 1)); // just before the week
    const first = await userAt(start); // first instant of the week
    await userAt(now);
    await userAt(new Date(now.getTime() + 1000)); // after now: not this week
    const page = await insertPage(first, { prompt: "semana", createdAt: new Date(now.getTime() - 86_400_000) });
    await insertPage(first, { prompt: "semana", createdAt: new Date(start.getTime() - 60_000) });
    await insertColored(first, page, { createdAt: now });
    await subscriptionAt(first.id, new Date(now.getTime() - 3 * 86_400_000));
    const after = await getCounters(now);
    expect(after.week).toEqual({ users: 2, pages: 1, coloreds: 1, subscriptions: 1 });
    expect(after.total).toEqual({
      users: before.total.users + 4,
      pages: before.total.pages + 2,
      coloreds: before.total.coloreds + 1,
      subscriptions: before.total.subscriptions + 1,
    });
  });
});

describe("analytics and status API", () => {
  it("answers admins only", async () => {
    for (const handler of [countersApi.loader, chartsApi.loader, statusApi.loader]) {
      expect((await callApi(handler)).status).toBe(401);
      const forbidden = await callApi(handler, { token: member.token });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.code).toBe("FORBIDDEN");
      expect((await callApi(handler, { token: admin.token })).status).toBe(200);
    }
  });

  it("returns the counters, the charts and the status in their documented shapes", async () => {
    const counters = await callApi<{ week: CounterSet; total: CounterSet }>(countersApi.loader, { token: admin.token });
    expect(Object.keys(counters.body.week).sort()).toEqual(["coloreds", "pages", "subscriptions", "users"]);
    expect(counters.body.total.users).toBeGreaterThanOrEqual(2);
    const charts = await callApi<Charts>(chartsApi.loader, { token: admin.token });
    expect(charts.body.users).toHaveLength(12);
    expect(charts.body.subscriptions[11]).toEqual({ name: expect.any(String), subscriptions: expect.any(Number) });
    const status = await callApi<AppStatus>(statusApi.loader, { token: admin.token });
    expect(Object.keys(status.body).sort()).toEqual(["openaiApi", "plans", "stripeApi", "stripeWebhook"]);
  });
});

describe("appStatus", () => {
  it("says plans are ready only when every paid plan has a Stripe price", async () => {
    const db = await getDb();
    const paid = await db.select().from(plans).where(eq(plans.paid, true));
    try {
      await db.update(plans).set({ stripePriceId: null }).where(eq(plans.paid, true));
      expect((await appStatus()).plans).toBe(false);
      await db.update(plans).set({ stripePriceId: "price_one" }).where(eq(plans.id, paid[0].id));
      expect((await appStatus()).plans).toBe(paid.length === 1);
      for (const plan of paid)
        await db
          .update(plans)
          .set({ stripePriceId: `price_${plan.name}` })
          .where(eq(plans.id, plan.id));
      expect((await appStatus()).plans).toBe(true);
    } finally {
      for (const plan of paid) await db.update(plans).set({ stripePriceId: plan.stripePriceId }).where(eq(plans.id, plan.id));
    }
  });
});

// ---------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------

const update = (name: string, value: unknown, token = admin.token) =>
  callApi<{ updated: SettingEntry; code?: string; errors?: Record<string, string> }>(settingsUpdate.action, {
    method: "PATCH",
    token,
    params: { name },
    body: { value },
  });

async function settingRow(name: string) {
  const [row] = await (await getDb()).select().from(settings).where(eq(settings.name, name));
  return row;
}

describe("PATCH /settings/{name}/update", () => {
  it("is for admins only and knows its names", async () => {
    expect((await update("tagline", "Hola", member.token)).status).toBe(403);
    expect((await callApi(settingsUpdate.action, { method: "PATCH", params: { name: "tagline" }, body: { value: "x" } })).status).toBe(401);
    const unknown = await update("not_a_setting", "x");
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("NOT_FOUND");
    expect((await callApi(settingsUpdate.action, { method: "POST", token: admin.token, params: { name: "tagline" } })).status).toBe(405);
  });

  it("updates public settings after validating them", async () => {
    const ok = await update("tagline", "  Dibujos para todos  ");
    expect(ok.status).toBe(200);
    expect(ok.body.updated).toEqual({ name: "tagline", value: "Dibujos para todos" });
    expect((await getSettingsValues(["tagline"])).tagline).toBe("Dibujos para todos");

    expect((await update("app_name", "")).status).toBe(422);
    expect((await update("app_name", "x".repeat(81))).body.errors?.value).toMatch(/80/);
    expect((await update("app_name", "x".repeat(80))).status).toBe(200);
    expect((await update("tagline", "x".repeat(161))).body.errors?.value).toMatch(/160/);
    expect((await update("tagline", 42)).status).toBe(422);
    expect((await update("favicon", "https://evil.example/x.png")).status).toBe(422);
    expect((await update("favicon", "//evil.example/x.png")).status).toBe(422);
    expect((await update("favicon", "/files/../secrets.json")).status).toBe(422);
    expect((await update("favicon", "/files/uploads/1/icon.png")).status).toBe(200);
    expect((await update("website", "{not json")).status).toBe(422);
    await updateSetting("favicon", "/favicon.svg");
  });

  it("stores secrets encrypted, never returns them, and lets the environment win", async () => {
    restoreEnv = setEnv(SECRET_ENV);
    const plain = `sk-test-${crypto.randomUUID()}`;
    const res = await update("openai_key", plain);
    expect(res.status).toBe(200);
    expect(res.body.updated).toEqual({ name: "openai_key", value: "" });
    expect(JSON.stringify(res.body)).not.toContain(plain);

    const row = await settingRow("openai_key");
    expect(row.encrypted).toBe(true);
    expect(row.value).not.toBe(plain);
    expect(row.value).not.toContain(plain);
    expect(decryptSecret(row.value)).toBe(plain);
    expect(await getSecret("openai_key")).toBe(plain);
    expect((await appStatus()).openaiApi).toBe(true);

    for (const token of [admin.token, member.token, undefined]) {
      const list = await callApi<SettingEntry[]>(settingsList.loader, { token });
      expect(JSON.stringify(list.body)).not.toContain(plain);
      expect(JSON.stringify(list.body)).not.toContain(row.value);
    }
    const adminList = await callApi<SettingEntry[]>(settingsList.loader, { token: admin.token });
    expect(adminList.body.find((entry) => entry.name === "openai_key")).toEqual({ name: "openai_key", value: "" });

    restoreEnv();
    restoreEnv = setEnv({ ...SECRET_ENV, OPENAI_API_KEY: "sk-from-env" });
    expect(await getSecret("openai_key")).toBe("sk-from-env");

    expect((await update("stripe_key", "has spaces inside")).status).toBe(422);
    expect((await update("stripe_webhook_secret", "")).status).toBe(422);
  });

  it("updateSetting refuses secrets: they go through saveSetting", async () => {
    await expect(updateSetting("stripe_key", "sk_live_x")).rejects.toMatchObject({ status: 422 });
  });
});

// ---------------------------------------------------------------------------
// The /admin/account screen's action (the browser door, multipart)
// ---------------------------------------------------------------------------

async function postAccount(user: TestUser["user"], fields: Record<string, string>, file?: { name: string; data: Buffer; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("file", file ? new File([new Uint8Array(file.data)], file.name, { type: file.type }) : new File([], "", { type: "application/octet-stream" }));
  const request = new Request("http://localhost:3999/admin/account", { method: "POST", headers: { Cookie: await sessionCookieFor(user) }, body: form });
  try {
    return await accountRoute.action({ request, params: {}, context: { cspNonce: "", requestId: "t" } } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("/admin/account action", () => {
  it("sends non-admins away", async () => {
    const res = await postAccount(member.user, { intent: "settings", app_name: "X", tagline: "Y" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/pages/public");
  });

  it("saves name, tagline, an uploaded favicon and only the keys that were typed", async () => {
    restoreEnv = setEnv(SECRET_ENV);
    const before = await settingRow("stripe_key");
    const webhook = `whsec_${crypto.randomUUID()}`;
    const res = await postAccount(
      admin.user,
      { intent: "settings", app_name: "Pinta", tagline: "Láminas mágicas", openai_key: "", stripe_key: "   ", stripe_webhook_secret: webhook },
      { name: "icono.png", data: await linePng(64, 64), type: "image/png" },
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/account");
    expect(res.headers.get("Set-Cookie")).toMatch(/^toast=/);
    const values = await getSettingsValues(["app_name", "tagline", "favicon"]);
    expect(values.app_name).toBe("Pinta");
    expect(values.tagline).toBe("Láminas mágicas");
    expect(values.favicon).toMatch(/^\/files\/site\/\d+\/\w+\.png$/);
    // Empty keys were not sent: nothing changed for them.
    expect(await settingRow("stripe_key")).toEqual(before);
    const row = await settingRow("stripe_webhook_secret");
    expect(row.encrypted).toBe(true);
    expect(row.value).not.toContain(webhook);
    expect(await getSecret("stripe_webhook_secret")).toBe(webhook);

    // No favicon chosen: the current one stays.
    const again = await postAccount(admin.user, { intent: "settings", app_name: "Pinta", tagline: "Otra" });
    expect(again.status).toBe(302);
    expect((await getSettingsValues(["favicon"])).favicon).toBe(values.favicon);
  });

  it("writes nothing and shows no success when any field fails", async () => {
    const before = await getSettingsValues(["app_name", "tagline", "favicon"]);
    const res = await postAccount(admin.user, { intent: "settings", app_name: "Nuevo nombre", tagline: "x".repeat(161), openai_key: "sk bad key" });
    expect(res.status).toBe(422);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    const reply = await res.json();
    const body = formState(reply, "settings");
    expect(reply.form).toBe("settings");
    expect(body?.error).toBe("No se pudo guardar la configuración. Revisa los campos marcados.");
    expect(body?.fields?.tagline).toMatch(/160/);
    expect(body?.fields?.openai_key).toBeTruthy();
    expect(body?.values?.app_name).toBe("Nuevo nombre");
    expect(JSON.stringify(body)).not.toContain("sk bad key");
    expect(await getSettingsValues(["app_name", "tagline", "favicon"])).toEqual(before);
  });

  it("refuses an SVG favicon and keeps the rest unchanged", async () => {
    const before = await getSettingsValues(["app_name", "tagline", "favicon"]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32"/></svg>');
    const res = await postAccount(
      admin.user,
      { intent: "settings", app_name: "Otro", tagline: "Otra" },
      { name: "icon.svg", data: svg, type: "image/svg+xml" },
    );
    expect(res.status).toBe(422);
    const body = formState(await res.json(), "settings");
    expect(body?.fields?.file).toBeTruthy();
    expect(await getSettingsValues(["app_name", "tagline", "favicon"])).toEqual(before);
  });

  it("updates the administrator's own details", async () => {
    const { user } = await makeAdmin();
    const res = await postAccount(user, { intent: "account", name: "Ada Admin", email: user.email });
    expect(res.status).toBe(302);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(users)
      .where(inArray(users.id, [user.id]));
    expect(row.name).toBe("Ada Admin");
    const bad = await postAccount(user, { intent: "account", name: "", email: "nope" });
    expect(bad.status).toBe(422);
    const reply = await bad.json();
    expect(reply.form).toBe("account");
    expect(Object.keys(formState(reply, "account")?.fields ?? {}).sort()).toEqual(["email", "name"]);
    expect(formState(reply, "account")?.values).toEqual({ name: "", email: "nope" });
  });
});
