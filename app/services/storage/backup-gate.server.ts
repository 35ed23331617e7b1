import { sql } from "drizzle-orm";
import { logger } from "~/infra/logger.server";

/**
 * While a backup copies the files, no file is removed (record 0145). A backup takes its database
 * snapshot, then copies the store; a save that replaces a colouring after the snapshot would
 * otherwise remove the files the snapshot names before the copy reached them. Files are only ever
 * removed after the change that let go of them has committed, so holding removals from before the
 * snapshot until the copy is done keeps every file the snapshot names.
 *
 * Across processes the backup holds BACKUP_LOCK (a session advisory lock, released by Postgres
 * if the backup dies) and a removal asks for it shared; in this process (the embedded database,
 * the tests) `backupsHere` says so. A removal that meets a backup is held here and tried again
 * every few seconds; one held when its server stops is never made (the file stays, harmless, and
 * counted as its owner's until their account goes).
 */
export const BACKUP_LOCK = 727_002; // beside migrate.server's MIGRATION_LOCK

let backupsHere = 0;

/** Runs `work` (a backup in this process) with removals held. */
export async function holdingRemovals<T>(work: () => Promise<T>): Promise<T> {
  backupsHere++;
  try {
    return await work();
  } finally {
    backupsHere--;
    if (backupsHere === 0) void retryHeld();
  }
}

/** Whether a backup runs in this process. */
export const backupRunsHere = () => backupsHere > 0;

/**
 * True when no backup holds BACKUP_LOCK: the shared lock, taken for this statement alone. A file
 * removed after this answered true was let go of before any later backup's snapshot.
 */
export const noBackupLock = sql`pg_try_advisory_xact_lock_shared(${sql.raw(String(BACKUP_LOCK))})`;

const RETRY_MS = 5_000;
const held = new Set<string>();
let retryTimer: NodeJS.Timeout | undefined;
let remover: ((key: string) => Promise<boolean>) | undefined;
let waiting = false;

/** Keeps `key` to be removed once no backup runs (by `remove`, which holds it again if one still does). */
export function holdRemoval(key: string, remove: (key: string) => Promise<boolean>) {
  if (!waiting) logger.info("a backup is copying the store: files let go of meanwhile are removed once it ends");
  waiting = true;
  held.add(key);
  remover = remove;
  retryTimer ??= setTimeout(() => void retryHeld(), RETRY_MS).unref();
}

/** The removals held now (tests). */
export const heldRemovals = () => [...held];

/** Tries the held removals again (after a backup here ends, and on a timer). */
export async function retryHeld() {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  const keys = [...held];
  held.clear();
  if (!remover || keys.length === 0) return;
  const remove = remover;
  await Promise.all(
    keys.map((key) =>
      remove(key).catch((error: unknown) => {
        logger.error(`could not remove ${key} after a backup`, error);
      }),
    ),
  );
  if (held.size === 0) waiting = false;
}
