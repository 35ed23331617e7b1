import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { toggleFavorite } from "~/services/pages.server";
import { api, methodNotAllowed, requireApiUser } from "~/utils/api.server";
import { parseId } from "~/utils/params";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["PATCH"]);

export function action({ request, params }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "PATCH") return methodNotAllowed(request, ["PATCH"]);
    const viewer = await requireApiUser(request);
    return json({ updated: await toggleFavorite(viewer, parseId(params.id)) });
  });
}
