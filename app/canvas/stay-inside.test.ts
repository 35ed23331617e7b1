import { describe, expect, it } from "vitest";
import { timelapseSchema } from "~/services/timelapse.server";
import { RegionBitmaps } from "./fill";
import { layerOf, needsRegions, storedOf, strokeLayer } from "./layers";
import type { PathData } from "./local-store";
import { buildRegionMap, type Box, type RegionMap } from "./region-map";
import { RegionStroke, regionStrokeLayer } from "./region-stroke";
import { drawInside, eachRegionRun, intersect, regionClip, segmentBox, strokeRegion, type RectPath } from "./stay-inside";
import { timelapseOf } from "./timelapse-record";

/**
 * "No salirse": a page 40×20 split by a vertical line at x = 19..20 into a left region (1) and a
 * right one (2); as in the server's maps, the line's pixels belong to the nearer region (x = 19 to
 * the left, x = 20 to the right), so a kept-inside stroke reaches under its half of the line.
 */
const W = 40;
const H = 20;
function splitPage() {
  const labels = new Uint32Array(W * H);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) labels[y * W + x] = x < 20 ? 1 : 2;
  return buildRegionMap(labels, W, H);
}

/** A path of rectangles, as a Path2D would hold them. */
class Rects implements RectPath {
  boxes: Box[] = [];
  rect(left: number, top: number, width: number, height: number) {
    this.boxes.push({ left, top, width, height });
  }
  has(x: number, y: number) {
    return this.boxes.some((b) => x >= b.left && y >= b.top && x < b.left + b.width && y < b.top + b.height);
  }
}

/**
 * The part of a 2D context drawInside uses, over a paint layer's alpha: clips (to rectangle
 * paths, pixel-exact), save and restore; `paint` paints every pixel the clips let through.
 */
function paintLayer(map: RegionMap) {
  const pixels = new Uint8Array(W * H);
  let clips: Rects[] = [];
  const stack: Rects[][] = [];
  const context = {
    save: () => void stack.push([...clips]),
    restore: () => void (clips = stack.pop() ?? []),
    clip: (path: unknown) => void clips.push(path as Rects),
    paint() {
      for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if (clips.every((c) => c.has(x, y))) pixels[y * W + x] = 255;
    },
  };
  // drawInside makes its paths with Path2D, which Node lacks: the same rectangles, through a stand-in.
  globalThis.Path2D = Rects as unknown as typeof Path2D;
  return { context, pixels, labels: map.labels };
}

describe("which region a stroke keeps to", () => {
  it("is the region under its start, the line's pixels going to the nearer side", () => {
    const map = splitPage();
    expect(strokeRegion(map, { x: 5.5, y: 10 }, 3)).toBe(1);
    expect(strokeRegion(map, { x: 19.2, y: 10 }, 3)).toBe(1);
    expect(strokeRegion(map, { x: 20.1, y: 10 }, 3)).toBe(2);
  });

  it("is none without a region map: the stroke is a free one", () => {
    expect(strokeRegion(null, { x: 5, y: 5 }, 3)).toBe(0);
  });
});

describe("boxes", () => {
  it("two boxes overlap where both are, or not at all", () => {
    expect(intersect({ left: 0, top: 0, width: 10, height: 10 }, { left: 5, top: 8, width: 10, height: 10 })).toEqual({ left: 5, top: 8, width: 5, height: 2 });
    expect(intersect({ left: 0, top: 0, width: 10, height: 10 }, { left: 10, top: 0, width: 5, height: 5 })).toBeNull();
  });

  it("a segment's box holds its points, half the width and a pixel of antialiasing, in whole pixels", () => {
    expect(
      segmentBox(
        [
          { x: 10.5, y: 4 },
          { x: 14, y: 6.2 },
        ],
        4,
      ),
    ).toEqual({ left: 6, top: 0, width: 12, height: 11 });
    expect(segmentBox([], 4)).toBeNull();
  });
});

