import { describe, expect, it } from "vitest";
import { measureProgress, ProgressTracker, unionRect } from "./progress";
import { buildRegionMap } from "./region-map";

/** A 30×10 page of three 10×10 regions side by side, and a 1-pixel speck (region 4). */
function threeRegions() {
  const w = 30;
  const labels = new Uint32Array(w * 10);
  for (let y = 0; y < 10; y++) for (let x = 0; x < w; x++) labels[y * w + x] = 1 + Math.floor(x / 10);
  labels[9 * w + 9] = 4; // in the right half of region 1
  return buildRegionMap(labels, w, 10);
}

function paint(map: ReturnType<typeof threeRegions>, where: (x: number, y: number) => boolean, alpha = 255) {
  const rgba = new Uint8ClampedArray(map.width * map.height * 4);
  for (let y = 0; y < map.height; y++) for (let x = 0; x < map.width; x++) if (where(x, y)) rgba[(y * map.width + x) * 4 + 3] = alpha;
  return rgba;
}

describe("measureProgress", () => {
  it("is 0 on a blank page and 100 when every region is painted", () => {
    const map = threeRegions();
    expect(
      measureProgress(
        map,
        paint(map, () => false),
      ),
    ).toEqual({ colored: 0, total: 3, percent: 0 });
    expect(
      measureProgress(
        map,
        paint(map, () => true),
      ),
    ).toEqual({ colored: 3, total: 3, percent: 100 });
  });

  it("counts a region once half of its pixels carry paint", () => {
    const map = threeRegions();
    // Region 1 (x 0..9) painted on its left half, region 2 (x 10..19) on 4 of 10 columns.
    const rgba = paint(map, (x) => x < 5 || (x >= 10 && x < 14));
    expect(measureProgress(map, rgba)).toEqual({ colored: 1, total: 3, percent: 33 });
  });

  it("ignores faint pixels such as antialiased edges and erased paint", () => {
    const map = threeRegions();
    expect(
      measureProgress(
        map,
        paint(map, () => true, 60),
      ).colored,
    ).toBe(0);
  });

  it("rounds down, so 100 % means everything", () => {
    const map = threeRegions();
    expect(
      measureProgress(
        map,
        paint(map, (x) => x < 20),
      ).percent,
    ).toBe(66);
  });

  it("refuses a paint layer of another size", () => {
    expect(() => measureProgress(threeRegions(), new Uint8ClampedArray(8))).toThrow();
  });
});

describe("ProgressTracker", () => {
  const page = { width: 30, height: 10 };
  const crop = (rgba: Uint8ClampedArray, r: { left: number; top: number; width: number; height: number }) => {
    const out = new Uint8ClampedArray(r.width * r.height * 4);
    for (let y = 0; y < r.height; y++) out.set(rgba.subarray(((r.top + y) * 30 + r.left) * 4, ((r.top + y) * 30 + r.left + r.width) * 4), y * r.width * 4);
    return out;
  };

  it("reading only what changed gives what a full measure gives", () => {
    const map = threeRegions();
    const tracker = new ProgressTracker(map);
    const whole = { left: 0, top: 0, ...page };
    tracker.update(
      whole,
      paint(map, () => false),
    );
    expect(tracker.progress.colored).toBe(0);
    // Paint region 2 (x 10..19) completely: only its box is read.
    let rgba = paint(map, (x) => x >= 10 && x < 20);
    const box = { left: 10, top: 0, width: 10, height: 10 };
    tracker.update(box, crop(rgba, box));
    expect(tracker.progress).toEqual(measureProgress(map, rgba));
    expect(tracker.progress.colored).toBe(1);
    // Erase most of it, and paint region 3: two boxes, read as their union.
    rgba = paint(map, (x) => (x >= 10 && x < 13) || x >= 20);
    const union = unionRect({ left: 10, top: 0, width: 10, height: 10 }, { left: 20, top: 0, width: 10, height: 10 }, page)!;
    expect(union).toEqual({ left: 10, top: 0, width: 20, height: 10 });
    tracker.update(union, crop(rgba, union));
    expect(tracker.progress).toEqual(measureProgress(map, rgba));
    expect(tracker.progress.colored).toBe(1);
  });

  it("refuses pixels that do not fill the rectangle", () => {
    expect(() => new ProgressTracker(threeRegions()).update({ left: 0, top: 0, width: 2, height: 2 }, new Uint8ClampedArray(4))).toThrow();
  });
});

describe("unionRect", () => {
  it("clips to the page and ignores empty rectangles", () => {
    const page = { width: 100, height: 100 };
    expect(unionRect(null, { left: -5, top: 90.5, width: 20, height: 20 }, page)).toEqual({ left: 0, top: 90, width: 15, height: 10 });
    expect(unionRect({ left: 1, top: 1, width: 0, height: 5 }, null, page)).toEqual({ left: 1, top: 1, width: 0, height: 5 });
    expect(unionRect(null, null, page)).toBeNull();
  });
});
