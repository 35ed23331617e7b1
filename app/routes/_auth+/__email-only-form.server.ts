import { parseWithZod } from "@conform-to/zod/v4";
import { json } from "@remix-run/node";
import type { Locale } from "~/i18n";
import { emailOnlySchema } from "~/lib/validation";
import { formErrorReply } from "~/utils/forms.server";
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
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: emailOnlySchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 422 });
  try {
    await send(submission.value, getLocale(request));
  } catch (error) {
    return formErrorReply(request, error, (options) => submission.reply(options));
  }
  return done(new URLSearchParams({ email: submission.value.email, sent: "1" }));
}
