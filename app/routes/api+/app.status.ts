import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { appStatus } from "~/services/app-status.server";
import { api, requireApiAdmin } from "~/utils/api.server";

/** GET /api/app/status (admin): openaiApi, stripeApi, stripeWebhook, plans. */
export function loader({ request }: LoaderFunctionArgs) {
  return api(request, async () => {
    await requireApiAdmin(request);
    return json(await appStatus());
  });
}
