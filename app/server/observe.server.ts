import crypto from "node:crypto";
import type { ServerResponse } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { logRequest } from "~/infra/logger.server";
import { httpDuration, httpErrors, httpRequests, METRICS_CONTENT_TYPE, metricsText } from "~/infra/metrics.server";
import { requestContext, runInRequest } from "~/infra/request-context.server";
import { isDraining } from "./health.server";

/**
 * What the Express app adds to every request for whoever runs it (record 0139): its id (the
 * caller's X-Request-Id when well formed, else a new one), sent back and written in its log line;
 * the request's context (server/request-context: the loaders' memo, who the caller is); and,
 * once it has been answered, its JSON log line and its HTTP metrics, labelled by route.
 *
 * It also makes answers say what a client needs: a 503 and a 429 carry Retry-After (however
 * they were made: the database unreachable, a limit's store down, /readyz, a screen's own 429); a 405 to a write names the
 * methods served (Remix's own, a write to a screen with no action, says none); and once the
 * server is stopping every answer closes its connection, so keep-alive clients come back through
 * the balancer to another server.
 */
const READS = new Set(["GET", "HEAD"]);

export function observeRequests({ build, logLevel }: { build: ServerBuild; logLevel: string }): RequestHandler {
  const routeOf = routeLabeler(build);
  return (req, res, next) => {
    const started = performance.now();
    const incoming = req.get("X-Request-Id");
    const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    beforeHeaders(res, (status) => {
      if (status === 503 && !res.hasHeader("Retry-After")) res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
      // A limit's own refusal says its window (RateLimited); one that reached the answer without it
      // (a screen's own 429) still says when to ask again (record 0159).
      if (status === 429 && !res.hasHeader("Retry-After")) res.setHeader("Retry-After", String(LIMIT_RETRY_AFTER_SECONDS));
      if (status === 405 && !res.hasHeader("Allow") && !READS.has(req.method)) res.setHeader("Allow", "GET, HEAD");
      // (an answer begun before the stop keeps its connection; the stop closes it once idle)
      if (isDraining()) res.setHeader("Connection", "close");
    });
    const context = requestContext(req.method, requestId);
    res.once("close", () => {
      const status = res.writableFinished ? res.statusCode : null;
      const route = (res.locals.route as string | undefined) ?? routeOf(req.originalUrl);
      const method = METHODS.has(req.method) ? req.method : "OTHER";
      const statusClass = status === null ? "aborted" : `${Math.floor(status / 100)}xx`;
      const seconds = (performance.now() - started) / 1000;
      httpRequests.inc({ method, route, status_class: statusClass });
      httpDuration.observe({ method, route, status_class: statusClass }, seconds);
      if (status !== null && status >= 500) httpErrors.inc({ method, route });
      logRequest(
        { requestId, userId: context.userId, method, route, url: req.originalUrl, status, durationMs: seconds * 1000 },
        logLevel,
        QUIET_ROUTES.has(route) ? "debug" : undefined,
      );
    });
    runInRequest(context, next);
  };
}

/** What a 503 asks a client to wait, in seconds: about the time a database restart or a failover takes. */
export const RETRY_AFTER_SECONDS = 5;
/** What a 429 that did not say its own window asks a client to wait, in seconds. */
export const LIMIT_RETRY_AFTER_SECONDS = 60;

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The balancer's probes and the scraper's requests: logged at debug, so they do not fill the log. */
const QUIET_ROUTES = new Set(["/healthz", "/readyz", "/metrics"]);

/** Runs `hook` with the status just before the answer's headers are written (as compression's on-headers does). */
function beforeHeaders(res: ServerResponse, hook: (status: number) => void) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    hook(typeof args[0] === "number" ? args[0] : this.statusCode);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}

/**
 * A request's route as the metrics and the log name it: the route id that answers its path
 * (`routes/pages+/$id.color`), or the one `?_data=` names, matched as Remix matches it (the
 * router's matching is kept per path, patches/README.md); an /api call's pattern is set by the
 * /api door, a probe's and a static file's where they are served. A path no route answers is
 * the catch-all's id, or "unmatched": never the path itself, so the labels stay few.
 */
export function routeLabeler(build: ServerBuild) {
  const tree = routeTree(build.routes, undefined);
  return (url: string): string => {
    try {
      const parsed = new URL(url, "http://localhost");
      const data = parsed.searchParams.get("_data");
      if (data && Object.hasOwn(build.routes, data)) return data;
      return matchRoutes(tree, parsed.pathname)?.at(-1)?.route.id ?? "unmatched";
    } catch {
      return "unmatched";
    }
  };
}

/** The build's routes as the nested objects matchRoutes reads (as Remix makes them). */
function routeTree(routes: ServerBuild["routes"], parentId: string | undefined): AgnosticRouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: routeTree(routes, route.id) },
    );
}

/** Marks what `handler` serves with `route` (a static folder), unless it passes the request on. */
export function labelled(route: string, handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    res.locals.route = route;
    handler(req, res, (error?: unknown) => {
      delete res.locals.route;
      next(error);
    });
  };
}

/**
 * GET /metrics on the app's port, for a scraper holding METRICS_TOKEN as a Bearer token (compared
 * in constant time, both sides hashed to one length). Without the token, or when none is set, the
 * request goes on to the not-found page like any unknown path: nothing says metrics are here.
 */
export function metricsRoute(token: string | undefined): RequestHandler {
  const holds = holdsToken(token);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!holds(req)) return next();
    res.locals.route = "/metrics";
    void sendMetrics(res);
  };
}

const digest = (value: string) => crypto.createHash("sha256").update(value).digest();

/** Whether a request carries `token` as its Bearer (compared in constant time); never, without a token. */
export function holdsToken(token: string | undefined) {
  const expected = token ? digest(token) : null;
  return (req: Request) => {
    const given = /^Bearer\s+(\S+)$/i.exec(req.get("Authorization") ?? "")?.[1];
    return Boolean(expected && given && crypto.timingSafeEqual(digest(given), expected));
  };
}

/** Writes every series in Prometheus's text format (METRICS_PORT's server uses it too). */
export async function sendMetrics(res: ServerResponse) {
  try {
    const text = await metricsText();
    res.writeHead(200, { "Content-Type": METRICS_CONTENT_TYPE, "Cache-Control": "no-store" });
    res.end(text);
  } catch {
    if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" });
    res.end("metrics unavailable\n");
  }
}
