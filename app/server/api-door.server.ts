import { Readable } from "node:stream";
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { translate } from "~/i18n";
import { logger } from "~/infra/logger.server";
import { localeOf, refuse } from "./guards.server";
import { answerableError } from "~/db/client.server";
import {
  API_ANSWER,
  API_IDEMPOTENT,
  API_ROUTE,
  JSON_TYPE,
  JsonReply,
  apiCaller,
  apiError,
  type ApiHandler,
  type IdempotentRoute,
  type Method,
} from "~/utils/api.server";
import { answerOnce, fingerprint, keyRefusal, KEY_HEADER, type Once } from "./idempotency.server";
import { assertParamShapes, paramsAreWellFormed } from "~/utils/params";
import type { PublicUser } from "~/services/users.server";

type RouteHandler = ((args: RouteArgs) => Response | Promise<Response>) &
  Partial<Pick<ApiHandler, typeof API_ANSWER | typeof API_IDEMPOTENT | typeof API_ROUTE>>;
type RouteModule = { loader?: RouteHandler; action?: RouteHandler };
type RouteArgs = { request: Request; params: Record<string, string | undefined>; context: Record<string, unknown> };
type ApiRoute = AgnosticRouteObject & { module: RouteModule };

/**
 * The /api door, served straight from the Remix build's `routes/api+/*` modules.
 *
 * The shells call /api far more often than people open screens, and Remix's request handler
 * does a document's work for each call: it copies the request twice, matches the path against
 * every route of the app, and streams the answer chunk by chunk. These routes have no screen,
 * so none of that is needed: the path is matched against the /api routes alone (by Remix's own
 * `matchRoutes`, so the same file answers the same path), the module's loader (GET, HEAD) or
 * action (every other method) is called as Remix calls it, and the answer is written at once: an
 * `apiRoute`'s answer is taken as data (`JsonReply`) and written as JSON, with no Response built
 * and read back for it.
 * The route modules are the build's own, the same module instances the web door uses.
 */
export function apiDoor(build: ServerBuild) {
  // Every /api route, nested ones too (booklets.$bookletId sits under booklets), each with its whole
  // path: React Router matches a tree by flattening it into these same branches, ranked alike.
  const routes: ApiRoute[] = Object.values(build.routes)
    .filter((route) => route.id.startsWith("routes/api+/"))
    .map((route) => ({ id: route.id, path: wholePath(build.routes, route.id), caseSensitive: route.caseSensitive, module: route.module as RouteModule }));
  assertParamShapes(routes);
  const patterns = new Map(routes.map((route) => [route.id, `/${route.path}`]));

  // Express 4 does not catch a rejected middleware: whatever escapes below (a request it cannot
  // copy, a stream that fails while written) is the contract's 500, or a closed connection once
  // the answer has begun, never an unhandled rejection.
  return function serveApiSafely(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    serveApi(req, res, next).catch((error: unknown) => {
      logger.error(`api ${req.method} ${req.baseUrl}${req.path} failed`, error);
      if (res.headersSent) res.destroy();
      else {
        const requestId = res.locals.requestId as string | undefined;
        res.status(500).json({ message: translate(localeOf(req), "errors.generic"), code: "INTERNAL", ...(requestId && { request_id: requestId }) });
      }
    });
  };

  async function serveApi(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    // The path as Remix reads it: dot segments resolved, so /api/../sign-in is not an /api call.
    const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
    if (!url.pathname.startsWith("/api/")) return next();
    const match = matchRoutes(routes, url.pathname)?.at(-1);
    if (!match) return next();
    // The call's label in the log and the metrics: its pattern, not its path with ids.
    res.locals.route = patterns.get(match.route.id);
    const reads = req.method === "GET" || req.method === "HEAD";
    const handler = reads ? match.route.module.loader : match.route.module.action;
    if (!handler) return next();
    // A param that does not fit its shape (app/utils/params.ts) is a 404 whatever the method; then
    // the method (issue #44): a call the route does not answer is a 405 naming what it does,
    // before its key, its caller or its body are looked at.
    if (!paramsAreWellFormed(match.params)) return refuse(req, res, 404, "NOT_FOUND", "errors.notFound");
    const methods = handler[API_ROUTE]?.methods;
    if (methods && !methods.includes(reads ? "GET" : (req.method as Method))) {
      res.setHeader("Allow", methods.join(", "));
      return refuse(req, res, 405, "METHOD_NOT_ALLOWED", "errors.methodNotAllowed");
    }

    // A write stops reading its body when the caller goes (an upload); no read looks at the signal.
    const controller = reads ? undefined : new AbortController();
    if (controller)
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
    // A call that spends or creates, sent with an Idempotency-Key (record 0143): its body is read
    // whole first, its bytes being what the call is, and the route reads the same bytes. But only
    // once the key is well formed and its caller known (issue #42.3): a stranger's keyed upload
    // goes on as any call, streamed to the route, which refuses it (401) without reading it.
    const idempotent = reads ? undefined : handler[API_IDEMPOTENT];
    const key = idempotent ? req.get(KEY_HEADER) : undefined;
    const headers = toHeaders(req.headers);
    const keyed = key === undefined ? undefined : await keyedCaller(key, new Request(url.href, { method: req.method, headers }));
    if (keyed && "refused" in keyed) {
      closeIfUnread(req, res);
      return send(res, keyed.refused, false);
    }
    const caller = keyed?.caller ?? null;
    const body = caller ? await readWhole(req) : undefined;
    const request = new Request(url.href, {
      method: req.method,
      headers,
      ...(controller && { signal: controller.signal }),
      ...(reads ? {} : body ? { body } : { body: Readable.toWeb(req) as ReadableStream, duplex: "half" }),
    });
    const args = { request, params: match.params, context: { cspNonce: res.locals.cspNonce as string, requestId: res.locals.requestId as string } };
    const { answer: response, replayed } =
      idempotent && key !== undefined && caller && body
        ? await answerKeyed({ handler, args, idempotent, key, caller, body, path: url.pathname + url.search })
        : { answer: await answerOf(handler, args), replayed: false };
    if (replayed) res.setHeader("Idempotent-Replayed", "true");
    if (!reads) closeIfUnread(req, res);
    if (response instanceof JsonReply) writeJson(res, response, req.method === "HEAD");
    else await send(res, response, req.method === "HEAD");
  }
}

