import { json } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { translate, type MessageKey } from "~/i18n";
import { isAppError } from "~/services/errors";
import { getLocale } from "./request.server";

/**
 * The browser door's mapping of a service error onto a form: field errors on their
 * fields, the message on the form, both as text in the request's language (a form shows a
 * server's text as it is; it only knows the `errors.*` keys of its own checks). Anything else
 * is rethrown to the error boundary.
 */
export function formErrorReply(
  request: Request,
  error: unknown,
  reply: (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>,
) {
  if (!isAppError(error)) throw error;
  const locale = getLocale(request);
  const text = (key: string) => translate(locale, key as MessageKey, error.params);
  const fieldErrors = error.fields
    ? Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, [text(key as string)]]))
    : undefined;
  const formErrors = error.code === "VALIDATION" || error.code === "CONFLICT" ? undefined : [text(error.messageKey as string)];
  return json({ result: reply({ formErrors, fieldErrors }), code: error.code }, { status: error.status });
}
