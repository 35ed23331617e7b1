import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { paginateSubscriptions } from "~/services/subscriptions.server";
import { api, requireApiAdmin } from "~/utils/api.server";

/** GET /subscriptions/paginate?page&search (SPEC §7), admins only. */
export function loader({ request }: LoaderFunctionArgs) {
  return api(request, async () => {
    const admin = await requireApiAdmin(request);
    return json(await paginateSubscriptions(admin, Object.fromEntries(new URL(request.url).searchParams)));
  });
}
