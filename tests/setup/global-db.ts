import { createDatabases, dropDatabases } from "../helpers/database";

export const WORKERS = 4;

/**
 * One migrated template, and a database per test worker copied from it. The names carry this
 * run's process id, so several runs on one machine (or one Postgres) never share a database.
 */
export default async function setup() {
  process.env.LOG_LEVEL = "silent";
  process.env.TEST_DB_RUN ??= String(process.pid);
  const run = process.env.TEST_DB_RUN;
  const template = `coloring_test_${run}_template`;
  const clones = Array.from({ length: WORKERS }, (_, i) => `coloring_test_${run}_${i + 1}`);
  await createDatabases(template, clones);
  return async () => {
    await dropDatabases([...clones, template]);
  };
}
