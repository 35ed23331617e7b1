/**
 * Saving a colouring (PATCH /coloreds/upsert and the colour screen's save): the paint layer, a
 * patch of it or an upload, checked and stored; the version check, the credit, and the replaced
 * files removed. The picture (the composite on the line art, and its thumbnail) is made when first
 * asked for: colored-pictures.server. Reading colourings is coloreds.server.ts; what each image
 * step costs, records 0153 and 0162.
 */
import { createHash } from "node:crypto";
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import sharp from "sharp";
import * as z from "zod";
import { getDb, type Db } from "~/db/client.server";
import { coloreds, pages, users } from "~/db/schema";
import type { MessageKey } from "~/i18n";
import { PICTURE_SIZE } from "~/lib/pages";
import type { Timelapse } from "~/lib/timelapse";
import { coloredColumns, coloredPageColumns, toColored, type Colored, type ColoredJoin } from "./coloreds.server";
import { assertColoringCredit, spendPublicPage } from "./credits.server";
import { AppError, Forbidden, NotFound, Unauthorized, Validation, isAppError } from "~/lib/errors";
import { isForeignKeyViolation } from "~/db/sql-state.server";
import { appFileUrl, getObject, keyFromUrl, newKey, putObject } from "./storage/backends.server";
import { paintPng } from "./storage/coloring-images.server";
import { checkImage, decodeRgba, isBarePng } from "./storage/images.server";
import { removeFiles } from "./storage/removal.server";
import type { UploadRules } from "./storage/rules.server";
import { timelapseField } from "./timelapse.server";
import type { PublicUser } from "./users.server";
import { parseInput } from "~/lib/validation";

/**
 * The paint layer the canvas exports: a PNG (transparency matters, so no lossy formats)
 * of exactly the canvas's size, so it lines up with the line art pixel for pixel.
 */
export const PAINT_RULES: UploadRules = {
  extensions: ["png"],
  maxBytes: 8 * 1024 * 1024,
  minWidth: PICTURE_SIZE,
  maxWidth: PICTURE_SIZE,
  minHeight: PICTURE_SIZE,
  maxHeight: PICTURE_SIZE,
};

/** The `dimensions` field that says PAINT_RULES to /storage/upload. */
export const PAINT_DIMENSIONS = `min_width=${PICTURE_SIZE},max_width=${PICTURE_SIZE},min_height=${PICTURE_SIZE},max_height=${PICTURE_SIZE}`;

/** A number sent as JSON, or as a form's text of `digits`; anything else is `error`. */
const numberOrText = (error: MessageKey, digits = /^\d+$/) => z.union([z.number(), z.string().trim().regex(digits).transform(Number)], { error });

/** A version or save id the client names; optional, so older clients keep working. */
const versionField = numberOrText("errors.coloring.version").pipe(
  z.number().int({ error: "errors.coloring.version" }).min(0, { error: "errors.coloring.version" }),
);
const saveIdField = z
  .string()
  .trim()
  .max(80, { error: "errors.coloring.saveId" })
  .regex(/^[\w:-]*$/, { error: "errors.coloring.saveId" });
const progressField = numberOrText("fill.progressInvalid", /^\d+(\.\d+)?$/)
  .pipe(z.number().min(0, { error: "fill.progressInvalid" }).max(100, { error: "fill.progressInvalid" }))
  .transform(Math.round);
const pageIdField = numberOrText("errors.field.required").pipe(
  z.number().int({ error: "errors.notFound" }).min(1, { error: "errors.notFound" }).max(2_147_483_647, { error: "errors.notFound" }),
);
const offsetField = numberOrText("errors.coloring.patchOutside").pipe(
  z
    .number()
    .int()
    .min(0, { error: "errors.coloring.patchOutside" })
    .max(PICTURE_SIZE - 1, { error: "errors.coloring.patchOutside" }),
);

