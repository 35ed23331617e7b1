import { getFormProps, getInputProps } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthCard } from "~/components/auth/auth-card";
import { NewAccountFields } from "~/components/auth/new-account-fields";
import { Field, FormError, SubmitButton } from "~/components/ui/field";
import { signUp } from "~/services/email-links.server";
import { findPlanByName } from "~/services/plans.server";
import { signUpSchema } from "~/lib/validation";
import { formErrorReply, readForm } from "~/utils/forms.server";
import { useT } from "~/utils/i18n-react";
import { readPublicSettings } from "~/services/website/public.server";
import { getLocale } from "~/utils/request.server";
import { getSessionUser, homeFor } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { authMessages } from "~/i18n/messages/auth";
import { staticHandle } from "~/utils/static-page";
import { useSchemaForm } from "~/components/ui/use-schema-form";

/** A plain HTML form: it appears at once on a slow phone and works the same without JavaScript. */
export const handle = staticHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  if (user) throw redirect(homeFor(user));
  const planName = new URL(request.url).searchParams.get("plan");
  const plan = planName ? await findPlanByName(planName) : undefined;
  // The legal pages the admin shows are linked under the form.
  const { website } = await readPublicSettings();
  return json({
    plan: plan?.paid ? { name: plan.name, title: plan.title } : null,
    legal: { terms: website.terms.visibility, privacy: website.privacy.visibility },
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const sent = await readForm(request, signUpSchema);
  try {
    const input = sent.value();
    await signUp(input, getLocale(request));
    return redirectWithToast(`/verify?${new URLSearchParams({ email: input.email, sent: "1" })}`, {
      variant: "success",
      key: "auth.signUp.sent",
    });
  } catch (error) {
    return formErrorReply(request, error, sent.reply);
  }
}

export default function SignUp() {
  const t = useT(authMessages);
  const { plan, legal } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(signUpSchema, { id: "sign-up", lastResult: actionData?.result });
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <AuthCard id="sign-up-title" title={t("auth.signUp.title")} intro={t("auth.signUp.subtitle")} large>
      <p className="mt-3 rounded-(--radius-control) bg-brand-50 px-4 py-3 text-sm text-ink" data-testid="sign-up-adults">
        {t("auth.signUp.adults")}
      </p>
      {plan ? (
        <p className="mt-4 rounded-(--radius-control) bg-sun-100 px-4 py-3 text-sm font-semibold text-ink">
          {t("auth.signUp.chosenPlan", { plan: plan.title })}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-5" {...getFormProps(form)}>
        <FormError id={form.errorId} errors={form.errors} />
        {plan ? <input type="hidden" name="plan" value={plan.name} /> : null}
        <NewAccountFields fields={fields} own />
        {/* Asked neutrally, checked and never stored (record 0171). */}
        <Field
          label={t("auth.field.birthYear")}
          id={fields.birth_year.id}
          errors={fields.birth_year.errors}
          hint={t("auth.field.birthYearHint")}
          inputProps={{ ...getInputProps(fields.birth_year, { type: "number" }), inputMode: "numeric", autoComplete: "bday-year" }}
        />
        {legal.terms || legal.privacy ? (
          <p className="text-sm text-ink-soft" data-testid="sign-up-legal">
            {t("auth.signUp.accept")}{" "}
            {legal.terms ? (
              <Link to="/terms" className="link" target="_blank">
                {t("auth.signUp.termsLink")}
              </Link>
            ) : null}
            {legal.terms && legal.privacy ? ` ${t("auth.signUp.and")} ` : null}
            {legal.privacy ? (
              <Link to="/privacy" className="link" target="_blank">
                {t("auth.signUp.privacyLink")}
              </Link>
            ) : null}
            .
          </p>
        ) : null}
        <SubmitButton busy={busy}>{t("auth.signUp.submit")}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-ink-soft">
        {t("auth.signUp.hasAccount")}{" "}
        <Link to="/sign-in" className="link">
          {t("auth.signUp.toSignIn")}
        </Link>
      </p>
    </AuthCard>
  );
}
