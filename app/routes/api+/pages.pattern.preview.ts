import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { previewPattern } from "~/services/pattern-page.server";
import { api, methodNotAllowed, requireApiUser } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

/**
 * GET /api/pages/pattern/preview?seed&symmetry&density&motif: {svg, title, options}, the
 * pattern the choices make (missing choices take their defaults). Nothing is stored or spent.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return api(request, async () => {
    await requireApiUser(request);
    const input = Object.fromEntries(new URL(request.url).searchParams);
    return json(previewPattern(input, getLocale(request)));
  });
}

export const action = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["GET"]);
