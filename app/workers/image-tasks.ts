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

/** Line art traced to vectors: one SVG path (absolute M, L and C commands) in the picture's pixels. */
export type TracedLines = { d: string; width: number; height: number };

/**
 * The dark lines of a page traced to curves (potrace), for printing at any size: the outlines
 * are filled even-odd, so a ring keeps its hole.
 */
export async function traceLinesOf(lineArt: Uint8Array): Promise<TracedLines> {
  // Traced at twice the size, from a smooth (lanczos) enlargement: the curves then follow the
  // lines' own shapes, where at 1:1 small gaps and joints melt into blobs.
  const { width = 0, height = 0 } = await sharp(lineArt).metadata();
  const png = await sharp(lineArt)
    .flatten({ background: "#ffffff" })
    .greyscale()
    .resize(width * TRACE_SCALE, height * TRACE_SCALE, { kernel: "lanczos3" })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const potrace = new Potrace({ threshold: 160, turdSize: 2, alphaMax: 1, optTolerance: 0.2, blackOnWhite: true });
  await new Promise<void>((resolve, reject) => potrace.loadImage(png, (error: Error | null) => (error ? reject(error) : resolve())));
  const tag = potrace.getPathTag("black", { x: 1 / TRACE_SCALE, y: 1 / TRACE_SCALE });
  const d = /\sd="([^"]*)"/.exec(tag)?.[1] ?? "";
  return { d, width, height };
}
