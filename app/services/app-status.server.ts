import { isAiConfigured } from "./ai.server";
import { paymentsStatus } from "./payments/client.server";
import { listPaidPlans } from "./plans.server";

export type AppStatus = { openaiApi: boolean; stripeApi: boolean; stripeWebhook: boolean; plans: boolean };
export const APP_STATUS_ITEMS = ["openaiApi", "stripeApi", "stripeWebhook", "plans"] as const satisfies readonly (keyof AppStatus)[];

/**
 * GET /app/status: what is configured. Keys count from the environment or the admin's
 * settings (the environment wins, docs/product.md §17); plans are ready when every paid plan
 * names its Stripe price.
 */
export async function appStatus(): Promise<AppStatus> {
  const [openaiApi, payments, paid] = await Promise.all([isAiConfigured(), paymentsStatus(), listPaidPlans()]);
  return {
    openaiApi,
    stripeApi: payments.stripeApi,
    stripeWebhook: payments.stripeWebhook,
    plans: paid.every((plan) => Boolean(plan.stripePriceId?.trim())),
  };
}
