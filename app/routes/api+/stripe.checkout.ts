import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { createCheckout } from "~/services/payments.server";
import { api, methodNotAllowed, readBody, requireApiUser } from "~/utils/api.server";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["POST"]);

/** `{ priceId }` → `{ url }` of Stripe's hosted checkout; the shell navigates there. */
export function action({ request }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
    const viewer = await requireApiUser(request);
    return json(await createCheckout(viewer, await readBody(request)));
  });
}