export const coloredUpsertSchema = z.object({
  pageId: pageIdField,
  photo: z.string({ error: "errors.upload.missing" }).trim().min(1, { error: "errors.upload.missing" }).max(2048, { error: "errors.upload.notOurs" }),
  // Measured by the colour screen from the page's region map; a client that does not send
  // it (or a page without a map) keeps the stored figure.
  progress: progressField.optional(),
  // The version this paint builds on (0: the first save). Absent: the save overwrites whatever is stored.
  version: versionField.optional(),
  save_id: saveIdField.optional(),
  // The strokes and fills that made it (issue #17), kept to replay; absent: the stored one stays.
  timelapse: timelapseField
    .optional()
    .meta({ description: "The strokes and fills that made it, {v: 1, steps} (as /coloreds/{id}/timelapse answers), or its JSON text." }),
});

/**
 * The colour screen's save as its route reads it: `file` is the whole paint layer, or with `x`
 * and `y` the rectangle of it that changed; the text fields as the multipart body carries them
 * (an empty one left out). Parsed once, it is the save itself.
 */
export const screenSaveSchema = z
  .object({
    pageId: pageIdField,
    file: z.instanceof(Buffer, { error: "errors.upload.missing" }),
    progress: progressField.optional(),
    version: versionField.optional(),
    saveId: saveIdField.optional(),
    // Present together: the paint is a patch whose top-left corner is here.
    x: offsetField.optional(),
    y: offsetField.optional(),
    timelapse: timelapseField.optional(),
  })
  .transform(({ file, x, y, ...save }, context): SaveColoring => {
    if (x !== undefined && y !== undefined) return { ...save, paint: { kind: "patch", data: file, x, y } };
    if (x === undefined && y === undefined) return { ...save, paint: { kind: "layer", data: file } };
    context.addIssue({ code: "custom", path: [x === undefined ? "x" : "y"], message: "errors.coloring.patchOutside" });
    return z.NEVER;
  });

/** Who saves: the colouring answered names them. */
type Colourist = Pick<PublicUser, "id" | "admin" | "name" | "email">;

const notOurs = () => new AppError(422, "VALIDATION", "errors.upload.notOurs", { photo: "errors.upload.notOurs" });

/**
 * The paint as a save carries it: the whole layer, the rectangle that changed, or (/api) the URL
 * of the viewer's upload of the whole layer, read only when the save is not one applied already.
 */
export type Paint = { kind: "layer"; data: Buffer } | { kind: "patch"; data: Buffer; x: number; y: number } | { kind: "upload"; url: string };

export type SaveColoring = {
  pageId: number;
  paint: Paint;
  progress?: number;
  /** The strokes and fills that made it; absent: the stored time-lapse stays. */
  timelapse?: Timelapse;
  /** The stored version the paint builds on; 0 when the client has never saved this page. */
  version?: number;
  saveId?: string;
};

/**
 * What a save did: the stored colouring, and whether the save spent a public_page credit (for a
 * save sent again, whether it did the first time: its answer is the first one's).
 */
export type Saved = { colored: Colored; charged: boolean };

/** A patch: a PNG of at most the canvas, checked like every upload. */
const PATCH_RULES: UploadRules = { ...PAINT_RULES, minWidth: 1, minHeight: 1 };

/** A newer save of this colouring exists; the client has to build on it (409). */
export const VersionConflict = () => new AppError(409, "VERSION_CONFLICT", "errors.coloring.versionConflict");

/** The stored layer a patch would go on cannot be read: the client sends the whole layer (409). */
const PaintMissing = () => new AppError(409, "PAINT_MISSING", "errors.coloring.paintMissing");

/** Re-labels an image error of the `file` field as one of `field`. */
async function asField<T>(field: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isAppError(error) || !error.fields?.file) throw error;
    throw new AppError(error.status, error.code, error.messageKey, { [field]: error.messageKey }, error.params);
  }
}

/**
 * What a save carries, as one digest: its paint (an /api upload by its key, never used for another
 * file; the screen's file by its bytes, and a patch's corner), its progress and its time-lapse.
 * The same request sent again has the same digest, so it is known as the save already applied
 * even when it names no save id, and after its upload went with the first.
 */
