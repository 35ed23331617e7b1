import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import type { Sql } from "postgres";
import { getEnv } from "~/server/env.server";
import { migratePgliteClient, migratePostgresUrl } from "./migrate.server";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Connection = {
  db: Db;
  kind: "postgres" | "pglite";
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * Hears NOTIFY on `channel` (sent once a transaction commits). `onListening` runs each time the
   * listening starts, again after a lost connection is made anew: what was heard may have been
   * missed meanwhile.
   */
  listen: (channel: string, onNotify: () => void, onListening: () => void) => Promise<void>;
  /** The embedded database itself (kind "pglite"): a backup copies it (services/backup). */
  pglite?: PGlite;
};

/**
 * postgres.js with every statement prepared (kept per connection by its text), inside
 * transactions too. drizzle asks postgres.js not to prepare a query it has not named, and
 * postgres.js then first asks the server what the parameters are and only then runs the query:
 * two round trips for every query with a parameter, which is nearly every one. Prepared, a query
 * the connection has run before is one round trip. A pooler in front of Postgres
 * must keep prepared statements (PgBouncer 1.21+ with max_prepared_statements).
 */
function preparing<T extends Sql>(sql: T): T {
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === "unsafe") {
        return (query: string, params?: unknown[], options?: object) => target.unsafe(query, params as never, { ...options, prepare: true });
      }
      if (property === "begin" || property === "savepoint") {
        return (...args: unknown[]) => {
          const work = args.pop() as (tx: Sql) => unknown;
          const open = Reflect.get(target, property) as (...a: unknown[]) => unknown;
          return open(...args, (tx: Sql) => work(preparing(tx)));
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

export async function connectPostgres(url: string, max = 10): Promise<Connection> {
  const { default: postgres } = await import("postgres");
  const client = postgres(url, { max, onnotice: () => {} });
  const db = drizzlePostgres(preparing(client), { schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: () => migratePostgresUrl(url),
    close: () => client.end({ timeout: 5 }),
    // (postgres.js listens on a connection of its own, and listens again when it is lost)
    listen: async (channel, onNotify, onListening) => {
      await client.listen(channel, onNotify, onListening);
    },
  };
}

/** The extensions the embedded database is opened with (a copy of it needs the same). */
export async function pgliteExtensions() {
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  return { pg_trgm, unaccent };
}

/** Where the embedded database keeps its files in DATA_DIR. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, "pglite");

export async function connectPglite(dataDir: string): Promise<Connection> {
  const { PGlite } = await import("@electric-sql/pglite");
  const dir = pgliteDir(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: await pgliteExtensions() });
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pglite: client,
    migrate: () => migratePgliteClient(client),
    close: () => client.close(),
    listen: async (channel, onNotify, onListening) => {
      await client.listen(channel, onNotify);
      onListening();
    },
  };
}

function connect(): Promise<Connection> {
  const env = getEnv();
  return env.DATABASE_URL ? connectPostgres(env.DATABASE_URL) : connectPglite(env.DATA_DIR);
}

let opened: Promise<Connection> | null = null;
const connection = () => (opened ??= connect());

export async function getDb(): Promise<Db> {
  return (await connection()).db;
}

/**
 * A query that many requests run, built once per database (drizzle's prepared query) and run
 * with `.execute({ ...placeholders })`: building a query's SQL from drizzle's objects costs the
 * server more than running a small query does.
 */
export function prepared<Q>(build: (db: Db) => Q): () => Promise<Q> {
  const made = new WeakMap<Db, Q>();
  return async () => {
    const db = await getDb();
    let query = made.get(db);
    if (query === undefined) {
      query = build(db);
      made.set(db, query);
    }
    return query;
  };
}

export async function getConnection(): Promise<Connection> {
  return connection();
}

export async function closeDb() {
  const pending = opened;
  opened = null;
  if (pending) await (await pending).close();
}

export { schema };
