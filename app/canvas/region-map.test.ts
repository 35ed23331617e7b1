import { describe, expect, it } from "vitest";
import { buildRegionMap, countableRegions, hitRadius, MIN_REGION_PIXELS, pagePoint, RegionMapBuilder, regionAt, regionBox } from "./region-map";

/** Labels from rows of characters: "." = 0, a digit = that region. */
function labelsFrom(rows: string[]) {
  const width = rows[0].length;
  const labels = new Uint32Array(width * rows.length);
  rows.forEach((row, y) => [...row].forEach((c, x) => (labels[y * width + x] = c === "." ? 0 : Number(c))));
  return { labels, width, height: rows.length };
}

/** A w×h page split into a left region 1 and a right region 2, with a speck of region 3. */
function twoHalves(w = 20, h = 20) {
  const labels = new Uint32Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) labels[y * w + x] = x < w / 2 ? 1 : 2;
  labels[5 * w + 15] = 3; // a one-pixel speck inside region 2
  return buildRegionMap(labels, w, h);
}

describe("buildRegionMap", () => {
  it("counts each region's pixels and finds its bounding box", () => {
    const { labels, width, height } = labelsFrom(["11..", "1.22", "..22", "3..."]);
    const map = buildRegionMap(labels, width, height);
    expect(map.size).toBe(4);
    expect([...map.pixelCounts]).toEqual([0, 3, 4, 1]);
    expect(regionBox(map, 1)).toEqual({ left: 0, top: 0, width: 2, height: 2 });
    expect(regionBox(map, 2)).toEqual({ left: 2, top: 1, width: 2, height: 2 });
    expect(regionBox(map, 3)).toEqual({ left: 0, top: 3, width: 1, height: 1 });
    expect(regionBox(map, 0)).toBeNull();
    expect(regionBox(map, 9)).toBeNull();
  });

  it("refuses labels of the wrong size", () => {
    expect(() => buildRegionMap(new Uint32Array(5), 2, 2)).toThrow();
  });
});

describe("regionAt", () => {
  it("answers the region under the point", () => {
    const map = twoHalves();
    expect(regionAt(map, 2.7, 3.2)).toBe(1);
    expect(regionAt(map, 17, 18)).toBe(2);
  });

  it("sends a tap on a speck to the nearest region big enough to aim at", () => {
    const map = twoHalves();
    expect(map.pixelCounts[3]).toBeLessThan(MIN_REGION_PIXELS);
    expect(regionAt(map, 15, 5)).toBe(2);
  });

  it("sends a tap on no region to the nearest region within the radius, else 0", () => {
    const w = 40;
    const labels = new Uint32Array(w * w);
    // Region 1 fills columns 0..9, region 2 columns 30..39; nothing between.
    for (let y = 0; y < w; y++) for (let x = 0; x < w; x++) labels[y * w + x] = x < 10 ? 1 : x >= 30 ? 2 : 0;
    const map = buildRegionMap(labels, w, w);
    expect(regionAt(map, 12, 20)).toBe(1); // 3 px from region 1
    expect(regionAt(map, 26, 20)).toBe(2); // 4 px from region 2
    expect(regionAt(map, 20, 20)).toBe(0); // 10 px from both
    expect(regionAt(map, 20, 20, 12)).not.toBe(0);
    expect(regionAt(map, -50, 20)).toBe(0);
  });

  it("is exact at the edges of the page", () => {
    const map = twoHalves();
    expect(regionAt(map, 0, 0)).toBe(1);
    expect(regionAt(map, 19.99, 19.99)).toBe(2);
  });
});

describe("hitRadius", () => {
  it("is about 8 screen pixels, within 3..24 page pixels", () => {
    expect(hitRadius(1)).toBe(8);
    expect(hitRadius(0.5)).toBe(16);
    expect(hitRadius(0.2)).toBe(24);
    expect(hitRadius(3)).toBe(3);
  });
});

describe("countableRegions", () => {
  it("leaves specks out", () => {
    expect(countableRegions(twoHalves())).toBe(2);
  });
});

describe("pagePoint", () => {
  const page = { width: 1024, height: 1024 };

  it("maps a pointer through CSS zoom and scroll", () => {
    // The canvas is shown at 50 %, its top-left corner 100 px left of and 40 px above the viewport (scrolled).
    const rect = { left: -100, top: -40, width: 512, height: 512 };
    expect(pagePoint({ x: 156, y: 216 }, rect, page)).toEqual({ x: 512, y: 512 });
  });

  it("maps through a 3× zoom", () => {
    const rect = { left: 10, top: 20, width: 3072, height: 3072 };
    expect(pagePoint({ x: 10 + 300, y: 20 + 600 }, rect, page)).toEqual({ x: 100, y: 200 });
  });

  it("undoes the viewport transform", () => {
    const rect = { left: 0, top: 0, width: 1024, height: 1024 };
    // Scene scaled 2× and moved by (-100, -50).
    const point = pagePoint({ x: 300, y: 350 }, rect, page, [2, 0, 0, 2, -100, -50]);
    expect(point).toEqual({ x: 200, y: 200 });
  });
});

describe("runs", () => {
  it("list every pixel of a region once, in row order, and the builder may be fed a few rows at a time", () => {
    const w = 37;
    const h = 23;
    const labels = new Uint32Array(w * h);
    // Stripes, a ring-like region and ids above 256 to make the builder grow.
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) labels[y * w + x] = (x * 7 + y * 3) % 5 === 0 ? 0 : 1 + ((Math.floor(x / 4) + y) % 9) * 40;
    const builder = new RegionMapBuilder(labels, w, h);
    for (let i = 0; i < 5; i++) builder.rows(5);
    const map = builder.finish();
    const whole = buildRegionMap(labels, w, h);
    expect([...map.pixelCounts]).toEqual([...whole.pixelCounts]);
    expect([...map.boxes]).toEqual([...whole.boxes]);
    for (let id = 1; id < map.size; id++) {
      const pixels: number[] = [];
      for (let r = map.regionRuns[id]; r < map.regionRuns[id + 1]; r++) for (let k = 0; k < map.runLengths[r]; k++) pixels.push(map.runStarts[r] + k);
      const expected = [...labels.keys()].filter((i) => labels[i] === id);
      expect(pixels).toEqual(expected);
    }
  });
});
