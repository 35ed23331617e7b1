import * as z from "zod";
import { issueApiToken, openLink } from "~/services/auth.server";
import { parseInput } from "~/services/validation";
import { apiRoute, readBody } from "~/utils/api.server";

const verifySchema = z.object({ token: z.string({ error: "errors.field.required" }).min(1, { error: "errors.field.required" }) });

/** POST {token}: the e-mailed link → {token, user, plan} (signed in). */
export const { loader, action } = apiRoute({ method: "POST", auth: "public" }, async ({ request }) => {
  const { token } = parseInput(verifySchema, await readBody(request));
  // A new account's link, or a change of address's (the new address then takes effect).
  const { user, plan } = await openLink(token);
  return { token: await issueApiToken(user.id), user, plan };
});
