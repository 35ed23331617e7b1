import { upsertColored } from "~/services/coloreds.server";
import { apiRoute, readBody } from "~/utils/api.server";

/**
 * PATCH {pageId, photo, progress?}: photo is the URL /storage/upload returned for the paint
 * layer; progress (0..100) how much of the page is coloured, kept as it was when absent.
 */
export const { loader, action } = apiRoute({ method: "PATCH", auth: "user" }, async ({ request, viewer }) => ({ upserted: await upsertColored(viewer, await readBody(request)) }));
