import { getDb } from "~/db/client.server";
import { recordEffect, type KeyEffect } from "../idempotency.server";
import { newKey, putObject } from "./backends.server";
import { processImage } from "./images.server";
import { admitUpload } from "./usage.server";
import type { ImageFormat, UploadRules } from "./rules.server";

/** The extension and content type a stored file of each format is given. */
const FORMAT_EXTENSIONS: Record<ImageFormat, string> = { png: "png", jpeg: "jpg", webp: "webp" };
const CONTENT_TYPES: Record<ImageFormat, string> = { png: "image/png", jpeg: "image/jpeg", webp: "image/webp" };

/**
 * A user's upload: checked and re-encoded by its content, then stored under a server-made key,
 * among their own uploads (personal) or, for an admin's pictures of the site, in `site` (public).
 */
export async function storeUpload(userId: number, file: { name: string; data: Buffer }, rules: UploadRules, folder: "uploads" | "site" = "uploads") {
  // Before any work on the picture: a user's uploads per hour, and room in their plan's storage.
  await admitUpload(userId, file.data.byteLength);
  const image = await processImage(file.data, rules, file.name);
  const key = newKey(folder, userId, FORMAT_EXTENSIONS[image.format]);
  const url = await putObject(key, image.data, CONTENT_TYPES[image.format]);
  return { url, key, width: image.width, height: image.height };
}

/**
 * POST /storage/upload sent with an Idempotency-Key: the stored file is that key's (record 0143),
 * so a retry whose answer was lost answers it instead of storing it again.
 */
export async function recordUpload(url: string) {
  await recordEffect(await getDb(), { kind: "upload", url });
}

/** The upload an earlier call with the same Idempotency-Key stored, its answer lost (record 0143). */
export function storedUpload(effect: KeyEffect): { url: string } {
  if (effect.kind !== "upload") throw new Error(`an idempotency key recorded a ${effect.kind}, not an upload`);
  return { url: effect.url };
}
