import { lte, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { sha256 } from "~/utils/crypto.server";

/**
 * Fixed-window counters in the database, so every app server counts the same attempts:
 * the per-account limits of auth.server, and the per-address limits in front of the app
 * (app/server/rate-limit-stores.server.ts). Keys name what is counted; an e-mail address
 * goes in only as its hash.
 */
export type Count = { hits: number; resetAt: Date };

export const accountKey = (what: string, email: string) => `${what}:${sha256(email.trim().toLowerCase())}`;

/** Counts one more hit of `key` in a window of `windowMs`, and answers the window's count. */
export async function hit(key: string, windowMs: number): Promise<Count> {
  const db = await getDb();
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
