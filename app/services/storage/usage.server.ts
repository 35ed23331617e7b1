import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { plans, settings, storedFiles, users } from "~/db/schema";
import { formatBytes } from "~/lib/uploads";
import { logger } from "~/infra/logger.server";
import { AppError } from "~/lib/errors";
import { quotaOf, readLimits, spendUpload } from "../limits.server";
import { backupRunsHere, noBackupLock } from "./backup-gate.server";
import { rowsOf } from "~/db/sql-state.server";

/**
 * What each user stores: every file the store holds for them is a row of
 * stored_files (its key names its owner: `{folder}/{userId}/…`), kept by backends.server's put and
 * delete. A user's storage is the sum, checked against their plan's quota before an upload is
 * taken, and shown on /account.
 *
 * Data exports are counted as files (an account's deletion finds them) but left out of the sum:
 * a zip is a copy of files counted already, and asking for one's data must not take the room for
 * new pictures. data-export.server bounds them instead (the newest one kept, record 0160).
 */

/** The stored files a user's storage sums: all but their data exports. */
const withinQuota = sql`${storedFiles.key} not like 'exports/%'`;

const ownerOf = (key: string) => {
  const owner = Number(key.split("/")[1]);
  return Number.isSafeInteger(owner) && owner > 0 ? owner : null;
};

/** Counts a stored file as its owner's (a key that names no user is nobody's). */
export async function countFile(key: string, bytes: number) {
  const userId = ownerOf(key);
  if (!userId) return;
  const db = await getDb();
  await db.insert(storedFiles).values({ key, userId, bytes }).onConflictDoUpdate({ target: storedFiles.key, set: { bytes } });
}

/**
 * Uncounts a file about to be removed, unless a backup is copying the store (record 0145): false
 * then, and the file and its row stay for now. One statement asks for the lock and deletes the
 * row, so a removal costs no more round trips than before; it answers whether the lock was free
 * even when there was no row (a file stored before files were counted, or uncounted already).
 */
export async function uncountFile(key: string): Promise<boolean> {
  if (backupRunsHere()) return false;
  const db = await getDb();
  const result: unknown = await db.execute(sql`
    with gone as (delete from ${storedFiles} where ${storedFiles.key} = ${key} and ${noBackupLock} returning 1)
    select (select count(*) from gone)::int as gone, ${noBackupLock} as free`);
  const [row] = rowsOf<{ gone: number; free: boolean }>(result);
  return Number(row?.gone) > 0 || row?.free === true;
}

export type Storage = { used: number; quota: number };

async function storageAndRole(userId: number) {
  const db = await getDb();
  const [[usage], [owner], limits] = await Promise.all([
    db
      .select({ used: sql<string>`coalesce(sum(${storedFiles.bytes}), 0)` })
      .from(storedFiles)
      .where(and(eq(storedFiles.userId, userId), withinQuota)),
    db.select({ plan: plans.name, admin: users.admin }).from(users).innerJoin(plans, eq(plans.id, users.planId)).where(eq(users.id, userId)),
    readLimits(),
  ]);
  return { used: Number(usage?.used ?? 0), quota: quotaOf(limits, owner?.plan ?? "free"), admin: owner?.admin ?? false };
}

/** How much `userId` stores, and their plan's quota, in bytes. */
export async function storageOf(userId: number): Promise<Storage> {
  const { used, quota } = await storageAndRole(userId);
  return { used, quota };
}

/**
 * An upload of `bytes` by `userId` may be taken: within their uploads per hour (429) and their
 * plan's storage (413 QUOTA_EXCEEDED). Admins have neither: the site's pictures are theirs.
 */
export async function admitUpload(userId: number, bytes: number) {
  const { used, quota, admin } = await storageAndRole(userId);
  if (admin) return;
  await spendUpload(userId);
  if (used + bytes <= quota) return;
  throw new AppError(413, "QUOTA_EXCEEDED", "errors.upload.quota", { file: "errors.upload.quota" }, { used: formatBytes(used), quota: formatBytes(quota) });
}

/** How long an upload nothing refers to is kept (a photo being turned into a page is referred to by nothing but the screen). */
export const UNUSED_UPLOAD_MS = 24 * 60 * 60 * 1000;

/**
 * Uploads older than a day that nothing refers to (a profile photo or a setting does; a page or a
 * colouring made from one has its own files): removed. Run with the housekeeping jobs. `remove`
 * answers false when it held the removal for a backup: the rest then waits for the next run.
 */
export async function removeUnusedUploads(remove: (key: string) => Promise<boolean | void>): Promise<number> {
  const db = await getDb();
  const before = new Date(Date.now() - UNUSED_UPLOAD_MS);
  const values = (await db.select({ value: settings.value }).from(settings)).map((row) => row.value);
  let removed = 0;
  for (;;) {
    const old = await db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(
        and(
          sql`${storedFiles.key} like 'uploads/%'`,
          lt(storedFiles.createdAt, before),
          sql`not exists (select 1 from ${users} where ${users.photo} like '%' || ${storedFiles.key})`,
        ),
      )
      .orderBy(storedFiles.createdAt)
      .limit(200);
    const unused = old.map((row) => row.key).filter((key) => !values.some((value) => value.includes(key)));
    let failed = 0;
    let held = 0;
    for (const key of unused) {
      try {
        if ((await remove(key)) === false) held++;
        else removed++;
      } catch (error) {
        failed++;
        logger.error(`could not remove the unused upload ${key}`, error);
      }
    }
    // Rows kept (a setting names them) must not be met again in the next round.
    const kept = old.map((row) => row.key).filter((key) => !unused.includes(key));
    if (kept.length)
      await db
        .update(storedFiles)
        .set({ createdAt: sql`now()` })
        .where(inArray(storedFiles.key, kept));
    // A store that refuses every removal is tried again next time, not in a loop now; so is a
    // removal held for a backup (its row stays until it is made).
    if (old.length < 200 || failed === unused.length || held > 0) return removed;
  }
}
