import { json } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { isAppError } from "~/services/errors";

/**
 * The browser door's mapping of a service error onto a form: field errors on their
 * fields, the message on the form. Anything else is rethrown to the error boundary.
 */
export function formErrorReply(
  error: unknown,
  reply: (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>,
) {
  if (!isAppError(error)) throw error;
  const fieldErrors = error.fields
    ? Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, [key as string]]))
    : undefined;
  const formErrors = error.code === "VALIDATION" || error.code === "CONFLICT" ? undefined : [error.messageKey as string];
  return json({ result: reply({ formErrors, fieldErrors }), code: error.code }, { status: error.status });
}
