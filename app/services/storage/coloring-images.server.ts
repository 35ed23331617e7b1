import os from "node:os";
import { LRUCache } from "lru-cache";
import sharp from "sharp";
import { PICTURE_SIZE } from "~/lib/pages";
import { UPLOAD_PNG } from "./images.server";

// ---------------------------------------------------------------------------
// The pictures of a colouring save (record 0153): the composite ("preview": the paint on white,
// the line art multiplied over it) and its thumbnail, made from pixels decoded once; the page's
// line art kept per illustration URL. The paint layer itself is checked in images.server.ts.
// ---------------------------------------------------------------------------

/** Raw 8-bit pixels of the canvas's size (PICTURE_SIZE × PICTURE_SIZE), `channels` a pixel, row after row. */
export type Pixels = { data: Buffer; channels: 1 | 3 | 4 };

const PIXELS = PICTURE_SIZE * PICTURE_SIZE;
const RGBA = { raw: { width: PICTURE_SIZE, height: PICTURE_SIZE, channels: 4 } } as const;
const RGB = { raw: { width: PICTURE_SIZE, height: PICTURE_SIZE, channels: 3 } } as const;

function assertCanvas(pixels: Pixels, channels: readonly number[], what: string) {
  if (!channels.includes(pixels.channels) || pixels.data.byteLength !== PIXELS * pixels.channels) {
    throw new Error(
      `${what}: expected ${PICTURE_SIZE}×${PICTURE_SIZE} pixels of ${channels.join(" or ")} channels, got ${pixels.data.byteLength} bytes of ${pixels.channels}`,
    );
  }
}

// --- the line art ---------------------------------------------------------------------------------

/**
 * A page's line art as a save composes it: flattened on white, fitted into the canvas with white
 * margins, in sRGB; kept as one grey channel when it has no colour (line art nearly always), which
 * is a third of the memory and the same pixels.
 */
export async function lineArtPixels(original: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(original)
    .flatten({ background: "#ffffff" })
    .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: "contain", background: "#ffffff" })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgb: Pixels = { data, channels: 3 };
  assertCanvas({ data, channels: info.channels as 3 }, [3], "lineArtPixels");
  for (let at = 0; at < data.length; at += 3) {
    if (data[at] !== data[at + 1] || data[at] !== data[at + 2]) return rgb;
  }
  const grey = Buffer.allocUnsafe(PIXELS);
  for (let i = 0; i < PIXELS; i++) grey[i] = data[i * 3];
  return { data: grey, channels: 1 };
}

/**
 * Line art kept by the URL of the page's illustration, the least recently used going first once
 * the pixels kept pass `budget` bytes. A stored file's URL never names other bytes (keys are made
 * new for every file and never reused, backends.server), so nothing kept is ever stale and there is
 * nothing to forget; and a page's line art is what every viewer of it sees alike (record 0152). A
 * URL being read is read once however many saves ask for it (lru-cache's fetch); a failed read is
 * not kept. What it answers is shared: read it, never write to it.
 */
export function keptLineArt({ budget, read }: { budget: number; read: (url: string) => Promise<Pixels> }) {
  let reads = 0;
  const kept = new LRUCache<string, Pixels>({
    maxSize: budget,
    sizeCalculation: (pixels) => pixels.data.byteLength,
    fetchMethod: (url) => {
      reads++;
      return read(url);
    },
  });
  return {
    async get(url: string): Promise<Pixels> {
      const pixels = await kept.fetch(url);
      if (!pixels) throw new Error(`no line art read for ${url}`);
      return pixels;
    },
    /** What is kept: the URLs, least recently used first, their bytes, and how many reads were made so far. */
    get state() {
      return { urls: [...kept.rkeys()], bytes: kept.calculatedSize, reads };
    },
  };
}

// --- the composite --------------------------------------------------------------------------------

/*
 * The composite is what sharp's composite of white ← paint (over) ← line art (multiply) made
 * before record 0153, computed here: libvips blends in 32-bit floats per pixel (47 ms of a save's
 * CPU for 1024×1024), while every output byte depends only on the line art's value l, the paint's
 * alpha a and the paint's channel c. blendTable[(a << 16) | (l << 8) | c] holds it, all 2^24 of them
 * (16 MB), made by the first composite a process makes (90 ms, once). makeBlend repeats libvips's
 * arithmetic (composite.cpp, vips_composite_base_blend3: float32, the base white and opaque, the
 * paint over it premultiplied, the line art multiplied, unpremultiplied by the result's alpha of 1,
 * then ×255, clipped and cut to an integer) step by step in float32 (Math.fround), each step
 * computed once for all the values that share it; coloring-images.slow.test.ts checks every
 * (l, a, c) against sharp.
 */
const f = Math.fround;
let blendTable: Uint8Array | null = null;

