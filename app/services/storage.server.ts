import fs from "node:fs/promises";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { createId } from "@paralleldrive/cuid2";
import sharp, { type Sharp, type SharpOptions } from "sharp";
import { BadUpload, TooLarge } from "~/services/errors";
import { getEnv, type Env } from "~/utils/env.server";

// ---------------------------------------------------------------------------
// Server limits: a client's `extensions`, `max` and `dimensions` can only tighten these.
// ---------------------------------------------------------------------------

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_PIXELS = 40_000_000;
export const MAX_SIDE = 8192;

export type ImageFormat = "png" | "jpeg" | "webp";

/** Filename extensions we accept, and the format each one names. */
const EXTENSION_FORMATS: Record<string, ImageFormat> = { png: "png", jpg: "jpeg", jpeg: "jpeg", webp: "webp" };
const FORMAT_LABELS: Record<ImageFormat, string> = { png: "PNG", jpeg: "JPG", webp: "WebP" };
const FORMAT_EXTENSIONS: Record<ImageFormat, string> = { png: "png", jpeg: "jpg", webp: "webp" };
const CONTENT_TYPES: Record<ImageFormat, string> = { png: "image/png", jpeg: "image/jpeg", webp: "image/webp" };

export type UploadRules = {
  extensions: string[];
  maxBytes: number;
  minWidth?: number;
  maxWidth?: number;
  minHeight?: number;
  maxHeight?: number;
};

type RulesInput = { extensions?: string | null; max?: string | null; dimensions?: string | null };

export function parseUploadRules(input: RulesInput): UploadRules {
  return {
    extensions: parseExtensions(input.extensions),
    maxBytes: parseMaxBytes(input.max),
    ...parseDimensions(input.dimensions),
  };
}

/** The format a filename extension names, if it is one we accept (own keys only: "constructor" is not one). */
const formatOfExtension = (ext: string): ImageFormat | undefined => {
  const clean = ext.toLowerCase().replace(/^\./, "");
  return Object.hasOwn(EXTENSION_FORMATS, clean) ? EXTENSION_FORMATS[clean] : undefined;
};

/** Known extensions from the client's list; a list naming none of ours allows nothing. */
function parseExtensions(list: string | null | undefined) {
  const asked = (list ?? "")
    .split(",")
    .map((token) => token.trim().toLowerCase().replace(/^\./, ""))
    .filter(Boolean);
  if (asked.length === 0) return Object.keys(EXTENSION_FORMATS);
  return [...new Set(asked.filter((ext) => formatOfExtension(ext)))];
}

/** `max` is in KiB; anything unreadable or not positive leaves the server's limit. */
function parseMaxBytes(max: string | null | undefined) {
  const kib = Number(max?.trim() || Number.NaN);
  if (!Number.isFinite(kib) || kib <= 0) return MAX_UPLOAD_BYTES;
  return Math.min(MAX_UPLOAD_BYTES, Math.floor(kib * 1024));
}

const DIMENSION_KEYS = {
  min_width: "minWidth",
  max_width: "maxWidth",
  min_height: "minHeight",
  max_height: "maxHeight",
} as const;

/** `min_width=512,max_width=4096,...`; unknown keys and bad numbers are ignored, maxima capped. */
function parseDimensions(spec: string | null | undefined) {
  const rules: Pick<UploadRules, "minWidth" | "maxWidth" | "minHeight" | "maxHeight"> = {
    maxWidth: MAX_SIDE,
    maxHeight: MAX_SIDE,
  };
  for (const pair of (spec ?? "").split(",")) {
    const [name = "", raw = ""] = pair.split("=").map((s) => s.trim().toLowerCase());
    if (!Object.hasOwn(DIMENSION_KEYS, name) || !/^\d+$/.test(raw) || Number(raw) <= 0) continue;
    const key = DIMENSION_KEYS[name as keyof typeof DIMENSION_KEYS];
    rules[key] = key.startsWith("max") ? Math.min(Number(raw), MAX_SIDE) : Number(raw);
  }
  return rules;
}

// ---------------------------------------------------------------------------
// Image processing: the content decides, never the name or the declared type.
// ---------------------------------------------------------------------------

export type ProcessedImage = { data: Buffer; format: ImageFormat; width: number; height: number };

/** "2 MB", "500 KB": what the user reads in the too-large message. */
export function formatBytes(bytes: number) {
  const number = (n: number) => new Intl.NumberFormat("es", { maximumFractionDigits: 1 }).format(n);
  if (bytes >= 1024 * 1024) return `${number(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${number(bytes / 1024)} KB`;
  return `${bytes} B`;
}

const allowedFormats = (rules: UploadRules) =>
  new Set(rules.extensions.map(formatOfExtension).filter((format) => format !== undefined));

function extensionError(allowed: Set<ImageFormat>) {
  const labels = [...allowed].map((format) => FORMAT_LABELS[format]).join(", ");
  return BadUpload("errors.upload.extension", { extensions: labels || "—" });
}

type Sniffed = ImageFormat | "svg" | "other-image" | null;

/** Markup at the start (after a BOM and blanks) that is XML or mentions <svg> is an SVG. */
function looksLikeSvg(data: Buffer) {
  const head = data.subarray(0, 64 * 1024).toString("latin1").replace(/^(\xEF\xBB\xBF|\xFE\xFF|\xFF\xFE)/, "");
  if (!/^\s*</.test(head)) return false;
  return /<\?xml|<svg|<!doctype\s+svg/i.test(head.replaceAll("\0", ""));
}

