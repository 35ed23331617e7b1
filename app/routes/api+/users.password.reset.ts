import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { issueApiToken, resetPassword } from "~/services/auth.server";
import { api, methodNotAllowed, readBody } from "~/utils/api.server";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["POST"]);

/** POST {token, password}: the e-mailed link's new password; every other session and token ends → {token, user}. */
export function action({ request }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
    const user = await resetPassword(await readBody(request));
    return json({ token: await issueApiToken(user.id), user });
  });
}
