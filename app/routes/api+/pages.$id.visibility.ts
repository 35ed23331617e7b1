import { apiCard } from "~/utils/api-shapes.server";
import { setVisibility } from "~/services/page-changes.server";
import { apiRoute, readBody } from "~/utils/api.server";
import { parseId } from "~/utils/params";

/** PATCH {visibility: "public" | "private"}: the owner shares a page or keeps it private → {updated: page}. */
export const { loader, action } = apiRoute({ method: "PATCH", auth: "user" }, async ({ request, params, viewer }) => ({
  updated: apiCard(await setVisibility(viewer, parseId(params.id), await readBody(request))),
}));
