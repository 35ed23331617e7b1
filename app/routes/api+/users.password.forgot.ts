import { translate } from "~/i18n";
import { requestPasswordReset } from "~/services/passwords.server";
import { apiRoute, readBody } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

/** POST {email}: 202 {message}, the same whether or not the account exists; the link goes by e-mail. */
export const { loader, action } = apiRoute({ method: "POST", auth: "public", status: 202 }, async ({ request }) => {
  const locale = getLocale(request);
  await requestPasswordReset(await readBody(request), locale);
  return { message: translate(locale, "auth.forgot.sent") };
});
