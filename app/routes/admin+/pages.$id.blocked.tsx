import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmScreen } from "~/components/gallery/confirm-screen";
import { readCard } from "~/services/pages.server";
import { toggleBlocked } from "~/services/page-changes.server";
import { useT } from "~/utils/i18n-react";
import { readForm } from "~/utils/forms.server";
import { mutation, toggleSchema, wantsJson } from "~/utils/mutation.server";
import { idOrNull, parseId } from "~/utils/params";
import { safeRedirect } from "~/utils/request.server";
import { requireAdmin } from "~/utils/session.server";
import { galleryMessages } from "~/i18n/messages/gallery";

/** Without JavaScript, blocking asks on this screen; unblocking never asks. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = idOrNull(params.id);
  const page = id ? await readCard(admin, id).catch(() => null) : null;
  if (!page) throw redirect("/admin/pages");
  const back = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/admin/pages");
  return json({ title: page.title, back });
}

/** The admin's blocked toggle is moderation: the page stays listed with its flag flipped. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = idOrNull(params.id);
  const { form, value } = await readForm(request, toggleSchema);
  if (!wantsJson(form) && !value().confirmed && id) {
    const page = await readCard(admin, id).catch(() => null);
    if (page && !page.blocked) {
      const back = safeRedirect(form.get("redirectTo"), "/admin/pages");
      throw redirect(`/admin/pages/${id}/blocked?${new URLSearchParams({ redirectTo: back })}`);
    }
  }
  // An id that names nothing is the mutation's own 404 (or its toast without JavaScript).
  return mutation(
    request,
    form,
    () => toggleBlocked(admin, parseId(params.id)),
    (page) => (page.blocked ? "gallery.blockedDone" : "gallery.unblockedDone"),
    "/admin/pages",
  );
}

export default function ConfirmBlock() {
  const t = useT(galleryMessages);
  const { title, back } = useLoaderData<typeof loader>();
  return (
    <ConfirmScreen message={t("gallery.confirm.block")} back={back}>
      <p className="mt-2 font-bold">{title}</p>
    </ConfirmScreen>
  );
}
