import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { readUserForAdmin } from "~/services/admin-users.server";
import { api, requireApiAdmin } from "~/utils/api.server";
import { parseId } from "~/utils/params";

/** GET /api/users/{id}/read (admins only): the user, or 404. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return api(request, async () => {
    await requireApiAdmin(request);
    return json(await readUserForAdmin(parseId(params.id)));
  });
}
