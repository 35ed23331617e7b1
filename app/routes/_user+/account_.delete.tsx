import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { useGatedSubmit } from "~/components/parent-gate";
import { SubmitButton } from "~/components/ui/field";
import { FormAlert, TextField } from "~/components/ui/form-fields";
import { accountMessages } from "~/i18n/messages/account";
import { formState } from "~/lib/forms";
import { deleteOwnAccount, deleteSchema } from "~/services/account-deletion.server";
import { formErrorReply, readForm } from "~/utils/forms.server";
import { useT } from "~/utils/i18n-react";
import { getLocale } from "~/utils/request.server";
import { requireRegularUser, signOutHeaders } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

/** /account/delete: what deleting the account removes and keeps, and the password to confirm it. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRegularUser(request);
  return json({});
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const sent = await readForm(request, deleteSchema);
  try {
    await deleteOwnAccount(viewer, sent.value(), getLocale(request));
  } catch (error) {
    return formErrorReply(request, error, sent.reply);
  }
  // The session went with the account; its cookie goes too.
  return redirectWithToast("/", { variant: "success", key: "account.delete.done", persist: true }, { headers: await signOutHeaders() });
}

export default function DeleteAccount() {
  const t = useT(accountMessages);
  const result = formState(useActionData<typeof action>());
  const navigation = useNavigation();
  // The parent's question before the account goes (record 0171).
  const gatedSubmit = useGatedSubmit();
  return (
    <section className="card mx-auto max-w-xl space-y-5 p-6 sm:p-8" aria-labelledby="delete-title" data-testid="delete-account">
      <h1 id="delete-title" className="flex items-center gap-2 text-xl font-extrabold">
        <TriangleAlert aria-hidden className="size-6 text-coral-600" />
        {t("account.delete.confirmTitle")}
      </h1>
      <p>{t("account.delete.intro")}</p>
      <p className="text-sm text-ink-soft">{t("account.delete.others")}</p>
      <p className="text-sm text-ink-soft">{t("account.delete.kept")}</p>
      {result?.error && !result.fields ? <FormAlert>{result.error}</FormAlert> : null}
      <Form method="post" className="space-y-5" onSubmit={gatedSubmit}>
        <TextField
          id="delete-password"
          name="password"
          type="password"
          label={t("account.delete.password")}
          required
          autoComplete="current-password"
          error={result?.fields?.password}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to="/account" className="btn-secondary">
            {t("account.delete.back")}
          </Link>
          <SubmitButton busy={navigation.state !== "idle"} className="btn-danger">
            {t("account.delete.submit")}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
