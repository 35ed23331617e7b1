import { PAID_FEATURE_NAMES, type PaidFeature, type PlanOffer } from "~/lib/paid-features";
import { NoPaidPlan } from "~/lib/errors";
import { isPaymentsConfigured } from "./payments/client.server";
import { onSale } from "./plan-prices.server";
import { discountedPrice, listPlans } from "./plans.server";

export { PAID_FEATURES, type PaidFeature, type PlanOffer } from "~/lib/paid-features";

/**
 * The plan a free family is offered for a paid feature: the cheapest paid plan that can be
 * bought now (every paid plan has every paid feature, docs/product.md §1), priced as the landing prices it.
 * Null while none can be bought: payments not set up, or no paid plan with its Stripe price.
 */
export async function paidOffer(): Promise<PlanOffer | null> {
  const [plans, configured] = await Promise.all([listPlans(), isPaymentsConfigured()]);
  const cheapest = plans
    .filter((plan) => onSale(plan, configured))
    .map((plan) => ({ name: plan.name, title: plan.title, price: discountedPrice(plan) }))
    .sort((a, b) => a.price - b.price)[0];
  return cheapest ?? null;
}

/** The one way a service refuses a paid feature to the free plan: NO_PAID_PLAN, naming it and the plan that has it. */
export async function requirePaidFeature(viewer: { plan: { paid: boolean } }, feature: PaidFeature): Promise<void> {
  if (viewer.plan.paid) return;
  throw NoPaidPlan(feature, await paidOffer());
}

/** What the shells need to know which of their buttons ask for a paid plan, and which plan to offer. */
export async function paidFeatures(): Promise<{ features: PaidFeature[]; plan: PlanOffer | null }> {
  return { features: PAID_FEATURE_NAMES, plan: await paidOffer() };
}
