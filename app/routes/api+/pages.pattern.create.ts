import { apiCard } from "~/utils/api-shapes.server";
import { createdPage } from "~/services/page-creation.server";
import { createPatternPage } from "~/services/pattern-page.server";
import { apiRoute, readBody } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

/**
 * POST /api/pages/pattern/create {seed, symmetry?, density?, motif?, title?}: 201 {created: page};
 * spends a creation. With an Idempotency-Key, a retry whose answer was lost answers the page made.
 */
export const { loader, action } = apiRoute(
  {
    method: "POST",
    auth: "user",
    status: 201,
    idempotent: { rebuild: async ({ viewer, effect }) => ({ created: apiCard((await createdPage(viewer, effect)).page) }) },
  },
  async ({ request, viewer }) => ({
    created: apiCard(await createPatternPage(viewer, await readBody(request), getLocale(request))),
  }),
);
