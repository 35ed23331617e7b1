import { getCounters } from "~/services/analytics.server";
import { apiRoute } from "~/utils/api.server";

/** GET /api/analytics/counters (admin): this week's and all-time counts. */
export const { loader, action } = apiRoute({ method: "GET", auth: "admin" }, () => getCounters());
