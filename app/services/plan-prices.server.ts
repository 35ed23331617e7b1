import { createHash } from "node:crypto";
import type Stripe from "stripe";
import { and, eq, isNull } from "drizzle-orm";
import { plans, type PlanRow } from "~/db/schema";
import { getDb, type Db, type Tx } from "~/db/client.server";
import { formatUsd } from "~/lib/money";
import { logger } from "~/server/logger.server";
import { AppError } from "~/lib/errors";
import { callStripe, isPaymentsConfigured, stripeFor } from "./payments/client.server";
import { discountedPrice, findPaidPlanByPrice, forgetPlans, listPaidPlans, toPublicPlan, type PublicPlan } from "./plans.server";
import { getSecret } from "./secrets.server";
import { numberFormat } from "~/lib/format";

/**
 * Money shown is money charged. A paid plan shows its price minus its discount; the Stripe
 * price it sells under must charge exactly that, in US dollars, every month. Saving a plan
 * creates that price through the SDK (and archives the one it replaces), a price id typed by
 * hand must already charge it, and the checkout checks again before sending anyone to pay.
 */

/** Stripe's smallest charge in US dollars: a paid plan cannot cost less after its discount. */
export const MIN_PAID_CENTS = 50;

/** What a plan charges each month, in US cents: the price people are shown. */
export const planCents = (plan: Pick<PlanRow, "price" | "discount">) => Math.round(discountedPrice(plan) * 100);

/** Why a Stripe price does not sell what a plan shows (null: it does). */
export type PriceProblem = "inactive" | "currency" | "interval" | "amount";

export function priceProblem(price: Stripe.Price, cents: number): PriceProblem | null {
  if (!price.active) return "inactive";
  if (price.currency !== "usd") return "currency";
  if (price.type !== "recurring" || price.recurring?.interval !== "month" || price.recurring.interval_count !== 1) return "interval";
  // Tiered prices have no unit_amount: they never charge one fixed amount.
  if (price.unit_amount !== cents) return "amount";
  return null;
}

/** What a Stripe price charges, written as the interface writes prices (for messages). */
function chargedText(price: Stripe.Price): string {
  if (price.unit_amount === null) return "?";
  const amount = price.unit_amount / 100;
  return price.currency === "usd" ? formatUsd(amount) : numberFormat("es", { style: "currency", currency: price.currency.toUpperCase() }).format(amount);
}

const isMissing = (error: unknown) => typeof error === "object" && error !== null && (error as { code?: string }).code === "resource_missing";

/** The price, or null when Stripe has no such price; other failures are one 503. */
function retrievePrice(stripe: Stripe, id: string): Promise<Stripe.Price | null> {
  return callStripe("prices.retrieve", () => stripe.prices.retrieve(id).catch((error: unknown) => (isMissing(error) ? null : Promise.reject(error))));
}

/** A price this app created for this plan (it may archive it and reuse its product). */
const createdFor = (price: Stripe.Price, plan: Pick<PlanRow, "name">) => price.metadata?.plan === plan.name && price.metadata?.created_by === "colorea";

const productOf = (price: Stripe.Price) => (typeof price.product === "string" ? price.product : price.product.id);

type PlanTerms = Pick<PlanRow, "id" | "name" | "title" | "price" | "discount">;

async function createPrice(stripe: Stripe, plan: PlanTerms, product: string | null, idempotencyKey?: string): Promise<Stripe.Price> {
  const metadata = { plan: plan.name, created_by: "colorea" };
  const created = await callStripe("prices.create", () =>
    stripe.prices.create(
      {
        currency: "usd",
        unit_amount: planCents(plan),
        recurring: { interval: "month", interval_count: 1 },
        nickname: plan.title,
        metadata,
        ...(product ? { product } : { product_data: { name: plan.title, metadata } }),
      },
      idempotencyKey ? { idempotencyKey } : undefined,
    ),
  );
  logger.info(`stripe: created price ${created.id} (${planCents(plan)} cents a month) for plan ${plan.name}`);
  return created;
}

