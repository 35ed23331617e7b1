/**
 * The bucket's styles, the pixel work alone (issue #30): how long `regionPixels` takes to paint a
 * region flat, in each gradient and in each texture, in Node (V8, as in Chromium), for a
 * page-sized region (the paper around a drawing: the largest a tap can fill) and a mid-sized one.
 *
 *   npx tsx bench/fill-styles.ts        (BENCH_REPEAT: runs per case, 25)
 *
 * This is the part of a tap's handler that styles change; bench/fill-latency.ts measures the
 * whole tap in a browser. It prints the median and the fastest run per case, and the exit code is
 * 0 whatever the numbers are.
 */
import os from "node:os";
import { regionPixels } from "../app/canvas/fill";
import { buildRegionMap } from "../app/canvas/region-map";
import type { FillStyle } from "../app/lib/fill-style";
import { intEnv, ms, quantile, table } from "./lib/browser-bench";

const REPEAT = intEnv("BENCH_REPEAT", 25);
const SIZE = 1024;

/** The paper (region 1, ~80 % of the page) around a disc (region 2, ~20 %), as a map labels them. */
const labels = new Uint32Array(SIZE * SIZE);
for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) labels[y * SIZE + x] = Math.hypot(x + 0.5 - 512, y + 0.5 - 512) < 256 ? 2 : 1;
const map = buildRegionMap(labels, SIZE, SIZE);

const STYLES: [string, FillStyle | null][] = [
  ["flat", null],
  ["linear", { kind: "linear", to: "#fde68a", line: [512, 0, 512, 1024] }],
  ["radial", { kind: "radial", to: "#fde68a", line: [512, 512, 1236, 512] }],
  ["dots", { kind: "dots" }],
  ["stripes", { kind: "stripes" }],
  ["glitter", { kind: "glitter" }],
  ["crayon", { kind: "crayon" }],
];

const scratch = new Uint8ClampedArray(SIZE * SIZE * 4);
const rows = STYLES.map(([name, style]) => {
  const cells: string[] = [name];
  for (const region of [1, 2]) {
    const times: number[] = [];
    for (let i = 0; i < REPEAT; i++) {
      const start = performance.now();
      regionPixels(map, region, "#ef4444", scratch, style);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    cells.push(ms(quantile(times, 0.5)), ms(times[0]));
  }
  return cells;
});
console.log(`regionPixels per style, ${REPEAT} runs each, Node ${process.version}, ${os.cpus()[0]?.model ?? "?"} (ms)`);
console.log(
  table(
    ["style", `paper ${(map.pixelCounts[1] / 1e6).toFixed(2)} Mpx median`, "fastest", `disc ${(map.pixelCounts[2] / 1e6).toFixed(2)} Mpx median`, "fastest"],
    rows,
  ),
);
