import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getCounters } from "~/services/analytics.server";
import { api, requireApiAdmin } from "~/utils/api.server";

/** GET /api/analytics/counters (admin): this week's and all-time counts. */
export function loader({ request }: LoaderFunctionArgs) {
  return api(request, async () => {
    await requireApiAdmin(request);
    return json(await getCounters());
  });
}
