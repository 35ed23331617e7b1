import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import type { Sql } from "postgres";
import { isAppError, Unavailable, type AppError } from "~/lib/errors";
import { getEnv } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { dbPoolSize, dbQueriesInFlight, dbTransactionsOpen, dbUnavailable } from "~/infra/metrics.server";
import { migratePgliteClient, migratePostgresUrl } from "./migrate.server";
import { asTransactionBody, beginning, DatabaseBusy, oneAtATime, refuseInsideTransaction } from "./one-at-a-time.server";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Connection = {
  db: Db;
  kind: "postgres" | "pglite";
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * Takes lock `id` of `space` unless another request holds it, on this server or another one;
   * null if one does. Held until released, or until this process ends however it ends: with
   * Postgres, a session advisory lock on a connection of its own, which Postgres lets go when the
   * socket closes (kill -9 included); with the embedded database (one process), a set in memory.
   */
  tryLock: (space: string, id: number) => Promise<Release | null>;
  /** The embedded database itself (kind "pglite"): a backup copies it (services/backup). */
  pglite?: PGlite;
};

export type Release = () => Promise<void>;

/** Raw SQL with positional parameters, answered as node-postgres answers it: what the job queue (pg-boss) runs its statements through. */
export type SqlExecutor = { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * Runs the job queue's statements inside `tx` (a Postgres transaction): a job added this way
 * exists exactly when the transaction commits, so the row a job is for and the job are made
 * together or not at all (record 0147). Parameters as node-postgres takes them: undefined is
 * null, an object is JSON.
 */
export function executorOf(tx: Tx): SqlExecutor {
  const client = (tx as unknown as { session: { client: Sql } }).session.client;
  if (typeof client?.unsafe !== "function") throw new Error("executorOf: not a Postgres (postgres.js) transaction");
  return {
    async executeSql(text, values) {
      const params = values.map((value) =>
        value === undefined ? null : value !== null && typeof value === "object" && !(value instanceof Date) ? JSON.stringify(value) : value,
      );
      return { rows: [...(await client.unsafe(text, params as never[]))] };
    },
  };
}

/** The locks this process holds (a session's advisory lock is its own again, so a second ask on it would succeed). */
function heldHere() {
  const held = new Set<string>();
  return {
    take: (name: string) => !held.has(name) && Boolean(held.add(name)),
    drop: (name: string) => void held.delete(name),
  };
}

/**
 * postgres.js with every statement prepared (kept per connection by its text), inside
 * transactions too. drizzle asks postgres.js not to prepare a query it has not named, and
 * postgres.js then first asks the server what the parameters are and only then runs the query:
 * two round trips for every query with a parameter, which is nearly every one. Prepared, a query
 * the connection has run before is one round trip. A pooler in front of Postgres
 * must keep prepared statements (PgBouncer 1.21+ with max_prepared_statements).
 *
 * It also counts what postgres.js does not show (record 0139): statements sent and not yet
 * answered, and transactions open. drizzle sends every statement through `unsafe` and awaits it
 * at once; the count ends when postgres.js settles the query.
 *
 * The pool's own handle (`shared`) refuses, outside production, a statement sent from inside a
 * transaction's body (one-at-a-time.server.ts): on Postgres it would run outside the transaction.
 */
function preparing<T extends Sql>(sql: T, shared = false): T {
  const guarded = shared && getEnv().NODE_ENV !== "production";
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === "unsafe") {
        return (query: string, params?: unknown[], options?: object) => {
          if (guarded) refuseInsideTransaction(query);
          return counted(target.unsafe(query, params as never, { ...options, prepare: true }));
        };
      }
      if (property === "begin" || property === "savepoint") {
        return async (...args: unknown[]) => {
          const work = args.pop() as (tx: Sql) => unknown;
          const open = Reflect.get(target, property) as (...a: unknown[]) => Promise<unknown>;
          if (property === "savepoint") return open(...args, (tx: Sql) => work(preparing(tx)));
          if (guarded) refuseInsideTransaction("begin");
          const begun = guarded ? beginning() : null;
          dbTransactionsOpen.inc();
          try {
            return await open(...args, (tx: Sql) => (begun ? asTransactionBody(begun, async () => work(preparing(tx))) : work(preparing(tx))));
          } catch (error) {
            throw fromPostgres(error);
          } finally {
            dbTransactionsOpen.dec();
          }
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

/** A postgres.js query counted in flight until it settles (its resolve and reject are its own fields). */
function counted<Q>(pending: Q): Q {
  const query = pending as Q & { resolve: (value: unknown) => void; reject: (error: unknown) => void };
  dbQueriesInFlight.inc();
  let settled = false;
  const { resolve, reject } = query;
  const done = () => {
    if (settled) return;
    settled = true;
    dbQueriesInFlight.dec();
  };
  query.resolve = (value) => (done(), resolve(value));
  query.reject = (error) => (done(), reject(fromPostgres(error)));
  return query;
}

/** The errors postgres.js gave this app's connection: only these can say that Postgres is out of reach. */
const postgresErrors = new WeakSet<object>();
function fromPostgres(error: unknown) {
  if (error && typeof error === "object") postgresErrors.add(error);
  return error;
}

export async function connectPostgres(url: string, max = 10): Promise<Connection> {
  const { default: postgres } = await import("postgres");
  // While Postgres is unreachable a request answers 503 in seconds (record 0140): a connection
  // that cannot be made fails its query within DATABASE_CONNECT_TIMEOUT (postgres.js waits 30 s by
  // default), and a new try waits at most a second after the last failed one (postgres.js's pause
  // grows to 10–20 s, which every request met before it even tried).
  const fast = {
    onnotice: () => {},
    connect_timeout: getEnv().DATABASE_CONNECT_TIMEOUT,
    backoff: (retries: number) => (0.5 + Math.random() / 2) * Math.min(3 ** retries / 100, 1),
  };
  const client = postgres(url, { max, ...fast });
  dbPoolSize.set(max);
  const db = drizzlePostgres(preparing(client, true), { schema, casing: "snake_case" }) as unknown as Db;
  // The locks' own connection, opened at the first lock and never recycled (a new one would have
  // let go of every lock): held for as long as requests take, no pool connection is tied up.
  let locks: Sql | null = null;
  const here = heldHere();
  return {
    db,
    kind: "postgres",
    migrate: () => migratePostgresUrl(url),
    close: async () => {
      await Promise.all([client.end({ timeout: 5 }), locks?.end({ timeout: 5 })]);
    },
    tryLock: async (space, id) => {
      const name = `${space}:${id}`;
      if (!here.take(name)) return null;
      try {
        // As fast to give up as the pool (a request holding an Idempotency-Key answers 503, not waits).
        locks ??= postgres(url, { max: 1, max_lifetime: null, ...fast });
        const [{ got }] = await locks<{ got: boolean }[]>`select pg_try_advisory_lock(hashtext(${space}), ${id}::int) as got`.catch((error: unknown) => {
          throw fromPostgres(error);
        });
        if (!got) {
          here.drop(name);
          return null;
        }
      } catch (error) {
        here.drop(name);
        throw error;
      }
      const session = locks;
      return async () => {
        try {
          await session`select pg_advisory_unlock(hashtext(${space}), ${id}::int)`;
        } finally {
          here.drop(name);
        }
      };
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

type OpenFolder = { client: PGlite; guarded: PGlite };
const OPEN_FOLDERS = Symbol.for("coloring-pages.embedded-database-folders");

/**
 * The embedded databases this process has open, by folder, kept on the process itself (not in this
 * module): a folder is opened once however many copies of this module ask for it. Two PGlite
 * instances on one folder would each keep their own buffers and overwrite each other's files; a
 * second copy of the module is what a test has beside the production build it serves
 * (tests/helpers/http.ts), and both then share one client and one line of statements.
 */
function openFolders(): Map<string, Promise<OpenFolder>> {
  const processWide = globalThis as { [OPEN_FOLDERS]?: Map<string, Promise<OpenFolder>> };
  return (processWide[OPEN_FOLDERS] ??= new Map());
}

function openFolder(dir: string): Promise<OpenFolder> {
  const folders = openFolders();
  let folder = folders.get(dir);
  if (!folder) {
    folder = (async () => {
      const { PGlite } = await import("@electric-sql/pglite");
      fs.mkdirSync(path.dirname(dir), { recursive: true });
      const client = await PGlite.create(dir, { extensions: await pgliteExtensions() });
      return { client, guarded: guardedPglite(client) };
    })();
    folders.set(dir, folder);
    folder.catch(() => folders.delete(dir));
  }
  return folder;
}

export async function connectPglite(dataDir: string): Promise<Connection> {
  const dir = pgliteDir(dataDir);
  const folder = openFolder(dir);
  const { client, guarded } = await folder;
  const db = drizzlePglite(guarded, { schema, casing: "snake_case" }) as unknown as Db;
  const here = heldHere();
  return {
    db,
    kind: "pglite",
    pglite: client,
    migrate: () => migratePgliteClient(client),
    // (closing gives the folder up for the whole process: every copy's handle on it is done)
    close: async () => {
      if (openFolders().get(dir) === folder) openFolders().delete(dir);
      if (!client.closed) await client.close();
    },
    tryLock: async (space, id) => {
      const name = `${space}:${id}`;
      if (!here.take(name)) return null;
      return async () => here.drop(name);
    },
  };
}

/**
 * The embedded database as the app's queries see it (record 0151): one statement or transaction
 * at a time, a wait past DATABASE_WAIT_TIMEOUT answered 503 and a transaction held past
 * DATABASE_TRANSACTION_TIMEOUT rolled back, and a statement sent through it from inside a
 * transaction's body refused at once, in production too (here it could only wait for itself).
 * Migrations, LISTEN and backups use the client itself.
 */
function guardedPglite(client: PGlite): PGlite {
  const env = getEnv();
  const line = oneAtATime(env.DATABASE_WAIT_TIMEOUT * 1000, env.DATABASE_TRANSACTION_TIMEOUT * 1000);
  const statement =
    (name: "query" | "exec") =>
    (text: string, ...rest: unknown[]) => {
      refuseInsideTransaction(text);
      return line.run(() => (client[name] as (...a: unknown[]) => Promise<unknown>).call(client, text, ...rest));
    };
  const query = statement("query");
  const exec = statement("exec");
  const transaction = <T>(work: (tx: unknown) => Promise<T>) => {
    refuseInsideTransaction("begin");
    return line.transaction<T>((body) => client.transaction((tx) => body(() => work(tx))));
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      if (property === "exec") return exec;
      if (property === "transaction") return transaction;
      // (PGlite's private state answers only the client itself, not this proxy)
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function connect(): Promise<Connection> {
  const env = getEnv();
  return env.DATABASE_URL ? connectPostgres(env.DATABASE_URL) : connectPglite(env.DATA_DIR);
}

let opened: Promise<Connection> | null = null;
/** The connection once it is open (what is kept between requests belongs to it). */
let open: Connection | null = null;
const connection = () =>
  (opened ??= connect().then((made) => {
    open = made;
    return made;
  }));

/** The open connection, if there is one, without waiting for it. */
export const openConnection = () => open;

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

/**
 * Whether `error` says Postgres cannot be reached (refused, timed out, the connection lost, the
 * server shutting down or full), rather than that a statement failed: the doors answer it with
 * 503 and Retry-After instead of a 500. Only an error the app's Postgres connection gave counts
 * (a refused connection to S3 or SMTP is not the database's); drizzle wraps it as its `cause`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  if ((postgresErrors.has(error) && isConnectionFailure(error)) || error instanceof DatabaseBusy) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

function isConnectionFailure(error: object, depth = 0): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith("08"))) return true;
  // (connecting to "localhost" tries each of its addresses: Node answers every refusal at once)
  const errors = (error as { errors?: unknown }).errors;
  return depth < 2 && Array.isArray(errors) && errors.some((each) => each && typeof each === "object" && isConnectionFailure(each, depth + 1));
}

let toldAt = 0;

/**
 * What a door answers for `error` when it says Postgres cannot be reached: Unavailable (503,
 * Retry-After), counted, and said in the log at most every ten seconds (each request's own line
 * shows its 503). Null for any other error.
 */
export function unavailableFor(error: unknown): AppError | null {
  if (!isDatabaseUnavailable(error)) return null;
  dbUnavailable.inc();
  if (Date.now() - toldAt >= 10_000) {
    toldAt = Date.now();
    logger.error(`database unreachable (${codeOf(error)}): answering 503 meanwhile`);
  }
  return Unavailable();
}

/**
 * The AppError a door answers for `thrown`: the service's own, or Unavailable when Postgres is out
 * of reach (unavailableFor); null for anything else, which is the door's 500.
 */
export const answerableError = (thrown: unknown): AppError | null => (isAppError(thrown) ? thrown : unavailableFor(thrown));

function codeOf(error: unknown, depth = 0): string {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: unknown };
  if (typeof code === "string") return code;
  return cause && depth < 5 ? codeOf(cause, depth + 1) : "connection lost";
}

/** The network's and postgres.js's own codes for a connection that could not be made or was lost. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
]);
/** SQLSTATEs of a server going away or full: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections (class 08 is a connection exception). */
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);

export async function closeDb() {
  const pending = opened;
  opened = null;
  open = null;
  if (pending) await (await pending).close();
}

export { schema };
