import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { handleWebhook } from "~/services/payments.server";
import { api, methodNotAllowed } from "~/utils/api.server";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["POST"]);

/**
 * Stripe's calls: no Bearer token, the signature is the authentication. The body is read
 * as text, untouched, because the signature covers its exact bytes (server.ts has no body parser).
 */
export function action({ request }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
    await handleWebhook(await request.text(), request.headers.get("stripe-signature"));
    return json({ received: true });
  });
}
