import fs from "node:fs/promises";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { createId } from "@paralleldrive/cuid2";
import { isStorageUnavailable, StorageUnavailable, Unauthorized } from "~/lib/errors";
import { getEnv, type Env } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { defineTask } from "../tasks.server";
import { holdRemoval } from "./backup-gate.server";
import { countFile, uncountFile } from "./usage.server";
import { isForeignKeyViolation } from "~/db/sql-state.server";

// ---------------------------------------------------------------------------
// Storage backends: local disk by default, S3 when S3_BUCKET is set.
// ---------------------------------------------------------------------------

export type StorageEnv = Pick<Env, "DATA_DIR" | "S3_BUCKET" | "S3_REGION" | "S3_ENDPOINT" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_PUBLIC_URL">;

export type Storage = {
  kind: "local" | "s3";
  /** Stores the object and answers its URL: `publicUrl` for a public folder, the app's authorised `/files/` route for a personal one. */
  putObject(key: string, data: Buffer, contentType: string): Promise<string>;
  getObject(key: string): Promise<Buffer | null>;
  deleteObject(key: string): Promise<void>;
  publicUrl(key: string): string;
  keyFromUrl(url: string): string | null;
  /** A short-lived URL that reads a personal object straight from the store (S3, presigned); null where the app serves it itself. */
  signedUrl(key: string, seconds: number): Promise<string | null>;
  /** Where the local store keeps an object on disk (null with S3). */
  localPath(key: string): string | null;
  /** Every object the store holds, with its size (to count what was stored before sizes were kept). */
  listObjects(): AsyncIterable<{ key: string; bytes: number }>;
};

/**
 * Folders whose files anyone may read, from any cache: the line art of public pages (with its
 * thumbnail and region map) and the pictures an admin puts on the site. Every other folder is
 * personal: uploads, colourings, booklets, private pages' files, photos, exports; only its owner
 * (the user id after the folder) and admins read it, through the app.
 */
export const PUBLIC_FOLDERS: ReadonlySet<string> = new Set(["pages", "site"]);

/** Whether anyone may read the file at `key` (a public folder's), rather than only its owner and admins. */
export const isPublicKey = (key: string) => PUBLIC_FOLDERS.has(key.split("/")[0]);

/** The user a key belongs to (`{folder}/{userId}/…`, as newKey makes them). */
export function ownerOfKey(key: string): number | null {
  const owner = Number(key.split("/")[1]);
  return Number.isSafeInteger(owner) && owner > 0 ? owner : null;
}

/** Where the app serves a personal file, whichever store holds it: its authorised route. */
export const appFileUrl = (key: string) => `/files/${key}`;

/** How a personal file may be kept: by the person's own browser only, asked again each time. */
export const PERSONAL_CACHE = "private, no-cache";
/**
 * How long any cache may keep a public page's file without asking again: an hour, then asked
 * (a 304 while it is there). A family that shares a page by mistake and takes it back (private,
 * deleted, or an admin's block: its files leave `pages/`, and the old address answers 404 at once)
 * has it gone from shared caches within the hour, not the year an immutable file would stay
 * (issue #42, record 0161).
 */
export const PAGE_FILES_CACHE = "public, max-age=3600, must-revalidate";
/** An admin's pictures for the site (favicon, the landing's): a new picture is a new key, nobody's to take back. */
export const SITE_CACHE = "public, max-age=31536000, immutable";
/** How a public folder's file may be cached, by its folder. */
export const publicCacheOf = (key: string) => (key.startsWith("site/") ? SITE_CACHE : PAGE_FILES_CACHE);

/** Path segments of letters, digits, `-` and `_`, and one extension: no `..`, no leading `/`. */
const KEY_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]{1,5}$/;

function assertKey(key: string) {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
}

/** The key behind a URL that starts with one of our bases, if it is a well-formed key. */
function keyUnder(bases: string[], url: string) {
  const base = bases.find((b) => url.startsWith(b));
  const key = base === undefined ? null : url.slice(base.length);
  return key && KEY_PATTERN.test(key) ? key : null;
}

const isMissing = (error: unknown) =>
  (error instanceof Error && "code" in error && error.code === "ENOENT") ||
  (error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404));

/** Errors of a disk that cannot take a file now (full, read-only, failing), as against a bad key or a missing file. */
const DISK_FAULTS = new Set(["ENOSPC", "EDQUOT", "EROFS", "EIO", "EACCES", "EPERM", "EMFILE", "ENFILE"]);

/**
 * Whether `error` says the store cannot be reached or cannot work now, rather than that this one
 * file is wrong: S3 out of reach (refused, cut, timed out: no HTTP answer at all) or answering
 * 5xx, or the local disk full or failing.
 */
