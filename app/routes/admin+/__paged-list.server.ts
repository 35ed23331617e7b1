import { json } from "@remix-run/node";
import { searchText, type Paged } from "~/lib/pagination";
import { logger } from "~/server/logger.server";

export type Listing<T> = Paged<T> & { search: string; failed?: boolean };

/**
 * An admin list's loader: pages 1..page at once (a no-JavaScript "Load more" link
 * accumulates), or with `chunk=1` that page alone for the enhanced "Load more", which
 * answers `failed` rather than throwing so the rows already shown stay.
 */
export async function pagedListLoader<T>(request: Request, name: string, read: (params: Record<string, string>, through: boolean) => Promise<Paged<T>>) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const chunk = params.chunk === "1";
  const search = searchText.parse(params.search);
  try {
    return json<Listing<T>>({ ...(await read(params, !chunk)), search });
  } catch (error) {
    if (!chunk) throw error;
    logger.error(`${name}: load more failed`, error);
    return json<Listing<T>>({ data: [], currentPage: 1, lastPage: 1, search, failed: true });
  }
}
