import { coloringPdf, pdfResponse } from "~/services/print.server";
import { apiRoute, queryOf } from "~/utils/api.server";
import { parseId } from "~/utils/params";

/**
 * GET /api/coloreds/{pageId}/pdf?paper=a4|letter&footer=1|0: the viewer's colouring of that
 * page (the blank page if they have not painted it) as a print-ready PDF. Paid plans only:
 * 403 NO_PAID_PLAN, as print and download on the web. Without `paper`, the Accept-Language
 * region chooses (Letter for the Americas that use it, else A4).
 */
export const { loader, action } = apiRoute({ method: "GET", auth: "user" }, async ({ request, params, viewer }) =>
  pdfResponse(await coloringPdf(viewer, parseId(params.id), queryOf(request), { acceptLanguage: request.headers.get("Accept-Language") })),
);
