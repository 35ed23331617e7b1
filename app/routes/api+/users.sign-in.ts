import { json, type ActionFunctionArgs } from "@remix-run/node";
import { checkCredentials, issueApiToken } from "~/services/auth.server";
import { api, methodNotAllowed, readBody } from "~/utils/api.server";

export const loader = () => methodNotAllowed();

export function action({ request }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await checkCredentials(await readBody(request));
    return json({ token: await issueApiToken(user.id), user });
  });
}