function isStoreFault(error: unknown): boolean {
  if (error instanceof S3ServiceException) return (error.$metadata.httpStatusCode ?? 500) >= 500;
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  if (code && DISK_FAULTS.has(code)) return true;
  // The S3 client's own failures on the way: no HTTP answer came back.
  return (
    "$metadata" in error ||
    error.name === "TimeoutError" ||
    ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"].includes(code ?? "")
  );
}

let toldAt = 0;

/**
 * Runs a call to the store; a store fault becomes StorageUnavailable (503, Retry-After: record
 * 0147's drill), said in the log at most every ten seconds. Anything else is thrown as it is.
 */
async function faultsAsUnavailable<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isStoreFault(error)) throw error;
    if (Date.now() - toldAt >= 10_000) {
      toldAt = Date.now();
      logger.error("file store unavailable: answering 503 meanwhile", error);
    }
    throw StorageUnavailable();
  }
}

/** The store's calls, each answering StorageUnavailable when the store cannot work now. */
function guarded(store: Storage): Storage {
  return {
    ...store,
    putObject: (key, data, contentType) => faultsAsUnavailable(() => store.putObject(key, data, contentType)),
    getObject: (key) => faultsAsUnavailable(() => store.getObject(key)),
    deleteObject: (key) => faultsAsUnavailable(() => store.deleteObject(key)),
    signedUrl: (key, seconds) => faultsAsUnavailable(() => store.signedUrl(key, seconds)),
  };
}

function localStorage(dataDir: string): Storage {
  const root = path.join(dataDir, "uploads");
  const file = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split("/"));
  };
  const publicUrl = (key: string) => `/files/${key}`;
  return {
    kind: "local",
    async putObject(key, data) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written aside and linked into place whole: a full disk leaves no half file under the key.
      // Keys are random and URLs are cached as immutable, so an existing file is never replaced (link fails).
      const aside = `${target}.${createId()}.part`;
      try {
        await fs.writeFile(aside, data, { flag: "wx" });
        await fs.link(aside, target).catch(async (error: NodeJS.ErrnoException) => {
          // A file system without hard links (FAT, some network mounts): moved into place whole instead.
          if (!["EPERM", "ENOTSUP", "EOPNOTSUPP"].includes(error.code ?? "")) throw error;
          await fs.rename(aside, target);
        });
      } finally {
        await fs.rm(aside, { force: true });
      }
      return isPublicKey(key) ? publicUrl(key) : appFileUrl(key);
    },
    async getObject(key) {
      return fs.readFile(file(key)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
    },
    async deleteObject(key) {
      await fs.rm(file(key), { force: true });
    },
    publicUrl,
    keyFromUrl: (url) => keyUnder(["/files/"], url),
    signedUrl: async () => null,
    localPath: file,
    async *listObjects() {
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
        if (!KEY_PATTERN.test(key)) continue;
        const stat = await fs.stat(path.join(root, key)).catch(() => null);
        if (stat) yield { key, bytes: stat.size };
      }
    },
  };
}

/** Where objects are publicly read: a CDN/custom base, the endpoint's path-style URL, or AWS's. */
function s3PublicBase(env: StorageEnv & { S3_BUCKET: string }) {
  const trim = (url: string) => url.replace(/\/+$/, "");
  if (env.S3_PUBLIC_URL) return trim(env.S3_PUBLIC_URL);
  if (env.S3_ENDPOINT) return `${trim(env.S3_ENDPOINT)}/${env.S3_BUCKET}`;
  return `https://${env.S3_BUCKET}.s3.${env.S3_REGION ?? "us-east-1"}.amazonaws.com`;
}

function s3Client(env: StorageEnv) {
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined; // the SDK's default chain (instance role, AWS_* variables)
  return new S3Client({
    region: env.S3_REGION ?? "us-east-1",
    credentials,
    // A store that is down or hangs is given up on within seconds (StorageUnavailable), not waited
    // for: 3 s to connect, 5 s of silence on a connection (S3 answers a whole upload at once), one retry.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, socketTimeout: 5_000 },
    ...(env.S3_ENDPOINT && {
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: true,
      // S3-compatible stores often reject the SDK's newer default checksum headers.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    }),
  });
}

function s3Storage(env: StorageEnv & { S3_BUCKET: string }): Storage {
  const client = s3Client(env);
  const Bucket = env.S3_BUCKET;
  const base = s3PublicBase(env);
  const publicUrl = (key: string) => `${base}/${key}`;
  return {
    kind: "s3",
    async putObject(key, data, contentType) {
      assertKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          CacheControl: isPublicKey(key) ? publicCacheOf(key) : PERSONAL_CACHE,
        }),
      );
      return isPublicKey(key) ? publicUrl(key) : appFileUrl(key);
    },
    async getObject(key) {
      assertKey(key);
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return result.Body ? Buffer.from(await result.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async deleteObject(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    publicUrl,
    // A public file's URL is the store's (or its CDN's); a personal one's, the app's route.
    keyFromUrl: (url) => {
      const personal = keyUnder(["/files/"], url);
      return personal && !isPublicKey(personal) ? personal : keyUnder([`${base}/`], url);
    },
    async signedUrl(key, seconds) {
      assertKey(key);
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key, ResponseCacheControl: PERSONAL_CACHE }), { expiresIn: seconds });
    },
    localPath: () => null,
    async *listObjects() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key && KEY_PATTERN.test(object.Key)) yield { key: object.Key, bytes: object.Size ?? 0 };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

