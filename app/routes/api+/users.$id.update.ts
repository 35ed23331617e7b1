import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { updateUserByAdmin } from "~/services/admin-users.server";
import { api, methodNotAllowed, readBody, requireApiAdmin } from "~/utils/api.server";
import { parseId } from "~/utils/params";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["PATCH"]);

/** PATCH /api/users/{id}/update: name, email, photo (missing → "") → { updated }. */
export function action({ request, params }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "PATCH") return methodNotAllowed(request, ["PATCH"]);
    await requireApiAdmin(request);
    const id = parseId(params.id);
    return json({ updated: await updateUserByAdmin(id, await readBody(request)) });
  });
}
