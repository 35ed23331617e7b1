import { json, type ActionFunctionArgs } from "@remix-run/node";
import { updateProfile } from "~/services/users.server";
import { api, methodNotAllowed, readBody, requireApiUser } from "~/utils/api.server";

export const loader = () => methodNotAllowed();

export function action({ request }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "PATCH") return methodNotAllowed();
    const user = await requireApiUser(request);
    return json({ updated: await updateProfile(user.id, await readBody(request)) });
  });
}
