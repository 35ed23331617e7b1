import * as z from "zod";
import type { MessageKey } from "~/i18n";
import { FieldInvalid, Validation } from "~/lib/errors";

// Field messages are catalogue keys; each door translates them.
const msg = (key: MessageKey) => ({ error: key });

/**
 * A JSON Schema of a zod schema, to lay on a schema the OpenAPI document cannot read through (a
 * pipe, a refine, a transform) with `.meta()`: the document then says what the check checks,
 * made from the very schema that checks it (issue #44 item 5).
 */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...shape } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  return shape;
}

const emailFormat = z.email(msg("errors.field.email"));

export const emailField = z
  .string(msg("errors.field.required"))
  .trim()
  .toLowerCase()
  .min(1, msg("errors.field.required"))
  .pipe(emailFormat)
  .meta(jsonSchemaOf(emailFormat));

/** Sign-in takes any address that could be one (the first admin is admin@localhost). */
const signInEmailField = z
  .string(msg("errors.field.required"))
  .trim()
  .toLowerCase()
  .min(1, msg("errors.field.required"))
  .regex(/^[^\s@]+@[^\s@]+$/, msg("errors.field.email"));

export const passwordField = z.string(msg("errors.field.required")).min(8, msg("errors.field.passwordMin")).max(128, msg("errors.field.passwordMax"));

export const nameField = z.string(msg("errors.field.required")).trim().min(1, msg("errors.field.required")).max(80, msg("errors.field.nameMax"));

/**
 * The year the person signing up was born, asked neutrally instead of a "I am 18" box, and never
 * stored (record 0171): a year from which they are 18 this year or older. Only the year is asked,
 * so someone who turns 18 later this year is let in.
 */
export const birthYearField = z.coerce
  .number(msg("errors.field.birthYear"))
  .int(msg("errors.field.birthYear"))
  .min(1900, msg("errors.field.birthYear"))
  .refine((year) => year <= new Date().getFullYear(), msg("errors.field.birthYear"))
  .refine((year) => year > new Date().getFullYear() || new Date().getFullYear() - year >= 18, msg("errors.field.adultsOnly"))
  .meta({
    type: "integer",
    minimum: 1900,
    description: "The year the person was born (e.g. 1988). Under 18 this year: 422 on `birth_year` (errors.field.adultsOnly). Checked, never stored.",
  });

export const signUpSchema = z.object({
  name: nameField,
  email: emailField,
  password: passwordField,
  birth_year: birthYearField,
  plan: z.string().trim().max(40).optional(),
});

export const signInSchema = z.object({
  email: signInEmailField,
  password: z.string(msg("errors.field.required")).min(1, msg("errors.field.required")).max(128, msg("errors.field.passwordMax")),
});

export const emailOnlySchema = z.object({ email: signInEmailField });

/** The token of an e-mailed link (as the URL carries it). */
const linkToken = z.string(msg("errors.link.invalid")).trim().min(10, msg("errors.link.invalid")).max(200, msg("errors.link.invalid"));

export const resetPasswordSchema = z.object({ token: linkToken, password: passwordField });

/** The body of /api/users/verify and /api/users/email/undo: an e-mailed link's token. */
export const emailedTokenSchema = z.object({ token: z.string(msg("errors.field.required")).min(1, msg("errors.field.required")) });

/**
 * The press on a verification link: a new account's needs the password chosen at sign-up
 * (record 0156), a change of address's needs none. The web form sends the password alone.
 */
export const linkPasswordSchema = z.object({ password: z.string().max(128, msg("errors.field.passwordMax")).optional() });
export const openLinkSchema = emailedTokenSchema.extend(linkPasswordSchema.shape);

export const changePasswordSchema = z.object({
  current: z.string(msg("errors.field.required")).min(1, msg("errors.field.required")).max(128, msg("errors.field.passwordMax")),
  password: passwordField,
});

export const profileSchema = z.object({
  name: nameField,
  email: emailField,
  photo: z.string().trim().max(2048).optional().default(""),
});

/**
 * A list as a form sends it (one name, several times): none, one or several values, always a
 * list for `schema` (the service's, which takes a JSON array on the /api door).
 */
export const formList = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), schema);

/** Text as Postgres can keep it: NUL characters go, wherever they are in the input. */
function withoutNul(value: unknown): unknown {
  if (typeof value === "string") return value.includes("\u0000") ? value.replaceAll("\u0000", "") : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutNul(item)]));
  }
  return value;
}

/** One value checked by its schema; a refusal is FieldInvalid, its message the field's. */
export function parseField<S extends z.ZodType>(schema: S, value: unknown, field: string): z.output<S> {
  const result = schema.safeParse(withoutNul(value));
  if (result.success) return result.data;
  throw FieldInvalid(field, (result.error.issues[0]?.message as MessageKey | undefined) ?? "errors.validation");
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(withoutNul(input));
  if (result.success) return result.data;
  const fields: Record<string, MessageKey> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".") || "form";
    fields[field] ??= (issue.message as MessageKey) ?? "errors.validation";
  }
  throw Validation(fields);
}
