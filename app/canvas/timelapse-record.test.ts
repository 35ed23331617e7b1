import { FabricObject } from "fabric";
import { describe, expect, it } from "vitest";
import type { Timelapse, TimelapseStep } from "~/lib/timelapse";
import { storedOf, strokeLayer } from "./layers";
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
});
