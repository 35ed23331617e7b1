import { apiColored, apiPaged } from "~/utils/api-shapes.server";
import { paginateColoreds } from "~/services/coloreds.server";
import { apiRoute, queryOf } from "~/utils/api.server";

/** GET /api/coloreds/paginate?page&search: the viewer's colourings, 12 a page. */
export const { loader, action } = apiRoute({ method: "GET", auth: "user" }, async ({ request, viewer }) =>
  apiPaged(await paginateColoreds(viewer, queryOf(request)), apiColored),
);
