import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmScreen } from "~/components/gallery/confirm-screen";
import { readUserForAdmin, toggleUserBlocked } from "~/services/admin-users.server";
import { useT } from "~/utils/i18n-react";
import { readForm } from "~/utils/forms.server";
import { mutation, toggleSchema, wantsJson } from "~/utils/mutation.server";
import { parseId } from "~/utils/params";
import { safeRedirect } from "~/utils/request.server";
import { requireAdmin } from "~/utils/session.server";
import { adminUsersMessages } from "~/i18n/messages/admin-users";

const readOrNull = (id: string | undefined) =>
  Promise.resolve()
    .then(() => readUserForAdmin(parseId(id)))
    .catch(() => null);

/** Without JavaScript, blocking a user asks on this screen; unblocking never asks. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const user = await readOrNull(params.id);
  if (!user) throw redirect("/admin/users");
  const back = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/admin/users");
  if (user.blocked) throw redirect(back);
  return json({ user: { name: user.name, email: user.email }, back });
}

/** The block toggle for both kinds of caller: a fetcher gets { updated } JSON, a plain form a redirect with a toast. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const { form, value } = await readForm(request, toggleSchema);
  const back = safeRedirect(form.get("redirectTo"), "/admin/users");
  if (!wantsJson(form) && !value().confirmed) {
    const user = await readOrNull(params.id);
    if (!user) throw redirect("/admin/users");
    if (!user.blocked && user.id !== admin.id) {
      throw redirect(`/admin/users/${user.id}/blocked?${new URLSearchParams({ redirectTo: back })}`);
    }
  }
  return mutation(
    request,
    form,
    () => toggleUserBlocked(admin, parseId(params.id)),
    (user) => (user.blocked ? "adminUsers.blockedDone" : "adminUsers.unblockedDone"),
    "/admin/users",
  );
}

export default function ConfirmBlockUser() {
  const t = useT(adminUsersMessages);
  const { user, back } = useLoaderData<typeof loader>();
  return (
    <ConfirmScreen message={t("adminUsers.confirmBlock")} back={back}>
      <p className="mt-2 font-bold" data-testid="confirm-subject">
        {t("adminUsers.confirmSubject", { name: user.name, email: user.email })}
      </p>
    </ConfirmScreen>
  );
}
