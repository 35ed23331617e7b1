import { and, eq, gt, inArray, sql } from "drizzle-orm";
import StripeSdk from "stripe";
import type Stripe from "stripe";
import { getDb, type Tx } from "~/db/client.server";
import { plans, subscriptions, users } from "~/db/schema";
import { logger } from "~/infra/logger.server";
import { callStripe, stripeClient } from "./client.server";

/**
 * Nothing charges a deleted account any more (record 0154). Its deletion closes everything of it
 * at Stripe first: the checkouts still open (a page left open would become a subscription nobody
 * can cancel), then every subscription that could still charge. An event that still comes for a
 * subscription made here for an account that is gone (a checkout paid in the moment before the
 * deletion, with its webhook on the way; one opened while the account was being deleted; accounts
 * deleted before this) ends it at once, and gives back what its latest invoice charged for time the
 * account never had.
 */

/** Stripe statuses of a subscription that can never charge again. */
const ENDED: ReadonlySet<Stripe.Subscription.Status> = new Set(["canceled", "incomplete_expired"]);

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** Stripe refused to end a subscription because it has already ended (a retry, or the other side of a race), or is gone. */
const alreadyEnded = (error: unknown) =>
  error instanceof StripeSdk.errors.StripeInvalidRequestError && (error.code === "resource_missing" || /canceled/i.test(error.message));

/**
 * Ends a subscription at Stripe now (not at its period's end); one already ended is left as it is.
 * A DELETE, which Stripe takes no idempotency key for: asked twice, the second is refused as
 * already cancelled, which is the answer wanted.
 */
export async function cancelAtStripeNow(stripe: Stripe, subscriptionId: string) {
  try {
    await stripe.subscriptions.cancel(subscriptionId);
  } catch (error) {
    if (!alreadyEnded(error)) await callStripe("subscriptions.cancel", () => Promise.reject(error));
  }
}

/**
 * Gives back what the subscription's latest invoice charged for time the account never had: each
 * of its payments made after `hadUntil` (the end of what the account had from it, its row's
 * expire_at; with no row, every payment) refunded whole (what is left of it). Its key is the
 * payment's own (`account-gone-refund-{invoice payment}`), and so are its parameters, the same
 * from every caller (the deletion, each event of the subscription, their retries): Stripe answers
 * a repeat within its 24 h with the first refund; later, a charge given back already is Stripe's
 * `charge_already_refunded`, which is done too. Never a second refund. Answers the cents given back.
 */
export async function refundLatestInvoice(
  stripe: Stripe,
  subscription: Pick<Stripe.Subscription, "id" | "latest_invoice">,
  hadUntil: Date | null,
): Promise<number> {
  const invoice = idOf(subscription.latest_invoice);
  // The account has (or had, up to its deletion) the time its invoices paid for.
  if (!invoice || (hadUntil && hadUntil.getTime() >= Date.now())) return 0;
  const payments = await callStripe("invoicePayments.list", () => stripe.invoicePayments.list({ invoice, status: "paid", limit: 100 }));
  let refunded = 0;
  for (const { id, payment, status_transitions } of payments.data) {
    const paidAt = status_transitions.paid_at ?? 0;
    if (hadUntil && paidAt * 1000 <= hadUntil.getTime()) continue;
    const paymentIntent = idOf(payment.payment_intent);
    const charge = idOf(payment.charge);
    // A payment recorded outside Stripe (payment_record) is not Stripe's to give back.
    const target =
      payment.type === "payment_intent" && paymentIntent ? { payment_intent: paymentIntent } : payment.type === "charge" && charge ? { charge } : null;
    if (!target) continue;
    try {
      const refund = await stripe.refunds.create(
        { ...target, reason: "requested_by_customer", metadata: { subscription: subscription.id, invoice, why: "account_deleted" } },
        { idempotencyKey: `account-gone-refund-${id}` },
      );
      refunded += refund.amount;
    } catch (error) {
      if (error instanceof StripeSdk.errors.StripeInvalidRequestError && error.code === "charge_already_refunded") continue;
      await callStripe("refunds.create", () => Promise.reject(error));
    }
  }
  return refunded;
}

/**
 * Every page of a list of the customer's (a handful of sessions and subscriptions; 1,000 bounds a
 * runaway). A customer Stripe does not know (deleted in its dashboard, which cancels its
 * subscriptions, or made with other keys) has nothing: never a deletion refused for ever.
 */
async function everyOfCustomer<T>(what: string, list: () => Stripe.ApiListPromise<T>): Promise<T[]> {
  try {
    return await list().autoPagingToArray({ limit: 1000 });
  } catch (error) {
    if (error instanceof StripeSdk.errors.StripeInvalidRequestError && error.code === "resource_missing" && error.param === "customer") return [];
    return callStripe(what, () => Promise.reject(error));
  }
}

/**
 * Expires the customer's Checkout sessions still open, so none of them can be paid any more. One
 * paid or expired meanwhile is refused by Stripe ("Only Checkout Sessions with a status in
 * [open]…"): read again, a session no longer open is what was wanted (one paid is a subscription,
 * which closeAtStripe ends next).
 */
async function expireOpenCheckouts(stripe: Stripe, customer: string) {
  const open = await everyOfCustomer("checkout.sessions.list", () => stripe.checkout.sessions.list({ customer, status: "open", limit: 100 }));
  for (const session of open) {
    try {
      await stripe.checkout.sessions.expire(session.id, undefined, { idempotencyKey: `account-gone-expire-${session.id}` });
    } catch (error) {
      if (!(error instanceof StripeSdk.errors.StripeInvalidRequestError)) await callStripe("checkout.sessions.expire", () => Promise.reject(error));
      const now = await callStripe("checkout.sessions.retrieve", () => stripe.checkout.sessions.retrieve(session.id));
      if (now.status === "open") await callStripe("checkout.sessions.expire", () => Promise.reject(error));
    }
  }
}

