import os from "node:os";
import path from "node:path";
import { vi } from "vitest";

/**
 * The unit project has no database: this file imports nothing of the database helpers, and a
 * test that reaches for a connection fails at once with the reason, instead of waiting on a
 * server or quietly opening a PGlite of its own.
 */
const NO_DATABASE = "Unit tests run without a database (vitest project 'unit', app/**). A test that needs one belongs in tests/integration/.";

vi.mock("~/db/client.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/db/client.server")>();
  const refuse = async (): Promise<never> => {
    throw new Error(NO_DATABASE);
  };
  return {
    ...actual,
    getDb: refuse,
    getConnection: refuse,
    connectPostgres: refuse,
    connectPglite: refuse,
    prepared: () => refuse,
  };
});

// Anything that opens postgres.js by itself meets a closed port and fails at once.
process.env.DATABASE_URL = "postgres://unit-tests-have-no-database@127.0.0.1:1/none";
process.env.DATA_DIR ??= path.join(os.tmpdir(), `coloring-unit-${process.pid}`);
process.env.LOG_LEVEL = "silent";
process.env.NODE_ENV = "test";
process.env.APP_URL = "http://localhost:3999";
process.env.SESSION_SECRET = "test-session-secret-0123456789";
