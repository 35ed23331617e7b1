import { readPage } from "~/services/pages.server";
import { apiRoute } from "~/utils/api.server";
import { parseId } from "~/utils/params";

/** GET: one page as the viewer sees it, or 404. */
export const { loader, action } = apiRoute({ method: "GET", auth: "user" }, ({ params, viewer }) => readPage(viewer, parseId(params.id)));
