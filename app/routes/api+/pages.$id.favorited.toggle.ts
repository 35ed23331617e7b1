import { apiCard } from "~/utils/api-shapes.server";
import { toggleFavorite } from "~/services/page-changes.server";
import { apiRoute } from "~/utils/api.server";
import { parseId } from "~/utils/params";

/** PATCH: the viewer's favourite on or off (paid plans) → {updated: page}. */
export const { loader, action } = apiRoute({ method: "PATCH", auth: "user" }, async ({ params, viewer }) => ({
  updated: apiCard(await toggleFavorite(viewer, parseId(params.id))),
}));
