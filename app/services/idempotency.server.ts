import { AsyncLocalStorage } from "node:async_hooks";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { getConnection, getDb, type Db, type Release, type Tx } from "~/db/client.server";
import { idempotencyKeys, type IdempotencyKeyRow, type KeyEffect } from "~/db/schema";
import { AppError, RateLimited, secondsUntil } from "~/lib/errors";
import { rowsOf } from "~/db/sql-state.server";

/**
 * Idempotency-Key on the /api calls that spend or create (issue #31, record 0143): the keys as
 * the /api door keeps them, and the one thing a service does with one, `recordEffect` in the
 * transaction that spends. The door's side (reading the key, the body's fingerprint, answering
 * once) is server/idempotency.server.ts.
 */

export type { KeyEffect } from "~/db/schema";

/** How long a key answers what its first call did; then it is free again (Stripe's 24 h). */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** The answer kept for a key: status, the headers that matter, the JSON text. */
export type KeptAnswer = { status: number; headers: Record<string, string>; body: string };

export type KeyState = { id: number; fingerprint: string; effect: KeyEffect | null; answer: KeptAnswer | null };

const stateOf = (row: IdempotencyKeyRow): KeyState => ({
  id: row.id,
  fingerprint: row.fingerprint,
  effect: row.effect,
  answer: row.answerStatus === null ? null : { status: row.answerStatus, headers: row.answerHeaders ?? {}, body: row.answerBody ?? "" },
});

/**
 * The keys one account may hold at once (a day's): far above what a family's shells make (their
 * creations and uploads have their own limits), a bound on what one account can make the
 * server keep (record 0159: each refused keyed call was kept a day, ~864k rows a day).
 */
export const MAX_KEYS_PER_ACCOUNT = 1000;

/**
 * The caller's key: as an earlier call left it, or made now with this call's fingerprint (a 429
 * once the account holds MAX_KEYS_PER_ACCOUNT, until its oldest is a day old). One older than a
 * day is gone (the housekeeping may not have removed it yet) and made anew.
 */
export async function claimKey(userId: number, key: string, fingerprint: string): Promise<KeyState> {
  const db = await getDb();
  // The common call, a new key on an account with room: made in one statement (a save sends two
  // keyed calls, and on a busy server each round trip waits its turn). Nothing made: the key
  // exists, or the account is full; the loop below tells which.
  const dayAgo = new Date(Date.now() - KEY_TTL_MS);
  const result: unknown = await db.execute(sql`
    insert into ${idempotencyKeys} (user_id, key, fingerprint)
    select ${userId}::int, ${key}::text, ${fingerprint}::text
    where (select count(*) from ${idempotencyKeys} where ${heldSince(userId, dayAgo)}) < ${MAX_KEYS_PER_ACCOUNT}
    on conflict do nothing
    returning id`);
  const [made] = rowsOf<{ id: number }>(result);
  if (made) return { id: made.id, fingerprint, effect: null, answer: null };
  for (;;) {
    const [found] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    const dayAgo = new Date(Date.now() - KEY_TTL_MS);
    if (found && found.createdAt > dayAgo) return stateOf(found);
    if (found) await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, found.id), lt(idempotencyKeys.createdAt, dayAgo)));
    await assertRoomForKey(db, userId, dayAgo);
    const [made] = await db.insert(idempotencyKeys).values({ userId, key, fingerprint }).onConflictDoNothing().returning();
    if (made) return stateOf(made);
  }
}

/** The keys the account made since `dayAgo`: the ones it still holds. */
const heldSince = (userId: number, dayAgo: Date) => and(eq(idempotencyKeys.userId, userId), gt(idempotencyKeys.createdAt, dayAgo));

/** A 429 when the account holds its most keys, saying when its oldest is let go. (A bound, not exact: two calls at once may both pass.) */
async function assertRoomForKey(db: Db, userId: number, dayAgo: Date) {
  const [held] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${idempotencyKeys.createdAt})` })
    .from(idempotencyKeys)
    .where(heldSince(userId, dayAgo));
  if (held.count < MAX_KEYS_PER_ACCOUNT || !held.oldest) return;
  throw RateLimited("errors.idempotency.tooMany", secondsUntil(new Date(new Date(held.oldest).getTime() + KEY_TTL_MS)));
}

/** The key as it is now (null: forgotten meanwhile, after a call that failed). */
export async function readKey(id: number): Promise<KeyState | null> {
  const db = await getDb();
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.id, id));
  return row ? stateOf(row) : null;
}

/** Keeps the answer a retry with this key gets. */
export async function keepAnswer(id: number, answer: KeptAnswer) {
  const db = await getDb();
  await db
    .update(idempotencyKeys)
    .set({ answerStatus: answer.status, answerHeaders: answer.headers, answerBody: answer.body })
    .where(eq(idempotencyKeys.id, id));
}

/** A call that failed before it made anything: its key is free for the retry, whatever body it brings. */
export async function forgetKey(id: number) {
  const db = await getDb();
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.effect)));
}

/**
 * The key's lock for as long as its call runs: null while another request (here or on another
 * server) runs a call with it. It dies with the server that holds it (db/client.server's tryLock).
 */
export async function holdKey(id: number): Promise<Release | null> {
  return (await getConnection()).tryLock("idempotency", id);
}

/** Keys older than a day: the housekeeping removes them. */
export async function purgeIdempotencyKeys() {
  const db = await getDb();
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - KEY_TTL_MS)));
}

// The call running with a key ------------------------------------------------------------------

/**
 * The key of the call running now, set by the door around it. `lost`: another call with the key
 * made the thing first. `over`: the call has answered (work it left running in the background
 * still sees the context, and makes nothing of the key's).
 */
type KeyedCall = { keyId: number; lost: boolean; over?: boolean };

const running = new AsyncLocalStorage<KeyedCall>();

/** Runs an /api call with its key: what it makes is recorded with the key (recordEffect). */
export async function runWithKey<T>(call: KeyedCall, run: () => Promise<T>): Promise<T> {
  try {
    return await running.run(call, run);
  } finally {
    call.over = true;
  }
}

/** The call made its thing, but another call with the same key had made it first (its transaction is undone). */
export const MadeAlready = () => new AppError(409, "IDEMPOTENCY_IN_PROGRESS", "errors.idempotency.inProgress");

/**
 * Records what the running call made with its key, inside the transaction that made it (and
 * spent for it): the thing and the key's record commit together or not at all, so a retry after
 * a crash finds it and never makes it again. Conditional on no effect yet: of two calls with one
 * key running at once (the lock lost with its connection), the second's transaction is undone
 * here (MadeAlready), never committed beside the first. Outside a keyed call, nothing.
 */
export async function recordEffect(db: Db | Tx, effect: KeyEffect) {
  const call = running.getStore();
  if (!call || call.over) return;
  const [recorded] = await db
    .update(idempotencyKeys)
    .set({ effect })
    .where(and(eq(idempotencyKeys.id, call.keyId), isNull(idempotencyKeys.effect)))
    .returning({ id: idempotencyKeys.id });
  if (recorded) return;
  call.lost = true;
  throw MadeAlready();
}

/**
 * A name for what the running call asks of another service that keeps idempotency keys itself
 * (Stripe): the same for its retries, so a retry after a crash gets the first one's answer there.
 */
export function keyedName(prefix: string): string | undefined {
  const call = running.getStore();
  return call && !call.over ? `${prefix}-${call.keyId}` : undefined;
}
