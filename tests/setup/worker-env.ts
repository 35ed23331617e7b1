import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { databaseUrl, TEST_ADMIN } from "../helpers/database";

// Each worker talks to its own database (created by global-db.ts) and data folder.
const worker = Number(process.env.VITEST_POOL_ID ?? "1");
process.env.DATABASE_URL = databaseUrl(`coloring_test_${process.env.TEST_DB_RUN ?? "0"}_${worker}`);
process.env.DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), `coloring-test-${worker}-`));
process.env.LOG_LEVEL = "silent";
process.env.NODE_ENV = "test";
process.env.APP_URL = "http://localhost:3999";
process.env.SESSION_SECRET = "test-session-secret-0123456789";
process.env.ADMIN_EMAIL = TEST_ADMIN.email;
process.env.ADMIN_PASSWORD = TEST_ADMIN.password;
