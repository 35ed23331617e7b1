import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { upsertColored } from "~/services/coloreds.server";
import { api, methodNotAllowed, readBody, requireApiUser } from "~/utils/api.server";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["PATCH"]);

/**
 * PATCH {pageId, photo, progress?}: photo is the URL /storage/upload returned for the paint
 * layer; progress (0..100) how much of the page is coloured, kept as it was when absent.
 */
export function action({ request }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "PATCH") return methodNotAllowed(request, ["PATCH"]);
    const viewer = await requireApiUser(request);
    return json({ upserted: await upsertColored(viewer, await readBody(request)) });
  });
}
