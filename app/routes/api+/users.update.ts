import { apiUser } from "~/utils/api-shapes.server";
import { updateOwnProfile } from "~/services/profile.server";
import { apiRoute, readBody } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

/** PATCH {name?, email?, photo?}: the signed-in user's own details → {updated, pending_email}. */
export const { loader, action } = apiRoute({ method: "PATCH", auth: "user" }, async ({ request, viewer }) => {
  // A new e-mail waits for its confirmation link: `pending_email` says which one.
  const { user: updated, pendingEmail } = await updateOwnProfile(viewer, await readBody(request), getLocale(request));
  return { updated: apiUser(updated), pending_email: pendingEmail };
});
