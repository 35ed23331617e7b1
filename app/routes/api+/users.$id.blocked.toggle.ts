import { apiUser } from "~/utils/api-shapes.server";
import { toggleUserBlocked } from "~/services/admin-users.server";
import { apiRoute } from "~/utils/api.server";
import { parseId } from "~/utils/params";

/** PATCH /api/users/{id}/blocked/toggle → { updated }. Blocking signs the user out everywhere. */
export const { loader, action } = apiRoute({ method: "PATCH", auth: "admin" }, async ({ params, viewer }) => ({
  updated: apiUser(await toggleUserBlocked(viewer, parseId(params.id))),
}));
