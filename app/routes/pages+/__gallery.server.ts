import { json } from "@remix-run/node";
import type { Scope } from "~/lib/pages";
import { pageQuerySchema } from "~/lib/pagination";
import { paginateWebCards } from "~/services/pages.server";
import type { PublicUser } from "~/services/users.server";
import { requireRegularUser } from "~/utils/session.server";

/**
 * A gallery screen's data: pages 1..page at once (the cursor is not read: a screen starts from
 * the top), plus the search and sort it was read with. The query is parsed here, once.
 */
export async function galleryData(request: Request, viewer: PublicUser, scope: Scope) {
  const query = pageQuerySchema.parse({ ...Object.fromEntries(new URL(request.url).searchParams), scope });
  const page = await paginateWebCards(viewer, query, { through: true });
  return { ...page, search: query.search, sort: query.sort };
}

/** A gallery of the signed-in person's own (their pages, coloured, favourites): the loader's answer, one scope's cards. */
export async function viewerGallery(request: Request, scope: Scope) {
  const viewer = await requireRegularUser(request);
  return json(await galleryData(request, viewer, scope));
}
