import { saveSetting } from "~/services/settings.server";
import { apiRoute, readBody } from "~/utils/api.server";

/**
 * PATCH /api/settings/{name}/update {value} (admin). Secrets are stored encrypted and
 * answered with an empty value; unknown names are 404.
 */
export const { loader, action } = apiRoute({ method: "PATCH", auth: "admin" }, async ({ request, params }) => ({
  updated: await saveSetting(params.name ?? "", (await readBody(request)).value),
}));
