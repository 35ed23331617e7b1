import { describe, expect, it } from "vitest";
import { layersAfterFill, parseColor, RegionBitmaps, regionPixels, type Fill } from "./fill";
import { buildRegionMap } from "./region-map";

/**
 * A synthetic page like the server's maps: a ring of ink (its pixels already given to the
 * nearest region, as the map does) splitting a disc (region 2) from the paper around it (1).
 */
function ringPage(size = 64, radius = 20) {
  const labels = new Uint32Array(size * size);
  const c = size / 2;
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) labels[y * size + x] = Math.hypot(x + 0.5 - c, y + 0.5 - c) < radius ? 2 : 1;
  return buildRegionMap(labels, size, size);
}

describe("parseColor", () => {
  it("reads #rrggbb and #rgb", () => {
    expect(parseColor("#ef4444")).toEqual([239, 68, 68]);
    expect(parseColor("#FFF")).toEqual([255, 255, 255]);
    expect(parseColor("red")).toBeNull();
    expect(parseColor("#12345")).toBeNull();
  });
});

describe("regionPixels", () => {
  it("paints exactly the region's pixels, cropped to its box", () => {
    const map = ringPage();
    const made = regionPixels(map, 2, "#3b82f6");
    expect(made).not.toBeNull();
    const { box, pixels } = made!;
    expect(box.width).toBeLessThanOrEqual(40);
    expect(box.height).toBeLessThanOrEqual(40);
    let opaque = 0;
    for (let y = 0; y < box.height; y++) {
      for (let x = 0; x < box.width; x++) {
        const o = (y * box.width + x) * 4;
        const inside = map.labels[(box.top + y) * map.width + box.left + x] === 2;
        expect(pixels[o + 3]).toBe(inside ? 255 : 0);
        if (inside) {
          expect([pixels[o], pixels[o + 1], pixels[o + 2]]).toEqual([59, 130, 246]);
          opaque++;
        }
      }
    }
    // Every pixel of the region is covered: nothing left unfilled along its edge.
    expect(opaque).toBe(map.pixelCounts[2]);
  });

  it("writes into a shared buffer as it would into a fresh one, whatever the buffer held", () => {
    const map = ringPage();
    const shared = new Uint8ClampedArray(map.width * map.height * 4).fill(77);
    const fresh = regionPixels(map, 2, "#3b82f6")!;
    const reused = regionPixels(map, 2, "#3b82f6", shared)!;
    expect(reused.pixels.buffer).toBe(shared.buffer);
    expect([...reused.pixels]).toEqual([...fresh.pixels]);
  });

  it("answers null for an unknown region or colour", () => {
    const map = ringPage();
    expect(regionPixels(map, 7, "#000000")).toBeNull();
    expect(regionPixels(map, 1, "blue")).toBeNull();
  });

  it("two neighbouring fills meet with no gap and no overlap", () => {
    const map = ringPage();
    const a = regionPixels(map, 1, "#ff0000")!;
    const b = regionPixels(map, 2, "#00ff00")!;
    const covered = new Uint8Array(map.width * map.height);
    for (const { box, pixels } of [a, b]) {
      for (let y = 0; y < box.height; y++) {
        for (let x = 0; x < box.width; x++) if (pixels[(y * box.width + x) * 4 + 3]) covered[(box.top + y) * map.width + box.left + x]++;
      }
    }
    expect(covered.every((n) => n === 1)).toBe(true);
  });
});

describe("RegionBitmaps", () => {
  it("makes a bitmap once per region and colour, and shares it", () => {
    const map = ringPage();
    let made = 0;
    const cache = new RegionBitmaps(map, (pixels, w, h) => ({ pixels, w, h, n: ++made }));
    const first = cache.get(2, "#FF0000");
    expect(cache.get(2, "#ff0000")).toBe(first);
    expect(made).toBe(1);
    cache.get(2, "#00ff00");
    expect(made).toBe(2);
    expect(cache.bytes).toBe(2 * first!.bytes);
    expect(cache.get(99, "#ff0000")).toBeNull();
  });

  it("stays within its budget, dropping the least recently used bitmap", () => {
    const map = ringPage();
    const one = regionPixels(map, 2, "#000000")!.pixels.byteLength;
    const cache = new RegionBitmaps(map, (pixels) => pixels, one * 2);
    const a = cache.get(2, "#000001");
    cache.get(2, "#000002");
    cache.get(2, "#000001"); // a is used again
    cache.get(2, "#000003"); // drops #000002
    expect(cache.bytes).toBeLessThanOrEqual(one * 2);
    expect(cache.size).toBe(2);
    expect(cache.get(2, "#000001")).toBe(a);
  });

  it("releases the pixels of what it drops, and of everything when cleared", () => {
    const map = ringPage();
    const one = regionPixels(map, 2, "#000000")!.pixels.byteLength;
    const released: string[] = [];
    let made = 0;
    const cache = new RegionBitmaps(
      map,
      () => ({ name: String(made++) }),
      one,
      (surface) => released.push(surface.name),
    );
    cache.get(2, "#000001");
    cache.get(2, "#000002");
    expect(released).toEqual(["0"]);
    cache.clear();
    expect(released).toEqual(["0", "1"]);
    expect(cache.bytes).toBe(0);
  });
});

describe("layersAfterFill", () => {
  type Layer = { fill?: Fill; name: string };
  const asFill = (layer: Layer) => layer.fill ?? null;
  const stroke = (name: string): Layer => ({ name });
  const fill = (name: string, regionId: number, color: string): Layer => ({ name, fill: { regionId, color } });

  it("adds the fill on top", () => {
    const s = stroke("s");
    const f = fill("f", 3, "#ff0000");
    expect(layersAfterFill([s], f, asFill)).toEqual([s, f]);
  });

  it("drops an earlier fill of the same region, which the new one hides", () => {
    const a = fill("a", 3, "#ff0000");
    const s = stroke("s");
    const other = fill("o", 4, "#ff0000");
    const b = fill("b", 3, "#00ff00");
    expect(layersAfterFill([a, s, other], b, asFill)).toEqual([s, other, b]);
  });

  it("changes nothing when the same fill is already on top", () => {
    const a = fill("a", 3, "#ff0000");
    expect(layersAfterFill([a], fill("again", 3, "#FF0000"), asFill)).toBeNull();
    // Not on top (a stroke came after): it may have painted over part of the region.
    expect(layersAfterFill([a, stroke("s")], fill("again", 3, "#ff0000"), asFill)).toHaveLength(2);
  });
});
