import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { checkCredentials, issueApiToken } from "~/services/auth.server";
import { api, methodNotAllowed, readBody } from "~/utils/api.server";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["POST"]);

export function action({ request }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
    const user = await checkCredentials(await readBody(request));
    return json({ token: await issueApiToken(user.id), user });
  });
}
