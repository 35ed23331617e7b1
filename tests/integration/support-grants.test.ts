/**
 * Issue #28 "Support can help" (record 0127): an admin gives a family a paid plan for some months
 * or extra credits, with a reason, through the user edit screen or POST /api/users/{id}/grants;
 * every gift is a line of the support log (/admin, /admin/support, GET /api/grants/paginate). A
 * given plan is a subscription nobody pays: it renews its credits month by month, cannot be
 * cancelled or bought over, and ends by itself (the person is free again, paid-only features
 * stop at once). Extra credits add to the period the person is in, atomically.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { credits, plans, subscriptions, supportGrants, users, type PlanRow } from "~/db/schema";
import { formState } from "~/lib/forms";
import * as dashboardRoute from "~/routes/admin+/_index";
import * as supportRoute from "~/routes/admin+/support";
import * as editRoute from "~/routes/admin+/users.$id.edit";
import * as accountRoute from "~/routes/_user+/account";
import * as grantsPaginate from "~/routes/api+/grants.paginate";
import * as grantsRoute from "~/routes/api+/users.$id.grants";
import * as cancelRoute from "~/routes/api+/stripe.subscription.cancel";
import * as favoriteToggle from "~/routes/api+/pages.$id.favorited.toggle";
import { createSession, userFromApiToken, userFromSession } from "~/services/auth.server";
import { addMonths, currentCredits, readCredits, spendPublicPage } from "~/services/credits.server";
import { deleteUserByAdmin } from "~/services/account-deletion.server";
import { cancelSubscription } from "~/services/payments/checkout.server";
import { paginateSubscriptions } from "~/services/subscriptions.server";
import type { SupportGrant } from "~/lib/support-grants";
import { apiGrant, apiPaged } from "~/utils/api-shapes.server";
import { giveSupport, paginateGrants, SUPPORT_GRANT_PAGE_SIZE } from "~/services/support-grants.server";
import type { Paged, Paginated } from "~/lib/pagination";
import {
  appErrorOf,
  callApi,
  callForm,
  callLoader,
  creditRow,
  insertPage,
  makeAdmin,
  makeUser,
  sessionCookieFor,
  setCredits,
  toastOf,
  uniqueWord,
  type ErrorBody,
  type TestUser,
} from "../helpers/pages";
import { checkoutApi, useStripeStandIn } from "../helpers/stripe";
import { captureMail } from "../helpers/users";
import { es } from "../helpers/words";

const DAY = 24 * 3600_000;
const plan: Record<"free" | "starter" | "advanced", PlanRow> = {} as Record<"free" | "starter" | "advanced", PlanRow>;

let admin: TestUser;
let adminCookie: string;

beforeAll(async () => {
  admin = await makeUser({ admin: true, name: "Sofía de soporte" });
  adminCookie = await sessionCookieFor(admin.user);
  const db = await getDb();
  for (const row of await db.select().from(plans)) plan[row.name as keyof typeof plan] = row;
});

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

type Created = { created: ReturnType<typeof apiGrant> };

const grantApi = (caller: TestUser, userId: number, body: unknown) =>
  callApi<Created & Partial<ErrorBody>>(grantsRoute.action, {
    method: "POST",
    token: caller.token,
    body,
    params: { id: String(userId) },
    path: `users/${userId}/grants`,
  });

const grantForm = (userId: number, form: Record<string, string>, cookie = adminCookie) =>
  callForm(editRoute.action, { cookie, params: { id: String(userId) }, form: { intent: "support", ...form }, path: `/admin/users/${userId}/edit` });

async function planOf(userId: number) {
  const db = await getDb();
  const [row] = await db.select({ name: plans.name }).from(users).innerJoin(plans, eq(plans.id, users.planId)).where(eq(users.id, userId));
  return row.name;
}

async function subscriptionsOf(userId: number) {
  const db = await getDb();
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(subscriptions.id);
}

async function grantsOf(userId: number) {
  const db = await getDb();
  return db.select().from(supportGrants).where(eq(supportGrants.userId, userId)).orderBy(supportGrants.id);
}

/**
 * Moves the person's subscriptions and credit period `days` into the past, as if everything had
 * happened that long ago (the time travel the e2e test does too).
 */
