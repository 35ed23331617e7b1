import path from "node:path";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PGlite } from "@electric-sql/pglite";

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
