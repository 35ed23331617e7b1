import { apiPlan } from "~/utils/api-shapes.server";
import { updatePlan } from "~/services/admin-plans.server";
import { apiRoute, readBody } from "~/utils/api.server";
import { parseId } from "~/utils/params";

/** POST /plans/{id}/update (docs/product.md §7), admins only: `{ updated: plan }`. */
export const { loader, action } = apiRoute({ method: "POST", auth: "admin" }, async ({ request, params }) => ({
  updated: apiPlan(await updatePlan(parseId(params.id), await readBody(request))),
}));
