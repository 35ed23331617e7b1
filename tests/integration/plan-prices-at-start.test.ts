import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { plans, type PlanRow } from "~/db/schema";
import { startJobs, type Jobs } from "~/server/jobs.server";
import { firstPriceKey, planCents, priceUnpricedPlans } from "~/services/plan-prices.server";
import { pricedPlans } from "~/services/website/public.server";
import { makeUser } from "../helpers/pages";
import { checkoutApi, useStripeStandIn } from "../helpers/stripe";

/**
 * Issue #43 item 16, record 0166: a fresh install with Stripe configured sells its paid plans at
 * once. Its paid plans have no Stripe price (nobody saved them in /admin/plans); the start-up job
 * `plan-prices` makes them, once, however many servers start together.
 */

const stripe = useStripeStandIn({ secretKey: "sk_test_fresh", webhookSecret: "whsec_fresh", prices: [] });
const schema = `pgboss_prices_${randomBytes(4).toString("hex")}`;
const started: Jobs[] = [];
const noop = async () => undefined;
let saved: { id: number; stripePriceId: string | null }[] = [];

async function paidPlans(): Promise<PlanRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(plans)
    .where(inArray(plans.name, ["starter", "advanced"]))
    .orderBy(plans.price);
}

/** As the seed leaves them: paid plans without a Stripe price. */
async function freshInstall() {
  const db = await getDb();
  await db
    .update(plans)
    .set({ stripePriceId: null })
    .where(inArray(plans.name, ["starter", "advanced"]));
}

/** An app server starting: the start-up jobs asked for and worked (the others do nothing here). */
const startServer = async () => {
  const jobs = await startJobs({
    work: true,
    schema,
    pollingSeconds: 0.5,
    retryDelaySeconds: 1,
    handlers: { "purge-expired": noop, "trending-recount": noop, "regions-backfill": noop, "gallery-seed": noop, "stored-files": noop },
  });
  started.push(jobs);
};

/** The prices this app made at the stand-in for a plan. */
const pricesFor = (name: string) => [...stripe.standIn.state.prices.values()].filter((price) => price.metadata?.plan === name);

beforeAll(async () => {
  saved = (await paidPlans()).map(({ id, stripePriceId }) => ({ id, stripePriceId }));
});
beforeEach(freshInstall);
afterEach(() => Promise.all(started.splice(0).map((jobs) => jobs.stop())));
afterAll(async () => {
  const db = await getDb();
  for (const { id, stripePriceId } of saved) await db.update(plans).set({ stripePriceId }).where(eq(plans.id, id));
  const sql = postgres(process.env.DATABASE_URL as string, { max: 1, onnotice: () => undefined });
  await sql.unsafe(`drop schema if exists ${schema} cascade`);
  await sql.end();
});

describe("a fresh install with Stripe configured", () => {
  it("two servers starting: each paid plan gets one price charging what it shows, and checkout works with no admin action", async () => {
    const family = await makeUser();
    // Before: "los planes de pago llegarán muy pronto".
    expect((await pricedPlans()).filter((plan) => plan.paid).map((plan) => plan.onSale)).toEqual([false, false]);

    // Two servers, each asking for the start-up jobs (one after the other: pg-boss makes its schema
    // once; two processes making it at the same moment deadlock, which is not this test's concern).
    await startServer();
    await startServer();
    await expect.poll(async () => (await paidPlans()).every((plan) => plan.stripePriceId), { timeout: 30_000, interval: 200 }).toBe(true);

    for (const plan of await paidPlans()) {
      const made = pricesFor(plan.name);
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({
        id: plan.stripePriceId,
        active: true,
        currency: "eur",
        unit_amount: planCents(plan),
        recurring: { interval: "month", interval_count: 1 },
        metadata: { plan: plan.name, created_by: "colorea" },
      });
      expect(stripe.standIn.state.products.get(made[0].product)?.name).toBe(plan.title);
    }
    expect((await pricedPlans()).filter((plan) => plan.paid).map((plan) => plan.onSale)).toEqual([true, true]);

    const [starter] = await paidPlans();
    const checkout = await checkoutApi(family, { priceId: starter.stripePriceId });
    expect(checkout.status).toBe(200);
    expect([...stripe.standIn.state.sessions.values()].at(-1)?.amount_total).toBe(planCents(starter));
  });

  it("asking at once, or again, makes no second price: Stripe's idempotency key is the plan and its amount", async () => {
    await Promise.all([priceUnpricedPlans(), priceUnpricedPlans()]);
    const [starter, advanced] = await paidPlans();
    expect(pricesFor("starter").map((price) => price.id)).toEqual([starter.stripePriceId]);
    expect(pricesFor("advanced").map((price) => price.id)).toEqual([advanced.stripePriceId]);
    const keys = stripe.standIn.state.requests.filter((request) => request.method === "POST" && request.path === "/v1/prices").map((r) => r.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([firstPriceKey(starter, "EUR"), firstPriceKey(advanced, "EUR")]));
    // Priced already: nothing asked of Stripe.
    const before = stripe.standIn.state.requests.length;
    expect(await priceUnpricedPlans()).toBe(0);
    expect(stripe.standIn.state.requests.length).toBe(before);
  });

  it("without a Stripe key nothing is asked and the plans stay coming soon", async () => {
    stripe.env({ STRIPE_SECRET_KEY: undefined });
    expect(await priceUnpricedPlans()).toBe(0);
    expect((await paidPlans()).map((plan) => plan.stripePriceId)).toEqual([null, null]);
  });
});
