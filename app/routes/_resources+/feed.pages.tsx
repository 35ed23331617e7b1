import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { translate } from "~/i18n";
import { pageQuerySchema } from "~/lib/pagination";
import { paginateWebCards } from "~/services/pages.server";
import { fillabilityOf } from "~/services/regions.server";
import { logger } from "~/infra/logger.server";
import { getLocale } from "~/utils/request.server";
import { requireUser } from "~/utils/session.server";

/** The next slice of a gallery for 'Load more' (cookie session; the shells use /api/pages/paginate). */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireUser(request);
  try {
    const result = await paginateWebCards(viewer, pageQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams)));
    // Admins see each page's fillability check on the card.
    if (!viewer.admin) return json(result);
    return json({ ...result, fillability: await fillabilityOf(result.data.map((page) => page.id)) });
  } catch (error) {
    logger.error("gallery feed failed", error);
    return json({ message: translate(getLocale(request), "gallery.failedPages") }, { status: 500 });
  }
}
