import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabases, databaseUrl, TEST_ADMIN } from "../helpers/database";
import { startSmtpStandIn } from "../stand-ins/smtp";
import { E2E } from "./config";

/**
 * Playwright's web server: a fresh migrated database, the SMTP stand-in, and the
 * production build (`npm run build` first) configured to use them.
 */
process.env.LOG_LEVEL = "silent";
await createDatabases(`${E2E.database}_template`, [E2E.database]);
const smtp = await startSmtpStandIn({ smtpPort: E2E.smtpPort, httpPort: E2E.mailApiPort });

const app = spawn(process.execPath, ["server-build/index.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(E2E.port),
    APP_URL: E2E.baseURL,
    DATABASE_URL: databaseUrl(E2E.database),
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "coloring-e2e-")),
    SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
    MAIL_FROM: "Colorea <hola@colorea.test>",
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SESSION_SECRET: "e2e-session-secret-0123456789",
    RATE_LIMIT_FACTOR: "50",
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "error",
  },
});

const stop = async () => {
  app.kill("SIGTERM");
  await smtp.close();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
app.on("exit", (code) => {
  void smtp.close().finally(() => process.exit(code ?? 1));
});
