import { translate } from "~/i18n";
import { deleteUserByAdmin } from "~/services/account-deletion.server";
import { apiRoute } from "~/utils/api.server";
import { parseId } from "~/utils/params";
import { getLocale } from "~/utils/request.server";

/** DELETE: an admin deletes someone's account, as they would themselves (issue #28) → {message}. The last admin cannot be deleted (403). */
export const { loader, action } = apiRoute({ method: "DELETE", auth: "admin" }, async ({ request, params, viewer }) => {
  const locale = getLocale(request);
  const { email } = await deleteUserByAdmin(viewer, parseId(params.id), locale);
  return { message: translate(locale, "adminUsers.deleted", { email }) };
});
