import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { plans, settings, storedFiles, users } from "~/db/schema";
import { formatBytes } from "~/lib/uploads";
import { logger } from "~/server/logger.server";
import { AppError } from "~/lib/errors";
import { quotaOf, readLimits, spendUpload } from "../limits.server";

/**
 * What each user stores: every file the store holds for them is a row of
 * stored_files (its key names its owner: `{folder}/{userId}/…`), kept by backends.server's put and
 * delete. A user's storage is the sum, checked against their plan's quota before an upload is
 * taken, and shown on /account.
 */

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

export async function uncountFile(key: string) {
  const db = await getDb();
  await db.delete(storedFiles).where(eq(storedFiles.key, key));
}

export type Storage = { used: number; quota: number };

async function storageAndRole(userId: number) {
  const db = await getDb();
  const [[usage], [owner], limits] = await Promise.all([
    db
      .select({ used: sql<string>`coalesce(sum(${storedFiles.bytes}), 0)` })
      .from(storedFiles)
      .where(eq(storedFiles.userId, userId)),
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
 * colouring made from one has its own files): removed. Run with the housekeeping jobs.
 */
export async function removeUnusedUploads(remove: (key: string) => Promise<void>): Promise<number> {
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
    for (const key of unused) {
      try {
        await remove(key);
        removed++;
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
    // A store that refuses every removal is tried again next time, not in a loop now.
    if (old.length < 200 || failed === unused.length) return removed;
  }
}
