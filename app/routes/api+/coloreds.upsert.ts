import { apiColored } from "~/utils/api-shapes.server";
import { upsertColored } from "~/services/coloring-save.server";
import { apiRoute, readBody } from "~/utils/api.server";

/**
 * PATCH {pageId, photo, progress?, version?, save_id?, timelapse?}: photo is the URL
 * /storage/upload returned for the paint layer; progress (0..100) how much of the page is
 * coloured, kept as it was when absent. The same request sent again (its answer lost) answers
 * what the first did and spends nothing, with or without save_id (decision record 0121). With an
 * Idempotency-Key, a retry gets the first answer kept; one whose answer was lost runs again, and
 * that same content check answers it (record 0143).
 */
export const { loader, action } = apiRoute({ method: "PATCH", auth: "user", idempotent: true }, async ({ request, viewer }) => ({
  upserted: apiColored(await upsertColored(viewer, await readBody(request))),
}));
