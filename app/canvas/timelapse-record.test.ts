import { FabricObject } from "fabric";
import { describe, expect, it } from "vitest";
import type { Timelapse, TimelapseStep } from "~/lib/timelapse";
import type { FillStyle } from "~/lib/fill-style";
import { RegionBitmaps } from "./fill";
import { layerOf, storedOf, strokeLayer } from "./layers";
import { asFill, RegionFill, type FillSurface } from "./region-fill";
import { buildRegionMap } from "./region-map";
import { timelapseOf } from "./timelapse-record";

/**
 * Issue #28: the time-lapse a save carries is each stroke once, in order, whatever way the strokes
 * went between devices, tabs and reopened copies: the picture a copy starts from stands for its
 * own time-lapse, never for whatever the server holds later.
 */

const stroke = (color: string, y: number) =>
  strokeLayer(
    [
      ["M", 100, y],
      ["L", 400, y + 10],
    ],
    { color, width: 20, erase: false },
  );

/** The server's picture as a copy holds it: its PNG and its own time-lapse (layers.ts imageLayer, without a DOM). */
const picture = (timelapse: Timelapse | null) => Object.assign(new FabricObject(), { sourceBlob: new Blob(["png"]), timelapse });

const colors = (steps: TimelapseStep[]) => steps.map((step) => (step.t === "b" ? "picture" : step.c));

describe("the time-lapse a copy records", () => {
  it("after another device's save is merged in, holds that device's strokes too, each once, in order", () => {
    // Device 1 paints red on a blank page and saves: version 1.
    const red = stroke("#ef4444", 100);
    const first = timelapseOf([red]);
    // Device 2 opens version 1 (its picture comes with that time-lapse), paints blue, saves: version 2.
    const second = timelapseOf([picture(first), stroke("#3b82f6", 300)]);
    expect(colors(second.steps)).toEqual(["#ef4444", "#3b82f6"]);
    // Device 1's green save meets version 2: it goes on top of version 2's picture, which brings its own.
    const merged = timelapseOf([picture(second), stroke("#22c55e", 500)]);
    expect(colors(merged.steps)).toEqual(["#ef4444", "#3b82f6", "#22c55e"]);
    expect(merged.truncated).toBeUndefined();
  });

  it("a reopened copy's picture keeps the time-lapse it came with, so strokes saved since are not counted twice", () => {
    const opened = picture({ v: 1, steps: timelapseOf([stroke("#ef4444", 100)]).steps });
    const blue = stroke("#3b82f6", 300);
    // Kept on the device with the picture, and what a reopening rebuilds the layer from.
    expect(storedOf(opened)).toMatchObject({ kind: "image", timelapse: { steps: [{ c: "#ef4444" }] } });
    const saved = timelapseOf([opened, blue]);
    // Reopened later, the server holding `saved`: the copy still starts from the same picture.
    expect(timelapseOf([opened, blue])).toEqual(saved);
    expect(colors(saved.steps)).toEqual(["#ef4444", "#3b82f6"]);
  });

  it("a picture whose steps stop short of it (a save without a time-lapse, the caps) shows them, then itself, then what came after", () => {
    const shortOf = picture({ v: 1, steps: timelapseOf([stroke("#ef4444", 100)]).steps, truncated: true });
    expect(colors(timelapseOf([shortOf, stroke("#22c55e", 500)]).steps)).toEqual(["#ef4444", "picture", "#22c55e"]);
    // None known (saved before time-lapses): the picture, then what came after.
    expect(colors(timelapseOf([picture(null), stroke("#22c55e", 500)]).steps)).toEqual(["picture", "#22c55e"]);
  });

  it("a fill's gradient or texture is in its step, and the layer the device's record rebuilds is the same fill (issue #30)", async () => {
    // A 16×16 page: the top four rows are region 2, the rest region 1.
    const map = buildRegionMap(
      Uint32Array.from({ length: 256 }, (_, i) => (i < 64 ? 2 : 1)),
      16,
      16,
    );
    const bitmaps = new RegionBitmaps(map, (pixels) => pixels.slice()) as unknown as RegionBitmaps<FillSurface>;
    const style: FillStyle = { kind: "radial", to: "#ffffff", line: [4, 2, 12, 2] };
    const styled = new RegionFill(bitmaps, { regionId: 2, color: "#ef4444", style });
    const dotted = new RegionFill(bitmaps, { regionId: 1, color: "#22c55e", style: { kind: "dots" } });
    const flat = new RegionFill(bitmaps, { regionId: 1, color: "#3b82f6" });
    expect(timelapseOf([styled, dotted, flat]).steps).toEqual([
      { t: "f", r: 2, c: "#ef4444", s: style },
      { t: "f", r: 1, c: "#22c55e", s: { kind: "dots" } },
      { t: "f", r: 1, c: "#3b82f6" },
    ]);
    // As a copy kept before styles stored it: no style key at all.
    expect(storedOf(flat)).toEqual({ kind: "fill", regionId: 1, color: "#3b82f6" });
    for (const layer of [styled, dotted, flat]) {
      const rebuilt = await layerOf(structuredClone(storedOf(layer)!), bitmaps);
      expect(asFill(rebuilt)).toEqual(asFill(layer));
    }
  });
});
