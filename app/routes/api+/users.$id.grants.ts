import { apiGrant } from "~/utils/api-shapes.server";
import { giveSupport } from "~/services/support-grants.server";
import { apiRoute, readBody } from "~/utils/api.server";
import { parseId } from "~/utils/params";

/**
 * POST /api/users/{id}/grants (admins only): {kind: "plan", plan, months, reason} or
 * {kind: "credits", publicPage, pageCreation, reason} → 201 { created } (the support log's new line).
 */
export const { loader, action } = apiRoute({ method: "POST", auth: "admin", status: 201 }, async ({ request, params, viewer }) => ({
  created: apiGrant(await giveSupport(viewer, parseId(params.id), await readBody(request))),
}));
