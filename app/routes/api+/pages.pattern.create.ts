import { apiCard } from "~/utils/api-shapes.server";
import { createPatternPage } from "~/services/pattern-page.server";
import { apiRoute, readBody } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

/** POST /api/pages/pattern/create {seed, symmetry?, density?, motif?, title?}: 201 {created: page}; spends a creation. */
export const { loader, action } = apiRoute({ method: "POST", auth: "user", status: 201 }, async ({ request, viewer }) => ({
  created: apiCard(await createPatternPage(viewer, await readBody(request), getLocale(request))),
}));
