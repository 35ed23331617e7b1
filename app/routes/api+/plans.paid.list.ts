import { apiPlanOnSale } from "~/utils/api-shapes.server";
import { withSale } from "~/services/plan-prices.server";
import { listPaidPlans } from "~/services/plans.server";
import { apiRoute } from "~/utils/api.server";

/** GET: the paid plans, each saying whether it can be bought now (`on_sale`). */
export const { loader, action } = apiRoute({ method: "GET", auth: "user" }, async () => (await withSale(await listPaidPlans())).map(apiPlanOnSale));
