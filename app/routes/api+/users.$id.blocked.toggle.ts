import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { toggleUserBlocked } from "~/services/admin-users.server";
import { api, methodNotAllowed, requireApiAdmin } from "~/utils/api.server";
import { parseId } from "~/utils/params";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["PATCH"]);

/** PATCH /api/users/{id}/blocked/toggle → { updated }. Blocking signs the user out everywhere. */
export function action({ request, params }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "PATCH") return methodNotAllowed(request, ["PATCH"]);
    const admin = await requireApiAdmin(request);
    return json({ updated: await toggleUserBlocked(admin, parseId(params.id)) });
  });
}
