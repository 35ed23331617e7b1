import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import sharp from "sharp";
import { z } from "zod";
import { getDb, type Db } from "~/db/client.server";
import { coloreds, pages, users, type ColoredRow, type PageRow } from "~/db/schema";
import type { MessageKey } from "~/i18n";
import { logger } from "~/utils/logger.server";
import { currentCredits, spendPublicPage } from "./credits.server";
import { AppError, Forbidden, NoCredits, NotFound, isAppError } from "./errors";
import { CANVAS_SIZE } from "./page-creation.server";
import { readPage } from "./pages.server";
import { lastPage, likePattern, pageNumber, pageWindow, searchText, type Paginated } from "./pagination";
import { deleteObject, getObject, keyFromUrl, makeThumbnail, newKey, processImage, putObject, type UploadRules } from "./storage.server";
import { parseInput } from "./validation";
import type { PublicUser } from "./users.server";

export const COLORED_PAGE_SIZE = 12;

const coloredQuerySchema = z.object({ page: pageNumber, search: searchText });

/** A coloured page as the doors show it (SPEC §3 Colored). */
export type Colored = {
  id: number;
  pageId: number;
  page: { id: number; prompt: string; illustration: string; thumbnail: string; blocked: boolean };
  user: { id: number; name: string; email: string };
  photo: string;
  preview: string;
  thumbnail: string;
  /** How much of the page is coloured, 0..100: the share of its regions that carry paint (issue #8). */
  progress: number;
  created_at: string;
  updated_at: string;
};

type ColoredJoin = { colored: ColoredRow; page: PageRow; user: Colored["user"] };

function toColored({ colored, page, user }: ColoredJoin): Colored {
  return {
    id: colored.id,
    pageId: page.id,
    page: { id: page.id, prompt: page.prompt, illustration: page.illustration, thumbnail: page.thumbnail, blocked: page.blocked },
    user,
    photo: colored.photo,
    preview: colored.preview,
    thumbnail: colored.thumbnail,
    progress: colored.progress,
    created_at: colored.createdAt.toISOString(),
    updated_at: colored.updatedAt.toISOString(),
  };
}

function selectColoreds(db: Db, where: SQL | undefined) {
  return db
    .select({ colored: coloreds, page: pages, user: { id: users.id, name: users.name, email: users.email } })
    .from(coloreds)
    .innerJoin(pages, eq(pages.id, coloreds.pageId))
    .innerJoin(users, eq(users.id, coloreds.userId))
    .where(where);
}

/**
 * GET /coloreds/paginate: a user's own coloured pages (newest first), or for an admin
 * everyone's. Search matches the page's title, and for admins the colourist's name or e-mail.
 */
export async function paginateColoreds(
  viewer: Pick<PublicUser, "id" | "admin">,
  input: unknown,
  options: { through?: boolean } = {},
): Promise<Paginated<Colored>> {
  const query = coloredQuerySchema.parse(input ?? {});
  const pattern = query.search ? likePattern(query.search) : null;
  const filters = and(
    viewer.admin ? undefined : and(eq(coloreds.userId, viewer.id), eq(pages.blocked, false)),
    pattern
      ? viewer.admin
        ? or(ilike(pages.prompt, pattern), ilike(users.name, pattern), ilike(users.email, pattern))
        : ilike(pages.prompt, pattern)
      : undefined,
  );
  const db = await getDb();
  const [{ total }] = await db
    .select({ total: count() })
    .from(coloreds)
    .innerJoin(pages, eq(pages.id, coloreds.pageId))
    .innerJoin(users, eq(users.id, coloreds.userId))
    .where(filters);
  const last = lastPage(total, COLORED_PAGE_SIZE);
  const window = pageWindow(query.page, COLORED_PAGE_SIZE, options.through);
  const rows = await selectColoreds(db, filters)
    .orderBy(desc(coloreds.updatedAt), desc(coloreds.id))
    .limit(window.limit)
    .offset(window.offset);
  return {
    data: rows.map(toColored),
    current_page: options.through ? Math.min(query.page, last) : query.page,
    last_page: last,
  };
}

