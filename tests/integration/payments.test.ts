import { apiPlan } from "~/utils/api-shapes.server";
import { formMessage } from "~/lib/forms";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { credits, plans, stripeEvents, subscriptions, users, type PlanRow } from "~/db/schema";
import * as planRead from "~/routes/api+/plans.$id.read";
import * as plansList from "~/routes/api+/plans.list";
import * as plansPaidList from "~/routes/api+/plans.paid.list";
import * as checkoutRoute from "~/routes/api+/stripe.checkout";
import * as cancelRoute from "~/routes/api+/stripe.subscription.cancel";
import * as webhookRoute from "~/routes/api+/stripe.webhook";
import * as webCheckout from "~/routes/_user+/checkout";
import { currentCredits, readCredits } from "~/services/credits.server";
import { cancelSubscription, createCheckout } from "~/services/payments/checkout.server";
import { isPaymentsConfigured, paymentsStatus, stripeFor } from "~/services/payments/client.server";
import { paymentResult } from "~/services/payments/outcome.server";
import { handleWebhook } from "~/services/payments/webhooks.server";
import type { PublicPlan } from "~/services/plans.server";
import { saveSetting } from "~/services/settings.server";
import { checkoutApi, useStripeStandIn } from "../helpers/stripe";
import {
  appErrorOf,
  callApi,
  callForm,
  creditRow,
  makeAdmin,
  makeUser,
  PASSWORD,
  reloadUser,
  sessionCookieFor,
  setCredits,
  type TestUser,
} from "../helpers/pages";
import { captureMail } from "../helpers/users";
import { deleteOwnAccount } from "~/services/account-deletion.server";
import { parseForm, startStripeStandIn, type StandInEvent } from "../stand-ins/stripe";
import { es } from "../helpers/words";

const WEBHOOK_SECRET = "whsec_test";
const SECRET_KEY = "sk_test_x";
const DAY = 24 * 3600_000;

const stripe = useStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, pricedPlans: true });
const plan: Record<"free" | "starter" | "advanced", PlanRow> = {} as Record<"free" | "starter" | "advanced", PlanRow>;

beforeAll(async () => {
  const db = await getDb();
  for (const row of await db.select().from(plans)) plan[row.name as keyof typeof plan] = row;
});

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/** Checkout through the /api door, then the hosted page as a browser uses it (GET, then the form's POST). */
async function buy(user: TestUser, priceId = "price_starter") {
  const res = await checkoutApi(user, { priceId });
  expect(res.status).toBe(200);
  const page = await fetch(res.body.url);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("<title>Pago de prueba</title>");
  expect(html).toContain("Pagar");
  const firstEvent = stripe.standIn.state.events.length;
  const firstDelivery = stripe.standIn.state.deliveries.length;
  const paid = await fetch(res.body.url, { method: "POST", redirect: "manual" });
  expect(paid.status).toBe(303);
  const location = new URL(paid.headers.get("location") ?? "");
  const sessionId = location.searchParams.get("session_id") ?? "";
  const session = stripe.standIn.state.sessions.get(sessionId);
  if (!session?.subscription) throw new Error(`session ${sessionId} was not paid`);
  return {
    sessionId,
    location,
    subscriptionId: session.subscription,
    events: stripe.standIn.state.events.slice(firstEvent),
    deliveries: stripe.standIn.state.deliveries.slice(firstDelivery),
  };
}

