import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createEmbeddedDatabase } from "../helpers/database";
import { WORKERS } from "./global-db";

/**
 * The `db-embedded` project's databases: one embedded database (PGlite) migrated and seeded once,
 * in a data folder copied to each test worker (tests/setup/worker-env-embedded.ts), as global-db.ts
 * copies a Postgres template. Copying the folder takes a moment; migrating and seeding takes
 * seconds. Each run has a folder of its own in the temp folder, removed at the end.
 */
export default async function setup() {
  process.env.LOG_LEVEL = "silent";
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "coloring-embedded-"));
  const template = path.join(root, "template");
  await createEmbeddedDatabase(template);
  for (let id = 1; id <= WORKERS; id++) fs.cpSync(template, path.join(root, `worker-${id}`), { recursive: true });
  // The workers are forked after this and inherit it; each takes worker-<VITEST_POOL_ID>.
  process.env.TEST_EMBEDDED_ROOT = root;
  return () => fs.rmSync(root, { recursive: true, force: true });
}
