import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import rateLimit, { ipKeyGenerator } from "express-rate-limit";
import helmet from "helmet";
import { LRUCache } from "lru-cache";
import type { Env } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { refusedBy } from "~/infra/metrics.server";
import { PUBLIC_FOLDERS, publicCacheOf } from "~/services/storage/backends.server";
import { apiDoor } from "./api-door.server";
import { apiDocs } from "./api-docs.server";
import { sendReadiness } from "./health.server";
import { holdsToken, labelled, metricsRoute, observeRequests } from "./observe.server";
import { withWebErrors } from "./web-door.server";
import { limitStore } from "./rate-limit-stores.server";
import { bodyLimits, personalNoStore, refuse, requestShape, routedPath, sameOriginWrites, servedMethods, trustProxySetting } from "./guards.server";

/** The POST paths where passwords and links are guessed, or mails sent: a tight limit each. */
const AUTH_PATHS = [
  "/sign-in",
  "/sign-up",
  "/verify",
  "/forgot-password",
  "/reset-password",
  "/not-me",
  "/api/users/sign-in",
  "/api/users/sign-up",
  "/api/users/verify",
  "/api/users/password/forgot",
  "/api/users/password/reset",
  "/api/users/email/undo",
];

/**
 * Whom a limit counts: the client's address, an IPv6 one by its /56 (a home gets a whole block),
 * as the limiter's own key does; worked out once per address, not parsed again on every request.
 */
const addressKeys = new LRUCache<string, string>({ max: 10_000 });
function addressKey(req: Request) {
  const ip = req.ip ?? req.socket.remoteAddress ?? "";
  let key = addressKeys.get(ip);
  if (key === undefined) {
    key = ipKeyGenerator(ip, 56);
    addressKeys.set(ip, key);
  }
  return key;
}

/**
 * The Express app in front of the Remix build: request ids, logs and metrics, headers, the
 * probes (/healthz, /readyz) and /metrics, the guards (request shape, same-origin writes, body
 * limits), rate limits, stored files and assets. server.ts starts it; tests start it on a free port.
 */
