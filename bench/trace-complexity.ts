/**
 * How complex traced pages are (issue #27), the measurement behind MAX_TRACE_SEGMENTS
 * (app/workers/image-tasks.ts): for every first-run gallery page, every test photo made into a
 * page at detail 1, 3 and 5, every test photo uploaded as a page as it is, and 1024² random
 * noise (black and white, and grey), the path segments of its trace, the trace's size, and the
 * time to trace it and to print it (A4, unpainted) — as vectors, or from the image past the limit.
 *
 *   npx tsx bench/trace-complexity.ts
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { SEED_PAGES } from "~/seed-pages/index";
import { svgToLineArt, toCanvasLineArt } from "~/services/page-creation.server";
import { decodeTrace, MAX_TRACE_SEGMENTS, photoLinesOf, segmentsOf, traceLinesOf, tracePath } from "~/workers/image-tasks";
import { renderPdf } from "~/workers/pdf-tasks";

type Row = { group: string; name: string; segments: number; kB: number; traceMs: number; pdfMs: number; pdfKB: number; vectors: boolean };
const rows: Row[] = [];

async function measure(group: string, name: string, lineArt: Uint8Array) {
  let started = performance.now();
  const trace = await traceLinesOf(lineArt);
  const traceMs = performance.now() - started;
  const { lines } = decodeTrace(trace);
  // The whole path, past the limit too (what is kept then has none).
  const d = lines.d ?? (await tracePath(lineArt)).d;
  started = performance.now();
  const { pdf } = await renderPdf({ trace, lineArt, paint: null, title: name, app: "Colorea", paper: "a4", footer: true });
  const pdfMs = performance.now() - started;
  rows.push({ group, name, segments: segmentsOf(d), kB: d.length / 1024, traceMs, pdfMs, pdfKB: pdf.byteLength / 1024, vectors: lines.d !== null });
}

for (const page of SEED_PAGES) {
  const svg = page.generate ? page.generate() : fs.readFileSync(path.resolve("app/seed-pages/svg", `${page.key}.svg`), "utf8");
  await measure("first-run gallery", page.key, await svgToLineArt(svg));
}
const PHOTOS = path.resolve("tests/fixtures/photos");
for (const name of fs.readdirSync(PHOTOS).filter((file) => /\.(jpe?g|png|webp)$/i.test(file))) {
  const photo = fs.readFileSync(path.join(PHOTOS, name));
  for (const detail of [1, 3, 5]) {
    const made = await photoLinesOf(photo, detail);
    if (made.ok) await measure(`photo page, detail ${detail}`, name, made.png);
  }
  await measure("photo uploaded as a page", name, await toCanvasLineArt(photo));
}
for (const kind of ["black and white", "grey"] as const) {
  const pixels = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < pixels.length; i++) pixels[i] = kind === "grey" ? Math.floor(Math.random() * 256) : Math.random() < 0.5 ? 0 : 255;
  await measure(
    "1024² random noise",
    kind,
    await toCanvasLineArt(
      await sharp(pixels, { raw: { width: 1024, height: 1024, channels: 1 } })
        .png()
        .toBuffer(),
    ),
  );
}

const f = (n: number, digits = 0) => n.toFixed(digits).padStart(8);
console.log(
  `${"group".padEnd(28)} ${"page".padEnd(30)} ${"segments".padStart(8)} ${"path kB".padStart(8)} ${"trace ms".padStart(8)} ${"pdf ms".padStart(8)} ${"pdf kB".padStart(8)} printed as`,
);
for (const row of rows)
  console.log(
    `${row.group.padEnd(28)} ${row.name.padEnd(30)} ${f(row.segments)} ${f(row.kB)} ${f(row.traceMs)} ${f(row.pdfMs)} ${f(row.pdfKB)} ${row.vectors ? "vectors" : "image"}`,
  );
console.log(`\nlimit: ${MAX_TRACE_SEGMENTS} segments`);
for (const group of [...new Set(rows.map((row) => row.group))]) {
  const of = rows.filter((row) => row.group === group);
  const most = of.reduce((a, b) => (b.segments > a.segments ? b : a));
  const sorted = of.map((row) => row.segments).sort((a, b) => a - b);
  console.log(
    `${group.padEnd(28)} median ${f(sorted[Math.floor(sorted.length / 2)])}  most ${f(most.segments)} (${most.name}, ${most.kB.toFixed(0)} kB)  PDF at most ${Math.max(...of.map((row) => row.pdfMs)).toFixed(0)} ms`,
  );
}
