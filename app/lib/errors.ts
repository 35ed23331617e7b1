import type { MessageKey, MessageParams } from "~/i18n";
import { PAID_FEATURES, type PaidFeature, type PlanOffer } from "~/lib/paid-features";

export type ErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NO_PAID_PLAN"
  | "NO_CREDITS"
  | "USER_BLOCKED"
  | "EMAIL_NOT_VERIFIED"
  | "NOT_FOUND"
  | "CONFLICT"
  | "ALREADY_VERIFIED"
  | "VALIDATION"
  | "VERSION_CONFLICT"
  | "PAINT_MISSING"
  | "TOO_LARGE"
  | "QUOTA_EXCEEDED"
  | "RATE_LIMITED"
  | "AI_UNAVAILABLE"
  | "AI_FAILED"
  | "PAYMENTS_UNAVAILABLE"
  | "PRICE_MISMATCH"
  | "IDEMPOTENCY_KEY_INVALID"
  | "IDEMPOTENCY_CONFLICT"
  | "IDEMPOTENCY_IN_PROGRESS"
  | "UNAVAILABLE"
  | "STORAGE_UNAVAILABLE";

/**
 * The one error type services throw. Each door maps it once: the /api door to
 * `{ message, code, errors }` JSON, the browser door to a toast or field errors.
 */
export class AppError extends Error {
  /** Seconds until asking again can work (a limit's window): each door sends it as Retry-After. */
  retryAfter?: number;
  /** A NO_PAID_PLAN refusal: what was refused, and the plan that has it (null: none can be bought now). */
  paid?: { feature: PaidFeature; plan: PlanOffer | null };
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly fields?: Record<string, MessageKey>,
    readonly params?: MessageParams,
  ) {
    super(messageKey);
    this.name = "AppError";
  }
}

/**
 * A limit reached: 429, the message, and when to try again (at least a second), which both doors
 * send as Retry-After (record 0159: every 429 says it). `field`: the form field the message is shown on.
 */
export function RateLimited(key: MessageKey, retryAfterSeconds: number, options: { params?: MessageParams; field?: string } = {}) {
  const error = new AppError(429, "RATE_LIMITED", key, options.field ? { [options.field]: key } : undefined, options.params);
  error.retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  return error;
}

/** Seconds from now until `moment` (a limit's window's end). */
export const secondsUntil = (moment: Date) => (moment.getTime() - Date.now()) / 1000;

/**
 * A paid feature refused to the free plan: what it is, the plan that has it, and, while no plan can
 * be bought, a message that says so instead of sending anyone to buy. The services throw it
 * through `requirePaidFeature` (services/paid-features.server.ts), the one way.
 */
export function NoPaidPlan(feature: PaidFeature, plan: PlanOffer | null) {
  const error = new AppError(403, "NO_PAID_PLAN", plan ? PAID_FEATURES[feature].refusal : "paid.notYet");
  error.paid = { feature, plan };
  return error;
}

/** What an error's answer carries beside its message and code, the same on either door (a refusal's plan). */
export const errorDetails = (error: AppError): { feature?: PaidFeature; plan?: PlanOffer | null } =>
  error.paid ? { feature: error.paid.feature, plan: error.paid.plan } : {};

/** The headers an error's answer carries on either door (Retry-After for a limit). */
export const errorHeaders = (error: AppError): Record<string, string> => (error.retryAfter ? { "Retry-After": String(error.retryAfter) } : {});

/**
 * A body that is not what its operation reads (record 0158): not JSON, cut short, an array or a
 * string where an object is read, or none at all. Refused before anything runs: read as "no
 * fields", it would have been a call that clears what it sets.
 */
export const BadBody = () => new AppError(400, "BAD_REQUEST", "errors.badBody");
export const Unauthorized = (key: MessageKey = "errors.unauthorized") => new AppError(401, "UNAUTHORIZED", key);
export const Forbidden = (key: MessageKey = "errors.forbidden") => new AppError(403, "FORBIDDEN", key);
export const NoCredits = () => new AppError(403, "NO_CREDITS", "errors.noCredits");
export const UserBlocked = () => new AppError(403, "USER_BLOCKED", "errors.userBlocked");
export const EmailNotVerified = () => new AppError(403, "EMAIL_NOT_VERIFIED", "errors.emailNotVerified");
export const NotFound = (key: MessageKey = "errors.notFound") => new AppError(404, "NOT_FOUND", key);
/** A new account's link opened again once its address is verified: nothing left to do but sign in (record 0163). */
export const AlreadyVerified = () => new AppError(409, "ALREADY_VERIFIED", "auth.verify.alreadySignIn");
export const Conflict = (key: MessageKey, field?: string) => new AppError(409, "CONFLICT", key, field ? { [field]: key } : undefined);
export const Validation = (fields: Record<string, MessageKey>) => new AppError(422, "VALIDATION", "errors.validation", fields);
/** A request with one thing wrong: the answer's message is that field's, on both doors. */
export const FieldInvalid = (field: string, key: MessageKey) => new AppError(422, "VALIDATION", key, { [field]: key });
export const TooLarge = (key: MessageKey = "errors.tooLarge", params?: MessageParams) => new AppError(413, "TOO_LARGE", key, { file: key }, params);
/** A bad upload: the message names what is wrong, on the `file` field. */
export const BadUpload = (key: MessageKey, params?: MessageParams) => new AppError(422, "VALIDATION", key, { file: key }, params);
export const AiUnavailable = () => new AppError(503, "AI_UNAVAILABLE", "errors.ai.notConfigured");
export const AiFailed = (key: MessageKey = "errors.ai.failed") => new AppError(502, "AI_FAILED", key);
/** The database cannot be reached (a door's mapping of a lost connection): 503, come back in a few seconds. */
export function Unavailable(retryAfterSeconds = 5) {
  const error = new AppError(503, "UNAVAILABLE", "errors.unavailable");
  error.retryAfter = retryAfterSeconds;
  return error;
}

/**
 * The file store (S3, or the local disk) cannot take or give a file now: 503, come back in a
 * while. Nothing of the call was kept (services store files before the rows that name them).
 */
export function StorageUnavailable(retryAfterSeconds = 10) {
  const error = new AppError(503, "STORAGE_UNAVAILABLE", "errors.storageUnavailable");
  error.retryAfter = retryAfterSeconds;
  return error;
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
/** Whether `error` is the file store out of reach (StorageUnavailable). */
export const isStorageUnavailable = (error: unknown) => isAppError(error) && error.code === "STORAGE_UNAVAILABLE";
