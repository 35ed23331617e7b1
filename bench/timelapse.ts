/**
 * The time-lapse's size (issue #17): a colouring of BENCH_STROKES strokes (default 100, each of
 * BENCH_POINTS points as fabric's pencil records them: a move, quadratic curves, a line) and as
 * many fills, recorded the way the colour screen does (lib/timelapse.ts), as sent with a save
 * (JSON) and as it would travel compressed (gzip). No database, no build.
 *
 *   npx tsx bench/timelapse.ts
 */
import zlib from "node:zlib";
import { capTimelapse, pathToD, type PathCommands, type TimelapseStep } from "~/lib/timelapse";

const STROKES = Number(process.env.BENCH_STROKES ?? 100);
const POINTS = Number(process.env.BENCH_POINTS ?? 20);
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

/** A stroke as fabric's PencilBrush makes it: M, then Q through midpoints, then L. */
function pencilPath(): PathCommands {
  let x = 100 + random() * 824;
  let y = 100 + random() * 824;
  const points: [number, number][] = [];
  for (let i = 0; i < POINTS; i++) {
    x += (random() - 0.5) * 60;
    y += (random() - 0.5) * 60;
    points.push([x + random() * 0.999, y + random() * 0.999]);
  }
  const path: PathCommands = [["M", points[0][0], points[0][1]]];
  for (let i = 1; i < points.length; i++) {
    const [px, py] = points[i - 1];
    const [cx, cy] = points[i];
    path.push(["Q", px, py, (px + cx) / 2, (py + cy) / 2]);
  }
  path.push(["L", points.at(-1)![0], points.at(-1)![1]]);
  return path;
}

const colors = ["#ef4444", "#3b82f6", "#22c55e", "#eab308", "#a855f7", "#f97316"];
const row = (name: string, steps: TimelapseStep[]) => {
  const json = JSON.stringify(capTimelapse(steps));
  const gzip = zlib.gzipSync(json).length;
  console.log(`${name.padEnd(34)} ${(json.length / 1024).toFixed(1).padStart(7)} kB JSON ${(gzip / 1024).toFixed(1).padStart(7)} kB gzip`);
};

const strokes: TimelapseStep[] = Array.from({ length: STROKES }, (_, i) => ({ t: "s", c: colors[i % colors.length], w: 20, d: pathToD(pencilPath()) }));
const fills: TimelapseStep[] = Array.from({ length: STROKES }, (_, i) => ({ t: "f", r: 1 + i, c: colors[i % colors.length] }));
console.log(`time-lapse of ${STROKES} steps (strokes of ${POINTS} points), as sent with a save:`);
row(`${STROKES} strokes`, strokes);
row(`${STROKES} fills`, fills);
row(`${STROKES} strokes and ${STROKES} fills`, [...strokes, ...fills]);
console.log(
  `per 100 strokes: ${((JSON.stringify(capTimelapse(strokes)).length / 1024) * (100 / STROKES)).toFixed(1)} kB (a frame of the 1024 px picture as PNG is 30-60 kB)`,
);
