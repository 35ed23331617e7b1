import { json, type ActionFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/field";
import { translate } from "~/i18n";
import { authMessages } from "~/i18n/messages/auth";
import { formMessage } from "~/lib/forms";
import { undoEmailChange } from "~/services/auth.server";
import { isAppError } from "~/services/errors";
import { formReply } from "~/utils/forms.server";
import { useT } from "~/utils/i18n-react";
import { getLocale } from "~/utils/request.server";
import { signOutHeaders } from "~/utils/session.server";

/**
 * "No he sido yo": the link mailed to the old address when someone asks to change it (issue #27).
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
      <section className="card p-6 text-center sm:p-8" aria-labelledby="undo-title">
        <h1 id="undo-title" className="text-2xl font-extrabold">
          {t("auth.undo.title")}
        </h1>
        <p role={done ? "status" : "alert"} className="mt-3 text-ink-soft" data-testid="undo-result">
          {done ?? refused}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to="/forgot-password" className="btn-primary">
            {t("auth.undo.newPassword")}
          </Link>
          <Link to="/sign-in" className="btn-secondary">
            {t("auth.signUp.toSignIn")}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="card p-6 text-center sm:p-8" aria-labelledby="undo-title">
      <h1 id="undo-title" className="text-2xl font-extrabold">
        {t("auth.undo.title")}
      </h1>
      <p className="mt-3 text-ink-soft">{t("auth.undo.intro")}</p>
      <Form method="post" className="mt-6 flex justify-center">
        <SubmitButton busy={navigation.state !== "idle"}>{t("auth.undo.confirm")}</SubmitButton>
      </Form>
    </section>
  );
}
