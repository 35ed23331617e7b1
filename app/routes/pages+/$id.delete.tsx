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
import { requireRegularUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { errorsMessages } from "~/i18n/messages/errors";
import { galleryMessages } from "~/i18n/messages/gallery";

/** Without JavaScript, deleting asks on this screen what the confirmation toast asks. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const id = idOrNull(params.id);
  const page = id ? await readCard(viewer, id).catch(() => null) : null;
  if (!page?.isOwner) throw await redirectWithToast("/pages", { variant: "info", key: "errors.pageGone" });
  const back = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/pages");
  return json({ title: page.title, back });
}

/** The owner's blocked toggle is a delete: the page leaves all their lists. */
export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const { form, value } = await readForm(request, toggleSchema);
  if (!wantsJson(form) && !value().confirmed) {
    const back = safeRedirect(form.get("redirectTo"), "/pages");
    throw redirect(`/pages/${params.id}/delete?${new URLSearchParams({ redirectTo: back })}`);
  }
  return mutation(
    request,
    form,
    () => toggleBlocked(viewer, parseId(params.id)),
    () => "gallery.deleted",
  );
}

export default function ConfirmDelete() {
  const t = useT(errorsMessages, galleryMessages);
  const { title, back } = useLoaderData<typeof loader>();
  return (
    <ConfirmScreen message={t("gallery.confirm.delete")} back={back}>
      <p className="mt-2 font-bold">{title}</p>
    </ConfirmScreen>
  );
}