function saveDigest({ paint, progress, timelapse }: SaveColoring) {
  const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("base64url");
  const source = paint.kind === "upload" ? (keyFromUrl(paint.url) ?? paint.url) : sha256(paint.data);
  const corner = paint.kind === "patch" ? [paint.x, paint.y] : null;
  return sha256(JSON.stringify([paint.kind, source, corner, progress ?? null, timelapse ?? null]));
}

/** The viewer's colouring of the page as stored (its time-lapse left out). */
type Stored = ColoredJoin["colored"];
type StoredSave = Pick<Stored, "version" | "saveId" | "saveDigest">;

/**
 * The paint layer a save stores, as a PNG: an upload's own bytes, or encoded from pixels decoded
 * once (a layer sent with the save, a patch laid on the stored layer).
 */
type Layer = { png: Buffer };

/**
 * The paint layer behind `url`; only the viewer's own uploads qualify. Only /storage/upload writes
 * there, after decoding and re-encoding the file it was sent (processImage: content sniffed,
 * metadata gone), so it is not decoded again (records 0153, 0162): its header is checked for what a
 * paint layer must be (a PNG of the canvas's size), and its bytes are stored if they carry nothing
 * but the pixels, whole, as processImage leaves them (isBarePng: nothing after its end). A file that
 * does not (none should) is decoded, which refuses a broken one, and encoded again from its pixels.
 */
async function readPaint(viewerId: number, url: string): Promise<Layer> {
  const key = keyFromUrl(url);
  if (!key || !key.startsWith(`uploads/${viewerId}/`)) throw notOurs();
  const original = await getObject(key);
  if (!original) throw notOurs();
  // The image checks name the `file` field; in this call the file is `photo`.
  return asField("photo", async () => {
    await checkImage(original, PAINT_RULES, key);
    if (isBarePng(original)) return { png: original };
    return { png: await paintPng({ data: (await decodeRgba(original)).data, channels: 4 }) };
  });
}

/** A paint layer sent with the save: checked as an upload is, decoded, and its PNG made from the pixels. */
async function sentPaint(data: Buffer): Promise<Layer> {
  await checkImage(data, PAINT_RULES, "paint.png");
  return { png: await paintPng({ data: (await decodeRgba(data)).data, channels: 4 }) };
}

/**
 * The stored paint layer with a patch written over it: the patch's pixels replace what was
 * there (erasing included), everything else is kept. No colouring yet: a transparent layer.
 */
async function applyPatch(storedPhoto: string | null, patch: Extract<Paint, { kind: "patch" }>): Promise<Layer> {
  await checkImage(patch.data, PATCH_RULES, "patch.png");
  const { data: pixels, width, height } = await decodeRgba(patch.data);
  if (patch.x + width > PICTURE_SIZE || patch.y + height > PICTURE_SIZE) {
    throw new AppError(422, "VALIDATION", "errors.coloring.patchOutside", { file: "errors.coloring.patchOutside" });
  }
  const row = PICTURE_SIZE * 4;
  let layer = Buffer.alloc(PICTURE_SIZE * row);
  if (storedPhoto) {
    // A patch laid on nothing would wipe the rest of the picture: refuse rather than guess.
    const storedKey = keyFromUrl(storedPhoto);
    const stored = storedKey ? await getObject(storedKey) : null;
    if (!stored) throw PaintMissing();
    layer = await sharp(stored).resize(PICTURE_SIZE, PICTURE_SIZE, { fit: "fill" }).ensureAlpha().raw().toBuffer();
  }
  for (let y = 0; y < height; y++) {
    const from = y * width * 4;
    pixels.copy(layer, (patch.y + y) * row + patch.x * 4, from, from + width * 4);
  }
  return { png: await paintPng({ data: layer, channels: 4 }) };
}

/** The paint layer a save stores: the one sent or uploaded, or the stored one with a patch on it. */
async function layerOf(viewerId: number, paint: Paint, storedPhoto: string | null): Promise<Layer> {
  switch (paint.kind) {
    case "upload":
      return readPaint(viewerId, paint.url);
    case "layer":
      return sentPaint(paint.data);
    case "patch":
      return applyPatch(storedPhoto, paint);
  }
}

type StoredFiles = { photo: string; preview: string; thumbnail: string; pictured: false };

