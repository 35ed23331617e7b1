import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { updateOwnProfile } from "~/services/auth.server";
import { getLocale } from "~/utils/request.server";
import { api, methodNotAllowed, readBody, requireApiUser } from "~/utils/api.server";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["PATCH"]);

export function action({ request }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "PATCH") return methodNotAllowed(request, ["PATCH"]);
    const user = await requireApiUser(request);
    // A new e-mail waits for its confirmation link: `pending_email` says which one.
    const { user: updated, pendingEmail } = await updateOwnProfile(user, await readBody(request), getLocale(request));
    return json({ updated, pending_email: pendingEmail });
  });
}
