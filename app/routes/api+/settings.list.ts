import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { userFromApiToken } from "~/services/auth.server";
import { listSettings } from "~/services/settings.server";
import { api, bearerToken } from "~/utils/api.server";

/** Open to signed-out callers (public settings only); secrets are never returned. */
export function loader({ request }: LoaderFunctionArgs) {
  return api(request, async () => {
    const token = bearerToken(request);
    const user = token ? await userFromApiToken(token) : undefined;
    return json(await listSettings(user && !user.blocked ? user : null));
  });
}