/** Everything the payments touch for one user, in a comparable form. */
async function snapshot(userId: number) {
  const db = await getDb();
  const [user] = await db.select({ planId: users.planId, stripeId: users.stripeId }).from(users).where(eq(users.id, userId));
  const [credit] = await db
    .select({ publicPage: credits.publicPage, pageCreation: credits.pageCreation, expireAt: credits.expireAt })
    .from(credits)
    .where(eq(credits.userId, userId));
  const rows = await db
    .select({
      planId: subscriptions.planId,
      stripeSubscriptionId: subscriptions.stripeSubscriptionId,
      price: subscriptions.price,
      createdAt: subscriptions.createdAt,
      canceledAt: subscriptions.canceledAt,
      expireAt: subscriptions.expireAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(subscriptions.stripeSubscriptionId);
  return { user, credit, subscriptions: rows };
}

async function subscriptionRows(userId: number) {
  const db = await getDb();
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
}

/** The stripe_events rows of these events: the webhook's record of having applied them. */
const ofEvents = (events: { id: string }[]) =>
  inArray(
    stripeEvents.id,
    events.map((e) => e.id),
  );

async function recordedEvents(events: { id: string }[]) {
  const db = await getDb();
  return db.select().from(stripeEvents).where(ofEvents(events));
}

async function planOf(userId: number) {
  const db = await getDb();
  const [row] = await db.select({ name: plans.name }).from(users).innerJoin(plans, eq(plans.id, users.planId)).where(eq(users.id, userId));
  return row.name;
}

const periodEnd = (subscriptionId: string) => {
  const subscription = stripe.standIn.state.subscriptions.get(subscriptionId);
  if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
  return new Date(subscription.items.data[0].current_period_end * 1000);
};

/** Posts a payload to the webhook route as Stripe would, with any signature header (or none). */
async function postWebhook(payload: string, signature: string | null) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (signature !== null) headers["Stripe-Signature"] = signature;
  const res = await fetch(stripe.receiverUrl, { method: "POST", headers, body: payload });
  return { status: res.status, body: (await res.json()) as { received?: boolean; code?: string; message?: string } };
}

/** The stand-in's refunds of a subscription's invoices (the app names the subscription on each). */
const refundsOf = (subscriptionId: string) => [...stripe.standIn.state.refunds.values()].filter((refund) => refund.metadata.subscription === subscriptionId);

/** The charge that paid the subscription's latest invoice. */
function latestCharge(subscriptionId: string) {
  const subscription = stripe.standIn.state.subscriptions.get(subscriptionId);
  const payment = [...stripe.standIn.state.invoicePayments.values()].find((one) => one.invoice === subscription?.latest_invoice);
  const intent = stripe.standIn.state.paymentIntents.get(payment?.payment.payment_intent ?? "");
  return stripe.standIn.state.charges.get(intent?.latest_charge ?? "");
}

/** A copy of an event under a new id: a different delivery Stripe could make (not a retry). */
const asNewEvent = (event: StandInEvent, change: (object: Record<string, unknown>) => void = () => {}): StandInEvent => {
  const copy = structuredClone(event);
  copy.id = `evt_copy_${Math.random().toString(36).slice(2)}`;
  change(copy.data.object as Record<string, unknown>);
  return copy;
};

/** A seeded shuffle, so a failing order can be reproduced from the test name. */
function shuffled<T>(items: T[], seed: number) {
  const out = [...items];
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// ---------------------------------------------------------------------------

describe("the Stripe stand-in", () => {
  it("parses Stripe's bracket form encoding like qs", () => {
    expect(parseForm("mode=subscription&line_items[0][price]=price_x&line_items[0][quantity]=1&metadata[user_id]=7&expand[]=a&expand[]=b&q=a%20b+c")).toEqual({
      mode: "subscription",
      line_items: [{ price: "price_x", quantity: "1" }],
      metadata: { user_id: "7" },
      expand: ["a", "b"],
      q: "a b c",
    });
    expect(parseForm("a%5B0%5D%5Bb%5D=1")).toEqual({ a: [{ b: "1" }] });
  });

  it("answers Stripe error JSON that the SDK turns into typed errors", async () => {
    const res = await fetch(`${stripe.standIn.url}/v1/customers/cus_missing`, { headers: { Authorization: `Bearer ${SECRET_KEY}` } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { type: "invalid_request_error", code: "resource_missing" } });
    const noKey = await fetch(`${stripe.standIn.url}/v1/customers/cus_missing`);
    expect(noKey.status).toBe(401);
  });
});

describe("the purchase, through the doors", () => {
  it("checkout → hosted page → signed webhooks → the user is on starter with 50/20 credits and an active subscription", async () => {
    const user = await makeUser();
    const { location, sessionId, subscriptionId, deliveries } = await buy(user);

    // Back on the app's payment screen with the session filled in.
    expect(`${location.origin}${location.pathname}`).toBe("http://localhost:3999/payment");
    expect(location.searchParams.get("status")).toBe("success");

    // Both events were delivered and accepted.
    expect(deliveries.map((d) => [d.type, d.status])).toEqual([
      ["checkout.session.completed", 200],
      ["invoice.paid", 200],
    ]);
    for (const delivery of deliveries) expect(JSON.parse(delivery.body)).toEqual({ received: true });

    const session = stripe.standIn.state.sessions.get(sessionId);
    const view = await readCredits(user.user.id);
    expect(view).toMatchObject({
      publicPage: 50,
      pageCreation: 20,
      expireAt: periodEnd(subscriptionId).toISOString(),
      user: { plan: { name: "starter", paid: true }, subscription: { canceledAt: null, expireAt: periodEnd(subscriptionId).toISOString() } },
    });
    const [row] = await subscriptionRows(user.user.id);
    expect(row).toMatchObject({ planId: plan.starter.id, stripeSubscriptionId: subscriptionId, price: 4.49, canceledAt: null });
    const db = await getDb();
    const [linked] = await db.select({ stripeId: users.stripeId }).from(users).where(eq(users.id, user.user.id));
    expect(linked.stripeId).toBe(session?.customer);

    // The payment screen reads Stripe and the database, not the query string.
    const result = await paymentResult(user.user, { status: "success", sessionId });
    expect(result).toEqual({
      outcome: "paid",
      plan: { name: "starter", title: "Inicial", paid: true },
      expireAt: periodEnd(subscriptionId).toISOString(),
    });
  });

  it("the checkout session carries the customer, the user, the price and the return URLs", async () => {
    const user = await makeUser();
    const res = await checkoutApi(user, { priceId: "price_advanced" });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(new RegExp(`^${stripe.standIn.url}/pay/cs_test_`));
    const session = stripe.standIn.state.sessions.get(res.body.url.split("/").pop() ?? "");
    const db = await getDb();
    const [row] = await db.select({ stripeId: users.stripeId }).from(users).where(eq(users.id, user.user.id));
    expect(session).toMatchObject({
      mode: "subscription",
      status: "open",
      customer: row.stripeId,
      client_reference_id: String(user.user.id),
      success_url: "http://localhost:3999/payment?status=success&session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3999/payment?status=cancel",
      metadata: { user_id: String(user.user.id), plan: "advanced" },
      _price: "price_advanced",
      amount_total: 799,
    });
    expect(stripe.standIn.state.customers.get(row.stripeId ?? "")).toMatchObject({ email: user.email, metadata: { user_id: String(user.user.id) } });
    // The environment's key reached Stripe.
    expect(stripe.standIn.state.requests.at(-1)?.authorization).toBe(`Bearer ${SECRET_KEY}`);
  });

  it("buying advanced gives the advanced limits", async () => {
    const user = await makeUser();
    await buy(user, "price_advanced");
    expect(await readCredits(user.user.id)).toMatchObject({ publicPage: 200, pageCreation: 100, user: { plan: { name: "advanced" } } });
    expect((await subscriptionRows(user.user.id))[0].price).toBe(7.99);
  });
});

describe("webhook deliveries in any order, any number of times", () => {
  it("a purchase, a renewal and a cancellation delivered five times each, shuffled, end exactly as delivered once in order", async () => {
    const user = await makeUser();
    const res = await checkoutApi(user, { priceId: "price_starter" });
    // The state just before Stripe had anything to say (the customer is linked at checkout).
    const before = await snapshot(user.user.id);
    const firstEvent = stripe.standIn.state.events.length;

    // Live and in order: each event is delivered as it happens.
    const sessionId = res.body.url.split("/").pop() ?? "";
    await stripe.standIn.pay(sessionId);
    const subscriptionId = stripe.standIn.state.sessions.get(sessionId)?.subscription ?? "";
    await setCredits(user.user.id, { publicPage: 7, pageCreation: 2 });
    await stripe.standIn.renew(subscriptionId);
    await cancelSubscription(user.user);
    await stripe.standIn.settled();
    const inOrder = await snapshot(user.user.id);
    const events = stripe.standIn.state.events.slice(firstEvent);
    expect(events.map((e) => e.type)).toEqual([
      "checkout.session.completed",
      "invoice.paid",
      "customer.subscription.updated",
      "invoice.paid",
      "customer.subscription.updated",
    ]);
    expect(inOrder.user.planId).toBe(plan.starter.id);
    expect(inOrder.credit).toEqual({ publicPage: 50, pageCreation: 20, expireAt: periodEnd(subscriptionId) });
    expect(inOrder.subscriptions).toHaveLength(1);
    expect(inOrder.subscriptions[0].canceledAt).toBeInstanceOf(Date);
    expect(inOrder.subscriptions[0].expireAt).toEqual(periodEnd(subscriptionId));

    const db = await getDb();
    for (const seed of [1, 42, 2024]) {
      // Back to the moment before the first event, forgetting that any was applied.
      await db.update(users).set({ planId: before.user.planId, stripeId: before.user.stripeId }).where(eq(users.id, user.user.id));
      await db.update(credits).set(before.credit).where(eq(credits.userId, user.user.id));
      await db.delete(subscriptions).where(eq(subscriptions.userId, user.user.id));
      await db.delete(stripeEvents).where(ofEvents(events));

      // Five copies of every event, shuffled, three at a time (like Stripe's parallel deliveries).
      const queue = shuffled(
        events.flatMap((event) => Array.from({ length: 5 }, () => event)),
        seed,
      );
      const statuses: number[] = [];
      await Promise.all(
        Array.from({ length: 3 }, async () => {
          for (let event = queue.shift(); event; event = queue.shift()) statuses.push((await stripe.standIn.deliver(event))?.status ?? 0);
        }),
      );
      expect(
        statuses.every((status) => status === 200),
        `seed ${seed}: ${statuses.join(",")}`,
      ).toBe(true);
      expect(await snapshot(user.user.id), `seed ${seed}`).toEqual(inOrder);
      expect(await recordedEvents(events)).toHaveLength(events.length);
    }
  });

  it("the same event twice (Stripe's retry) is applied once", async () => {
    const user = await makeUser();
    const { subscriptionId, events } = await buy(user);
    const invoicePaid = events.find((e) => e.type === "invoice.paid");
    if (!invoicePaid) throw new Error("no invoice.paid");
    await setCredits(user.user.id, { publicPage: 1, pageCreation: 0 });
    expect((await stripe.standIn.deliver(invoicePaid))?.status).toBe(200);
    expect(await creditRow(user.user.id)).toMatchObject({ publicPage: 1, pageCreation: 0, expireAt: periodEnd(subscriptionId) });
  });

  it("an older invoice arriving after a newer one changes nothing", async () => {
    const user = await makeUser();
    const { subscriptionId, events } = await buy(user);
    const firstInvoice = events.find((e) => e.type === "invoice.paid");
    if (!firstInvoice) throw new Error("no invoice.paid");
    await stripe.standIn.renew(subscriptionId);
    await setCredits(user.user.id, { publicPage: 3, pageCreation: 1 });
    const renewedEnd = periodEnd(subscriptionId);
    // A different event about the first period (not a retry: a new event id).
    expect((await stripe.standIn.deliver(asNewEvent(firstInvoice)))?.status).toBe(200);
    expect(await creditRow(user.user.id)).toMatchObject({ publicPage: 3, pageCreation: 1, expireAt: renewedEnd });
    expect((await subscriptionRows(user.user.id))[0].expireAt).toEqual(renewedEnd);
  });

  it("reads invoices from webhook endpoints on older API versions (invoice.subscription)", async () => {
    const user = await makeUser();
    stripe.standIn.webhookUrl = null;
    const { subscriptionId, events } = await buy(user);
    const invoicePaid = events.find((e) => e.type === "invoice.paid");
    if (!invoicePaid) throw new Error("no invoice.paid");
    stripe.standIn.webhookUrl = stripe.receiverUrl;
    const legacy = asNewEvent(invoicePaid, (invoice) => {
      delete invoice.parent;
      invoice.subscription = subscriptionId;
      const lines = invoice.lines as { data: Record<string, unknown>[] };
      for (const line of lines.data) {
        delete line.parent;
        delete line.subscription;
      }
    });
    expect((await stripe.standIn.deliver(legacy))?.status).toBe(200);
    expect(await readCredits(user.user.id)).toMatchObject({ publicPage: 50, user: { plan: { name: "starter" } } });
  });
});

describe("webhook signatures", () => {
  it("a bad, missing or stale signature, or a changed body, is a 400 and changes nothing", async () => {
    const user = await makeUser();
    stripe.standIn.webhookUrl = null;
    const { events } = await buy(user);
    const before = await snapshot(user.user.id);
    expect(before.user.planId).toBe(plan.free.id);

    for (const event of events) {
      const payload = JSON.stringify(event);
      const forged = await startStripeStandIn({ webhookSecret: "whsec_someone_else" });
      const attempts: [string, string | null][] = [
        [payload, null],
        [payload, ""],
        [payload, "t=1,v1=deadbeef"],
        [payload, forged.sign(payload)],
        [payload, stripe.standIn.sign(payload, Math.floor(Date.now() / 1000) - 3600)],
        [payload.replace('"livemode":false', '"livemode":true'), stripe.standIn.sign(payload)],
      ];
      await forged.close();
      for (const [body, signature] of attempts) {
        const res = await postWebhook(body, signature);
        expect(res.status, String(signature)).toBe(400);
        expect(res.body).toEqual({ message: es("errors.payments.badSignature"), code: "VALIDATION" });
      }
    }
    expect(await snapshot(user.user.id)).toEqual(before);
    expect(await recordedEvents(events)).toEqual([]);

    // The genuine deliveries still work afterwards.
    stripe.standIn.webhookUrl = stripe.receiverUrl;
    for (const event of events) expect((await stripe.standIn.deliver(event))?.status).toBe(200);
    expect(await planOf(user.user.id)).toBe("starter");
  });

  it("handleWebhook: no signature is a 400 AppError", async () => {
    const error = await appErrorOf(handleWebhook("{}", null));
    expect([error.status, error.code]).toEqual([400, "VALIDATION"]);
  });

  it("without a webhook secret the route answers 503, so Stripe retries later", async () => {
    stripe.env({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: undefined, STRIPE_API_URL: stripe.standIn.url });
    const payload = JSON.stringify({ id: "evt_x", object: "event", type: "customer.created", data: { object: {} } });
    const res = await postWebhook(payload, stripe.standIn.sign(payload));
    expect(res.status).toBe(503);
    expect(res.body.code).toBe("PAYMENTS_UNAVAILABLE");
  });

  it("events the app does not use are acknowledged and recorded", async () => {
    const payload = JSON.stringify({
      id: `evt_other_${Date.now()}`,
      object: "event",
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000),
      type: "customer.created",
      data: { object: { id: "cus_x", object: "customer" } },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    const res = await postWebhook(payload, stripe.standIn.sign(payload));
    expect(res).toEqual({ status: 200, body: { received: true } });
  });

  it("GET on the webhook is 405", async () => {
    const res = await callApi(webhookRoute.loader, { path: "stripe/webhook" });
    expect(res.status).toBe(405);
  });
});

describe("renewal", () => {
  it("subscription_cycle resets spent credits and moves expire_at to the new period's end", async () => {
    const user = await makeUser();
    const { subscriptionId } = await buy(user);
    const firstEnd = periodEnd(subscriptionId);
    await setCredits(user.user.id, { publicPage: 4, pageCreation: 0 });
    const events = await stripe.standIn.renew(subscriptionId);
    expect(events.map((e) => e.type)).toEqual(["customer.subscription.updated", "invoice.paid"]);
    expect(events[1].data.object).toMatchObject({ billing_reason: "subscription_cycle" });
    const secondEnd = periodEnd(subscriptionId);
    expect(secondEnd.getTime()).toBeGreaterThan(firstEnd.getTime() + 27 * DAY);
    expect(await creditRow(user.user.id)).toMatchObject({ publicPage: 50, pageCreation: 20, expireAt: secondEnd });
    expect((await subscriptionRows(user.user.id))[0].expireAt).toEqual(secondEnd);
    expect(await planOf(user.user.id)).toBe("starter");
  });
});

describe("cancelling", () => {
  it("keeps the paid plan until expire_at, then the next credits read returns the user to free", async () => {
    const user = await makeUser();
    const { subscriptionId } = await buy(user);
    const end = periodEnd(subscriptionId);

    const res = await callApi<{ message: string }>(cancelRoute.action, { method: "POST", token: user.token, path: "stripe/subscription/cancel" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Has cancelado tu suscripción. Sigues con tu plan hasta el final del periodo pagado." });
    expect(stripe.standIn.state.subscriptions.get(subscriptionId)).toMatchObject({ cancel_at_period_end: true, status: "active" });
    await stripe.standIn.settled();

    const view = await readCredits(user.user.id);
    expect(view).toMatchObject({ publicPage: 50, pageCreation: 20, expireAt: end.toISOString(), user: { plan: { name: "starter" } } });
    expect(view.user.subscription?.canceledAt).toBe(new Date((stripe.standIn.state.subscriptions.get(subscriptionId)?.canceled_at ?? 0) * 1000).toISOString());

    // Nothing left to cancel.
    const again = await callApi(cancelRoute.action, { method: "POST", token: user.token, path: "stripe/subscription/cancel" });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: "No tienes ninguna suscripción activa que cancelar.", code: "NOT_FOUND" });

    // Time passes: the paid period is over.
    const past = new Date(Date.now() - DAY);
    await setCredits(user.user.id, { expireAt: past, publicPage: 2 });
    const db = await getDb();
    await db.update(subscriptions).set({ expireAt: past }).where(eq(subscriptions.userId, user.user.id));
    const lapsed = await readCredits(user.user.id);
    expect(lapsed).toMatchObject({ publicPage: 5, pageCreation: 3, user: { plan: { name: "free", paid: false }, subscription: null } });
    const freeEnd = new Date(lapsed.expireAt).getTime();
    expect(freeEnd).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(freeEnd).toBeLessThan(Date.now() + 32 * DAY);

    // Stripe ends the subscription at the period's end: nothing more changes (no second free grant).
    await setCredits(user.user.id, { publicPage: 4 });
    const afterLapse = await snapshot(user.user.id);
    await stripe.standIn.endSubscription(subscriptionId);
    const ended = await snapshot(user.user.id);
    expect(ended.user).toEqual(afterLapse.user);
    expect(ended.credit).toEqual(afterLapse.credit);
  });

  it("customer.subscription.deleted returns the user to free with a fresh free period", async () => {
    const user = await makeUser();
    const { subscriptionId } = await buy(user);
    await setCredits(user.user.id, { publicPage: 10, pageCreation: 5 });
    const [event] = await stripe.standIn.endSubscription(subscriptionId);
    expect(event.type).toBe("customer.subscription.deleted");
    const view = await readCredits(user.user.id);
    expect(view).toMatchObject({ publicPage: 5, pageCreation: 3, user: { plan: { name: "free" }, subscription: null } });
    expect(new Date(view.expireAt).getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    const [row] = await subscriptionRows(user.user.id);
    expect(row.canceledAt).toBeInstanceOf(Date);
    expect(row.expireAt.getTime()).toBeLessThanOrEqual(Date.now());
    // And the user can buy again.
    await buy(user, "price_advanced");
    expect(await readCredits(user.user.id)).toMatchObject({ publicPage: 200, user: { plan: { name: "advanced" }, subscription: { canceledAt: null } } });
  });

  it("resuming at Stripe (cancel_at_period_end back to false) clears canceled_at", async () => {
    const user = await makeUser();
    const { subscriptionId } = await buy(user);
    await cancelSubscription(user.user);
    await stripe.standIn.settled();
    expect((await subscriptionRows(user.user.id))[0].canceledAt).toBeInstanceOf(Date);
    const resumed = await fetch(`${stripe.standIn.url}/v1/subscriptions/${subscriptionId}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${SECRET_KEY}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: "cancel_at_period_end=false",
    });
    expect(resumed.status).toBe(200);
    await stripe.standIn.settled();
    expect((await subscriptionRows(user.user.id))[0].canceledAt).toBeNull();
    expect(await planOf(user.user.id)).toBe("starter");
  });

  it("a plan change at Stripe (new price on the subscription) switches the user's plan", async () => {
    const user = await makeUser();
    const { subscriptionId } = await buy(user);
    const subscription = stripe.standIn.state.subscriptions.get(subscriptionId);
    const res = await fetch(`${stripe.standIn.url}/v1/subscriptions/${subscriptionId}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${SECRET_KEY}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: `items[0][id]=${subscription?.items.data[0].id}&items[0][price]=price_advanced`,
    });
    expect(res.status).toBe(200);
    await stripe.standIn.settled();
    expect(await planOf(user.user.id)).toBe("advanced");
    expect((await subscriptionRows(user.user.id))[0]).toMatchObject({ planId: plan.advanced.id, price: 7.99 });
  });

  it("without a subscription: 404 with a Spanish message", async () => {
    const user = await makeUser({ plan: "paid" });
    const error = await appErrorOf(cancelSubscription(user.user));
    expect([error.status, error.code, error.messageKey]).toEqual([404, "NOT_FOUND", "errors.payments.noSubscription"]);
  });
});

describe("the paid → free lapse on reading credits", () => {
  const expired = () => new Date(Date.now() - 2 * DAY);

  it("a paid plan without any subscription whose period is over returns to free", async () => {
    const { user } = await makeUser({ plan: "paid" });
    await setCredits(user.id, { expireAt: expired(), publicPage: 0, pageCreation: 0 });
    const credit = await currentCredits(user.id);
    expect(credit).toMatchObject({ publicPage: 5, pageCreation: 3, plan: { name: "free" } });
    expect(credit.expireAt.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
  });

  it("a subscription that still renews keeps the paid plan while Stripe's invoice is awaited", async () => {
    const { user } = await makeUser({ plan: "paid" });
    const db = await getDb();
    await db.insert(subscriptions).values({ userId: user.id, planId: plan.starter.id, stripeSubscriptionId: `sub_wait_${user.id}`, expireAt: expired() });
    await setCredits(user.id, { expireAt: expired(), publicPage: 1, pageCreation: 0 });
    expect(await currentCredits(user.id)).toMatchObject({ publicPage: 1, pageCreation: 0, plan: { name: "starter" } });
  });

  it("a cancelled subscription's period still running keeps the paid plan", async () => {
    const { user } = await makeUser({ plan: "paid" });
    const db = await getDb();
    const end = new Date(Date.now() + 10 * DAY);
    await db
      .insert(subscriptions)
      .values({ userId: user.id, planId: plan.starter.id, stripeSubscriptionId: `sub_running_${user.id}`, canceledAt: new Date(), expireAt: end });
    await setCredits(user.id, { expireAt: end, publicPage: 9 });
    expect(await currentCredits(user.id)).toMatchObject({ publicPage: 9, plan: { name: "starter" } });
  });

  it("happens once under 10 concurrent reads", async () => {
    const { user } = await makeUser({ plan: "paid" });
    const db = await getDb();
    await db
      .insert(subscriptions)
      .values({ userId: user.id, planId: plan.starter.id, stripeSubscriptionId: `sub_gone_${user.id}`, canceledAt: expired(), expireAt: expired() });
    await setCredits(user.id, { expireAt: expired(), publicPage: 0 });
    const views = await Promise.all(Array.from({ length: 10 }, () => readCredits(user.id)));
    // Each reader would have granted a period ending a month after its own clock: one grant, one end.
    expect(new Set(views.map((view) => view.expireAt)).size).toBe(1);
    for (const view of views) expect(view).toMatchObject({ publicPage: 5, pageCreation: 3, user: { plan: { name: "free" } } });
    expect(await planOf(user.id)).toBe("free");
  });
});

describe("createCheckout rules", () => {
  it("an unknown or missing price is a 422 on priceId", async () => {
    const user = await makeUser();
    for (const body of [{ priceId: "price_nope" }, { priceId: "" }, {}, { priceId: 12 }]) {
      const res = await checkoutApi(user, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe("VALIDATION");
      expect(Object.keys(res.body.errors ?? {})).toEqual(["priceId"]);
    }
    expect((await checkoutApi(user, { priceId: "price_nope" })).body.errors).toEqual({ priceId: "Elige uno de los planes de pago." });
    expect((await checkoutApi(user, {})).body.errors).toEqual({ priceId: "Elige un plan para continuar." });
  });

  it("both doors answer a missing or unknown price alike: 422 VALIDATION with the same words (issue #16)", async () => {
    const user = await makeUser();
    const cookie = await sessionCookieFor(user.user);
    for (const priceId of ["", "price_nope"]) {
      const api = await checkoutApi(user, { priceId });
      const web = await callForm(webCheckout.action, { cookie, form: { priceId }, path: "/checkout" });
      const body = await web.json();
      expect([web.status, body.code], priceId).toEqual([api.status, api.body.code]);
      // The message is the field's on both: the web form shows it, the shell says it.
      expect(formMessage(body), priceId).toBe(api.body.errors?.priceId);
      expect(api.body.message, priceId).toBe(api.body.errors?.priceId);
    }
  });

  it("the free plan's price is not for sale (422)", async () => {
    const user = await makeUser();
    const db = await getDb();
    stripe.standIn.addPrice({ id: "price_free", unitAmount: 0, name: "Gratis" });
    await db.update(plans).set({ stripePriceId: "price_free" }).where(eq(plans.name, "free"));
    try {
      const error = await appErrorOf(createCheckout(user.user, { priceId: "price_free" }));
      expect([error.status, error.fields]).toEqual([422, { priceId: "errors.payments.unknownPrice" }]);
    } finally {
      await db.update(plans).set({ stripePriceId: plan.free.stripePriceId }).where(eq(plans.name, "free"));
    }
  });

  it("not configured: 503 PAYMENTS_UNAVAILABLE, and nothing reaches Stripe", async () => {
    const user = await makeUser();
    const requests = stripe.standIn.state.requests.length;
    for (const missing of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]) {
      stripe.env({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.standIn.url, [missing]: undefined });
      expect(await isPaymentsConfigured()).toBe(false);
      const res = await checkoutApi(user, { priceId: "price_starter" });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: es("errors.payments.unavailable"), code: "PAYMENTS_UNAVAILABLE" });
    }
    expect(stripe.standIn.state.requests.length).toBe(requests);
  });

  it("admins cannot buy (403)", async () => {
    const admin = await makeAdmin();
    const res = await checkoutApi(admin, { priceId: "price_starter" });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("FORBIDDEN");
  });

  it("signed out: 401", async () => {
    const res = await callApi(checkoutRoute.action, { method: "POST", body: { priceId: "price_starter" }, path: "stripe/checkout" });
    expect(res.status).toBe(401);
  });

  it("a user with an active subscription gets 409; after cancelling they may buy again", async () => {
    const user = await makeUser();
    await buy(user);
    const res = await checkoutApi(user, { priceId: "price_advanced" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: es("errors.payments.alreadySubscribed"), code: "CONFLICT" });
    await cancelSubscription(user.user);
    expect((await checkoutApi(user, { priceId: "price_advanced" })).status).toBe(200);
  });

  it("one Stripe customer per user, even for concurrent first checkouts", async () => {
    const user = await makeUser();
    const results = await Promise.all(Array.from({ length: 6 }, () => createCheckout(user.user, { priceId: "price_starter" })));
    const db = await getDb();
    const [row] = await db.select({ stripeId: users.stripeId }).from(users).where(eq(users.id, user.user.id));
    const customers = [...stripe.standIn.state.customers.values()].filter((c) => c.metadata.user_id === String(user.user.id));
    expect(customers.map((c) => c.id)).toEqual([row.stripeId]);
    const sessionCustomers = results.map((r) => stripe.standIn.state.sessions.get(r.url.split("/").pop() ?? "")?.customer);
    expect(new Set(sessionCustomers)).toEqual(new Set([row.stripeId]));
    // A later checkout reuses the stored customer without asking Stripe for one.
    const creates = stripe.standIn.state.requests.filter((r) => r.method === "POST" && r.path === "/v1/customers").length;
    await createCheckout(user.user, { priceId: "price_advanced" });
    expect(stripe.standIn.state.requests.filter((r) => r.method === "POST" && r.path === "/v1/customers").length).toBe(creates);
  });

  it("Stripe failing is a 503 with a message for people", async () => {
    const user = await makeUser({ name: "Ana" });
    stripe.standIn.apiDown = true;
    const error = await appErrorOf(createCheckout(user.user, { priceId: "price_starter" }));
    expect([error.status, error.code, error.messageKey]).toEqual([503, "PAYMENTS_UNAVAILABLE", "errors.payments.failed"]);
  });

  it("keys from the admin settings work, and the environment wins over them", async () => {
    const user = await makeUser();
    stripe.env({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, STRIPE_API_URL: stripe.standIn.url });
    expect(await paymentsStatus()).toEqual({ stripeApi: false, stripeWebhook: false });
    await saveSetting("stripe_key", "sk_test_from_settings");
    await saveSetting("stripe_webhook_secret", WEBHOOK_SECRET);
    expect(await paymentsStatus()).toEqual({ stripeApi: true, stripeWebhook: true });
    await createCheckout(user.user, { priceId: "price_starter" });
    expect(stripe.standIn.state.requests.at(-1)?.authorization).toBe("Bearer sk_test_from_settings");

    stripe.env({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: undefined, STRIPE_API_URL: stripe.standIn.url });
    await createCheckout(user.user, { priceId: "price_starter" });
    expect(stripe.standIn.state.requests.at(-1)?.authorization).toBe(`Bearer ${SECRET_KEY}`);
  });
});

describe("paymentResult (the /payment screen)", () => {
  it("cancel → canceled; no session → unknown; someone else's or a made-up session → unknown", async () => {
    const user = await makeUser();
    const other = await makeUser();
    const { sessionId } = await buy(other);
    expect((await paymentResult(user.user, { status: "cancel" })).outcome).toBe("canceled");
    expect((await paymentResult(user.user, { status: "success" })).outcome).toBe("unknown");
    expect((await paymentResult(user.user, { status: "success", sessionId })).outcome).toBe("unknown");
    expect((await paymentResult(user.user, { status: "success", sessionId: "cs_test_nope" })).outcome).toBe("unknown");
    expect((await paymentResult(user.user, { status: "success", sessionId: "../../v1/customers" })).outcome).toBe("unknown");
    expect(await paymentResult(user.user, { status: "success", sessionId })).toMatchObject({ plan: { name: "free", title: "Gratis", paid: false } });
  });

  it("paid at Stripe but the webhook not applied yet → processing, then paid", async () => {
    const user = await makeUser();
    stripe.standIn.webhookUrl = null;
    const { sessionId, events } = await buy(user);
    expect(await paymentResult(user.user, { status: "success", sessionId })).toMatchObject({ outcome: "processing", plan: { name: "free" } });
    stripe.standIn.webhookUrl = stripe.receiverUrl;
    for (const event of events) await stripe.standIn.deliver(event);
    expect(await paymentResult(user.user, { status: "success", sessionId })).toMatchObject({ outcome: "paid", plan: { name: "starter" } });
  });

  it("an open (unpaid) session is unknown, never paid", async () => {
    const user = await makeUser();
    const { url } = await createCheckout(user.user, { priceId: "price_starter" });
    const sessionId = url.split("/").pop() ?? "";
    expect((await paymentResult(user.user, { status: "success", sessionId })).outcome).toBe("unknown");
  });
});

describe("GET /api/plans/*", () => {
  const KEYS = ["description", "discount", "id", "name", "on_sale", "page_creation_limit", "paid", "price", "public_page_limit", "stripe_price_id", "title"];

  it("list: every plan, cheapest first, in the public shape", async () => {
    const user = await makeUser();
    const res = await callApi<PublicPlan[]>(plansList.loader, { token: user.token, path: "plans/list" });
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.name)).toEqual(["free", "starter", "advanced"]);
    for (const entry of res.body) expect(Object.keys(entry).sort()).toEqual(KEYS);
    expect(res.body[1]).toEqual({
      id: plan.starter.id,
      name: "starter",
      title: "Inicial",
      description: plan.starter.description,
      price: 4.99,
      discount: 10,
      paid: true,
      stripe_price_id: "price_starter",
      public_page_limit: 50,
      page_creation_limit: 20,
      on_sale: true,
    });
    expect(res.body[0]).toMatchObject({ name: "free", on_sale: false });
  });

  it("paid/list: starter and advanced only", async () => {
    const user = await makeUser();
    const res = await callApi<ReturnType<typeof apiPlan>[]>(plansPaidList.loader, { token: user.token, path: "plans/paid/list" });
    expect(res.body.map((p) => [p.name, p.stripe_price_id])).toEqual([
      ["starter", "price_starter"],
      ["advanced", "price_advanced"],
    ]);
  });

  it("{id}/read: one plan; an unknown or malformed id is 404; no token is 401", async () => {
    const user = await makeUser();
    const ok = await callApi<PublicPlan>(planRead.loader, { token: user.token, params: { id: String(plan.advanced.id) }, path: "plans/x/read" });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ name: "advanced", price: 9.99, discount: 20, public_page_limit: 200, page_creation_limit: 100 });
    for (const id of ["999999", "abc", "0"]) {
      expect((await callApi(planRead.loader, { token: user.token, params: { id }, path: "plans/x/read" })).status).toBe(404);
    }
    for (const loader of [plansList.loader, plansPaidList.loader]) expect((await callApi(loader, {})).status).toBe(401);
    expect((await callApi(planRead.loader, { params: { id: String(plan.free.id) } })).status).toBe(401);
  });
});

