import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { EmailOnlyForm, emailAndSent } from "~/components/auth/email-only-form";
import { requestPasswordReset } from "~/services/auth.server";
import { emailOnlySchema } from "~/services/validation";
import { formErrorReply } from "~/utils/forms.server";
import { useT } from "~/utils/i18n-react";
import { getLocale } from "~/utils/request.server";
import { authMessages } from "~/i18n/messages/auth";
import { staticHandle } from "~/utils/static-page";

/** A plain HTML form: it appears at once on a slow phone and works the same without JavaScript. */
export const handle = staticHandle;

export const loader = ({ request }: LoaderFunctionArgs) => json(emailAndSent(request));

/** The same answer whether or not the account exists (no way to tell who has one). */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: emailOnlySchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 422 });
  try {
    await requestPasswordReset(submission.value, getLocale(request));
  } catch (error) {
    return formErrorReply(request, error, (options) => submission.reply(options));
  }
  // The screen says it (without a toast saying it twice).
  return redirect(`/forgot-password?${new URLSearchParams({ email: submission.value.email, sent: "1" })}`);
}

/** "¿Olvidaste tu contraseña?": a link to choose a new one, by e-mail. */
export default function ForgotPassword() {
  const t = useT(authMessages);
  const { email, sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="card p-6 sm:p-8" aria-labelledby="forgot-title">
      <h1 id="forgot-title" className="text-2xl font-extrabold">
        {t("auth.forgot.title")}
      </h1>
      {sent ? (
        <p role="status" className="mt-3 rounded-(--radius-control) bg-mint-100 p-3 text-sm font-semibold text-mint-700" data-testid="forgot-sent">
          {t("auth.forgot.sent")}
        </p>
      ) : (
        <p className="mt-2 text-ink-soft">{t("auth.forgot.intro")}</p>
      )}
      <EmailOnlyForm id="forgot" email={email} lastResult={actionData?.result} sent={sent} submit={t("auth.forgot.submit")} autoFocus={!sent} />
      <p className="mt-6 text-center text-sm">
        <Link to="/sign-in" className="link">
          {t("auth.forgot.back")}
        </Link>
      </p>
    </section>
  );
}
