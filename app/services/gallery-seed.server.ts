import fs from "node:fs/promises";
import path from "node:path";
import { asc, eq, inArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { pages, users } from "~/db/schema";
import { t } from "~/i18n";
import { SEED_PAGES, type SeedPage } from "~/seed-pages";
import { logger } from "~/infra/logger.server";
import { svgToLineArt } from "./page-creation.server";
import { storeRegionMap } from "./regions.server";
import { deleteObject, keyFromUrl, newKey, putObject } from "./storage/backends.server";
import { makeThumbnail } from "./storage/images.server";

/** Where the hand-drawn seed pages are read from (like the migrations, beside the app). */
export const seedPagesFolder = () => path.join(process.cwd(), "app", "seed-pages", "svg");

/** A seed page's SVG: generated, or read from its file. */
export async function seedPageSvg(page: SeedPage): Promise<string> {
  return page.generate ? page.generate() : fs.readFile(path.join(seedPagesFolder(), `${page.key}.svg`), "utf8");
}

export type SeedGalleryResult = {
  /** Keys of the pages this run inserted. */
  added: string[];
  /** Keys that already had a row (seeded before, maybe blocked since): never seeded again. */
  present: string[];
  /** Keys whose page could not be made (logged). */
  failed: string[];
  /** False when there is no admin yet to own the pages (nothing was done). */
  owned: boolean;
  ms: number;
};

/**
 * The first-run gallery: every seed page that has no row yet is rasterised like any
 * other page (1024×1024 line art, thumbnail, region map), owned by the first admin, public,
 * with its Spanish title as the prompt. A row's existence is what counts, so a page an admin
 * blocked (or deleted: the same flag) is never added again; `seed_key` is unique and the insert
 * does nothing on a conflict, so several servers starting together never duplicate a page.
 *
 * Pages are inserted one at a time as they are made, so the gallery fills while the server
 * already answers; their creation times follow SEED_PAGES (a second apart, the first newest), so
 * "latest", the gallery's default sort, shows them in that order.
 */
export async function seedGallery(
  options: {
    /** Only these pages (tests). */
    keys?: string[];
    /** Called after each page this run made, for progress figures. */
    onPage?: (key: string, inserted: boolean) => void;
  } = {},
): Promise<SeedGalleryResult> {
  const started = performance.now();
  const wanted = options.keys ? SEED_PAGES.filter((page) => options.keys?.includes(page.key)) : SEED_PAGES;
  const result: SeedGalleryResult = { added: [], present: [], failed: [], owned: false, ms: 0 };
  const db = await getDb();
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.admin, true)).orderBy(asc(users.id)).limit(1);
  if (!admin || wanted.length === 0) return { ...result, ms: performance.now() - started };
  result.owned = true;

  const rows = await db
    .select({ key: pages.seedKey })
    .from(pages)
    .where(
      inArray(
        pages.seedKey,
        wanted.map((page) => page.key),
      ),
    );
  const existing = new Set(rows.map((row) => row.key));
  result.present = wanted.filter((page) => existing.has(page.key)).map((page) => page.key);

  const now = Date.now();
  // In the gallery's order, so its first screen is complete first.
  for (const page of wanted.filter((page) => !existing.has(page.key))) {
    const position = SEED_PAGES.indexOf(page);
    try {
      const inserted = await seedPage(admin.id, page, new Date(now - position * 1000));
      if (inserted) result.added.push(page.key);
      else result.present.push(page.key);
      options.onPage?.(page.key, inserted);
    } catch (error) {
      logger.error(t("gallerySeed.log.failed", { key: page.key }), error);
      result.failed.push(page.key);
    }
    // Rasterising and labelling hold the event loop for a moment: let requests through.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { ...result, ms: performance.now() - started };
}

/** Makes and stores one page's files, then inserts its row; false when another server was first. */
async function seedPage(ownerId: number, page: SeedPage, createdAt: Date): Promise<boolean> {
  const lineArt = await svgToLineArt(await seedPageSvg(page));
  const [illustration, thumbnail, regions] = await Promise.all([
    putObject(newKey("pages", ownerId, "png"), lineArt, "image/png"),
    makeThumbnail(lineArt).then((thumb) => putObject(newKey("pages", ownerId, "webp"), thumb, "image/webp")),
    storeRegionMap(ownerId, lineArt, "pages"),
  ]);
  const files = [illustration, thumbnail, regions.regionMap];
  const removeFiles = () => Promise.all(files.map((url) => keyFromUrl(url)).map((key) => (key ? deleteObject(key) : undefined)));
  try {
    const db = await getDb();
    const inserted = await db
      .insert(pages)
      .values({ userId: ownerId, prompt: page.title, illustration, thumbnail, source: "seed", seedKey: page.key, tags: page.tags, ...regions, createdAt })
      .onConflictDoNothing({ target: pages.seedKey })
      .returning({ id: pages.id });
    if (inserted.length > 0) {
      return true;
    }
  } catch (error) {
    await removeFiles();
    throw error;
  }
  await removeFiles();
  return false;
}

/** One log line for what a run did (at start and by `npm run gallery:seed`). */
export function describeSeeding(result: SeedGalleryResult) {
  if (!result.owned) return t("gallerySeed.log.noAdmin");
  const seconds = (result.ms / 1000).toFixed(1);
  if (result.added.length === 0 && result.failed.length === 0) return t("gallerySeed.log.upToDate", { count: result.present.length });
  return t("gallerySeed.log.added", { added: result.added.length, present: result.present.length, failed: result.failed.length, seconds });
}
