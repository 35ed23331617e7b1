import fs from "node:fs/promises";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { createId } from "@paralleldrive/cuid2";
import { getEnv, type Env } from "~/utils/env.server";

// ---------------------------------------------------------------------------
// Storage backends: local disk by default, S3 when S3_BUCKET is set.
// ---------------------------------------------------------------------------

export type StorageEnv = Pick<
  Env,
  "DATA_DIR" | "S3_BUCKET" | "S3_REGION" | "S3_ENDPOINT" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_PUBLIC_URL"
>;

export type Storage = {
  kind: "local" | "s3";
  putObject(key: string, data: Buffer, contentType: string): Promise<string>;
  getObject(key: string): Promise<Buffer | null>;
  deleteObject(key: string): Promise<void>;
  publicUrl(key: string): string;
  keyFromUrl(url: string): string | null;
};

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
      await fs.mkdir(path.dirname(file(key)), { recursive: true });
      // Keys are random and URLs are cached as immutable, so an existing file is never replaced.
      await fs.writeFile(file(key), data, { flag: "wx" });
      return publicUrl(key);
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
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined; // the SDK's default chain (instance role, AWS_* variables)
  return new S3Client({
    region: env.S3_REGION ?? "us-east-1",
    credentials,
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
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
      return publicUrl(key);
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
    keyFromUrl: (url) => keyUnder([`${base}/`], url),
  };
}

export function createStorage(env: StorageEnv): Storage {
  return env.S3_BUCKET ? s3Storage({ ...env, S3_BUCKET: env.S3_BUCKET }) : localStorage(env.DATA_DIR);
}

// The app's storage: chosen once, from the environment.
let current: Storage | undefined;
const storage = () => (current ??= createStorage(getEnv()));

export const putObject = (key: string, data: Buffer, contentType: string) => storage().putObject(key, data, contentType);
export const getObject = (key: string) => storage().getObject(key);
export const deleteObject = (key: string) => storage().deleteObject(key);
export const keyFromUrl = (url: string) => storage().keyFromUrl(url);

export type StorageFolder = "uploads" | "pages" | "coloreds" | "photos" | "booklets";

/** Server-made keys only: never the user's filename (STYLE: Files). */
export function newKey(folder: StorageFolder, userId: number, ext: string) {
  if (!Number.isInteger(userId) || userId <= 0) throw new Error(`invalid user id: ${userId}`);
  const key = `${folder}/${userId}/${createId()}.${ext.toLowerCase().replace(/^\./, "")}`;
  assertKey(key);
  return key;
}
