/*
 * What the OpenAPI document says beside the shapes (issue #44, record 0167): the error codes each
 * operation can answer, the headers that come with its answers, how its list pages, and the
 * camelCase names the contract keeps. Plain data and small functions, read by openapi.server.ts.
 */

/** What openapi.server.ts's operations tell these notes. */
export type NotedOperation = {
  method: string;
  path: string;
  auth: "public" | "optional" | "user" | "admin";
  idempotent?: true;
  /** Codes of its own, beyond those its statuses always may carry (see codesOf). */
  codes?: ErrorCode[];
  /** A user's call an admin's token is refused (403 FORBIDDEN): admins make and colour no pages. */
  refusesAdmins?: true;
  /** How its list pages (see PAGING). */
  paging?: Paging;
  /** Its body takes a picture or a file (the plan's storage quota counts it). */
  stores?: true;
};

// ---------------------------------------------------------------------------
// Error codes per operation
// ---------------------------------------------------------------------------

/** Every code an /api error can carry: the services' (lib/errors) and the door's and guards' own. */
export const ERROR_CODES = [
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NO_PAID_PLAN",
  "NO_CREDITS",
  "USER_BLOCKED",
  "EMAIL_NOT_VERIFIED",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "CONFLICT",
  "ALREADY_VERIFIED",
  "VERSION_CONFLICT",
  "PAINT_MISSING",
  "PRICE_MISMATCH",
  "IDEMPOTENCY_KEY_INVALID",
  "IDEMPOTENCY_CONFLICT",
  "IDEMPOTENCY_IN_PROGRESS",
  "LENGTH_REQUIRED",
  "TOO_LARGE",
  "QUOTA_EXCEEDED",
  "VALIDATION",
  "RATE_LIMITED",
  "INTERNAL",
  "AI_FAILED",
  "AI_UNAVAILABLE",
  "PAYMENTS_UNAVAILABLE",
  "UNAVAILABLE",
  "STORAGE_UNAVAILABLE",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The codes a status may carry on any operation that answers it. */
const CODES_OF_STATUS: Record<number, ErrorCode[]> = {
  400: ["BAD_REQUEST"],
  401: ["UNAUTHORIZED"],
  403: [],
  404: ["NOT_FOUND"],
  409: [],
  411: ["LENGTH_REQUIRED"],
  413: ["TOO_LARGE"],
  422: ["VALIDATION"],
  429: ["RATE_LIMITED"],
  500: ["INTERNAL"],
  502: ["AI_FAILED"],
  503: ["UNAVAILABLE", "STORAGE_UNAVAILABLE"],
};

/** The codes that follow from who may call and how (the door's and the guards' own). */
function codesOfKind(op: NotedOperation): ErrorCode[] {
  const codes: ErrorCode[] = [];
  if (op.auth === "user" || op.auth === "admin") codes.push("USER_BLOCKED");
  if (op.auth === "admin" || op.refusesAdmins) codes.push("FORBIDDEN");
  if (op.idempotent) codes.push("IDEMPOTENCY_KEY_INVALID", "IDEMPOTENCY_CONFLICT", "IDEMPOTENCY_IN_PROGRESS");
  if (op.stores) codes.push("QUOTA_EXCEEDED");
  return codes;
}

/** Which status answers a code (one each). */
export const STATUS_OF_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  IDEMPOTENCY_KEY_INVALID: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NO_PAID_PLAN: 403,
  NO_CREDITS: 403,
  USER_BLOCKED: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  ALREADY_VERIFIED: 409,
  VERSION_CONFLICT: 409,
  PAINT_MISSING: 409,
  PRICE_MISMATCH: 409,
  IDEMPOTENCY_CONFLICT: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  LENGTH_REQUIRED: 411,
  TOO_LARGE: 413,
  QUOTA_EXCEEDED: 413,
  VALIDATION: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  AI_FAILED: 502,
  AI_UNAVAILABLE: 503,
  PAYMENTS_UNAVAILABLE: 503,
  UNAVAILABLE: 503,
  STORAGE_UNAVAILABLE: 503,
};

/** The status an operation answers a code with: the Stripe webhook's bad signature is its one 400 VALIDATION (no body of ours to be a 422). */
const statusOf = (op: NotedOperation, code: ErrorCode) => (code === "VALIDATION" && op.path === "/stripe/webhook" ? 400 : STATUS_OF_CODE[code]);

/** The statuses an operation's own codes and kind add to its error answers. */
export const statusesOfCodes = (op: NotedOperation) => [...codesOfKind(op), ...(op.codes ?? [])].map((code) => statusOf(op, code));

