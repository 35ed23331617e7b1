import { describe, expect, it } from "vitest";
import { readFillStyle, STYLE_KINDS, styleKey, TEXTURES, type FillStyle } from "~/lib/fill-style";
import { timelapseSchema } from "~/services/timelapse.server";
import { layersAfterFill, RegionBitmaps, regionPixels, type Fill } from "./fill";
import { fillOfStep, fillOfStored, fillStep, storedFill } from "./fill-record";
import { defaultLine, FLAT, lighterTint, pack, painterOf, parseColor, readFillChoice, styleOfChoice, textureTile, type Rgb } from "./fill-styles";
import { decodeHistory, encodeHistory } from "./history-codec";
import { buildRegionMap, regionBox } from "./region-map";

/** A disc (region 2) inside the paper (region 1), off the page's origin so its box does not start at a tile's edge. */
function discPage(size = 96, radius = 27, centre = 51) {
  const labels = new Uint32Array(size * size);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) labels[y * size + x] = Math.hypot(x + 0.5 - centre, y + 0.5 - centre) < radius ? 2 : 1;
  return buildRegionMap(labels, size, size);
}

const RED: Rgb = [239, 68, 68];
const STYLES: FillStyle[] = [
  { kind: "linear", to: "#3b82f6", line: [30, 24, 70, 78] },
  { kind: "radial", to: "#facc15", line: [51, 51, 80, 51] },
  ...TEXTURES.map((kind) => ({ kind })),
];

const rgbaAt = (pixels: Uint8ClampedArray, i: number) => [...pixels.subarray(i * 4, i * 4 + 4)];

describe("styled fills stay inside their region", () => {
  it.each(STYLES.map((style) => [style.kind, style] as const))(
    "%s: opaque on every region pixel, nothing outside it, no pixel flat colour only",
    (_, style) => {
      const map = discPage();
      const { box, pixels } = regionPixels(map, 2, "#ef4444", undefined, style)!;
      const colours = new Set<string>();
      let inside = 0;
      for (let y = 0; y < box.height; y++) {
        for (let x = 0; x < box.width; x++) {
          const i = y * box.width + x;
          const isRegion = map.labels[(box.top + y) * map.width + box.left + x] === 2;
          const [r, g, b, a] = rgbaAt(pixels, i);
          expect(a).toBe(isRegion ? 255 : 0);
          if (isRegion) {
            inside++;
            colours.add(`${r},${g},${b}`);
          } else expect(r + g + b).toBe(0);
        }
      }
      expect(inside).toBe(map.pixelCounts[2]);
      // A gradient or texture, not one flat colour (stripes: the colour, its tint and their smoothed edge).
      expect(colours.size).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(STYLES.map((style) => [style.kind, style] as const))("%s: a region painted run by run is the style's colour at each of its pixels", (_, style) => {
    const map = discPage();
    const paint = painterOf(RED, style)!;
    for (const region of [1, 2]) {
      const { box, pixels } = regionPixels(map, region, "#ef4444", undefined, style)!;
      const words = new Uint32Array(pixels.buffer, pixels.byteOffset, pixels.length / 4);
      for (let y = 0; y < box.height; y++)
        for (let x = 0; x < box.width; x++) {
          if (map.labels[(box.top + y) * map.width + box.left + x] === region) expect(words[y * box.width + x]).toBe(paint(box.left + x, box.top + y));
        }
    }
  });

  it("the paper around the disc, filled with a texture, leaves the disc's pixels alone", () => {
    const map = discPage();
    const { box, pixels } = regionPixels(map, 1, "#22c55e", undefined, { kind: "glitter" })!;
    for (let y = 0; y < box.height; y++)
      for (let x = 0; x < box.width; x++) {
        if (map.labels[(box.top + y) * map.width + box.left + x] === 2) expect(pixels[(y * box.width + x) * 4 + 3]).toBe(0);
      }
  });
});

describe("gradients", () => {
  it("run from the fill's colour at the line's start to the second colour at its end, and hold beyond", () => {
    const paint = painterOf(RED, { kind: "linear", to: "#0000ff", line: [0, 0, 100, 0] })!;
    expect(paint(0, 10)).toBe(pack(mix(RED, [0, 0, 255], 0.005)));
    expect(paint(99, 10)).toBe(pack(mix(RED, [0, 0, 255], 0.995)));
    expect(paint(-50, 3)).toBe(pack(RED));
    expect(paint(400, 3)).toBe(pack([0, 0, 255]));
    // Perpendicular to the line nothing changes.
    expect(paint(40, 0)).toBe(paint(40, 900));
  });

  it("radial: the same colour at the same distance from the centre", () => {
    const paint = painterOf(RED, { kind: "radial", to: "#ffffff", line: [50, 50, 90, 50] })!;
    expect(paint(50, 70)).toBe(paint(70, 50));
    expect(paint(49, 49)).toBe(paint(50, 50));
    expect(paint(49, 49)).not.toBe(paint(50, 62));
    expect(paint(50, 200)).toBe(pack([255, 255, 255]));
  });

  it("a tap's default: top to bottom of the region for linear, out to the farthest corner for radial", () => {
    const box = { left: 10, top: 20, width: 40, height: 60 };
    expect(defaultLine("linear", box, { x: 12, y: 30 })).toEqual([30, 20, 30, 80]);
    expect(defaultLine("radial", box, { x: 10, y: 20 })).toEqual([10, 20, 10 + Math.round(Math.hypot(40, 60)), 20]);
    const style = styleOfChoice({ kind: "linear", to: null }, "#ef4444", box, { x: 12, y: 30 }, null);
    expect(style).toEqual({ kind: "linear", to: lighterTint("#ef4444"), line: [30, 20, 30, 80] });
    // A drag's ends, kept on the page.
    expect(styleOfChoice({ kind: "radial", to: "#000000" }, "#ef4444", box, { x: 12.4, y: 30 }, { x: 2000, y: -5 })).toEqual({
      kind: "radial",
      to: "#000000",
      line: [12, 30, 1024, 0],
    });
    expect(styleOfChoice({ kind: "flat", to: null }, "#ef4444", box, { x: 0, y: 0 }, null)).toBeNull();
  });
});

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * (Math.round(t * 255) / 255))) as Rgb;

