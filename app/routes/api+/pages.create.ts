import { createAiPage } from "~/services/page-creation.server";
import { apiCard } from "~/utils/api-shapes.server";
import { readBody } from "~/utils/api.server";
import { pageCreationRoute } from "~/utils/page-creation-route.server";

/**
 * POST {prompt, visibility?}: a page drawn by the AI service → 201 {created: page}; spends a
 * creation. With an Idempotency-Key, a retry whose answer was lost answers the page made.
 */
export const { loader, action } = pageCreationRoute(
  async ({ request, viewer }) => ({ page: await createAiPage(viewer, await readBody(request)) }),
  (_locale, { page }) => ({ created: apiCard(page) }),
);
