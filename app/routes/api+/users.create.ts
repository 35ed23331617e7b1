import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { createUserByAdmin } from "~/services/admin-users.server";
import { api, methodNotAllowed, readBody, requireApiAdmin } from "~/utils/api.server";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["POST"]);

/** POST /api/users/create: name, email, password, photo? → 201 { created } (a verified user on the free plan). */
export function action({ request }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
    await requireApiAdmin(request);
    return json({ created: await createUserByAdmin(await readBody(request), { admin: false }) }, { status: 201 });
  });
}
