import { readCredits } from "~/services/credits.server";
import { apiRoute } from "~/utils/api.server";

/** GET /api/credits/read: the viewer's credits, plan and subscription. */
export const { loader, action } = apiRoute({ method: "GET", auth: "user" }, ({ viewer }) => readCredits(viewer.id));
