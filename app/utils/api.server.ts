import { translate } from "~/i18n";
import { answerableError } from "~/db/client.server";
import { isApiTokenShaped, userFromApiToken } from "~/services/auth.server";
import { AppError, BadBody, errorDetails, errorHeaders, Forbidden, Unauthorized, UserBlocked } from "~/lib/errors";
import type { KeyEffect } from "~/services/idempotency.server";
import type { PublicUser } from "~/services/users.server";
import { logger } from "~/infra/logger.server";
import { currentRequestId } from "~/infra/request-context.server";
import { getLocale } from "./request.server";

export function bearerToken(request: Request) {
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The token's user. Without a token (or with something that was never one of ours) the caller is
 * asked to sign in; "ha caducado" is for a token that once opened a session.
 */
export async function requireApiUser(request: Request): Promise<PublicUser> {
  const token = bearerToken(request);
  if (!token || !isApiTokenShaped(token)) throw Unauthorized("errors.signInRequired");
  const user = await userFromApiToken(token);
  if (!user) throw Unauthorized();
  if (user.blocked) throw UserBlocked();
  return user;
}

export async function requireApiAdmin(request: Request) {
  const user = await requireApiUser(request);
  if (!user.admin) throw Forbidden();
  return user;
}

/**
 * An /api answer as its JSON text, not yet a Response. The /api door writes it itself (one write)
 * instead of building a Response only to read its body back; whoever needs a Response (Remix,
 * the tests calling a route's loader) gets `toResponse()` of it, what Remix's json() makes. The
 * text is made where the answer is (inside api()'s error handling, so data that cannot be JSON is
 * the contract's 500).
 */
export class JsonReply {
  constructor(
    readonly text: string | undefined,
    readonly status: number,
    readonly headers?: Record<string, string>,
  ) {}
}

export const JSON_TYPE = "application/json; charset=utf-8";

const reply = (body: unknown, status = 200, headers?: Record<string, string>) => new JsonReply(JSON.stringify(body), status, headers);

export const toResponse = (answer: Response | JsonReply) =>
  answer instanceof JsonReply ? new Response(answer.text, { status: answer.status, headers: { "Content-Type": JSON_TYPE, ...answer.headers } }) : answer;

/**
 * The JSON body of an /api error (docs/product.md §11): `{ message, code, errors? }`, and what the error
 * carries beside (errorDetails: a NO_PAID_PLAN names its `feature` and the `plan` that has it).
 * A 5xx also names the request (`request_id`, its X-Request-Id), which the log line carries.
 */
export const apiError = (error: AppError, request: Request) => toResponse(errorReply(error, request));

function errorReply(error: AppError, request: Request) {
  const locale = getLocale(request);
  const body: { message: string; code: string; errors?: Record<string, string> } & ReturnType<typeof errorDetails> = {
    message: translate(locale, error.messageKey, error.params),
    code: error.code,
    ...errorDetails(error),
  };
  if (error.fields) {
    body.errors = Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, translate(locale, key, error.params)]));
  }
  return reply({ ...body, ...requestIdOf(error.status) }, error.status, errorHeaders(error));
}

/** `{ request_id }` for an answer that is the server's failure (5xx) inside a request; else nothing. */
export function requestIdOf(status: number): { request_id?: string } {
  const requestId = status >= 500 ? currentRequestId() : undefined;
  return requestId ? { request_id: requestId } : {};
}

/** The query string as plain fields (`?page=2&search=gato` → `{ page: "2", search: "gato" }`). */
export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/**
 * Reads an /api call's JSON body: a JSON object sent as application/json, or a 400 BAD_REQUEST
 * (record 0158). Anything else (cut short, an array, a string, another type, nothing) is refused
 * rather than read as an empty object: the routes' schemas default what is missing, so "no
 * fields" would have been a call that clears what it sets (issue #44: a truncated PATCH of a
 * page's tags emptied its collections).
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const media = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (media !== "application/json") throw BadBody();
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    throw BadBody();
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) throw BadBody();
  return body as Record<string, unknown>;
}

/** Runs an /api handler: JSON out, typed errors mapped once, never a redirect. */
async function api(request: Request, handler: () => Promise<Response | JsonReply>): Promise<Response | JsonReply> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof Response) return error;
    // A service's refusal, or Postgres out of reach: 503 UNAVAILABLE with Retry-After, not a 500 (record 0140).
    const answerable = answerableError(error);
    if (answerable) return errorReply(answerable, request);
    logger.error(`api ${request.method} ${new URL(request.url).pathname} failed`, error);
    return reply({ message: translate(getLocale(request), "errors.generic"), code: "INTERNAL", ...requestIdOf(500) }, 500);
  }
}

const methodNotAllowed = (request: Request, allowed: string[]) =>
  reply({ message: translate(getLocale(request), "errors.methodNotAllowed"), code: "METHOD_NOT_ALLOWED" }, 405, {
    Allow: allowed.join(", "),
  });

