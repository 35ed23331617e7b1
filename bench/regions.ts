/**
 * Region maps on the server (issue #8): for a set of real 1024×1024 pages, how long the map
 * takes (computeRegionMap: decode, engine, PNG), how long the engine alone takes, the PNG's
 * size and the region count. `npm run bench:regions`; see docs/benches/regions.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { analyzeLineArt } from "~/lib/regions";
import { postProcessLineArt } from "~/services/ai.server";
import { svgToLineArt, toCanvasLineArt } from "~/services/page-creation.server";
import { computeRegionMap } from "~/services/regions.server";

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 7);
const WARMUP = Math.max(0, Number(process.env.BENCH_WARMUP ?? 2));
const FIXTURES = path.resolve("bench/fixtures");
const SEED_SVGS = path.resolve("app/seed-pages/svg");

type BenchPage = { name: string; kind: string; lineArt: Buffer };

/** A dense mandala with thin lines: hundreds of regions, many of them small. */
function mandalaSvg() {
  const parts: string[] = [];
  const c = 512;
  for (const r of [60, 120, 180, 250, 320, 400, 470]) parts.push(`<circle cx="${c}" cy="${c}" r="${r}"/>`);
  for (let i = 0; i < 48; i++) {
    const a = (i / 48) * Math.PI * 2;
    const [x1, y1] = [c + 60 * Math.cos(a), c + 60 * Math.sin(a)];
    const [x2, y2] = [c + 470 * Math.cos(a), c + 470 * Math.sin(a)];
    parts.push(`<path d="M${x1.toFixed(1)} ${y1.toFixed(1)} L${x2.toFixed(1)} ${y2.toFixed(1)}"/>`);
    const [px, py] = [c + 285 * Math.cos(a), c + 285 * Math.sin(a)];
    parts.push(`<circle cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" r="14"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/>
    <g fill="none" stroke="#000" stroke-width="2.5">${parts.join("")}</g></svg>`;
}

/** What a phone photo of a printed page looks like after upload: soft, grey paper, noise, JPEG. */
async function scanned(lineArt: Buffer) {
  const { data, info } = await sharp(lineArt).greyscale().blur(1.2).linear(0.8, 40).raw().toBuffer({ resolveWithObject: true });
  let seed = 42;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    data[i] = Math.max(0, Math.min(255, data[i] + ((seed / 2_147_483_648) * 24 - 12)));
  }
  const jpeg = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .jpeg({ quality: 70 })
    .toBuffer();
  return toCanvasLineArt(jpeg);
}

async function loadPages(): Promise<BenchPage[]> {
  const pages: BenchPage[] = [];
  const svgFiles = (dir: string) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith(".svg"))
          .sort()
      : [];
  for (const file of svgFiles(FIXTURES)) {
    pages.push({ name: path.basename(file, ".svg"), kind: "fixture", lineArt: await svgToLineArt(fs.readFileSync(path.join(FIXTURES, file), "utf8")) });
  }
  pages.push({ name: "mandala-thin", kind: "generated", lineArt: await svgToLineArt(mandalaSvg()) });
  const dino = pages.find((p) => p.name === "bold-dino");
  if (dino) pages.push({ name: "bold-dino (AI post-processing)", kind: "ai-like", lineArt: await postProcessLineArt(dino.lineArt) });
  const garden = pages.find((p) => p.name === "garden");
  if (garden) pages.push({ name: "garden (photographed print)", kind: "upload-like", lineArt: await scanned(garden.lineArt) });
  for (const file of svgFiles(SEED_SVGS)) {
    pages.push({ name: path.basename(file, ".svg"), kind: "seed", lineArt: await svgToLineArt(fs.readFileSync(path.join(SEED_SVGS, file), "utf8")) });
  }
  return pages;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Median wall time and median CPU time of this process (all threads: JS and sharp's). On a
 * busy machine wall time includes waiting for a core; CPU time is close to what a quiet
 * core would take.
 */
async function timeIt(fn: () => unknown | Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    await fn();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

const loadBefore = os.loadavg()[0];
const pages = await loadPages();
console.log(
  `region maps: ${pages.length} pages, ${RUNS} timed runs each after ${WARMUP} warm-up (median per page), ${os.cpus().length} CPUs, load ${loadBefore.toFixed(1)}`,
);
console.log("map = computeRegionMap (decode, engine, PNG); engine = analyzeLineArt alone; wall ms / CPU ms");
console.log(
  `${"page".padEnd(32)} ${"kind".padEnd(11)} ${pad("regions", 7)} ${pad("usable", 6)} ${pad("map ms", 11)} ${pad("engine ms", 11)} ${pad("PNG KB", 7)}  check`,
);

type Timing = { wall: number; cpu: number };
const rows: { map: Timing; engine: Timing; bytes: number }[] = [];
const both = (t: Timing) => `${t.wall.toFixed(0)}/${t.cpu.toFixed(0)}`;
for (const page of pages) {
  const { data, info } = await sharp(page.lineArt).flatten({ background: "#fff" }).greyscale().raw().toBuffer({ resolveWithObject: true });
  const gray = new Uint8Array(data.buffer, data.byteOffset, data.length);
  const engine = await timeIt(() => analyzeLineArt(gray, info.width, info.height));
  const map = await timeIt(() => computeRegionMap(page.lineArt));
  const { png, regionCount, fillability } = await computeRegionMap(page.lineArt);
  rows.push({ map, engine, bytes: png.length });
  const check = fillability.passed ? "passes" : `fails: ${fillability.problems.map((p) => p.replace("regions.problem.", "")).join(", ")}`;
  console.log(
    `${page.name.slice(0, 32).padEnd(32)} ${page.kind.padEnd(11)} ${pad(regionCount, 7)} ${pad(fillability.usableRegions, 6)} ${pad(both(map), 11)} ${pad(both(engine), 11)} ${pad((png.length / 1024).toFixed(1), 7)}  ${check}` +
      ` (ink ${(fillability.inkShare * 100).toFixed(1)}%, tiny ${(fillability.tinyRegionShare * 100).toFixed(0)}%, blobs ${(fillability.blobShare * 100).toFixed(1)}%)`,
  );
}

const sizes = rows.map((r) => r.bytes / 1024);
const summary = (label: string, pick: (row: (typeof rows)[number]) => number) => {
  const values = rows.map(pick);
  console.log(`${label}: median ${median(values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`);
};
console.log("");
summary("map wall time (computeRegionMap) per page", (r) => r.map.wall);
summary("map CPU time (computeRegionMap) per page ", (r) => r.map.cpu);
summary("engine wall time (analyzeLineArt) per page", (r) => r.engine.wall);
summary("engine CPU time (analyzeLineArt) per page ", (r) => r.engine.cpu);
console.log(`map PNG size: median ${median(sizes).toFixed(1)} KB, max ${Math.max(...sizes).toFixed(1)} KB`);
const loadAfter = os.loadavg()[0];
if (Math.max(loadBefore, loadAfter) > os.cpus().length) {
  console.log(
    `note: the machine was busy (load ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${os.cpus().length} CPUs); times are inflated, run again when it is quiet`,
  );
}
console.log(`map wall time under 1000 ms for every page: ${Math.max(...rows.map((r) => r.map.wall)) < 1000 ? "yes" : "no"}`);
