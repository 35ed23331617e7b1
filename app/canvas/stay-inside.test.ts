import { describe, expect, it } from "vitest";
import { timelapseSchema } from "~/services/timelapse.server";
import { RegionBitmaps, regionPixels } from "./fill";
import { layerOf, needsRegions, storedOf, strokeLayer } from "./layers";
import { buildRegionMap, type Box } from "./region-map";
import { RegionStroke, regionStrokeLayer } from "./region-stroke";
import { intersect, keepInside, MASK_COLOR, outside, segmentBox, strokeRegion, type MaskTarget } from "./stay-inside";
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

/** A region's mask as the browser gets it: its pixels (alpha only matters), at its box. */
type Surface = { width: number; alpha: Uint8Array };
function maskOf(regionId: number) {
  const made = regionPixels(splitPage(), regionId, MASK_COLOR)!;
  const alpha = new Uint8Array(made.box.width * made.box.height);
  for (let i = 0; i < alpha.length; i++) alpha[i] = made.pixels[i * 4 + 3];
  return { box: made.box, surface: { width: made.box.width, alpha } };
}

/**
 * A paint layer's alpha and the part of a 2D context keepInside uses, pixel-exact for whole-pixel
 * boxes: clearRect, and drawImage under "destination-in" within the clip (identity transform).
 */
function paintLayer(alpha = 255) {
  const pixels = new Uint8Array(W * H).fill(alpha);
  let clip: Box | null = null;
  const saved: { clip: Box | null; op: GlobalCompositeOperation }[] = [];
  let path: Box | null = null;
  const context: MaskTarget<Surface> & { pixels: Uint8Array } = {
    pixels,
    globalCompositeOperation: "source-over",
    save() {
      saved.push({ clip, op: this.globalCompositeOperation });
    },
    restore() {
      const top = saved.pop()!;
      clip = top.clip;
      this.globalCompositeOperation = top.op;
    },
    beginPath: () => void (path = null),
    rect: (left, top, width, height) => void (path = { left, top, width, height }),
    clip: () => void (clip = clip && path ? intersect(clip, path) : path),
    clearRect(left, top, width, height) {
      for (let y = top; y < top + height; y++) for (let x = left; x < left + width; x++) if (inClip(x, y)) pixels[y * W + x] = 0;
    },
    drawImage(image, sx, sy, sw, sh, dx, dy) {
      if (this.globalCompositeOperation !== "destination-in") throw new Error("keepInside only masks");
      for (let y = 0; y < sh; y++)
        for (let x = 0; x < sw; x++) {
          if (!inClip(dx + x, dy + y)) continue;
          const i = (dy + y) * W + dx + x;
          pixels[i] = Math.round((pixels[i] * image.alpha[(sy + y) * image.width + sx + x]) / 255);
        }
    },
  };
  const inClip = (x: number, y: number) => !clip || (x >= clip.left && y >= clip.top && x < clip.left + clip.width && y < clip.top + clip.height);
  return context;
}

const area = (boxes: Box[]) => boxes.reduce((sum, b) => sum + b.width * b.height, 0);

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
  it("the bands outside a box and the box's overlap cover the outer box exactly once", () => {
    const outer = { left: 2, top: 3, width: 30, height: 12 };
    for (const inner of [
      { left: 10, top: 5, width: 5, height: 4 },
      { left: 0, top: 0, width: 20, height: 20 },
      { left: 31, top: 14, width: 9, height: 9 },
      { left: 50, top: 50, width: 1, height: 1 },
    ]) {
      const bands = outside(outer, inner);
      const overlap = intersect(outer, inner);
      expect(area(bands) + (overlap ? overlap.width * overlap.height : 0)).toBe(outer.width * outer.height);
      for (const band of bands) expect(intersect(band, inner)).toBeNull();
    }
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

describe("keepInside", () => {
  it("leaves paint only inside the start region within the area, and touches nothing beyond the area", () => {
    // A stroke dragged from the left region across the line paints a band over both.
    const context = paintLayer();
    keepInside(context, maskOf(1), { left: 10, top: 5, width: 20, height: 6 });
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const inArea = x >= 10 && x < 30 && y >= 5 && y < 11;
        // In the area: the left region (its half of the line included) keeps its paint, the right loses it.
        const expected = !inArea || x < 20 ? 255 : 0;
        expect(context.pixels[y * W + x], `(${x}, ${y})`).toBe(expected);
      }
  });

  it("clears an area wholly outside the region, and keeps one wholly inside it", () => {
    const context = paintLayer();
    keepInside(context, maskOf(2), { left: 0, top: 0, width: 8, height: 8 });
    expect(context.pixels[3 * W + 3]).toBe(0);
    keepInside(context, maskOf(2), { left: 24, top: 0, width: 8, height: 8 });
    expect(context.pixels[3 * W + 27]).toBe(255);
  });

  it("keeps antialiased paint as it is where the region is (the mask is opaque there, no halo)", () => {
    const context = paintLayer(100);
    keepInside(context, maskOf(1), { left: 0, top: 0, width: W, height: H });
    expect(context.pixels[10 * W + 19]).toBe(100);
    expect(context.pixels[10 * W + 20]).toBe(0);
  });
});

describe("a kept-inside stroke as the device stores it, and its time-lapse", () => {
  const bitmaps = new RegionBitmaps(splitPage(), (pixels, width, height) => ({ width, height, bytes: pixels.slice() }));
  const path = [
    ["M", 5, 10],
    ["L", 35, 10],
  ];

  it("keeps its region through the store and back; a free stroke has none", async () => {
    const stroke = regionStrokeLayer(path, { color: "#ef4444", width: 6 }, { regionId: 1, bitmaps: bitmaps as never });
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
    const kept = regionStrokeLayer(path, { color: "#3b82f6", width: 6 }, { regionId: 2, bitmaps: bitmaps as never });
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
