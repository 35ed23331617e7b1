/**
 * A page's region map on the colour screen (issue #8): the label of every pixel, each
 * region's pixel count and bounding box, and which region a tap means. Pure, DOM-free.
 *
 * The labels come from the map the server computed (app/lib/regions.ts): every pixel,
 * ink included, carries the id of its nearest enclosed region (0 = none).
 */
export type RegionMap = {
  width: number;
  height: number;
  /** Region id per pixel, row by row; 0 = no region. */
  labels: Uint32Array;
  /** The largest id + 1: ids run 1..regionCount-1 (some may be unused). */
  size: number;
  /** Pixels per region id. */
  pixelCounts: Uint32Array;
  /** Per id, 4 numbers: left, top, right, bottom (inclusive). Unused ids have left > right. */
  boxes: Uint16Array;
};

export type Box = { left: number; top: number; width: number; height: number };

/**
 * Regions smaller than this many pixels (a 5×5 speck) are too small to aim at: a tap on
 * one goes to the nearest bigger region, and progress does not count them.
 */
export const MIN_REGION_PIXELS = 25;

/** How far from a tap (in page pixels) a region is still "the one under the finger". */
export const HIT_RADIUS = 6;

/**
 * The hit radius in page pixels for a page shown at `scale` (screen px per page px): about
 * 8 screen pixels, so a finger on a phone-sized page still finds its region, within 3..24.
 */
export const hitRadius = (scale: number) => Math.min(24, Math.max(3, 8 / (scale > 0 ? scale : 1)));

/** Counts and bounding boxes of the labels, in one pass. */
export function buildRegionMap(labels: Uint32Array, width: number, height: number): RegionMap {
  if (labels.length !== width * height) throw new Error(`labels hold ${labels.length} pixels, not ${width}×${height}`);
  let max = 0;
  for (let i = 0; i < labels.length; i++) if (labels[i] > max) max = labels[i];
  const size = max + 1;
  const pixelCounts = new Uint32Array(size);
  const boxes = new Uint16Array(size * 4);
  for (let id = 0; id < size; id++) {
    boxes[id * 4] = 0xffff;
    boxes[id * 4 + 1] = 0xffff;
  }
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      const id = labels[i];
      if (id === 0) continue;
      pixelCounts[id]++;
      const b = id * 4;
      if (x < boxes[b]) boxes[b] = x;
      if (y < boxes[b + 1]) boxes[b + 1] = y;
      if (x > boxes[b + 2]) boxes[b + 2] = x;
      if (y > boxes[b + 3]) boxes[b + 3] = y;
    }
  }
  return { width, height, labels, size, pixelCounts, boxes };
}

/** The bounding box of a region, or null if no pixel carries that id. */
export function regionBox(map: RegionMap, id: number): Box | null {
  if (!Number.isInteger(id) || id <= 0 || id >= map.size || map.pixelCounts[id] === 0) return null;
  const b = id * 4;
  const left = map.boxes[b];
  const top = map.boxes[b + 1];
  return { left, top, width: map.boxes[b + 2] - left + 1, height: map.boxes[b + 3] - top + 1 };
}

const hittable = (map: RegionMap, id: number) => id > 0 && map.pixelCounts[id] >= MIN_REGION_PIXELS;

/**
 * The region a tap at page point (x, y) means: the one under it, or, when that is no
 * region or a speck, the nearest hittable region within `radius` pixels (ties go to the
 * first found, scanning rings outwards). 0 when there is none.
 */
export function regionAt(map: RegionMap, x: number, y: number, radius = HIT_RADIUS): number {
  const px = Math.floor(x);
  const py = Math.floor(y);
  const { width, height, labels } = map;
  const at = (cx: number, cy: number) => (cx >= 0 && cy >= 0 && cx < width && cy < height ? labels[cy * width + cx] : 0);
  const here = at(px, py);
  if (hittable(map, here)) return here;
  let best = 0;
  let bestDistance = Infinity;
  const r = Math.max(0, Math.ceil(radius));
  for (let dy = -r; dy <= r; dy++) {
    for (let dx = -r; dx <= r; dx++) {
      const distance = dx * dx + dy * dy;
      if (distance > radius * radius || distance >= bestDistance) continue;
      const id = at(px + dx, py + dy);
      if (hittable(map, id)) {
        best = id;
        bestDistance = distance;
      }
    }
  }
  return best;
}

/** Ids of the regions big enough to colour (what progress counts). */
export function countableRegions(map: RegionMap) {
  let total = 0;
  for (let id = 1; id < map.size; id++) if (map.pixelCounts[id] >= MIN_REGION_PIXELS) total++;
  return total;
}

/**
 * A page point from a pointer's client position: through the element's on-screen box
 * (CSS zoom and the frame's scroll) and the inverse of the canvas's viewport transform.
 */
export function pagePoint(
  client: { x: number; y: number },
  rect: { left: number; top: number; width: number; height: number },
  canvasSize: { width: number; height: number },
  viewport: readonly number[] = [1, 0, 0, 1, 0, 0],
) {
  const vx = ((client.x - rect.left) * canvasSize.width) / (rect.width || canvasSize.width);
  const vy = ((client.y - rect.top) * canvasSize.height) / (rect.height || canvasSize.height);
  const [a, b, c, d, e, f] = viewport;
  const det = a * d - b * c || 1;
  return { x: (d * (vx - e) - c * (vy - f)) / det, y: (a * (vy - f) - b * (vx - e)) / det };
}
