import { readRecentColors, saveRecentColors } from "~/services/recent-colors.server";
import { apiRoute, readBody } from "~/utils/api.server";

/** GET: `{colors}`, the viewer's recent colours, newest first. PATCH {colors}: replaces them (at most 8 kept, each once) and answers `{colors}`. */
export const { loader, action } = apiRoute({ method: ["GET", "PATCH"], auth: "user" }, async ({ request, viewer }) => ({
  colors: request.method === "PATCH" ? await saveRecentColors(viewer, await readBody(request)) : await readRecentColors(viewer.id),
}));
