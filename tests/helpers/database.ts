import postgres from "postgres";
import { connectPglite, connectPostgres, type Db } from "~/db/client.server";
import { migratePostgresUrl } from "~/db/migrate.server";
import { seed } from "~/services/seed.server";

export const ADMIN_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const TEST_ADMIN = { email: "admin@colorea.test", password: "admin-password-123" };

export function databaseUrl(name: string) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops and re-creates `name` as a migrated, seeded database, then copies it to each clone. */
export async function createDatabases(template: string, clones: string[]) {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    for (const name of [...clones, template]) await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${template}"`);
    await migratePostgresUrl(databaseUrl(template));
    const connection = await connectPostgres(databaseUrl(template), 1);
    await seed(connection.db, { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password });
    await connection.close();
    for (const name of clones) await admin.unsafe(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

/**
 * A migrated, seeded embedded database (PGlite) in `dataDir`, as createDatabases makes a Postgres
 * one; `then` writes what else the caller needs before it is closed again.
 */
export async function createEmbeddedDatabase(dataDir: string, then?: (db: Db) => Promise<unknown>) {
  const connection = await connectPglite(dataDir);
  try {
    await connection.migrate();
    await seed(connection.db, { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password });
    await then?.(connection.db);
  } finally {
    await connection.close();
  }
}

/** Drops test databases (an end-to-end run cleans up after itself). */
export async function dropDatabases(names: string[]) {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    for (const name of names) await admin.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}
