import { and, eq, gt, inArray, isNull, lt, ne, notExists, or, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { getDb, type Tx } from "~/db/client.server";
import { credits, plans, stripeEvents, subscriptions, users, type PlanRow } from "~/db/schema";
import { grantPlanCredits, renewsAtStripe } from "~/services/credits.server";
import { AppError } from "~/lib/errors";
import { planOfSubscription } from "~/services/plan-prices.server";
import { discountedPrice, getFreePlan } from "~/services/plans.server";
import { getSecret } from "~/services/secrets.server";
import { logger } from "~/infra/logger.server";
import { endForGoneAccount, goneAccountOf } from "./account-gone.server";
import { callStripe, PaymentsUnavailable, stripeFor, toDate } from "./client.server";

// 400 (not 422): Stripe treats any 4xx as "do not retry this one", which is right for a forgery.
const BadSignature = () => new AppError(400, "VALIDATION", "errors.payments.badSignature");

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** Reads a field the SDK's current types no longer have (older webhook API versions send it). */
function legacyField(object: object, name: string): unknown {
  return (object as Record<string, unknown>)[name];
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const fromParent = idOf(invoice.parent?.subscription_details?.subscription);
  if (fromParent) return fromParent;
  // Endpoints on an API version before 2025-03-31 send `invoice.subscription`.
  const legacy = legacyField(invoice, "subscription");
  if (typeof legacy === "string") return legacy;
  if (legacy && typeof legacy === "object" && typeof legacyField(legacy, "id") === "string") return legacyField(legacy, "id") as string;
  for (const line of invoice.lines?.data ?? []) {
    const id = idOf(line.subscription) ?? line.parent?.subscription_item_details?.subscription ?? null;
    if (id) return id;
  }
  return null;
}

/** The end of the latest period this invoice pays for (its lines' periods, in every API version). */
function paidPeriodEnd(invoice: Stripe.Invoice): Date | null {
  const ends = (invoice.lines?.data ?? []).map((line) => line.period?.end).filter((end): end is number => typeof end === "number");
  return ends.length ? new Date(Math.max(...ends) * 1000) : null;
}

function subscriptionIdOf(event: Stripe.Event): string | null {
  switch (event.type) {
    case "invoice.paid":
      return invoiceSubscriptionId(event.data.object);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.paused":
    case "customer.subscription.resumed":
      return event.data.object.id;
    default:
      return null;
  }
}

/**
 * POST /stripe/webhook. Verifies the signature over the raw body, then applies the event
 * once: its id is recorded in stripe_events in the same transaction as the change. Events
 * come in any order and more than once; every subscription event re-reads the subscription
 * from Stripe, so the result does not depend on the order they arrive in.
 */
export async function handleWebhook(rawBody: string, signature: string | null): Promise<void> {
  const [key, secret] = await Promise.all([getSecret("stripe_key"), getSecret("stripe_webhook_secret")]);
  // 503: Stripe keeps retrying for days, so nothing is lost while the keys are being set up.
  if (!key || !secret) throw PaymentsUnavailable();
  if (!signature) throw BadSignature();
  const stripe = stripeFor(key);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    logger.info(`stripe webhook rejected: ${error instanceof Error ? error.message : String(error)}`);
    throw BadSignature();
  }

  const subscriptionId = subscriptionIdOf(event);
  const db = await getDb();
  await db.transaction(async (tx) => {
    // One subscription's events apply one at a time, each reading Stripe inside the lock,
    // so the last to commit has read the newest state.
    if (subscriptionId) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stripe-subscription:${subscriptionId}`}))`);
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing({ target: stripeEvents.id })
      .returning({ id: stripeEvents.id });
    if (!fresh) return;

    if (event.type === "checkout.session.completed") {
      const session = event.data.object;
      await linkCustomer(tx, Number(session.client_reference_id), idOf(session.customer));
      return;
    }
    if (!subscriptionId) return;
    const subscription = await callStripe("subscriptions.retrieve", () => stripe.subscriptions.retrieve(subscriptionId));
    const paidThrough = event.type === "invoice.paid" ? paidPeriodEnd(event.data.object) : null;
    await applySubscription(tx, stripe, subscription, paidThrough);
  });
}

/** Links a Stripe customer to the user who started the checkout (if not linked yet). */
async function linkCustomer(tx: Tx, userId: number, customer: string | null) {
  if (!Number.isSafeInteger(userId) || userId < 1 || !customer) return;
  await tx
    .update(users)
    .set({ stripeId: customer })
    .where(
      and(
        eq(users.id, userId),
        isNull(users.stripeId),
        // A customer belongs to one user: never a unique-index error that Stripe would retry for days.
        notExists(tx.select({ id: users.id }).from(users).where(eq(users.stripeId, customer))),
      ),
    );
}

/** The user a subscription belongs to: by its customer, else by the user id the checkout put in its metadata. */
async function userForSubscription(tx: Tx, subscription: Stripe.Subscription): Promise<number | null> {
  const customer = idOf(subscription.customer);
  if (customer) {
    const [byCustomer] = await tx.select({ id: users.id }).from(users).where(eq(users.stripeId, customer)).limit(1);
    if (byCustomer) return byCustomer.id;
  }
  const userId = Number(subscription.metadata?.user_id);
  if (!Number.isSafeInteger(userId) || userId < 1) return null;
  const [byMetadata] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.stripeId)))
    .limit(1);
  if (byMetadata) await linkCustomer(tx, userId, customer);
  return byMetadata?.id ?? null;
}

