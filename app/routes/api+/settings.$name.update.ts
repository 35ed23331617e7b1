import { savingCurrency } from "~/services/plan-prices.server";
import { saveSetting } from "~/services/settings.server";
import { apiRoute, readBody } from "~/utils/api.server";

/**
 * PATCH /api/settings/{name}/update {value} (admin). Secrets are stored encrypted and
 * answered with an empty value; unknown names are 404. A new currency prices the plans again (record 0172).
 */
export const { loader, action } = apiRoute({ method: "PATCH", auth: "admin" }, async ({ request, params }) => ({
  updated: await savingCurrency(async () => saveSetting(params.name ?? "", (await readBody(request)).value)),
}));
