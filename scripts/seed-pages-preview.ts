/**
 * Renders the first-run gallery's pages as the app will store them, for looking at them:
 * `npx tsx scripts/seed-pages-preview.ts [key...]` writes tests/.artifacts/seed-pages/{key}.png,
 * a contact sheet of every page, and prints each page's fillability check.
 */
import fs from "node:fs";
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { SEED_PAGES } from "~/seed-pages";
import { seedPageSvg } from "~/services/gallery-seed.server";
import { svgToLineArt } from "~/services/page-creation.server";
import { computeRegionMap } from "~/services/regions.server";

const OUT = path.resolve("tests/.artifacts/seed-pages");
fs.mkdirSync(OUT, { recursive: true });
const wanted = process.argv.slice(2);
const chosen = wanted.length ? SEED_PAGES.filter((page) => wanted.includes(page.key)) : SEED_PAGES;

const TILE = 256;
const tiles: OverlayOptions[] = [];
let failed = 0;
for (const [i, page] of chosen.entries()) {
  const started = performance.now();
  const lineArt = await svgToLineArt(await seedPageSvg(page));
  const rendered = performance.now();
  const { fillability, regionCount } = await computeRegionMap(lineArt);
  const checked = performance.now();
  fs.writeFileSync(path.join(OUT, `${page.key}.png`), lineArt);
  if (!fillability.passed) failed++;
  const { inkShare, tinyRegionShare, blobShare, usableRegions, passed, problems } = fillability;
  console.log(
    `${passed ? "ok  " : "FAIL"} ${page.key.padEnd(16)} regions ${String(regionCount).padStart(4)} usable ${String(usableRegions).padStart(4)}` +
      ` ink ${(inkShare * 100).toFixed(1)}% tiny ${(tinyRegionShare * 100).toFixed(1)}% blob ${(blobShare * 100).toFixed(1)}%` +
      ` raster ${(rendered - started).toFixed(0)} ms regions ${(checked - rendered).toFixed(0)} ms ${problems.join(" ")}`,
  );
  const label = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="24"><text x="4" y="18" font-family="DejaVu Sans" font-size="15">${page.key} · ${page.difficulty}</text></svg>`,
  );
  const tile = await sharp(lineArt)
    .resize(TILE, TILE)
    .extend({ top: 0, bottom: 24, left: 0, right: 0, background: "#ffffff" })
    .composite([
      { input: label, top: TILE, left: 0 },
      ...(passed
        ? []
        : [
            {
              input: Buffer.from(
                `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${TILE + 24}"><rect x="2" y="2" width="${TILE - 4}" height="${TILE + 20}" fill="none" stroke="red" stroke-width="4"/></svg>`,
              ),
              top: 0,
              left: 0,
            },
          ]),
    ])
    .png()
    .toBuffer();
  tiles.push({ input: tile, left: (i % 6) * (TILE + 8) + 8, top: Math.floor(i / 6) * (TILE + 32) + 8 });
}
if (!wanted.length) {
  const rows = Math.ceil(tiles.length / 6);
  await sharp({ create: { width: 6 * (TILE + 8) + 8, height: rows * (TILE + 32) + 8, channels: 3, background: "#e5e7eb" } })
    .composite(tiles)
    .png()
    .toFile(path.join(OUT, "contact-sheet.png"));
}
console.log(`${chosen.length} pages, ${failed} failing the fillability check; written to ${OUT}`);
