import { appStatus } from "~/services/app-status.server";
import { apiRoute } from "~/utils/api.server";

/** GET /api/app/status (admin): openaiApi, stripeApi, stripeWebhook, plans. */
export const { loader, action } = apiRoute({ method: "GET", auth: "admin" }, () => appStatus());
