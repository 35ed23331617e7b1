/**
 * The time-lapse of what is on the paint layer now (issue #17): its strokes and fills in the
 * order they are drawn, undone ones left out (the history's current step is the picture), the
 * picture the page was opened with standing for what was painted before this copy: the server's
 * own time-lapse when it has one, else a single "what was there" step.
 */
import type { FabricObject } from "fabric";
import { capTimelapse, pathToD, type Timelapse, type TimelapseStep } from "~/lib/timelapse";
import { storedOf } from "./layers";

/** Each layer's step, made once (a layer never changes). */
const steps = new WeakMap<FabricObject, TimelapseStep | null>();

function stepOf(layer: FabricObject): TimelapseStep | null {
  const known = steps.get(layer);
  if (known !== undefined) return known;
  const stored = storedOf(layer);
  let step: TimelapseStep | null = null;
  if (stored?.kind === "stroke") step = { t: "s", c: stored.color, w: Math.round(stored.width * 10) / 10, ...(stored.erase ? { e: 1 as const } : {}), d: pathToD(stored.path) };
  else if (stored?.kind === "fill") step = { t: "f", r: stored.regionId, c: stored.color };
  else if (stored?.kind === "image") step = { t: "b" };
  steps.set(layer, step);
  return step;
}

export function timelapseOf(layers: readonly FabricObject[], before: readonly TimelapseStep[] | null): Timelapse {
  const all: TimelapseStep[] = [];
  let expanded = false;
  for (const layer of layers) {
    const step = stepOf(layer);
    if (!step) continue;
    if (step.t === "b" && before && !expanded) {
      all.push(...before);
      expanded = true;
    } else all.push(step);
  }
  return capTimelapse(all);
}
