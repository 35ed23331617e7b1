import { lte, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { sha256 } from "~/infra/crypto.server";
import { rowsOf } from "~/db/sql-state.server";

/**
 * Fixed-window counters in the database, so every app server counts the same attempts:
 * the per-account limits of auth.server, and the per-address limits in front of the app
 * (app/server/rate-limit-stores.server.ts). Keys name what is counted; an e-mail address
 * goes in only as its hash.
 */
export type Count = { hits: number; resetAt: Date };

export const accountKey = (what: string, email: string) => `${what}:${sha256(email.trim().toLowerCase())}`;

/**
 * Counts one more hit of `key` in a window of `windowMs`, and answers the window's count; inside a
 * transaction, through it (`within`), so the hit is counted exactly when the transaction commits.
 */
export async function hit(key: string, windowMs: number, within?: Tx): Promise<Count> {
  const db: Db | Tx = within ?? (await getDb());
  const reset = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: reset })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${reset} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  return row;
}

/**
 * Adds many keys' hits at once (what one app server counted since it last told the others),
 * each in its own window of `windowMs`, and answers every key's count across all servers.
 * One statement, whatever the number of keys. A negative delta takes hits back, never below 0.
 */
export async function addHits(deltas: { key: string; hits: number }[], windowMs: number): Promise<(Count & { key: string })[]> {
  if (deltas.length === 0) return [];
  const db = await getDb();
  const keys = deltas.map((delta) => delta.key);
  const hits = deltas.map((delta) => delta.hits);
  const result: unknown = await db.execute(sql`
    with added(k, h) as (select * from unnest(${sql.param(keys)}::text[], ${sql.param(hits)}::int[]))
    insert into ${rateLimits} (key, hits, reset_at)
    select k, greatest(h, 0), now() + make_interval(secs => ${windowMs / 1000}) from added
    on conflict (key) do update set
      hits = greatest(
        case when ${rateLimits.resetAt} <= now() then 0 else ${rateLimits.hits} end + (select h from added where k = excluded.key),
        0
      ),
      reset_at = case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end
    returning key, hits, reset_at`);
  const rows = rowsOf<{ key: string; hits: number; reset_at: string | Date }>(result);
  return rows.map((row) => ({ key: row.key, hits: Number(row.hits), resetAt: new Date(row.reset_at) }));
}

/** The hits of `key` in its current window (0 once it has passed). */
export async function hitsOf(key: string): Promise<number> {
  return (await countOf(key))?.hits ?? 0;
}

/** The current window of `key`, if it has one. */
export async function countOf(key: string): Promise<Count | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
  return row;
}

/** Takes back one hit (a request the limiter chose not to count after all). */
export async function unhit(key: string) {
  const db = await getDb();
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
}

/** Forgets `key` (a successful sign-in starts its account's count again). */
export async function forget(key: string) {
  const db = await getDb();
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** Windows that have passed (the housekeeping purge). */
export async function purgeRateLimits() {
  const db = await getDb();
  await db.delete(rateLimits).where(lte(rateLimits.resetAt, new Date()));
}
