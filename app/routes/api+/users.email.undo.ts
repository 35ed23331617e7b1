import { translate } from "~/i18n";
import { undoEmailChange } from "~/services/email-links.server";
import { emailedTokenSchema, parseInput } from "~/lib/validation";
import { apiRoute, readBody } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

/**
 * POST {token}: "No he sido yo", the link mailed to the old address of a change → {message,
 * email, restored}. The change is cancelled (or undone: the old address back, with a link to
 * choose a new password) and every device is signed out.
 */
export const { loader, action } = apiRoute({ method: "POST", auth: "public" }, async ({ request }) => {
  const { token } = parseInput(emailedTokenSchema, await readBody(request));
  const locale = getLocale(request);
  const { email, restored } = await undoEmailChange(token, locale);
  return { message: translate(locale, restored ? "auth.undo.restored" : "auth.undo.done", { email }), email, restored };
});
