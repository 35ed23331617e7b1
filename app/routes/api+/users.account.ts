import { translate } from "~/i18n";
import { deleteOwnAccount } from "~/services/account-deletion.server";
import { apiRoute, readBody } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

/**
 * DELETE {password}: the caller's own account, and everything of theirs, is deleted (issue #28);
 * this token ends with it → {message}. What is kept, without the person: the payment records at
 * Stripe, the subscription rows (as the law requires) and the support log's lines (records 0154, 0155).
 */
export const { loader, action } = apiRoute({ method: "DELETE", auth: "user" }, async ({ request, viewer }) => {
  const locale = getLocale(request);
  await deleteOwnAccount(viewer, await readBody(request), locale);
  return { message: translate(locale, "account.delete.done") };
});
