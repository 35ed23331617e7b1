import { apiCard } from "~/utils/api-shapes.server";
import { createAiPage, createdPage } from "~/services/page-creation.server";
import { apiRoute, readBody } from "~/utils/api.server";

/**
 * POST {prompt, visibility?}: a page drawn by the AI service → 201 {created: page}; spends a
 * creation. With an Idempotency-Key, a retry whose answer was lost answers the page made.
 */
export const { loader, action } = apiRoute(
  {
    method: "POST",
    auth: "user",
    status: 201,
    idempotent: { rebuild: async ({ viewer, effect }) => ({ created: apiCard((await createdPage(viewer, effect)).page) }) },
  },
  async ({ request, viewer }) => ({
    created: apiCard(await createAiPage(viewer, await readBody(request))),
  }),
);
