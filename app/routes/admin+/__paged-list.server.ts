import { json } from "@remix-run/node";
import { searchText, type Paged } from "~/lib/pagination";
import { logger } from "~/infra/logger.server";
import { requireAdmin } from "~/utils/session.server";

export type Listing<T> = Paged<T> & { search: string; failed?: boolean };

type Admin = Awaited<ReturnType<typeof requireAdmin>>;

/**
 * An admin list's loader, for admins only: `paginate` reads pages 1..page at once (a
 * no-JavaScript "Load more" link accumulates), or with `chunk=1` that page alone for the
 * enhanced "Load more", which answers `failed` rather than throwing so the rows already shown stay.
 */
export async function pagedListLoader<T>(
  request: Request,
  name: string,
  paginate: (admin: Admin, params: Record<string, string>, options: { through: boolean }) => Promise<Paged<T>>,
) {
  const admin = await requireAdmin(request);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const chunk = params.chunk === "1";
  const search = searchText.parse(params.search);
  try {
    return json<Listing<T>>({ ...(await paginate(admin, params, { through: !chunk })), search });
  } catch (error) {
    if (!chunk) throw error;
    logger.error(`${name}: load more failed`, error);
    return json<Listing<T>>({ data: [], currentPage: 1, lastPage: 1, search, failed: true });
  }
}
