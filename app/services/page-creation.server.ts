import path from "node:path";
import { suggestTags } from "~/lib/collections";
import sharp from "sharp";
import * as z from "zod";
import { getDb } from "~/db/client.server";
import { pages, VISIBILITIES, type Fillability, type PageSource, type Visibility } from "~/db/schema";
import { DEFAULT_VISIBILITY, PICTURE_SIZE, type Card } from "~/lib/pages";
import { translate, type Locale } from "~/i18n";
import { logger } from "~/infra/logger.server";
import { generateLineArt, moderateImage } from "./ai.server";
import { assertPageCreationCredit, spendPageCreation } from "./credits.server";
import { AppError, Forbidden, isStorageUnavailable } from "~/lib/errors";
import { recordEffect, type KeyEffect } from "./idempotency.server";
import { readCard } from "./pages.server";
import { allSettled } from "~/lib/promises";
import { parseInput } from "~/lib/validation";
import { getObject, isOwnUpload, keyFromUrl, newKey, pageFolder, putObject } from "./storage/backends.server";
import { removeFiles } from "./storage/removal.server";
import { makeThumbnail } from "./storage/images.server";
import type { PublicUser } from "./users.server";
import { computeRegionMap, type RegionMap } from "./regions.server";

export type Creator = Pick<PublicUser, "id" | "admin"> & { plan: Pick<PublicUser["plan"], "paid"> };

/**
 * Who sees a new page: the creator's choice, "public" (the gallery) or "private"
 * (their own lists only); private when they do not say, on every screen and on /api.
 */
export const visibilityField = () => z.enum(VISIBILITIES, { error: "pages.visibility.invalid" }).default(DEFAULT_VISIBILITY);

/** Why a page of someone's own picture was kept private although they asked to share it: moderation flagged it, or could not look. */
export type NotShared = "flagged" | "unchecked" | null;

/** What the creator is told when their page was kept private although they asked to share it (both doors). */
export const notSharedKey = (notShared: NotShared) => (notShared ? (`create.notShared.${notShared}` as const) : null);

/** The same as an /api warning beside the created page. */
export function notSharedWarnings(locale: Locale, notShared: NotShared) {
  const key = notSharedKey(notShared);
  return key ? [{ code: "NOT_SHARED" as const, message: translate(locale, key) }] : [];
}

/**
 * The visibility a page made from someone's own picture (an upload, a photo) gets: shared in the
 * public gallery only once moderation has looked at what the gallery would show;
 * otherwise kept private, never lost.
 */
export async function moderatedVisibility(lineArt: Buffer, visibility: Visibility, userId: number): Promise<{ visibility: Visibility; notShared: NotShared }> {
  if (visibility !== "public") return { visibility, notShared: null };
  const verdict = await moderateImage(lineArt, userId);
  return verdict === "allowed" ? { visibility, notShared: null } : { visibility: "private", notShared: verdict };
}

export const aiPageSchema = z.object({
  prompt: z.string({ error: "errors.ai.promptRequired" }).trim().min(1, { error: "errors.ai.promptRequired" }).max(500, { error: "errors.ai.promptTooLong" }),
  visibility: visibilityField(),
});

export const uploadPageSchema = z.object({
  illustration: z.string({ error: "errors.upload.missing" }).trim().min(1, { error: "errors.upload.missing" }),
  name: z.string().trim().max(200).optional(),
  visibility: visibilityField(),
});

/** Any picture as the canvas's line art: flattened on white, fitted into 1024×1024. */
export async function toCanvasLineArt(image: Buffer) {
  return sharp(image)
    .rotate()
    .flatten({ background: "#ffffff" })
    .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: "contain", background: "#ffffff" })
    .greyscale()
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/**
 * SVG line art (seeded pages, patterns) as the canvas's line art: rasterised by sharp at the
 * density that makes its longest side 1024 px, so lines stay crisp instead of being upscaled.
 */
export async function svgToLineArt(svg: string): Promise<Buffer> {
  const data = Buffer.from(svg);
  const { width = PICTURE_SIZE, height = PICTURE_SIZE } = await sharp(data).metadata();
  const density = Math.min(2400, (72 * PICTURE_SIZE) / Math.max(width, height, 1));
  return toCanvasLineArt(await sharp(data, { density }).png().toBuffer());
}

/**
 * Stores the line art, its thumbnail and its region map, then spends the credit and inserts
 * the page in one transaction; if the credit is gone by then, the stored files are removed
 * again. `lineArt` is 1024×1024 line art (toCanvasLineArt or svgToLineArt); every way of
 * creating a page ends here. `regions` is its map when the caller already computed it;
 * `notShared` why it was kept private although asked to share. Called with an Idempotency-Key,
 * the same transaction records the page with the key (record 0143), and what its answer warns of.
 */
