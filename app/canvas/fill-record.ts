/**
 * A fill as the device keeps it and as the time-lapse records it, and back: the style goes with
 * it only when there is one, so a flat fill is stored exactly as before styles existed, and a
 * record kept then (no style) or a style this version cannot read comes back flat.
 */
import { readFillStyle, type FillStyle } from "~/lib/fill-style";
import type { TimelapseStep } from "~/lib/timelapse";
import type { Fill } from "./fill";
import type { StoredLayer } from "./local-store";

type StoredFill = Extract<StoredLayer, { kind: "fill" }>;
type FillStep = Extract<TimelapseStep, { t: "f" }>;

export function storedFill(regionId: number, color: string, style: FillStyle | null | undefined): StoredFill {
  return style ? { kind: "fill", regionId, color, style } : { kind: "fill", regionId, color };
}

export function fillOfStored(stored: StoredFill): Fill {
  return { regionId: stored.regionId, color: stored.color, style: readFillStyle(stored.style) };
}

export function fillStep(stored: StoredFill): FillStep {
  return stored.style ? { t: "f", r: stored.regionId, c: stored.color, s: stored.style } : { t: "f", r: stored.regionId, c: stored.color };
}

export function fillOfStep(step: FillStep): Fill {
  return { regionId: step.r, color: step.c, style: readFillStyle(step.s) };
}
