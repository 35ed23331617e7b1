import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { paginateUsers } from "~/services/admin-users.server";
import { api, requireApiAdmin } from "~/utils/api.server";

/** GET /api/users/paginate?page&search: 20 users a page, newest first (admins only). */
export function loader({ request }: LoaderFunctionArgs) {
  return api(request, async () => {
    const admin = await requireApiAdmin(request);
    return json(await paginateUsers(admin, Object.fromEntries(new URL(request.url).searchParams)));
  });
}
