import { apiPaged, apiUser } from "~/utils/api-shapes.server";
import { paginateUsers } from "~/services/admin-users.server";
import { apiRoute, queryOf } from "~/utils/api.server";

/** GET /api/users/paginate?page&search: 20 users a page, newest first (admins only). */
export const { loader, action } = apiRoute({ method: "GET", auth: "admin" }, async ({ request, viewer }) =>
  apiPaged(await paginateUsers(viewer, queryOf(request)), apiUser),
);
