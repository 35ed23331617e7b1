import { createDatabases } from "../helpers/database";

export const WORKERS = 4;

/** One migrated template, and a database per test worker copied from it. */
export default async function setup() {
  process.env.LOG_LEVEL = "silent";
  await createDatabases(
    "coloring_test_template",
    Array.from({ length: WORKERS }, (_, i) => `coloring_test_${i + 1}`),
  );
}
