import { apiUser } from "~/utils/api-shapes.server";
import { createUserByAdmin } from "~/services/admin-users.server";
import { apiRoute, readBody } from "~/utils/api.server";

/** POST /api/users/create: name, email, password, photo? → 201 { created } (a verified user on the free plan). */
export const { loader, action } = apiRoute({ method: "POST", auth: "admin", status: 201 }, async ({ request }) => ({
  created: apiUser(await createUserByAdmin(await readBody(request), { admin: false })),
}));