/** The route's answer: an apiRoute's data (written here as JSON), or any other loader's Response. */
async function answerOf(handler: RouteHandler, args: RouteArgs): Promise<Response | JsonReply> {
  try {
    const answer = handler[API_ANSWER];
    return answer ? await answer(args) : await handler(args);
  } catch (thrown) {
    // A thrown Response is the answer; anything else is the 500 made by serveApiSafely.
    if (!(thrown instanceof Response)) throw thrown;
    return thrown;
  }
}

type Keyed = { handler: RouteHandler; args: RouteArgs; idempotent: IdempotentRoute; key: string; caller: PublicUser; body: Uint8Array; path: string };

/**
 * Before a keyed call's body is read: a malformed key is a 400, and its caller is found from the
 * request's head (the Bearer token). Null caller: nobody signed in (no keys; the route refuses
 * them). Postgres out of reach meanwhile is the route's own 503 + Retry-After.
 */
async function keyedCaller(key: string, head: Request): Promise<{ caller: PublicUser | null } | { refused: Response }> {
  const malformed = keyRefusal(key);
  if (malformed) return { refused: apiError(malformed, head) };
  try {
    return { caller: await apiCaller(head) };
  } catch (thrown) {
    const error = answerableError(thrown);
    if (!error) throw thrown;
    return { refused: apiError(error, head) };
  }
}

/** A body not read (a refusal before it: an anonymous upload's 401) is not drained: the connection closes. */
function closeIfUnread(req: ExpressRequest, res: ExpressResponse) {
  if (!req.complete) res.setHeader("Connection", "close");
}

/** A call with a well-formed Idempotency-Key from a signed-in caller: it runs once per key. */
async function answerKeyed({ handler, args, idempotent, key, caller, body, path }: Keyed): Promise<Once> {
  const { request } = args;
  try {
    const { rebuild } = idempotent;
    return await answerOnce({
      userId: caller.id,
      key,
      fingerprint: fingerprint(request.method, path, request.headers.get("Content-Type") ?? "", body),
      run: () => answerOf(handler, args),
      rebuild: rebuild && ((effect) => rebuild(args, effect)),
      refuse: (error) => apiError(error, request),
    });
  } catch (thrown) {
    // The key's own reads and writes run outside the route's error mapping: Postgres out of reach
    // there is the same 503 + Retry-After the route would answer (the fault drill met a 500).
    const error = answerableError(thrown);
    if (!error) throw thrown;
    return { answer: apiError(error, request), replayed: false };
  }
}

/** A request's whole body (its length is bounded before this: guards' bodyLimits). */
async function readWhole(req: ExpressRequest): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const whole = Buffer.concat(chunks);
  return new Uint8Array(whole.buffer as ArrayBuffer, whole.byteOffset, whole.byteLength);
}

/** A route's path from the root: its ancestors' paths and its own, as React Router joins them. */
export function wholePath(routes: ServerBuild["routes"], id: string): string {
  const route = routes[id];
  if (!route) return "";
  const parent = route.parentId ? wholePath(routes, route.parentId) : "";
  return [parent, route.path ?? ""].filter(Boolean).join("/");
}

function toHeaders(incoming: ExpressRequest["headers"]) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/** Writes a JSON answer as Remix's json() would have: the same body, status, headers and type. */
function writeJson(res: ExpressResponse, reply: JsonReply, head: boolean) {
  res.status(reply.status);
  res.setHeader("Content-Type", JSON_TYPE);
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  res.end(head ? undefined : reply.text);
}

/** Writes a Response in one go (the /api answers are small JSON, or one file). */
async function send(res: ExpressResponse, response: Response, head: boolean) {
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  if (head || !response.body) {
    await response.body?.cancel();
    res.end();
    return;
  }
  res.end(Buffer.from(await response.arrayBuffer()));
}
