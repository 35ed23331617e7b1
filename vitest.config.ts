import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Four projects, told apart by where a test file is and how it is named, so each file is in
 * exactly one of the first three:
 * - `unit`: `app/**` tests, next to the module they test, with no database (no template to
 *   build; a test that reaches for one fails at once, see tests/setup/unit-env.ts). Seconds in
 *   all: `npm run test:quick`.
 * - `slow`: `app/**` tests named `*.slow.test.ts`: pure too, but each pushes real images through
 *   the line-art, region or PDF pipeline and takes seconds. Same setup as `unit`.
 * - `db`: `tests/integration/**`, against real Postgres: a migrated template copied once per
 *   worker (tests/setup/global-db.ts), each worker on its own copy.
 * - `db-embedded`: some of those files again, on the embedded database (PGlite, no DATABASE_URL),
 *   each worker on its own copy of a migrated folder (tests/setup/global-pglite.ts): EMBEDDED
 *   below. `npx vitest run tests/integration/x.test.ts` runs such a file in both.
 * `vitest run` runs all four in one pool of workers.
 */
const SLOW = "app/**/*.slow.test.{ts,tsx}";

/**
 * The integration tests that also run on the embedded database (issue #41): for each service that
 * writes in a transaction (`grep -l 'transaction(' app/services`), the file that tests that service
 * itself (after each name, what it exercises). PGlite has one connection: a statement sent through
 * the shared handle (getDb()) while a transaction of the same request is open waits for itself,
 * which only the embedded database shows. Each worker gets its own copy of a migrated, seeded
 * PGlite folder (tests/setup/global-pglite.ts). The files that only use these services in passing
 * (privacy, share-links, coloreds, ...) run on Postgres alone, to keep the run
 * short: on PGlite a file takes 1.5–2 times as long, and on Postgres too the tests refuse a
 * statement sent through the shared handle inside a transaction (db/one-at-a-time.server.ts).
 *
 * Left out although they test those services, as they need Postgres itself:
 * settings-read (a second connection plays another server), idempotency (a second session holds a lock; two app connections), jobs (the
 * pg-boss queue), save-round-trips (counts postgres.js's statements); and scale-out, operate and
 * idempotency-crash start app servers on a Postgres database of their own.
 */
const EMBEDDED = [
  "accounts", // users, passwords, email-links
  "auth", // email-links, passwords
  "account-deletion", // account-deletion, data-export (and its rate limit), coloring-save, page-creation
  "credits", // credits, page-creation
  "support-grants", // support-grants, credits
  "payments", // payments/webhooks, credits, account-deletion, settings
  "booklets", // booklets
  "page-creation", // page-creation
  "coloring-save", // coloring-save
  "save-during-deletion", // coloring-save, storage (a save on its way while its account is deleted)
  "pages", // page-changes (through the services, the browser's door and /api)
  "admin-users", // admin-users, users
  "admin-plans", // plans and subscriptions (admin)
  "admin-settings", // settings
  // And the findings of issue #42 served through HTTP (each through the production build, which
  // shares the test's embedded database: client.server.ts opens a folder once per process):
  "account-takeover", // sign-ups of someone else's address, sessions at rest (#42.2, .13)
  "keyed-calls", // keyed calls read no body before the caller, keep no refused key (#42.3, .10)
  "web-forms", // a body that is not the form (#42.6)
  "private-files", // personal files, nosniff once (#42.11)
  "page-files", // public page files' lifetime, withdrawn at once (#42.14)
].map((name) => `tests/integration/${name}.test.ts`);

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    pool: "forks",
    // VITEST_POOL_ID counts 1..maxWorkers over all projects: global-db.ts and global-pglite.ts
    // make as many copies.
    maxWorkers: 4,
    // Bounds a stuck test only: the image tests (photo line art, region maps, PDFs) take 10–15 s
    // alone on the two-core machine and more while four workers share it.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}"],
          exclude: [SLOW],
          setupFiles: ["tests/setup/unit-env.ts"],
        },
      },
      {
        extends: true,
        test: { name: "slow", include: [SLOW], setupFiles: ["tests/setup/unit-env.ts"] },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/setup/global-db.ts"],
          // contract.ts: every /api answer a test receives is checked against the OpenAPI document.
          // shared-rows.ts: each file leaves the settings and the plans as it found them.
          setupFiles: ["tests/setup/worker-env.ts", "tests/setup/contract.ts", "tests/setup/shared-rows.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "db-embedded",
          include: EMBEDDED,
          globalSetup: ["tests/setup/global-pglite.ts"],
          setupFiles: ["tests/setup/worker-env-embedded.ts", "tests/setup/contract.ts"],
        },
      },
    ],
  },
});