/**
 * Tidying Stripe after the plan's price is settled (archiving the price it replaced, renaming
 * the product): a failure is logged, never the admin's save undone. A price left active can
 * only be sold by its id elsewhere; a product's old name only shows on Stripe's pages.
 */
async function bestEffort(what: string, call: () => Promise<unknown>) {
  try {
    await call();
  } catch (error) {
    logger.error(`stripe: could not ${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The Stripe price a paid plan sells under after an admin's edit (`next`). Without a Stripe key
 * nothing can be checked, and the id is kept as given (the checkout checks it once there is one).
 * With a key: a kept id that still charges the new amount stays; one that does not is replaced
 * by a new price (the old one archived when this app made it); no id gets a new price; an id
 * typed by hand must already charge what the plan shows, or the save is refused.
 */
export async function priceForPlan(current: PlanRow, next: PlanTerms, requested: { id: string | null; typed: boolean }): Promise<string | null> {
  const key = await getSecret("stripe_key");
  if (!key) return requested.id;
  const stripe = stripeFor(key);
  const cents = planCents(next);

  if (!requested.id) return (await createPrice(stripe, next, null)).id;

  const price = await retrievePrice(stripe, requested.id);
  if (!price) throw new AppError(422, "VALIDATION", "admin.plans.errors.stripePriceMissing", { stripePriceId: "admin.plans.errors.stripePriceMissing" });
  const problem = priceProblem(price, cents);
  if (problem && requested.typed) {
    throw new AppError(
      422,
      "VALIDATION",
      "admin.plans.errors.stripePriceMismatch",
      { stripePriceId: "admin.plans.errors.stripePriceMismatchField" },
      { charged: chargedText(price), shown: formatUsd(cents / 100) },
    );
  }
  const ours = createdFor(price, current);
  const product = productOf(price);
  // The admin changed the price or discount: a new price (on the same product when it is ours).
  const sellingId = problem ? (await createPrice(stripe, next, ours ? product : null)).id : price.id;
  if (ours && problem) await bestEffort(`archive price ${price.id}`, () => stripe.prices.update(price.id, { active: false }));
  // The product's name is what Stripe's payment page and receipts show: it follows the plan's title.
  if (ours && next.title !== current.title) await bestEffort(`rename product ${product}`, () => stripe.products.update(product, { name: next.title }));
  return sellingId;
}

/**
 * The Idempotency-Key of a plan's first price (record 0166): the plan, what it charges and the
 * title its product is named after (Stripe refuses a key sent again with other parameters), so
 * servers starting at once ask Stripe for one price and get the same one back, and a plan changed
 * meanwhile gets a price of its own.
 */
export const firstPriceKey = (plan: Pick<PlanRow, "name" | "title" | "price" | "discount">) =>
  `plan-price-${plan.name}-${planCents(plan)}-usd-month-${createHash("sha256").update(plan.title).digest("hex").slice(0, 12)}`;

/**
 * A fresh install with a Stripe key sells its paid plans without an admin saving each one
 * (issue #43, record 0166): every paid plan without a Stripe price gets a product and a monthly
 * price charging what it shows, as saving it would make. Run by the `plan-prices` job at every
 * start (once however many servers start: the queue's singleton, and Stripe's idempotency key
 * behind it). The price id is written only where the plan still has none and still charges
 * that amount, so an admin's edit meanwhile wins. Without a key, nothing. Answers how many were priced.
 */
export async function priceUnpricedPlans(): Promise<number> {
  const key = await getSecret("stripe_key");
  if (!key) return 0;
  const stripe = stripeFor(key);
  const db = await getDb();
  const unpriced = (await listPaidPlans(db)).filter((plan) => !plan.stripePriceId && planCents(plan) >= MIN_PAID_CENTS);
  let priced = 0;
  for (const plan of unpriced) {
    const price = await createPrice(stripe, plan, null, firstPriceKey(plan));
    const written = await db
      .update(plans)
      .set({ stripePriceId: price.id, updatedAt: new Date() })
      .where(and(eq(plans.id, plan.id), isNull(plans.stripePriceId), eq(plans.price, plan.price), eq(plans.discount, plan.discount)))
      .returning({ id: plans.id });
    priced += written.length;
  }
  if (priced) forgetPlans();
  return priced;
}

/**
 * Before anyone is sent to pay: the plan's price must charge what the plan shows. A mismatch
 * is the admin's to fix (saving the plan does it); the person is told that nothing was charged.
 */
export async function assertPriceSellsPlan(stripe: Stripe, plan: PlanRow, priceId: string) {
  const price = await retrievePrice(stripe, priceId);
  const cents = planCents(plan);
  if (!price) {
    logger.error(`stripe: plan ${plan.name} sells under price ${priceId}, which Stripe does not have; save the plan in /admin/plans`);
    throw new AppError(409, "PRICE_MISMATCH", "errors.payments.priceMissing");
  }
  const problem = priceProblem(price, cents);
  if (problem) {
    logger.error(
      `stripe: plan ${plan.name} shows ${cents} cents a month but price ${priceId} is ${problem} (${price.unit_amount ?? "?"} ${price.currency}, active ${price.active}); save the plan in /admin/plans`,
    );
    throw new AppError(409, "PRICE_MISMATCH", "errors.payments.priceMismatch", undefined, {
      charged: chargedText(price),
      shown: formatUsd(cents / 100),
    });
  }
}

/**
 * The plan a subscription's price belongs to: the plan selling under it now, else the plan a
 * price made by this app was made for (a subscriber keeps a price the plan has since replaced),
 * else the plan the checkout wrote in the subscription's metadata.
 */
export async function planOfSubscription(tx: Db | Tx, price: Stripe.Price, metadata: Stripe.Metadata | null): Promise<PlanRow | undefined> {
  const current = await findPaidPlanByPrice(price.id, tx);
  if (current) return current;
  for (const name of [price.metadata?.plan, metadata?.plan]) {
    if (!name) continue;
    const [plan] = await tx
      .select()
      .from(plans)
      .where(and(eq(plans.name, name), eq(plans.paid, true)))
      .limit(1);
    if (plan) return plan;
  }
  return undefined;
}

// ---------------------------------------------------------------------------
// What the screens show
// ---------------------------------------------------------------------------

/** A paid plan can be bought when payments are configured and it has a Stripe price. */
export const onSale = (plan: Pick<PlanRow, "paid" | "stripePriceId">, configured: boolean) => plan.paid && configured && Boolean(plan.stripePriceId);

/** Plans as the /api lists them: each card says whether it can be bought now (`on_sale`). */
export async function withSale(rows: PlanRow[]): Promise<(PublicPlan & { onSale: boolean })[]> {
  const configured = await isPaymentsConfigured();
  return rows.map((plan) => ({ ...toPublicPlan(plan), onSale: onSale(plan, configured) }));
}

export type StripePriceState =
  | { state: "stripeOff" }
  | { state: "none" }
  | { state: "ok"; charged: string }
  | { state: "mismatch"; charged: string }
  | { state: "missing" }
  | { state: "unreachable" };

/** For the admin's plan cards: what Stripe will charge for each paid plan, checked now. */
export async function stripePriceStates(rows: PlanRow[]): Promise<Record<number, StripePriceState>> {
  const key = await getSecret("stripe_key");
  const stripe = key ? stripeFor(key) : null;
  const entries = await Promise.all(
    rows
      .filter((plan) => plan.paid)
      .map(async (plan): Promise<[number, StripePriceState]> => {
        if (!stripe) return [plan.id, { state: "stripeOff" }];
        if (!plan.stripePriceId) return [plan.id, { state: "none" }];
        try {
          const price = await retrievePrice(stripe, plan.stripePriceId);
          if (!price) return [plan.id, { state: "missing" }];
          const problem = priceProblem(price, planCents(plan));
          return [plan.id, { state: problem ? "mismatch" : "ok", charged: chargedText(price) }];
        } catch {
          return [plan.id, { state: "unreachable" }];
        }
      }),
  );
  return Object.fromEntries(entries);
}