/**
 * Stores a save's paint layer, and names the keys of its picture (the composite and its
 * thumbnail), made when first asked for (colored-pictures.server, record 0162): a family saves
 * every few seconds while colouring, and looks at the picture once.
 */
async function storeColoredFiles(userId: number, layer: Layer) {
  const keys = { photo: newKey("coloreds", userId, "png"), preview: newKey("coloreds", userId, "png"), thumbnail: newKey("coloreds", userId, "webp") };
  const photo = await putObject(keys.photo, layer.png, "image/png");
  const urls: StoredFiles = { photo, preview: appFileUrl(keys.preview), thumbnail: appFileUrl(keys.thumbnail), pictured: false };
  return { urls, keys: Object.values(keys) };
}

/**
 * Saves the viewer's colouring of a page: the paint layer (to resume later), the composite
 * and its thumbnail. The first save of a page the viewer does not own spends one
 * public_page credit (docs/product.md §13); every later save only replaces the files.
 *
 * Versions: every save raises the stored version by one. A save that names the version it
 * builds on is refused with 409 VERSION_CONFLICT when the stored one has moved on, so a
 * late or stale write never overwrites a newer one; one that names none overwrites. A patch
 * always names its version, since it only means something on top of the layer it was cut from.
 *
 * Sent again: a save that made the stored version (the same save id, or with or without one,
 * the same upload or paint, progress and time-lapse: saveDigest) and names the version that one
 * named was applied already; its first answer was lost. It answers the stored colouring, spends
 * nothing and changes nothing, also when both arrive at once: checked again under the row's lock,
 * and when this one fails, in case its twin saved it meanwhile.
 */
export async function saveColoring(viewer: Colourist, input: SaveColoring): Promise<Saved> {
  if (viewer.admin) throw Forbidden();
  if (input.paint.kind === "patch" && input.version === undefined) throw Validation({ version: "errors.coloring.version" });
  const db = await getDb();
  const { page, stored } = await readTarget(db, viewer.id, input.pageId);
  const save: SaveAt = { viewer, page, input, mine: and(eq(coloreds.userId, viewer.id), eq(coloreds.pageId, page.id)), digest: saveDigest(input) };
  if (stored && isSentAgain(save, stored)) return firstAnswer(save, stored);
  try {
    return await applySave(db, save, stored);
  } catch (error) {
    // Its twin, sent at the same time, may have saved it meanwhile: spent the credit this one
    // then lacks, removed the upload it then cannot read, or moved on the version it names.
    const now = await readStored(db, save);
    if (now && isSentAgain(save, now)) return firstAnswer(save, now);
    // The account (or the page's row) deleted while the save was on its way: answered as the
    // next request would be, 401 for an account gone, 404 for a page (issue #42).
    if (isForeignKeyViolation(error)) throw (await accountExists(db, viewer.id)) ? NotFound() : Unauthorized();
    throw error;
  }
}

async function accountExists(db: Db, userId: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return !!row;
}

/** The page a save is for, as the answer shows it and the save needs it (owner, line art). */
type SavePage = ColoredJoin["page"] & { userId: number };

/**
 * The page, if the viewer may see it (not blocked; public or theirs), and the viewer's colouring
 * of it: one query, the only read a save needs before its image work. NOT_FOUND otherwise.
 */
async function readTarget(db: Db, viewerId: number, pageId: number): Promise<{ page: SavePage; stored: Stored | null }> {
  const [row] = await db
    .select({
      page: { ...coloredPageColumns, userId: pages.userId },
      stored: coloredColumns,
    })
    .from(pages)
    .leftJoin(coloreds, and(eq(coloreds.pageId, pages.id), eq(coloreds.userId, viewerId)))
    .where(and(eq(pages.id, pageId), eq(pages.blocked, false), or(eq(pages.visibility, "public"), eq(pages.userId, viewerId))))
    .limit(1);
  if (!row) throw NotFound();
  return { page: row.page, stored: row.stored };
}

/** One save on its way: who, which page, what it carries, and its digest. */
type SaveAt = { viewer: Colourist; page: SavePage; input: SaveColoring; mine: SQL | undefined; digest: string };

