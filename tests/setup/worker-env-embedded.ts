import path from "node:path";
import { afterAll } from "vitest";
import { closeDb } from "~/db/client.server";
import { TEST_ADMIN } from "../helpers/database";

/**
 * The `db-embedded` project: no DATABASE_URL, so the app opens the embedded database (PGlite) in
 * DATA_DIR, each worker its own copy of the migrated, seeded folder global-pglite.ts made. A file
 * after another on the same worker finds what the one before left, as on Postgres.
 */
const root = process.env.TEST_EMBEDDED_ROOT;
if (!root) throw new Error("TEST_EMBEDDED_ROOT is not set: the db-embedded project's global setup (tests/setup/global-pglite.ts) did not run");
const worker = Number(process.env.VITEST_POOL_ID ?? "1");
delete process.env.DATABASE_URL;
process.env.DATA_DIR = path.join(root, `worker-${worker}`);
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? "silent";
process.env.NODE_ENV = "test";
process.env.APP_URL = "http://localhost:3999";
process.env.SESSION_SECRET = "test-session-secret-0123456789";
process.env.ADMIN_EMAIL = TEST_ADMIN.email;
process.env.ADMIN_PASSWORD = TEST_ADMIN.password;

// One process holds the folder at a time: the file's PGlite is closed (its files written out)
// before the next file on this worker opens it, and an open one would keep the worker alive.
afterAll(async () => {
  await closeDb();
});
