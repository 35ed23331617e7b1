import { apiUser } from "~/utils/api-shapes.server";
import { updateUserByAdmin } from "~/services/admin-users.server";
import { apiRoute, readBody } from "~/utils/api.server";
import { parseId } from "~/utils/params";

/** PATCH /api/users/{id}/update: name, email, photo (missing → "") → { updated }. */
export const { loader, action } = apiRoute({ method: "PATCH", auth: "admin" }, async ({ request, params }) => ({
  updated: apiUser(await updateUserByAdmin(parseId(params.id), await readBody(request))),
}));
