/**
 * "No salirse" (stay inside the lines): a brush stroke that paints only inside the region of the
 * page's region map it started in. The stroke is clipped to the region's pixels, the very ones the
 * bucket fills (the map's runs: ink under the region included), so it reaches under the line
 * exactly as far as a fill does: no halo, and never past the line's middle. The clip is a path of
 * whole-pixel rectangles, so it cuts nothing but whole pixels; it is made once per region and
 * always clipped within the few pixels being drawn first, which keeps its cost to those pixels.
 * No fabric here: the colour screen's strokes (region-stroke.ts) and the time-lapse replay share it.
 */
import type { Box, RegionMap } from "./region-map";
import { regionAt } from "./region-map";

/** What regionClip needs of a Path2D (the browser's, or a test's). */
export type RectPath = { rect(x: number, y: number, width: number, height: number): void };

/**
 * The region a kept-inside stroke starting at page point (x, y) keeps to: the one the bucket would
 * fill there. A stroke started on a line keeps to the region the line's pixel belongs to (the
 * nearer side); on a speck, to the nearest region big enough to aim at. 0 when there is none (no
 * map, or no region within reach): the stroke is then a free one.
 */
export function strokeRegion(map: RegionMap | null, point: { x: number; y: number }, radius: number): number {
  if (!map) return 0;
  return regionAt(map, point.x, point.y, radius);
}

/** Whole pixels covering `box`, so nothing a stroke antialiases is cut at a fractional edge. */
export function roundOut(box: Box): Box {
  const left = Math.floor(box.left);
  const top = Math.floor(box.top);
  return { left, top, width: Math.ceil(box.left + box.width) - left, height: Math.ceil(box.top + box.height) - top };
}

/** Where two boxes overlap; null when they do not. */
export function intersect(a: Box, b: Box): Box | null {
  const left = Math.max(a.left, b.left);
  const top = Math.max(a.top, b.top);
  const right = Math.min(a.left + a.width, b.left + b.width);
  const bottom = Math.min(a.top + a.height, b.top + b.height);
  return right > left && bottom > top ? { left, top, width: right - left, height: bottom - top } : null;
}

/** The page pixels a brush segment through `points` may touch: their box, grown by half the width and a pixel of antialiasing. */
export function segmentBox(points: readonly { x: number; y: number }[], width: number): Box | null {
  if (!points.length) return null;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const { x, y } of points) {
    left = Math.min(left, x);
    top = Math.min(top, y);
    right = Math.max(right, x);
    bottom = Math.max(bottom, y);
  }
  const grow = width / 2 + 2;
  return roundOut({ left: left - grow, top: top - grow, width: right - left + 2 * grow, height: bottom - top + 2 * grow });
}

/** Calls `rect` once per run of region `id`'s pixels (one row high each): together, exactly its pixels. */
export function eachRegionRun(map: RegionMap, id: number, rect: (x: number, y: number, width: number, height: number) => void) {
  if (!Number.isInteger(id) || id <= 0 || id >= map.size) return;
  const { width, runStarts, runLengths, regionRuns } = map;
  for (let r = regionRuns[id], end = regionRuns[id + 1]; r < end; r++) {
    const start = runStarts[r];
    const y = (start / width) | 0;
    rect(start - y * width, y, runLengths[r], 1);
  }
}

/** Each map's region clips, made once per region (a page-sized region: a few thousand rectangles). */
const clips = new WeakMap<RegionMap, Map<number, unknown>>();

/** Region `id` of `map` as a path of its pixels, made with `make` once and kept with the map. */
export function regionClip<P extends RectPath>(map: RegionMap, id: number, make: () => P): P {
  let known = clips.get(map);
  if (!known) clips.set(map, (known = new Map()));
  const hit = known.get(id) as P | undefined;
  if (hit) return hit;
  const path = make();
  eachRegionRun(map, id, (x, y, width, height) => path.rect(x, y, width, height));
  known.set(id, path);
  return path;
}

/** Region `id` as a Path2D to clip to. */
export const regionPath = (map: RegionMap, id: number) => regionClip(map, id, () => new Path2D());

/** A box as a Path2D: a clip that leaves the context's current path alone (fabric's pencil continues it between moves). */
export function boxPath(box: Box) {
  const path = new Path2D();
  path.rect(box.left, box.top, box.width, box.height);
  return path;
}

type Clippable = Pick<CanvasRenderingContext2D, "save" | "restore" | "clip">;

/**
 * Runs `draw` on `context` clipped to `box` (page pixels, in the context's current transform) and
 * to region `id`'s pixels: first the box, so clipping to the region costs the box, not the page.
 */
export function drawInside(context: Clippable, map: RegionMap, id: number, box: Box, draw: () => void) {
  context.save();
  context.clip(boxPath(box));
  context.clip(regionPath(map, id));
  try {
    draw();
  } finally {
    context.restore();
  }
}
