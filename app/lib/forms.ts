import type { SubmissionResult } from "@conform-to/react";
import type { PaidFeature, PlanOffer } from "./paid-features";

/**
 * The one answer a refused web form gets: conform's SubmissionResult (the form's
 * message under "", each field's under its name, the values sent under initialValue), the
 * error's code, and on screens with several forms which one it answers.
 */
export type FormReply = { result: SubmissionResult<string[]>; code: string; form?: string };

/**
 * What a fetcher (a card's toggle, the colour screen's save, its recent colours) gets when
 * refused: the message in the person's language and the code, as the /api door says them (a
 * NO_PAID_PLAN with its feature and plan, so the screen can offer the plan in place).
 */
export type FetchError = { error: { message: string; code: string; feature?: PaidFeature; plan?: PlanOffer | null } };

/** What a form shows of a reply: its message, each field's message, the values it sent. */
export type FormState = { error: string | null; fields?: Record<string, string>; values?: Record<string, string> };

const isReply = (data: unknown): data is FormReply => typeof data === "object" && data !== null && "result" in data && "code" in data;

/**
 * A reply as a form shows it, or undefined when there is none or it answers another form.
 * Without a message of its own (a validation error), the form says the first field's.
 */
export function formState(data: unknown, form?: string): FormState | undefined {
  if (!isReply(data) || (form !== undefined && data.form !== form)) return undefined;
  const { error = {}, initialValue } = data.result;
  const fields: Record<string, string> = {};
  for (const [name, messages] of Object.entries(error ?? {})) if (name !== "" && messages?.[0]) fields[name] = messages[0];
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(initialValue ?? {})) if (typeof value === "string") values[name] = value;
  const formError = error?.[""]?.[0] ?? null;
  return {
    error: formError ?? Object.values(fields)[0] ?? null,
    fields: Object.keys(fields).length > 0 ? fields : undefined,
    values,
  };
}

/** The keys of `T` that hold text. */
type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/**
 * A text field of a form the server may refuse, as TextField takes it: its id (and name), what it
 * shows (what was sent, else what is stored) and its error.
 */
export const textFieldOf =
  <T extends object>(state: FormState | undefined, stored: T) =>
  (name: TextKeys<T>) => ({ id: name, defaultValue: state?.values?.[name] ?? (stored[name] as string), error: state?.fields?.[name] });

/** The values a refused form sent under one name (several checkboxes of one name). */
export function sentValues(data: unknown, name: string): string[] {
  if (!isReply(data)) return [];
  const value = data.result.initialValue?.[name];
  return typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

/** The message a one-message screen shows (the creation screens, checkout). */
export const formMessage = (data: unknown) => formState(data)?.error ?? null;
