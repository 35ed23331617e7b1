import type { LoaderFunctionArgs } from "@remix-run/node";
import { isAppError } from "~/lib/errors";
import { coloringPdf, pdfResponse } from "~/services/print.server";
import { idOrNull } from "~/utils/params";
import { requireRegularUser } from "~/utils/session.server";
import { redirectWithToast, upgradeFor } from "~/utils/toast.server";

/**
 * /pages/{id}/pdf?paper=a4|letter&footer=1|0: the print-ready PDF of the viewer's colouring (or
 * of the blank page), as GET /api/coloreds/{id}/pdf. Paid plans only: the free plan is shown what
 * it gives and the plan that has it, with the way back to the colour screen, as print and download.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const id = idOrNull(params.id);
  if (!id) throw await redirectWithToast("/pages/public", { variant: "info", key: "errors.pageGone" });
  try {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    return pdfResponse(await coloringPdf(viewer, id, query, { acceptLanguage: request.headers.get("Accept-Language") }));
  } catch (error) {
    const upgrade = upgradeFor(error, `/pages/${id}/color`);
    if (upgrade) throw await upgrade;
    if (isAppError(error) && error.status === 404) throw await redirectWithToast("/pages/public", { variant: "info", key: "errors.pageGone" });
    // A bad option, or too many of the person's pictures in the making (429): back to the page, told why.
    if (isAppError(error) && (error.status === 422 || error.status === 429))
      throw await redirectWithToast(`/pages/${id}/color`, { variant: "danger", key: error.messageKey });
    throw error;
  }
}
