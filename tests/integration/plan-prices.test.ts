import { formMessage } from "~/lib/forms";
import crypto from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { t } from "~/i18n";
import { plans, subscriptions, users, type PlanRow } from "~/db/schema";
import * as planEditRoute from "~/routes/admin+/plans.$id.edit";
import * as adminPlansRoute from "~/routes/admin+/plans._index";
import * as checkoutPage from "~/routes/_user+/checkout";
import * as plansPaidList from "~/routes/api+/plans.paid.list";
import * as planUpdate from "~/routes/api+/plans.$id.update";
import * as settingUpdate from "~/routes/api+/settings.$name.update";
import { updatePlan } from "~/services/admin-plans.server";
import { planCents } from "~/services/plan-prices.server";
import { paginateSubscriptions } from "~/services/subscriptions.server";
import { pricedPlans } from "~/services/website/public.server";
import { formatMoney } from "~/lib/money";

const euros = (amount: number) => formatMoney(amount, "EUR");
import { setEnv } from "../helpers/env";
import { appErrorOf, callApi, callForm, makeAdmin, makeUser, sessionCookieFor, type ErrorBody, type TestUser } from "../helpers/pages";
import { checkoutApi, useStripeStandIn } from "../helpers/stripe";
import { es } from "../helpers/words";

/**
 * #14 "Money shown is money charged": the amount a person sees before paying is the amount
 * Stripe charges and the amount the subscriptions list records, by construction.
 */

const CONTEXT = { cspNonce: "", requestId: "t" };

const stripe = useStripeStandIn({ secretKey: "sk_test_money", webhookSecret: "whsec_money", prices: [] });
let admin: TestUser;
let adminCookie: string;
const createdPlanIds: number[] = [];

