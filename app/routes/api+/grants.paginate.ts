import { apiGrant, apiPaged } from "~/utils/api-shapes.server";
import { paginateGrants } from "~/services/support-grants.server";
import { apiRoute, queryOf } from "~/utils/api.server";

/** GET /api/grants/paginate?page&search: the support log, 20 a page, newest first (admins only). */
export const { loader, action } = apiRoute({ method: "GET", auth: "admin" }, async ({ request, viewer }) =>
  apiPaged(await paginateGrants(viewer, queryOf(request)), apiGrant),
);
