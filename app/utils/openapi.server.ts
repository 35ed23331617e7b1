import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import type { ErrorCode } from "~/lib/errors";
import { pageQuerySchema } from "~/lib/pagination";
import { MAX_BOOKLET_PAGES } from "~/lib/booklets";
import {
  changePasswordSchema,
  emailOnlySchema,
  emailedTokenSchema,
  openLinkSchema,
  profileSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "~/lib/validation";
import { deleteSchema } from "~/services/account-deletion.server";
import { planUpdateSchema } from "~/services/admin-plans.server";
import { adminCreateSchema, userQuerySchema } from "~/services/admin-users.server";
import { bookletInputSchema } from "~/services/booklets.server";
import { pageTagsSchema } from "~/services/collections.server";
import { coloredQuerySchema } from "~/services/coloreds.server";
import { coloredUpsertSchema } from "~/services/coloring-save.server";
import { daySchema, pinSchema } from "~/services/daily-pages.server";
import { visibilitySchema } from "~/services/page-changes.server";
import { aiPageSchema, uploadPageSchema } from "~/services/page-creation.server";
import { patternPageSchema, patternSchema } from "~/services/pattern-page.server";
import { priceIdSchema } from "~/services/payments/checkout.server";
import { photoPageSchema, photoPreviewSchema } from "~/services/photo-page.server";
import { pdfOptionsSchema } from "~/services/print.server";
import { recentColorsSchema } from "~/services/recent-colors.server";
import { subscriptionQuerySchema } from "~/services/subscriptions.server";
import { creditsGrantSchema, grantQuerySchema, planGrantSchema } from "~/services/support-grants.server";
import {
  appStatusSchema,
  bookletSchema,
  chartsSchema,
  collectionSchema,
  coloredSchema,
  countersSchema,
  creditsReadSchema,
  dailyPinSchema,
  dataExportSchema,
  grantSchema,
  messageSchema,
  paginatedSchema,
  pageCardSchema,
  pagePageSchema,
  paidFeaturesSchema,
  patternOptionsSchema,
  planOnSaleSchema,
  planSchema,
  sessionSchema,
  settingSchema,
  shareSchema,
  subscriptionSchema,
  timelapseSchemaNamed,
  userSchema,
  warningSchema,
} from "./api-shapes.server";
import { API_TOKEN_TTL } from "~/services/auth.server";
import type { Auth } from "./api.server";
import { exampleOf, parameterExample } from "./openapi-examples.server";
import {
  codesOf,
  ERROR_CODES,
  HEADERS,
  headersOf,
  isCamelCase,
  KEPT_CAMEL_CASE,
  namesNote,
  PAGING_NOTE,
  statusesOfCodes,
  type NotedOperation,
} from "./openapi-notes.server";
import { orNull, z } from "./zod-openapi.server";

/*
 * The shells' contract as an OpenAPI 3.1 document (issue #31, record 0141), served at
 * /api/openapi.json and drawn at /api/docs. It is made here, from the zod schemas the services
 * validate each request with and the schemas the mappers' answers are typed by
 * (api-shapes.server.ts), once per process. The tests hold it true: every route file under
 * routes/api+ is in it with the methods and the auth its apiRoute says, nothing in it lacks a
 * route, and every /api answer the integration tests receive is checked against it.
 */

// ---------------------------------------------------------------------------
// Errors: `{ message, code, errors? }`, the same on every route (docs/product.md §11)
// ---------------------------------------------------------------------------

// A code the services gain must be listed above: this fails the type check until it is.
export { ERROR_CODES };
export const everyErrorCodeListed: Exclude<ErrorCode, (typeof ERROR_CODES)[number]> extends never ? true : never = true;

const errorSchema = z
  .object({
    message: z.string().meta({ description: "What went wrong, in the caller's language (the `lang` cookie; Spanish by default)." }),
    code: z.enum(ERROR_CODES),
    errors: z.record(z.string(), z.string()).optional().meta({ description: "A 422's (and some 413's) message per field." }),
    feature: paidFeatureName().optional().meta({ description: "NO_PAID_PLAN: the paid feature refused." }),
    plan: z
      .object({ name: z.string(), title: z.string(), price: z.number() })
      .nullable()
      .optional()
      .meta({ description: "NO_PAID_PLAN: the plan that has it (null while none can be bought)." }),
    request_id: z
      .string()
      .optional()
      .meta({ description: "A 5xx's request id (also its X-Request-Id header), to quote when reporting it: the server's log line has the same." }),
  })
  .openapi("Error");

function paidFeatureName() {
  return z.enum(["print", "download", "pdf", "booklet", "favorite", "timelapseVideo"]);
}

/** The error answers, one component each, by status: which codes each carries. */
const ERROR_STATUSES: Record<number, string> = {
  400: "BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.",
  401: "UNAUTHORIZED: no token, or one that is no longer good (sign in again).",
  403: "FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.",
  404: "NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).",
  409: "CONFLICT (an e-mail taken), ALREADY_VERIFIED (a new account's link opened again once its address is verified: sign in), VERSION_CONFLICT and PAINT_MISSING (a colouring's save), PRICE_MISMATCH (a plan's Stripe price), IDEMPOTENCY_CONFLICT (the key was used with another body), IDEMPOTENCY_IN_PROGRESS (the key's first call still runs: retry later).",
  411: "LENGTH_REQUIRED: a body without Content-Length.",
  413: "TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.",
  422: "VALIDATION: `errors` has a message per field.",
  429: "RATE_LIMITED: too many requests; Retry-After says when to try again.",
  500: "INTERNAL: something failed on the server.",
  502: "AI_FAILED: the drawing service failed; nothing was spent.",
  503: "Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).",
};

// ---------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------

type Method = "get" | "post" | "patch" | "delete";
/** A successful answer: JSON of a schema, another type of content, or none (204). */
type Answer = z.ZodType | { mediaType: string; description: string } | null;

export type ApiOperation = NotedOperation & {
  method: Method;
  /** The path under /api, as the document writes it (`/users/{id}/read`). */
  path: string;
  /** Who may call it, as the route's apiRoute says (the tests compare them). */
  auth: Auth;
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  /** A JSON body, or a multipart form, or a raw body read as it came. */
  body?: { json: z.ZodType } | { multipart: z.ZodObject } | { raw: string };
  ok: Record<number, Answer>;
  /** Error statuses beyond the ones every call may get (see errorStatuses). */
  errors?: number[];
  /** Takes an Idempotency-Key (record 0143). */
  idempotent?: true;
};

const id = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647).meta({ description: "A row's id." }) });
const slug = z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/) });
const settingName = z.object({ name: z.string().regex(/^[A-Za-z0-9][\w.-]{0,63}$/) });
const bookletId = z.object({ bookletId: z.string().regex(/^[a-z0-9]{1,64}$/) });
const exportId = z.object({ exportId: z.string().regex(/^[a-z0-9]{1,64}$/) });

