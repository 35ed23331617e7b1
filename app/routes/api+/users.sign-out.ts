import { revokeApiToken } from "~/services/auth.server";
import { apiRoute, bearerToken } from "~/utils/api.server";

/** POST: 204; the token stops working. */
export const { loader, action } = apiRoute({ method: "POST", auth: "user" }, async ({ request }) => {
  await revokeApiToken(bearerToken(request) ?? "");
  return new Response(null, { status: 204 });
});
