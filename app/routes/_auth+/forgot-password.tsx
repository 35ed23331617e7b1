import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard } from "~/components/auth/auth-card";
import { BackToSignIn, EmailOnlyForm, emailAndSent } from "~/components/auth/email-only-form";
import { requestPasswordReset } from "~/services/passwords.server";
import { emailOnlyAction } from "~/routes/_auth+/__email-only-form.server";
import { useT } from "~/utils/i18n-react";
import { authMessages } from "~/i18n/messages/auth";
import { staticHandle } from "~/utils/static-page";

/** A plain HTML form: it appears at once on a slow phone and works the same without JavaScript. */
export const handle = staticHandle;

export const loader = ({ request }: LoaderFunctionArgs) => json(emailAndSent(request));

/** The same answer whether or not the account exists (no way to tell who has one). */
export const action = ({ request }: ActionFunctionArgs) =>
  // The screen says it was sent (without a toast saying it twice).
  emailOnlyAction(request, requestPasswordReset, (sent) => redirect(`/forgot-password?${sent}`));

/** "¿Olvidaste tu contraseña?": a link to choose a new one, by e-mail. */
export default function ForgotPassword() {
  const t = useT(authMessages);
  const { email, sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AuthCard id="forgot-title" title={t("auth.forgot.title")} intro={sent ? undefined : t("auth.forgot.intro")}>
      {sent ? (
        <p role="status" className="mt-3 rounded-(--radius-control) bg-mint-100 p-3 text-sm font-semibold text-mint-700" data-testid="forgot-sent">
          {t("auth.forgot.sent")}
        </p>
      ) : null}
      <EmailOnlyForm id="forgot" email={email} lastResult={actionData?.result} sent={sent} submit={t("auth.forgot.submit")} autoFocus={!sent} />
      <BackToSignIn label={t("auth.forgot.back")} />
    </AuthCard>
  );
}
