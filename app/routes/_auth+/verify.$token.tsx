import { getFormProps, getInputProps } from "@conform-to/react";
import { formState } from "~/lib/forms";
import { formErrorReply, formReply, readForm } from "~/utils/forms.server";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { LinkCard, LinkOutcome, LinkPress } from "~/components/auth/link-card";
import { Field, FormError, SubmitButton } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { translate } from "~/i18n";
import { describeLink, openLink } from "~/services/email-links.server";
import { isAppError } from "~/lib/errors";
import { linkPasswordSchema } from "~/lib/validation";
import { useT } from "~/utils/i18n-react";
import { getLocale } from "~/utils/request.server";
import { getSessionUser, homeFor, signInAndRedirect } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { authMessages } from "~/i18n/messages/auth";

/**
 * An e-mailed link (a new account's, or a change of address). Opening it changes nothing: the
 * page asks for a press (made for the person by a script when nobody is signed in and nothing
 * is to be typed), so an image or a prefetch can never spend a link or swap whoever is signed
 * in. A new account's link asks for the password chosen at sign-up (record 0156): someone else
 * may have signed up with this address, and their password must not become the account's.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await getSessionUser(request);
  const link = await describeLink(params.token ?? "");
  // A new account's link opened again once its address is verified is simply done (record 0163):
  // its own account signed in goes on to its pages, anyone else holding the link to sign in.
  const already = link?.purpose === "verify" && link.verified ? alreadyFor(viewer?.id === link.userId) : null;
  // A change of address's link signs nobody in or out: the note about who is signed in is not for it.
  return json({
    signedInAs: viewer ? viewer.name : null,
    changesEmail: link?.purpose === "email",
    asksPassword: link?.purpose === "verify" && !link.opened && !link.verified,
    already,
  });
}

/**
 * The press: spends the link. A new account's signs it in and goes on (to checkout, if a plan
 * was chosen at sign-up); a change of address's signs nobody in: the device signed
 * in to that account goes back to it, any other ends on the sign-in screen.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const locale = getLocale(request);
  // A change of address's press sends no password (nor, at times, a body).
  const sent = request.body ? await readForm(request, linkPasswordSchema) : null;
  try {
    const opened = await openLink({ token: params.token ?? "", password: sent?.value().password || undefined }, locale);
    const { user } = opened;
    if (opened.purpose === "email") {
      const viewer = await getSessionUser(request);
      if (viewer?.id === user.id) return redirectWithToast("/account", { variant: "success", key: "auth.email.changed", params: { email: user.email } });
      if (viewer) return redirectWithToast(homeFor(viewer), { variant: "success", key: "auth.email.changed", params: { email: user.email } });
      return redirectWithToast("/sign-in", { variant: "success", key: "auth.email.confirmed", params: { email: user.email }, persist: true });
    }
    const to = opened.plan && !user.admin ? `/checkout?${new URLSearchParams({ plan: opened.plan })}` : homeFor(user);
    return signInAndRedirect(user, to, { variant: "success", key: "auth.verify.done" });
  } catch (error) {
    if (!isAppError(error)) throw error;
    // A missing or wrong password spent nothing: the form asks again.
    if (error.code === "VALIDATION") return formErrorReply(request, error, sent?.reply);
    // A link opened again once its address is verified says so instead of "invalid" (record 0163).
    if (error.code === "ALREADY_VERIFIED") {
      const [viewer, link] = await Promise.all([getSessionUser(request), describeLink(params.token ?? "")]);
      return json({ already: alreadyFor(Boolean(viewer && viewer.id === link?.userId)) });
    }
    // A link that is spent, expired or unknown is gone (410), in the words every refused form uses.
    return formReply({ formErrors: [translate(locale, error.messageKey, error.params)] }, error.code, error.status === 401 ? 410 : error.status);
  }
}

/** Whether the verified account's link was opened by that account signed in ("own": on to its pages) or by anyone else (on to sign in). */
function alreadyFor(own: boolean) {
  return own ? ("own" as const) : ("signIn" as const);
}

export default function VerifyToken() {
  const t = useT(authMessages);
  const { signedInAs, changesEmail, asksPassword, already } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const state = formState(data);
  // A refusal of the password is shown on its field; any other ends the page.
  const refused = state && !state.fields ? state.error : null;
  const verified = data && "already" in data ? data.already : already;
  const result = refused
    ? { already: false, message: refused }
    : verified
      ? { already: true, message: t(verified === "own" ? "auth.verify.already" : "auth.verify.alreadySignIn") }
      : undefined;
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  // Nobody signed in: nothing to swap, so the script presses for the person.
  const answered = result !== undefined;
  useEffect(() => {
    if (!signedInAs && !asksPassword && !answered) form.current?.requestSubmit();
  }, [signedInAs, asksPassword, answered]);
  const [passwordForm, fields] = useSchemaForm(linkPasswordSchema, { id: "verify", lastResult: data && "result" in data ? data.result : undefined });

  if (result) {
    return (
      <LinkCard id="verify-title" title={t("auth.verify.title")}>
        <LinkOutcome
          ok={result.already}
          message={result.message}
          testId="verify-result"
          links={
            verified === "own"
              ? [{ to: "/pages/public", label: t("auth.verify.toHome") }]
              : result.already
                ? [{ to: "/sign-in", label: t("auth.signUp.toSignIn") }]
                : [
                    { to: "/verify", label: t("auth.resend.title") },
                    { to: "/sign-in", label: t("auth.signUp.toSignIn") },
                  ]
          }
        />
      </LinkCard>
    );
  }
  return (
    <LinkCard id="verify-title" title={t("auth.verify.confirmTitle")}>
      <p className="mt-3 text-ink-soft">{t("auth.verify.confirmIntro")}</p>
      {signedInAs ? (
        <p className="mt-3 rounded-(--radius-control) bg-sun-100 p-3 text-sm font-semibold" data-testid="verify-signed-in">
          {changesEmail ? t("auth.verify.emailLink") : t("auth.verify.signedInAs", { name: signedInAs })}
        </p>
      ) : null}
      {asksPassword ? (
        <Form method="post" className="mt-6 space-y-5 text-left" {...getFormProps(passwordForm)}>
          <p className="text-ink-soft">{t("auth.verify.passwordIntro")}</p>
          <FormError id={passwordForm.errorId} errors={passwordForm.errors} />
          <Field
            label={t("auth.field.password")}
            id={fields.password.id}
            errors={fields.password.errors}
            inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password", autoFocus: true }}
          />
          <SubmitButton busy={navigation.state !== "idle"}>{t("auth.verify.confirm")}</SubmitButton>
        </Form>
      ) : (
        <LinkPress formRef={form} busy={navigation.state !== "idle"} label={t("auth.verify.confirm")} />
      )}
    </LinkCard>
  );
}
