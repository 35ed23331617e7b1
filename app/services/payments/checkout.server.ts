import { and, desc, eq, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import * as z from "zod";
import { getDb } from "~/db/client.server";
import { subscriptions, users } from "~/db/schema";
import type { MessageKey } from "~/i18n";
import { givenPlanRunning, renewsAtStripe } from "~/services/credits.server";
import { Conflict, FieldInvalid, Forbidden, NotFound } from "~/lib/errors";
import { assertPriceSellsPlan } from "~/services/plan-prices.server";
import { findPaidPlanByPrice } from "~/services/plans.server";
import { keyedName } from "~/services/idempotency.server";
import type { PublicUser } from "~/services/users.server";
import { parseField } from "~/lib/validation";
import { getEnv } from "~/infra/env.server";
import { callStripe, isPaymentsConfigured, PaymentsUnavailable, stripeClient, toDate } from "./client.server";

type Viewer = Pick<PublicUser, "id" | "admin" | "email" | "name">;

// ---------------------------------------------------------------------------
// Checkout
// ---------------------------------------------------------------------------

export const priceIdSchema = z
  .string({ error: "checkout.pickFirst" })
  .trim()
  .min(1, { error: "checkout.pickFirst" })
  .max(255, { error: "errors.payments.unknownPrice" });

/** A Stripe subscription that still renews (canceled_at empty, docs/product.md §4 "active"). */
async function activeSubscription(userId: number) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), renewsAtStripe()))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row;
}

/** Whether a plan an admin gave runs now (record 0127): nothing to sell or cancel until it ends. */
async function hasGivenPlan(userId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), givenPlanRunning(new Date())))
    .limit(1);
  return Boolean(row);
}

/** The user's Stripe customer, created once: racing first checkouts end with the same one. */
async function ensureCustomer(stripe: Stripe, viewer: Viewer): Promise<string> {
  const db = await getDb();
  const stored = async () => (await db.select({ stripeId: users.stripeId }).from(users).where(eq(users.id, viewer.id)))[0]?.stripeId;
  const existing = await stored();
  if (existing) return existing;
  // Same key → Stripe answers every racer with the same customer (within its 24 h key window).
  const customer = await callStripe("customers.create", () =>
    stripe.customers.create({ email: viewer.email, name: viewer.name, metadata: { user_id: String(viewer.id) } }, { idempotencyKey: `customer-${viewer.id}` }),
  );
  const [linked] = await db
    .update(users)
    .set({ stripeId: customer.id })
    .where(and(eq(users.id, viewer.id), isNull(users.stripeId)))
    .returning({ stripeId: users.stripeId });
  return linked?.stripeId ?? (await stored()) ?? customer.id;
}

/**
 * Where the payment screen sends the person on once the plan is theirs (record 0163): the screen
 * the purchase was asked from, an app path already checked by the route (safeRedirect).
 */
const backParam = (back: string | undefined) => (back ? `&${new URLSearchParams({ back })}` : "");

/**
 * Starts Stripe's hosted checkout for a paid plan's price; the webhook applies the result. `back`:
 * the app path the payment screen goes on to once paid.
 */
export async function createCheckout(viewer: Viewer, input: { priceId?: unknown }, back?: string): Promise<{ url: string }> {
  if (viewer.admin) throw Forbidden();
  // The one field: its message is the answer's ("Elige un plan para continuar.") on both doors.
  const priceId = parseField(priceIdSchema, input.priceId, "priceId");
  const plan = await findPaidPlanByPrice(priceId);
  if (!plan) throw FieldInvalid("priceId", "errors.payments.unknownPrice");
  if (!(await isPaymentsConfigured())) throw PaymentsUnavailable();
  if (await activeSubscription(viewer.id)) throw Conflict("errors.payments.alreadySubscribed");
  // One plan at a time: a paid one bought now would run beside the given one (record 0127).
  if (await hasGivenPlan(viewer.id)) throw Conflict("errors.payments.givenPlanRuns");

  const stripe = await stripeClient();
  // What Stripe would charge must be what the plan showed: else nobody is sent to pay.
  await assertPriceSellsPlan(stripe, plan, priceId);
  const customer = await ensureCustomer(stripe, viewer);
  const { APP_URL } = getEnv();
  // Asked with an Idempotency-Key, Stripe gets one of its own from it: a retry after a crash that
  // lost the answer is given the same session by Stripe, not a second one (record 0143).
  const idempotencyKey = keyedName("checkout");
  const session = await callStripe("checkout.sessions.create", () =>
    stripe.checkout.sessions.create(
      {
        mode: "subscription",
        customer,
        client_reference_id: String(viewer.id),
        line_items: [{ price: priceId, quantity: 1 }],
        success_url: `${APP_URL}/payment?status=success&session_id={CHECKOUT_SESSION_ID}${backParam(back)}`,
        cancel_url: `${APP_URL}/payment?status=cancel${backParam(back)}`,
        metadata: { user_id: String(viewer.id), plan: plan.name },
        // On the subscription too, so its events name the user even before the customer is linked.
        // The plan too: a subscriber keeps their price after the plan moves to a new one.
        subscription_data: { metadata: { user_id: String(viewer.id), plan: plan.name } },
      },
      idempotencyKey ? { idempotencyKey } : undefined,
    ),
  );
  if (!session.url) throw PaymentsUnavailable("errors.payments.failed");
  return { url: session.url };
}

// ---------------------------------------------------------------------------
// Cancelling
// ---------------------------------------------------------------------------

/**
 * Cancels at the period's end: the paid plan stays until expire_at (docs/product.md §13), then the
 * user returns to free (Stripe's customer.subscription.deleted, or the lapse in currentCredits).
 */
export async function cancelSubscription(viewer: Viewer): Promise<MessageKey> {
  const active = await activeSubscription(viewer.id);
  const stripeId = active?.stripeSubscriptionId;
  if (!active || !stripeId) {
    // A plan the team gave is nobody's at Stripe: it ends by itself (record 0127).
    if (await hasGivenPlan(viewer.id)) throw Conflict("errors.payments.givenPlanEndsByItself");
    throw NotFound("errors.payments.noSubscription");
  }
  const stripe = await stripeClient();
  const updated = await callStripe("subscriptions.update", () => stripe.subscriptions.update(stripeId, { cancel_at_period_end: true }));
  const db = await getDb();
  // Stripe's own timestamp, so the customer.subscription.updated webhook writes the same value.
  await db
    .update(subscriptions)
    .set({ canceledAt: toDate(updated.canceled_at) ?? new Date() })
    .where(and(eq(subscriptions.id, active.id), isNull(subscriptions.canceledAt)));
  return "payment.planCanceled";
}
