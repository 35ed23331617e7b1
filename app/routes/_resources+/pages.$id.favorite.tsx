import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { toggleFavorite } from "~/services/page-changes.server";
import { toggleSchema } from "~/utils/mutation.server";
import { pageChange } from "./__page-change.server";

export const loader = () => redirect("/pages/public");

/** Favourite on/off (paid plans). */
export const action = (args: ActionFunctionArgs) =>
  pageChange(
    args,
    toggleSchema,
    (viewer, id) => toggleFavorite(viewer, id),
    (page) => (page.isFavorited ? "gallery.favoriteAdded" : "gallery.favoriteRemoved"),
  );
