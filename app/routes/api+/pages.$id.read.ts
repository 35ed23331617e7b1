import { apiCard } from "~/utils/api-shapes.server";
import { readCard } from "~/services/pages.server";
import { apiRoute } from "~/utils/api.server";
import { parseId } from "~/utils/params";

/** GET: one page as the viewer sees it, or 404. */
export const { loader, action } = apiRoute({ method: "GET", auth: "user" }, async ({ params, viewer }) => apiCard(await readCard(viewer, parseId(params.id))));
