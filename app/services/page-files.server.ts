import { and, eq, ne, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { pages, type Visibility } from "~/db/schema";
import { logger } from "~/infra/logger.server";
import { storedFiles } from "~/db/schema";
import { deleteObject, getObject, keyFromUrl, listObjects, newKey, pageFolder, putObject, type StorageFolder } from "./storage/backends.server";

/**
 * A page's files live in the folder its visibility says: `pages` for a public page,
 * anyone's to read and cache (for an hour: PAGE_FILES_CACHE); `private-pages` for a private or
 * blocked one, its owner's and admins' only. Changing who sees a page moves its files to new keys
 * there, so the old URLs (which anyone may have, and caches may hold) stop answering.
 */

/** Where a page's line art traced for printing is kept (print.server makes it), beside the line art itself. */
export const traceKeyOf = (illustrationKey: string) => `${illustrationKey.replace(/\.[a-z0-9]+$/i, "")}-trace.json`;

const CONTENT_TYPES: Record<string, string> = { png: "image/png", webp: "image/webp", jpg: "image/jpeg", json: "application/json" };
const extensionOf = (key: string) => key.slice(key.lastIndexOf(".") + 1);

type PageFiles = { id: number; userId: number; illustration: string; thumbnail: string; regionMap: string };

/** What a move of a page's files reads of its row: its files, and who may see it (visibility, blocked). */
export const pageFileColumns = {
  id: pages.id,
  userId: pages.userId,
  illustration: pages.illustration,
  thumbnail: pages.thumbnail,
  regionMap: pages.regionMap,
  visibility: pages.visibility,
  blocked: pages.blocked,
};

/** The copy of one stored file in `folder` (a new key of the same owner): its new key and URL, or null if there was nothing to copy. */
async function copyTo(folder: StorageFolder, ownerId: number, key: string) {
  const data = await getObject(key);
  if (!data) return null;
  const ext = extensionOf(key);
  const copy = newKey(folder, ownerId, ext);
  return { key: copy, url: await putObject(copy, data, CONTENT_TYPES[ext] ?? "application/octet-stream") };
}

async function removeQuietly(keys: string[], what: string) {
  const results = await Promise.allSettled(keys.map((key) => deleteObject(key)));
  results.forEach((result, i) => {
    if (result.status === "rejected") logger.error(`could not remove ${keys[i]} (${what})`, result.reason);
  });
}

/**
 * Gives the page `visibility` and moves its files into the folder it and `blocked` say, in that order
 * of safety: the copies are made, then the row names them (only if it still names the files that
 * were copied: a delete or another move meanwhile wins), then the old files go. Answers whether
 * the row changed.
 */
export async function movePageFiles(page: PageFiles, visibility: Visibility, blocked = false): Promise<boolean> {
  const folder = pageFolder(visibility, blocked);
  const columns = { illustration: page.illustration, thumbnail: page.thumbnail, regionMap: page.regionMap };
  const old: string[] = [];
  const made: string[] = [];
  const moved: Partial<typeof columns> = {};
  try {
    for (const [column, url] of Object.entries(columns) as [keyof typeof columns, string][]) {
      const key = url ? keyFromUrl(url) : null;
      if (!key || key.startsWith(`${folder}/`)) continue;
      const copy = await copyTo(folder, page.userId, key);
      if (!copy) continue;
      made.push(copy.key);
      old.push(key);
      moved[column] = copy.url;
      // The traced line art for printing goes with its line art, under the name print.server looks for.
      const traced = column === "illustration" ? await getObject(traceKeyOf(key)).catch(() => null) : null;
      if (traced) {
        await putObject(traceKeyOf(copy.key), traced, "application/json");
        made.push(traceKeyOf(copy.key));
        old.push(traceKeyOf(key));
      }
    }
    const db = await getDb();
    const [updated] = await db
      .update(pages)
      .set({ visibility, ...moved, updatedAt: sql`now()` })
      .where(
        and(
          eq(pages.id, page.id),
          eq(pages.illustration, page.illustration),
          eq(pages.thumbnail, page.thumbnail),
          eq(pages.regionMap, page.regionMap),
          ne(pages.illustration, ""),
        ),
      )
      .returning({ id: pages.id });
    if (!updated) {
      await removeQuietly(made, `page ${page.id}: a move that lost`);
      return false;
    }
  } catch (error) {
    await removeQuietly(made, `page ${page.id}: a move that failed`);
    throw error;
  }
  await removeQuietly(old, `page ${page.id}: moved to ${folder}`);
  return true;
}

/**
 * Pages whose files sit in the other folder: private pages made before files had a private
 * folder, pages blocked before a block moved them, or a move cut short. Each is moved; run at
 * every start (a job).
 */
export async function moveMisplacedPageFiles(): Promise<{ moved: number; failed: number }> {
  const db = await getDb();
  const result = { moved: 0, failed: 0 };
  let after = 0;
  for (;;) {
    const batch = await db
      .select(pageFileColumns)
      .from(pages)
      .where(
        and(
          sql`${pages.id} > ${after}`,
          ne(pages.illustration, ""),
          sql`(${pages.visibility} = 'private' or ${pages.blocked}) <> (position('/private-pages/' in ${pages.illustration}) > 0 or ${pages.illustration} like 'private-pages/%')`,
        ),
      )
      .orderBy(pages.id)
      .limit(100);
    if (batch.length === 0) return result;
    for (const page of batch) {
      after = page.id;
      try {
        if (await movePageFiles(page, page.visibility, page.blocked)) result.moved++;
      } catch (error) {
        result.failed++;
        logger.error(`could not move the files of page ${page.id}`, error);
      }
    }
  }
}

/**
 * Counts every file the store holds that stored_files does not know yet (files stored before it
 * kept them), so each user's storage is whole. Run at every start (a job); a file already counted
 * is left as it is.
 */
export async function countStoredFiles(): Promise<number> {
  const db = await getDb();
  let batch: { key: string; userId: number; bytes: number }[] = [];
  let counted = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const added = await db.insert(storedFiles).values(batch).onConflictDoNothing().returning({ key: storedFiles.key });
    counted += added.length;
    batch = [];
  };
  for await (const { key, bytes } of listObjects()) {
    const userId = Number(key.split("/")[1]);
    if (!Number.isSafeInteger(userId) || userId <= 0) continue;
    batch.push({ key, userId, bytes });
    if (batch.length === 500) await flush();
  }
  await flush();
  return counted;
}
