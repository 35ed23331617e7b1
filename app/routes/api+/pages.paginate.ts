import { apiCardPage } from "~/utils/api-shapes.server";
import { pageQuerySchema } from "~/lib/pagination";
import { paginatePages } from "~/services/pages.server";
import { apiRoute, queryOf } from "~/utils/api.server";

/** GET ?page&search&sort&scope&cursor: 12 pages a page, with `next_cursor` for "Load more". */
export const { loader, action } = apiRoute({ method: "GET", auth: "user" }, async ({ request, viewer }) =>
  apiCardPage(await paginatePages(viewer, pageQuerySchema.parse(queryOf(request)))),
);