// Stripe statuses in which the customer keeps what they paid for; past_due is still being retried.
const ENTITLED: ReadonlySet<Stripe.Subscription.Status> = new Set(["active", "trialing", "past_due"]);
const ENDED: ReadonlySet<Stripe.Subscription.Status> = new Set(["canceled", "incomplete_expired"]);

/** A paid period starts: both counters back to the plan's limits until the period's end. */
async function resetCredits(tx: Tx, userId: number, plan: PlanRow, expireAt: Date) {
  const values = { publicPage: plan.publicPageLimit, pageCreation: plan.pageCreationLimit, expireAt };
  await tx
    .insert(credits)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: credits.userId, set: { ...values, updatedAt: sql`now()` } });
}

/**
 * Makes the database agree with the subscription as Stripe shows it now. `paidThrough` is
 * the end of the period an invoice.paid paid for: only such an invoice creates the row, and
 * only one newer than the stored expire_at renews the credits (an older invoice changes nothing).
 * One made here for an account since deleted is ended at Stripe, and given back if the account
 * never had its plan (record 0154).
 */
async function applySubscription(tx: Tx, stripe: Stripe, subscription: Stripe.Subscription, paidThrough: Date | null) {
  const userId = await userForSubscription(tx, subscription);
  if (!userId) {
    const gone = await goneAccountOf(tx, subscription);
    if (gone) await endForGoneAccount(tx, stripe, subscription, gone);
    else logger.info(`stripe: subscription ${subscription.id} belongs to no user here; ignored`);
    return;
  }
  const item = subscription.items.data[0];
  const plan = item ? await planOfSubscription(tx, item.price, subscription.metadata) : undefined;
  if (item && !plan) logger.error(`stripe: price ${item.price.id} of ${subscription.id} belongs to no paid plan`);

  const ended = ENDED.has(subscription.status);
  const endedAt = ended ? (toDate(subscription.ended_at ?? subscription.canceled_at) ?? new Date()) : null;
  const cancelling = ended || subscription.cancel_at_period_end || subscription.cancel_at !== null;
  // Stripe sets canceled_at when cancelling is asked for and clears it when the subscription is resumed.
  const canceledAt = cancelling ? (toDate(subscription.canceled_at) ?? endedAt ?? new Date()) : null;
  const unitAmount = item?.price.unit_amount;
  const price = typeof unitAmount === "number" ? unitAmount / 100 : plan ? discountedPrice(plan) : undefined;

  let renewed = false;
  if (paidThrough && plan) {
    const [created] = await tx
      .insert(subscriptions)
      .values({
        userId,
        planId: plan.id,
        stripeSubscriptionId: subscription.id,
        price: price ?? 0,
        createdAt: toDate(subscription.created) ?? new Date(),
        canceledAt,
        expireAt: endedAt && endedAt < paidThrough ? endedAt : paidThrough,
      })
      .onConflictDoNothing({ target: subscriptions.stripeSubscriptionId })
      .returning({ id: subscriptions.id });
    if (created) renewed = !ended;
    else if (!ended) {
      const [moved] = await tx
        .update(subscriptions)
        .set({ expireAt: paidThrough })
        .where(and(eq(subscriptions.stripeSubscriptionId, subscription.id), lt(subscriptions.expireAt, paidThrough)))
        .returning({ id: subscriptions.id });
      renewed = Boolean(moved);
    }
  }

  const [row] = await tx
    .update(subscriptions)
    .set({
      ...(plan ? { planId: plan.id } : {}),
      ...(price !== undefined ? { price } : {}),
      canceledAt,
      // A subscription ended early (not at its period's end) stops showing as current.
      ...(endedAt ? { expireAt: sql`least(${subscriptions.expireAt}, ${endedAt.toISOString()}::timestamptz)` } : {}),
    })
    .where(eq(subscriptions.stripeSubscriptionId, subscription.id))
    .returning();
  // Not known here yet: only a paid invoice brings a subscription in.
  if (!row) return;

  if (ended) {
    await returnToFree(tx, userId, subscription.id);
    return;
  }
  if (!plan || !ENTITLED.has(subscription.status)) return;
  // A paid period moves the user onto the plan; other news only switches between paid plans,
  // never back from free (which would give a paid plan without a paid period).
  const paidPlans = tx.select({ id: plans.id }).from(plans).where(eq(plans.paid, true));
  await tx
    .update(users)
    .set({ planId: plan.id })
    .where(and(eq(users.id, userId), ne(users.planId, plan.id), renewed ? undefined : inArray(users.planId, paidPlans)));
  if (renewed && paidThrough) await resetCredits(tx, userId, plan, paidThrough);
}

/** The subscription is over: back to free with a fresh free period, unless another one still runs. */
async function returnToFree(tx: Tx, userId: number, endedSubscriptionId: string) {
  const free = await getFreePlan(tx);
  const now = new Date();
  const otherCurrent = tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        // A plan an admin gave has no Stripe id: `ne` alone would leave it out (null is never unequal).
        or(isNull(subscriptions.stripeSubscriptionId), ne(subscriptions.stripeSubscriptionId, endedSubscriptionId)),
        or(renewsAtStripe(), gt(subscriptions.expireAt, now)),
      ),
    );
  // Conditional, so a repeat (or the lapse in currentCredits having done it) changes nothing.
  const [moved] = await tx
    .update(users)
    .set({ planId: free.id })
    .where(and(eq(users.id, userId), ne(users.planId, free.id), notExists(otherCurrent)))
    .returning({ id: users.id });
  if (moved) {
    await grantPlanCredits(tx, userId, free, now);
  }
}