async function travel(userId: number, days: number) {
  const db = await getDb();
  const shift = sql`make_interval(days => ${days})`;
  await db
    .update(subscriptions)
    .set({ createdAt: sql`${subscriptions.createdAt} - ${shift}`, expireAt: sql`${subscriptions.expireAt} - ${shift}` })
    .where(eq(subscriptions.userId, userId));
  await db
    .update(credits)
    .set({ expireAt: sql`${credits.expireAt} - ${shift}` })
    .where(eq(credits.userId, userId));
  // Time passed: what this server kept of the account (its credit period) is as old as the days travelled.
}

const givePlan = (userId: number, months = 1, name: "starter" | "advanced" = "starter", reason = "Se le cayó la app") =>
  giveSupport(admin.user, userId, { kind: "plan", plan: name, months, reason });

// ---------------------------------------------------------------------------
// Giving a plan
// ---------------------------------------------------------------------------

describe("giving a plan", () => {
  it("/api: 201 with the log's line; a subscription nobody pays, the plan and its credits now, until N months later", async () => {
    const family = await makeUser({ name: "Familia Pérez" });
    const before = Date.now();
    const res = await grantApi(admin, family.user.id, { kind: "plan", plan: "starter", months: 3, reason: "Cobro duplicado en octubre" });
    expect(res.status).toBe(201);
    const until = res.body.created.until;
    expect(res.body.created).toEqual({
      id: expect.any(Number),
      created_at: expect.any(String),
      admin: { id: admin.user.id, name: "Sofía de soporte" },
      user: { id: family.user.id, name: "Familia Pérez", email: family.email },
      kind: "plan",
      plan: { name: "starter", title: plan.starter.title },
      months: 3,
      public_page: 0,
      page_creation: 0,
      until,
      reason: "Cobro duplicado en octubre",
    });
    const expected = addMonths(new Date(res.body.created.created_at), 3).getTime();
    expect(new Date(until).getTime()).toBe(expected);

    const [row] = await subscriptionsOf(family.user.id);
    expect(row).toMatchObject({ source: "admin", stripeSubscriptionId: null, planId: plan.starter.id, price: 0, canceledAt: null });
    expect(row.expireAt.toISOString()).toBe(until);
    expect(await planOf(family.user.id)).toBe("starter");
    const credit = await creditRow(family.user.id);
    expect(credit).toMatchObject({ publicPage: 50, pageCreation: 20 });
    // One month of credits at a time, as a paid plan has.
    expect(credit.expireAt.getTime()).toBe(addMonths(new Date(res.body.created.created_at), 1).getTime());
    expect(credit.expireAt.getTime()).toBeGreaterThan(before + 27 * DAY);

    const [grant] = await grantsOf(family.user.id);
    expect(grant).toMatchObject({
      adminId: admin.user.id,
      adminName: "Sofía de soporte",
      kind: "plan",
      planId: plan.starter.id,
      subscriptionId: row.id,
      months: 3,
    });
  });

  it("the edit screen's form: the same gift, a toast, and the family's /account says it was given until when", async () => {
    const family = await makeUser();
    const res = await grantForm(family.user.id, { kind: "plan", plan: "advanced", months: "2", reason: "Premio del concurso de dibujo" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/admin/users/${family.user.id}/edit`);
    expect(await toastOf(res)).toMatchObject({ variant: "success", key: "support.planGiven" });
    expect(await planOf(family.user.id)).toBe("advanced");
    const [grant] = await grantsOf(family.user.id);
    expect(grant).toMatchObject({ kind: "plan", months: 2, reason: "Premio del concurso de dibujo", adminName: "Sofía de soporte" });

    const account = (await (await callLoader(accountRoute.loader, { cookie: await sessionCookieFor(family.user), path: "/account" })).json()) as {
      credits: Awaited<ReturnType<typeof readCredits>>;
    };
    expect(account.credits).toMatchObject({
      publicPage: 200,
      pageCreation: 100,
      user: { plan: { name: "advanced", paid: true }, subscription: { source: "admin", canceledAt: null, expireAt: grant.until.toISOString() } },
    });

    // The edit screen shows where the family stands and the gift.
    const screen = (await (
      await callLoader(editRoute.loader, { cookie: adminCookie, path: `/admin/users/${family.user.id}/edit`, params: { id: String(family.user.id) } })
    ).json()) as {
      support: { credits: { user: { subscription: { source: string } } }; plans: { name: string }[]; grants: SupportGrant[] };
    };
    expect(screen.support.credits.user.subscription.source).toBe("admin");
    expect(screen.support.plans.map((p) => p.name)).toEqual(["starter", "advanced"]);
    expect(screen.support.grants.map((g) => g.id)).toEqual([grant.id]);
  });

  it("credits given earlier are never lost: the plan's month with the unspent extras on top (record 0165, issue #43)", async () => {
    const family = await makeUser();
    await giveSupport(admin.user, family.user.id, { kind: "credits", pageCreation: 10, reason: "Clase entera" });
    expect(await creditRow(family.user.id)).toMatchObject({ publicPage: 5, pageCreation: 13 });
    await givePlan(family.user.id);
    // The starter plan's 20 creations and the +10: before, the plan's limits replaced them (20, the +10 gone).
    expect(await creditRow(family.user.id)).toMatchObject({ publicPage: 50, pageCreation: 30 });
    expect((await grantsOf(family.user.id)).map((g) => [g.kind, g.pageCreation])).toEqual([
      ["credits", 10],
      ["plan", 0],
    ]);

    // Extras partly spent: what is left of them comes along; many extras: all of them.
    const spender = await makeUser();
    await giveSupport(admin.user, spender.user.id, { kind: "credits", publicPage: 100, pageCreation: 10, reason: "Clase entera" });
    await setCredits(spender.user.id, { publicPage: 30, pageCreation: 4 });
    await givePlan(spender.user.id);
    expect(await creditRow(spender.user.id)).toMatchObject({ publicPage: 80, pageCreation: 24 });
  });

  it("a period already over adds nothing of its own: the plan's month alone", async () => {
    const family = await makeUser();
    await setCredits(family.user.id, { publicPage: 4, pageCreation: 2, expireAt: new Date(Date.now() - DAY) });
    await givePlan(family.user.id);
    expect(await creditRow(family.user.id)).toMatchObject({ publicPage: 50, pageCreation: 20 });
  });

  it("the same plan given again while it runs lengthens it from its end; never past 12 months from today", async () => {
    const family = await makeUser();
    const first = await givePlan(family.user.id, 2);
    const credit = await creditRow(family.user.id);
    const second = await givePlan(family.user.id, 3);
    expect(second.until).toBe(addMonths(new Date(first.until), 3).toISOString());
    const rows = await subscriptionsOf(family.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].expireAt.toISOString()).toBe(second.until);
    // The month's credits are untouched: lengthening is no new period.
    expect(await creditRow(family.user.id)).toEqual(credit);

    const res = await grantApi(admin, family.user.id, { kind: "plan", plan: "starter", months: 8, reason: "Otra vez" });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: es("support.months.tooLong"), code: "VALIDATION", errors: { months: es("support.months.tooLong") } });
    expect(await subscriptionsOf(family.user.id)).toEqual(rows);
  });

  it("another plan while one given runs: 409 on the plan field; nothing changes", async () => {
    const family = await makeUser();
    await givePlan(family.user.id, 1, "starter");
    const res = await grantApi(admin, family.user.id, { kind: "plan", plan: "advanced", months: 1, reason: "Subir de plan" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: es("support.plan.otherGiven"), code: "CONFLICT", errors: { plan: es("support.plan.otherGiven") } });
    expect(await planOf(family.user.id)).toBe("starter");
    expect(await grantsOf(family.user.id)).toHaveLength(1);
  });

  it("a Stripe subscriber (renewing, or cancelled with time left) is refused: 409, said on the form; nothing changes", async () => {
    const db = await getDb();
    for (const canceledAt of [null, new Date()]) {
      const family = await makeUser({ plan: "paid" });
      await db.insert(subscriptions).values({
        userId: family.user.id,
        planId: plan.starter.id,
        stripeSubscriptionId: `sub_${uniqueWord()}`,
        canceledAt,
        expireAt: new Date(Date.now() + 10 * DAY),
      });
      const before = await subscriptionsOf(family.user.id);
      const res = await grantApi(admin, family.user.id, { kind: "plan", plan: "advanced", months: 1, reason: "Compensación" });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: es("support.plan.paying"), code: "CONFLICT" });
      const web = await grantForm(family.user.id, { kind: "plan", plan: "advanced", months: "1", reason: "Compensación" });
      expect(web.status).toBe(409);
      const body = (await web.json()) as { form: string };
      expect(body.form).toBe("support-plan");
      expect(formState(body, "support-plan")).toEqual({
        error: es("support.plan.paying"),
        values: { kind: "plan", plan: "advanced", months: "1", reason: "Compensación" },
      });
      expect(await subscriptionsOf(family.user.id)).toEqual(before);
      expect(await grantsOf(family.user.id)).toEqual([]);
    }
  });

  it("wrong input is said per field, in Spanish, alike on both doors; what was typed comes back", async () => {
    const family = await makeUser();
    const cases: { body: Record<string, string | number>; field: string; key: Parameters<typeof es>[0] }[] = [
      { body: { kind: "plan", plan: "starter", months: 1, reason: "" }, field: "reason", key: "support.reason.required" },
      { body: { kind: "plan", plan: "starter", months: 1, reason: "x".repeat(501) }, field: "reason", key: "support.reason.tooLong" },
      { body: { kind: "plan", plan: "free", months: 1, reason: "Motivo" }, field: "plan", key: "support.plan.pick" },
      { body: { kind: "plan", plan: "gold", months: 1, reason: "Motivo" }, field: "plan", key: "support.plan.pick" },
      { body: { kind: "plan", plan: "starter", months: 0, reason: "Motivo" }, field: "months", key: "support.months.range" },
      { body: { kind: "plan", plan: "starter", months: 13, reason: "Motivo" }, field: "months", key: "support.months.range" },
      { body: { kind: "plan", plan: "starter", months: "1.5", reason: "Motivo" }, field: "months", key: "support.months.range" },
      { body: { kind: "credits", publicPage: 0, pageCreation: 0, reason: "Motivo" }, field: "publicPage", key: "support.credits.none" },
      { body: { kind: "credits", publicPage: 501, reason: "Motivo" }, field: "publicPage", key: "support.credits.range" },
      { body: { kind: "credits", pageCreation: -1, reason: "Motivo" }, field: "pageCreation", key: "support.credits.range" },
      { body: { kind: "gift", reason: "Motivo" }, field: "kind", key: "support.kind" },
    ];
    for (const { body, field, key } of cases) {
      const api = await grantApi(admin, family.user.id, body);
      expect(api.status, JSON.stringify(body)).toBe(422);
      expect(api.body.code).toBe("VALIDATION");
      expect(api.body.errors?.[field], JSON.stringify(body)).toBe(es(key));

      const web = await grantForm(family.user.id, Object.fromEntries(Object.entries(body).map(([name, value]) => [name, String(value)])));
      expect(web.status).toBe(422);
      const reply = (await web.json()) as { form: string };
      expect(reply.form).toBe(body.kind === "credits" ? "support-credits" : "support-plan");
      const state = formState(reply, reply.form);
      expect(state?.fields?.[field], JSON.stringify(body)).toBe(es(key));
      expect(state?.values?.reason).toBe(String(body.reason));
    }
    expect(await grantsOf(family.user.id)).toEqual([]);
    expect(await planOf(family.user.id)).toBe("free");
  });

  it("an admin's account, or nobody: 409 and 404", async () => {
    const other = await makeAdmin();
    for (const body of [
      { kind: "plan", plan: "starter", months: 1, reason: "Probar" },
      { kind: "credits", publicPage: 1, reason: "Probar" },
    ]) {
      const res = await grantApi(admin, other.user.id, body);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: es("support.notForAdmins"), code: "CONFLICT" });
      const missing = await grantApi(admin, 2_000_000_000, body);
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe("NOT_FOUND");
    }
    // The edit screen offers nothing to give to an admin.
    const screen = (await (
      await callLoader(editRoute.loader, { cookie: adminCookie, path: `/admin/users/${other.user.id}/edit`, params: { id: String(other.user.id) } })
    ).json()) as { support: unknown };
    expect(screen.support).toBeNull();
  });

  it("only admins give: 403 for a family's token, Forbidden from the service, a regular session sent away", async () => {
    const family = await makeUser();
    const res = await grantApi(family, family.user.id, { kind: "credits", publicPage: 50, reason: "Me los regalo" });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("FORBIDDEN");
    expect((await appErrorOf(giveSupport(family.user, family.user.id, { kind: "credits", publicPage: 50, reason: "Me los regalo" }))).status).toBe(403);
    const web = await grantForm(family.user.id, { kind: "credits", publicPage: "50", reason: "Me los regalo" }, await sessionCookieFor(family.user));
    expect(web.headers.get("Location")).toBe("/pages/public");
    expect(await grantsOf(family.user.id)).toEqual([]);
    expect(await creditRow(family.user.id)).toMatchObject({ publicPage: 5 });
  });
});

// ---------------------------------------------------------------------------
// A given plan runs, renews and ends by itself
// ---------------------------------------------------------------------------

describe("a given plan ends by itself", () => {
  it("month by month: a period over while it runs brings the plan's credits again, never past its end", async () => {
    const family = await makeUser();
    await givePlan(family.user.id, 3);
    await setCredits(family.user.id, { publicPage: 1, pageCreation: 0 });
    // Given 40 days ago: the first month is over, the gift runs for about 50 days more.
    await travel(family.user.id, 40);
    const [row] = await subscriptionsOf(family.user.id);
    const credit = await currentCredits(family.user.id);
    expect(credit).toMatchObject({ publicPage: 50, pageCreation: 20, plan: { name: "starter" } });
    expect(credit.expireAt.toISOString()).toBe(addMonths(row.createdAt, 2).toISOString());
    // 71 days in, the third month: its credits end with the plan, not a month after it started.
    await travel(family.user.id, 31);
    const [moved] = await subscriptionsOf(family.user.id);
    const last = await currentCredits(family.user.id);
    expect(last).toMatchObject({ publicPage: 50, pageCreation: 20, plan: { name: "starter" } });
    expect(last.expireAt.getTime()).toBe(Math.min(addMonths(moved.createdAt, 3).getTime(), moved.expireAt.getTime()));
    expect(last.expireAt.getTime()).toBeLessThanOrEqual(moved.expireAt.getTime());
    expect(last.expireAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("at its end the family is free again, with a fresh free period, and nothing paid-only works from the next request", async () => {
    const family = await makeUser();
    const owner = await makeUser();
    const page = await insertPage(owner.user, { prompt: uniqueWord("regalo") });
    await givePlan(family.user.id, 1);
    const session = await createSession(family.user.id);
    const favorite = () =>
      callApi<ErrorBody>(favoriteToggle.action, {
        method: "PATCH",
        token: family.token,
        params: { id: String(page.id) },
        path: `pages/${page.id}/favorited/toggle`,
      });
    expect((await userFromSession(session.id))?.plan).toMatchObject({ name: "starter", paid: true });
    expect((await favorite()).status).toBe(200);

    // A month and a day later.
    await travel(family.user.id, 32);
    // The very next request sees the free plan: the favourite (paid-only) is refused.
    const refused = await favorite();
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("NO_PAID_PLAN");
    expect((await userFromSession(session.id))?.plan).toMatchObject({ name: "free", paid: false });
    expect((await userFromApiToken(family.token))?.plan).toMatchObject({ name: "free", paid: false });
    expect(await planOf(family.user.id)).toBe("free");
    const view = await readCredits(family.user.id);
    expect(view).toMatchObject({ publicPage: 5, pageCreation: 3, user: { plan: { name: "free", paid: false }, subscription: null } });
    expect(new Date(view.expireAt).getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    // The row stays, for the subscriptions list and the log.
    expect(await subscriptionsOf(family.user.id)).toHaveLength(1);
    // Given again once it has ended: a new gift from today.
    await givePlan(family.user.id, 1, "advanced");
    expect(await planOf(family.user.id)).toBe("advanced");
    expect(await subscriptionsOf(family.user.id)).toHaveLength(2);
  });

  it("ends once under 10 concurrent readers", async () => {
    const family = await makeUser();
    await givePlan(family.user.id, 1);
    await travel(family.user.id, 32);
    const views = await Promise.all(Array.from({ length: 10 }, () => readCredits(family.user.id)));
    expect(new Set(views.map((view) => view.expireAt)).size).toBe(1);
    for (const view of views) expect(view).toMatchObject({ publicPage: 5, pageCreation: 3, user: { plan: { name: "free" } } });
  });
});

// ---------------------------------------------------------------------------
// Extra credits
// ---------------------------------------------------------------------------

describe("extra credits", () => {
  it("both doors add to what is left this period, until its end; the log says how many and until when", async () => {
    const family = await makeUser();
    const period = (await creditRow(family.user.id)).expireAt;
    const api = await grantApi(admin, family.user.id, { kind: "credits", publicPage: 10, pageCreation: 2, reason: "Proyecto del cole" });
    expect(api.status).toBe(201);
    expect(api.body.created).toMatchObject({
      kind: "credits",
      plan: null,
      months: null,
      public_page: 10,
      page_creation: 2,
      until: period.toISOString(),
      reason: "Proyecto del cole",
    });
    const web = await grantForm(family.user.id, { kind: "credits", publicPage: "", pageCreation: "4", reason: "Falló una creación" });
    expect(web.status).toBe(302);
    expect(await toastOf(web)).toMatchObject({ variant: "success", key: "support.creditsGiven" });
    expect(await creditRow(family.user.id)).toMatchObject({ publicPage: 15, pageCreation: 9, expireAt: period });
    expect((await grantsOf(family.user.id)).map((g) => [g.kind, g.publicPage, g.pageCreation])).toEqual([
      ["credits", 10, 2],
      ["credits", 0, 4],
    ]);
    // They go with the period: its renewal brings the plan's limits back.
    await setCredits(family.user.id, { expireAt: new Date(Date.now() - DAY) });
    expect(await currentCredits(family.user.id)).toMatchObject({ publicPage: 5, pageCreation: 3 });
  });

  it("a period already over is renewed first, so the credits go to the period the family is in", async () => {
    const family = await makeUser();
    await setCredits(family.user.id, { publicPage: 0, pageCreation: 0, expireAt: new Date(Date.now() - DAY) });
    const { until } = await giveSupport(admin.user, family.user.id, { kind: "credits", publicPage: 7, reason: "Sin créditos" });
    const credit = await creditRow(family.user.id);
    expect(credit).toMatchObject({ publicPage: 12, pageCreation: 3 });
    expect(credit.expireAt.toISOString()).toBe(until);
    expect(credit.expireAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("20 gifts at once through both doors while the family spends 20: every one counts, none lost", async () => {
    const family = await makeUser();
    await setCredits(family.user.id, { publicPage: 40 });
    const db = await getDb();
    const gifts = Array.from({ length: 20 }, (_, i) =>
      i % 2
        ? grantApi(admin, family.user.id, { kind: "credits", publicPage: 1, pageCreation: 2, reason: `Lote ${i}` }).then((res) => expect(res.status).toBe(201))
        : giveSupport(admin.user, family.user.id, { kind: "credits", publicPage: 1, pageCreation: 2, reason: `Lote ${i}` }),
    );
    // Spread over the time the gifts take, so spending lands between a gift's reading and writing if it ever read first.
    const spends = Array.from({ length: 20 }, (_, i) =>
      new Promise((resolve) => setTimeout(resolve, i * 4)).then(() => db.transaction((tx) => spendPublicPage(tx, family.user.id))),
    );
    await Promise.all([...gifts, ...spends]);
    expect(await creditRow(family.user.id)).toMatchObject({ publicPage: 40 + 20 - 20, pageCreation: 3 + 40 });
    expect(await grantsOf(family.user.id)).toHaveLength(20);
  });
});

// ---------------------------------------------------------------------------
// The support log
// ---------------------------------------------------------------------------

describe("the support log", () => {
  it("newest first, 20 a page, searched by the family, the admin or the reason; /api and the screens agree", async () => {
    const family = await makeUser({ name: "Familia Registro" });
    const word = uniqueWord("motivo");
    for (let i = 0; i < 25; i++) await giveSupport(admin.user, family.user.id, { kind: "credits", publicPage: 1, reason: `${word} ${i}` });
    const first = await paginateGrants(admin.user, { search: word });
    expect(first.data).toHaveLength(SUPPORT_GRANT_PAGE_SIZE);
    expect(first).toMatchObject({ currentPage: 1, lastPage: 2 });
    expect(first.data[0].reason).toBe(`${word} 24`);
    const second = await paginateGrants(admin.user, { search: word, page: 2 });
    expect(second.data.map((g) => g.reason)).toEqual([4, 3, 2, 1, 0].map((i) => `${word} ${i}`));
    expect((await paginateGrants(admin.user, { search: word, page: 2 }, { through: true })).data).toHaveLength(25);
    // By the family's e-mail, and by the admin's name.
    expect((await paginateGrants(admin.user, { search: family.email })).data.every((g) => g.user?.id === family.user.id)).toBe(true);
    expect((await paginateGrants(admin.user, { search: "sofia de soporte" })).data[0].admin.name).toBe("Sofía de soporte");

    const api = await callApi<Paginated<ReturnType<typeof apiGrant>>>(grantsPaginate.loader, {
      token: admin.token,
      query: { search: word, page: "x" },
      path: "grants/paginate",
    });
    expect(api.status).toBe(200);
    expect(api.body).toEqual(apiPaged(first, apiGrant));
    const screen = (await (
      await callLoader(supportRoute.loader, { cookie: adminCookie, path: `/admin/support?search=${word}&page=2` })
    ).json()) as Paged<SupportGrant>;
    expect(screen.data).toHaveLength(25);
    const chunk = (await (
      await callLoader(supportRoute.loader, { cookie: adminCookie, path: `/admin/support?search=${word}&page=2&chunk=1` })
    ).json()) as Paged<SupportGrant>;
    expect(chunk.data).toEqual(second.data);
    // The dashboard's card: the latest five.
    const dashboard = (await (await callLoader(dashboardRoute.loader, { cookie: adminCookie, path: "/admin" })).json()) as { grants: SupportGrant[] };
    expect(dashboard.grants.map((g) => g.reason)).toEqual([24, 23, 22, 21, 20].map((i) => `${word} ${i}`));
  });

  it("keeps who gave it after the admin's account is gone", async () => {
    const helper = await makeUser({ admin: true, name: "Admin que se fue" });
    const family = await makeUser();
    await giveSupport(helper.user, family.user.id, { kind: "credits", publicPage: 3, reason: "Antes de irme" });
    const db = await getDb();
    await db.delete(users).where(eq(users.id, helper.user.id));
    const [line] = (await paginateGrants(admin.user, { search: "Antes de irme" })).data.filter((g) => g.user?.id === family.user.id);
    expect(line.admin).toEqual({ id: null, name: "Admin que se fue" });
  });

  it("deleting the family keeps what the team gave them, without them: 'Cuenta eliminada' on every list (issue #42)", async () => {
    const family = await makeUser({ name: "Familia que se va" });
    const word = uniqueWord("despedida");
    await givePlan(family.user.id, 2, "starter", `${word}: plan`);
    await giveSupport(admin.user, family.user.id, { kind: "credits", publicPage: 4, pageCreation: 1, reason: `${word}: créditos` });
    const before = (await paginateGrants(admin.user, { search: word })).data;
    expect(before.map((g) => g.user?.id)).toEqual([family.user.id, family.user.id]);

    await captureMail(() => deleteUserByAdmin(admin.user, family.user.id));

    const db = await getDb();
    const rows = await db
      .select()
      .from(supportGrants)
      .where(
        inArray(
          supportGrants.id,
          before.map((g) => g.id),
        ),
      );
    expect(rows.map((row) => row.userId)).toEqual([null, null]);
    // Nothing else of the line changes: who gave what, until when, and why.
    const after = (await paginateGrants(admin.user, { search: word })).data;
    expect(after).toEqual(before.map((g) => ({ ...g, user: null })));
    // The given plan's subscription row stays too, anonymised, and the line still points at it.
    const [given] = rows.filter((row) => row.kind === "plan");
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, given.subscriptionId ?? 0));
    expect(subscription).toMatchObject({ userId: null, source: "admin" });
    // The family's name and address find nothing any more; the reason and the admin still do.
    expect((await paginateGrants(admin.user, { search: family.email })).data).toEqual([]);
    expect((await paginateGrants(admin.user, { search: "Familia que se va" })).data).toEqual([]);

    // /api says so with a null user (the contract's SupportGrant allows it); the screens get the same lines.
    const api = await callApi<Paginated<ReturnType<typeof apiGrant>>>(grantsPaginate.loader, {
      token: admin.token,
      query: { search: word },
      path: "grants/paginate",
    });
    expect(api.status).toBe(200);
    expect(api.body.data.map((g) => g.user)).toEqual([null, null]);
    const screen = (await (
      await callLoader(supportRoute.loader, { cookie: adminCookie, path: `/admin/support?search=${word}` })
    ).json()) as Paged<SupportGrant>;
    expect(screen.data).toEqual(after);
    const dashboard = (await (await callLoader(dashboardRoute.loader, { cookie: adminCookie, path: "/admin" })).json()) as { grants: SupportGrant[] };
    expect(dashboard.grants.filter((g) => g.reason.startsWith(word)).map((g) => g.user)).toEqual([null, null]);
  });

  it("the subscriptions list marks a given plan as given, and by whom", async () => {
    const family = await makeUser();
    await givePlan(family.user.id, 2);
    const { data } = await paginateSubscriptions(admin.user, { search: family.email });
    expect(data).toEqual([
      expect.objectContaining({
        status: "given",
        source: "admin",
        givenBy: "Sofía de soporte",
        price: 0,
        canceledAt: null,
        plan: expect.objectContaining({ name: "starter" }),
      }),
    ]);
  });
});

// ---------------------------------------------------------------------------
// A given plan and Stripe
// ---------------------------------------------------------------------------

describe("a given plan and Stripe", () => {
  const stripe = useStripeStandIn({ secretKey: "sk_test_support", webhookSecret: "whsec_support", pricedPlans: true });

  const checkout = (user: TestUser) => checkoutApi(user, { priceId: "price_advanced" });

  it("nothing to cancel (409, Stripe never asked) and nothing to buy while it runs; once it has ended, checkout is open again", async () => {
    const family = await makeUser();
    await givePlan(family.user.id, 1);
    const requests = stripe.standIn.state.requests.length;
    const cancel = await callApi(cancelRoute.action, { method: "POST", token: family.token, path: "stripe/subscription/cancel" });
    expect(cancel.status).toBe(409);
    expect(cancel.body).toEqual({ message: es("errors.payments.givenPlanEndsByItself"), code: "CONFLICT" });
    expect((await appErrorOf(cancelSubscription(family.user))).messageKey).toBe("errors.payments.givenPlanEndsByItself");
    const buying = await checkout(family);
    expect(buying.status).toBe(409);
    expect(buying.body).toEqual({ message: es("errors.payments.givenPlanRuns"), code: "CONFLICT" });
    expect(stripe.standIn.state.requests.length).toBe(requests);

    await travel(family.user.id, 32);
    await currentCredits(family.user.id);
    const open = await checkout(family);
    expect(open.status).toBe(200);
    expect(open.body.url).toContain(stripe.standIn.url);
    const none = await callApi(cancelRoute.action, { method: "POST", token: family.token, path: "stripe/subscription/cancel" });
    expect(none.status).toBe(404);
  });

  it("a Stripe subscription's late end (customer.subscription.deleted) leaves a plan given since alone", async () => {
    const family = await makeUser();
    const res = await checkout(family);
    expect(res.status).toBe(200);
    const sessionId = new URL(res.body.url).pathname.split("/").pop() ?? "";
    await stripe.standIn.pay(sessionId);
    await stripe.standIn.settled();
    expect(await planOf(family.user.id)).toBe("advanced");
    const subscriptionId = stripe.standIn.state.sessions.get(sessionId)?.subscription ?? "";
    // Cancelled, and its period over here before Stripe says it ended: the family is back on free.
    await cancelSubscription(family.user);
    await stripe.standIn.settled();
    await travel(family.user.id, 40);
    await currentCredits(family.user.id);
    expect(await planOf(family.user.id)).toBe("free");

    await givePlan(family.user.id, 2, "starter");
    await stripe.standIn.endSubscription(subscriptionId);
    await stripe.standIn.settled();
    expect(await planOf(family.user.id)).toBe("starter");
    expect(await readCredits(family.user.id)).toMatchObject({ publicPage: 50, user: { plan: { name: "starter" }, subscription: { source: "admin" } } });
  });
});
