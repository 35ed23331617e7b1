import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { saveSetting } from "~/services/settings.server";
import { api, methodNotAllowed, readBody, requireApiAdmin } from "~/utils/api.server";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["PATCH"]);

/**
 * PATCH /api/settings/{name}/update {value} (admin). Secrets are stored encrypted and
 * answered with an empty value; unknown names are 404.
 */
export function action({ request, params }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "PATCH") return methodNotAllowed(request, ["PATCH"]);
    await requireApiAdmin(request);
    const body = await readBody(request);
    return json({ updated: await saveSetting(params.name ?? "", body.value) });
  });
}
