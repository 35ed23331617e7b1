import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { translate } from "~/i18n";
import { requestPasswordReset } from "~/services/auth.server";
import { api, methodNotAllowed, readBody } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["POST"]);

/** POST {email}: 202 {message}, the same whether or not the account exists; the link goes by e-mail. */
export function action({ request }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
    const locale = getLocale(request);
    await requestPasswordReset(await readBody(request), locale);
    return json({ message: translate(locale, "auth.forgot.sent") }, { status: 202 });
  });
}
