import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { translate } from "~/i18n";
import { changePassword } from "~/services/auth.server";
import { api, bearerToken, methodNotAllowed, readBody, requireApiUser } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["PATCH"]);

/** PATCH {current, password}: a new password; every other session and token of the account ends, this token stays. */
export function action({ request }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "PATCH") return methodNotAllowed(request, ["PATCH"]);
    const user = await requireApiUser(request);
    await changePassword(user.id, await readBody(request), { apiToken: bearerToken(request) ?? undefined });
    return json({ message: translate(getLocale(request), "auth.password.changed") });
  });
}
