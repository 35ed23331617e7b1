import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { upsertColored } from "~/services/coloreds.server";
import { api, methodNotAllowed, readBody, requireApiUser } from "~/utils/api.server";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["PATCH"]);

/** PATCH {pageId, photo}: photo is the URL /storage/upload returned for the paint layer. */
export function action({ request }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "PATCH") return methodNotAllowed(request, ["PATCH"]);
    const viewer = await requireApiUser(request);
    return json({ upserted: await upsertColored(viewer, await readBody(request)) });
  });
}
