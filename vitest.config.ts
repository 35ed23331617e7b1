import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Three projects, told apart by where a test file is and how it is named, so each file is in
 * exactly one:
 * - `unit`: `app/**` tests, next to the module they test, with no database (no template to
 *   build; a test that reaches for one fails at once, see tests/setup/unit-env.ts). Seconds in
 *   all: `npm run test:quick`.
 * - `slow`: `app/**` tests named `*.slow.test.ts`: pure too, but each pushes real images through
 *   the line-art, region or PDF pipeline and takes seconds. Same setup as `unit`.
 * - `db`: `tests/integration/**`, against real Postgres: a migrated template copied once per
 *   worker (tests/setup/global-db.ts), each worker on its own copy.
 * `vitest run` runs all three in one pool of workers.
 */
const SLOW = "app/**/*.slow.test.{ts,tsx}";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    pool: "forks",
    // VITEST_POOL_ID counts 1..maxWorkers over all projects: global-db.ts makes as many copies.
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
          setupFiles: ["tests/setup/worker-env.ts", "tests/setup/contract.ts"],
        },
      },
    ],
  },
});