const pdf = { mediaType: "application/pdf", description: "The PDF, as a file to save (Content-Disposition names it)." };
const png = { mediaType: "image/png", description: "A 1024×1024 PNG." };
const created = (page = pageCardSchema) => z.object({ created: page });
const withWarnings = z.object({
  created: pageCardSchema,
  warnings: z.array(warningSchema).meta({ description: "Why the page may disappoint (kept private, hard to fill); empty when all is fine." }),
});
const updatedPage = z.object({ updated: pageCardSchema });
const updatedUser = z.object({ updated: userSchema });

/** The upload parser's fields (utils/upload.server.ts): a file, and rules that only tighten the server's. */
const uploadForm = z.object({
  file: z.string().meta({ format: "binary", description: "The picture (PNG, JPEG, WebP, GIF, SVG, HEIC as the rules allow)." }),
  extensions: z.string().optional().meta({ description: "A comma list of extensions to accept (`png,jpg`)." }),
  max: z.string().optional().meta({ description: "The largest size to accept, in KiB." }),
  dimensions: z.string().optional().meta({ description: "Size rules, e.g. `min_width=512,max_width=4096,min_height=512,max_height=4096`." }),
});

const grantBody = z.union([
  z.intersection(z.object({ kind: z.literal("plan") }), planGrantSchema),
  z.intersection(z.object({ kind: z.literal("credits") }), creditsGrantSchema),
]);

