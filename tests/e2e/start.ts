import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabases, databaseUrl, dropDatabases, TEST_ADMIN } from "../helpers/database";
import postgres from "postgres";
import { startOpenAiStandIn } from "../stand-ins/openai";
import { startStripeStandIn } from "../stand-ins/stripe";
import { startSmtpStandIn } from "../stand-ins/smtp";
import { E2E } from "./config";

/**
 * Playwright's web server: a fresh migrated database, the SMTP stand-in, and the
 * production build (`npm run build` first) configured to use them.
 */
process.env.LOG_LEVEL = "silent";
await createDatabases(`${E2E.database}_template`, [E2E.database]);
const smtp = await startSmtpStandIn({ smtpPort: E2E.smtpPort, httpPort: E2E.mailApiPort });
// An OpenAI-compatible server that takes a moment, like the real one, so progress shows.
const openai = await startOpenAiStandIn();
openai.mode = "slow";
openai.slowMs = 1_200;
// A Stripe-compatible server: the hosted checkout page delivers signed webhooks to the app.
const stripe = await startStripeStandIn({
  webhookSecret: "whsec_e2e",
  webhookUrl: `${E2E.baseURL}/api/stripe/webhook`,
  port: E2E.stripePort,
});
const seeded = postgres(databaseUrl(E2E.database), { max: 1, onnotice: () => {} });
await seeded`update plans set stripe_price_id = 'price_' || name where paid`;
await seeded.end();
fs.rmSync(E2E.dataDir, { recursive: true, force: true });
fs.mkdirSync(E2E.dataDir, { recursive: true });

const app = spawn(process.execPath, ["server-build/index.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(E2E.port),
    APP_URL: E2E.baseURL,
    DATABASE_URL: databaseUrl(E2E.database),
    DATA_DIR: path.resolve(E2E.dataDir),
    OPENAI_BASE_URL: openai.url,
    OPENAI_API_KEY: "sk-e2e-stand-in",
    STRIPE_API_URL: stripe.url,
    STRIPE_SECRET_KEY: "sk_test_e2e",
    STRIPE_WEBHOOK_SECRET: "whsec_e2e",
    SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
    MAIL_FROM: "Colorea <hola@colorea.test>",
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SESSION_SECRET: E2E.sessionSecret,
    RATE_LIMIT_FACTOR: process.env.E2E_RATE_LIMIT_FACTOR ?? "50",
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "error",
  },
});

const stop = async () => {
  app.kill("SIGTERM");
  await dropDatabases([E2E.database, `${E2E.database}_template`]).catch(() => {});
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
