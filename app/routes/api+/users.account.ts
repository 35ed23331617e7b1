import { translate } from "~/i18n";
import { deleteOwnAccount } from "~/services/account-deletion.server";
import { apiRoute, readBody } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

/**
 * DELETE {password}: the caller's own account, and everything of theirs, is deleted (issue #28);
 * this token ends with it → {message}. What is kept, as the law requires: the payment records at
 * Stripe and anonymised subscription rows.
 */
export const { loader, action } = apiRoute({ method: "DELETE", auth: "user" }, async ({ request, viewer }) => {
  const locale = getLocale(request);
  await deleteOwnAccount(viewer, await readBody(request), locale);
  return { message: translate(locale, "account.delete.done") };
});