describe("deleting an account that pays (issue #28)", () => {
  it("ends its Stripe subscription at once (nothing more charged), keeps the subscription row without the person, and Stripe's later events find no one", async () => {
    const user = await makeUser();
    const { subscriptionId } = await buy(user);
    await stripe.standIn.settled();
    await captureMail(() => deleteOwnAccount(user.user, { password: PASSWORD }));
    await stripe.standIn.settled();
    // Stripe was told to end it now, not at the period's end.
    expect(stripe.standIn.state.subscriptions.get(subscriptionId)?.status).toBe("canceled");
    const db = await getDb();
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscriptionId));
    expect(row).toMatchObject({ userId: null, planId: plan.starter.id, price: 4.49 });
    expect(row.canceledAt).not.toBeNull();
    expect(row.expireAt.getTime()).toBeLessThanOrEqual(Date.now());
    // The customer.subscription.deleted Stripe sent for it was answered, and changed nobody.
    const endedEvents = stripe.standIn.state.events
      .filter((event) => event.type === "customer.subscription.deleted" && (event.data.object as { id?: string }).id === subscriptionId)
      .map((event) => event.id);
    const ended = stripe.standIn.state.deliveries.filter((delivery) => endedEvents.includes(delivery.eventId));
    expect(ended.map((delivery) => delivery.status)).toEqual([200]);
    // The person had the plan they paid for up to the deletion: nothing is given back (issue #42 changes none of that).
    expect(refundsOf(subscriptionId)).toEqual([]);
  });

  it("a customer Stripe does not know (deleted in its dashboard, or made with other keys) has nothing to close: the deletion goes on", async () => {
    const user = await makeUser();
    const db = await getDb();
    await db
      .update(users)
      .set({ stripeId: `cus_gone${user.user.id}` })
      .where(eq(users.id, user.user.id));
    await captureMail(() => deleteOwnAccount(user.user, { password: PASSWORD }));
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, user.user.id))).toEqual([]);
  });

  it("is refused while Stripe cannot be reached, and nothing is deleted", async () => {
    const user = await makeUser();
    await buy(user);
    await stripe.standIn.settled();
    stripe.standIn.apiDown = true;
    await expect(deleteOwnAccount(user.user, { password: PASSWORD })).rejects.toMatchObject({ status: 503 });
    expect(await reloadUser(user.user.id)).toMatchObject({ id: user.user.id });
  });
});

