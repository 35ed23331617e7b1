import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import * as z from "zod";

const optionalUrl = z.url().optional();
const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// connection string")
    .optional(),
  SESSION_SECRET: z.string().min(16, "must be at least 16 characters (comma-separated list for rotation)").optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl,
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: optionalUrl,
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: optionalUrl,
  // Which proxies' X-Forwarded-* headers to believe: unset (none), a hop count, `true`, or their addresses/subnets.
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+|[\w.:/,\s-]+)$/, "must be true, false, a hop count, or addresses/subnets separated by commas")
    .optional(),
  // Where the per-address rate limits count when set (else Postgres, or memory with the embedded database).
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  // Whether this server also works background jobs (with DATABASE_URL); `false` leaves them to `npm run worker` machines.
  RUN_JOBS: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  // Worker threads for image work (line art from photos, region maps); unset: one fewer than the cores, at least one.
  IMAGE_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  LOG_LEVEL: z.enum(["silent", "error", "info", "debug"]).default("info"),
  // Seconds a new Postgres connection may take before the query waiting on it fails (a request then answers 503).
  DATABASE_CONNECT_TIMEOUT: z.coerce.number().int().min(1).max(120).default(5),
  // Whether each server keeps what it keeps between requests (a gallery search's count, a minute): "all" (or "searches", the one reader) or "none".
  KEEP_READS: z.enum(["all", "searches", "none"]).default("all"),
  // Seconds a statement may wait for the embedded database (one connection) before its request answers 503.
  DATABASE_WAIT_TIMEOUT: z.coerce.number().positive().max(120).default(5),
  // Seconds a transaction may hold the embedded database before it is rolled back (it would stall every request).
  DATABASE_TRANSACTION_TIMEOUT: z.coerce.number().positive().max(600).default(30),
  // The Bearer token GET /metrics asks for; unset: /metrics is not served on PORT (a 404 like any unknown path).
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  // A port of its own serving GET /metrics without a token (a private network's scraper); unset: none.
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // The address METRICS_PORT listens on: this machine only unless it says otherwise (0.0.0.0, a private network's address).
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  // Where `npm run backup` writes its archives when no folder is named (else ./backups).
  BACKUP_DIR: z.string().min(1).optional(),
  // The key `npm run backup` signs its archives with and `npm run restore` checks them against
  // (record 0161); unset: one derived from SESSION_SECRET, else one kept in DATA_DIR/secrets.json.
  // Keep a copy away from the backups: a restore on a new machine needs it.
  BACKUP_SIGNING_KEY: z.string().min(32, "must be at least 32 characters").optional(),
});

export type Env = z.infer<typeof schema> & {
  APP_URL: string;
  DATA_DIR: string;
  sessionSecrets: string[];
};

export class EnvError extends Error {
  name = "EnvError";
}

/** Parses an environment object; throws an error naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>) {
  const cleaned = Object.fromEntries(Object.entries(source).map(([key, value]) => [key, emptyToUndefined(value)]));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment variables:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** Secrets generated once and kept in DATA_DIR when the environment gives none. */
export function localSecret(dataDir: string, name: string) {
  const file = path.join(dataDir, "secrets.json");
  fs.mkdirSync(dataDir, { recursive: true });
  let stored: Record<string, string> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
  if (!stored[name]) {
    stored[name] = crypto.randomBytes(32).toString("base64url");
    fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return stored[name];
}

let current: Env | null = null;

/** The environment, read and checked once (forgetEnv: read it again). */
export function getEnv(): Env {
  if (current) return current;
  const parsed = parseEnv(process.env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  const sessionSecrets = parsed.SESSION_SECRET
    ? parsed.SESSION_SECRET.split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : [localSecret(dataDir, "sessionSecret")];
  current = {
    ...parsed,
    DATA_DIR: dataDir,
    APP_URL: (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ""),
    sessionSecrets,
  };
  return current;
}

/** The tests change variables between cases: the next getEnv() reads them again. */
export function forgetEnv() {
  current = null;
}
