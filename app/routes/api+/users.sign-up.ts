import { translate } from "~/i18n";
import { signUp } from "~/services/email-links.server";
import { apiRoute, readBody } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

/** POST {name, email, password, plan?} → 201 {message}; the verification link goes by e-mail (the same answer for a taken address). */
export const { loader, action } = apiRoute({ method: "POST", auth: "public", status: 201 }, async ({ request }) => {
  const locale = getLocale(request);
  await signUp(await readBody(request), locale);
  return { message: translate(locale, "auth.signUp.sent") };
});
