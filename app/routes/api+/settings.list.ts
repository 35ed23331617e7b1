import { listSettings } from "~/services/settings.server";
import { apiRoute } from "~/utils/api.server";

/** Open to signed-out callers (public settings only); secrets are never returned. */
export const { loader, action } = apiRoute({ method: "GET", auth: "optional" }, ({ viewer }) => listSettings(viewer));
