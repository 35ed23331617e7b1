import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { getDb } from "~/db/client.server";
import { subscriptions } from "~/db/schema";
import { currentCredits } from "~/services/credits.server";
import { getSecret } from "~/services/secrets.server";
import type { PublicUser } from "~/services/users.server";
import { logger } from "~/infra/logger.server";
import { stripeFor } from "./client.server";

type Viewer = Pick<PublicUser, "id" | "admin" | "email" | "name">;

// ---------------------------------------------------------------------------
// The payment screen (/payment): what really happened, from Stripe and the database
// ---------------------------------------------------------------------------

export type PaymentOutcome = "paid" | "processing" | "canceled" | "unknown";

export type PaymentResult = {
  outcome: PaymentOutcome;
  plan: { name: string; title: string; paid: boolean };
  expireAt: string | null;
};

async function outcomeOf(viewer: Viewer, status: string | undefined, sessionId: string | undefined): Promise<PaymentOutcome> {
  if (status === "cancel") return "canceled";
  // Checkout Session ids only: anything else never reaches Stripe's URL path.
  if (!sessionId || !/^cs_[A-Za-z0-9_]{1,250}$/.test(sessionId)) return "unknown";
  const key = await getSecret("stripe_key");
  if (!key) return "unknown";
  let session: Stripe.Checkout.Session;
  try {
    session = await stripeFor(key).checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    logger.info(`stripe: checkout session ${sessionId} could not be read: ${error.message}`);
    return "unknown";
  }
  // Another person's session says nothing about this viewer.
  if (session.client_reference_id !== String(viewer.id)) return "unknown";
  if (session.status === "expired") return "canceled";
  if (session.status !== "complete") return "unknown";
  const subscriptionId = typeof session.subscription === "string" ? session.subscription : session.subscription?.id;
  if (!subscriptionId) return "processing";
  const db = await getDb();
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.stripeSubscriptionId, subscriptionId), eq(subscriptions.userId, viewer.id)))
    .limit(1);
  // Paid at Stripe but the invoice.paid webhook has not been applied yet.
  return row ? "paid" : "processing";
}

export async function paymentResult(viewer: Viewer, query: { status?: string; sessionId?: string }): Promise<PaymentResult> {
  const outcome = await outcomeOf(viewer, query.status, query.sessionId);
  const credit = await currentCredits(viewer.id);
  return {
    outcome,
    plan: { name: credit.plan.name, title: credit.plan.title, paid: credit.plan.paid },
    expireAt: credit.expireAt.toISOString(),
  };
}
