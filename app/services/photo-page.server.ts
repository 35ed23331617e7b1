import path from "node:path";
import sharp from "sharp";
import { z } from "zod";
import { clampDetail, DETAIL_DEFAULT, DETAIL_MAX, DETAIL_MIN, photoToLineArtAsync } from "~/lib/photo-lines";
import { assertPageCreationCredit } from "./credits.server";
import { AppError, Forbidden } from "./errors";
import { CANVAS_SIZE, savePage, visibilityField, type Creator } from "./page-creation.server";
import type { PageCard } from "./pages.server";
import { getObject, keyFromUrl } from "./storage.server";
import { parseInput } from "./validation";

/** The photo fills this square of the 1024 px page; the rest is a white margin. */
export const PHOTO_AREA = 960;
/** The photo is analysed at this size (longest side) and drawn at PHOTO_AREA. */
export const ANALYSIS_SIZE = 640;
export const TITLE_MAX = 120;

const photoField = z.string({ error: "creation.errors.photoMissing" }).trim().min(1, { error: "creation.errors.photoMissing" });
const detailField = z.coerce
  .number({ error: "creation.errors.detail" })
  .int({ error: "creation.errors.detail" })
  .min(DETAIL_MIN, { error: "creation.errors.detail" })
  .max(DETAIL_MAX, { error: "creation.errors.detail" })
  .default(DETAIL_DEFAULT);

export const photoPreviewSchema = z.object({ photo: photoField, detail: detailField });
export const photoPageSchema = photoPreviewSchema.extend({
  title: z.string().trim().max(TITLE_MAX, { error: "creation.errors.title" }).optional(),
  // A photo is often of the family: private unless its creator shares it.
  visibility: visibilityField("private"),
});

/**
 * A photo as the canvas's line art: decoded (EXIF rotation applied, transparency on white),
 * analysed at ANALYSIS_SIZE by photoToLineArt, drawn at PHOTO_AREA and centred on a white
 * 1024×1024 page.
 */
export async function photoLineArt(photo: Buffer, detail: number): Promise<Buffer> {
  const { data, info } = await sharp(photo, { failOn: "error", limitInputPixels: 40_000_000, autoOrient: true })
    .flatten({ background: "#ffffff" })
    .resize(ANALYSIS_SIZE, ANALYSIS_SIZE, { fit: "inside", kernel: "lanczos3" })
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new AppError(422, "VALIDATION", "creation.errors.photoUnreadable", { photo: "creation.errors.photoUnreadable" });
    });
  const outputScale = PHOTO_AREA / Math.max(info.width, info.height);
  const { gray, width, height } = await photoToLineArtAsync(
    { data, width: info.width, height: info.height, channels: 3 },
    { detail: clampDetail(detail), outputScale },
  );
  const left = Math.floor((CANVAS_SIZE - width) / 2);
  const top = Math.floor((CANVAS_SIZE - height) / 2);
  return sharp(Buffer.from(gray.buffer, gray.byteOffset, gray.byteLength), { raw: { width, height, channels: 1 } })
    .extend({ left, top, right: CANVAS_SIZE - width - left, bottom: CANVAS_SIZE - height - top, background: "#ffffff" })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

// ---------------------------------------------------------------------------
// Recent conversions: moving the slider back, then creating, reuses them. Keys are immutable
// (a stored upload never changes), so a cached drawing is never stale.
// ---------------------------------------------------------------------------

const CACHE_SIZE = 24;
const recent = new Map<string, Promise<Buffer>>();

function cachedLineArt(key: string, photo: () => Promise<Buffer>, detail: number) {
  const id = `${key}#${detail}`;
  const hit = recent.get(id);
  if (hit) {
    recent.delete(id);
    recent.set(id, hit);
    return hit;
  }
  const made = photo().then((data) => photoLineArt(data, detail));
  made.catch(() => recent.delete(id));
  recent.set(id, made);
  while (recent.size > CACHE_SIZE) recent.delete(recent.keys().next().value as string);
  return made;
}

const notOurs = () => new AppError(422, "VALIDATION", "errors.upload.notOurs", { photo: "errors.upload.notOurs" });

/** The storage key of one of the creator's own uploads, or a 422. */
function ownUploadKey(creator: Pick<Creator, "id">, url: string) {
  const key = keyFromUrl(url);
  if (!key || !key.startsWith(`uploads/${creator.id}/`)) throw notOurs();
  return key;
}

/** Whether a URL names one of the creator's own uploads (its content is not read). */
export function isOwnUpload(creator: Pick<Creator, "id">, url: string) {
  return keyFromUrl(url)?.startsWith(`uploads/${creator.id}/`) ?? false;
}

async function readUpload(key: string) {
  const data = await getObject(key);
  if (!data) throw notOurs();
  return data;
}

function assertCreator(creator: Creator) {
  if (creator.admin) throw Forbidden();
}

/**
 * The line art a photo would become at a detail level: a 1024×1024 PNG, nothing stored or
 * spent. `photo` is the URL of one of the creator's uploads (/storage/upload or the form).
 */
export async function previewPhotoPage(creator: Creator, input: unknown): Promise<Buffer> {
  assertCreator(creator);
  const { photo, detail } = parseInput(photoPreviewSchema, input);
  const key = ownUploadKey(creator, photo);
  return cachedLineArt(key, () => readUpload(key), detail);
}

/** POST /pages/photo/create: one of the creator's uploaded photos becomes a page (source "photo"). */
export async function createPhotoPage(creator: Creator, input: unknown, fallbackTitle: string): Promise<PageCard> {
  assertCreator(creator);
  const { photo, detail, title, visibility } = parseInput(photoPageSchema, input);
  const key = ownUploadKey(creator, photo);
  const data = await readUpload(key);
  await assertPageCreationCredit(creator.id);
  const lineArt = await cachedLineArt(key, async () => data, detail);
  return savePage(creator, title || fallbackTitle, lineArt, "photo", { visibility });
}

/** A page title from a photo's file name: without its extension, separators as spaces. */
export function titleFromFileName(name: string | undefined | null) {
  const base = name ? path.basename(name, path.extname(name)) : "";
  return base.replace(/[_-]+/g, " ").replace(/\s+/g, " ").trim().slice(0, TITLE_MAX);
}
