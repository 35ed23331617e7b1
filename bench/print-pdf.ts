/**
 * Print-ready PDFs (issue #17): for real pages (the first-run gallery's drawings), the time to
 * trace the line art (once per page, then kept) and to make the PDF, and its size; then one
 * page rendered at 300 dpi by pdftoppm beside today's print (the 1024 px composite scaled to
 * the same size) with a zoom on a line, written to tests/.artifacts/print/. Then a booklet of
 * BENCH_BOOKLET pages (default 24, the most one can hold: the gallery's drawings over again) as
 * the background job makes it (each page's PDF, then the cover and the whole), its time and
 * size, and its cover rendered to tests/.artifacts/print/booklet-cover.png.
 *
 *   npx tsx bench/print-pdf.ts          (needs pdftoppm: apt-get install poppler-utils)
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { renderBooklet, renderPdf } from "~/workers/pdf-tasks";
import { traceLinesOf } from "~/workers/image-tasks";

const SVG_DIR = path.resolve("app/seed-pages/svg");
const OUT = path.resolve("tests/.artifacts/print");
fs.mkdirSync(OUT, { recursive: true });
const files = fs
  .readdirSync(SVG_DIR)
  .filter((name) => name.endsWith(".svg"))
  .slice(0, Number(process.env.BENCH_PAGES ?? 8));

/** A seed page's SVG as the pipeline's line art: 1024×1024 greyscale PNG on white. */
const lineArtOf = (name: string) =>
  sharp(path.join(SVG_DIR, name), { density: 96 })
    .resize(1024, 1024, { fit: "contain", background: "#ffffff" })
    .flatten({ background: "#ffffff" })
    .greyscale()
    .png()
    .toBuffer();

/** The coloured picture flattened: the paint on white, the lines multiplied over it (the print before the PDF, and the cover's picture). */
const printedPicture = ({ paint, lineArt }: { paint: Buffer; lineArt: Buffer }) =>
  sharp(paint)
    .flatten({ background: "#ffffff" })
    .composite([{ input: lineArt, blend: "multiply" }])
    .png()
    .toBuffer();

