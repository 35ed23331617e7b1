/**
 * CPU time of photo → line art alone (no PNG encoding, no region analysis) per test photo at
 * detail 3, measured with process.cpuUsage so a loaded machine does not inflate it.
 *
 *   npx tsx bench/photo-lines-cpu.ts          (BENCH_DETAILS=1,3,5 for other levels)
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { photoToLineArt } from "~/lib/photo-lines/pipeline";
import { ANALYSIS_SIZE, PHOTO_AREA } from "~/workers/image-tasks";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PHOTOS = path.join(ROOT, "tests/fixtures/photos");
const DETAILS = (process.env.BENCH_DETAILS ?? "3").split(",").map(Number);
for (const file of fs.readdirSync(PHOTOS).filter((f) => /\.(jpe?g|png|webp)$/i.test(f))) {
  const { data, info } = await sharp(path.join(PHOTOS, file))
    .flatten({ background: "#ffffff" })
    .resize(ANALYSIS_SIZE, ANALYSIS_SIZE, { fit: "inside" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (const detail of DETAILS) {
    const before = process.cpuUsage();
    photoToLineArt({ data, width: info.width, height: info.height, channels: 3 }, { detail, outputScale: PHOTO_AREA / Math.max(info.width, info.height) });
    const used = process.cpuUsage(before);
    console.log(`${file.padEnd(28)} detail ${detail}: ${((used.user + used.system) / 1000).toFixed(0).padStart(5)} ms CPU`);
  }
}
