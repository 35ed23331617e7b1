import { createPatternPage } from "~/services/pattern-page.server";
import { apiCard } from "~/utils/api-shapes.server";
import { readBody } from "~/utils/api.server";
import { pageCreationRoute } from "~/utils/page-creation-route.server";

/**
 * POST /api/pages/pattern/create {seed, symmetry?, density?, motif?, title?}: 201 {created: page};
 * spends a creation. With an Idempotency-Key, a retry whose answer was lost answers the page made.
 */
export const { loader, action } = pageCreationRoute(
  async ({ request, viewer }, locale) => ({ page: await createPatternPage(viewer, await readBody(request), locale) }),
  (_locale, { page }) => ({ created: apiCard(page) }),
);
