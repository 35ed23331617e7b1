import { formMessage } from "~/lib/forms";
import { formReply } from "~/utils/forms.server";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { LinkCard, LinkOutcome, LinkPress } from "~/components/auth/link-card";
import { translate } from "~/i18n";
import { describeLink, openLink } from "~/services/email-links.server";
import { isAppError } from "~/lib/errors";
import { useT } from "~/utils/i18n-react";
import { getLocale } from "~/utils/request.server";
import { getSessionUser, homeFor, signInAndRedirect } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { authMessages } from "~/i18n/messages/auth";

/**
 * An e-mailed link (a new account's, or a change of address). Opening it changes nothing: the
 * page asks for a press (made for the person by a script when nobody is signed in), so an
 * image or a prefetch can never spend a link or swap whoever is signed in.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await getSessionUser(request);
  const link = viewer ? await describeLink(params.token ?? "") : null;
  // The account's own sign-up link, opened again while signed in: it is simply done.
  const already = Boolean(viewer && link && link.userId === viewer.id && link.purpose === "verify" && link.opened);
  // A change of address's link signs nobody in or out: the note about who is signed in is not for it.
  return json({ signedInAs: viewer ? viewer.name : null, changesEmail: link?.purpose === "email", already });
}

/**
 * The press: spends the link. A new account's signs it in and goes on (to checkout, if a plan
 * was chosen at sign-up); a change of address's signs nobody in: the device signed
 * in to that account goes back to it, any other ends on the sign-in screen.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const locale = getLocale(request);
  try {
    const opened = await openLink(params.token ?? "", locale);
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
    // A link opened again by its own, already verified, account says so instead of "invalid".
    const viewer = await getSessionUser(request);
    if (viewer && error.messageKey === "auth.verify.invalid") return json({ already: true });
    // A link that is spent, expired or unknown is gone (410), in the words every refused form uses.
    return formReply({ formErrors: [translate(locale, error.messageKey, error.params)] }, error.code, error.status === 401 ? 410 : error.status);
  }
}

export default function VerifyToken() {
  const t = useT(authMessages);
  const { signedInAs, changesEmail, already } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const refused = formMessage(data);
  const result = refused
    ? { already: false, message: refused }
    : already || (data && "already" in data)
      ? { already: true, message: t("auth.verify.already") }
      : undefined;
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  // Nobody signed in: nothing to swap, so the script presses for the person.
  const answered = result !== undefined;
  useEffect(() => {
    if (!signedInAs && !answered) form.current?.requestSubmit();
  }, [signedInAs, answered]);

  if (result) {
    return (
      <LinkCard id="verify-title" title={t("auth.verify.title")}>
        <LinkOutcome
          ok={result.already}
          message={result.message}
          testId="verify-result"
          links={
            result.already
              ? [{ to: "/pages/public", label: t("auth.verify.toHome") }]
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
      <LinkPress formRef={form} busy={navigation.state !== "idle"} label={t("auth.verify.confirm")} />
    </LinkCard>
  );
}
