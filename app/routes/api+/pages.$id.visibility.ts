import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { setVisibility } from "~/services/pages.server";
import { api, methodNotAllowed, readBody, requireApiUser } from "~/utils/api.server";
import { parseId } from "~/utils/params";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["PATCH"]);

/** PATCH {visibility: "public" | "private"}: the owner shares a page or keeps it private → {updated: page}. */
export function action({ request, params }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "PATCH") return methodNotAllowed(request, ["PATCH"]);
    const viewer = await requireApiUser(request);
    return json({ updated: await setVisibility(viewer, parseId(params.id), await readBody(request)) });
  });
}