/**
 * Before an account is deleted: nothing of it at Stripe can charge any more. Its open checkouts are
 * expired; then every subscription Stripe could still charge is ended at once: the live ones the
 * app knows (one cancelled at its period's end too: the plan goes with the account), and whatever
 * else Stripe lists for the customer (a checkout paid a moment ago whose webhook is still on the
 * way). What a subscription's latest invoice charged for time the account never had is given
 * back: all of it when the app never gave its plan (no row here: the person paid for nothing),
 * a renewal paid after its row's end. One Stripe already ended is left as it is.
 *
 * Without a Stripe key a subscription that renews cannot be ended, so the deletion is refused
 * (503); with nothing renewing it goes on (the customer's open checkouts, if any, expire by
 * themselves within 24 h; one paid meanwhile waits in Stripe's retries, and its event then ends
 * it: endForGoneAccount).
 */
export async function closeAtStripe(userId: number) {
  const db = await getDb();
  const [user] = await db.select({ customer: users.stripeId }).from(users).where(eq(users.id, userId));
  const customer = user?.customer ?? null;
  const live = await db
    .select({ id: subscriptions.id, stripeId: subscriptions.stripeSubscriptionId, canceledAt: subscriptions.canceledAt })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.expireAt, new Date())));
  // Only Stripe's own subscriptions are Stripe's to end (a plan support gave has no Stripe id).
  const atStripe = live.flatMap((row) => (row.stripeId ? [row.stripeId] : []));
  if (atStripe.length > 0 || customer) {
    const stripe = await stripeClient().catch((error: unknown) => {
      // Nothing renews any more: a key is not needed to leave them be.
      if (live.every((row) => !row.stripeId || row.canceledAt)) return null;
      throw error;
    });
    if (stripe) {
      if (customer) await expireOpenCheckouts(stripe, customer);
      const listed = customer
        ? (await everyOfCustomer("subscriptions.list", () => stripe.subscriptions.list({ customer, limit: 100 }))).filter((one) => !ENDED.has(one.status))
        : [];
      for (const id of new Set([...atStripe, ...listed.map((one) => one.id)])) await cancelAtStripeNow(stripe, id);
      for (const subscription of listed) {
        const [known] = await db
          .select({ expireAt: subscriptions.expireAt })
          .from(subscriptions)
          .where(eq(subscriptions.stripeSubscriptionId, subscription.id));
        const refunded = await refundLatestInvoice(stripe, subscription, known?.expireAt ?? null);
        if (refunded > 0) logger.info(`stripe: subscription ${subscription.id} of account ${userId} ended before its deletion, ${refunded} refunded`);
      }
    } else if (customer) {
      logger.info(`stripe: no key; the open checkouts of account ${userId} (customer ${customer}), if any, are left to expire by themselves`);
    }
  }
  if (live.length === 0) return;
  await db
    .update(subscriptions)
    .set({ canceledAt: sql`coalesce(${subscriptions.canceledAt}, now())`, expireAt: sql`now()` })
    .where(
      inArray(
        subscriptions.id,
        live.map((row) => row.id),
      ),
    );
}

/**
 * The account a subscription was made for here, when that account is gone: what the checkout
 * wrote on it (`metadata.user_id` and `metadata.plan`, createCheckout) names an account that no
 * longer exists and a plan this app has. Anything else (made by hand at Stripe, or with other
 * metadata) is not the app's to end. Null when not so.
 */
export async function goneAccountOf(tx: Tx, subscription: Pick<Stripe.Subscription, "metadata">): Promise<number | null> {
  const userId = Number(subscription.metadata?.user_id);
  const planName = subscription.metadata?.plan;
  if (!Number.isSafeInteger(userId) || userId < 1 || !planName) return null;
  const [present] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (present) return null;
  const [plan] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.name, planName)).limit(1);
  return plan ? userId : null;
}

/**
 * An event for a subscription made here whose account is gone: ended at Stripe at once if it
 * still could charge, and what its latest invoice charged for time the account never had given
 * back (all of it when there is no row here: only a paid invoice applied while the account existed
 * makes one; with a row kept from the account, anonymised, a payment after its end). Idempotent: a
 * retried or later event of the same subscription asks the same, and is answered the same (record 0154).
 */
export async function endForGoneAccount(tx: Tx, stripe: Stripe, subscription: Stripe.Subscription, userId: number) {
  const [known] = await tx
    .select({ id: subscriptions.id, expireAt: subscriptions.expireAt, canceledAt: subscriptions.canceledAt })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, subscription.id))
    .limit(1);
  const live = !ENDED.has(subscription.status);
  if (live) await cancelAtStripeNow(stripe, subscription.id);
  // The kept row ends with it (once: an echo of the deletion's own cancellation finds it ended).
  if (known && (live || !known.canceledAt || known.expireAt > new Date())) {
    await tx
      .update(subscriptions)
      .set({ canceledAt: sql`coalesce(${subscriptions.canceledAt}, now())`, expireAt: sql`least(${subscriptions.expireAt}, now())` })
      .where(eq(subscriptions.id, known.id));
  }
  const refunded = await refundLatestInvoice(stripe, subscription, known?.expireAt ?? null);
  logger.info(
    `stripe: subscription ${subscription.id} is of deleted account ${userId}${live ? "; ended at Stripe" : ""}${refunded > 0 ? `; ${refunded} refunded` : ""}`,
  );
}
