import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getCharts } from "~/services/analytics.server";
import { api, requireApiAdmin } from "~/utils/api.server";

/** GET /api/analytics/charts (admin): rows created in each of the last 12 months. */
export function loader({ request }: LoaderFunctionArgs) {
  return api(request, async () => {
    await requireApiAdmin(request);
    return json(await getCharts());
  });
}
