import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { revokeApiToken } from "~/services/auth.server";
import { api, bearerToken, methodNotAllowed, requireApiUser } from "~/utils/api.server";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["POST"]);

export function action({ request }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
    await requireApiUser(request);
    await revokeApiToken(bearerToken(request) ?? "");
    return new Response(null, { status: 204 });
  });
}
