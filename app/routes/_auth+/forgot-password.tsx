import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FormError, SubmitButton } from "~/components/ui/field";
import { requestPasswordReset } from "~/services/auth.server";
import { emailOnlySchema } from "~/services/validation";
import { formErrorReply } from "~/utils/forms.server";
import { useT } from "~/utils/i18n-react";
import { getLocale } from "~/utils/request.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return json({ email: url.searchParams.get("email") ?? "", sent: url.searchParams.get("sent") === "1" });
}

/** The same answer whether or not the account exists (no way to tell who has one). */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: emailOnlySchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 422 });
  try {
    await requestPasswordReset(submission.value, getLocale(request));
  } catch (error) {
    return formErrorReply(error, (options) => submission.reply(options));
  }
  // The screen says it (without a toast saying it twice).
  return redirect(`/forgot-password?${new URLSearchParams({ email: submission.value.email, sent: "1" })}`);
}

/** "¿Olvidaste tu contraseña?": a link to choose a new one, by e-mail. */
export default function ForgotPassword() {
  const t = useT();
  const { email, sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "forgot",
    lastResult: actionData?.result,
    defaultValue: { email },
    constraint: getZodConstraint(emailOnlySchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailOnlySchema }),
    shouldValidate: "onSubmit",
  });
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
      <Form method="post" className="mt-6 space-y-5" {...getFormProps(form)}>
        <FormError id={form.errorId} errors={form.errors} />
        <Field
          label={t("auth.field.email")}
          id={fields.email.id}
          errors={fields.email.errors}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", autoFocus: !sent }}
        />
        <SubmitButton busy={navigation.state === "submitting"} className={sent ? "btn-secondary w-full" : "btn-primary w-full"}>
          {t("auth.forgot.submit")}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/sign-in" className="link">
          {t("auth.forgot.back")}
        </Link>
      </p>
    </section>
  );
}
