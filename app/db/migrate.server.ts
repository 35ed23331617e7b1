import fs from "node:fs";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PGlite } from "@electric-sql/pglite";
import { rowsOf } from "./sql-state.server";

export const migrationsFolder = () => process.env.MIGRATIONS_DIR ?? path.join(process.cwd(), "drizzle");

// Several app servers may start at once against one database: only one migrates at a time.
const MIGRATION_LOCK = 727_001;

export async function migratePostgresUrl(url: string) {
  const { default: postgres } = await import("postgres");
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(drizzlePostgres(client), { migrationsFolder: migrationsFolder() });
    await client`select pg_advisory_unlock(${MIGRATION_LOCK})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}

export async function migratePgliteClient(client: PGlite) {
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
}

/** The migrations this build carries, by their time (drizzle's journal: what `migrate` applies in order). */
function journal(): { tag: string; when: number }[] {
  const file = path.join(migrationsFolder(), "meta", "_journal.json");
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { entries: { tag: string; when: number }[] }).entries;
}

/**
 * The migrations of this build the database has not applied (readiness, record 0140). drizzle
 * records each applied migration with its journal time and applies those after the latest
 * recorded, so that comparison is the one it makes: none pending is what every start leaves.
 */
export async function pendingMigrations(db: { execute: (query: SQL) => Promise<unknown> }): Promise<string[]> {
  const result: unknown = await db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`);
  const rows = rowsOf<{ latest: string | number | null }>(result);
  const latest = Number(rows[0]?.latest ?? 0);
  return journal()
    .filter((entry) => entry.when > latest)
    .map((entry) => entry.tag);
}