describe("textures are anchored to the page and seamless", () => {
  it.each(TEXTURES.map((kind) => [kind]))("%s: repeats exactly tile after tile, and its tile edges are no harder than its inside", (kind) => {
    const tile = textureTile(kind, RED);
    const paint = painterOf(RED, { kind })!;
    for (let y = -tile.height; y < 2 * tile.height; y += 3)
      for (let x = -tile.width; x < 2 * tile.width; x += 1) expect(paint(x + tile.width, y + tile.height)).toBe(paint(x, y));
    // The step from a tile's last column into the next tile's first is a step like any within the tile.
    const difference = (a: number, b: number) => {
      const [p, q] = [new Uint8Array(new Uint32Array([a]).buffer), new Uint8Array(new Uint32Array([b]).buffer)];
      return Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) + Math.abs(p[2] - q[2]);
    };
    const stepsAcross = (inside: number, across: number) => {
      let most = 0;
      for (let y = 0; y < tile.height; y++) most = Math.max(most, difference(paint(inside, y), paint(across, y)));
      return most;
    };
    let hardestInside = 0;
    for (let x = 0; x < tile.width - 1; x++) hardestInside = Math.max(hardestInside, stepsAcross(x, x + 1));
    expect(stepsAcross(tile.width - 1, tile.width)).toBeLessThanOrEqual(hardestInside);
    let hardestDown = 0;
    const rowStep = (a: number, b: number) => {
      let most = 0;
      for (let x = 0; x < tile.width; x++) most = Math.max(most, difference(paint(x, a), paint(x, b)));
      return most;
    };
    for (let y = 0; y < tile.height - 1; y++) hardestDown = Math.max(hardestDown, rowStep(y, y + 1));
    expect(rowStep(tile.height - 1, tile.height)).toBeLessThanOrEqual(hardestDown);
  });

  it("a region's pixel is the page's pattern at that pixel, whatever the region's box", () => {
    const map = discPage();
    for (const kind of TEXTURES) {
      const paint = painterOf(RED, { kind })!;
      const { box, pixels } = regionPixels(map, 2, "#ef4444", undefined, { kind })!;
      const x = 51 - box.left;
      const y = 40 - box.top;
      expect(new Uint32Array(pixels.buffer)[y * box.width + x]).toBe(paint(51, 40));
      expect(regionBox(map, 2)?.left).toBe(box.left);
    }
  });

  it("are the same on every call (a reload and a replay paint the very same pixels)", () => {
    for (const kind of TEXTURES) expect([...textureTile(kind, RED).words]).toEqual([...textureTile(kind, RED).words]);
  });
});

describe("the bitmap cache and the layer list tell styles apart", () => {
  it("keys bitmaps by style, and a fill in another style is a new step", () => {
    const map = discPage();
    const bitmaps = new RegionBitmaps(map, (pixels) => pixels.slice());
    const flat = bitmaps.get(2, "#ef4444");
    const dotted = bitmaps.get(2, "#ef4444", { kind: "dots" });
    expect(dotted).not.toBe(flat);
    expect(bitmaps.get(2, "#ef4444", { kind: "dots" })).toBe(dotted);
    expect(bitmaps.size).toBe(2);

    const asFill = (layer: Fill) => layer;
    const layers: Fill[] = [{ regionId: 2, color: "#ef4444", style: { kind: "dots" } }];
    expect(layersAfterFill(layers, { regionId: 2, color: "#ef4444", style: { kind: "dots" } }, asFill)).toBeNull();
    expect(layersAfterFill(layers, { regionId: 2, color: "#ef4444" }, asFill)).toEqual([{ regionId: 2, color: "#ef4444" }]);
    expect(layersAfterFill([{ regionId: 2, color: "#ef4444" }], { regionId: 2, color: "#ef4444", style: null }, asFill)).toBeNull();
  });
});

