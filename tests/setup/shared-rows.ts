import postgres from "postgres";
import { afterAll, beforeAll, expect } from "vitest";

/*
 * The settings and the plans are the worker's database's, shared by every file that runs on it
 * after this one: a file that changes them (an admin's call, a stored key, a hidden page) puts
 * them back before it ends. Checked here, after the file's own hooks, so the file that forgot is
 * the one that fails, not a later one reading what it left (a privacy page left hidden failed
 * privacy-facts.test.ts once, far from its cause).
 */
// (its own connection: what the file's connection is doing, a transaction or a closed pool, is not this check's)
let sql: postgres.Sql | undefined;
let before = "";

async function sharedRows(db: postgres.Sql) {
  const [settings, plans] = await Promise.all([
    // (a sealed secret is sealed anew each time it is stored: whether it is there is what counts)
    db`select name, case when encrypted then 'sealed' else value end as value from settings order by name`,
    db`select * from plans order by id`,
  ]);
  const plansAsKept = plans.map(({ created_at: _created, updated_at: _updated, ...plan }) => plan);
  return JSON.stringify({ settings, plans: plansAsKept }, null, 1);
}

beforeAll(async () => {
  sql = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => undefined });
  before = await sharedRows(sql);
});

afterAll(async () => {
  if (!sql) return;
  try {
    expect(await sharedRows(sql), "this file left the settings or the plans changed for the files after it").toBe(before);
  } finally {
    await sql.end({ timeout: 5 });
  }
});
