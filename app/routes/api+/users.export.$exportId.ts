import { readExport } from "~/services/data-export.server";
import { apiRoute } from "~/utils/api.server";

/** GET: one of the caller's data exports → {export} with its status, progress and, once done, its `file` (read with the same token). */
export const { loader, action } = apiRoute({ method: "GET", auth: "user" }, async ({ params, viewer }) => ({
  export: await readExport(viewer, params.exportId ?? ""),
}));