function makeBlend() {
  const blend = new Uint8Array(1 << 24);
  const over = new Float32Array(256);
  for (let a = 0; a < 256; a++) {
    const alpha = f(a / 255);
    const rest = f(1 - alpha);
    const overAlpha = f(alpha + rest); // 1, or a float32 step below it
    const under = f(1 - overAlpha);
    for (let c = 0; c < 256; c++) over[c] = f(f(f(c / 255) * alpha) + rest); // the paint over white, premultiplied
    for (let l = 0; l < 256; l++) {
      const line = f(l / 255);
      const lineUnder = f(under * line);
      const row = (a << 16) | (l << 8);
      for (let c = 0; c < 256; c++) {
        const value = f(f(lineUnder + f(overAlpha * f(line * over[c]))) * 255);
        blend[row | c] = value >= 255 ? 255 : value <= 0 ? 0 : value | 0;
      }
    }
  }
  return blend;
}

/** Where each byte of an RGBA pixel sits in the 32-bit word that holds it. */
const [R, G, B, A] = os.endianness() === "LE" ? [0, 8, 16, 24] : [24, 16, 8, 0];

/**
 * The composite of a paint layer (RGBA) on a page's line art (grey or RGB): the paint on white,
 * the line art multiplied over it, so lines are never covered however the paint was laid
 * (docs/product.md §14); RGB, as the stored picture is. The same pixels as sharp's composite (see
 * above), in a fifth of its time.
 */
export function composePixels(paint: Pixels, lineArt: Pixels): Buffer {
  assertCanvas(paint, [4], "composePixels: the paint");
  assertCanvas(lineArt, [1, 3], "composePixels: the line art");
  // Read a pixel at a time (a copy only if the bytes do not start on a word).
  const { data } = paint;
  const pixels = data.byteOffset % 4 === 0 ? new Uint32Array(data.buffer, data.byteOffset, PIXELS) : new Uint32Array(new Uint8Array(data).buffer);
  const lines = new Uint8Array(lineArt.data.buffer, lineArt.data.byteOffset, lineArt.data.byteLength);
  const out = new Uint8Array(PIXELS * 3);
  blendTable ??= makeBlend();
  if (lineArt.channels === 1) composeOnGrey(blendTable, pixels, lines, out);
  else composeOnRgb(blendTable, pixels, lines, out);
  return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
}

function composeOnGrey(blend: Uint8Array, pixels: Uint32Array, lines: Uint8Array, out: Uint8Array) {
  for (let i = 0, o = 0; i < PIXELS; i++, o += 3) {
    const pixel = pixels[i];
    const at = (((pixel >>> A) & 0xff) << 16) | (lines[i] << 8);
    out[o] = blend[at | ((pixel >>> R) & 0xff)];
    out[o + 1] = blend[at | ((pixel >>> G) & 0xff)];
    out[o + 2] = blend[at | ((pixel >>> B) & 0xff)];
  }
}

function composeOnRgb(blend: Uint8Array, pixels: Uint32Array, lines: Uint8Array, out: Uint8Array) {
  for (let i = 0, o = 0; i < PIXELS; i++, o += 3) {
    const pixel = pixels[i];
    const row = ((pixel >>> A) & 0xff) << 16;
    out[o] = blend[row | (lines[o] << 8) | ((pixel >>> R) & 0xff)];
    out[o + 1] = blend[row | (lines[o + 1] << 8) | ((pixel >>> G) & 0xff)];
    out[o + 2] = blend[row | (lines[o + 2] << 8) | ((pixel >>> B) & 0xff)];
  }
}

// --- the files ------------------------------------------------------------------------------------

/**
 * The paint layer's PNG when the server has only its pixels (the screen's save, a patch laid on
 * the stored layer): as processImage encodes an upload, so both doors store the same file.
 */
export function paintPng(paint: Pixels): Promise<Buffer> {
  assertCanvas(paint, [4], "paintPng");
  return sharp(paint.data, RGBA).png(UPLOAD_PNG).toBuffer();
}

/**
 * The composite's PNG (RGB, as before). zlib level 3 instead of sharp's 6: measured on the evening
 * bench's layers over three pages' line art, 10 ms instead of 20 for 6 % more bytes (record 0153);
 * the pixels are the same.
 */
export const PREVIEW_PNG = { compressionLevel: 3 } as const;

export function previewPng(composite: Buffer): Promise<Buffer> {
  return sharp(composite, RGB).png(PREVIEW_PNG).toBuffer();
}

/**
 * The thumbnail of a composite, from its RGB pixels (not from its PNG decoded again; nor from RGBA,
 * which sharp premultiplies to resize, at three times the cost): at most
 * 512×512, WebP at quality 80 as every thumbnail. Effort 2 instead of 4: measured, 16 ms
 * instead of 30, 2.5 % more bytes and the same fidelity to the picture (PSNR 31.06 against
 * 31.10 dB; record 0153).
 */
export const THUMBNAIL_WEBP = { quality: 80, effort: 2 } as const;

export function thumbnailOf(composite: Buffer): Promise<Buffer> {
  return sharp(composite, RGB).resize(512, 512, { fit: "inside", withoutEnlargement: true }).webp(THUMBNAIL_WEBP).toBuffer();
}