describe("a checkout left open when the account is deleted (issue #42)", () => {
  const sessionOf = (url: string) => url.split("/").pop() ?? "";

  /** The hosted page's "Pagar" while Stripe's webhooks are held back: the payment is made, its events are on their way. */
  async function payWithWebhooksHeld(url: string) {
    const receiver = stripe.standIn.webhookUrl;
    stripe.standIn.webhookUrl = null;
    try {
      const { events } = await stripe.standIn.pay(sessionOf(url));
      const subscriptionId = stripe.standIn.state.sessions.get(sessionOf(url))?.subscription;
      if (!subscriptionId) throw new Error("not paid");
      return { events, subscriptionId };
    } finally {
      stripe.standIn.webhookUrl = receiver;
    }
  }

  /** Delivers events as Stripe does, each expected to be answered 200. */
  async function deliver(events: StandInEvent[]) {
    for (const event of events) expect((await stripe.standIn.deliver(event))?.status, event.type).toBe(200);
    await stripe.standIn.settled();
  }

  /** The webhook's record of these events goes: as if the transactions that applied them had not committed (Stripe then retries). */
  async function forgetApplied(events: { id: string }[]) {
    const db = await getDb();
    await db.delete(stripeEvents).where(ofEvents(events));
  }

  const rowOf = async (subscriptionId: string) => {
    const db = await getDb();
    return db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscriptionId));
  };

  it("deleted, then paid: the deletion expires the checkouts left open on both doors; their hosted pages take no payment", async () => {
    const user = await makeUser();
    const api = await checkoutApi(user, { priceId: "price_starter" });
    expect(api.status).toBe(200);
    const web = await callForm(webCheckout.action, { cookie: await sessionCookieFor(user.user), form: { priceId: "price_advanced" }, path: "/checkout" });
    expect(web.status).toBe(302);
    const urls = [api.body.url, web.headers.get("Location") ?? ""];
    const sessions = urls.map((url) => stripe.standIn.state.sessions.get(sessionOf(url)));
    expect(sessions.map((session) => session?.status)).toEqual(["open", "open"]);

    await captureMail(() => deleteOwnAccount(user.user, { password: PASSWORD }));

    expect(sessions.map((session) => session?.status)).toEqual(["expired", "expired"]);
    const expiring = stripe.standIn.state.requests.filter((request) => /^\/v1\/checkout\/sessions\/cs_test_\w+\/expire$/.test(request.path));
    expect(expiring.map((request) => request.idempotencyKey).sort()).toEqual(sessions.map((session) => `account-gone-expire-${session?.id}`).sort());
    for (const url of urls) {
      // The page the person still has open, and its "Pagar".
      expect(await (await fetch(url)).text()).toContain("Este pago ha caducado");
      const paid = await fetch(url, { method: "POST", redirect: "manual" });
      expect(paid.status).toBe(200);
      expect(await paid.text()).toContain("Este pago ha caducado");
    }
    const customer = sessions[0]?.customer;
    expect([...stripe.standIn.state.subscriptions.values()].filter((one) => one.customer === customer)).toEqual([]);
    expect([...stripe.standIn.state.invoices.values()].filter((one) => one.customer === customer)).toEqual([]);
  });

  it("paid, then deleted with the webhooks still on their way: the deletion ends it and gives it back; the late events (and their retries) give back nothing more", async () => {
    const user = await makeUser();
    const res = await checkoutApi(user, { priceId: "price_starter" });
    const { events, subscriptionId } = await payWithWebhooksHeld(res.body.url);
    expect(events.map((event) => event.type)).toEqual(["checkout.session.completed", "invoice.paid"]);
    expect(await rowOf(subscriptionId)).toEqual([]);

    await captureMail(() => deleteOwnAccount(user.user, { password: PASSWORD }));
    await stripe.standIn.settled();

    const subscription = stripe.standIn.state.subscriptions.get(subscriptionId);
    expect(subscription).toMatchObject({ status: "canceled" });
    expect(refundsOf(subscriptionId)).toEqual([expect.objectContaining({ amount: 449, reason: "requested_by_customer", status: "succeeded" })]);
    expect(latestCharge(subscriptionId)).toMatchObject({ amount: 449, amount_refunded: 449, refunded: true });

    // Stripe's deliveries arrive now, after the deletion; Stripe retries them (their transactions lost), and sends them again a day later.
    await deliver(events);
    await forgetApplied(events);
    await deliver(events);
    stripe.standIn.forgetIdempotencyKeys();
    await forgetApplied(events);
    await deliver(events);
    expect(refundsOf(subscriptionId)).toHaveLength(1);
    expect(latestCharge(subscriptionId)).toMatchObject({ amount_refunded: 449 });
    // The account never had the plan: nothing of it here.
    expect(await rowOf(subscriptionId)).toEqual([]);
    const refunding = stripe.standIn.state.requests.filter((request) => request.method === "POST" && request.path === "/v1/refunds");
    expect(refunding.length).toBeGreaterThan(1);
    expect(new Set(refunding.map((request) => request.idempotencyKey))).toEqual(
      new Set(
        [...stripe.standIn.state.invoicePayments.values()]
          .filter((one) => one.invoice === subscription?.latest_invoice)
          .map((one) => `account-gone-refund-${one.id}`),
      ),
    );
  });

  it("paid on a checkout the deletion could not close (opened as it ran, or an account deleted before this): Stripe's events end it at once and give it back, once", async () => {
    const user = await makeUser();
    const res = await checkoutApi(user, { priceId: "price_advanced" });
    // The account goes without its checkout being closed at Stripe.
    const db = await getDb();
    await db.delete(users).where(eq(users.id, user.user.id));

    const since = stripe.standIn.state.events.length;
    const { redirect } = await stripe.standIn.pay(sessionOf(res.body.url));
    expect(redirect).toContain("status=success");
    await stripe.standIn.settled();
    const subscriptionId = stripe.standIn.state.sessions.get(sessionOf(res.body.url))?.subscription ?? "";
    const events = stripe.standIn.state.events.slice(since);
    // checkout.session.completed and invoice.paid; then what ending and giving back made (customer.subscription.deleted, charge.refunded).
    expect(events.map((event) => event.type).sort()).toEqual([
      "charge.refunded",
      "checkout.session.completed",
      "customer.subscription.deleted",
      "invoice.paid",
    ]);
    const delivered = stripe.standIn.state.deliveries.filter((delivery) => events.some((event) => event.id === delivery.eventId));
    expect(delivered.map((delivery) => delivery.status)).toEqual([200, 200, 200, 200]);
    expect(stripe.standIn.state.subscriptions.get(subscriptionId)).toMatchObject({ status: "canceled" });
    expect(refundsOf(subscriptionId)).toEqual([expect.objectContaining({ amount: 799, reason: "requested_by_customer" })]);
    expect(latestCharge(subscriptionId)).toMatchObject({ amount_refunded: 799, refunded: true });
    expect(await rowOf(subscriptionId)).toEqual([]);

    // Every event again, as retries of deliveries whose transactions were lost, and as other deliveries a day later.
    await forgetApplied(events);
    await deliver(events);
    stripe.standIn.forgetIdempotencyKeys();
    await deliver(events.map((event) => asNewEvent(event)));
    expect(refundsOf(subscriptionId)).toHaveLength(1);
    expect(latestCharge(subscriptionId)).toMatchObject({ amount_refunded: 799 });
  });

  it("a renewal Stripe charged after the account was gone is ended and given back; the months the account had are not", async () => {
    const user = await makeUser();
    const { subscriptionId } = await buy(user);
    await stripe.standIn.settled();
    const [bought] = await rowOf(subscriptionId);
    // The account went an hour after its period ended (its row kept, without it), and Stripe was never told.
    const db = await getDb();
    await db.delete(users).where(eq(users.id, user.user.id));
    const hourAgo = new Date(Date.now() - 3600_000);
    await db.update(subscriptions).set({ expireAt: hourAgo }).where(eq(subscriptions.id, bought.id));
    const firstCharge = latestCharge(subscriptionId);

    await stripe.standIn.renew(subscriptionId);
    await stripe.standIn.settled();

    expect(stripe.standIn.state.subscriptions.get(subscriptionId)).toMatchObject({ status: "canceled" });
    expect(refundsOf(subscriptionId)).toEqual([expect.objectContaining({ amount: 449 })]);
    expect(latestCharge(subscriptionId)).toMatchObject({ refunded: true });
    expect(firstCharge).toMatchObject({ amount_refunded: 0, refunded: false });
    const [row] = await rowOf(subscriptionId);
    expect(row).toMatchObject({ userId: null, expireAt: hourAgo });
    expect(row.canceledAt).not.toBeNull();
  });

  it("a subscription the app did not make (no checkout metadata) for a customer nobody here has is left alone", async () => {
    const sdk = stripeFor(SECRET_KEY);
    const customer = await sdk.customers.create({ email: "someone@elsewhere.test" });
    const session = await sdk.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: "price_starter", quantity: 1 }],
      success_url: "https://elsewhere.test/ok",
    });
    await stripe.standIn.pay(session.id);
    await stripe.standIn.settled();
    const subscriptionId = stripe.standIn.state.sessions.get(session.id)?.subscription ?? "";
    expect(stripe.standIn.state.subscriptions.get(subscriptionId)).toMatchObject({ status: "active" });
    expect(refundsOf(subscriptionId)).toEqual([]);
    expect([...stripe.standIn.state.refunds.values()].filter((refund) => refund.charge === latestCharge(subscriptionId)?.id)).toEqual([]);
  });
});
