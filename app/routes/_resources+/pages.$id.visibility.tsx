import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { setVisibility } from "~/services/page-changes.server";
import { mutation } from "~/utils/mutation.server";
import { parseId } from "~/utils/params";
import { requireRegularUser } from "~/utils/session.server";

export const loader = () => redirect("/pages");

/** The owner shares a page in the public gallery, or keeps it to themself (field `visibility`). */
export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const form = await request.formData();
  return mutation(
    request,
    form,
    () => setVisibility(viewer, parseId(params.id), { visibility: form.get("visibility") ?? undefined }),
    (page) => (page.visibility === "private" ? "gallery.visibility.nowPrivate" : "gallery.visibility.nowPublic"),
    "/pages",
  );
}
