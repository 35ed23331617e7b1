/**
 * A colouring's picture: the composite (the paint on white, the page's line art multiplied over
 * it: what cards, print, download, share and export show) and its thumbnail. A save stores the
 * paint layer and names the keys of these two files, and leaves them to be made when someone
 * first asks for one of them (record 0162): a family saves every few seconds while colouring and
 * looks at the picture once, when the page is done or the list is opened.
 *
 * Whoever asks first makes both: the files route for the owner's (or an admin's) browser or shell,
 * and the services that read a picture's bytes (share, booklet cover, export, a deleted author's
 * keepsakes) through `pictureAt`. Made once per saved version: asking again while it is being made
 * waits for the same work, and what was made for a version saved over meanwhile is removed again.
 */
import { and, eq, or } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { coloreds, pages } from "~/db/schema";
import { isAppError } from "~/lib/errors";
import { logger } from "~/infra/logger.server";
import { appFileUrl, getObject, isWellFormedKey, keyFromUrl, ownerOfKey, putObject } from "./storage/backends.server";
import { composePixels, keptLineArt, lineArtPixels, previewPng, thumbnailOf } from "./storage/coloring-images.server";
import { decodeRgba } from "./storage/images.server";
import { removeFiles } from "./storage/removal.server";

/**
 * The line art kept in memory, in bytes: 48 pages of grey line art (1 MB each at 1024×1024), 16 in
 * colour. Every colouring of a page is composed on the same line art (record 0153).
 */
const LINE_ART_BYTES = 48 * 1024 * 1024;

const lineArts = keptLineArt({
  budget: LINE_ART_BYTES,
  read: async (url) => {
    const key = keyFromUrl(url);
    const data = key ? await getObject(key) : null;
    if (!data) throw new Error(`the line art at ${url} is missing`);
    return lineArtPixels(data);
  },
});

/** What the line art kept holds (a test checks what it relies on). */
export const keptLineArtState = () => lineArts.state;

/** A colouring whose picture is still to be made: its paint, the keys it named, and its page's line art. */
type Unpictured = { id: number; photo: string; preview: string; thumbnail: string; pageId: number; illustration: string };

/** The pictures being made in this process, by the composite's URL (a saved version's own). */
const making = new Map<string, Promise<boolean>>();

/**
 * The colouring whose picture is still to be made at `key` (its composite or its thumbnail), if
 * any. Only a key in the colourings' folder can be one, and only its owner's colourings are looked
 * at (the key says whose it is).
 */
async function unpicturedAt(key: string): Promise<Unpictured | undefined> {
  const owner = ownerOfKey(key);
  if (!owner || !key.startsWith("coloreds/") || !isWellFormedKey(key)) return undefined;
  const url = appFileUrl(key);
  const db = await getDb();
  const [row] = await db
    .select({
      id: coloreds.id,
      photo: coloreds.photo,
      preview: coloreds.preview,
      thumbnail: coloreds.thumbnail,
      pageId: coloreds.pageId,
      illustration: pages.illustration,
    })
    .from(coloreds)
    .innerJoin(pages, eq(pages.id, coloreds.pageId))
    .where(and(eq(coloreds.userId, owner), eq(coloreds.pictured, false), or(eq(coloreds.preview, url), eq(coloreds.thumbnail, url))))
    .limit(1);
  return row;
}

/**
 * Makes the picture at `key` if a colouring named it and it is not made yet. Answers whether it
 * made it here (false: nothing was waiting, or the colouring was saved again meanwhile). A paint
 * or line art that cannot be read leaves it unmade (logged); the file then answers 404.
 */
export async function makePictureAt(key: string): Promise<boolean> {
  const waiting = await unpicturedAt(key);
  if (!waiting) return false;
  let going = making.get(waiting.preview);
  if (!going) {
    going = makePicture(waiting).finally(() => making.delete(waiting.preview));
    making.set(waiting.preview, going);
  }
  return going;
}

async function makePicture(colouring: Unpictured): Promise<boolean> {
  const keys = { preview: keyFromUrl(colouring.preview), thumbnail: keyFromUrl(colouring.thumbnail), paint: keyFromUrl(colouring.photo) };
  try {
    if (!keys.preview || !keys.thumbnail || !keys.paint) throw new Error("a key it names is not the store's");
    const [paint, lineArt] = await Promise.all([getObject(keys.paint), lineArts.get(colouring.illustration)]);
    if (!paint) throw new Error("its paint layer is missing");
    const composite = composePixels({ data: (await decodeRgba(paint)).data, channels: 4 }, lineArt);
    const [preview, thumbnail] = await Promise.all([previewPng(composite), thumbnailOf(composite)]);
    await Promise.all([putObject(keys.preview, preview, "image/png"), putObject(keys.thumbnail, thumbnail, "image/webp")]);
  } catch (error) {
    if (isAppError(error) && error.status === 503) throw error; // the store out of reach: 503, as any read of it
    logger.error(`the picture of colouring ${colouring.id} (page ${colouring.pageId}) could not be made`, error);
    return false;
  }
  const db = await getDb();
  const [marked] = await db
    .update(coloreds)
    .set({ pictured: true })
    .where(and(eq(coloreds.id, colouring.id), eq(coloreds.preview, colouring.preview)))
    .returning({ id: coloreds.id });
  if (marked) return true;
  // Saved again (or deleted) while this was made: the save removed the keys it replaced, perhaps
  // before these files existed, so they go here.
  await removeFiles([keys.preview, keys.thumbnail], "a picture of a colouring saved again meanwhile");
  return false;
}

/**
 * The bytes of a colouring's picture (its composite, or its thumbnail) at `url`, made now if its
 * save left it to be made; null when there is none. What services read instead of the store.
 */
export async function pictureAt(url: string): Promise<Buffer | null> {
  const key = keyFromUrl(url);
  if (!key) return null;
  const stored = await getObject(key);
  if (stored) return stored;
  // Made here, or meanwhile by another server (then nothing waits here any more): read again.
  await makePictureAt(key);
  return getObject(key);
}

/** Whether pictures are being made in this process now (tests wait for them). */
export const picturesBeingMade = () => making.size;
