import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { createPatternPage } from "~/services/pattern-page.server";
import { api, methodNotAllowed, readBody, requireApiUser } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["POST"]);

/** POST /api/pages/pattern/create {seed, symmetry?, density?, motif?, title?}: 201 {created: page}; spends a creation. */
export function action({ request }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
    const viewer = await requireApiUser(request);
    return json({ created: await createPatternPage(viewer, await readBody(request), getLocale(request)) }, { status: 201 });
  });
}