export async function savePage(
  creator: Creator,
  prompt: string,
  lineArt: Buffer,
  source: PageSource,
  { regions, visibility, notShared = null }: { regions?: RegionMap; visibility: Visibility; notShared?: NotShared },
): Promise<Card> {
  // A private page's files are personal from the start; a public one's, anyone's.
  const folder = pageFolder(visibility);
  const illustrationKey = newKey(folder, creator.id, "png");
  const thumbnailKey = newKey(folder, creator.id, "webp");
  const regionMapKey = newKey(folder, creator.id, "png");
  const keys = [illustrationKey, thumbnailKey, regionMapKey];
  try {
    // Every store settled before going on: a file stored after a sibling failed would outlive the clean-up below.
    const [illustration, thumbnail, { regionMap, regionCount, fillability }] = await allSettled([
      putObject(illustrationKey, lineArt, "image/png"),
      makeThumbnail(lineArt).then((thumb) => putObject(thumbnailKey, thumb, "image/webp")),
      (regions ? Promise.resolve(regions) : computeRegionMap(lineArt, { userId: creator.id })).then(async (map) => ({
        ...map,
        regionMap: await putObject(regionMapKey, map.png, "image/png"),
      })),
    ] as const);
    const db = await getDb();
    const id = await db.transaction(async (tx) => {
      await spendPageCreation(tx, creator.id);
      const [page] = await tx
        .insert(pages)
        // An AI page's prompt says what it shows: its collections are guessed from it (record 0134).
        .values({
          userId: creator.id,
          prompt,
          illustration,
          thumbnail,
          source,
          regionMap,
          regionCount,
          fillability,
          visibility,
          tags: source === "ai" ? suggestTags(prompt) : [],
        })
        .returning({ id: pages.id });
      await recordEffect(tx, { kind: "page", id: page.id, problems: fillability.problems, notShared });
      return page.id;
    });
    return readCard(creator, id);
  } catch (error) {
    const removing = removeFiles(keys, "a page that was not created");
    // With the store out of reach the family is answered at once; what was stored goes behind.
    if (!isStorageUnavailable(error)) await removing;
    throw error;
  }
}

/** Admins run the site and make no pages (record 0012): every way of creating one asks this first. */
export function assertCreator(creator: Creator) {
  if (creator.admin) throw Forbidden();
}

/**
 * POST /pages/create: an AI drawing of the prompt; a failed generation spends nothing. A
 * drawing that fails the fillability check is drawn once more before the credit is spent,
 * and the better of the two is kept (the first, if the second attempt errs).
 */
export async function createAiPage(creator: Creator, input: unknown): Promise<Card> {
  assertCreator(creator);
  const { prompt, visibility } = parseInput(aiPageSchema, input);
  await assertPageCreationCredit(creator.id);
  const first = await drawAndCheck(creator, prompt);
  if (first.regions.fillability.passed) return savePage(creator, prompt, first.lineArt, "ai", { regions: first.regions, visibility });
  logger.info("AI line art failed the fillability check; drawing it again", { problems: first.regions.fillability.problems });
  const second = await drawAndCheck(creator, prompt).catch((error: unknown) => {
    logger.error("the second AI drawing failed; keeping the first", error instanceof Error ? error.message : error);
    return null;
  });
  const kept = second && fillabilityRank(second.regions.fillability) < fillabilityRank(first.regions.fillability) ? second : first;
  return savePage(creator, prompt, kept.lineArt, "ai", { regions: kept.regions, visibility });
}

async function drawAndCheck(creator: Creator, prompt: string) {
  const lineArt = await generateLineArt(prompt, creator.id);
  return { lineArt, regions: await computeRegionMap(lineArt, { userId: creator.id }) };
}

/** Lower is better: passing first, then fewer problems, then more regions to colour. */
const fillabilityRank = (f: Fillability) => (f.passed ? 0 : 1) * 1e9 + f.problems.length * 1e6 - Math.min(f.usableRegions, 999_999);

/** The title of an uploaded page: the file's name without its extension. */
const titleFromName = (name: string | undefined, fallback: string) => {
  const base = name ? path.basename(name, path.extname(name)).replace(/[_-]+/g, " ").trim() : "";
  return base || fallback;
};

const notOurs = () => new AppError(422, "VALIDATION", "errors.upload.notOurs", { illustration: "errors.upload.notOurs" });

export type UploadedPage = {
  page: Card;
  /** The fillability problems (catalogue keys) of a page accepted although it failed the check. */
  problems: string[];
  notShared: NotShared;
};

/**
 * POST /pages/upload: a picture the user uploaded through /storage/upload becomes a page.
 * One that fails the fillability check is still accepted; its problems come back so the
 * user can be told why the paint bucket may struggle.
 */
export async function createUploadedPage(creator: Creator, input: unknown, fallbackTitle: string): Promise<UploadedPage> {
  assertCreator(creator);
  const { illustration, name, visibility } = parseInput(uploadPageSchema, input);
  const key = keyFromUrl(illustration);
  if (!key || !isOwnUpload(key, creator.id)) throw notOurs();
  await assertPageCreationCredit(creator.id);
  const original = await getObject(key);
  if (!original) throw notOurs();
  const lineArt = await toCanvasLineArt(original);
  const regions = await computeRegionMap(lineArt, { userId: creator.id });
  const shared = await moderatedVisibility(lineArt, visibility, creator.id);
  const page = await savePage(creator, titleFromName(name, fallbackTitle), lineArt, "upload", { regions, ...shared });
  return { page, problems: regions.fillability.problems, notShared: shared.notShared };
}

/**
 * A page made by an earlier call with the same Idempotency-Key whose answer was lost (record
 * 0143): the page as it is now, with what that call's answer warned of.
 */
export async function createdPage(viewer: Creator, effect: KeyEffect): Promise<UploadedPage> {
  if (effect.kind !== "page") throw new Error(`an idempotency key recorded a ${effect.kind}, not a page`);
  return { page: await readCard(viewer, effect.id), problems: effect.problems, notShared: effect.notShared };
}
