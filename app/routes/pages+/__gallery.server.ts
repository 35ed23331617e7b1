import type { Scope } from "~/lib/pages";
import { pageQuerySchema } from "~/lib/pagination";
import { paginateWebCards } from "~/services/pages.server";
import type { PublicUser } from "~/services/users.server";

/**
 * A gallery screen's data: pages 1..page at once (the cursor is not read: a screen starts from
 * the top), plus the search and sort it was read with. The query is parsed here, once.
 */
export async function galleryData(request: Request, viewer: PublicUser, scope: Scope) {
  const query = pageQuerySchema.parse({ ...Object.fromEntries(new URL(request.url).searchParams), scope });
  const page = await paginateWebCards(viewer, query, { through: true });
  return { ...page, search: query.search, sort: query.sort };
}
