import { paginateSubscriptions } from "~/services/subscriptions.server";
import { apiRoute, queryOf } from "~/utils/api.server";

/** GET /subscriptions/paginate?page&search (SPEC §7), admins only. */
export const { loader, action } = apiRoute({ method: "GET", auth: "admin" }, ({ request, viewer }) => paginateSubscriptions(viewer, queryOf(request)));
