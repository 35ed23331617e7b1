import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { eq, sql } from "drizzle-orm";
import { connectPostgres, pgliteDir, type Db } from "~/db/client.server";
import { plans } from "~/db/schema";
import { createDatabases, createEmbeddedDatabase, databaseUrl, dropDatabases, TEST_ADMIN } from "../helpers/database";
import { startOpenAiStandIn } from "../stand-ins/openai";
import { startStripeStandIn } from "../stand-ins/stripe";
import { startSmtpStandIn } from "../stand-ins/smtp";
import { SERVERS } from "./config";

/**
 * One of Playwright's web servers: the production build (`npm run build` first) with stand-ins of
 * its own for SMTP, OpenAI and Stripe, on a fresh migrated, seeded database. Without arguments, on
 * Postgres (a database of its own); with `--embedded`, on the embedded database (PGlite, no
 * DATABASE_URL) in a data folder of its own, with the tests' SQL door (embedded-door.mjs).
 */
process.env.LOG_LEVEL = "silent";
const embedded = process.argv.includes("--embedded");
const server = embedded ? SERVERS.embedded : SERVERS.postgres;
const dataDir = path.resolve(server.dataDir);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

/** The paid plans sold through the Stripe stand-in's prices (price_starter, price_advanced). */
const pricePaidPlans = (db: Db) =>
  db
    .update(plans)
    .set({ stripePriceId: sql`'price_' || ${plans.name}` })
    .where(eq(plans.paid, true));
if (embedded) {
  await createEmbeddedDatabase(dataDir, pricePaidPlans);
} else {
  await createDatabases(`${server.database}_template`, [server.database]);
  const connection = await connectPostgres(databaseUrl(server.database), 1);
  try {
    await pricePaidPlans(connection.db);
  } finally {
    await connection.close();
  }
}

const smtp = await startSmtpStandIn({ smtpPort: server.smtpPort, httpPort: server.mailApiPort });
// An OpenAI-compatible server that takes a moment, like the real one, so progress shows.
const openai = await startOpenAiStandIn();
openai.mode = "slow";
openai.slowMs = 1_200;
// A Stripe-compatible server: the hosted checkout page delivers signed webhooks to the app.
const stripe = await startStripeStandIn({
  webhookSecret: "whsec_e2e",
  webhookUrl: `${server.baseURL}/api/stripe/webhook`,
  port: server.stripePort,
});

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(server.port),
  APP_URL: server.baseURL,
  DATA_DIR: dataDir,
  OPENAI_BASE_URL: openai.url,
  OPENAI_API_KEY: "sk-e2e-stand-in",
  STRIPE_API_URL: stripe.url,
  STRIPE_SECRET_KEY: "sk_test_e2e",
  STRIPE_WEBHOOK_SECRET: "whsec_e2e",
  SMTP_URL: `smtp://127.0.0.1:${server.smtpPort}`,
  MAIL_FROM: "Colorea <hola@colorea.test>",
  ADMIN_EMAIL: TEST_ADMIN.email,
  ADMIN_PASSWORD: TEST_ADMIN.password,
  SESSION_SECRET: server.sessionSecret,
  RATE_LIMIT_FACTOR: process.env.E2E_RATE_LIMIT_FACTOR ?? "50",
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "error",
};
const nodeArgs: string[] = [];
if (embedded) {
  // (the runner's DATABASE_URL, if set, is the tests' Postgres admin connection, not this server's)
  delete env.DATABASE_URL;
  env.E2E_SQL_DOOR_PORT = String(server.sqlDoorPort);
  env.E2E_SQL_DOOR_DIR = pgliteDir(dataDir);
  nodeArgs.push("--import", pathToFileURL(path.resolve("tests/e2e/embedded-door.mjs")).href);
} else {
  env.DATABASE_URL = databaseUrl(server.database);
}
const app = spawn(process.execPath, [...nodeArgs, "server-build/index.js"], { stdio: "inherit", env });

const stop = async () => {
  app.kill("SIGTERM");
  if (!embedded) await dropDatabases([server.database, `${server.database}_template`]).catch(() => {});
  await Promise.all([smtp.close(), openai.close(), stripe.close()]);
  process.exit(0);
};
// Chromium raises its own processes' priority (nice -8 when run as root); on a two-core machine
// the app under test then waits behind the browser that is waiting for it. Give it the same.
try {
  if (app.pid) os.setPriority(app.pid, -8);
} catch {
  // Not allowed (not root): the tests only run slower.
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
app.on("exit", (code) => {
  void Promise.all([smtp.close(), openai.close(), stripe.close()]).finally(() => process.exit(code ?? 1));
});