/** The viewer's colouring of a page, or null if they have not saved one. */
export async function readColored(viewerId: number, pageId: number): Promise<Colored | null> {
  if (!Number.isInteger(pageId) || pageId < 1) return null;
  const db = await getDb();
  const [row] = await selectColoreds(db, and(eq(coloreds.userId, viewerId), eq(coloreds.pageId, pageId))).limit(1);
  return row ? toColored(row) : null;
}

// ---------------------------------------------------------------------------
// Saving a colouring (PATCH /coloreds/upsert and the colour screen's save)
// ---------------------------------------------------------------------------

/**
 * The paint layer the canvas exports: a PNG (transparency matters, so no lossy formats)
 * of exactly the canvas's size, so it lines up with the line art pixel for pixel.
 */
export const PAINT_RULES: UploadRules = {
  extensions: ["png"],
  maxBytes: 8 * 1024 * 1024,
  minWidth: CANVAS_SIZE,
  maxWidth: CANVAS_SIZE,
  minHeight: CANVAS_SIZE,
  maxHeight: CANVAS_SIZE,
};

/** The `dimensions` field that says PAINT_RULES to /storage/upload. */
export const PAINT_DIMENSIONS = `min_width=${CANVAS_SIZE},max_width=${CANVAS_SIZE},min_height=${CANVAS_SIZE},max_height=${CANVAS_SIZE}`;

const coloredUpsertSchema = z.object({
  pageId: z.union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], { error: "errors.field.required" }),
  photo: z.string({ error: "errors.upload.missing" }).trim().min(1, { error: "errors.upload.missing" }).max(2048, { error: "errors.upload.notOurs" }),
  // Measured by the colour screen from the page's region map; a client that does not send
  // it (or a page without a map) keeps the stored figure.
  progress: z
    .union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/).transform(Number)], { error: "fill.progressInvalid" })
    .pipe(z.number().min(0, { error: "fill.progressInvalid" }).max(100, { error: "fill.progressInvalid" }))
    .transform(Math.round)
    .optional(),
});

type Colourist = Pick<PublicUser, "id" | "admin"> & { plan: Pick<PublicUser["plan"], "paid"> };

const notOurs = () => new AppError(422, "VALIDATION", "errors.upload.notOurs", { photo: "errors.upload.notOurs" });

/** The paint layer behind `url`, re-encoded; only the viewer's own uploads qualify. */
async function readPaint(viewerId: number, url: string) {
  const key = keyFromUrl(url);
  if (!key || !key.startsWith(`uploads/${viewerId}/`)) throw notOurs();
  const original = await getObject(key);
  if (!original) throw notOurs();
  try {
    return (await processImage(original, PAINT_RULES, key)).data;
  } catch (error) {
    // processImage names the `file` field; in this call the file is `photo`.
    if (!isAppError(error)) throw error;
    const fields: Record<string, MessageKey> = { photo: error.messageKey };
    throw new AppError(error.status, error.code, error.messageKey, fields, error.params);
  }
}

/** The page's line art at canvas size, flattened on white in RGB (multiply needs colour channels). */
async function readLineArt(page: { id: number; illustration: string }) {
  const key = keyFromUrl(page.illustration);
  const data = key ? await getObject(key) : null;
  if (!data) throw new Error(`line art of page ${page.id} is missing (${page.illustration})`);
  return sharp(data)
    .flatten({ background: "#ffffff" })
    .resize(CANVAS_SIZE, CANVAS_SIZE, { fit: "contain", background: "#ffffff" })
    .toColourspace("srgb")
    .png()
    .toBuffer();
}

/**
 * What print, download and cards show: paint on white, then the line art multiplied over
 * it. Multiply keeps white as "no change" and black as black, so lines are never covered
 * however the paint was laid (DECISIONS §5).
 */
export async function composeColored(paint: Buffer, lineArt: Buffer): Promise<Buffer> {
  return sharp({ create: { width: CANVAS_SIZE, height: CANVAS_SIZE, channels: 3, background: "#ffffff" } })
    .composite([{ input: paint }, { input: lineArt, blend: "multiply" }])
    .removeAlpha()
    .png()
    .toBuffer();
}

type StoredFiles = { photo: string; preview: string; thumbnail: string };