/** The codes an operation can answer, by status: its statuses' own, its kind's, and the ones it names. */
export function codesOf(op: NotedOperation, statuses: number[]): Record<string, ErrorCode[]> {
  const byStatus: Record<string, ErrorCode[]> = {};
  for (const status of statuses) byStatus[status] = [...(CODES_OF_STATUS[status] ?? [])];
  for (const code of [...codesOfKind(op), ...(op.codes ?? [])]) {
    const status = statusOf(op, code);
    const list = (byStatus[status] ??= []);
    if (!list.includes(code)) list.push(code);
  }
  return byStatus;
}

// ---------------------------------------------------------------------------
// Headers
// ---------------------------------------------------------------------------

export const HEADERS = {
  XRequestId: {
    description:
      "This request's id: the caller's own X-Request-Id when it sent a well formed one, else a new one. The server's log line has it; quote it when reporting a problem (a 5xx's body has it too, as `request_id`).",
    schema: { type: "string" },
  },
  IdempotentReplayed: {
    description: "`true` when this is the answer kept from an earlier call with the same Idempotency-Key and body: nothing was done again.",
    schema: { type: "string", enum: ["true"] },
  },
  RetryAfter: {
    description: "Seconds until the same call can work: wait at least that long before sending it again.",
    schema: { type: "integer", minimum: 0 },
  },
} as const;

const ref = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });

/** The headers of an operation's answer with this status. */
export function headersOf(op: NotedOperation, status: number) {
  return {
    "X-Request-Id": ref("XRequestId"),
    ...(op.idempotent && status < 300 ? { "Idempotent-Replayed": ref("IdempotentReplayed") } : {}),
    ...(status === 429 || status === 503 ? { "Retry-After": ref("RetryAfter") } : {}),
  };
}

// ---------------------------------------------------------------------------
// Paging
// ---------------------------------------------------------------------------

export type Paging = "number" | "number-and-cursor";

export const PAGING_NOTE: Record<Paging, string> = {
  number:
    "Pages by number: `page` (from 1) and `{ data, current_page, last_page }`. An admin's or a family's own list, short and read a page at a time, where jumping to a page matters more than rows added meanwhile.",
  "number-and-cursor":
    "Pages by cursor for \"Load more\": send the last answer's `next_cursor` as `cursor` (null at the end); nothing is repeated or skipped while pages are added or liked meanwhile, because the cursor is the last row's place in the sort (keyset), not a count. `page` (from 1) still reads a numbered page, as the web's page links do.",
};

// ---------------------------------------------------------------------------
// Names
// ---------------------------------------------------------------------------

/**
 * The camelCase names the contract keeps, though it is snake_case: each is already sent or read
 * by the shells (and the web's forms send the same bodies), so renaming one would break them. New
 * names are snake_case; a test fails on a camelCase name not listed here.
 */
export const KEPT_CAMEL_CASE: Record<string, string> = {
  pageId:
    "PATCH /coloreds/upsert's body as the product's payload table says it (docs/product.md §11); POST /daily-pages and the Colored answer use the same name for the same thing.",
  priceId: "POST /stripe/checkout's body as the product's payload table says it (docs/product.md §11).",
  pageIds: "POST /booklets's body: the plural of pageId, made beside it.",
  exportId: "A path parameter's name: never sent as a field.",
  bookletId: "A path parameter's name: never sent as a field.",
  publicPageLimit: "POST /plans/{id}/update's body: the admin screens' form fields, sent as they are.",
  pageCreationLimit: "POST /plans/{id}/update's body: the admin screens' form fields, sent as they are.",
  stripePriceId: "POST /plans/{id}/update's body: the admin screens' form fields, sent as they are.",
  publicPage: "POST /users/{id}/grants's body: the admin screens' form fields, sent as they are.",
  pageCreation: "POST /users/{id}/grants's body: the admin screens' form fields, sent as they are.",
  openaiApi: "GET /app/status's answer: the service's status as the admin screens read it (record 0138).",
  stripeApi: "GET /app/status's answer: the service's status as the admin screens read it (record 0138).",
  stripeWebhook: "GET /app/status's answer: the service's status as the admin screens read it (record 0138).",
};

export const isCamelCase = (name: string) => /[a-z][A-Z]/.test(name);

/** The document's paragraph on names. */
export function namesNote() {
  const kept = Object.keys(KEPT_CAMEL_CASE).map((name) => `\`${name}\``);
  return `Names are snake_case, except these, kept because the shells and the web's forms already send or read them (renaming one would break them; each operation's description says which it takes): ${kept.join(", ")}. Every name added is snake_case.`;
}
