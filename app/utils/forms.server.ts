import { json } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { translate, type MessageKey } from "~/i18n";
import type { FetchError, FormReply } from "~/lib/forms";
import { errorDetails, errorHeaders, isAppError } from "~/lib/errors";
import { logger } from "~/infra/logger.server";
import { getLocale } from "./request.server";

type Errors = { formErrors?: string[]; fieldErrors?: Record<string, string[]> };
type Reply = (errors: Errors) => SubmissionResult<string[]>;

/**
 * The reply of a form read without conform (multipart forms, screens with several forms):
 * what conform's `submission.reply()` gives, with the values sent so the form shows them
 * again. Callers pass only what may be shown again: never a password or a key.
 */
export function plainReply(values: Record<string, unknown> = {}): Reply {
  const sent = (value: unknown) => typeof value === "string" || (Array.isArray(value) && value.every((item) => typeof item === "string"));
  const initialValue = Object.fromEntries(Object.entries(values).filter(([, value]) => sent(value))) as Record<string, string | string[]>;
  return ({ formErrors, fieldErrors }) => ({
    status: "error",
    initialValue,
    error: { ...(formErrors?.length ? { "": formErrors } : {}), ...fieldErrors },
  });
}

/** conform's reply to a form with a password, as formErrorReply takes it: what was sent is given back, never the password. */
export const withoutPassword =
  (submission: { reply: (options: Errors & { hideFields: string[] }) => SubmissionResult<string[]> }): Reply =>
  (errors) =>
    submission.reply({ ...errors, hideFields: ["password"] });

type ReplyOptions = {
  /** Which of the screen's forms this answers. */
  form?: string;
  /** The service's field names as the form calls them (`value` → `tagline`). */
  fieldAs?: Record<string, string>;
  /** The form's own message, for a screen that says one beside the fields. */
  message?: MessageKey;
};

/**
 * The browser door's mapping of a service error onto a form (one answer for every
 * web form): field errors on their fields, the message on the form, both as text in the
 * request's language (a form shows a server's text as it is; it only knows the `errors.*`
 * keys of its own checks). Anything else is rethrown to the error boundary.
 */
export function formErrorReply<Extra extends object = object>(
  request: Request,
  error: unknown,
  reply: Reply = plainReply(),
  /** `extra`: what the screen needs beside the reply to show the form again (the website editor's draft). */
  options: ReplyOptions & { extra?: Extra } = {},
) {
  if (!isAppError(error)) throw error;
  const locale = getLocale(request);
  const text = (key: string) => translate(locale, key as MessageKey, error.params);
  const fieldErrors = error.fields
    ? Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [options.fieldAs?.[field] ?? field, [text(key as string)]]))
    : undefined;
  // A refusal that names its fields says so on them; the form's message would only repeat it.
  const own = fieldErrors && (error.code === "VALIDATION" || error.code === "CONFLICT") ? undefined : error.messageKey;
  const message = options.message ?? own;
  return formReply<Extra>(
    { formErrors: message ? [text(message)] : undefined, fieldErrors },
    error.code,
    error.status,
    reply,
    options.form,
    options.extra,
    errorHeaders(error),
  );
}

/**
 * A fetcher's refusal (FetchError), with anything beside it (the colour screen's newer copy).
 * What is not a typed error is logged and answered as a 500 in the same shape: a fetcher has
 * no error page to go to.
 */
export function fetchErrorReply<Extra extends object = object>(request: Request, error: unknown, extra?: Extra) {
  const locale = getLocale(request);
  if (!isAppError(error)) {
    logger.error("a fetcher's request failed", error);
    return json({ error: { message: translate(locale, "errors.somethingWrong"), code: "INTERNAL" }, ...extra } satisfies FetchError, { status: 500 });
  }
  return json(
    { error: { message: translate(locale, error.messageKey, error.params), code: error.code, ...errorDetails(error) }, ...extra } satisfies FetchError,
    {
      status: error.status,
      headers: errorHeaders(error),
    },
  );
}

/** A form's refusal found by the route itself (checks it makes before calling a service). */
export function formReply<Extra extends object = object>(
  errors: Errors,
  code: string,
  status: number,
  reply: Reply = plainReply(),
  form?: string,
  extra?: Extra,
  headers?: Record<string, string>,
) {
  return json({ ...extra, result: reply(errors), code, ...(form ? { form } : {}) } as FormReply & Extra, { status, headers });
}
