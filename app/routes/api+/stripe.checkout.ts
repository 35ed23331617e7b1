import { createCheckout } from "~/services/payments/checkout.server";
import { apiRoute, readBody } from "~/utils/api.server";

/**
 * `{ priceId }` → `{ url }` of Stripe's hosted checkout; the shell navigates there. With an
 * Idempotency-Key, a retry whose answer was lost runs again: Stripe, given a key made from this
 * one, answers the session it made the first time (record 0143).
 */
export const { loader, action } = apiRoute({ method: "POST", auth: "user", idempotent: true }, async ({ request, viewer }) =>
  createCheckout(viewer, await readBody(request)),
);
