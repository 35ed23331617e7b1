import { json, type ActionFunctionArgs } from "@remix-run/node";
import { useActionData, useNavigation } from "@remix-run/react";
import { LinkCard, LinkOutcome, LinkPress } from "~/components/auth/link-card";
import { translate } from "~/i18n";
import { authMessages } from "~/i18n/messages/auth";
import { formMessage } from "~/lib/forms";
import { undoEmailChange } from "~/services/email-links.server";
import { isAppError } from "~/lib/errors";
import { formReply } from "~/utils/forms.server";
import { useT } from "~/utils/i18n-react";
import { getLocale } from "~/utils/request.server";
import { signOutHeaders } from "~/utils/session.server";

/**
 * "No he sido yo": the link mailed to the old address when someone asks to change it.
 * Opening it changes nothing (an image or a mail scanner's prefetch cannot sign anyone out); the
 * press cancels the change, or undoes it if it went through, and signs every device out.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const locale = getLocale(request);
  try {
    const { email, restored } = await undoEmailChange(params.token ?? "", locale);
    // This browser's session, if it had one, has ended with the others: its cookie goes too.
    return json({ done: translate(locale, restored ? "auth.undo.restored" : "auth.undo.done", { email }) }, { headers: await signOutHeaders() });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return formReply({ formErrors: [translate(locale, error.messageKey, error.params)] }, error.code, error.status === 401 ? 410 : error.status);
  }
}

export default function NotMe() {
  const t = useT(authMessages);
  const data = useActionData<typeof action>();
  const refused = formMessage(data);
  const done = data && "done" in data ? data.done : null;
  const navigation = useNavigation();
  if (done || refused) {
    return (
      <LinkCard id="undo-title" title={t("auth.undo.title")}>
        <LinkOutcome
          ok={Boolean(done)}
          message={done ?? refused ?? ""}
          testId="undo-result"
          links={[
            { to: "/forgot-password", label: t("auth.undo.newPassword") },
            { to: "/sign-in", label: t("auth.signUp.toSignIn") },
          ]}
        />
      </LinkCard>
    );
  }
  return (
    <LinkCard id="undo-title" title={t("auth.undo.title")}>
      <p className="mt-3 text-ink-soft">{t("auth.undo.intro")}</p>
      <LinkPress busy={navigation.state !== "idle"} label={t("auth.undo.confirm")} />
    </LinkCard>
  );
}