export function createStorage(env: StorageEnv): Storage {
  return guarded(env.S3_BUCKET ? s3Storage({ ...env, S3_BUCKET: env.S3_BUCKET }) : localStorage(env.DATA_DIR));
}

// The app's storage: chosen once, from the environment.
let current: Storage | undefined;
const storage = () => (current ??= createStorage(getEnv()));

/**
 * Stores an object and counts it as its owner's (stored_files: their storage). An owner whose
 * account was deleted while the file was on its way (the count names an account no longer there)
 * keeps nothing: the file goes again, and the caller is told the account is gone (401), as its
 * next request would be (issue #42).
 */
export async function putObject(key: string, data: Buffer, contentType: string) {
  const url = await storage().putObject(key, data, contentType);
  try {
    await countFile(key, data.byteLength);
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    await storage()
      .deleteObject(key)
      .catch(() => undefined);
    throw Unauthorized();
  }
  return url;
}
export const getObject = (key: string) => storage().getObject(key);
/**
 * Deletes an object, and its count; or, while a backup copies the store, holds the removal until
 * it ends and answers false (backup-gate.server, record 0145). With the store out of reach the
 * removal is handed to the job queue, which tries it again until the store is back (record 0147).
 */
export async function deleteObject(key: string): Promise<boolean> {
  if (!(await uncountFile(key))) {
    holdRemoval(key, deleteObject);
    return false;
  }
  try {
    await storage().deleteObject(key);
  } catch (error) {
    if (!isStorageUnavailable(error)) throw error;
    await removeLater({ key });
  }
  return true;
}

/** A removal the store could not take when asked: tried again by the job queue (a task's retries, growing pauses). */
export const removeLater = defineTask<{ key: string }>("file-removal", async ({ key }) => {
  await storage().deleteObject(key);
});
export const listObjects = () => storage().listObjects();
export const keyFromUrl = (url: string) => storage().keyFromUrl(url);
export const signedUrl = (key: string, seconds: number) => storage().signedUrl(key, seconds);
export const localPath = (key: string) => storage().localPath(key);
export const isWellFormedKey = (key: string) => KEY_PATTERN.test(key);

/**
 * Whether the store takes a file now: a small one written and removed again (readiness, record
 * 0140), in a folder of its own that no user's key can name and that is never counted.
 */
export async function probeStorage() {
  const key = `readyz/${createId()}.txt`;
  await storage().putObject(key, Buffer.from("ok"), "text/plain");
  await storage().deleteObject(key);
}

/**
 * Where files go: `pages` holds public pages' files and `private-pages` private ones' (a page
 * changing hands moves its files, page-changes.server's setVisibility); `site` an admin's pictures for
 * the site (favicon, the landing's); the rest are personal (PUBLIC_FOLDERS).
 */
export type StorageFolder = "uploads" | "pages" | "private-pages" | "coloreds" | "photos" | "booklets" | "exports" | "site";

/** The folder of a page's files, by who may see the page: anyone only while it is public and not blocked. */
export const pageFolder = (visibility: "public" | "private", blocked = false): StorageFolder =>
  visibility === "public" && !blocked ? "pages" : "private-pages";

/** A key among `userId`'s own uploads (what /storage/upload stored for them). */
export const isOwnUpload = (key: string | null, userId: number) => key?.startsWith(`uploads/${userId}/`) ?? false;

/** Server-made keys only: never the user's filename (STYLE: Files). */
export function newKey(folder: StorageFolder, userId: number, ext: string) {
  if (!Number.isInteger(userId) || userId <= 0) throw new Error(`invalid user id: ${userId}`);
  const key = `${folder}/${userId}/${createId()}.${ext.toLowerCase().replace(/^\./, "")}`;
  assertKey(key);
  return key;
}
