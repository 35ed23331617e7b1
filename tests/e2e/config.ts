import { test } from "@playwright/test";

// Several end-to-end runs may share a machine: each run (the Playwright runner, its web
// servers and its workers share this environment variable) gets its own ports, databases and
// data folders, chosen once by the runner.
process.env.E2E_INSTANCE ??= String(process.pid % 40);
const instance = Number(process.env.E2E_INSTANCE);
const base = 21000 + instance * 10;

/** The production server on Postgres, which every project but `embedded` tries. */
const POSTGRES = {
  port: base,
  baseURL: `http://localhost:${base}`,
  zeroConfigPort: base + 1,
  smtpPort: base + 2,
  mailApiPort: base + 3,
  stripePort: base + 4,
  database: `coloring_e2e_${instance}`,
  dataDir: `tests/.artifacts/e2e-data-${instance}`,
  sessionSecret: "e2e-session-secret-0123456789",
  /** Where the tests send their own SQL to the embedded server (tests/e2e/embedded-door.mjs); none for Postgres. */
  sqlDoorPort: 0,
};

export type E2EServer = typeof POSTGRES;

/**
 * The same production build on the embedded database (PGlite, no DATABASE_URL), which the
 * `embedded` project tries (issue #41): its own port, data folder and stand-ins (SMTP, OpenAI,
 * Stripe, whose webhooks go to this server). Its database lives in the server's process alone, so
 * the tests' own rows go through the SQL door the server opens for them (tests/e2e/database.ts).
 */
const EMBEDDED: E2EServer = {
  ...POSTGRES,
  port: base + 5,
  baseURL: `http://localhost:${base + 5}`,
  smtpPort: base + 6,
  mailApiPort: base + 7,
  stripePort: base + 8,
  sqlDoorPort: base + 9,
  dataDir: `tests/.artifacts/e2e-embedded-${instance}`,
};

export const SERVERS = { postgres: POSTGRES, embedded: EMBEDDED } as const;
export type ServerName = keyof typeof SERVERS;

/**
 * The server the running test talks to: the `embedded` project's own, else the one on Postgres
 * (also outside a test: playwright.config.ts, start.ts, a module's top level).
 */
export function currentServer(): ServerName {
  try {
    return test.info().project.name === "embedded" ? "embedded" : "postgres";
  } catch {
    // (test.info() throws outside a test)
    return "postgres";
  }
}

/**
 * The ports, addresses and folders of the server the running test talks to (currentServer), read
 * when the test reads them: the same spec runs against either server. Its Postgres database has
 * no counterpart on the embedded server: read there, it throws (its SQL goes through
 * tests/e2e/database.ts instead).
 */
export const E2E: E2EServer = new Proxy(POSTGRES, {
  get(_target, key) {
    const name = currentServer();
    if (name === "embedded" && key === "database") {
      throw new Error(
        "The embedded server has no Postgres database: a test's SQL goes through tests/e2e/database.ts (its `sql`), which reaches either server's.",
      );
    }
    return Reflect.get(SERVERS[name], key);
  },
});
