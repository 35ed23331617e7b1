/**
 * Photo → line art over the test photos, to look at and to time.
 *
 *   npx tsx bench/photo-lines.ts            (every photo at detail 1…5)
 *   BENCH_DETAILS=2,4 npx tsx bench/photo-lines.ts
 *
 * Writes tests/.artifacts/photo-lines/{photo}-d{detail}.png (the 1024×1024 page) and
 * {photo}-sheet.png (the photo beside its pages), and prints the time each conversion took
 * and the page's fillability as the region engine scores it. A measurement: exit code 0
 * whatever the numbers are.
 */
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { analyzeLineArt } from "~/lib/regions";
import { photoLineArt } from "~/services/photo-page.server";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PHOTOS = path.join(ROOT, "tests/fixtures/photos");
const OUT = path.join(ROOT, "tests/.artifacts/photo-lines");
const DETAILS = (process.env.BENCH_DETAILS ?? "1,2,3,4,5").split(",").map(Number);
const ONLY = process.env.BENCH_ONLY;

fs.mkdirSync(OUT, { recursive: true });
const files = fs.readdirSync(PHOTOS).filter((f) => /\.(jpe?g|png|webp)$/i.test(f) && (!ONLY || f.includes(ONLY)));
const times: number[] = [];
for (const file of files) {
  const photo = fs.readFileSync(path.join(PHOTOS, file));
  const name = file.replace(/\.\w+$/, "");
  const pages: Buffer[] = [];
  for (const detail of DETAILS) {
    const start = performance.now();
    const page = await photoLineArt(photo, detail);
    const ms = performance.now() - start;
    times.push(ms);
    fs.writeFileSync(path.join(OUT, `${name}-d${detail}.png`), page);
    pages.push(page);
    const { data } = await sharp(page).greyscale().raw().toBuffer({ resolveWithObject: true });
    const { regionCount, fillability } = analyzeLineArt(new Uint8Array(data), 1024, 1024);
    console.log(
      `${name.padEnd(26)} detail ${detail}: ${ms.toFixed(0).padStart(5)} ms, ${String(regionCount).padStart(4)} regions, ink ${(fillability.inkShare * 100).toFixed(1)} %, tiny ${(fillability.tinyRegionShare * 100).toFixed(0)} %, ${fillability.passed ? "passes" : `fails ${fillability.problems.join(",")}`}`,
    );
  }
  const tile = 512;
  const tiles = [await sharp(photo).resize(tile, tile, { fit: "contain", background: "#ffffff" }).png().toBuffer()];
  for (const page of pages) tiles.push(await sharp(page).resize(tile, tile).png().toBuffer());
  await sharp({ create: { width: tile * tiles.length, height: tile, channels: 3, background: "#ffffff" } })
    .composite(tiles.map((input, i) => ({ input, left: i * tile, top: 0 })))
    .png()
    .toFile(path.join(OUT, `${name}-sheet.png`));
}
times.sort((a, b) => a - b);
console.log(`\n${times.length} conversions: median ${times[Math.floor(times.length / 2)].toFixed(0)} ms, max ${times.at(-1)?.toFixed(0)} ms`);