/**
 * Magic numbers decide which decoder may look at the bytes at all: only the three
 * formats we accept reach sharp, so SVG (librsvg), TIFF, HEIF and friends never do.
 */
function sniff(data: Buffer): Sniffed {
  const ascii = (start: number, end: number) => data.subarray(start, end).toString("latin1");
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "jpeg";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (looksLikeSvg(data) || (data[0] === 0x1f && data[1] === 0x8b)) return "svg"; // gzip: an .svgz at best
  const other = ["GIF8", "II*\0", "MM\0*", "BM", "\0\0\x01\0", "\xFF\x0A"].some((magic) => ascii(0, magic.length) === magic);
  if (other || ascii(4, 8) === "ftyp") return "other-image"; // GIF, TIFF, BMP, ICO, JPEG XL, HEIF/AVIF
  return null;
}

/** The format by content, refusing what is not one of the rules' formats. */
function checkFormat(data: Buffer, rules: UploadRules, filename?: string): ImageFormat {
  const allowed = allowedFormats(rules);
  if (allowed.size === 0) throw extensionError(allowed);
  const sniffed = sniff(data);
  if (sniffed === "svg") throw BadUpload("errors.upload.svg");
  const ext = filename && /\.([^./\\]+)$/.exec(filename)?.[1]?.toLowerCase();
  const named = ext ? formatOfExtension(ext) : undefined;
  if (ext && (!named || !allowed.has(named))) throw extensionError(allowed);
  if (sniffed === null) throw BadUpload("errors.upload.type");
  if (sniffed === "other-image" || !allowed.has(sniffed)) throw extensionError(allowed);
  return sniffed;
}

/**
 * Reads only the header. No pixel limit here so that a bomb's size can be read and
 * refused with its own message; the decoding pipeline below has the limit.
 */
async function readHeader(data: Buffer, format: ImageFormat) {
  const meta = await sharp(data, { limitInputPixels: false, failOn: "error" })
    .metadata()
    .catch(() => {
      throw BadUpload("errors.upload.corrupt");
    });
  if (meta.format !== format) throw BadUpload("errors.upload.type");
  return meta;
}

function dimensionProblem(width: number, height: number, rules: UploadRules) {
  const size = `mide ${width}×${height} px`;
  const maxWidth = Math.min(rules.maxWidth ?? MAX_SIDE, MAX_SIDE);
  const maxHeight = Math.min(rules.maxHeight ?? MAX_SIDE, MAX_SIDE);
  if (rules.minWidth && width < rules.minWidth) return `${size} y el ancho mínimo es ${rules.minWidth} px`;
  if (width > maxWidth) return `${size} y el ancho máximo es ${maxWidth} px`;
  if (rules.minHeight && height < rules.minHeight) return `${size} y el alto mínimo es ${rules.minHeight} px`;
  if (height > maxHeight) return `${size} y el alto máximo es ${maxHeight} px`;
  return null;
}

/**
 * "error" rather than sharp's default "warning": truncated or undecodable data is
 * refused, but harmless decoder warnings common in real photos do not reject them.
 */
const DECODE_OPTIONS: SharpOptions = { failOn: "error", limitInputPixels: MAX_PIXELS, autoOrient: true };

/** Same family out as in; sharp writes no metadata unless asked, so EXIF/XMP/ICC go. */
function encode(image: Sharp, format: ImageFormat) {
  if (format === "jpeg") return image.jpeg({ quality: 82, mozjpeg: true });
  if (format === "webp") return image.webp({ quality: 85 });
  return image.png();
}

export async function processImage(data: Buffer, rules: UploadRules, filename?: string): Promise<ProcessedImage> {
  const maxBytes = Math.min(rules.maxBytes, MAX_UPLOAD_BYTES);
  if (data.byteLength > maxBytes) throw TooLarge("errors.upload.tooLarge", { max: formatBytes(maxBytes) });
  const format = checkFormat(data, rules, filename);
  const meta = await readHeader(data, format);
  if (meta.width * meta.height > MAX_PIXELS) throw BadUpload("errors.upload.tooManyPixels");
  const problem = dimensionProblem(meta.autoOrient.width, meta.autoOrient.height, rules);
  if (problem) throw BadUpload("errors.upload.dimensions", { detail: problem });
  try {
    const { data: output, info } = await encode(sharp(data, DECODE_OPTIONS), format).toBuffer({ resolveWithObject: true });
    return { data: output, format, width: info.width, height: info.height };
  } catch {
    throw BadUpload("errors.upload.corrupt");
  }
}

/** Gallery thumbnails: at most 512×512, never enlarged, transparent areas white. */
export async function makeThumbnail(data: Buffer): Promise<Buffer> {
  return sharp(data, DECODE_OPTIONS)
    .flatten({ background: "#ffffff" })
    .resize(512, 512, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

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

export async function storeUpload(userId: number, file: { name: string; data: Buffer }, rules: UploadRules) {
  const image = await processImage(file.data, rules, file.name);
  const key = newKey("uploads", userId, FORMAT_EXTENSIONS[image.format]);
  const url = await putObject(key, image.data, CONTENT_TYPES[image.format]);
  return { url, key, width: image.width, height: image.height };
}
