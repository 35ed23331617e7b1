import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { toggleFavorite } from "~/services/page-changes.server";
import { mutation } from "~/utils/mutation.server";
import { parseId } from "~/utils/params";
import { requireRegularUser } from "~/utils/session.server";

export const loader = () => redirect("/pages/public");

/** Favourite on/off (paid plans). */
export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const form = await request.formData();
  return mutation(
    request,
    form,
    () => toggleFavorite(viewer, parseId(params.id)),
    (page) => (page.is_favorited ? "gallery.favoriteAdded" : "gallery.favoriteRemoved"),
  );
}
