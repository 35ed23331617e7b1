import { handleWebhook } from "~/services/payments/webhooks.server";
import { apiRoute } from "~/utils/api.server";

/**
 * Stripe's calls: no Bearer token, the signature is the authentication. The body is read
 * as text, untouched, because the signature covers its exact bytes (server.ts has no body parser).
 */
export const { loader, action } = apiRoute({ method: "POST", auth: "public" }, async ({ request }) => {
  await handleWebhook(await request.text(), request.headers.get("stripe-signature"));
  return { received: true };
});