export const API_OPERATIONS: ApiOperation[] = [
  // Accounts and sessions
  {
    method: "post",
    path: "/users/sign-up",
    auth: "public",
    summary: "Sign up",
    description:
      "Sends the verification link by e-mail ({APP_URL}/verify/{token}); the same answer for an address already taken (its owner is told by e-mail). `birth_year` is required: a year from which the person is under 18 this year is refused with 422 on `birth_year` (`errors.field.adultsOnly`); the year is checked and never stored (record 0171). The parent's question before paying, sharing, deleting or leaving is asked by the web app, not by the API: a shell's own native screens must ask it themselves.",
    body: { json: signUpSchema },
    ok: { 201: messageSchema },
    errors: [422],
  },
  {
    codes: ["ALREADY_VERIFIED"],
    method: "post",
    path: "/users/verify",
    auth: "public",
    summary: "Open an e-mailed link",
    description:
      "A new account's link needs `password`, the one chosen at sign-up (missing or wrong: 422 on `password`, the link still good), and signs in: `{token, user, plan}` (`plan`: the plan chosen at sign-up, or null). A change of address's takes effect and signs nobody in: `{token: null, user, plan: null}`, `user` only for a caller already signed in to that account (who may send their token). A new account's link opened again once the address is verified (by it or by another of its links, spent or expired, kept 90 days after use) is 409 ALREADY_VERIFIED, password or not: nothing more to do than sign in (/users/sign-in). An unknown link, or a spent one whose address is not verified, is 401.",
    body: { json: openLinkSchema },
    ok: { 200: z.object({ token: z.string().nullable(), user: orNull(userSchema), plan: z.string().nullable() }) },
    errors: [401, 409, 422],
  },
  {
    codes: ["EMAIL_NOT_VERIFIED", "USER_BLOCKED"],
    method: "post",
    path: "/users/sign-in",
    auth: "public",
    summary: "Sign in",
    description:
      "Answers the Bearer token to send from now on. A wrong pair is one 401 whatever was wrong; an unverified address 403 EMAIL_NOT_VERIFIED; a blocked account 403 USER_BLOCKED.",
    body: { json: signInSchema },
    ok: { 200: sessionSchema },
    errors: [401, 403, 422],
  },
  { method: "post", path: "/users/sign-out", auth: "user", summary: "Sign out", description: "The token stops working.", ok: { 204: null } },
  { method: "get", path: "/users/read", auth: "user", summary: "The signed-in user", ok: { 200: userSchema } },
  {
    codes: ["CONFLICT"],
    method: "patch",
    path: "/users/update",
    auth: "user",
    summary: "Change one's own details",
    description: "A new e-mail waits for the link sent to it: `pending_email` says which (null when none).",
    body: { json: profileSchema },
    ok: { 200: z.object({ updated: userSchema, pending_email: z.string().nullable() }) },
    errors: [409, 422],
  },
  {
    codes: ["PAYMENTS_UNAVAILABLE"],
    method: "delete",
    path: "/users/account",
    auth: "user",
    summary: "Delete one's own account",
    description:
      "Everything of theirs goes; this token ends with it. Their open checkouts are expired and their subscriptions ended at Stripe first (503 while Stripe cannot be reached); a payment the account never got its plan for is refunded. Kept, without the person: the payment records at Stripe, the subscription rows (the law requires them) and the support log's lines of what the team gave them.",
    body: { json: deleteSchema },
    ok: { 200: messageSchema },
    errors: [422],
  },
  {
    method: "post",
    path: "/users/export",
    auth: "user",
    summary: "Ask for a copy of one's data",
    description: "Made in the background (one at a time, a few a day): read its progress at /users/export/{exportId}.",
    ok: { 202: z.object({ export: dataExportSchema }) },
  },
  {
    method: "get",
    path: "/users/export/{exportId}",
    auth: "user",
    summary: "One of one's data exports",
    params: exportId,
    ok: { 200: z.object({ export: dataExportSchema }) },
    errors: [404],
  },
  {
    method: "patch",
    path: "/users/password/change",
    auth: "user",
    summary: "Change one's password",
    description: "Every other session and token of the account ends; this token stays.",
    body: { json: changePasswordSchema },
    ok: { 200: messageSchema },
    errors: [422],
  },
  {
    method: "post",
    path: "/users/password/forgot",
    auth: "public",
    summary: "Ask for a password reset link",
    description: "The same answer whether or not the account exists; the link goes by e-mail.",
    body: { json: emailOnlySchema },
    ok: { 202: messageSchema },
    errors: [422],
  },
  {
    method: "post",
    path: "/users/password/reset",
    auth: "public",
    summary: "Choose a new password from the e-mailed link",
    description: "Every other session and token ends; answers a new session.",
    body: { json: resetPasswordSchema },
    ok: { 200: sessionSchema },
    errors: [401, 422],
  },
  {
    method: "post",
    path: "/users/email/undo",
    auth: "public",
    summary: '"No he sido yo": undo a change of address',
    description: "The link mailed to the old address of a change: the change is cancelled or undone, and every device is signed out.",
    body: { json: emailedTokenSchema },
    ok: { 200: z.object({ message: z.string(), email: z.string(), restored: z.boolean() }) },
    errors: [401, 422],
  },
  {
    method: "get",
    path: "/users/recent-colors",
    auth: "user",
    summary: "One's recent colours",
    description: "Newest first.",
    ok: { 200: z.object({ colors: z.array(z.string()) }) },
  },
  {
    refusesAdmins: true,
    method: "patch",
    path: "/users/recent-colors",
    auth: "user",
    summary: "Replace one's recent colours",
    description: "At most 8 are kept, each once. Not for admins (403).",
    body: { json: recentColorsSchema },
    ok: { 200: z.object({ colors: z.array(z.string()) }) },
    errors: [422],
  },
  {
    method: "get",
    path: "/credits/read",
    auth: "user",
    summary: "One's credits, plan, subscription and storage",
    ok: { 200: creditsReadSchema },
  },

  // Pages
  {
    paging: "number-and-cursor",
    method: "get",
    path: "/pages/paginate",
    auth: "user",
    summary: "A gallery: 12 pages a page",
    description: '`next_cursor` is what the next call sends as `cursor` for "Load more" (null at the end).',
    query: pageQuerySchema,
    ok: { 200: pagePageSchema },
  },
  { method: "get", path: "/pages/{id}/read", auth: "user", summary: "One page as the viewer sees it", params: id, ok: { 200: pageCardSchema }, errors: [404] },
  {
    method: "get",
    path: "/pages/daily",
    auth: "optional",
    summary: "The page of the day",
    description: "`page` is null (and `day` too) when no page is public.",
    ok: { 200: z.object({ day: z.iso.date().nullable(), page: orNull(pageCardSchema) }) },
  },
  {
    codes: ["FORBIDDEN"],
    method: "patch",
    path: "/pages/{id}/blocked/toggle",
    auth: "user",
    summary: "Block or delete a page",
    description: "An admin blocks or unblocks the page (moderation); its owner deletes it (docs/product.md §12).",
    params: id,
    ok: { 200: updatedPage },
    errors: [404],
  },
  {
    codes: ["NO_PAID_PLAN"],
    refusesAdmins: true,
    method: "patch",
    path: "/pages/{id}/favorited/toggle",
    auth: "user",
    summary: "Favourite a page, or not",
    description: "Paid plans only (403 NO_PAID_PLAN); not for admins.",
    params: id,
    ok: { 200: updatedPage },
    errors: [404],
  },
  {
    codes: ["NO_CREDITS", "CONFLICT", "FORBIDDEN"],
    refusesAdmins: true,
    method: "patch",
    path: "/pages/{id}/visibility",
    auth: "user",
    summary: "Share a page or keep it private",
    description: "The owner's choice; sharing spends a public page credit once (403 NO_CREDITS when none is left).",
    params: id,
    body: { json: visibilitySchema },
    ok: { 200: updatedPage },
    errors: [404, 422],
  },
  {
    method: "patch",
    path: "/pages/{id}/tags",
    auth: "admin",
    summary: "A page's collections",
    params: id,
    body: { json: pageTagsSchema },
    ok: { 200: z.object({ updated: z.object({ id: z.number().int(), tags: z.array(z.string()) }) }) },
    errors: [404, 422],
  },
  {
    codes: ["AI_UNAVAILABLE"],
    refusesAdmins: true,
    method: "get",
    path: "/pages/prompt/generate",
    auth: "user",
    summary: "An idea for a page",
    description: "Not for admins, who make no pages.",
    ok: { 200: z.object({ prompt: z.string() }) },
    errors: [502, 503],
  },
  {
    codes: ["NO_CREDITS", "AI_UNAVAILABLE"],
    refusesAdmins: true,
    method: "post",
    path: "/pages/create",
    auth: "user",
    summary: "A page drawn by the AI service",
    description: "Spends a page creation (403 NO_CREDITS when none is left); a failed drawing spends nothing.",
    body: { json: aiPageSchema },
    ok: { 201: created() },
    errors: [422, 502, 503],
    idempotent: true,
  },
  {
    codes: ["NO_CREDITS"],
    refusesAdmins: true,
    method: "post",
    path: "/pages/upload",
    auth: "user",
    summary: "A page from an uploaded picture",
    description:
      "`illustration` is a URL /storage/upload answered. Private unless `visibility` is public; spends a page creation. A page hard to fill, or kept private by moderation, is still made: `warnings` says why.",
    body: { json: uploadPageSchema },
    ok: { 201: withWarnings },
    errors: [404, 422],
    idempotent: true,
  },
  {
    refusesAdmins: true,
    method: "get",
    path: "/pages/photo/preview",
    auth: "user",
    summary: "The line art a photo would become",
    description: "`photo` is a URL /storage/upload answered. Nothing is stored or spent.",
    query: photoPreviewSchema,
    ok: { 200: png },
    errors: [404, 422],
  },
  {
    codes: ["NO_CREDITS"],
    refusesAdmins: true,
    method: "post",
    path: "/pages/photo/create",
    auth: "user",
    summary: "A page from a photo",
    description: "Spends a page creation. A photo is often of the family: private unless shared, and moderated before it is.",
    body: { json: photoPageSchema },
    ok: { 201: withWarnings },
    errors: [404, 422],
    idempotent: true,
  },
  {
    method: "get",
    path: "/pages/pattern/preview",
    auth: "user",
    summary: "The pattern some choices make",
    description: "Missing choices take their defaults. Nothing is stored or spent.",
    query: patternSchema,
    ok: { 200: z.object({ svg: z.string(), title: z.string(), options: patternOptionsSchema }) },
    errors: [422],
  },
  {
    codes: ["NO_CREDITS"],
    refusesAdmins: true,
    method: "post",
    path: "/pages/pattern/create",
    auth: "user",
    summary: "A page from a pattern",
    description: "Spends a page creation.",
    body: { json: patternPageSchema },
    ok: { 201: created() },
    errors: [422],
    idempotent: true,
  },

  // Collections
  {
    method: "get",
    path: "/collections",
    auth: "optional",
    summary: "The curated collections",
    ok: { 200: z.object({ data: z.array(collectionSchema) }) },
  },
  {
    paging: "number-and-cursor",
    method: "get",
    path: "/collections/{slug}/pages",
    auth: "optional",
    summary: "A collection's public pages",
    params: slug,
    query: pageQuerySchema,
    ok: { 200: pagePageSchema },
    errors: [404],
  },

  // Colourings
  {
    paging: "number",
    method: "get",
    path: "/coloreds/paginate",
    auth: "user",
    summary: "One's colourings: 12 a page",
    query: coloredQuerySchema,
    ok: { 200: paginatedSchema(coloredSchema, "ColoredPage") },
  },
  {
    codes: ["VERSION_CONFLICT", "PAINT_MISSING", "NO_CREDITS"],
    refusesAdmins: true,
    method: "patch",
    path: "/coloreds/upsert",
    auth: "user",
    summary: "Save a colouring",
    description:
      "`photo` is the URL /storage/upload answered for the paint layer (upload it with `dimensions=min_width=1024,max_width=1024,min_height=1024,max_height=1024`); `progress` (0..100) how much is coloured, kept as it was when absent; `version` the version it builds on (409 VERSION_CONFLICT when another save came first); `save_id` the client's id of this save; `timelapse` the strokes and fills ({v: 1, steps}, or its JSON text). The same request sent again (its answer lost) answers what the first did and spends nothing (record 0121). The first colouring of a page the caller neither owns nor coloured spends a public page credit.",
    body: { json: coloredUpsertSchema },
    ok: { 200: z.object({ upserted: coloredSchema }) },
    errors: [404, 409, 422],
    idempotent: true,
  },
  {
    codes: ["NO_PAID_PLAN"],
    method: "get",
    path: "/coloreds/{id}/pdf",
    auth: "user",
    summary: "Print: one's colouring of a page as a PDF",
    description:
      "`{id}` is the page's id. The blank page when not painted. Paid plans only (403 NO_PAID_PLAN). Without `paper`, Accept-Language's region chooses (Letter for the Americas that use it, else A4); `footer=0` leaves the title and the app's name off.",
    params: id,
    query: pdfOptionsSchema,
    ok: { 200: pdf },
    errors: [404, 422],
  },
  {
    method: "get",
    path: "/coloreds/{id}/timelapse",
    auth: "user",
    summary: "The time-lapse of one's colouring of a page",
    description: "`timelapse` is null when there is none yet; `version` is the colouring's it leads to (0: none). Replay it ending on the saved picture.",
    params: id,
    ok: { 200: z.object({ timelapse: orNull(timelapseSchemaNamed), version: z.number().int().min(0) }) },
    errors: [404],
  },
  {
    method: "get",
    path: "/coloreds/{id}/share",
    auth: "user",
    summary: "The share link of one's colouring of a page",
    description: "null while not shared.",
    params: id,
    ok: { 200: z.object({ share: orNull(shareSchema) }) },
    errors: [404],
  },
  {
    method: "post",
    path: "/coloreds/{id}/share",
    auth: "user",
    summary: "Share one's colouring of a page",
    description: "Made now (201) with a new unguessable token, or the one it has (200). 404 when the caller has no saved colouring of the page.",
    params: id,
    ok: { 200: z.object({ share: shareSchema }), 201: z.object({ share: shareSchema }) },
    errors: [404],
  },
  {
    method: "delete",
    path: "/coloreds/{id}/share",
    auth: "user",
    summary: "Stop sharing one's colouring of a page",
    description: "The share page, its picture and its card answer 404 from now on; sharing again makes a new token.",
    params: id,
    ok: { 200: z.object({ share: z.null() }) },
    errors: [404],
  },

  // Booklets
  {
    codes: ["NO_PAID_PLAN"],
    refusesAdmins: true,
    method: "post",
    path: "/booklets",
    auth: "user",
    summary: "Make a booklet: several pages in one PDF",
    description: `Up to ${MAX_BOOKLET_PAGES} pages, in order. Made in the background: read its progress, and once done its \`file\`, at /booklets/{bookletId}. Paid plans only (403 NO_PAID_PLAN); 429 while two of the caller's booklets are still being made.`,
    body: { json: bookletInputSchema },
    ok: { 202: z.object({ booklet: bookletSchema }) },
    errors: [404, 422],
    idempotent: true,
  },
  {
    method: "get",
    path: "/booklets/{bookletId}",
    auth: "user",
    summary: "One of one's booklets",
    params: bookletId,
    ok: { 200: z.object({ booklet: bookletSchema }) },
    errors: [404],
  },

  // Storage
  {
    stores: true,
    method: "post",
    path: "/storage/upload",
    auth: "user",
    summary: "Upload a picture",
    description: "Answers the URL to name it by (a page's `illustration`, a photo, a colouring's `photo`).",
    body: { multipart: uploadForm },
    ok: { 200: z.object({ url: z.string() }) },
    errors: [422],
    idempotent: true,
  },

  // Plans and payments
  { method: "get", path: "/plans/list", auth: "user", summary: "Every plan", ok: { 200: z.array(planOnSaleSchema) } },
  { method: "get", path: "/plans/paid/list", auth: "user", summary: "The paid plans", ok: { 200: z.array(planOnSaleSchema) } },
  {
    method: "get",
    path: "/plans/paid/features",
    auth: "user",
    summary: "What only a paid plan does, and the plan to offer",
    description: "So a shell's buttons for them offer the plan on the free plan, as the web's do.",
    ok: { 200: paidFeaturesSchema },
  },
  { method: "get", path: "/plans/{id}/read", auth: "user", summary: "One plan", params: id, ok: { 200: planSchema }, errors: [404] },
  {
    codes: ["CONFLICT", "PRICE_MISMATCH", "PAYMENTS_UNAVAILABLE"],
    method: "post",
    path: "/plans/{id}/update",
    auth: "admin",
    summary: "Edit a plan",
    params: id,
    body: { json: planUpdateSchema },
    ok: { 200: z.object({ updated: planSchema }) },
    errors: [404, 409, 422],
  },
  {
    codes: ["CONFLICT", "PRICE_MISMATCH", "PAYMENTS_UNAVAILABLE"],
    refusesAdmins: true,
    method: "post",
    path: "/stripe/checkout",
    auth: "user",
    summary: "Start paying for a plan",
    description: "Answers the URL of Stripe's hosted checkout: the shell opens it. Not for admins.",
    body: { json: z.object({ priceId: priceIdSchema }) },
    ok: { 200: z.object({ url: z.string() }) },
    errors: [404, 409, 422, 503],
    idempotent: true,
  },
  {
    codes: ["CONFLICT", "PAYMENTS_UNAVAILABLE"],
    method: "post",
    path: "/stripe/subscription/cancel",
    auth: "user",
    summary: "Cancel one's paid plan",
    description: "It ends at the end of the period paid for.",
    ok: { 200: messageSchema },
    errors: [404, 409, 503],
  },
  {
    codes: ["VALIDATION", "PAYMENTS_UNAVAILABLE"],
    method: "post",
    path: "/stripe/webhook",
    auth: "public",
    summary: "Stripe's events",
    description: "Stripe's own call: the signature is the authentication, over the body's exact bytes.",
    headers: z.object({ "stripe-signature": z.string() }),
    body: { raw: "A Stripe event, as Stripe sends it." },
    ok: { 200: z.object({ received: z.literal(true) }) },
    errors: [503],
  },

  // Settings
  {
    method: "get",
    path: "/settings/list",
    auth: "optional",
    summary: "The settings",
    description:
      "Signed out (or not an admin): app_name, tagline, favicon, website and currency. Admins also get the secrets' names, with empty values, and the limits.",
    ok: { 200: z.array(settingSchema) },
  },
  {
    method: "patch",
    path: "/settings/{name}/update",
    auth: "admin",
    summary: "Change a setting",
    description: "Each setting has its own rule (a 422 on `value` when it is broken). Secrets are stored encrypted and answered empty; unknown names are 404.",
    params: settingName,
    body: { json: z.object({ value: z.string() }) },
    ok: { 200: z.object({ updated: settingSchema }) },
    errors: [404, 422],
  },

  // Administration
  {
    paging: "number",
    method: "get",
    path: "/users/paginate",
    auth: "admin",
    summary: "Users: 20 a page, newest first",
    query: userQuerySchema,
    ok: { 200: paginatedSchema(userSchema, "UserPage") },
  },
  {
    codes: ["CONFLICT"],
    method: "post",
    path: "/users/create",
    auth: "admin",
    summary: "Make a user",
    description: "A verified user on the free plan.",
    body: { json: adminCreateSchema },
    ok: { 201: z.object({ created: userSchema }) },
    errors: [409, 422],
  },
  {
    codes: ["CONFLICT"],
    method: "post",
    path: "/users/admin/create",
    auth: "admin",
    summary: "Make an admin",
    body: { json: adminCreateSchema.omit({ photo: true }) },
    ok: { 201: z.object({ created: userSchema }) },
    errors: [409, 422],
  },
  { method: "get", path: "/users/{id}/read", auth: "admin", summary: "One user", params: id, ok: { 200: userSchema }, errors: [404] },
  {
    codes: ["CONFLICT"],
    method: "patch",
    path: "/users/{id}/update",
    auth: "admin",
    summary: "Change a user's details",
    description: 'A missing photo is "" (none).',
    params: id,
    body: { json: profileSchema },
    ok: { 200: updatedUser },
    errors: [404, 409, 422],
  },
  {
    codes: ["FORBIDDEN"],
    method: "patch",
    path: "/users/{id}/blocked/toggle",
    auth: "admin",
    summary: "Block or unblock a user",
    description: "Blocking signs the user out everywhere.",
    params: id,
    ok: { 200: updatedUser },
    errors: [404],
  },
  {
    codes: ["PAYMENTS_UNAVAILABLE"],
    method: "delete",
    path: "/users/{id}/account",
    auth: "admin",
    summary: "Delete a user's account",
    description: "As they would themselves. The last admin cannot be deleted (403).",
    params: id,
    ok: { 200: messageSchema },
    errors: [404],
  },
  {
    codes: ["CONFLICT"],
    method: "post",
    path: "/users/{id}/grants",
    auth: "admin",
    summary: "Give a user a plan or credits",
    description:
      "Support's gifts (record 0127); answers the support log's new line. A plan cannot be given to an admin, to someone paying at Stripe, or while a given one runs (409 on `plan`).",
    params: id,
    body: { json: grantBody },
    ok: { 201: z.object({ created: grantSchema }) },
    errors: [404, 409, 422],
  },
  {
    paging: "number",
    method: "get",
    path: "/grants/paginate",
    auth: "admin",
    summary: "The support log: 20 a page, newest first",
    query: grantQuerySchema,
    ok: { 200: paginatedSchema(grantSchema, "SupportGrantPage") },
  },
  {
    paging: "number",
    method: "get",
    path: "/subscriptions/paginate",
    auth: "admin",
    summary: "Subscriptions: 20 a page",
    query: subscriptionQuerySchema,
    ok: { 200: paginatedSchema(subscriptionSchema, "SubscriptionPage") },
  },
  { method: "get", path: "/analytics/counters", auth: "admin", summary: "This week's and all-time counts", ok: { 200: countersSchema } },
  { method: "get", path: "/analytics/charts", auth: "admin", summary: "Rows made in each of the last 12 months", ok: { 200: chartsSchema } },
  { method: "get", path: "/app/status", auth: "admin", summary: "What is set up", ok: { 200: appStatusSchema } },
  {
    method: "get",
    path: "/daily-pages",
    auth: "admin",
    summary: "The pins of the page of the day, from today on",
    ok: { 200: z.object({ data: z.array(dailyPinSchema) }) },
  },
  {
    method: "post",
    path: "/daily-pages",
    auth: "admin",
    summary: "Pin the page of a day",
    body: { json: pinSchema },
    ok: { 200: z.object({ pinned: z.object({ day: z.iso.date(), page_id: z.number().int() }) }) },
    errors: [404, 422],
  },
  {
    method: "delete",
    path: "/daily-pages",
    auth: "admin",
    summary: "Unpin the page of a day",
    body: { json: z.object({ day: daySchema }) },
    ok: { 200: z.object({ unpinned: z.object({ day: z.iso.date() }) }) },
    errors: [422],
  },

  // The contract itself
  {
    method: "get",
    path: "/openapi.json",
    auth: "public",
    summary: "This document",
    ok: { 200: z.record(z.string(), z.unknown()).meta({ description: "The OpenAPI 3.1 document." }) },
  },
];

