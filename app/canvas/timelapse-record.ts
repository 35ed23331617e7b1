/**
 * The time-lapse of what is on the paint layer now (issue #17): its strokes and fills in the
 * order they are drawn, undone ones left out (the history's current step is the picture). The
 * picture a copy started from stands for its own time-lapse, which came with it from the server
 * and stays with it on the device (issue #28): after a merge with another device's save, or in a
 * reopened copy, the steps are each stroke once, in order, and never another picture's.
 */
import type { FabricObject } from "fabric";
import { capTimelapse, pathToD, pictureSteps, type Timelapse, type TimelapseStep } from "~/lib/timelapse";
import { fillStep } from "./fill-record";
import { pictureOf, storedOf } from "./layers";

/** Each layer's steps, made once (a layer never changes). */
const steps = new WeakMap<FabricObject, readonly TimelapseStep[]>();

function stepsOf(layer: FabricObject): readonly TimelapseStep[] {
  const known = steps.get(layer);
  if (known) return known;
  const stored = storedOf(layer);
  let made: readonly TimelapseStep[] = [];
  if (stored?.kind === "stroke")
    made = [
      {
        t: "s",
        c: stored.color,
        w: Math.round(stored.width * 10) / 10,
        ...(stored.erase ? { e: 1 as const } : {}),
        d: pathToD(stored.path),
        ...(stored.region ? { r: stored.region } : {}),
      },
    ];
  else if (stored?.kind === "fill") made = [fillStep(stored)];
  else if (stored?.kind === "image") made = pictureSteps(stored.timelapse ?? null);
  steps.set(layer, made);
  return made;
}

export function timelapseOf(layers: readonly FabricObject[]): Timelapse {
  return capTimelapse(layers.flatMap(stepsOf));
}

/** The picture the copy started from, which a replay's "b" shows (null: it started from a blank page). */
export function startingPicture(layers: readonly FabricObject[]): CanvasImageSource | null {
  for (const layer of layers) {
    const picture = pictureOf(layer);
    if (picture) return picture;
  }
  return null;
}