describe("the fill's record (device copy, time-lapse) round trip", () => {
  it("keeps every style exactly, and a flat fill as it was stored before styles", () => {
    for (const style of STYLES) {
      const stored = storedFill(4, "#ef4444", style);
      const copy = structuredClone(stored);
      expect(fillOfStored(copy)).toEqual({ regionId: 4, color: "#ef4444", style });
      expect(fillOfStep(structuredClone(fillStep(copy)))).toEqual({ regionId: 4, color: "#ef4444", style });
      expect(styleKey(fillOfStored(copy).style)).toBe(styleKey(style));
    }
    expect(storedFill(4, "#ef4444", null)).toEqual({ kind: "fill", regionId: 4, color: "#ef4444" });
    expect(fillStep(storedFill(4, "#ef4444", null))).toEqual({ t: "f", r: 4, c: "#ef4444" });
  });

  it("reads records kept before styles, and styles it does not know, as flat", () => {
    expect(fillOfStored({ kind: "fill", regionId: 3, color: "#000000" })).toEqual({ regionId: 3, color: "#000000", style: null });
    expect(fillOfStep({ t: "f", r: 3, c: "#000000" }).style).toBeNull();
    for (const bad of [{ kind: "sparkles" }, { kind: "linear", to: "blue", line: [0, 0, 1, 1] }, { kind: "radial", to: "#fff", line: [0, 0, 1] }, "dots", 7])
      expect(readFillStyle(bad)).toBeNull();
  });

  it("the history of layer ids decodes as before: styles live in the layers, never in the steps", () => {
    // A history kept on a device before styles existed.
    const kept = {
      first: [1],
      steps: [
        { remove: [], add: [2] },
        { remove: [2], add: [3] },
        { remove: [1, 3], add: [] },
      ],
      cursor: 2,
    };
    const decoded = decodeHistory(kept);
    expect(decoded).toEqual({
      snaps: [[1], [1, 2], [1, 3], []],
      cursor: 2,
    });
    expect(encodeHistory(decoded)).toEqual(kept);
  });

  it("the server keeps a time-lapse with styled fills as sent, and refuses a malformed style", () => {
    const steps = STYLES.map((style) => fillStep(storedFill(2, "#ef4444", style)));
    const timelapse = { v: 1 as const, steps: [{ t: "f" as const, r: 2, c: "#000000" }, ...steps] };
    expect(timelapseSchema.parse(timelapse)).toEqual(timelapse);
    expect(timelapseSchema.safeParse({ v: 1, steps: [{ t: "f", r: 2, c: "#000000", s: { kind: "linear", to: "#fff", line: [0, 0, 9999, 0] } }] }).success).toBe(
      false,
    );
    expect(timelapseSchema.safeParse({ v: 1, steps: [{ t: "f", r: 2, c: "#000000", s: { kind: "confetti" } }] }).success).toBe(false);
  });
});

describe("every style the screen offers can be made", () => {
  it("from a choice, in any colour", () => {
    const box = { left: 0, top: 0, width: 10, height: 10 };
    for (const kind of STYLE_KINDS) {
      const style = styleOfChoice({ kind, to: null }, "#14b8a6", box, { x: 5, y: 5 }, null);
      if (kind === "flat") expect(style).toBeNull();
      else expect(painterOf(parseColor("#14b8a6")!, style!)).not.toBeNull();
    }
  });
});

describe("the bucket's style kept on the device", () => {
  it("reads back what was chosen, and anything unknown or damaged as flat", () => {
    expect(readFillChoice(JSON.stringify({ kind: "dots", to: null }))).toEqual({ kind: "dots", to: null });
    expect(readFillChoice(JSON.stringify({ kind: "linear", to: "#3b82f6" }))).toEqual({ kind: "linear", to: "#3b82f6" });
    // A texture has no second colour; a gradient's must be a colour, else its default.
    expect(readFillChoice(JSON.stringify({ kind: "glitter", to: "#3b82f6" }))).toEqual({ kind: "glitter", to: null });
    expect(readFillChoice(JSON.stringify({ kind: "radial", to: "url(x)" }))).toEqual({ kind: "radial", to: null });
    for (const stored of [null, "", "{", "[]", "null", JSON.stringify({ kind: "plaid" }), JSON.stringify({ kind: "flat", to: "#fff" })]) {
      expect(readFillChoice(stored)).toEqual(FLAT);
    }
  });
});
