import { translate } from "~/i18n";
import { changePassword } from "~/services/passwords.server";
import { apiRoute, bearerToken, readBody } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

/** PATCH {current, password}: a new password; every other session and token of the account ends, this token stays. */
export const { loader, action } = apiRoute({ method: "PATCH", auth: "user" }, async ({ request, viewer }) => {
  await changePassword(viewer.id, await readBody(request), { apiToken: bearerToken(request) ?? undefined }, getLocale(request));
  return { message: translate(getLocale(request), "auth.password.changed") };
});
