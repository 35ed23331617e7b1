import { getFormProps, getInputProps } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { AuthCard } from "~/components/auth/auth-card";
import { Field, FormError, SubmitButton } from "~/components/ui/field";
import { signInSchema } from "~/lib/validation";
import { formErrorReply, readForm } from "~/utils/forms.server";
import { useT } from "~/utils/i18n-react";
import { safeRedirect } from "~/utils/request.server";
import { authenticator, getSessionUser, homeFor, signInAndRedirect } from "~/utils/session.server";
import { authMessages } from "~/i18n/messages/auth";
import { staticHandle } from "~/utils/static-page";
import { useSchemaForm } from "~/components/ui/use-schema-form";

/** A plain HTML form: it appears at once on a slow phone and works the same without JavaScript. */
export const handle = staticHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  if (user) throw redirect(homeFor(user));
  const url = new URL(request.url);
  return json({ redirectTo: url.searchParams.get("redirectTo") ?? "" });
}

export async function action({ request }: ActionFunctionArgs) {
  // A copy: the authenticator reads the form again from the request.
  const sent = await readForm(request.clone(), signInSchema);
  try {
    sent.value();
    const user = await authenticator.authenticate("form", request);
    // An admin always lands in /admin and a user outside it, whatever redirectTo says.
    const wanted = safeRedirect(sent.form.get("redirectTo"), homeFor(user));
    const to = user.admin === wanted.startsWith("/admin") ? wanted : homeFor(user);
    return signInAndRedirect(user, to);
  } catch (error) {
    return formErrorReply(request, error, sent.reply);
  }
}

export default function SignIn() {
  const t = useT(authMessages);
  const { redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(signInSchema, { id: "sign-in", lastResult: actionData?.result });
  const busy = navigation.state !== "idle" && navigation.formAction === "/sign-in";
  // Each answer of the server is a new object: count them to start the password field again.
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (actionData) setAttempts((n) => n + 1);
  }, [actionData]);
  return (
    <AuthCard id="sign-in-title" title={t("auth.signIn.title")} intro={t("auth.signIn.subtitle")} large>
      <Form method="post" action="/sign-in" className="mt-6 space-y-5" {...getFormProps(form)}>
        <FormError id={form.errorId} errors={form.errors}>
          {actionData?.code === "EMAIL_NOT_VERIFIED" ? (
            <Link to="/verify" className="mt-2 inline-block underline">
              {t("auth.resend.title")}
            </Link>
          ) : null}
        </FormError>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field
          label={t("auth.field.email")}
          id={fields.email.id}
          errors={fields.email.errors}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", autoFocus: true }}
        />
        <Field
          // A refused attempt starts the password again (the server never sends it back either).
          key={`password-${attempts}`}
          label={t("auth.field.password")}
          id={fields.password.id}
          errors={fields.password.errors}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
        />
        <p className="-mt-3 text-right text-sm">
          <Link to="/forgot-password" className="link">
            {t("auth.forgot.link")}
          </Link>
        </p>
        <SubmitButton busy={busy}>{t("auth.signIn.submit")}</SubmitButton>
      </Form>
      <div className="mt-6 space-y-2 text-center text-sm text-ink-soft">
        <p>
          {t("auth.signIn.noAccount")}{" "}
          <Link to="/sign-up" className="link">
            {t("auth.signIn.toSignUp")}
          </Link>
        </p>
        <p>
          <Link to="/verify" className="link">
            {t("auth.signIn.resend")}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
