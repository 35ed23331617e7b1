import { describe, expect, it } from "vitest";
import { buildRegionMap } from "./region-map";
import { measureProgress } from "./progress";
import { firstStop, missingStops, nextMissing, nextStop, placeOf, regionStops, sizeOf } from "./region-nav";

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

/** A 100×100 ground (id 1) holding regions of 400 (id 2), 100 (id 3), 25 (id 4, the smallest a tap can fill) and 24 pixels (id 5, a speck). */
function specksMap() {
  const size = 100;
  const labels = new Uint32Array(size * size).fill(1);
  const square = (id: number, left: number, top: number, width: number, height: number) => {
    for (let y = top; y < top + height; y++) for (let x = left; x < left + width; x++) labels[y * size + x] = id;
  };
  square(2, 10, 10, 20, 20);
  square(3, 60, 10, 10, 10);
  square(4, 10, 70, 5, 5);
  square(5, 60, 70, 4, 6);
  return buildRegionMap(labels, size, size);
}

describe("'¿Qué me falta?': the next region still to colour", () => {
  const stops = regionStops(specksMap());
  const colored =
    (...ids: number[]) =>
    (id: number) =>
      ids.includes(id);

  it("visits the smallest first, counting a 25-pixel region but not a speck the bucket cannot fill either", () => {
    expect(missingStops(stops, colored()).map((s) => s.id)).toEqual([4, 3, 2, 1]);
    expect(nextMissing(stops, colored(), null)?.id).toBe(4);
  });

  it("pressed again, goes on to the next and wraps round", () => {
    expect(nextMissing(stops, colored(), 4)?.id).toBe(3);
    expect(nextMissing(stops, colored(), 1)?.id).toBe(4);
  });

  it("after the one it showed was coloured, goes to the next in the same order", () => {
    expect(nextMissing(stops, colored(4), 4)?.id).toBe(3);
    expect(nextMissing(stops, colored(3), 3)?.id).toBe(2);
    expect(nextMissing(stops, colored(2, 3, 4), 2)?.id).toBe(1);
    expect(nextMissing(stops, colored(1), 1)?.id).toBe(4);
  });

  it("finds nothing once every region is coloured", () => {
    expect(nextMissing(stops, colored(1, 2, 3, 4), null)).toBeNull();
    expect(nextMissing(stops, colored(1, 2, 3, 4), 3)).toBeNull();
  });

  it("leaves as many regions to find as progress counts uncoloured", () => {
    const map = specksMap();
    const rgba = new Uint8ClampedArray(map.width * map.height * 4);
    for (let i = 0; i < map.labels.length; i++) if (map.labels[i] === 3) rgba[i * 4 + 3] = 255;
    const { colored: done, total } = measureProgress(map, rgba);
    expect(missingStops(stops, colored(3))).toHaveLength(total - done);
  });
});
