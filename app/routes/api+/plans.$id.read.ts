import { apiPlan } from "~/utils/api-shapes.server";
import { readPlan, toPublicPlan } from "~/services/plans.server";
import { apiRoute } from "~/utils/api.server";
import { parseId } from "~/utils/params";

/** GET: one plan, or 404. */
export const { loader, action } = apiRoute({ method: "GET", auth: "user" }, async ({ params }) => apiPlan(toPublicPlan(await readPlan(parseId(params.id)))));
