import { apiUser } from "~/utils/api-shapes.server";
import { apiRoute } from "~/utils/api.server";

/** GET: the signed-in user. */
export const { loader, action } = apiRoute({ method: "GET", auth: "user" }, async ({ viewer }) => apiUser(viewer));
