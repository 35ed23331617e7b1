import { apiUser } from "~/utils/api-shapes.server";
import { createUserByAdmin } from "~/services/admin-users.server";
import { apiRoute, readBody } from "~/utils/api.server";

/** POST /api/users/admin/create: name, email, password → 201 { created } with admin true. */
export const { loader, action } = apiRoute({ method: "POST", auth: "admin", status: 201 }, async ({ request }) => {
  const body = await readBody(request);
  return { created: apiUser(await createUserByAdmin({ name: body.name, email: body.email, password: body.password }, { admin: true })) };
});
