import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { paginatePages } from "~/services/pages.server";
import { api, requireApiUser } from "~/utils/api.server";

export function loader({ request }: LoaderFunctionArgs) {
  return api(request, async () => {
    const viewer = await requireApiUser(request);
    return json(await paginatePages(viewer, Object.fromEntries(new URL(request.url).searchParams)));
  });
}