// ---------------------------------------------------------------------------
// The document
// ---------------------------------------------------------------------------

/** The error statuses an operation may answer: its own, and those every call of its kind may get. */
export function errorStatuses(op: ApiOperation): number[] {
  // 503: the database or the file store out of reach, whatever the call (record 0147).
  const statuses = new Set([400, 429, 500, 503, ...(op.errors ?? [])]);
  if (op.method !== "get") [411, 413].forEach((status) => statuses.add(status));
  if (op.auth === "user" || op.auth === "admin") [401, 403].forEach((status) => statuses.add(status));
  if (op.params) statuses.add(404);
  if (op.idempotent) statuses.add(409);
  statusesOfCodes(op).forEach((status) => statuses.add(status));
  return [...statuses].sort((a, b) => a - b);
}

const operationId = (op: ApiOperation) =>
  op.method +
  op.path
    .split("/")
    .filter(Boolean)
    .map((part) => part.replace(/[{}]/g, "").replace(/\.json$/, "Json"))
    .flatMap((part) => part.split("-"))
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");

const SECURITY: Record<Auth, RouteConfig["security"]> = {
  public: [],
  optional: [{}, { bearerAuth: [] }],
  user: [{ bearerAuth: [] }],
  admin: [{ bearerAuth: [] }],
};

