import { setPageTags } from "~/services/collections.server";
import { apiRoute, readBody } from "~/utils/api.server";
import { parseId } from "~/utils/params";

/** PATCH { tags: [slug] } (admin): the page's collections; answers `{ updated: { id, tags } }`. */
export const { loader, action } = apiRoute({ method: "PATCH", auth: "admin" }, async ({ request, params, viewer }) => ({
  updated: await setPageTags(viewer, parseId(params.id), await readBody(request)),
}));
