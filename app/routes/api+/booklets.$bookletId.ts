import { readBooklet } from "~/services/booklets.server";
import { apiRoute } from "~/utils/api.server";

/** GET /api/booklets/{id}: {booklet} with its status ("queued", "running", "done", "failed"), progress and, once done, `file` (the PDF's URL). */
export const { loader, action } = apiRoute({ method: "GET", auth: "user" }, async ({ params, viewer }) => ({
  booklet: await readBooklet(viewer, params.bookletId ?? ""),
}));
