import { json } from "@remix-run/node";
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import * as z from "zod";
import { translate, type MessageKey } from "~/i18n";
import type { FetchError, FormReply } from "~/lib/forms";
import { AppError, errorDetails, errorHeaders, isAppError, Validation } from "~/lib/errors";
import { logger } from "~/infra/logger.server";
import { getLocale } from "./request.server";
import { readMultipart } from "./upload.server";

type Errors = { formErrors?: string[]; fieldErrors?: Record<string, string[]> };
type Reply = (errors: Errors) => SubmissionResult<string[]>;

/** Names in a form that are not its values: conform's own (its intent and state), and which form it is (`intent`: the reply's `form` says it). */
const NOT_VALUES = ["__intent__", "__state__", "intent"];

/** What a form never gets back in a reply, whichever form it is: passwords, the current one too. */
const SECRET_FIELDS = ["password", "current"];

/** A web form as its action read it (readForm). */
export type SentForm<Output> = {
  /** conform's submission of the form against the schema. */
  submission: Submission<unknown, string[], Output>;
  /** The form as sent: what the schema does not name too (`redirectTo`, `response`, a file). */
  form: FormData;
  /** Whether the multipart part `name` was too large to keep (an upload form's, see `files`). */
  tooLarge: (name: string) => boolean;
  /** The submission's reply, as formErrorReply takes it: what was sent comes back, never a password. */
  reply: Reply;
  /**
   * The value the schema made of the form; thrown, when the schema refused it, as the service
   * refuses the same input (a 422 with each field's message), so the one catch that maps the
   * service's errors (formErrorReply, mutation) answers it too.
   */
  value: () => Output;
};

/**
 * A screen with several forms, told apart by `intent`: `intentOf` says which one the form's
 * `intent` names (one that names none is the screen's default form), and `variants` read each
 * (an `intent: z.literal(...)` apiece).
 */
export const formsByIntent = <Variants extends readonly [z.core.$ZodTypeDiscriminable, ...z.core.$ZodTypeDiscriminable[]]>(
  intentOf: (intent: unknown) => string,
  variants: Variants,
) =>
  z.preprocess(
    (sent) => ({ ...(sent as object), intent: intentOf((sent as { intent?: unknown } | undefined)?.intent) }),
    z.discriminatedUnion("intent", variants),
  );

/**
 * The one way a web action reads its form: the body (urlencoded, or multipart: a form that uploads
 * names its `files`, and is read within the upload limits, see utils/upload.server) parsed by conform's
 * `parseWithZod` against `schema`, the service's own (on a screen with several forms, a
 * discriminated union of the services', or the one its form names: `schema` then chooses from the
 * form as sent). The schema sees the form as sent, without conform's coercion: text as typed, a name
 * sent twice as a list, files as files; the service's schema already reads a form's text as it
 * came (and the /api door's JSON), so the route and the service refuse alike. The service parses
 * again: it trusts no caller, and is the /api door's only check.
 *
 * A body that is not a form is the web door's (server/web-door.server.ts) 415, a form cut short
 * its 400, before anything here; a form conform cannot read (its reserved names misused) is a 400 too.
 */
export async function readForm<Schema extends z.ZodType>(
  request: Request,
  schema: Schema | ((form: FormData) => Schema),
  options: {
    /**
     * An upload form's file inputs: a multipart body is read by readMultipart (its limits,
     * `tooLarge`; a broken one is "choose an image"), and a file never comes back in the reply
     * (an empty file input is sent as empty text).
     */
    files?: readonly string[];
    /** What else never comes back in the reply (the admin's keys); passwords never do. */
    hide?: readonly string[];
  } = {},
): Promise<SentForm<z.output<Schema>>> {
  const multipart = options.files && /^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "") ? await readMultipart(request) : null;
  const form = multipart?.form ?? (await request.formData());
  let submission: Submission<unknown, string[], z.output<Schema>>;
  try {
    const chosen = typeof schema === "function" ? schema(form) : schema;
    submission = parseWithZod(form, { schema: chosen, disableAutoCoercion: true }) as Submission<unknown, string[], z.output<Schema>>;
  } catch {
    throw new AppError(400, "BAD_REQUEST", "errors.badForm");
  }
  const hideFields = [...SECRET_FIELDS, ...(options.hide ?? []), ...(options.files ?? [])];
  return {
    submission,
    form,
    tooLarge: multipart?.tooLarge ?? (() => false),
    reply: (errors) => asSent(submission.reply({ ...errors, hideFields }), form, hideFields),
    value: () => {
      if (submission.status === "success") return submission.value;
      throw refusal(submission.error);
    },
  };
}

/**
 * A reply's values are the form's as sent, under the names it sent them: conform's own nest a
 * dotted name (`storage.free`, a landing section's `items.0.title`) and leave out a field sent
 * empty, so a form drawn anew without JavaScript would show what is stored where the person had
 * typed or cleared it. Text only (a file never comes back), never a hidden field, nor which form it is.
 */
function asSent(result: SubmissionResult<string[]>, form: FormData, hidden: readonly string[]): SubmissionResult<string[]> {
  if (!result.initialValue) return result;
  const initialValue: Record<string, string | string[]> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string" || hidden.includes(name) || NOT_VALUES.includes(name)) continue;
    const before = initialValue[name];
    initialValue[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return { ...result, initialValue };
}

/** The schema's refusal as a service's parseInput says it: each field's first message (the form's own under ""). */
function refusal(error: Record<string, string[] | null> | null | undefined) {
  const fields: Record<string, MessageKey> = {};
  for (const [name, messages] of Object.entries(error ?? {})) if (messages?.[0]) fields[name] = messages[0] as MessageKey;
  return Validation(Object.keys(fields).length > 0 ? fields : { "": "errors.validation" });
}

/** The reply of an action that reads no form (a link's button): its refusal, nothing sent to show again. */
const nothingSent: Reply = ({ formErrors, fieldErrors }) => ({
  status: "error",
  initialValue: {},
  error: { ...(formErrors?.length ? { "": formErrors } : {}), ...fieldErrors },
});

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
 * keys of its own checks). Anything else is rethrown to the error boundary. `reply` is the form's
 * (readForm's `reply`: what was sent comes back); an action that reads no form has nothing to give back.
 */
export function formErrorReply<Extra extends object = object>(
  request: Request,
  error: unknown,
  reply: Reply = nothingSent,
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
  reply: Reply = nothingSent,
  form?: string,
  extra?: Extra,
  headers?: Record<string, string>,
) {
  return json({ ...extra, result: reply(errors), code, ...(form ? { form } : {}) } as FormReply & Extra, { status, headers });
}
