import { apiCard } from "~/utils/api-shapes.server";
import { createAiPage } from "~/services/page-creation.server";
import { apiRoute, readBody } from "~/utils/api.server";

/** POST {prompt, visibility?}: a page drawn by the AI service → 201 {created: page}; spends a creation. */
export const { loader, action } = apiRoute({ method: "POST", auth: "user", status: 201 }, async ({ request, viewer }) => ({
  created: apiCard(await createAiPage(viewer, await readBody(request))),
}));