/** A paid plan of this file's own, so the seeded ones (shared with other files) stay as they are. */
async function makePaidPlan(values: Partial<PlanRow> = {}): Promise<PlanRow> {
  const db = await getDb();
  const name = `money-${crypto.randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(plans)
    .values({
      name,
      title: values.title ?? "Familia",
      description: "Un plan de prueba",
      price: values.price ?? 4.99,
      discount: values.discount ?? 10,
      paid: true,
      stripePriceId: values.stripePriceId ?? null,
      publicPageLimit: 50,
      pageCreationLimit: 20,
    })
    .returning();
  createdPlanIds.push(row.id);
  return row;
}

const planRow = async (id: number) => {
  const db = await getDb();
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
};

const body = (plan: PlanRow, overrides: Record<string, unknown> = {}) => ({
  name: plan.name,
  title: plan.title,
  description: plan.description,
  price: plan.price,
  discount: plan.discount,
  publicPageLimit: plan.publicPageLimit,
  pageCreationLimit: plan.pageCreationLimit,
  ...overrides,
});

const stripePrice = (id: string | null) => {
  const price = id ? stripe.standIn.state.prices.get(id) : undefined;
  if (!price) throw new Error(`the stand-in has no price ${id}`);
  return price;
};

/** The user is on the plan, and the subscriptions list shows them paying `price`. */
async function expectSubscribed(user: TestUser, plan: PlanRow, price: number) {
  const listed = await paginateSubscriptions(admin.user, { search: user.user.email });
  expect(listed.data.map((row) => [row.plan.name, row.price])).toEqual([[plan.name, price]]);
  const db = await getDb();
  const [{ planId }] = await db.select({ planId: users.planId }).from(users).where(eq(users.id, user.user.id));
  expect(planId).toBe(plan.id);
}

/** Pays a checkout on the hosted page as a browser would; the webhooks arrive before it returns. */
async function pay(url: string) {
  const res = await fetch(url, { method: "POST", redirect: "manual" });
  expect(res.status).toBe(303);
  await stripe.standIn.settled();
}

beforeAll(async () => {
  admin = await makeAdmin();
  adminCookie = await sessionCookieFor(admin.user);
});

afterAll(async () => {
  const db = await getDb();
  if (createdPlanIds.length) {
    const [free] = await db.select({ id: plans.id }).from(plans).where(eq(plans.name, "free"));
    await db.update(users).set({ planId: free.id }).where(inArray(users.planId, createdPlanIds));
    await db.delete(subscriptions).where(inArray(subscriptions.planId, createdPlanIds));
    await db.delete(plans).where(inArray(plans.id, createdPlanIds));
  }
});

describe("saving a paid plan makes the Stripe price that charges what it shows", () => {
  it("creates a monthly price in euros (the default currency) for the discounted amount; checkout, payment and the subscriptions list all say 4,49 €", async () => {
    const plan = await makePaidPlan({ price: 4.99, discount: 10 });
    const saved = await updatePlan(plan.id, body(plan));
    const price = stripePrice(saved.stripePriceId);
    expect(price).toMatchObject({
      active: true,
      currency: "eur",
      unit_amount: 449,
      recurring: { interval: "month", interval_count: 1 },
      nickname: "Familia",
      metadata: { plan: plan.name, created_by: "colorea" },
    });
    expect(stripe.standIn.state.products.get(price.product)?.name).toBe("Familia");

    const user = await makeUser();
    const checkout = await checkoutApi(user, { priceId: saved.stripePriceId });
    expect(checkout.status).toBe(200);
    const session = [...stripe.standIn.state.sessions.values()].at(-1);
    expect(session?.amount_total).toBe(449);
    // The hosted page shows what Stripe charges: the same amount.
    expect(await (await fetch(checkout.body.url)).text()).toContain("4.49 EUR");
    await pay(checkout.body.url);

    await expectSubscribed(user, plan, 4.49);
  });

  it("a new price or discount makes a new Stripe price on the same product and archives the old one; subscribers keep theirs and stay on the plan", async () => {
    const plan = await makePaidPlan({ price: 9.99, discount: 20 });
    const first = await updatePlan(plan.id, body(plan));
    const old = stripePrice(first.stripePriceId);
    expect(old.unit_amount).toBe(799);

    // Someone subscribes at 7,99 €.
    const user = await makeUser();
    const checkout = await checkoutApi(user, { priceId: old.id });
    await pay(checkout.body.url);

    const second = await updatePlan(plan.id, body(plan, { title: "Familia grande", discount: 10 }));
    const fresh = stripePrice(second.stripePriceId);
    expect(fresh.id).not.toBe(old.id);
    expect(fresh).toMatchObject({ unit_amount: 899, active: true, product: old.product, nickname: "Familia grande" });
    expect(stripePrice(old.id).active).toBe(false);
    // The product's name is what Stripe's page and receipts show.
    expect(stripe.standIn.state.products.get(old.product)?.name).toBe("Familia grande");

    // Saving again with the same amounts changes nothing at Stripe.
    const pricesBefore = stripe.standIn.state.prices.size;
    expect((await updatePlan(plan.id, body(plan, { title: "Familia grande", discount: 10 }))).stripePriceId).toBe(fresh.id);
    expect(stripe.standIn.state.prices.size).toBe(pricesBefore);

    // The subscriber's renewal on the archived price still belongs to the plan, at what they pay.
    const subscription = [...stripe.standIn.state.subscriptions.values()].find((row) => row.items.data[0].price.id === old.id);
    await stripe.standIn.renew(subscription!.id);
    await stripe.standIn.settled();
    await expectSubscribed(user, plan, 7.99);
  });

  it("a price id typed by hand is kept when it charges what the plan shows, and refused (naming both amounts) when it does not", async () => {
    const plan = await makePaidPlan({ price: 4.99, discount: 10 });
    const exact = stripe.standIn.addPrice({ id: `price_exact_${plan.id}`, unitAmount: 449, name: "A mano" });
    const full = stripe.standIn.addPrice({ id: `price_full_${plan.id}`, unitAmount: 499, name: "Sin descuento" });
    const yearly = stripe.standIn.addPrice({ id: `price_year_${plan.id}`, unitAmount: 449, name: "Anual", interval: "year" });
    const dollars = stripe.standIn.addPrice({ id: `price_usd_${plan.id}`, unitAmount: 449, name: "Dólares", currency: "usd" });
    const archived = stripe.standIn.addPrice({ id: `price_off_${plan.id}`, unitAmount: 449, name: "Archivado", active: false });

    const pricesBefore = stripe.standIn.state.prices.size;
    expect((await updatePlan(plan.id, body(plan, { stripePriceId: exact.id }))).stripePriceId).toBe(exact.id);
    expect(stripe.standIn.state.prices.size).toBe(pricesBefore);

    for (const wrong of [full, yearly, dollars, archived]) {
      const error = await appErrorOf(updatePlan(plan.id, body(plan, { stripePriceId: wrong.id })));
      expect(error).toMatchObject({ status: 422, code: "VALIDATION", fields: { stripePriceId: "admin.plans.errors.stripePriceMismatchField" } });
    }
    expect((await planRow(plan.id)).stripePriceId).toBe(exact.id);

    // The /api door names both amounts.
    const api = await callApi<ErrorBody>(planUpdate.action, {
      method: "POST",
      token: admin.token,
      params: { id: String(plan.id) },
      body: body(plan, { stripePriceId: full.id }),
      path: `plans/${plan.id}/update`,
    });
    expect(api.status).toBe(422);
    expect(api.body.message).toBe(es("admin.plans.errors.stripePriceMismatch", { charged: euros(4.99), shown: euros(4.49) }));
    expect(api.body.errors?.stripePriceId).toBe(es("admin.plans.errors.stripePriceMismatchField"));

    // The admin's form says it on the field, and keeps what was typed.
    const form = await callForm(planEditRoute.action, {
      cookie: adminCookie,
      params: { id: String(plan.id) },
      form: { ...Object.fromEntries(Object.entries(body(plan)).map(([k, v]) => [k, String(v)])), stripePriceId: full.id },
      path: `/admin/plans/${plan.id}/edit`,
    });
    expect(form.status).toBe(422);
    const reply = (await form.json()) as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    // The form shows the server's text as it is (in the request's language).
    expect(reply.result.error.stripePriceId).toEqual([t("admin.plans.errors.stripePriceMismatchField")]);
    expect(reply.result.initialValue.stripePriceId).toBe(full.id);

    const unknown = await appErrorOf(updatePlan(plan.id, body(plan, { stripePriceId: "price_nobody_has_this" })));
    expect(unknown).toMatchObject({ status: 422, fields: { stripePriceId: "admin.plans.errors.stripePriceMissing" } });
  });

  it("an old install's price that charges the undiscounted amount is replaced on the next save (and left active: it is not the app's)", async () => {
    const legacy = stripe.standIn.addPrice({ id: `price_legacy_${crypto.randomUUID().slice(0, 6)}`, unitAmount: 499, name: "Inicial" });
    const plan = await makePaidPlan({ price: 4.99, discount: 10, stripePriceId: legacy.id });
    const saved = await updatePlan(plan.id, body(plan));
    expect(saved.stripePriceId).not.toBe(legacy.id);
    expect(stripePrice(saved.stripePriceId).unit_amount).toBe(449);
    expect(stripePrice(legacy.id).active).toBe(true);
  });

  it("an empty field with Stripe connected makes a price; a paid plan cannot cost less than Stripe's 0,50", async () => {
    const plan = await makePaidPlan({ price: 2, discount: 0 });
    const saved = await updatePlan(plan.id, body(plan, { stripePriceId: "" }));
    expect(stripePrice(saved.stripePriceId).unit_amount).toBe(200);

    expect(await appErrorOf(updatePlan(plan.id, body(plan, { price: 0.49, discount: 0 })))).toMatchObject({
      status: 422,
      fields: { price: "admin.plans.errors.belowMinimum" },
    });
    expect(await appErrorOf(updatePlan(plan.id, body(plan, { price: 2, discount: 100 })))).toMatchObject({
      status: 422,
      fields: { discount: "admin.plans.errors.belowMinimum" },
    });
    expect(await planRow(plan.id)).toMatchObject({ price: 2, discount: 0, stripePriceId: saved.stripePriceId });
  });

  it("Stripe unreachable: the save is refused and nothing changes", async () => {
    const plan = await makePaidPlan({ price: 4.99, discount: 10 });
    stripe.standIn.apiDown = true;
    const error = await appErrorOf(updatePlan(plan.id, body(plan, { discount: 30 })));
    expect(error).toMatchObject({ status: 503, code: "PAYMENTS_UNAVAILABLE" });
    expect(await planRow(plan.id)).toMatchObject({ discount: 10, stripePriceId: null });
  });

  it("without a Stripe key nothing can be checked: the typed id is kept as it is", async () => {
    const restore = setEnv({ STRIPE_SECRET_KEY: undefined });
    try {
      const plan = await makePaidPlan();
      const requests = stripe.standIn.state.requests.length;
      expect((await updatePlan(plan.id, body(plan, { stripePriceId: "price_typed_offline" }))).stripePriceId).toBe("price_typed_offline");
      expect(stripe.standIn.state.requests.length).toBe(requests);
    } finally {
      restore();
    }
  });
});

describe("the checkout refuses a price that does not charge what the plan shows", () => {
  it("409 PRICE_MISMATCH naming both amounts, on /api and on /checkout; nobody is sent to pay", async () => {
    const wrong = stripe.standIn.addPrice({ id: `price_wrong_${crypto.randomUUID().slice(0, 6)}`, unitAmount: 499, name: "Inicial" });
    const plan = await makePaidPlan({ price: 4.99, discount: 10, stripePriceId: wrong.id });
    const user = await makeUser();
    const sessions = stripe.standIn.state.sessions.size;
    const message = es("errors.payments.priceMismatch", { charged: euros(4.99), shown: euros(4.49) });

    const api = await checkoutApi(user, { priceId: wrong.id });
    expect(api.status).toBe(409);
    expect(api.body).toMatchObject({ code: "PRICE_MISMATCH", message });

    const web = await callForm(checkoutPage.action, { cookie: await sessionCookieFor(user.user), form: { priceId: wrong.id }, path: "/checkout" });
    expect(web.status).toBe(409);
    expect(formMessage(await web.json())).toBe(message);
    expect(stripe.standIn.state.sessions.size).toBe(sessions);

    // A price deleted at Stripe is refused too.
    const db = await getDb();
    await db.update(plans).set({ stripePriceId: "price_deleted_at_stripe" }).where(eq(plans.id, plan.id));
    const gone = await checkoutApi(user, { priceId: "price_deleted_at_stripe" });
    expect(gone.body).toMatchObject({ code: "PRICE_MISMATCH", message: es("errors.payments.priceMissing") });
  });

  it("the admin's plan cards say what Stripe will charge, and warn when it is not what the plan shows", async () => {
    const wrong = stripe.standIn.addPrice({ id: `price_card_${crypto.randomUUID().slice(0, 6)}`, unitAmount: 499, name: "Inicial" });
    const mismatched = await makePaidPlan({ stripePriceId: wrong.id });
    const none = await makePaidPlan();
    const good = await makePaidPlan();
    await updatePlan(good.id, body(good));
    const res = await adminPlansRoute.loader({
      request: new Request("http://localhost:3999/admin/plans", { headers: { Cookie: adminCookie } }),
      params: {},
      context: CONTEXT,
    } as never);
    const data = (await res.json()) as { plans: { id: number; stripe: { state: string; charged?: string } | null }[] };
    const stateOf = (id: number) => data.plans.find((plan) => plan.id === id)?.stripe;
    expect(stateOf(mismatched.id)).toEqual({ state: "mismatch", charged: euros(4.99) });
    expect(stateOf(none.id)).toEqual({ state: "none" });
    expect(stateOf(good.id)).toEqual({ state: "ok", charged: euros(4.49) });
  });
});

describe("until payments are configured, paid plans are coming soon", () => {
  it("landing, /checkout and /api mark a paid plan on sale only with both Stripe secrets and a price id", async () => {
    const priced = await makePaidPlan();
    await updatePlan(priced.id, body(priced));
    const bare = await makePaidPlan();
    const user = await makeUser();
    const cookie = await sessionCookieFor(user.user);

    const readAll = async () => {
      const landing = await pricedPlans();
      const page = await checkoutPage.loader({
        request: new Request("http://localhost:3999/checkout", { headers: { Cookie: cookie } }),
        params: {},
        context: CONTEXT,
      } as never);
      const checkout = (await page.json()) as { plans: { name: string; onSale: boolean }[] };
      const api = await callApi<{ name: string; on_sale: boolean }[]>(plansPaidList.loader, { token: user.token, path: "plans/paid/list" });
      const pick = (rows: { name: string }[], name: string) => rows.find((row) => row.name === name) as { onSale?: boolean; on_sale?: boolean };
      return [priced, bare].map((plan) => [pick(landing, plan.name).onSale, pick(checkout.plans, plan.name).onSale, pick(api.body, plan.name).on_sale]);
    };

    expect(await readAll()).toEqual([
      [true, true, true],
      [false, false, false],
    ]);
    const restore = setEnv({ STRIPE_WEBHOOK_SECRET: undefined });
    try {
      expect(await readAll()).toEqual([
        [false, false, false],
        [false, false, false],
      ]);
    } finally {
      restore();
    }
    expect(planCents(priced)).toBe(449);
  });
});

describe("the admin's currency (record 0172)", () => {
  const setCurrency = (value: string) =>
    callApi<{ updated: { name: string; value: string } }>(settingUpdate.action, {
      method: "PATCH",
      token: admin.token,
      params: { name: "currency" },
      body: { value },
      path: "settings/currency/update",
    });

  it("prices are made in euros by default; changing the currency makes each plan's price again in it, and the checkout sells it", async () => {
    const plan = await makePaidPlan({ price: 4.99, discount: 10 });
    const old = stripePrice((await updatePlan(plan.id, body(plan))).stripePriceId);
    expect(old).toMatchObject({ currency: "eur", unit_amount: 449 });
    try {
      const changed = await setCurrency("usd");
      expect(changed.status).toBe(200);
      expect(changed.body.updated).toEqual({ name: "currency", value: "USD" });

      const fresh = stripePrice((await planRow(plan.id)).stripePriceId);
      expect(fresh.id).not.toBe(old.id);
      // Stripe prices are immutable: a new one, same number, same product; the old one archived.
      expect(fresh).toMatchObject({ currency: "usd", unit_amount: 449, active: true, product: old.product });
      expect(stripePrice(old.id).active).toBe(false);

      const user = await makeUser();
      const checkout = await checkoutApi(user, { priceId: fresh.id });
      expect(checkout.status).toBe(200);
      expect(await (await fetch(checkout.body.url)).text()).toContain("4.49 USD");

      // Saving the same currency again asks Stripe for nothing new.
      const prices = stripe.standIn.state.prices.size;
      await setCurrency("USD");
      expect(stripe.standIn.state.prices.size).toBe(prices);
    } finally {
      await setCurrency("EUR");
    }
    expect(stripePrice((await planRow(plan.id)).stripePriceId)).toMatchObject({ currency: "eur", unit_amount: 449, active: true });
  });

  it("refuses a currency not in the list", async () => {
    const refused = await setCurrency("BTC");
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errors: { value: es("admin.settings.currencyInvalid") } });
  });
});
