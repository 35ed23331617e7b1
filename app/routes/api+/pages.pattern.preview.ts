import { previewPattern } from "~/services/pattern-page.server";
import { apiRoute, queryOf } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

/**
 * GET /api/pages/pattern/preview?seed&symmetry&density&motif: {svg, title, options}, the
 * pattern the choices make (missing choices take their defaults). Nothing is stored or spent.
 */
export const { loader, action } = apiRoute({ method: "GET", auth: "user" }, async ({ request }) => previewPattern(queryOf(request), getLocale(request)));
