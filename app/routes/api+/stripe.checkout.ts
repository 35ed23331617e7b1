import { createCheckout } from "~/services/payments/checkout.server";
import { apiRoute, readBody } from "~/utils/api.server";

/** `{ priceId }` → `{ url }` of Stripe's hosted checkout; the shell navigates there. */
export const { loader, action } = apiRoute({ method: "POST", auth: "user" }, async ({ request, viewer }) => createCheckout(viewer, await readBody(request)));