describe("the region's clip", () => {
  it("is its runs: every pixel of the region once, and no other", () => {
    const map = splitPage();
    for (const id of [1, 2]) {
      const covered = new Uint8Array(W * H);
      eachRegionRun(map, id, (x, y, width, height) => {
        expect(height).toBe(1);
        for (let i = x; i < x + width; i++) covered[y * W + i]++;
      });
      for (let i = 0; i < W * H; i++) expect(covered[i]).toBe(map.labels[i] === id ? 1 : 0);
    }
    const none: number[] = [];
    eachRegionRun(map, 0, () => none.push(0));
    eachRegionRun(map, 99, () => none.push(0));
    expect(none).toEqual([]);
  });

  it("is made once per map and region", () => {
    const map = splitPage();
    let made = 0;
    const make = () => (made++, new Rects());
    const first = regionClip(map, 1, make);
    expect(regionClip(map, 1, make)).toBe(first);
    expect(regionClip(map, 2, make)).not.toBe(first);
    expect(regionClip(splitPage(), 1, make)).not.toBe(first);
    expect(made).toBe(3);
  });

  it("lets a stroke dragged across the line paint only its start region, and only within its box", () => {
    // A stroke from the left region across the line paints a band over both.
    const map = splitPage();
    const { context, pixels } = paintLayer(map);
    const box = { left: 10, top: 5, width: 20, height: 6 };
    drawInside(context as never, map, 1, box, () => context.paint());
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        // Inside the box, the left region (its half of the line included); nothing beyond either.
        const expected = x >= 10 && x < 30 && y >= 5 && y < 11 && x < 20 ? 255 : 0;
        expect(pixels[y * W + x], `(${x}, ${y})`).toBe(expected);
      }
    // The clips are gone after it: the next drawing is free.
    context.paint();
    expect(pixels[0]).toBe(255);
  });
});

describe("a kept-inside stroke as the device stores it, and its time-lapse", () => {
  const map = splitPage();
  const bitmaps = new RegionBitmaps(map, (pixels, width, height) => ({ width, height, bytes: pixels.slice() }));
  const path: PathData = [
    ["M", 5, 10],
    ["L", 35, 10],
  ];

  it("keeps its region through the store and back; a free stroke has none", async () => {
    const stroke = regionStrokeLayer(path, { color: "#ef4444", width: 6 }, { regionId: 1, map });
    const stored = storedOf(stroke);
    expect(stored).toMatchObject({ kind: "stroke", color: "#ef4444", width: 6, erase: false, region: 1 });
    expect(needsRegions(stored!)).toBe(true);
    const back = await layerOf(stored!, bitmaps as never);
    expect(back).toBeInstanceOf(RegionStroke);
    expect((back as RegionStroke).regionId).toBe(1);
    await expect(layerOf(stored!, null)).rejects.toThrow(/region map/);

    const free = storedOf(strokeLayer(path, { color: "#ef4444", width: 6, erase: false }));
    expect(free && "region" in free).toBe(false);
    expect(needsRegions(free!)).toBe(false);
  });

  it("records the region in its time-lapse step, which the server accepts", () => {
    const kept = regionStrokeLayer(path, { color: "#3b82f6", width: 6 }, { regionId: 2, map });
    const free = strokeLayer(path, { color: "#ef4444", width: 6, erase: false });
    const timelapse = timelapseOf([free, kept]);
    expect(timelapse.steps).toEqual([
      { t: "s", c: "#ef4444", w: 6, d: "M5 10L35 10" },
      { t: "s", c: "#3b82f6", w: 6, d: "M5 10L35 10", r: 2 },
    ]);
    expect(timelapseSchema.safeParse(timelapse).success).toBe(true);
    const bad = { v: 1, steps: [{ ...timelapse.steps[1], r: 0 }] };
    expect(timelapseSchema.safeParse(bad).success).toBe(false);
  });
});
