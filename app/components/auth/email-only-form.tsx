import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Field, FormError, SubmitButton } from "~/components/ui/field";
import { emailOnlySchema } from "~/lib/validation";
import { useT } from "~/utils/i18n-react";
import { authMessages } from "~/i18n/messages/auth";

type Props = {
  id: string;
  email: string;
  lastResult: SubmissionResult<string[]> | undefined;
  /** Once sent, the button steps back (secondary): sending again is the exception. */
  sent: boolean;
  submit: string;
  autoFocus?: boolean;
  className?: string;
  children?: ReactNode;
};

/** One e-mail field and a button: asking for a verification link again, or for a new password. */
export function EmailOnlyForm({ id, email, lastResult, sent, submit, autoFocus, className = "mt-6 space-y-5", children }: Props) {
  const t = useT(authMessages);
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: { email },
    constraint: getZodConstraint(emailOnlySchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailOnlySchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" className={className} {...getFormProps(form)}>
      {children}
      <FormError id={form.errorId} errors={form.errors} />
      <Field
        label={t("auth.field.email")}
        id={fields.email.id}
        errors={fields.email.errors}
        inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", autoFocus }}
      />
      <SubmitButton busy={navigation.state === "submitting"} className={sent ? "btn-secondary w-full" : "btn-primary w-full"}>
        {submit}
      </SubmitButton>
    </Form>
  );
}

/** Under an e-mail-only form, the way back to signing in. */
export function BackToSignIn({ label }: { label: string }) {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to="/sign-in" className="link">
        {label}
      </Link>
    </p>
  );
}

/** The e-mail and "sent" flag these screens carry in their address after sending. */
export function emailAndSent(request: Request) {
  const url = new URL(request.url);
  return { email: url.searchParams.get("email") ?? "", sent: url.searchParams.get("sent") === "1" };
}