const isOwner = ({ viewer, page }: SaveAt) => page.userId === viewer.id;

async function readStored(db: Db, { mine }: SaveAt): Promise<Stored | undefined> {
  const [row] = await db.select(coloredColumns).from(coloreds).where(mine).limit(1);
  return row;
}

/** Whether the save that made the stored version is this one: it names the version that one built on, and the same save id or the same content. */
function isSentAgain({ input: { version, saveId }, digest }: SaveAt, stored: StoredSave) {
  return (version === undefined || stored.version === version + 1) && ((!!saveId && stored.saveId === saveId) || stored.saveDigest === digest);
}

/** The colouring as the doors show it, from its stored row. */
const answerOf = ({ viewer, page }: SaveAt, colored: Stored): Colored =>
  toColored({ colored, page, user: { id: viewer.id, name: viewer.name, email: viewer.email } });

/** What the save answered the first time. The first save of a page not the viewer's spent the credit, and said so. */
function firstAnswer(save: SaveAt, stored: Stored): Saved {
  return { colored: answerOf(save, stored), charged: stored.version === 1 && !isOwner(save) };
}

/** Applies a save that is not one sent again (saveColoring). */
async function applySave(db: Db, save: SaveAt, existing: Stored | null): Promise<Saved> {
  const { viewer, digest } = save;
  const { paint, progress, version, saveId, timelapse } = save.input;
  if (version !== undefined && version !== (existing?.version ?? 0)) throw VersionConflict();
  // Only a first colouring of someone else's page spends a credit: a cheap refusal before the
  // image work, which also renews an ended free period (the conditional spend does not).
  if (!existing && !isOwner(save)) await assertColoringCredit(viewer.id, { first: true, owner: false });

  const files = await storeColoredFiles(viewer.id, await layerOf(viewer.id, paint, existing?.photo ?? null));
  const fields = {
    ...files.urls,
    saveId: saveId ?? "",
    saveDigest: digest,
    ...(progress === undefined ? {} : { progress }),
    ...(timelapse === undefined ? {} : { timelapse: JSON.stringify(timelapse) }),
  };

  let outcome: Outcome;
  try {
    // The usual later save: the row still is the version read above, so one conditional update
    // does what the transaction below would; anything else changed meanwhile takes the transaction.
    const replaced = existing ? await replaceIfUnchanged(db, existing, fields, timelapse === undefined) : null;
    outcome = replaced ? { colored: replaced, replaced: existing, charged: false } : await saveInTransaction(db, save, fields, timelapse === undefined);
  } catch (error) {
    await removeFiles(files.keys, "a colouring that was not saved");
    throw error;
  }
  if (outcome.appliedAlready) {
    await removeFiles(files.keys, "a save applied already");
    return firstAnswer(save, outcome.appliedAlready);
  }
  // The replaced files are referenced by nothing now (keys are never reused). Only keys in
  // the viewer's own coloreds folder are touched, whatever an older row may point at.
  const { replaced } = outcome;
  if (replaced) {
    const keys = [replaced.photo, replaced.preview, replaced.thumbnail].map((url) => keyFromUrl(url));
    await removeFiles(
      keys.filter((key) => key?.startsWith(`coloreds/${viewer.id}/`) ?? false),
      "a replaced colouring",
    );
  }
  return { colored: answerOf(save, outcome.colored), charged: outcome.charged };
}

/** The columns a save writes besides its version. */
type SaveFields = StoredFiles & { saveId: string; saveDigest: string; progress?: number; timelapse?: string };

/**
 * What a save's write did: the row it left, the files it replaced, whether it spent the credit;
 * or, `appliedAlready`, the row its twin left, which is this save's answer.
 */
type Outcome = { colored: Stored; replaced: Stored | null; charged: boolean; appliedAlready?: undefined } | { appliedAlready: Stored };

