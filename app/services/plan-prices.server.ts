import { createHash } from "node:crypto";
import type Stripe from "stripe";
import { and, eq, isNull, type SQL } from "drizzle-orm";
import { plans, type PlanRow } from "~/db/schema";
import { getDb, type Db, type Tx } from "~/db/client.server";
import { formatMoney } from "~/lib/money";
import { logger } from "~/infra/logger.server";
import { AppError } from "~/lib/errors";
import { callStripe, isPaymentsConfigured, stripeFor } from "./payments/client.server";
import { discountedPrice, findPaidPlanByPrice, listPaidPlans, toPublicPlan, type PublicPlan } from "./plans.server";
import { getSecret } from "./secrets.server";
import { getCurrency } from "./settings.server";

/**
 * Money shown is money charged. A paid plan shows its price minus its discount; the Stripe
 * price it sells under must charge exactly that, in the admin's currency (record 0172), every month. Saving a plan
 * creates that price through the SDK (and archives the one it replaces), a price id typed by
 * hand must already charge it, and the checkout checks again before sending anyone to pay.
 */

/** Stripe's smallest charge in euros or dollars (0.30 in pounds): a paid plan cannot cost less after its discount. */
export const MIN_PAID_CENTS = 50;

/** What a plan charges each month, in cents of the currency: the price people are shown. */
export const planCents = (plan: Pick<PlanRow, "price" | "discount">) => Math.round(discountedPrice(plan) * 100);

/** Why a Stripe price does not sell what a plan shows (null: it does). */
export type PriceProblem = "inactive" | "currency" | "interval" | "amount";

export function priceProblem(price: Stripe.Price, cents: number, currency: string): PriceProblem | null {
  if (!price.active) return "inactive";
  if (price.currency !== currency.toLowerCase()) return "currency";
  if (price.type !== "recurring" || price.recurring?.interval !== "month" || price.recurring.interval_count !== 1) return "interval";
  // Tiered prices have no unit_amount: they never charge one fixed amount.
  if (price.unit_amount !== cents) return "amount";
  return null;
}

