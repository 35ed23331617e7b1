import { describe, expect, it } from "vitest";
import { measureProgress } from "./progress";
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
    expect(measureProgress(map, paint(map, () => false))).toEqual({ colored: 0, total: 3, percent: 0 });
    expect(measureProgress(map, paint(map, () => true))).toEqual({ colored: 3, total: 3, percent: 100 });
  });

  it("counts a region once half of its pixels carry paint", () => {
    const map = threeRegions();
    // Region 1 (x 0..9) painted on its left half, region 2 (x 10..19) on 4 of 10 columns.
    const rgba = paint(map, (x) => x < 5 || (x >= 10 && x < 14));
    expect(measureProgress(map, rgba)).toEqual({ colored: 1, total: 3, percent: 33 });
  });

  it("ignores faint pixels such as antialiased edges and erased paint", () => {
    const map = threeRegions();
    expect(measureProgress(map, paint(map, () => true, 60)).colored).toBe(0);
  });

  it("rounds down, so 100 % means everything", () => {
    const map = threeRegions();
    expect(measureProgress(map, paint(map, (x) => x < 20)).percent).toBe(66);
  });

  it("refuses a paint layer of another size", () => {
    expect(() => measureProgress(threeRegions(), new Uint8ClampedArray(8))).toThrow();
  });
});
