import { apiCard } from "~/utils/api-shapes.server";
import { toggleBlocked } from "~/services/page-changes.server";
import { apiRoute } from "~/utils/api.server";
import { parseId } from "~/utils/params";

/** PATCH: an admin blocks or unblocks the page; its owner deletes it (docs/product.md §12) → {updated: page}. */
export const { loader, action } = apiRoute({ method: "PATCH", auth: "user" }, async ({ params, viewer }) => ({
  updated: apiCard(await toggleBlocked(viewer, parseId(params.id))),
}));
