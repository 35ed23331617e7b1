import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { createUserByAdmin } from "~/services/admin-users.server";
import { api, methodNotAllowed, readBody, requireApiAdmin } from "~/utils/api.server";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["POST"]);

/** POST /api/users/admin/create: name, email, password → 201 { created } with admin true. */
export function action({ request }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
    await requireApiAdmin(request);
    const body = await readBody(request);
    return json({ created: await createUserByAdmin({ name: body.name, email: body.email, password: body.password }, { admin: true }) }, { status: 201 });
  });
}
