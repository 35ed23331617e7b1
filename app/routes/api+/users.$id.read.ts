import { apiUser } from "~/utils/api-shapes.server";
import { readUserForAdmin } from "~/services/admin-users.server";
import { apiRoute } from "~/utils/api.server";
import { parseId } from "~/utils/params";

/** GET /api/users/{id}/read (admins only): the user, or 404. */
export const { loader, action } = apiRoute({ method: "GET", auth: "admin" }, async ({ params }) => apiUser(await readUserForAdmin(parseId(params.id))));
