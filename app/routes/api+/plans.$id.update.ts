import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { updatePlan } from "~/services/admin-plans.server";
import { api, methodNotAllowed, readBody, requireApiAdmin } from "~/utils/api.server";
import { parseId } from "~/utils/params";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["POST"]);

/** POST /plans/{id}/update (SPEC §7), admins only: `{ updated: plan }`. */
export function action({ request, params }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
    await requireApiAdmin(request);
    const id = parseId(params.id);
    return json({ updated: await updatePlan(id, await readBody(request)) });
  });
}
