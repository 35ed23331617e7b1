import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { toggleFavorite } from "~/services/page-changes.server";
import { pageChange } from "./__page-change.server";

export const loader = () => redirect("/pages/public");

/** Favourite on/off (paid plans). */
export const action = (args: ActionFunctionArgs) =>
  pageChange(args, toggleFavorite, (page) => (page.isFavorited ? "gallery.favoriteAdded" : "gallery.favoriteRemoved"));
