import { getFormProps, getInputProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthCard } from "~/components/auth/auth-card";
import { LinkCard } from "~/components/auth/link-card";
import { Field, FormError, SubmitButton } from "~/components/ui/field";
import { resetLinkIsGood, resetPassword } from "~/services/passwords.server";
import { resetPasswordSchema } from "~/lib/validation";
import { formErrorReply, readForm } from "~/utils/forms.server";
import { useT } from "~/utils/i18n-react";
import { getLocale } from "~/utils/request.server";
import { homeFor, signInAndRedirect } from "~/utils/session.server";
import { authMessages } from "~/i18n/messages/auth";
import { staticHandle } from "~/utils/static-page";
import { useSchemaForm } from "~/components/ui/use-schema-form";

/** A plain HTML form: it appears at once on a slow phone and works the same without JavaScript. */
export const handle = staticHandle;

/** The form sends the new password; the token is the link's (the service's schema, as /api takes both). */
const newPasswordSchema = resetPasswordSchema.pick({ password: true });

/** Looking at the link spends nothing: the form shows only while the link can still be used. */
export async function loader({ params }: LoaderFunctionArgs) {
  return json({ good: await resetLinkIsGood(params.token ?? "") });
}

/** The new password: every session and token of the account ends, and this browser is signed in. */
export async function action({ request, params }: ActionFunctionArgs) {
  const sent = await readForm(request, newPasswordSchema);
  try {
    const user = await resetPassword({ token: params.token ?? "", password: sent.value().password }, getLocale(request));
    return signInAndRedirect(user, homeFor(user), { variant: "success", key: "auth.reset.done" });
  } catch (error) {
    return formErrorReply(request, error, sent.reply);
  }
}

export default function ResetPassword() {
  const t = useT(authMessages);
  const { good } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(newPasswordSchema, { id: "reset", lastResult: actionData?.result });
  if (!good) {
    return (
      <LinkCard id="reset-title" title={t("auth.reset.title")}>
        <p role="alert" className="mt-3 text-ink-soft">
          {t("auth.reset.invalid")}
        </p>
        <Link to="/forgot-password" className="btn-primary mt-6">
          {t("auth.reset.again")}
        </Link>
      </LinkCard>
    );
  }
  return (
    <AuthCard id="reset-title" title={t("auth.reset.title")} intro={t("auth.reset.intro")}>
      <Form method="post" className="mt-6 space-y-5" {...getFormProps(form)}>
        <FormError id={form.errorId} errors={form.errors} />
        <Field
          label={t("auth.password.new")}
          id={fields.password.id}
          errors={fields.password.errors}
          hint={t("auth.field.passwordHint")}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password", autoFocus: true }}
        />
        <SubmitButton busy={navigation.state !== "idle"}>{t("auth.reset.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
