import sharp from "sharp";
import { clampDetail, photoToLineArt } from "~/lib/photo-lines";
import { CANVAS_SIZE } from "./page-creation.server";

/** The photo fills this square of the 1024 px page; the rest is a white margin. */
export const PHOTO_AREA = 960;
/** The photo is analysed at this size (longest side) and drawn at PHOTO_AREA. */
export const ANALYSIS_SIZE = 640;

/**
 * A photo as the canvas's line art: decoded (EXIF rotation applied, transparency on white),
 * analysed at ANALYSIS_SIZE by photoToLineArt, drawn at PHOTO_AREA and centred on a white
 * 1024×1024 page.
 */
export async function photoLineArt(photo: Buffer, detail: number): Promise<Buffer> {
  const { data, info } = await sharp(photo, { failOn: "error", limitInputPixels: 40_000_000, autoOrient: true })
    .flatten({ background: "#ffffff" })
    .resize(ANALYSIS_SIZE, ANALYSIS_SIZE, { fit: "inside", kernel: "lanczos3" })
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const outputScale = PHOTO_AREA / Math.max(info.width, info.height);
  const { gray, width, height } = photoToLineArt(
    { data, width: info.width, height: info.height, channels: 3 },
    { detail: clampDetail(detail), outputScale },
  );
  const left = Math.floor((CANVAS_SIZE - width) / 2);
  const top = Math.floor((CANVAS_SIZE - height) / 2);
  return sharp(Buffer.from(gray.buffer, gray.byteOffset, gray.byteLength), { raw: { width, height, channels: 1 } })
    .extend({ left, top, right: CANVAS_SIZE - width - left, bottom: CANVAS_SIZE - height - top, background: "#ffffff" })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}