/** Raises the version and writes `fields`. A save without a time-lapse keeps the stored one, marked as stopping short. */
function updateSet(fields: SaveFields, stopsShort: boolean) {
  // A save without a time-lapse changes the picture the stored one led to, which now stops short
  // of it: kept, marked so, and its replay ends on the picture (issue #28).
  const truncated = stopsShort ? { timelapse: sql`(${coloreds.timelapse}::jsonb || '{"truncated":true}'::jsonb)::text` } : {};
  return { ...fields, ...truncated, version: sql`${coloreds.version} + 1`, updatedAt: sql`now()` };
}

/** Replaces `existing` if it is still the stored version; undefined when it is not. */
async function replaceIfUnchanged(db: Db, existing: Stored, fields: SaveFields, stopsShort: boolean): Promise<Stored | undefined> {
  const [row] = await db
    .update(coloreds)
    .set(updateSet(fields, stopsShort))
    .where(and(eq(coloreds.id, existing.id), eq(coloreds.version, existing.version)))
    .returning(coloredColumns);
  return row;
}

/** The first save of a page, or a save whose stored row changed after it was read: decided under the row's lock. */
async function saveInTransaction(db: Db, save: SaveAt, fields: SaveFields, stopsShort: boolean): Promise<Outcome> {
  const { viewer, page, mine } = save;
  const { version } = save.input;
  const owner = isOwner(save);
  return db.transaction(async (tx): Promise<Outcome> => {
    // Insert first: a concurrent first save waits on the unique (user, page) key and then
    // finds the row, so it takes the update path and the credit is spent once.
    const [inserted] = await tx
      .insert(coloreds)
      .values({ userId: viewer.id, pageId: page.id, ...fields })
      .onConflictDoNothing({ target: [coloreds.userId, coloreds.pageId] })
      .returning(coloredColumns);
    if (inserted) {
      if (version !== undefined && version !== 0) throw VersionConflict(); // the row it built on was deleted meanwhile
      if (!owner) await spendPublicPage(tx, viewer.id);
      const [counted] = await tx
        .update(pages)
        .set({ coloredCount: sql`${pages.coloredCount} + 1`, trending: sql`${pages.trending} + 1` })
        .where(and(eq(pages.id, page.id), eq(pages.blocked, false)))
        .returning({ id: pages.id });
      // Deleted (or blocked) since it was read: its row stays, but a colouring of it must not.
      if (!counted) throw NotFound();
      return { colored: inserted, replaced: null, charged: !owner };
    }
    const [previous] = await tx.select(coloredColumns).from(coloreds).where(mine).for("update");
    if (!previous) throw NotFound(); // the page was deleted meanwhile
    // Its twin, sent at the same time, saved it while this one was being made (with no
    // version named, this one would otherwise save it a second time).
    if (isSentAgain(save, previous)) return { appliedAlready: previous };
    if (version !== undefined && previous.version !== version) throw VersionConflict();
    const [updated] = await tx.update(coloreds).set(updateSet(fields, stopsShort)).where(eq(coloreds.id, previous.id)).returning(coloredColumns);
    return { colored: updated, replaced: previous, charged: false };
  });
}

/**
 * PATCH /coloreds/upsert: `photo` is the URL /storage/upload returned for the whole paint
 * layer; `version` (optional) the stored version it builds on; `save_id` (optional) names the
 * save. The same request sent again answers what the first did (saveColoring), with or without
 * a save id, though its upload went with the first.
 */
export async function upsertColored(viewer: Colourist & Pick<PublicUser, "photo">, input: unknown): Promise<Colored> {
  if (viewer.admin) throw Forbidden();
  const { pageId, photo, progress, version, save_id: saveId, timelapse } = parseInput(coloredUpsertSchema, input);
  const { colored } = await saveColoring(viewer, { pageId, paint: { kind: "upload", url: photo }, progress, version, saveId, timelapse });
  // The upload was only the way the layer came in (the colouring keeps its own copy), as the
  // colour screen's save keeps nothing of its request: it goes, unless it is also the photo.
  // Only the viewer's own: a save answered as sent again never read it. The profile photo is the
  // one the caller's session row holds (read with it at the door: no round trip more).
  const key = keyFromUrl(photo);
  if (key?.startsWith(`uploads/${viewer.id}/`) && viewer.photo !== photo) await removeFiles([key], "a paint upload saved as a colouring");
  return colored;
}
