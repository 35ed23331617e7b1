import { apiPaged, apiSubscription } from "~/utils/api-shapes.server";
import { paginateSubscriptions } from "~/services/subscriptions.server";
import { apiRoute, queryOf } from "~/utils/api.server";

/** GET /subscriptions/paginate?page&search (docs/product.md §7), admins only. */
export const { loader, action } = apiRoute({ method: "GET", auth: "admin" }, async ({ request, viewer }) =>
  apiPaged(await paginateSubscriptions(viewer, queryOf(request)), apiSubscription),
);
