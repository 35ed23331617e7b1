/**
 * How much of a page is coloured (issue #8): the share of its regions that carry paint.
 * Pure and DOM-free; the editor feeds it the paint layer's pixels when it is idle.
 */
import { MIN_REGION_PIXELS, type RegionMap } from "./region-map";

/** A pixel carries paint when it is at least half opaque (antialiased stroke edges are not). */
export const PAINTED_ALPHA = 128;
/** A region counts as coloured once this share of its pixels (ink under it included) carries paint. */
export const COLORED_SHARE = 0.5;

export type Progress = { colored: number; total: number; percent: number };

/**
 * Counts the regions big enough to colour (MIN_REGION_PIXELS) and those at least
 * COLORED_SHARE painted. `rgba` is the whole paint layer, same size as the map. The percent
 * is rounded down, so 100 means every region is coloured.
 */
export function measureProgress(map: RegionMap, rgba: Uint8ClampedArray | Uint8Array): Progress {
  const tracker = new ProgressTracker(map);
  tracker.update({ left: 0, top: 0, width: map.width, height: map.height }, rgba);
  return tracker.progress;
}

export type Rect = { left: number; top: number; width: number; height: number };

/** The smallest rectangle holding both (either may be null), clipped to the page. */
export function unionRect(a: Rect | null, b: Rect | null, page: { width: number; height: number }): Rect | null {
  const rects = [a, b].filter((r): r is Rect => r !== null && r.width > 0 && r.height > 0);
  if (!rects.length) return a ?? b;
  const left = Math.max(0, Math.floor(Math.min(...rects.map((r) => r.left))));
  const top = Math.max(0, Math.floor(Math.min(...rects.map((r) => r.top))));
  const right = Math.min(page.width, Math.ceil(Math.max(...rects.map((r) => r.left + r.width))));
  const bottom = Math.min(page.height, Math.ceil(Math.max(...rects.map((r) => r.top + r.height))));
  return { left, top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

/**
 * Progress kept up to date from the parts of the paint layer that changed: it remembers
 * which pixels carry paint, so re-reading a stroke's box costs that box, not the page.
 * `update` with the whole page gives the same answer as measureProgress.
 */
export class ProgressTracker {
  private painted: Uint32Array;
  private covered: Uint8Array;

  constructor(readonly map: RegionMap) {
    this.painted = new Uint32Array(map.size);
    this.covered = new Uint8Array(map.labels.length);
  }

  /** Reads the RGBA pixels of `rect` (as getImageData returns them). */
  update(rect: Rect, rgba: Uint8ClampedArray | Uint8Array) {
    if (rgba.length !== rect.width * rect.height * 4) throw new Error("the pixels do not fill the rectangle");
    const { labels, width } = this.map;
    const { painted, covered } = this;
    for (let y = 0, a = 3; y < rect.height; y++) {
      let i = (rect.top + y) * width + rect.left;
      for (let x = 0; x < rect.width; x++, i++, a += 4) {
        const now = rgba[a] >= PAINTED_ALPHA ? 1 : 0;
        if (now === covered[i]) continue;
        covered[i] = now;
        if (now) painted[labels[i]]++;
        else painted[labels[i]]--;
      }
    }
  }

  /** True once region `id` is at least COLORED_SHARE painted. */
  isColored(id: number) {
    const count = this.map.pixelCounts[id] ?? 0;
    return count > 0 && this.painted[id] >= count * COLORED_SHARE;
  }

  get progress(): Progress {
    let total = 0;
    let colored = 0;
    for (let id = 1; id < this.map.size; id++) {
      const count = this.map.pixelCounts[id];
      if (count < MIN_REGION_PIXELS) continue;
      total++;
      if (this.painted[id] >= count * COLORED_SHARE) colored++;
    }
    return { colored, total, percent: total ? Math.floor((colored * 100) / total) : 0 };
  }
}