const AUTH_NOTE: Record<Auth, string> = {
  public: "No token needed.",
  optional: "A token is optional: signed out callers are served too.",
  user: "A signed-in user's token.",
  admin: "An admin's token (403 FORBIDDEN for anyone else).",
};

const ADMIN_REFUSED = "Not for admins, who make and colour no pages and pay for nothing: an admin's token gets 403 FORBIDDEN.";

/** An error answer of an operation: the codes it can carry with this status, and what they mean. */
function errorResponse(op: ApiOperation, status: number, codes: string[]): ResponseConfig {
  return {
    description: `This call's codes: ${codes.join(", ")}. (This status across the API: ${ERROR_STATUSES[status]})`,
    headers: headersOf(op, status) as ResponseConfig["headers"],
    content: { "application/json": { schema: errorSchema } },
  };
}

/** The token's lifetime and renewal, for the document's description (from auth.server's API_TOKEN_TTL). */
const TOKEN_NOTE = `A token lasts ${API_TOKEN_TTL / 86_400_000} days from the sign-in that made it, used or not; there is no refresh call. When a call answers 401, sign in again (POST /users/sign-in) for a new one. Signing out, a password change or reset (which end every other token of the account), blocking and deleting the account end it sooner.`;

function build() {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "The token /users/sign-in (or /users/verify, /users/password/reset) answered: `Authorization: Bearer {token}`.",
  });
  registry.register("Error", errorSchema);
  const idempotencyKey = registry.registerParameter(
    "IdempotencyKey",
    z
      .string()
      .min(1)
      .max(255)
      .optional()
      .openapi({
        param: {
          name: "Idempotency-Key",
          in: "header",
          description:
            "Any unique text (a UUID) the client makes for one call and sends again with its retries. The same key and the same body answer the first call's answer again, for 24 hours, and nothing is done twice (a refusal, 4xx, is not kept: the call runs again); an account holds at most 1000 keys a day (then 429, Retry-After); the same key with another body is a 409 IDEMPOTENCY_CONFLICT; while the first call still runs, a 409 IDEMPOTENCY_IN_PROGRESS (retry later). Keys are the caller's own: another user's same key is another call.",
        },
      }),
  );

  for (const op of API_OPERATIONS) {
    const responses: Record<string, ResponseConfig> = {};
    for (const [status, answer] of Object.entries(op.ok)) {
      const headers = headersOf(op, Number(status)) as ResponseConfig["headers"];
      if (answer === null) responses[status] = { description: "Done; no content.", headers };
      else if (answer instanceof z.ZodType) responses[status] = { description: "OK", headers, content: { "application/json": { schema: answer } } };
      else responses[status] = { description: answer.description, headers, content: { [answer.mediaType]: { schema: { type: "string", format: "binary" } } } };
    }
    const codes = codesOf(op, errorStatuses(op));
    for (const [status, list] of Object.entries(codes)) responses[status] = errorResponse(op, Number(status), list);

    const headers = op.idempotent ? z.object({ "Idempotency-Key": idempotencyKey, ...op.headers?.shape }) : op.headers;
    const body = !op.body
      ? undefined
      : "json" in op.body
        ? { required: true, content: { "application/json": { schema: op.body.json } } }
        : "multipart" in op.body
          ? { required: true, content: { "multipart/form-data": { schema: op.body.multipart } } }
          : { required: true, description: op.body.raw, content: { "application/json": { schema: { type: "object" as const } } } };

    registry.registerPath({
      method: op.method,
      path: op.path,
      operationId: operationId(op),
      tags: [op.path.split("/")[1]],
      summary: op.summary,
      description: [op.description, op.paging && PAGING_NOTE[op.paging], AUTH_NOTE[op.auth], op.refusesAdmins && ADMIN_REFUSED].filter(Boolean).join("\n\n"),
      security: SECURITY[op.auth],
      request: { params: op.params, query: op.query, headers, body },
      responses,
    });
  }

  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Colorea API",
      version: "1",
      description: [
        "The JSON API the Android, iOS and desktop shells call (issue #31). JSON in and out, snake_case names; times are ISO 8601 in UTC.",
        "Authentication: `Authorization: Bearer {token}`, the token /users/sign-in answers. The web's session cookie is not read here. The `lang` cookie (`es`, `en`) chooses the language of every message (Spanish without it).",
        TOKEN_NOTE,
        `Admins: an admin's token is refused (403 FORBIDDEN) by the calls that make, colour, favourite or pay for pages, which are an end user's: ${adminRefusedList()}.`,
        "Errors are `{ message, code, errors? }` with the statuses of each operation; every call may also get 400, 429 (with Retry-After), 500 and 503 (with Retry-After: the database or the file store out of reach for a while; send the same call again, with its Idempotency-Key), and every call with a body 411 and 413. Each operation lists the `code`s each of its error statuses can carry, in the status's description and in `x-error-codes` (status → codes).",
        "Headers: every answer carries `X-Request-Id` (the caller's own when it sent a well formed one, else a new one; quote it when reporting a problem). 429 and 503 carry `Retry-After` (seconds). An answer replayed for an `Idempotency-Key` carries `Idempotent-Replayed: true`.",
        `Lists: ${PAGING_NOTE.number} ${PAGING_NOTE["number-and-cursor"]} Galleries page by cursor because pages are added and liked while a family scrolls; the admin lists and one's colourings page by number. \`page\` below 1 or not a number is page 1.`,
        "Calls that spend or create take an `Idempotency-Key` header: send one and retry safely.",
        namesNote(),
        "Examples: every operation shows one request (its body, or its parameters) and one answer, made from the schemas themselves; a PDF's or a PNG's answer has none.",
      ].join("\n\n"),
    },
    servers: [{ url: "/api" }],
    security: [{ bearerAuth: [] }],
  });
  return annotated(document);
}

