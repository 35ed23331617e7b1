import { apiUser } from "~/utils/api-shapes.server";
import { issueApiToken, userFromApiToken } from "~/services/auth.server";
import { openLink } from "~/services/email-links.server";
import { openLinkSchema, parseInput } from "~/lib/validation";
import { apiRoute, bearerToken, readBody } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

/**
 * POST {token, password}: the e-mailed link. A new account's needs the password chosen at sign-up
 * (record 0156; missing or wrong: 422 on `password`, the link still good) → {token, user, plan} (signed in). A change of
 * address's takes effect and signs nobody in (issue #27) → {token: null, user, plan: null}, with
 * `user` only for a caller already signed in to that account (else null: sign in again).
 */
export const { loader, action } = apiRoute({ method: "POST", auth: "public" }, async ({ request }) => {
  const link = parseInput(openLinkSchema, await readBody(request));
  const opened = await openLink(link, getLocale(request));
  if (opened.purpose === "email") {
    const bearer = bearerToken(request);
    const caller = bearer ? await userFromApiToken(bearer) : undefined;
    return { token: null, user: caller?.id === opened.user.id ? apiUser(opened.user) : null, plan: null };
  }
  return { token: await issueApiToken(opened.user.id), user: apiUser(opened.user), plan: opened.plan };
});