/** Where the /api door finds a route's answer as data (`JsonReply`), beside the Response-making loader. */
export const API_ANSWER = Symbol("api answer");
/** Where the /api door finds that a route takes an Idempotency-Key, and how it answers a retry (record 0143). */
export const API_IDEMPOTENT = Symbol("api idempotent");
/** What a route answers to and who may call it, as its `apiRoute` says: the contract's tests hold the OpenAPI document to it. */
export const API_ROUTE = Symbol("api route");
type RouteArgs = { request: Request; params: Record<string, string | undefined>; context?: unknown };
/** A route that takes an Idempotency-Key: `rebuild` answers a retry from what the first call made, when its answer was lost. */
export type IdempotentRoute = { rebuild?: (args: RouteArgs, effect: KeyEffect) => Promise<Response | JsonReply> };
export type ApiRouteFacts = { methods: Method[]; auth: Auth; status: number };
export type ApiHandler = ((args: RouteArgs) => Promise<Response>) & {
  [API_ANSWER]: (args: RouteArgs) => Promise<Response | JsonReply>;
  [API_ROUTE]: ApiRouteFacts;
  [API_IDEMPOTENT]?: IdempotentRoute;
};

export type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * Who may call an /api route: anyone (`public`: sign-up, the Stripe webhook), anyone with the
 * signed-in caller when there is one (`optional`), a signed-in user (`user`: 401 without a valid
 * token, 403 USER_BLOCKED), or an admin (`admin`: also 403 FORBIDDEN for others).
 */
export type Auth = "public" | "optional" | "user" | "admin";
type Viewer<A extends Auth> = A extends "user" | "admin" ? PublicUser : A extends "optional" ? PublicUser | null : null;

export type ApiArgs<A extends Auth> = {
  request: Request;
  params: Record<string, string | undefined>;
  viewer: Viewer<A>;
};

/**
 * A call that spends or creates takes an Idempotency-Key (record 0143; the /api door keeps it).
 * A retry whose first call was cut short after it made its thing (recorded with the key) is
 * answered by `rebuild` from that thing as it is now; `true`: the route records nothing, so such
 * a retry runs the call again (it makes nothing twice on its own: its route says why).
 */
type Idempotent<A extends Auth> = true | { rebuild: (args: ApiArgs<A> & { effect: KeyEffect }) => Promise<unknown> };

/**
 * One /api route: the method it answers (any other is a 405 naming it), who may call it, and
 * its handler. The handler answers a Response, or the data to send as JSON (`status`, default
 * 200); typed errors become the JSON contract's `{message, code}` (api()). So a route file is only
 * what it does: `export const { loader, action } = apiRoute({ method: "PATCH", auth: "user" }, …)`.
 */
export function apiRoute<A extends Auth>(
  options: { method: Method | Method[]; auth: A; status?: number; idempotent?: Idempotent<A> },
  handler: (args: ApiArgs<A>) => Promise<unknown>,
) {
  const methods = Array.isArray(options.method) ? options.method : [options.method];
  const answerWith =
    (make: (args: ApiArgs<A>) => Promise<unknown>) =>
    ({ request, params }: RouteArgs) =>
      api(request, async () => {
        const method = request.method === "HEAD" ? "GET" : request.method;
        if (!methods.includes(method as Method)) return methodNotAllowed(request, methods);
        const viewer = (await callerOf(request, options.auth)) as Viewer<A>;
        const data = await make({ request, params, viewer });
        return data instanceof Response ? data : reply(data, options.status ?? 200);
      });
  const answer = answerWith(handler);
  const { idempotent } = options;
  const rebuild = typeof idempotent === "object" ? idempotent.rebuild : undefined;
  const run: ApiHandler = Object.assign(async (args: RouteArgs) => toResponse(await answer(args)), {
    [API_ANSWER]: answer,
    [API_ROUTE]: { methods, auth: options.auth, status: options.status ?? 200 },
    ...(idempotent && {
      [API_IDEMPOTENT]: { rebuild: rebuild && ((args: RouteArgs, effect: KeyEffect) => answerWith((apiArgs) => rebuild({ ...apiArgs, effect }))(args)) },
    }),
  });
  return { loader: run, action: run };
}

/** The signed-in caller of an /api request, as the routes find them (a blocked one is nobody): whose Idempotency-Keys these are. */
export const apiCaller = (request: Request) => callerOf(request, "optional");

async function callerOf(request: Request, auth: Auth): Promise<PublicUser | null> {
  switch (auth) {
    case "public":
      return null;
    case "optional": {
      const token = bearerToken(request);
      const user = token ? await userFromApiToken(token) : undefined;
      return user && !user.blocked ? user : null;
    }
    case "user":
      return requireApiUser(request);
    case "admin":
      return requireApiAdmin(request);
  }
}