/** What a Stripe price charges, written as the interface writes prices (for messages). */
function chargedText(price: Stripe.Price, locale = "es"): string {
  if (price.unit_amount === null) return "?";
  return formatMoney(price.unit_amount / 100, price.currency.toUpperCase(), locale);
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

async function createPrice(stripe: Stripe, plan: PlanTerms, currency: string, product: string | null, idempotencyKey?: string): Promise<Stripe.Price> {
  const metadata = { plan: plan.name, created_by: "colorea" };
  const created = await callStripe("prices.create", () =>
    stripe.prices.create(
      {
        currency: currency.toLowerCase(),
        unit_amount: planCents(plan),
        recurring: { interval: "month", interval_count: 1 },
        nickname: plan.title,
        metadata,
        ...(product ? { product } : { product_data: { name: plan.title, metadata } }),
      },
      idempotencyKey ? { idempotencyKey } : undefined,
    ),
  );
  logger.info(`stripe: created price ${created.id} (${planCents(plan)} ${currency} cents a month) for plan ${plan.name}`);
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
  const currency = await getCurrency();

  if (!requested.id) return (await createPrice(stripe, next, currency, null)).id;

  const price = await retrievePrice(stripe, requested.id);
  if (!price) throw new AppError(422, "VALIDATION", "admin.plans.errors.stripePriceMissing", { stripePriceId: "admin.plans.errors.stripePriceMissing" });
  const problem = priceProblem(price, cents, currency);
  if (problem && requested.typed) {
    throw new AppError(
      422,
      "VALIDATION",
      "admin.plans.errors.stripePriceMismatch",
      { stripePriceId: "admin.plans.errors.stripePriceMismatchField" },
      { charged: chargedText(price), shown: formatMoney(cents / 100, currency) },
    );
  }
  const ours = createdFor(price, current);
  const product = productOf(price);
  // The admin changed the price or discount: a new price (on the same product when it is ours).
  const sellingId = problem ? (await createPrice(stripe, next, currency, ours ? product : null)).id : price.id;
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
export const firstPriceKey = (plan: Pick<PlanRow, "name" | "title" | "price" | "discount">, currency: string) =>
  `plan-price-${plan.name}-${planCents(plan)}-${currency.toLowerCase()}-month-${createHash("sha256").update(plan.title).digest("hex").slice(0, 12)}`;

/**
 * What pricing the paid plans takes, or null without a Stripe key: the client, the currency, the
 * paid plans, and `sell`, which puts a plan on a new price where the plan still matches `still`
 * and still charges what it charged (an admin's edit meanwhile wins), answering whether it did.
 */
async function pricingPlans() {
  const key = await getSecret("stripe_key");
  if (!key) return null;
  const currency = await getCurrency();
  const db = await getDb();
  const sell = async (plan: PlanRow, priceId: string, still: SQL) => {
    const written = await db
      .update(plans)
      .set({ stripePriceId: priceId, updatedAt: new Date() })
      .where(and(eq(plans.id, plan.id), still, eq(plans.price, plan.price), eq(plans.discount, plan.discount)))
      .returning({ id: plans.id });
    return written.length > 0;
  };
  return { stripe: stripeFor(key), currency, paid: await listPaidPlans(db), sell };
}

/**
 * A fresh install with a Stripe key sells its paid plans without an admin saving each one
 * (issue #43, record 0166): every paid plan without a Stripe price gets a product and a monthly
 * price charging what it shows, as saving it would make. Run by the `plan-prices` job at every
 * start (once however many servers start: the queue's singleton, and Stripe's idempotency key
 * behind it). The price id is written only where the plan still has none and still charges
 * that amount, so an admin's edit meanwhile wins. Without a key, nothing. Answers how many were priced.
 */
export async function priceUnpricedPlans(): Promise<number> {
  const pricing = await pricingPlans();
  if (!pricing) return 0;
  const { stripe, currency, paid } = pricing;
  let priced = 0;
  for (const plan of paid.filter((plan) => !plan.stripePriceId && planCents(plan) >= MIN_PAID_CENTS)) {
    const price = await createPrice(stripe, plan, currency, null, firstPriceKey(plan, currency));
    if (await pricing.sell(plan, price.id, isNull(plans.stripePriceId))) priced++;
  }
  return priced;
}

/**
 * The admin changed the currency (record 0172). Stripe prices are immutable, so every paid plan
 * selling under a price in another currency gets a new one in this currency, charging the same
 * number (4,99 $ becomes 4,99 €): on the same product when this app made the old price, which is
 * then archived (its subscribers keep paying it; only new checkouts sell the new one). The id is
 * written only where the plan still sells under the old price and still charges that amount, so
 * an admin's edit meanwhile wins. Run after a save that changed the currency and by the
 * `plan-prices` job at every start (a save whose Stripe call failed is caught up there). Without
 * a key, nothing. Answers how many plans were priced again.
 */
export async function repricePlans(): Promise<number> {
  const pricing = await pricingPlans();
  if (!pricing) return 0;
  const { stripe, currency, paid } = pricing;
  let repriced = 0;
  for (const plan of paid) {
    if (!plan.stripePriceId) continue;
    const old = await retrievePrice(stripe, plan.stripePriceId);
    if (!old || old.currency === currency.toLowerCase()) continue;
    const ours = createdFor(old, plan);
    const made = await createPrice(stripe, plan, currency, ours ? productOf(old) : null, `${firstPriceKey(plan, currency)}-after-${old.id}`);
    if (!(await pricing.sell(plan, made.id, eq(plans.stripePriceId, old.id)))) continue;
    if (ours) await bestEffort(`archive price ${old.id}`, () => stripe.prices.update(old.id, { active: false }));
    repriced++;
  }
  return repriced;
}

/**
 * Settings saved by either door (the admin's form, PATCH /api/settings/{name}/update): when the
 * save changed the currency, the plans' prices are made again in it at once. Stripe failing then
 * does not undo the save: the admin's plan cards show the mismatch, and the next start catches up.
 */
export async function savingCurrency<T>(save: () => Promise<T>): Promise<T> {
  const before = await getCurrency();
  const saved = await save();
  if ((await getCurrency()) !== before) await bestEffort("make the plans' prices again in the new currency", repricePlans);
  return saved;
}

/**
 * Before anyone is sent to pay: the plan's price must charge what the plan shows. A mismatch
 * is the admin's to fix (saving the plan does it); the person is told that nothing was charged.
 */
export async function assertPriceSellsPlan(stripe: Stripe, plan: PlanRow, priceId: string) {
  const [price, currency] = await Promise.all([retrievePrice(stripe, priceId), getCurrency()]);
  const cents = planCents(plan);
  if (!price) {
    logger.error(`stripe: plan ${plan.name} sells under price ${priceId}, which Stripe does not have; save the plan in /admin/plans`);
    throw new AppError(409, "PRICE_MISMATCH", "errors.payments.priceMissing");
  }
  const problem = priceProblem(price, cents, currency);
  if (problem) {
    logger.error(
      `stripe: plan ${plan.name} shows ${cents} ${currency} cents a month but price ${priceId} is ${problem} (${price.unit_amount ?? "?"} ${price.currency}, active ${price.active}); save the plan in /admin/plans`,
    );
    throw new AppError(409, "PRICE_MISMATCH", "errors.payments.priceMismatch", undefined, {
      charged: chargedText(price),
      shown: formatMoney(cents / 100, currency),
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
export async function stripePriceStates(rows: PlanRow[], locale = "es"): Promise<Record<number, StripePriceState>> {
  const [key, currency] = await Promise.all([getSecret("stripe_key"), getCurrency()]);
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
          const problem = priceProblem(price, planCents(plan), currency);
          return [plan.id, { state: problem ? "mismatch" : "ok", charged: chargedText(price, locale) }];
        } catch {
          return [plan.id, { state: "unreachable" }];
        }
      }),
  );
  return Object.fromEntries(entries);
}
