import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BackToSignIn, EmailOnlyForm, emailAndSent } from "~/components/auth/email-only-form";
import { resendVerification } from "~/services/email-links.server";
import { emailOnlyAction } from "~/routes/_auth+/__email-only-form.server";
import { useT } from "~/utils/i18n-react";
import { redirectWithToast } from "~/utils/toast.server";
import { authMessages } from "~/i18n/messages/auth";
import { staticHandle } from "~/utils/static-page";

/** A plain HTML form: it appears at once on a slow phone and works the same without JavaScript. */
export const handle = staticHandle;

export const loader = ({ request }: LoaderFunctionArgs) => json(emailAndSent(request));

export const action = ({ request }: ActionFunctionArgs) =>
  emailOnlyAction(request, resendVerification, (sent) => redirectWithToast(`/verify?${sent}`, { variant: "success", key: "auth.resend.sent" }));

/** "Check your e-mail" after sign-up, and the form to ask for a new link. */
export default function Verify() {
  const t = useT(authMessages);
  const { email, sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="card p-6 sm:p-8" aria-labelledby="verify-title">
      {sent ? (
        <div className="mb-6 text-center">
          <div aria-hidden className="mx-auto mb-4 grid size-16 place-items-center rounded-full bg-brand-100 text-3xl">
            ✉
          </div>
          <h1 id="verify-title" className="text-2xl font-extrabold">
            {t("auth.signUp.checkEmail.title")}
          </h1>
          <p className="mt-3 text-ink-soft">{t("auth.signUp.checkEmail.body", { email })}</p>
        </div>
      ) : (
        <>
          <h1 id="verify-title" className="text-2xl font-extrabold">
            {t("auth.resend.title")}
          </h1>
          <p className="mt-2 text-ink-soft">{t("auth.resend.body")}</p>
        </>
      )}
      <EmailOnlyForm
        id="resend"
        email={email}
        lastResult={actionData?.result}
        sent={sent}
        submit={t("auth.resend.submit")}
        className="mt-6 space-y-5 border-t border-line pt-6"
      >
        {sent ? <p className="text-sm font-bold text-ink">{t("auth.signIn.resend")}</p> : null}
      </EmailOnlyForm>
      <BackToSignIn label={t("auth.signUp.toSignIn")} />
    </section>
  );
}
