import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { BackLink } from "~/components/admin/back-link";
import { SubmitButton } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-fields";
import { accountMessages } from "~/i18n/messages/account";
import { adminUsersMessages } from "~/i18n/messages/admin-users";
import { formState } from "~/lib/forms";
import { deleteUserByAdmin } from "~/services/account-deletion.server";
import { readUserForAdmin } from "~/services/admin-users.server";
import { formErrorReply } from "~/utils/forms.server";
import { useT } from "~/utils/i18n-react";
import { parseId } from "~/utils/params";
import { getLocale } from "~/utils/request.server";
import { requireAdmin, signOutHeaders } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

async function userOrRedirect(id: string | undefined) {
  const user = await readUserForAdmin(parseId(id)).catch(() => null);
  if (!user) throw redirect("/admin/users");
  return user;
}

/** /admin/users/{id}/delete: an admin deletes an account as its owner would, after saying what goes and what stays. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const user = await userOrRedirect(params.id);
  return json({ user: { id: user.id, name: user.name, email: user.email } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const user = await userOrRedirect(params.id);
  try {
    await deleteUserByAdmin(admin, user.id, getLocale(request));
  } catch (error) {
    return formErrorReply(request, error);
  }
  // An admin who deleted their own account has no session left.
  if (user.id === admin.id)
    return redirectWithToast("/sign-in", { variant: "success", key: "account.delete.done", persist: true }, { headers: await signOutHeaders() });
  return redirectWithToast("/admin/users", { variant: "success", key: "adminUsers.deleted", params: { email: user.email } });
}

export default function DeleteUser() {
  const t = useT(adminUsersMessages, accountMessages);
  const { user } = useLoaderData<typeof loader>();
  const result = formState(useActionData<typeof action>());
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <BackLink to={`/admin/users/${user.id}/edit`}>{t("adminUsers.delete.back")}</BackLink>
      <section className="card space-y-4 p-6" aria-labelledby="delete-user-title" data-testid="delete-user-screen">
        <h1 id="delete-user-title" className="flex items-center gap-2 text-xl font-extrabold">
          <TriangleAlert aria-hidden className="size-6 text-coral-600" />
          {t("adminUsers.delete.title", { name: user.name })}
        </h1>
        <p className="text-sm font-semibold text-ink-soft">{user.email}</p>
        <p>{t("adminUsers.delete.intro")}</p>
        <p className="text-sm text-ink-soft">{t("account.delete.others")}</p>
        <p className="text-sm text-ink-soft">{t("account.delete.kept")}</p>
        {result?.error ? <FormAlert>{result.error}</FormAlert> : null}
        <Form method="post" className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={`/admin/users/${user.id}/edit`} className="btn-secondary">
            {t("adminUsers.delete.cancel")}
          </Link>
          <SubmitButton busy={navigation.state !== "idle"} className="btn-danger">
            {t("adminUsers.delete.submit")}
          </SubmitButton>
        </Form>
      </section>
    </div>
  );
}
