import { apiUser } from "~/utils/api-shapes.server";
import { issueApiToken } from "~/services/auth.server";
import { resetPassword } from "~/services/passwords.server";
import { apiRoute, readBody } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

/** POST {token, password}: the e-mailed link's new password; every other session and token ends → {token, user}. */
export const { loader, action } = apiRoute({ method: "POST", auth: "public" }, async ({ request }) => {
  const user = await resetPassword(await readBody(request), getLocale(request));
  return { token: await issueApiToken(user.id), user: apiUser(user) };
});
