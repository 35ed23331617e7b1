import path from "node:path";
import * as z from "zod";
import { clampDetail, DETAIL_DEFAULT, DETAIL_MAX, DETAIL_MIN } from "~/lib/photo-lines/options";
import { assertPageCreationCredit } from "./credits.server";
import { AppError } from "~/lib/errors";
import { runImageTask, type Owner } from "./image-pool.server";
import { assertCreator, moderatedVisibility, savePage, visibilityField, type Creator, type NotShared } from "./page-creation.server";
import type { Card } from "~/lib/pages";
import { getObject, isOwnUpload as isOwnUploadKey, keyFromUrl } from "./storage/backends.server";
import { parseInput } from "~/lib/validation";

export const TITLE_MAX = 120;

const photoField = z.string({ error: "create.errors.photoMissing" }).trim().min(1, { error: "create.errors.photoMissing" });
const detailField = z.coerce
  .number({ error: "create.errors.detail" })
  .int({ error: "create.errors.detail" })
  .min(DETAIL_MIN, { error: "create.errors.detail" })
  .max(DETAIL_MAX, { error: "create.errors.detail" })
  .default(DETAIL_DEFAULT);

export const photoPreviewSchema = z.object({ photo: photoField, detail: detailField });
export const photoPageSchema = photoPreviewSchema.extend({
  title: z.string().trim().max(TITLE_MAX, { error: "create.errors.title" }).optional(),
  // A photo is often of the family: private unless its creator shares it.
  visibility: visibilityField(),
});

/**
 * A photo as the canvas's line art (app/workers/image-tasks.ts), made in the image pool in
 * the owner's line.
 */
export async function photoLineArt(photo: Buffer, detail: number, owner: Owner = "background"): Promise<Buffer> {
  const made = await runImageTask(owner, "photoLines", { photo, detail: clampDetail(detail) }, "refuse");
  if (!made.ok) throw new AppError(422, "VALIDATION", "create.errors.photoUnreadable", { photo: "create.errors.photoUnreadable" });
  return Buffer.from(made.png.buffer, made.png.byteOffset, made.png.byteLength);
}

// ---------------------------------------------------------------------------
// Recent conversions: moving the slider back, then creating, reuses them. Keys are immutable
// (a stored upload never changes), so a cached drawing is never stale.
// ---------------------------------------------------------------------------

const CACHE_SIZE = 24;
const recent = new Map<string, Promise<Buffer>>();

function cachedLineArt(key: string, photo: () => Promise<Buffer>, detail: number, owner: Owner) {
  const id = `${key}#${detail}`;
  const hit = recent.get(id);
  if (hit) {
    recent.delete(id);
    recent.set(id, hit);
    return hit;
  }
  const made = photo().then((data) => photoLineArt(data, detail, owner));
  made.catch(() => recent.delete(id));
  recent.set(id, made);
  while (recent.size > CACHE_SIZE) recent.delete(recent.keys().next().value as string);
  return made;
}

const notOurs = () => new AppError(422, "VALIDATION", "errors.upload.notOurs", { photo: "errors.upload.notOurs" });

/** The storage key of one of the creator's own uploads, or a 422. */
function ownUploadKey(creator: Pick<Creator, "id">, url: string) {
  const key = keyFromUrl(url);
  if (!key || !isOwnUploadKey(key, creator.id)) throw notOurs();
  return key;
}

/** Whether a URL names one of the creator's own uploads (its content is not read). */
export function isOwnUpload(creator: Pick<Creator, "id">, url: string) {
  return isOwnUploadKey(keyFromUrl(url), creator.id);
}

async function readUpload(key: string) {
  const data = await getObject(key);
  if (!data) throw notOurs();
  return data;
}

/**
 * The line art a photo would become at a detail level: a 1024×1024 PNG, nothing stored or
 * spent. `photo` is the URL of one of the creator's uploads (/storage/upload or the form).
 */
export async function previewPhotoPage(creator: Creator, input: unknown): Promise<Buffer> {
  assertCreator(creator);
  const { photo, detail } = parseInput(photoPreviewSchema, input);
  const key = ownUploadKey(creator, photo);
  return cachedLineArt(key, () => readUpload(key), detail, { userId: creator.id });
}

/**
 * POST /pages/photo/create: one of the creator's uploaded photos becomes a page (source "photo");
 * shared only if moderation lets its line art into the gallery (`notShared` says why not).
 */
export async function createPhotoPage(creator: Creator, input: unknown, fallbackTitle: string): Promise<{ page: Card; notShared: NotShared }> {
  assertCreator(creator);
  const { photo, detail, title, visibility } = parseInput(photoPageSchema, input);
  const key = ownUploadKey(creator, photo);
  const data = await readUpload(key);
  await assertPageCreationCredit(creator.id);
  const lineArt = await cachedLineArt(key, async () => data, detail, { userId: creator.id });
  const shared = await moderatedVisibility(lineArt, visibility, creator.id);
  // The photo itself is not the page's: nothing refers to it, so the housekeeping removes it after
  // a day (kept till then, so the family can go back and make it again at another detail).
  const page = await savePage(creator, title || fallbackTitle, lineArt, "photo", shared);
  return { page, notShared: shared.notShared };
}

/** A page title from a photo's file name: without its extension, separators as spaces. */
export function titleFromFileName(name: string | undefined | null) {
  const base = name ? path.basename(name, path.extname(name)) : "";
  return base.replace(/[_-]+/g, " ").replace(/\s+/g, " ").trim().slice(0, TITLE_MAX);
}