/** Puts the three files of one save; if any put fails, the others are removed again. */
async function storeColoredFiles(userId: number, paint: Buffer, preview: Buffer) {
  const thumbnail = await makeThumbnail(preview);
  const keys = { photo: newKey("coloreds", userId, "png"), preview: newKey("coloreds", userId, "png"), thumbnail: newKey("coloreds", userId, "webp") };
  const puts = await Promise.allSettled([
    putObject(keys.photo, paint, "image/png"),
    putObject(keys.preview, preview, "image/png"),
    putObject(keys.thumbnail, thumbnail, "image/webp"),
  ]);
  const failed = puts.find((put) => put.status === "rejected");
  if (failed) {
    await removeFiles(Object.values(keys), "a colouring that could not be stored");
    throw failed.reason;
  }
  const [photo, previewUrl, thumbnailUrl] = puts.map((put) => (put.status === "fulfilled" ? put.value : ""));
  return { urls: { photo, preview: previewUrl, thumbnail: thumbnailUrl } satisfies StoredFiles, keys: Object.values(keys) };
}

async function removeFiles(keys: (string | null)[], what: string) {
  await Promise.all(keys.flatMap((key) => (key ? [deleteObject(key)] : []))).catch((error: unknown) =>
    logger.error(`could not remove the files of ${what}`, error),
  );
}

/**
 * Saves the viewer's colouring of a page: the paint layer (to resume later), the composite
 * and its thumbnail. The first save of a page the viewer does not own spends one
 * public_page credit (DECISIONS §4); every later save only replaces the files.
 */
export async function upsertColored(viewer: Colourist, input: unknown): Promise<Colored> {
  if (viewer.admin) throw Forbidden();
  const { pageId, photo, progress } = parseInput(coloredUpsertSchema, input);
  const page = await readPage(viewer, pageId);
  // A cheap refusal before the image work; also renews an ended free period, which the
  // conditional spend below does not do.
  const mayCharge = !page.is_colored && !page.is_owner;
  if (mayCharge && (await currentCredits(viewer.id)).publicPage <= 0) throw NoCredits();

  const paint = await readPaint(viewer.id, photo);
  const preview = await composeColored(paint, await readLineArt(page));
  const stored = await storeColoredFiles(viewer.id, paint, preview);

  const db = await getDb();
  let replaced: StoredFiles | null;
  try {
    replaced = await db.transaction(async (tx) => {
      // Insert first: a concurrent first save waits on the unique (user, page) key and then
      // finds the row, so it takes the update path and the credit is spent once.
      const [inserted] = await tx
        .insert(coloreds)
        .values({ userId: viewer.id, pageId: page.id, ...stored.urls, ...(progress === undefined ? {} : { progress }) })
        .onConflictDoNothing({ target: [coloreds.userId, coloreds.pageId] })
        .returning({ id: coloreds.id });
      if (inserted) {
        if (!page.is_owner) await spendPublicPage(tx, viewer.id);
        await tx
          .update(pages)
          .set({ coloredCount: sql`${pages.coloredCount} + 1`, trending: sql`${pages.trending} + 1` })
          .where(eq(pages.id, page.id));
        return null;
      }
      const [previous] = await tx
        .select({ id: coloreds.id, photo: coloreds.photo, preview: coloreds.preview, thumbnail: coloreds.thumbnail })
        .from(coloreds)
        .where(and(eq(coloreds.userId, viewer.id), eq(coloreds.pageId, page.id)))
        .for("update");
      if (!previous) throw NotFound(); // the page was deleted meanwhile
      await tx
        .update(coloreds)
        .set({ ...stored.urls, ...(progress === undefined ? {} : { progress }), updatedAt: sql`now()` })
        .where(eq(coloreds.id, previous.id));
      return previous;
    });
  } catch (error) {
    await removeFiles(stored.keys, "a colouring that was not saved");
    throw error;
  }
  // The replaced files are referenced by nothing now (keys are never reused). Only keys in
  // the viewer's own coloreds folder are touched, whatever an older row may point at.
  if (replaced) {
    const keys = [replaced.photo, replaced.preview, replaced.thumbnail].map((url) => keyFromUrl(url));
    await removeFiles(keys.filter((key) => key?.startsWith(`coloreds/${viewer.id}/`) ?? false), "a replaced colouring");
  }
  const colored = await readColored(viewer.id, page.id);
  if (!colored) throw NotFound();
  return colored;
}
