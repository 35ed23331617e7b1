import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { updateProfile } from "~/services/users.server";
import { api, methodNotAllowed, readBody, requireApiUser } from "~/utils/api.server";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["PATCH"]);

export function action({ request }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "PATCH") return methodNotAllowed(request, ["PATCH"]);
    const user = await requireApiUser(request);
    return json({ updated: await updateProfile(user.id, await readBody(request)) });
  });
}
