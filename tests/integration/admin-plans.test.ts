import crypto from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { plans, subscriptions, type PlanRow } from "~/db/schema";
import { translate, type MessageKey } from "~/i18n";
import * as coloredPagesRoute from "~/routes/admin+/pages.colored";
import * as planEditRoute from "~/routes/admin+/plans.$id.edit";
import * as plansRoute from "~/routes/admin+/plans._index";
import * as subscriptionsRoute from "~/routes/admin+/subscriptions";
import * as planUpdate from "~/routes/api+/plans.$id.update";
import * as subscriptionsPaginate from "~/routes/api+/subscriptions.paginate";
import { updatePlan } from "~/services/admin-plans.server";
import type { Colored } from "~/services/coloreds.server";
import type { Paged, Paginated } from "~/lib/pagination";
import { apiPaged, apiSubscription } from "~/utils/api-shapes.server";
import type { PublicPlan } from "~/services/plans.server";
import { SUBSCRIPTION_PAGE_SIZE, paginateSubscriptions, subscriptionStatus, type Subscription } from "~/services/subscriptions.server";
import {
  appErrorOf,
  callApi,
  callForm,
  callLoader,
  insertColored,
  insertPage,
  makeAdmin,
  makeUser,
  sessionCookieFor,
  toastOf,
  uniqueWord,
  type ErrorBody,
  type TestUser,
} from "../helpers/pages";
import { es } from "../helpers/words";

let admin: TestUser;
let regular: TestUser;
let adminCookie: string;
const createdPlanIds: number[] = [];

