import fs from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { dropSingleton, singleton } from "~/utils/singleton.server";
import { getEnv } from "~/utils/env.server";
import { migratePgliteClient, migratePostgresUrl } from "./migrate.server";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Connection = {
  db: Db;
  kind: "postgres" | "pglite";
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export async function connectPostgres(url: string, max = 10): Promise<Connection> {
  const { default: postgres } = await import("postgres");
  const client = postgres(url, { max, onnotice: () => {} });
  const db = drizzlePostgres(client, { schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: () => migratePostgresUrl(url),
    close: () => client.end({ timeout: 5 }),
  };
}

export async function connectPglite(dataDir: string): Promise<Connection> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const dir = path.join(dataDir, "pglite");
  fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db;
  return { db, kind: "pglite", migrate: () => migratePgliteClient(client), close: () => client.close() };
}

function connect(): Promise<Connection> {
  const env = getEnv();
  return env.DATABASE_URL ? connectPostgres(env.DATABASE_URL) : connectPglite(env.DATA_DIR);
}

const connection = () => singleton("db", connect);

export async function getDb(): Promise<Db> {
  return (await connection()).db;
}

export async function getConnection(): Promise<Connection> {
  return connection();
}

export async function closeDb() {
  const pending = dropSingleton<Promise<Connection>>("db");
  if (pending) await (await pending).close();
}

export { schema };
