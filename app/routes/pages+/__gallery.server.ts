import { webPage, type Scope } from "~/lib/pages";
import { paginatePages, pageQuerySchema } from "~/services/pages.server";
import type { PublicUser } from "~/services/users.server";

/** A gallery screen's data: pages 1..page at once, plus the query it was read with. */
export async function galleryData(request: Request, viewer: PublicUser, scope: Scope) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = pageQuerySchema.parse({ ...params, scope });
  const result = await paginatePages(viewer, { ...query, cursor: undefined }, { through: true });
  return { ...webPage(result), search: query.search, sort: query.sort };
}