export function createApp({ build, env }: { build: ServerBuild; env: Env }) {
  const app = express();
  app.disable("x-powered-by");
  // Nothing reads Express's `req.query` (the /api door and Remix read the URL themselves): the
  // query string is not parsed a second time for it on every request.
  app.set("query parser", false);
  // Forwarded headers (the client's address, https) are believed only from the proxies named in
  // TRUST_PROXY: served directly, anyone could send any X-Forwarded-For and pass the limits.
  app.set("trust proxy", trustProxySetting(env.TRUST_PROXY));

  // A request id for every request, echoed back; one JSON log line and the HTTP metrics once it
  // is answered; the request's context (the signed-in user, read once): server/observe.server.
  app.use(observeRequests({ build, logLevel: env.LOG_LEVEL }));
  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  });

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          "default-src": ["'self'"],
          "script-src": ["'strict-dynamic'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
          "script-src-attr": ["'none'"],
          "style-src": ["'self'", "'unsafe-inline'"],
          "img-src": ["'self'", "data:", "blob:", ...(env.S3_PUBLIC_URL ? [new URL(env.S3_PUBLIC_URL).origin] : [])],
          "media-src": ["'self'", "blob:"],
          // The colour screen reads its saved paint layer with fetch, wherever storage serves it.
          "connect-src": ["'self'", ...(env.S3_PUBLIC_URL ? [new URL(env.S3_PUBLIC_URL).origin] : [])],
          "font-src": ["'self'", "data:"],
          // Checkout redirects the form post to Stripe's hosted page (or a compatible server's).
          "form-action": ["'self'", "https://checkout.stripe.com", ...(env.STRIPE_API_URL ? [new URL(env.STRIPE_API_URL).origin] : [])],
          // Only our own pages may frame us (the colour screen prints through a hidden frame).
          "frame-ancestors": ["'self'"],
          "object-src": ["'none'"],
          "base-uri": ["'self'"],
          "upgrade-insecure-requests": env.APP_URL.startsWith("https://") ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "same-origin" },
      strictTransportSecurity: env.APP_URL.startsWith("https://"),
    }),
  );

  app.use(requestShape);
  app.use(servedMethods);
  app.use(compression());

  // Alive: the process answers (a liveness probe, cheap, asks nothing of the database).
  app.get("/healthz", (_req, res) => {
    res.locals.route = "/healthz";
    res.type("text/plain").send("ok");
  });
  // For a scraper with METRICS_TOKEN; anyone else meets the not-found page (record 0139).
  app.get("/metrics", metricsRoute(env.METRICS_TOKEN));

  app.use(sameOriginWrites);
  app.use(bodyLimits);

  // Counted where every app server sees the same counts: Redis, else Postgres (the broad limit
  // in batches, a second at a time), memory only for the embedded database (one process). If that
  // store fails, the broad limit lets requests through and the sign-in limit refuses them (503):
  // nobody is locked out of reading, nobody guesses unlimited.
  const limit = (name: string, windowMs: number, max: number, failOpen: boolean) =>
    rateLimit({
      windowMs,
      limit: Math.ceil(max * env.RATE_LIMIT_FACTOR),
      standardHeaders: "draft-7",
      legacyHeaders: false,
      store: limitStore(env, name, { everyRequest: failOpen }),
      passOnStoreError: failOpen,
      keyGenerator: addressKey,
      // Without TRUST_PROXY the address is the connection's; a forwarded header is simply ignored.
      validate: { xForwardedForHeader: false },
      handler: (req, res) => {
        refusedBy(`address_${name}`);
        refuse(req, res, 429, "RATE_LIMITED", "errors.rateLimited");
      },
    });

  // Tight limits where passwords and links are guessed; a broad one everywhere else. Sign-in
  // is also limited per account, in the database (auth.server's failed sign-ins).
  const authLimit = limit("auth", 15 * 60 * 1000, 20, false);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "POST") return next();
    const routed = routedPath(req.originalUrl) ?? req.path;
    if (AUTH_PATHS.some((p) => routed === p || routed.startsWith(`${p}/`))) {
      return authLimit(req, res, (error?: unknown) => {
        if (!error) return next();
        logger.error("rate limit store failed: sign-in refused", error);
        refuse(req, res, 503, "UNAVAILABLE", "errors.limitsUnavailable");
      });
    }
    next();
  });
  // Stored files of the public folders (local storage), each with its folder's Cache-Control:
  // public pages' files for an hour, then asked again (a page taken back leaves the folder, and its
  // address answers 404 at once), the site's pictures for a year. Personal files (every other
  // folder) go on to the authorised route (routes/_resources+/files.$.ts): only their owner and
  // admins read them.
  for (const folder of PUBLIC_FOLDERS) {
    const cache = publicCacheOf(`${folder}/`);
    app.use(
      `/files/${folder}`,
      labelled(
        "static",
        express.static(path.join(env.DATA_DIR, "uploads", folder), {
          cacheControl: false,
          // No listing and no "add a slash" redirect: a folder (one per user) says nothing about itself.
          index: false,
          redirect: false,
          dotfiles: "deny",
          setHeaders: (res) => {
            res.setHeader("Cache-Control", cache);
            res.setHeader("X-Content-Type-Options", "nosniff");
          },
        }),
      ),
    );
  }

  // Fingerprinted build assets never change; everything else in public/ is cached briefly.
  app.use("/build", labelled("static", express.static("public/build", { immutable: true, maxAge: "1y" })));
  const publicFiles = labelled("static", express.static("public", { maxAge: "1h" }));
  // Only a path under one of public/'s own entries can be a file there: a screen's path (or /api)
  // is not looked for on the disk on every request.
  const publicEntries = new Set(fs.existsSync("public") ? fs.readdirSync("public") : []);
  app.use((req, res, next) => (publicEntries.has(req.path.split("/")[1] ?? "") ? publicFiles(req, res, next) : next()));

  // Static files above are not counted; every dynamic request is.
  app.use(limit("all", 60 * 1000, 600, true));
  app.use(personalNoStore);

  // Ready for requests: Postgres, the migrations and the file store (record 0140); 503 once
  // stopping. Counted by the broad limit, answered from a check at most a second old, and its
  // details (timings, error codes, pending migrations) only for the METRICS_TOKEN holder (#42).
  const detailed = holdsToken(env.METRICS_TOKEN);
  app.get("/readyz", async (req, res) => {
    res.locals.route = "/readyz";
    await sendReadiness(res, detailed(req));
  });

  // The contract drawn for people (its document is /api/openapi.json, a route of the door).
  app.use("/api/docs", apiDocs());
  // The shells' JSON door, straight to its route modules; everything else through Remix.
  app.use("/api", apiDoor(build));

  // Mounted as middleware, not as the route "*": Express decodes a route's path as a param and
  // answers a broken percent-encoding (`/verify/%`) with its own English 400 page, where Remix's
  // matching keeps the segment as it came and the param check makes it the not-found page.
  app.use(
    createRequestHandler({
      build: withWebErrors(build),
      mode: env.NODE_ENV,
      getLoadContext: (_req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        requestId: res.locals.requestId as string,
        takeContentSecurityPolicy: () => {
          const policy = String(res.getHeader("Content-Security-Policy") ?? "");
          res.removeHeader("Content-Security-Policy");
          return policy;
        },
      }),
    }),
  );
  return app;
}
