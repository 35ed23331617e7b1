import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { translate } from "~/i18n";
import { signUp } from "~/services/auth.server";
import { api, methodNotAllowed, readBody } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["POST"]);

export function action({ request }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
    const locale = getLocale(request);
    await signUp(await readBody(request), locale);
    return json({ message: translate(locale, "auth.signUp.sent") }, { status: 201 });
  });
}
