import { askedBooklet, requestBooklet } from "~/services/booklets.server";
import { apiRoute, readBody } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

/**
 * POST /api/booklets {pageIds: [ids] (1..24, in order), paper?: "a4" | "letter", footer?: boolean,
 * title?}: 202 {booklet} (status "queued"); the PDF is made in the background: GET
 * /api/booklets/{id} says how far it got and, once done, its `file`. Paid plans only (403
 * NO_PAID_PLAN); 429 while two of the caller's booklets are still being made. With an
 * Idempotency-Key, a retry whose answer was lost answers the booklet asked for, as it is by then.
 */
export const { loader, action } = apiRoute(
  {
    method: "POST",
    auth: "user",
    status: 202,
    idempotent: { rebuild: async ({ viewer, effect }) => ({ booklet: await askedBooklet(viewer, effect) }) },
  },
  async ({ request, viewer }) => ({
    booklet: await requestBooklet(viewer, await readBody(request), { locale: getLocale(request), acceptLanguage: request.headers.get("Accept-Language") }),
  }),
);