const rows: { name: string; trace: number; pdf: number; bytes: number }[] = [];
let sample: { name: string; pdf: Uint8Array; lineArt: Buffer; paint: Buffer } | null = null;
for (const name of files) {
  const lineArt = await lineArtOf(name);
  // A paint layer: soft colour across the middle of the page.
  const paint = await sharp({ create: { width: 1024, height: 1024, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect x="150" y="300" width="724" height="420" fill="#fbbf24"/><circle cx="512" cy="512" r="180" fill="#60a5fa"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();
  let started = performance.now();
  const traced = await traceLinesOf(lineArt);
  const trace = performance.now() - started;
  started = performance.now();
  const { pdf } = await renderPdf({ trace: traced, lineArt, paint, title: name.replace(/\.svg$/, ""), app: "Colorea", paper: "a4", footer: true });
  rows.push({ name, trace, pdf: performance.now() - started, bytes: pdf.byteLength });
  sample ??= { name, pdf, lineArt, paint };
}

console.log(`${"page".padEnd(28)} ${"trace ms".padStart(9)} ${"pdf ms".padStart(8)} ${"kB".padStart(7)}`);
for (const row of rows)
  console.log(`${row.name.padEnd(28)} ${row.trace.toFixed(0).padStart(9)} ${row.pdf.toFixed(0).padStart(8)} ${(row.bytes / 1024).toFixed(0).padStart(7)}`);
const mean = (f: (row: (typeof rows)[number]) => number) => rows.reduce((sum, row) => sum + f(row), 0) / rows.length;
console.log(
  `mean: trace ${mean((r) => r.trace).toFixed(0)} ms (once per page, then kept), PDF ${mean((r) => r.pdf).toFixed(0)} ms, ${(mean((r) => r.bytes) / 1024).toFixed(0)} kB`,
);

if (sample) {
  const pdfPath = path.join(OUT, "sample.pdf");
  fs.writeFileSync(pdfPath, sample.pdf);
  execFileSync("pdftoppm", ["-r", "300", "-png", "-singlefile", pdfPath, path.join(OUT, "pdf-300dpi")]);
  const rendered = path.join(OUT, "pdf-300dpi.png");
  const { width = 0, height = 0 } = await sharp(rendered).metadata();
  // Today's print: the composite (paint under the 1024 px lines) scaled to the PDF's picture size.
  const composite = await printedPicture(sample);
  const box = Math.round(((595.28 - 72) / 72) * 300);
  const today = await sharp(composite).resize(box, box, { kernel: "cubic" }).png().toBuffer();
  // A 400 px square around the middle of the picture's top edge, from both, side by side at 2×.
  const zoom = 400;
  // Where the picture's box sits on the A4 page (print.server.ts: 36 pt margins, 22 pt footer, centred).
  const boxPt = 595.28 - 72;
  const boxTopPt = 841.89 - (36 + 22 + (841.89 - 72 - 22 - boxPt) / 2) - boxPt;
  const pdfTop = Math.round((boxTopPt * 300) / 72);
  const pdfCrop = await sharp(rendered)
    .extract({ left: Math.round(width / 2 - zoom / 2), top: pdfTop + 150, width: zoom, height: zoom })
    .resize(zoom * 2, zoom * 2, { kernel: "nearest" })
    .toBuffer();
  const todayCrop = await sharp(today)
    .extract({ left: Math.round(box / 2 - zoom / 2), top: 150, width: zoom, height: zoom })
    .resize(zoom * 2, zoom * 2, { kernel: "nearest" })
    .toBuffer();
  await sharp({ create: { width: zoom * 4 + 20, height: zoom * 2, channels: 3, background: "#ffffff" } })
    .composite([
      { input: todayCrop, left: 0, top: 0 },
      { input: pdfCrop, left: zoom * 2 + 20, top: 0 },
    ])
    .png()
    .toFile(path.join(OUT, "zoom-today-vs-pdf.png"));
  console.log(
    `${sample.name}: ${width}×${height} px at 300 dpi; zoom (left today's print, right the PDF) in ${path.relative(process.cwd(), OUT)}/zoom-today-vs-pdf.png`,
  );
}

// A booklet of BENCH_BOOKLET pages: each page's PDF (the job makes them one by one), then the whole.
const BOOKLET = Number(process.env.BENCH_BOOKLET ?? 24);
const sheets: Uint8Array[] = [];
let started = performance.now();
for (let i = 0; i < BOOKLET; i++) {
  const name = files[i % files.length];
  const lineArt = await lineArtOf(name);
  // Every other page painted, as a family's mix of coloured and favourite pages.
  const paint = i % 2 === 0 && sample ? sample.paint : null;
  sheets.push(
    (await renderPdf({ trace: await traceLinesOf(lineArt), lineArt, paint, title: name.replace(/\.svg$/, ""), app: "Colorea", paper: "a4", footer: true })).pdf,
  );
}
const pagesMs = performance.now() - started;
started = performance.now();
const coverPicture = sample ? await printedPicture(sample) : null;
const booklet = await renderBooklet({
  pages: sheets,
  cover: {
    app: "Colorea",
    title: "Mi cuadernillo para colorear",
    subtitle: `${BOOKLET} páginas para colorear`,
    date: "25 de noviembre de 2026",
    picture: coverPicture,
  },
  paper: "a4",
});
const wholeMs = performance.now() - started;
console.log(
  `booklet of ${BOOKLET} pages: ${(pagesMs / 1000).toFixed(1)} s for the pages (tracing included), ${wholeMs.toFixed(0)} ms for the cover and the whole; ${(booklet.byteLength / 1024 / 1024).toFixed(1)} MB (${(booklet.byteLength / 1024 / (BOOKLET + 1)).toFixed(0)} kB a page)`,
);
const bookletPath = path.join(OUT, "booklet.pdf");
fs.writeFileSync(bookletPath, booklet);
execFileSync("pdftoppm", ["-r", "60", "-png", "-f", "1", "-l", "1", "-singlefile", bookletPath, path.join(OUT, "booklet-cover")]);
console.log(`cover: ${path.relative(process.cwd(), OUT)}/booklet-cover.png`);
