import { and, asc, eq, gt, inArray, ne } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { pages, type Fillability } from "~/db/schema";
import { translate, type Locale, type MessageKey } from "~/i18n";
import { logger } from "~/infra/logger.server";
import { runImageTask, type Owner } from "./image-pool.server";
import { deleteObject, getObject, keyFromUrl, newKey, putObject, type StorageFolder } from "./storage/backends.server";

export type RegionMap = { png: Buffer; regionCount: number; fillability: Fillability };
export type StoredRegionMap = { regionMap: string; regionCount: number; fillability: Fillability };

/**
 * The region map of 1024×1024 line art (any image sharp reads; transparency is paper):
 * a PNG the size of the picture whose RGB is each pixel's region id (app/lib/regions.ts),
 * plus the region count and the fillability check. Computed in the image pool, in the
 * owner's line (a user's, or the background jobs').
 */
export async function computeRegionMap(lineArt: Buffer, owner: Owner = "background"): Promise<RegionMap> {
  const { png, regionCount, fillability } = await runImageTask(owner, "regionMap", { lineArt }, "wait");
  return { png: Buffer.from(png.buffer, png.byteOffset, png.byteLength), regionCount, fillability };
}

/** The fillability problems (catalogue keys) as the end of a sentence: "a; b". */
export function describeProblems(locale: Locale, problems: string[]) {
  return problems
    .map((key) => translate(locale, key as MessageKey))
    .map((reason) => reason.charAt(0).toLocaleLowerCase(locale) + reason.slice(1))
    .join("; ");
}

/**
 * The warning a user gets when their upload was accepted although it failed the check, as
 * the API sends it (`warnings` beside `created`); none when it passed.
 */
export function uploadWarnings(locale: Locale, problems: string[]) {
  if (problems.length === 0) return [];
  const reasons = describeProblems(locale, problems);
  return [{ code: "HARD_TO_FILL" as const, message: translate(locale, "regions.warning.upload", { reasons }), problems }];
}

/** Computes the map of a page's line art and stores it as the owner's file, in its page's folder: the page's columns. */
export async function storeRegionMap(ownerId: number, lineArt: Buffer, folder: StorageFolder, owner: Owner = "background"): Promise<StoredRegionMap> {
  const { png, regionCount, fillability } = await computeRegionMap(lineArt, owner);
  const regionMap = await putObject(newKey(folder, ownerId, "png"), png, "image/png");
  return { regionMap, regionCount, fillability };
}

/** The fillability scores of some pages, for admins (null while a page has no map). */
export async function fillabilityOf(pageIds: number[]): Promise<Record<number, Fillability | null>> {
  if (pageIds.length === 0) return {};
  const db = await getDb();
  const rows = await db.select({ id: pages.id, fillability: pages.fillability }).from(pages).where(inArray(pages.id, pageIds));
  return Object.fromEntries(rows.map((row) => [row.id, row.fillability]));
}

export type BackfillOptions = {
  /** Only these pages. */
  pageIds?: number[];
  /** Also pages that have a map (after the engine changed); each old map file is removed. */
  recompute?: boolean;
  /** Pages read from the database at a time. */
  batchSize?: number;
  /** Stop after this many pages (all by default). */
  limit?: number;
  /** Called after each page, for progress output. */
  onPage?: (result: { id: number; ok: boolean; regionCount?: number; passed?: boolean }) => void;
};

export type BackfillResult = { done: number; failed: number };

/**
 * Computes the maps of pages whose region_map is still "" (pages created before #8), oldest
 * first. Idempotent and safe beside other instances: a page is written only if its map is
 * still the one read, and a map computed twice is removed again. A page whose line art cannot
 * be read is logged and skipped (it keeps "", and the colour screen has no fill map for it).
 */
export async function backfillRegionMaps(options: BackfillOptions = {}): Promise<BackfillResult> {
  const batchSize = options.batchSize ?? 20;
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const db = await getDb();
  const result: BackfillResult = { done: 0, failed: 0 };
  let after = 0;
  while (result.done + result.failed < limit) {
    const batch = await db
      .select({ id: pages.id, userId: pages.userId, illustration: pages.illustration, regionMap: pages.regionMap })
      .from(pages)
      .where(
        and(
          gt(pages.id, after),
          options.recompute ? undefined : eq(pages.regionMap, ""),
          // A deleted page keeps its row but no line art: nothing to map.
          ne(pages.illustration, ""),
          options.pageIds ? inArray(pages.id, options.pageIds) : undefined,
        ),
      )
      .orderBy(asc(pages.id))
      .limit(Math.min(batchSize, limit - result.done - result.failed));
    if (batch.length === 0) break;
    for (const page of batch) {
      after = page.id;
      const outcome = await backfillPage(page);
      if (outcome) result.done++;
      else result.failed++;
      options.onPage?.({ id: page.id, ok: Boolean(outcome), ...outcome });
      // Each map holds the event loop ~0.1 s: let requests through between pages.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return result;
}

async function backfillPage(page: { id: number; userId: number; illustration: string; regionMap: string }) {
  try {
    const key = keyFromUrl(page.illustration);
    const lineArt = key ? await getObject(key) : null;
    if (!lineArt) throw new Error(`line art not found: ${page.illustration}`);
    // Beside its line art: in the public folder or the private one, as the page is.
    const stored = await storeRegionMap(page.userId, lineArt, key?.startsWith("private-pages/") ? "private-pages" : "pages");
    const db = await getDb();
    const [updated] = await db
      .update(pages)
      .set(stored)
      // Not if the page moved its files meanwhile (made private or public): the map is then in the wrong folder.
      .where(and(eq(pages.id, page.id), eq(pages.regionMap, page.regionMap), eq(pages.illustration, page.illustration)))
      .returning({ id: pages.id });
    // The map that lost (someone else's, or the page's previous one) is no longer used.
    const unused = keyFromUrl(updated ? page.regionMap : stored.regionMap);
    if (unused) await deleteObject(unused);
    return { regionCount: stored.regionCount, passed: stored.fillability.passed };
  } catch (error) {
    logger.error(`region map backfill failed for page ${page.id}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
