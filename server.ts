import crypto from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import rateLimit from "express-rate-limit";
import helmet from "helmet";
import morgan from "morgan";
import { closeDb, getDb } from "~/db/client.server";
import { initDatabase } from "~/db/init.server";
import { purgeExpired } from "~/services/auth.server";
import { describeSeeding, seedGallery } from "~/services/gallery-seed.server";
import { recountTrending } from "~/services/pages.server";
import { backfillRegionMaps } from "~/services/regions.server";
import { t } from "~/i18n";
import { isCrossSiteWrite } from "~/utils/csrf.server";
import { EnvError, getEnv } from "~/utils/env.server";
import { logger, redactUrl } from "~/utils/logger.server";

let env: ReturnType<typeof getEnv>;
try {
  env = getEnv();
} catch (error) {
  if (error instanceof EnvError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

await initDatabase();
await purgeExpired();
await recountTrending();
// Housekeeping every instance may run: both jobs are idempotent.
const every = (ms: number, name: string, job: () => Promise<unknown>) =>
  setInterval(() => job().catch((error: unknown) => logger.error(`${name} failed`, error)), ms).unref();
every(6 * 60 * 60 * 1000, "purge", purgeExpired);
every(60 * 60 * 1000, "trending recount", recountTrending);
// Pages created before region maps existed get theirs in the background, without holding up
// the start (about 0.1 s each, yielding between pages); several instances may run it at once.
void backfillRegionMaps()
  .then(({ done, failed }) => (done || failed) && logger.info(`region maps backfilled: ${done} computed, ${failed} failed`))
  .catch((error: unknown) => logger.error("region map backfill failed", error));

const BUILD_PATH = path.resolve("build/index.js");
const build = (await import(pathToFileURL(BUILD_PATH).href)) as ServerBuild;

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", 1);

// A request id for every request, echoed back and written in the log line.
app.use((req, res, next) => {
  const incoming = req.get("X-Request-Id");
  res.locals.requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
  res.setHeader("X-Request-Id", res.locals.requestId);
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
});

// One line a request: never the body, cookies, Authorization, or tokens in the URL.
morgan.token("id", (_req, res) => (res as Response).locals.requestId);
morgan.token("safe-url", (req) => redactUrl((req as Request).originalUrl));
if (env.LOG_LEVEL !== "silent" && env.LOG_LEVEL !== "error") {
  app.use(
    morgan(":date[iso] HTTP :id :method :safe-url :status :res[content-length] - :response-time ms", {
      skip: (req) => req.path === "/healthz",
    }),
  );
}

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

app.use(compression());

app.get("/healthz", async (_req, res) => {
  try {
    const db = await getDb();
    await db.query.plans.findFirst({ columns: { id: true } });
    res.type("text/plain").send("ok");
  } catch (error) {
    logger.error("healthz failed", error);
    res.status(503).type("text/plain").send("unavailable");
  }
});

// Cookie-authenticated writes must come from our own pages.
app.use((req, res, next) => {
  const headers = { secFetchSite: req.get("Sec-Fetch-Site"), origin: req.get("Origin"), host: req.get("Host") };
  if (!isCrossSiteWrite(req.method, req.path, headers)) return next();
  res.status(403).type("text/plain; charset=utf-8").send("La solicitud no viene de esta aplicación.");
});

const limit = (windowMs: number, max: number) =>
  rateLimit({
    windowMs,
    limit: Math.ceil(max * env.RATE_LIMIT_FACTOR),
    standardHeaders: "draft-7",
    legacyHeaders: false,
    handler: (req, res) => {
      if (req.path.startsWith("/api/")) {
        res.status(429).json({ message: "Demasiados intentos. Espera un momento y vuelve a intentarlo.", code: "RATE_LIMITED" });
      } else {
        res
          .status(429)
          .type("text/html; charset=utf-8")
          .send(
            '<!doctype html><html lang="es"><meta charset="utf-8"><title>Demasiados intentos</title><p style="font-family:system-ui;padding:2rem">Demasiados intentos. Espera un momento y <a href="javascript:history.back()">vuelve a intentarlo</a>.</p></html>',
          );
      }
    },
  });

// Tight limits where passwords and links are guessed; a broad one everywhere else.
const authLimit = limit(15 * 60 * 1000, 20);
const authPaths = [
  "/sign-in",
  "/sign-up",
  "/verify",
  "/forgot-password",
  "/reset-password",
  "/api/users/sign-in",
  "/api/users/sign-up",
  "/api/users/verify",
  "/api/users/password/forgot",
  "/api/users/password/reset",
];
app.use((req: Request, res: Response, next: NextFunction) => {
  if (req.method === "POST" && authPaths.some((p) => req.path === p || req.path.startsWith(`${p}/`))) {
    return authLimit(req, res, next);
  }
  next();
});
// Uploaded files (local storage): keys are random and never overwritten, so they are immutable.
app.use(
  "/files",
  express.static(path.join(env.DATA_DIR, "uploads"), {
    immutable: true,
    maxAge: "1y",
    // No listing and no "add a slash" redirect: a folder (one per user) says nothing about itself.
    index: false,
    redirect: false,
    dotfiles: "deny",
    setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
  }),
);

// Fingerprinted build assets never change; everything else in public/ is cached briefly.
app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
app.use(express.static("public", { maxAge: "1h" }));

// Static files above are not counted; every dynamic request is.
app.use(limit(60 * 1000, 600));

app.all(
  "*",
  createRequestHandler({
    build,
    mode: env.NODE_ENV,
    getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string, requestId: res.locals.requestId as string }),
  }),
);

const server = app.listen(env.PORT, () => {
  logger.info(`Colorea listening on ${env.APP_URL} (port ${env.PORT})`);
  // The first-run gallery fills in the background once the server answers (a few seconds on
  // a fresh database, one query afterwards); a failure is logged and the app runs without it.
  seedGallery()
    .then((result) => logger.info(describeSeeding(result)))
    .catch((error: unknown) => logger.error(t("gallerySeed.log.error"), error));
});

let closing = false;
function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info(`${signal} received: closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    try {
      await closeDb();
    } finally {
      process.exit(0);
    }
  });
  server.closeIdleConnections?.();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
