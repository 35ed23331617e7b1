import { paidFeatures } from "~/services/paid-features.server";
import { apiRoute } from "~/utils/api.server";

/**
 * GET /api/plans/paid/features: {features, plan} — what only a paid plan does (print, download,
 * pdf, booklet, favorite, timelapseVideo: the web's list), so a shell's buttons for them offer the
 * plan on the free plan as the web's do, and that plan ({name, title, price}: the cheapest that can
 * be bought now, price in USD after its discount), or null while none can be bought.
 */
export const { loader, action } = apiRoute({ method: "GET", auth: "user" }, () => paidFeatures());
