import type { NextFunction, Request, Response } from "express";
import { isLocale, translate, type Locale, type MessageKey, type MessageParams } from "~/i18n";
import { formatBytes, MAX_UPLOAD_BYTES } from "~/services/storage/rules.server";
import { isCrossSiteWrite, isWrite } from "~/utils/csrf.server";
import { MULTIPART_BODY_LIMIT, MULTIPART_READ_LIMIT } from "~/utils/upload.server";
import { SESSION_COOKIE } from "~/utils/session.server";

/**
 * The Express guards that run before Remix sees a request: each answers the
 * /api door with `{ message, code }` JSON and the browser with a short page in its language.
 */

/** The language of a request's answer before Remix reads it: its `lang` cookie, else Spanish. */
export function localeOf(req: Request): Locale {
  const lang = /(?:^|;\s*)lang=([^;]*)/.exec(req.get("Cookie") ?? "")?.[1];
  return isLocale(lang) ? lang : "es";
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Refuses a request before the app reads it, in the shape of the door it came through. */
export function refuse(req: Request, res: Response, status: number, code: string, key: MessageKey, params?: MessageParams) {
  const locale = localeOf(req);
  const message = translate(locale, key, params);
  // A refused body is not read: close the connection rather than drain it.
  if (status === 411 || status === 413) res.setHeader("Connection", "close");
  // (inside a router mounted at /api, req.path no longer says so: its base does)
  if (`${req.baseUrl}${req.path}`.startsWith("/api/")) {
    res.status(status).json({ message, code });
    return;
  }
  const back = translate(locale, "errors.guard.back");
  res
    .status(status)
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(message)}</title><p style="font-family:system-ui;padding:2rem;font-size:1.125rem">${escapeHtml(message)} <a href="/">${escapeHtml(back)}</a></p></html>`,
    );
}

/** The path Remix will route: `..`, `.` and their percent-encoded forms resolved (null: not a URL). */
export function routedPath(originalUrl: string) {
  try {
    return new URL(originalUrl, "http://localhost").pathname;
  } catch {
    return null;
  }
}

const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * A request whose Host (or forwarded host) is not a host name, or whose target is not a
 * path, is a 400 here rather than a crash where Remix builds its URL.
 */
export function requestShape(req: Request, res: Response, next: NextFunction) {
  const hosts = [req.get("Host"), req.get("X-Forwarded-Host")].filter((h): h is string => h !== undefined);
  if (hosts.some((host) => !HOST.test(host)) || !req.originalUrl.startsWith("/") || routedPath(req.originalUrl) === null) {
    return refuse(req, res, 400, "BAD_REQUEST", "errors.badRequest");
  }
  next();
}

/** The methods any route here answers to: a screen's loader (GET, HEAD) or action, an /api call, a preflight. */
const SERVED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** What a screen answers to when nothing says more: its page, and its form's action. */
export const SCREEN_METHODS = "GET, HEAD, POST";

/**
 * A method nothing here serves (TRACE, CONNECT, WebDAV's…) is a 405 naming what is served, in the
 * shape of the door it came through, before anything reads it (issue #44: TRACE was a 500 with a
 * stack in the log, where Remix made its Request). A 405 Remix answers itself gets its Allow where
 * every answer's head is seen (observe.server).
 */
export function servedMethods(req: Request, res: Response, next: NextFunction) {
  if (!SERVED_METHODS.has(req.method)) {
    res.setHeader("Allow", SCREEN_METHODS);
    return refuse(req, res, 405, "METHOD_NOT_ALLOWED", "errors.methodNotAllowed");
  }
  next();
}

/** Cookie-authenticated writes must come from our own pages, judged on the path Remix routes. */
export function sameOriginWrites(req: Request, res: Response, next: NextFunction) {
  if (!isWrite(req.method)) return next();
  const headers = { secFetchSite: req.get("Sec-Fetch-Site"), origin: req.get("Origin"), host: req.get("Host") };
  if (!isCrossSiteWrite(req.method, routedPath(req.originalUrl) ?? req.path, headers)) return next();
  refuse(req, res, 403, "FORBIDDEN", "errors.csrf");
}

/** Text bodies (JSON, forms): small everywhere but where admins save the site's documents. */
export const TEXT_BODY_LIMIT = 64 * 1024;
export const ADMIN_TEXT_BODY_LIMIT = 1024 * 1024;
/** Stripe's events are far below this; its webhook is read whole to check its signature. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

function bodyLimit(path: string, contentType: string) {
  if (path === "/api/stripe/webhook") return WEBHOOK_BODY_LIMIT;
  // One image and a few fields (the upload parser then checks each part).
  if (/^multipart\/form-data/i.test(contentType)) return MULTIPART_BODY_LIMIT;
  if (path.startsWith("/admin/") || path.startsWith("/api/settings/")) return ADMIN_TEXT_BODY_LIMIT;
  return TEXT_BODY_LIMIT;
}

/**
 * Every body is measured before a byte of it is read: its declared length against the
 * route's limit (413), and a body without a declared length is refused (411). Node stops
 * reading at the declared length, so a body cannot be longer than it says.
 *
 * A browser's multipart form over the limit (a photo too large) is the exception: a short page
 * would lose the form and what was typed in it, so it goes on to its screen, which says so on
 * the form (the web door reads it within limits: utils/upload.server's readWithinLimits). Past
 * the read limit nothing of it is read: the connection closes after that answer.
 */
export function bodyLimits(req: Request, res: Response, next: NextFunction) {
  const declared = req.get("Content-Length");
  const chunked = req.get("Transfer-Encoding") !== undefined;
  if (declared === undefined) {
    if (chunked) return refuse(req, res, 411, "LENGTH_REQUIRED", "errors.lengthRequired");
    return next();
  }
  const path = routedPath(req.originalUrl) ?? req.path;
  const max = bodyLimit(path, req.get("Content-Type") ?? "");
  if (!(Number(declared) > max)) return next();
  const multipart = max === MULTIPART_BODY_LIMIT;
  if (multipart && !path.startsWith("/api/")) {
    if (Number(declared) > MULTIPART_READ_LIMIT) res.setHeader("Connection", "close");
    return next();
  }
  refuse(req, res, 413, "TOO_LARGE", multipart ? "errors.upload.tooLarge" : "errors.bodyTooLarge", { max: formatBytes(multipart ? MAX_UPLOAD_BYTES : max) });
}

/**
 * Whatever is answered to a signed-in person (a session cookie or a token) is theirs:
 * no shared cache keeps it, unless the route said how it may be cached.
 */
export function personalNoStore(req: Request, res: Response, next: NextFunction) {
  const personal = Boolean(req.get("Authorization")) || (req.get("Cookie") ?? "").split(/;\s*/).some((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (personal) {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      if (!this.getHeader("Cache-Control")) this.setHeader("Cache-Control", "private, no-store");
      return writeHead.apply(this, args);
    } as Response["writeHead"];
  }
  next();
}

/**
 * Express's `trust proxy` from TRUST_PROXY: unset trusts no forwarded header (the app is
 * served directly); a hop count, `true`, or addresses/subnets of the load balancers.
 */
export function trustProxySetting(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === "" || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}
