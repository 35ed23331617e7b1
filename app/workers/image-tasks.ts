import { Potrace } from "potrace";
import sharp, { type OutputInfo } from "sharp";
import type { Fillability } from "~/lib/pages";
import { clampDetail } from "~/lib/photo-lines/options";
import { photoToLineArt } from "~/lib/photo-lines/pipeline";
import { analyzeLineArt, encodeLabelsRgba } from "~/lib/regions";
import { PICTURE_SIZE } from "~/lib/pages";

/**
 * The image work that costs CPU time in JavaScript: line art from a photo and the region map
 * of a page. Pure (bytes in, bytes out, nothing stored), so it runs in the worker threads of
 * image-pool.server.ts and never on the event loop that answers requests.
 */

/** The photo fills this square of the page; the rest is a white margin. */
export const PHOTO_AREA = 960;
/** The photo is analysed at this size (longest side) and drawn at PHOTO_AREA. */
export const ANALYSIS_SIZE = 640;

export type RegionMapResult = { png: Uint8Array; regionCount: number; fillability: Fillability };

/**
 * The region map of 1024×1024 line art (any image sharp reads; transparency is paper):
 * a PNG the size of the picture whose RGB is each pixel's region id (app/lib/regions.ts),
 * plus the region count and the fillability check.
 */
export async function regionMapOf(lineArt: Uint8Array): Promise<RegionMapResult> {
  const { data, info } = await sharp(lineArt).flatten({ background: "#ffffff" }).greyscale().raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`regionMapOf: expected 1 grey channel, got ${info.channels}`);
  const { width, height } = info;
  const analysis = analyzeLineArt(new Uint8Array(data.buffer, data.byteOffset, data.length), width, height);
  const rgba = encodeLabelsRgba(analysis.labels, width, height);
  // 8-bit RGB, never a palette (quantising would change ids). sharp writes no iCCP, sRGB
  // or gAMA chunk unless asked, so browsers decode the exact bytes.
  const png = await sharp(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
  return { png, regionCount: analysis.regionCount, fillability: analysis.fillability };
}

/** A photo's line art, or why there is none (an error's own fields do not cross threads). */
export type PhotoLinesResult = { ok: true; png: Uint8Array } | { ok: false; reason: "unreadable" };

/**
 * A photo as the canvas's line art: decoded (EXIF rotation applied, transparency on white),
 * analysed at ANALYSIS_SIZE by photoToLineArt, drawn at PHOTO_AREA and centred on a white
 * 1024×1024 page.
 */
export async function photoLinesOf(photo: Uint8Array, detail: number): Promise<PhotoLinesResult> {
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(photo, { failOn: "error", limitInputPixels: 40_000_000, autoOrient: true })
      .flatten({ background: "#ffffff" })
      .resize(ANALYSIS_SIZE, ANALYSIS_SIZE, { fit: "inside", kernel: "lanczos3" })
      .removeAlpha()
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  const { data, info } = decoded;
  const outputScale = PHOTO_AREA / Math.max(info.width, info.height);
  const { gray, width, height } = photoToLineArt({ data, width: info.width, height: info.height, channels: 3 }, { detail: clampDetail(detail), outputScale });
  const left = Math.floor((PICTURE_SIZE - width) / 2);
  const top = Math.floor((PICTURE_SIZE - height) / 2);
  const png = await sharp(Buffer.from(gray.buffer, gray.byteOffset, gray.byteLength), { raw: { width, height, channels: 1 } })
    .extend({ left, top, right: PICTURE_SIZE - width - left, bottom: PICTURE_SIZE - height - top, background: "#ffffff" })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  return { ok: true, png };
}

const TRACE_SCALE = 1;
/** The grey below which a pixel is line, for the trace and for printing from the image alike. */
export const LINE_THRESHOLD = 160;

/**
 * Line art traced to vectors: one SVG path (absolute M, L and C commands) in the picture's
 * pixels; `d` is null when the lines are too many to print as vectors (MAX_TRACE_SEGMENTS), and
 * the page prints from its image.
 */
export type TracedLines = { d: string | null; width: number; height: number };

/**
 * The most path segments (M, L and C commands) a page prints as vectors. Measured
 * with bench/trace-complexity.ts: the first-run gallery's pages have at most 4,862 (the hexagon
 * mosaic; the median 596), photo pages at most 3,149 (detail 5), the test photos uploaded as they
 * are at most 20,717 (880 kB of path); 1024² random noise has 213,000 to 221,000 (10 MB), which
 * pdf-lib could not write. Past the limit the page prints from its line art at 300 dpi (0.15 s
 * and 430 kB even for noise), as sharp at that size. Below it, vectors print in 0.25 s at most,
 * about what a painted page's paint layer takes.
 */
export const MAX_TRACE_SEGMENTS = 30_000;

/** The segments of a path: each command letter potrace writes starts one. */
export function segmentsOf(d: string) {
  let count = 0;
  for (let i = 0; i < d.length; i++) {
    const c = d.charCodeAt(i);
    if (c === 77 || c === 76 || c === 67) count++; // M, L, C
  }
  return count;
}

/**
 * The dark lines of a page traced to curves (potrace), for printing at any size: the outlines
 * are filled even-odd, so a ring keeps its hole.
 */
export async function tracePath(lineArt: Uint8Array): Promise<{ d: string; width: number; height: number }> {
  // At the picture's own size: this port made circles polygonal from an enlargement
  // (docs/decisions/0106).
  const { width = 0, height = 0 } = await sharp(lineArt).metadata();
  const png = await sharp(lineArt)
    .flatten({ background: "#ffffff" })
    .greyscale()
    .resize(width * TRACE_SCALE, height * TRACE_SCALE, { kernel: "lanczos3" })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const potrace = new Potrace({ threshold: LINE_THRESHOLD, turdSize: 2, alphaMax: 1, optTolerance: 0.2, blackOnWhite: true });
  await new Promise<void>((resolve, reject) => potrace.loadImage(png, (error: Error | null) => (error ? reject(error) : resolve())));
  const tag = potrace.getPathTag("black", { x: 1 / TRACE_SCALE, y: 1 / TRACE_SCALE });
  return { d: /\sd="([^"]*)"/.exec(tag)?.[1] ?? "", width, height };
}

/**
 * A page's trace as it is kept: the bytes (JSON), so the thread that answers requests never
 * parses it; past MAX_TRACE_SEGMENTS it says "print from the image" (`d` null).
 */
export async function traceLinesOf(lineArt: Uint8Array): Promise<Uint8Array> {
  const { d, width, height } = await tracePath(lineArt);
  return encodeTrace({ d: segmentsOf(d) > MAX_TRACE_SEGMENTS ? null : d, width, height });
}

export const encodeTrace = (lines: TracedLines) => new TextEncoder().encode(JSON.stringify(lines));

/**
 * A kept trace as printing uses it; `replaced` is what to keep instead when it is past the limit
 * (one traced before there was a limit), so it is read whole only once.
 */
export function decodeTrace(bytes: Uint8Array): { lines: TracedLines; replaced: Uint8Array | null } {
  const { d, width, height } = JSON.parse(new TextDecoder().decode(bytes)) as TracedLines;
  if (typeof width !== "number" || typeof height !== "number" || !(width > 0 && height > 0)) throw new Error("decodeTrace: no picture size");
  if (typeof d === "string" && segmentsOf(d) > MAX_TRACE_SEGMENTS) {
    const lines = { d: null, width, height };
    return { lines, replaced: encodeTrace(lines) };
  }
  return { lines: { d: typeof d === "string" ? d : null, width, height }, replaced: null };
}
