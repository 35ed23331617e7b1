import { apiCardPage } from "~/utils/api-shapes.server";
import { pageQuerySchema } from "~/lib/pagination";
import { paginateCollection } from "~/services/collections.server";
import { SIGNED_OUT } from "~/services/pages.server";
import { apiRoute, queryOf } from "~/utils/api.server";

/** GET ?page&search&sort&cursor: a collection's public pages, the /api gallery's cards and paging; signed out too. */
export const { loader, action } = apiRoute({ method: "GET", auth: "optional" }, async ({ request, params, viewer }) =>
  apiCardPage(await paginateCollection(viewer ?? SIGNED_OUT, params.slug ?? "", pageQuerySchema.parse(queryOf(request)))),
);
