import { paginateUsers } from "~/services/admin-users.server";
import { apiRoute, queryOf } from "~/utils/api.server";

/** GET /api/users/paginate?page&search: 20 users a page, newest first (admins only). */
export const { loader, action } = apiRoute({ method: "GET", auth: "admin" }, ({ request, viewer }) => paginateUsers(viewer, queryOf(request)));
