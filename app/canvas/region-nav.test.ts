import { describe, expect, it } from "vitest";
import { buildRegionMap } from "./region-map";
import { firstStop, nextStop, placeOf, regionStops, sizeOf } from "./region-nav";

/** A 90×90 page cut into a 3×3 grid of 30 px regions, ids 1..9 in reading order; plus a ring (id 10) around the centre cell's middle. */
function gridMap() {
  const size = 90;
  const labels = new Uint32Array(size * size);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) labels[y * size + x] = Math.floor(y / 30) * 3 + Math.floor(x / 30) + 1;
  return buildRegionMap(labels, size, size);
}

/** A ring whose box centre is not inside it. */
function ringMap() {
  const size = 64;
  const labels = new Uint32Array(size * size).fill(1);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - 32, y - 32);
      if (d > 14 && d < 24) labels[y * size + x] = 2;
    }
  }
  return buildRegionMap(labels, size, size);
}

describe("moving between regions with the arrow keys", () => {
  const map = gridMap();
  const stops = regionStops(map);
  const at = (id: number) => stops.byId.get(id)!;

  it("numbers regions in reading order and starts in the middle", () => {
    expect(stops.list.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(stops.list.map((s) => s.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(firstStop(stops, map)?.id).toBe(5);
  });

  it("each arrow goes to the neighbour that way, and nowhere past the edge", () => {
    expect(nextStop(stops, at(5), "up")?.id).toBe(2);
    expect(nextStop(stops, at(5), "down")?.id).toBe(8);
    expect(nextStop(stops, at(5), "left")?.id).toBe(4);
    expect(nextStop(stops, at(5), "right")?.id).toBe(6);
    expect(nextStop(stops, at(1), "up")).toBeNull();
    expect(nextStop(stops, at(3), "right")).toBeNull();
    expect(nextStop(stops, at(7), "right")?.id).toBe(8);
  });

  it("says where a region is and how big", () => {
    expect(placeOf(at(1), map)).toBe("topLeft");
    expect(placeOf(at(5), map)).toBe("centre");
    expect(placeOf(at(9), map)).toBe("bottomRight");
    expect(sizeOf(at(5), map)).toBe("large");
  });

  it("a ring's anchor is on the ring, not in its hole", () => {
    const ring = ringMap();
    const stop = regionStops(ring).byId.get(2)!;
    const { x, y } = stop.anchor;
    expect(ring.labels[Math.floor(y) * ring.width + Math.floor(x)]).toBe(2);
  });
});
