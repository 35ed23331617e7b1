/**
 * The Postgres database a bench on one app server makes for itself (evening.ts, save-steps.ts,
 * http-throughput.ts) on the server BENCH_ADMIN_URL names: dropped and made again, migrated and
 * seeded as a first start leaves it; and a catalogue of pages by 50 authors inserted in bulk.
 */
import postgres from "postgres";

/** The Postgres server the benches make their databases on. */
export const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** The database `name` on that server. */
export const dbUrl = (name: string) => Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();

/**
 * Drops the database `name` and makes it again: migrated and seeded (plans, settings, the first
 * admin `admin`) as a start of the app makes it. The app's modules are loaded here, when called:
 * a bench sets the environment they read (DATABASE_URL, DATA_DIR, …) before any of them loads.
 */
export async function remakeDatabase(name: string, admin: { email: string; password: string }) {
  const server = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
  try {
    await server.unsafe(`drop database if exists "${name}" with (force)`);
    await server.unsafe(`create database "${name}"`);
  } finally {
    await server.end();
  }
  const { migratePostgresUrl } = await import("~/db/migrate.server");
  const { connectPostgres } = await import("~/db/client.server");
  const { seed } = await import("~/services/seed.server");
  await migratePostgresUrl(dbUrl(name));
  const connection = await connectPostgres(dbUrl(name), 1);
  try {
    await seed(connection.db, { adminEmail: admin.email, adminPassword: admin.password });
  } finally {
    await connection.close();
  }
}

/**
 * A catalogue in bulk: 50 authors on the free plan (`${name} N`, e-mail `${local}N@${domain}`),
 * then `insertPages`, one INSERT … SELECT of their pages, with the page counter's trigger set
 * aside; the counts are made once after.
 */
export async function insertCatalogue(sql: postgres.Sql, authors: { name: string; local: string; domain: string }, insertPages: () => Promise<unknown>) {
  await sql`
    insert into users (name, email, plan_id, email_verified_at)
    select ${authors.name}::text || ' ' || g, ${authors.local}::text || g || ${`@${authors.domain}`}::text, (select id from plans where name = 'free'), now()
    from generate_series(1, 50) g`;
  await sql`alter table pages disable trigger pages_count_changes`;
  await insertPages();
  await sql`alter table pages enable trigger pages_count_changes`;
  await sql`
    insert into page_counts (key, n)
    select 'all', count(*) from pages union all select 'public', count(*) from pages where not blocked and visibility = 'public'
    on conflict (key) do update set n = excluded.n`;
}
