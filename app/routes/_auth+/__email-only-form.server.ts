import type { Locale } from "~/i18n";
import { emailOnlySchema } from "~/lib/validation";
import { formErrorReply, readForm } from "~/utils/forms.server";
import { getLocale } from "~/utils/request.server";

/**
 * The action behind an EmailOnlyForm: the e-mail checked and handed to `send` (in the
 * request's language), then `done` with the query that says it was sent (`email=…&sent=1`,
 * what `emailAndSent` reads back). A refusal answers the form.
 */
export async function emailOnlyAction(
  request: Request,
  send: (input: { email: string }, locale: Locale) => Promise<unknown>,
  done: (sentQuery: URLSearchParams) => Response | Promise<Response>,
) {
  const sent = await readForm(request, emailOnlySchema);
  let email: string;
  try {
    const input = sent.value();
    email = input.email;
    await send(input, getLocale(request));
  } catch (error) {
    return formErrorReply(request, error, sent.reply);
  }
  return done(new URLSearchParams({ email, sent: "1" }));
}
