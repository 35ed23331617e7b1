import { readTimelapse } from "~/services/coloreds.server";
import { apiRoute } from "~/utils/api.server";
import { parseId } from "~/utils/params";

/**
 * GET /api/coloreds/{pageId}/timelapse: {timelapse, version} — the strokes and fills of the
 * viewer's colouring of that page in the order they made it ({v: 1, steps, truncated?};
 * lib/timelapse.ts), or null when there is none yet, and the version of the colouring it leads to.
 * The shells replay it as the colour screen does, ending on the saved picture.
 */
export const { loader, action } = apiRoute({ method: "GET", auth: "user" }, async ({ params, viewer }) => readTimelapse(viewer, parseId(params.id)));
