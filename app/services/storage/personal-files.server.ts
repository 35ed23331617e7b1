import { createHash } from "node:crypto";
import fs from "node:fs";
import type { Readable } from "node:stream";
import { makePictureAt } from "../colored-pictures.server";
import { getSettingsValues } from "../settings.server";
import { isPublicKey, isWellFormedKey, localPath, ownerOfKey, PERSONAL_CACHE, signedUrl } from "./backends.server";

/** How long a presigned link to a personal file in S3 works: enough to load it, too short to pass around. */
export const SIGNED_URL_SECONDS = 5 * 60;

const CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  pdf: "application/pdf",
  json: "application/json",
  zip: "application/zip",
};

export type PersonalFile =
  | { kind: "missing" }
  | { kind: "redirect"; url: string }
  | { kind: "unchanged"; etag: string; cache: string }
  | { kind: "file"; etag: string; cache: string; type: string; size: number; stream: Readable };

type Viewer = { id: number; admin: boolean } | null;

/**
 * A picture an admin put on the site before site pictures had a folder of their own (they were
 * uploads): the settings that every visitor sees name it, so it is everyone's to read.
 */
async function namedBySite(key: string) {
  const { favicon, website } = await getSettingsValues(["favicon", "website"]);
  return favicon.includes(key) || website.includes(key);
}

/**
 * A personal file as its owner or an admin may have it: read from the local store (asked again
 * on each use, so nothing outlives the right to see it in a cache), or a presigned S3 link that
 * works for SIGNED_URL_SECONDS. Anyone else, and a file that does not exist, is "missing".
 */
export async function personalFile(key: string, viewer: Viewer, ifNoneMatch: string | null): Promise<PersonalFile> {
  if (!isWellFormedKey(key) || isPublicKey(key)) return { kind: "missing" };
  const owner = ownerOfKey(key);
  const mayRead = viewer && (viewer.admin || viewer.id === owner);
  if (!mayRead && !(await namedBySite(key))) return { kind: "missing" };
  const file = localPath(key);
  if (!file) {
    // (the store answers for the file; a colouring's picture still to be made is made first)
    if (mayRead) await makePictureAt(key);
    const url = await signedUrl(key, SIGNED_URL_SECONDS);
    return url ? { kind: "redirect", url } : { kind: "missing" };
  }
  const statOf = () => fs.promises.stat(file).catch(() => null);
  let stat = await statOf();
  // A colouring's picture is made when first asked for (record 0162).
  if (!stat && mayRead) {
    await makePictureAt(key);
    stat = await statOf();
  }
  if (!stat?.isFile()) return { kind: "missing" };
  // Keys are never reused, so the key is the version.
  const etag = `"${createHash("sha256").update(key).digest("base64url").slice(0, 22)}"`;
  const cache = mayRead ? PERSONAL_CACHE : "public, max-age=3600";
  if (ifNoneMatch === etag) return { kind: "unchanged", etag, cache };
  const type = CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
  return { kind: "file", etag, cache, type, size: stat.size, stream: fs.createReadStream(file) };
}
