import { getCharts } from "~/services/analytics.server";
import { apiRoute } from "~/utils/api.server";

/** GET /api/analytics/charts (admin): rows created in each of the last 12 months. */
export const { loader, action } = apiRoute({ method: "GET", auth: "admin" }, () => getCharts());
