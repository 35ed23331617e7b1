import sharp, { type Sharp, type SharpOptions } from "sharp";
import { BadUpload, TooLarge } from "~/lib/errors";
import { formatBytes, formatOfExtension, MAX_PIXELS, MAX_SIDE, MAX_UPLOAD_BYTES, type ImageFormat, type UploadRules } from "./rules.server";

// ---------------------------------------------------------------------------
// Image processing: the content decides, never the name or the declared type.
// ---------------------------------------------------------------------------

export type ProcessedImage = { data: Buffer; format: ImageFormat; width: number; height: number };

const FORMAT_LABELS: Record<ImageFormat, string> = { png: "PNG", jpeg: "JPG", webp: "WebP" };

const allowedFormats = (rules: UploadRules) => new Set(rules.extensions.map(formatOfExtension).filter((format) => format !== undefined));

function extensionError(allowed: Set<ImageFormat>) {
  const labels = [...allowed].map((format) => FORMAT_LABELS[format]).join(", ");
  return BadUpload("errors.upload.extension", { extensions: labels || "—" });
}

type Sniffed = ImageFormat | "svg" | "other-image" | null;

/** Markup at the start (after a BOM and blanks) that is XML or mentions <svg> is an SVG. */
function looksLikeSvg(data: Buffer) {
  const head = data
    .subarray(0, 64 * 1024)
    .toString("latin1")
    .replace(/^(\xEF\xBB\xBF|\xFE\xFF|\xFF\xFE)/, "");
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

/**
 * A PNG upload's zlib level. Most PNGs sent are paint layers, one with every save of a colouring:
 * on the evening bench's layers, level 3 decodes and encodes in 7.8 ms for 162 kB, sharp's default
 * 6 in 14.6 ms for 150 kB (record 0162). The same pixels either way.
 */
export const UPLOAD_PNG = { compressionLevel: 3 } as const;

/** Same family out as in; sharp writes no metadata unless asked, so EXIF/XMP/ICC go. */
function encode(image: Sharp, format: ImageFormat) {
  if (format === "jpeg") return image.jpeg({ quality: 82, mozjpeg: true });
  if (format === "webp") return image.webp({ quality: 85 });
  return image.png(UPLOAD_PNG);
}

/**
 * Everything an upload is checked for before its pixels are decoded: its size in bytes, its
 * format by content (never by name), its header, its pixel count and the rules' dimensions.
 * Enough on its own only for a file this server encoded itself (a stored upload: record 0153);
 * anything else goes through processImage, which decodes and re-encodes it.
 */
export async function checkImage(data: Buffer, rules: UploadRules, filename?: string): Promise<{ format: ImageFormat; width: number; height: number }> {
  const maxBytes = Math.min(rules.maxBytes, MAX_UPLOAD_BYTES);
  if (data.byteLength > maxBytes) throw TooLarge("errors.upload.tooLarge", { max: formatBytes(maxBytes) });
  const format = checkFormat(data, rules, filename);
  const meta = await readHeader(data, format);
  if (meta.width * meta.height > MAX_PIXELS) throw BadUpload("errors.upload.tooManyPixels");
  const { width, height } = meta.autoOrient;
  const problem = dimensionProblem(width, height, rules);
  if (problem) throw BadUpload("errors.upload.dimensions", { detail: problem });
  return { format, width, height };
}

/** An upload checked (checkImage), decoded and re-encoded in its own format: nothing of the sender's bytes but the pixels is kept. */
export async function processImage(data: Buffer, rules: UploadRules, filename?: string): Promise<ProcessedImage> {
  const { format } = await checkImage(data, rules, filename);
  try {
    const { data: output, info } = await encode(sharp(data, DECODE_OPTIONS), format).toBuffer({ resolveWithObject: true });
    return { data: output, format, width: info.width, height: info.height };
  } catch {
    throw BadUpload("errors.upload.corrupt");
  }
}

/** The chunks of a PNG as this server's encoder writes one: pixels, palette, transparency and resolution. */
const BARE_PNG_CHUNKS: ReadonlySet<string> = new Set(["IHDR", "PLTE", "tRNS", "IDAT", "IEND", "pHYs"]);

/**
 * Whether a PNG carries nothing but its pixels, as processImage leaves one: no chunk but
 * BARE_PNG_CHUNKS (no text, EXIF, ICC profile or time) and nothing after its end. Its pixels are
 * still to be decoded to know they are whole (decodeRgba).
 */
export function isBarePng(data: Buffer): boolean {
  if (sniff(data) !== "png") return false;
  let at = 8;
  while (at + 12 <= data.length) {
    const type = data.toString("latin1", at + 4, at + 8);
    if (!BARE_PNG_CHUNKS.has(type)) return false;
    at += 12 + data.readUInt32BE(at);
    if (type === "IEND") return at === data.length;
  }
  return false;
}

/**
 * The pixels of an image checkImage passed, as 8-bit sRGB with alpha (4 channels, `channels`
 * says so): what a colouring is composed from. Decoded as processImage decodes (the same limits,
 * errors and orientation); undecodable data is refused as corrupt.
 */
export async function decodeRgba(data: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const { data: pixels, info } = await sharp(data, DECODE_OPTIONS)
      .toColourspace("srgb")
      .ensureAlpha()
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 4) throw new Error(`decodeRgba: ${info.channels} channels`);
    return { data: pixels, width: info.width, height: info.height };
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
