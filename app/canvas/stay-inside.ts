/**
 * "No salirse" (stay inside the lines): a brush stroke that paints only inside the region of the
 * page's region map it started in. The region's mask is the bucket's own bitmap of that region
 * (fill.ts regionPixels: ink under the region included), so a kept-inside stroke reaches under the
 * line exactly as far as a fill does: no halo, and never past the line's middle. No fabric here:
 * the colour screen's strokes (region-stroke.ts) and the time-lapse replay share it.
 */
import type { Box, RegionMap } from "./region-map";
import { regionAt } from "./region-map";

/** The colour a region's mask is drawn in: only its alpha counts, and black shares the fill cache with black fills. */
export const MASK_COLOR = "#000000";

/** A region's mask: opaque where the region is (ink under it included), transparent elsewhere, drawn at `box`. */
export type RegionMask<S = CanvasImageSource> = { box: Box; surface: S };

/** What keepInside needs of a 2D context (a canvas's, an offscreen canvas's, or a test's). */
export type MaskTarget<S> = {
  save(): void;
  restore(): void;
  beginPath(): void;
  rect(x: number, y: number, width: number, height: number): void;
  clip(): void;
  clearRect(x: number, y: number, width: number, height: number): void;
  drawImage(image: S, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void;
  globalCompositeOperation: GlobalCompositeOperation;
};

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

/** The parts of `outer` outside `inner` (at most four bands: above, below, left, right). */
export function outside(outer: Box, inner: Box): Box[] {
  const overlap = intersect(outer, inner);
  if (!overlap) return [outer];
  const bands: Box[] = [];
  const right = outer.left + outer.width;
  const bottom = outer.top + outer.height;
  const overlapBottom = overlap.top + overlap.height;
  const overlapRight = overlap.left + overlap.width;
  if (overlap.top > outer.top) bands.push({ left: outer.left, top: outer.top, width: outer.width, height: overlap.top - outer.top });
  if (overlapBottom < bottom) bands.push({ left: outer.left, top: overlapBottom, width: outer.width, height: bottom - overlapBottom });
  if (overlap.left > outer.left) bands.push({ left: outer.left, top: overlap.top, width: overlap.left - outer.left, height: overlap.height });
  if (overlapRight < right) bands.push({ left: overlapRight, top: overlap.top, width: right - overlapRight, height: overlap.height });
  return bands;
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

/**
 * Keeps the paint on `context` within `area` (page pixels, in the context's current transform) to
 * the region: outside the mask's box it is cleared, inside it what the mask leaves transparent
 * goes (destination-in, clipped to that part, so no browser's way of compositing beyond the image
 * touches the rest). Costs the area, never the page: a moving stroke passes its last segment.
 */
export function keepInside<S>(context: MaskTarget<S>, mask: RegionMask<S>, area: Box) {
  for (const band of outside(area, mask.box)) context.clearRect(band.left, band.top, band.width, band.height);
  const inside = intersect(area, mask.box);
  if (!inside) return;
  context.save();
  context.beginPath();
  context.rect(inside.left, inside.top, inside.width, inside.height);
  context.clip();
  context.globalCompositeOperation = "destination-in";
  const sx = inside.left - mask.box.left;
  const sy = inside.top - mask.box.top;
  context.drawImage(mask.surface, sx, sy, inside.width, inside.height, inside.left, inside.top, inside.width, inside.height);
  context.restore();
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** One scratch canvas every kept-inside stroke is drawn through (it only grows, up to the page). */
let scratch: { canvas: OffscreenCanvas | HTMLCanvasElement; context: Context2D } | null = null;

function scratchFor(width: number, height: number): Context2D | null {
  if (!scratch) {
    const canvas =
      typeof OffscreenCanvas === "function" ? new OffscreenCanvas(width, height) : Object.assign(document.createElement("canvas"), { width, height });
    const context = canvas.getContext("2d") as Context2D | null;
    if (!context) return null;
    scratch = { canvas, context };
  }
  const { canvas } = scratch;
  if (canvas.width < width || canvas.height < height) {
    // Resizing a canvas resets its context's state, which every use sets again.
    canvas.width = Math.max(canvas.width, width);
    canvas.height = Math.max(canvas.height, height);
  }
  return scratch.context;
}

/**
 * Draws what `draw` paints (in page coordinates) onto `target`, kept inside the region: through
 * the scratch canvas, over `bounds` (the stroke's box; null: the whole region), so the paint
 * already on `target` is never touched outside the stroke's own pixels.
 */
export function drawInside(target: Context2D, mask: RegionMask, bounds: Box | null, draw: (context: Context2D) => void) {
  const box = bounds ? intersect(roundOut(bounds), mask.box) : mask.box;
  if (!box) return;
  const context = scratchFor(box.width, box.height);
  if (!context) return;
  context.save();
  context.setTransform(1, 0, 0, 1, -box.left, -box.top);
  context.clearRect(box.left, box.top, box.width, box.height);
  draw(context);
  keepInside(context as MaskTarget<CanvasImageSource>, mask, box);
  context.restore();
  const source = scratch?.canvas;
  if (source) target.drawImage(source, 0, 0, box.width, box.height, box.left, box.top, box.width, box.height);
}