const adminRefusedList = () =>
  API_OPERATIONS.filter((op) => op.refusesAdmins)
    .map((op) => `${op.method.toUpperCase()} ${op.path}`)
    .join(", ");

// ---------------------------------------------------------------------------
// What the generator cannot say: codes, examples, headers, names (record 0167)
// ---------------------------------------------------------------------------

type GeneratedDocument = ReturnType<OpenApiGeneratorV31["generateDocument"]>;
type Json = Record<string, unknown>;
type GeneratedOperation = {
  description?: string;
  parameters?: { name: string; schema?: Json; example?: unknown }[];
  requestBody?: { content: Record<string, { schema?: Json; example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: Json; example?: unknown }> }>;
  [extension: `x-${string}`]: unknown;
};

/** The document with each operation's error codes, examples and camelCase names, and the shared headers. */
function annotated(document: GeneratedDocument) {
  const doc = document as unknown as Json;
  for (const op of API_OPERATIONS) {
    const operation = (document.paths as Record<string, Record<string, GeneratedOperation>>)[op.path][op.method];
    operation["x-error-codes"] = codesOf(op, errorStatuses(op));
    withExamples(operation, doc);
    const names = camelCaseNamesOf(operation);
    if (names.length > 0)
      operation.description += `\n\nTakes or answers ${names.map((name) => `\`${name}\``).join(", ")} in camelCase, as the shells already send and read it (see the names above).`;
  }
  const components = document.components as unknown as Json & { parameters: Record<string, { name: string; example?: unknown }> };
  components.headers = HEADERS;
  for (const parameter of Object.values(components.parameters)) parameter.example ??= parameterExample(parameter, doc);
  return document;
}

function withExamples(operation: GeneratedOperation, doc: Json) {
  for (const parameter of operation.parameters ?? []) if (!("$ref" in parameter)) parameter.example ??= parameterExample(parameter, doc);
  for (const media of Object.values(operation.requestBody?.content ?? {})) media.example ??= exampleOf(media.schema, doc);
  for (const [status, response] of Object.entries(operation.responses)) {
    for (const [type, media] of Object.entries(response.content ?? {})) {
      if (type !== "application/json") continue;
      const codes = (operation["x-error-codes"] as Record<string, string[]>)[status];
      media.example ??= codes ? { message: "No se ha podido hacer.", code: codes[0] } : exampleOf(media.schema, doc);
    }
  }
}

/** The camelCase names an operation's body, parameters and answers use (each one KEPT_CAMEL_CASE lists). */
export function camelCaseNamesOf(operation: object): string[] {
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    const schema = node as Json;
    if (schema.properties)
      Object.keys(schema.properties)
        .filter(isCamelCase)
        .forEach((name) => names.add(name));
    if (typeof schema.name === "string" && "in" in schema && isCamelCase(schema.name)) names.add(schema.name);
    Object.values(schema).forEach(walk);
  };
  walk(operation);
  return [...names].filter((name) => name in KEPT_CAMEL_CASE || isCamelCase(name)).sort();
}

let document: ReturnType<typeof build> | undefined;
let text: string | undefined;

/** The document, made once per process (it depends on nothing but the code). */
export function openApiDocument() {
  return (document ??= build());
}

/** The document as the JSON text /api/openapi.json answers, made once too. */
export const openApiJson = () => (text ??= JSON.stringify(openApiDocument()));