/** A plan of this file's own (the seeded ones are shared with other files in this worker). */
async function makePlan(values: Partial<PlanRow> & { paid: boolean }): Promise<PlanRow> {
  const db = await getDb();
  const name = `test-${values.paid ? "paid" : "free"}-${crypto.randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(plans)
    .values({
      name,
      title: values.title ?? `Plan ${name}`,
      description: values.description ?? "Un plan de prueba",
      price: values.paid ? (values.price ?? 4.99) : 0,
      discount: values.discount ?? 0,
      paid: values.paid,
      stripePriceId: values.stripePriceId ?? null,
      publicPageLimit: values.publicPageLimit ?? 10,
      pageCreationLimit: values.pageCreationLimit ?? 5,
    })
    .returning();
  createdPlanIds.push(row.id);
  return row;
}

async function planRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
}

const validBody = (plan: PlanRow, overrides: Record<string, unknown> = {}) => ({
  name: plan.name,
  title: "Título nuevo",
  description: "Descripción nueva",
  price: 6.5,
  publicPageLimit: 30,
  pageCreationLimit: 12,
  ...overrides,
});

/** The admin's plan edit form, posted as the admin. */
const submitEditForm = (plan: PlanRow, form: Record<string, string>) =>
  callForm(planEditRoute.action, { cookie: adminCookie, params: { id: String(plan.id) }, path: `/admin/plans/${plan.id}/edit`, form });

beforeAll(async () => {
  admin = await makeAdmin();
  regular = await makeUser({ plan: "paid" });
  adminCookie = await sessionCookieFor(admin.user);
});

afterAll(async () => {
  const db = await getDb();
  if (createdPlanIds.length) {
    await db.delete(subscriptions).where(inArray(subscriptions.planId, createdPlanIds));
    await db.delete(plans).where(inArray(plans.id, createdPlanIds));
  }
});

// ---------------------------------------------------------------------------
// updatePlan
// ---------------------------------------------------------------------------

describe("updatePlan", () => {
  it("updates a paid plan and returns the public plan", async () => {
    const plan = await makePlan({ paid: true, stripePriceId: `price_${uniqueWord()}` });
    const updated = await updatePlan(plan.id, validBody(plan, { discount: 15, stripePriceId: "price_nuevo_123" + plan.id }));
    expect(updated).toEqual({
      id: plan.id,
      name: plan.name,
      title: "Título nuevo",
      description: "Descripción nueva",
      price: 6.5,
      discount: 15,
      paid: true,
      stripePriceId: `price_nuevo_123${plan.id}`,
      publicPageLimit: 30,
      pageCreationLimit: 12,
    });
    const row = await planRow(plan.id);
    expect(row).toMatchObject({ title: "Título nuevo", price: 6.5, discount: 15, publicPageLimit: 30, pageCreationLimit: 12 });
  });

  it("converts numbers sent as text (a form), Spanish commas included", async () => {
    const plan = await makePlan({ paid: true });
    const updated = await updatePlan(plan.id, validBody(plan, { price: " 7,25 ", publicPageLimit: "40", pageCreationLimit: "0", discount: "5" }));
    expect(updated).toMatchObject({ price: 7.25, publicPageLimit: 40, pageCreationLimit: 0, discount: 5 });
    expect(typeof updated.price).toBe("number");
    expect((await updatePlan(plan.id, validBody(plan, { price: "8.1" }))).price).toBe(8.1);
  });

  it("keeps the discount and the Stripe price when they are not sent; an empty Stripe price clears it", async () => {
    const plan = await makePlan({ paid: true, discount: 20, stripePriceId: `price_${uniqueWord()}` });
    const kept = await updatePlan(plan.id, validBody(plan));
    expect(kept).toMatchObject({ discount: 20, stripePriceId: plan.stripePriceId });
    const cleared = await updatePlan(plan.id, validBody(plan, { stripePriceId: "" }));
    expect(cleared.stripePriceId).toBeNull();
  });

  it("rejects bad fields with one message per field", async () => {
    const plan = await makePlan({ paid: true });
    const cases: [Record<string, unknown>, string, MessageKey][] = [
      [{ title: "  " }, "title", "errors.field.required"],
      [{ title: undefined }, "title", "errors.field.required"],
      [{ price: -1 }, "price", "admin.plans.errors.negative"],
      [{ price: "abc" }, "price", "admin.plans.errors.number"],
      [{ price: 4.999 }, "price", "admin.plans.errors.priceDecimals"],
      [{ price: 1_000_000 }, "price", "admin.plans.errors.priceMax"],
      [{ price: "" }, "price", "errors.field.required"],
      [{ publicPageLimit: 2.5 }, "publicPageLimit", "admin.plans.errors.integer"],
      [{ publicPageLimit: -3 }, "publicPageLimit", "admin.plans.errors.negative"],
      [{ pageCreationLimit: undefined }, "pageCreationLimit", "errors.field.required"],
      [{ pageCreationLimit: "muchas" }, "pageCreationLimit", "admin.plans.errors.number"],
      [{ discount: 101 }, "discount", "admin.plans.errors.discount"],
      [{ discount: -1 }, "discount", "admin.plans.errors.discount"],
      [{ stripePriceId: "prod_123" }, "stripePriceId", "admin.plans.errors.stripePriceId"],
      [{ name: "gold" }, "name", "admin.plans.errors.nameFixed"],
    ];
    for (const [override, field, key] of cases) {
      const error = await appErrorOf(updatePlan(plan.id, validBody(plan, override)));
      expect(error.status, JSON.stringify(override)).toBe(422);
      expect(error.fields?.[field], JSON.stringify(override)).toBe(key);
    }
    // Nothing was written.
    expect(await planRow(plan.id)).toMatchObject({ title: plan.title, price: plan.price });
  });

  it("a paid plan needs a price", async () => {
    const plan = await makePlan({ paid: true });
    const { price: _price, ...body } = validBody(plan);
    const error = await appErrorOf(updatePlan(plan.id, body));
    expect(error.fields).toEqual({ price: "errors.field.required" });
  });

  it("accepts the plan's own name (or none), never another", async () => {
    const plan = await makePlan({ paid: true });
    const { name: _name, ...withoutName } = validBody(plan);
    expect((await updatePlan(plan.id, withoutName)).name).toBe(plan.name);
    expect((await appErrorOf(updatePlan(plan.id, validBody(plan, { name: "advanced" })))).status).toBe(422);
    expect((await planRow(plan.id)).name).toBe(plan.name);
  });

  it("the free plan keeps price 0 and no Stripe price, whatever is sent", async () => {
    const plan = await makePlan({ paid: false });
    const updated = await updatePlan(plan.id, validBody(plan, { price: "abc", stripePriceId: "price_sneaky", discount: 50 }));
    expect(updated).toMatchObject({ price: 0, stripePriceId: null, discount: 0, paid: false, title: "Título nuevo", publicPageLimit: 30 });
  });

  it("two plans cannot share a Stripe price", async () => {
    const taken = `price_${uniqueWord()}`;
    await makePlan({ paid: true, stripePriceId: taken });
    const plan = await makePlan({ paid: true });
    const error = await appErrorOf(updatePlan(plan.id, validBody(plan, { stripePriceId: taken })));
    expect(error.status).toBe(409);
    expect(error.fields).toEqual({ stripePriceId: "admin.plans.errors.stripePriceTaken" });
  });

  it("an unknown plan is a 404", async () => {
    const error = await appErrorOf(updatePlan(2_000_000_000, { title: "x", publicPageLimit: 1, pageCreationLimit: 1 }));
    expect(error.status).toBe(404);
  });
});

// ---------------------------------------------------------------------------
// POST /api/plans/{id}/update
// ---------------------------------------------------------------------------

describe("POST /api/plans/{id}/update", () => {
  const call = (token: string | null, id: number | string, body: unknown, method = "POST") =>
    callApi<{ updated: PublicPlan } & ErrorBody>(planUpdate.action, { method, token, body, params: { id: String(id) }, path: `plans/${id}/update` });

  it("answers { updated } with numbers converted", async () => {
    const plan = await makePlan({ paid: true });
    const res = await call(admin.token, plan.id, validBody(plan, { price: "5.75", publicPageLimit: "60", pageCreationLimit: "25" }));
    expect(res.status).toBe(200);
    expect(res.body.updated).toMatchObject({ id: plan.id, price: 5.75, public_page_limit: 60, page_creation_limit: 25, title: "Título nuevo" });
  });

  it("validation is a 422 with translated field messages", async () => {
    const plan = await makePlan({ paid: true });
    const res = await call(admin.token, plan.id, validBody(plan, { title: "", publicPageLimit: -1 }));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("VALIDATION");
    expect(res.body.errors).toEqual({ title: es("errors.field.required"), publicPageLimit: es("admin.plans.errors.negative") });
  });

  it("fixes the free plan's price at 0", async () => {
    const plan = await makePlan({ paid: false });
    const res = await call(admin.token, plan.id, validBody(plan, { price: 12, stripePriceId: "price_x" }));
    expect(res.status).toBe(200);
    expect(res.body.updated).toMatchObject({ price: 0, stripe_price_id: null });
  });

  it("unknown or unreadable ids are 404; non-admins 403; no token 401; GET 405", async () => {
    expect((await call(admin.token, 2_000_000_000, { title: "x" })).status).toBe(404);
    expect((await call(admin.token, "abc", { title: "x" })).status).toBe(404);
    const plan = await makePlan({ paid: true });
    const forbidden = await call(regular.token, plan.id, validBody(plan));
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe("FORBIDDEN");
    expect((await planRow(plan.id)).title).toBe(plan.title);
    expect((await call(null, plan.id, validBody(plan))).status).toBe(401);
    expect((await call(admin.token, plan.id, validBody(plan), "PATCH")).status).toBe(405);
    const get = await callApi(planUpdate.loader, { token: admin.token, params: { id: String(plan.id) } });
    expect(get.status).toBe(405);
  });
});

// ---------------------------------------------------------------------------
// Subscriptions
// ---------------------------------------------------------------------------

async function insertSubscription(user: { id: number }, plan: { id: number }, values: { createdAt: Date; canceledAt?: Date | null; price?: number }) {
  const db = await getDb();
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId: user.id,
      planId: plan.id,
      stripeSubscriptionId: `sub_${crypto.randomUUID()}`,
      price: values.price ?? 4.49,
      createdAt: values.createdAt,
      canceledAt: values.canceledAt ?? null,
      expireAt: new Date(values.createdAt.getTime() + 30 * 86_400_000),
    })
    .returning();
  return row;
}

describe("paginateSubscriptions and GET /api/subscriptions/paginate", () => {
  let subscriber: TestUser;
  let plan: PlanRow;
  const ids: number[] = [];

  beforeAll(async () => {
    subscriber = await makeUser({ plan: "paid" });
    plan = await makePlan({ paid: true, title: `Plan ${uniqueWord("titulo")}` });
    const base = Date.UTC(2030, 0, 1);
    // 25 subscriptions; #10 and #11 start at the same instant (the id breaks the tie).
    for (let i = 0; i < 25; i++) {
      const createdAt = new Date(base + (i === 11 ? 10 : i) * 60_000);
      const row = await insertSubscription(subscriber.user, plan, {
        createdAt,
        canceledAt: i % 3 === 1 ? new Date(base + i * 60_000 + 1000) : null,
        price: 3.6,
      });
      ids.push(row.id);
    }
  });

  it("20 a page, newest first with the id as tie-breaker, no repeats, the right shape and status", async () => {
    const first = await paginateSubscriptions(admin.user, { search: subscriber.email });
    const second = await paginateSubscriptions(admin.user, { search: subscriber.email, page: "2" });
    expect(first.data).toHaveLength(SUBSCRIPTION_PAGE_SIZE);
    expect(second.data).toHaveLength(5);
    expect([first.currentPage, first.lastPage, second.currentPage, second.lastPage]).toEqual([1, 2, 2, 2]);
    const seen = [...first.data, ...second.data].map((s) => s.id);
    expect(new Set(seen).size).toBe(25);
    const expected = ids
      .map((id, i) => ({ id, at: i === 11 ? 10 : i }))
      .sort((a, b) => b.at - a.at || b.id - a.id)
      .map((s) => s.id);
    expect(seen).toEqual(expected);
    const item = first.data[0];
    expect(item).toEqual({
      id: expect.any(Number),
      user: { id: subscriber.user.id, name: subscriber.user.name, email: subscriber.email, stripeId: null },
      plan: { id: plan.id, name: plan.name, title: plan.title },
      price: 3.6,
      createdAt: expect.any(String),
      canceledAt: null,
      expireAt: expect.any(String),
      status: "active",
      source: "stripe",
      givenBy: null,
    });
    const canceled = [...first.data, ...second.data].find((s) => s.canceledAt);
    expect(canceled?.status).toBe("canceled");
  });

  it("searches by plan title too, and says when nothing matches", async () => {
    const byTitle = await paginateSubscriptions(admin.user, { search: plan.title.toUpperCase() });
    expect(byTitle.data.length).toBe(20);
    expect(byTitle.data.every((s) => s.plan.id === plan.id)).toBe(true);
    const none = await paginateSubscriptions(admin.user, { search: `${uniqueWord()}%` });
    expect(none).toEqual({ data: [], currentPage: 1, lastPage: 1 });
  });

  it("`through` returns pages 1..page at once (no-JavaScript load more)", async () => {
    const both = await paginateSubscriptions(admin.user, { search: subscriber.email, page: 2 }, { through: true });
    expect(both.data).toHaveLength(25);
    expect(both.currentPage).toBe(2);
  });

  it("status is 'active' when canceled_at is empty, else 'canceled'; a plan an admin gave is 'given'", () => {
    expect(subscriptionStatus({ source: "stripe", canceledAt: null })).toBe("active");
    expect(subscriptionStatus({ source: "stripe", canceledAt: new Date() })).toBe("canceled");
    expect(subscriptionStatus({ source: "admin", canceledAt: null })).toBe("given");
  });

  it("is for admins only", async () => {
    expect((await appErrorOf(paginateSubscriptions(regular.user, {}))).status).toBe(403);
  });

  it("the /api door: same result, 403 for users, 401 without a token; bad pages are page 1", async () => {
    const res = await callApi<Paginated<ReturnType<typeof apiSubscription>>>(subscriptionsPaginate.loader, {
      token: admin.token,
      query: { search: subscriber.email, page: "x" },
      path: "subscriptions/paginate",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(apiPaged(await paginateSubscriptions(admin.user, { search: subscriber.email }), apiSubscription));
    const forbidden = await callApi<ErrorBody>(subscriptionsPaginate.loader, { token: regular.token, path: "subscriptions/paginate" });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe("FORBIDDEN");
    expect((await callApi(subscriptionsPaginate.loader, { path: "subscriptions/paginate" })).status).toBe(401);
  });

  it("the /admin/subscriptions loader accumulates pages, and answers one page for the enhanced load more", async () => {
    const all = await callLoader(subscriptionsRoute.loader, {
      cookie: adminCookie,
      path: `/admin/subscriptions?search=${encodeURIComponent(subscriber.email)}&page=2`,
    });
    const body = (await all.json()) as Paged<Subscription> & { search: string };
    expect(body.data).toHaveLength(25);
    expect(body.search).toBe(subscriber.email);
    const chunk = await callLoader(subscriptionsRoute.loader, {
      cookie: adminCookie,
      path: `/admin/subscriptions?search=${encodeURIComponent(subscriber.email)}&page=2&chunk=1`,
    });
    expect(((await chunk.json()) as Paged<Subscription>).data).toHaveLength(5);
    const userCookie = await sessionCookieFor(regular.user);
    const bounced = await callLoader(subscriptionsRoute.loader, { cookie: userCookie, path: "/admin/subscriptions" });
    expect(bounced.status).toBe(302);
    expect(bounced.headers.get("Location")).toBe("/pages/public");
  });
});

// ---------------------------------------------------------------------------
// The browser door: plans, plan edit, coloured pages
// ---------------------------------------------------------------------------

describe("/admin/plans screens", () => {
  it("lists every plan with its discounted price", async () => {
    const plan = await makePlan({ paid: true, price: 10, discount: 25 });
    const res = await callLoader(plansRoute.loader, { cookie: adminCookie, path: "/admin/plans" });
    const body = (await res.json()) as { plans: (PublicPlan & { finalPrice: number })[] };
    expect(body.plans.find((p) => p.id === plan.id)).toMatchObject({ price: 10, discount: 25, finalPrice: 7.5 });
    expect(body.plans.map((p) => p.name)).toEqual(expect.arrayContaining(["free", "starter", "advanced"]));
  });

  it("a missing, unreadable or unknown id goes back to /admin/plans", async () => {
    for (const id of [undefined, "abc", "0", "2000000000"]) {
      const res = await callLoader(planEditRoute.loader, { cookie: adminCookie, params: id ? { id } : {}, path: `/admin/plans/${id}/edit` });
      expect(res.status, String(id)).toBe(302);
      expect(res.headers.get("Location")).toBe("/admin/plans");
    }
  });

  it("saving redirects to /admin/plans with 'Plan has been updated'", async () => {
    const plan = await makePlan({ paid: true, stripePriceId: `price_${uniqueWord()}` });
    const res = await submitEditForm(plan, {
      name: plan.name,
      title: "Desde el formulario",
      description: "",
      price: "3,5",
      discount: "10",
      publicPageLimit: "8",
      pageCreationLimit: "4",
      stripePriceId: "",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/plans");
    expect(await toastOf(res)).toMatchObject({ variant: "success", key: "admin.plans.updated" });
    expect(translate("en", "admin.plans.updated")).toBe("Plan has been updated");
    expect(await planRow(plan.id)).toMatchObject({
      title: "Desde el formulario",
      description: "",
      price: 3.5,
      discount: 10,
      publicPageLimit: 8,
      stripePriceId: null,
    });
  });

  it("a bad form comes back with field errors and nothing saved", async () => {
    const plan = await makePlan({ paid: true });
    const res = await submitEditForm(plan, {
      name: plan.name,
      title: "",
      description: "x",
      price: "-2",
      discount: "0",
      publicPageLimit: "1.5",
      pageCreationLimit: "4",
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { result: { error: Record<string, string[]> } };
    // Each field's message in the request's language, as a refusal of the service's says it.
    expect(body.result.error).toMatchObject({
      title: [translate("es", "errors.field.required")],
      price: [translate("es", "admin.plans.errors.negative")],
      publicPageLimit: [translate("es", "admin.plans.errors.integer")],
    });
    expect((await planRow(plan.id)).title).toBe(plan.title);
  });

  it("the free plan's form saves without a price", async () => {
    const plan = await makePlan({ paid: false });
    const res = await submitEditForm(plan, { name: plan.name, title: "Gratis para siempre", description: "d", publicPageLimit: "6", pageCreationLimit: "2" });
    expect(res.status).toBe(302);
    expect(await planRow(plan.id)).toMatchObject({ title: "Gratis para siempre", price: 0, publicPageLimit: 6 });
  });

  it("non-admins are sent away from the edit action", async () => {
    const plan = await makePlan({ paid: true });
    const res = await callForm(planEditRoute.action, {
      cookie: await sessionCookieFor(regular.user),
      params: { id: String(plan.id) },
      path: `/admin/plans/${plan.id}/edit`,
      form: { title: "hack", publicPageLimit: "1", pageCreationLimit: "1", price: "1" },
    });
    expect(res.status).toBe(302);
    expect((await planRow(plan.id)).title).toBe(plan.title);
  });
});

describe("/admin/pages/colored", () => {
  it("searches everyone's coloured pages by title, name or e-mail, and accumulates pages", async () => {
    const word = uniqueWord("pintado");
    const owner = await makeUser();
    const colorist = await makeUser({ name: `Coloreadora ${word}` });
    for (let i = 0; i < 14; i++) {
      const page = await insertPage(owner.user, { prompt: `dibujo ${i}` });
      await insertColored(colorist.user, page, { updatedAt: new Date(Date.UTC(2031, 0, 1, 0, i)) });
    }
    const page1 = await callLoader(coloredPagesRoute.loader, { cookie: adminCookie, path: `/admin/pages/colored?search=${word}` });
    const first = (await page1.json()) as Paged<Colored>;
    expect(first.data).toHaveLength(12);
    expect(first.lastPage).toBe(2);
    expect(first.data[0].page.prompt).toBe("dibujo 13");
    const both = (await (
      await callLoader(coloredPagesRoute.loader, { cookie: adminCookie, path: `/admin/pages/colored?search=${word}&page=2` })
    ).json()) as Paged<Colored>;
    expect(both.data).toHaveLength(14);
    const chunk = (await (
      await callLoader(coloredPagesRoute.loader, { cookie: adminCookie, path: `/admin/pages/colored?search=${word}&page=2&chunk=1` })
    ).json()) as Paged<Colored>;
    expect(chunk.data).toHaveLength(2);
    const byEmail = (await (
      await callLoader(coloredPagesRoute.loader, { cookie: adminCookie, path: `/admin/pages/colored?search=${encodeURIComponent(colorist.email)}` })
    ).json()) as Paged<Colored>;
    expect(byEmail.data).toHaveLength(12);
    expect(byEmail.data.every((c) => c.user.email === colorist.email)).toBe(true);
  });
});
