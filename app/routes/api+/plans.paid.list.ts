import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { withSale } from "~/services/plan-prices.server";
import { listPaidPlans } from "~/services/plans.server";
import { api, requireApiUser } from "~/utils/api.server";

export function loader({ request }: LoaderFunctionArgs) {
  return api(request, async () => {
    await requireApiUser(request);
    return json(await withSale(await listPaidPlans()));
  });
}
