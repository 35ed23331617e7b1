import { apiUser } from "~/utils/api-shapes.server";
import { checkCredentials, issueApiToken } from "~/services/auth.server";
import { apiRoute, readBody } from "~/utils/api.server";

/** POST {email, password} → {token, user}; one message for any wrong pair (docs/product.md §11). */
export const { loader, action } = apiRoute({ method: "POST", auth: "public" }, async ({ request }) => {
  const user = await checkCredentials(await readBody(request));
  return { token: await issueApiToken(user.id), user: apiUser(user) };
});
