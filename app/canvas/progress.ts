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
 * COLORED_SHARE painted. `rgba` is the paint layer, same size as the map. The percent is
 * rounded down, so 100 means every region is coloured.
 */
export function measureProgress(map: RegionMap, rgba: Uint8ClampedArray | Uint8Array): Progress {
  if (rgba.length !== map.labels.length * 4) throw new Error("the paint layer and the region map differ in size");
  const painted = new Uint32Array(map.size);
  const { labels } = map;
  for (let i = 0, a = 3; i < labels.length; i++, a += 4) {
    if (rgba[a] >= PAINTED_ALPHA) painted[labels[i]]++;
  }
  let total = 0;
  let colored = 0;
  for (let id = 1; id < map.size; id++) {
    const count = map.pixelCounts[id];
    if (count < MIN_REGION_PIXELS) continue;
    total++;
    if (painted[id] >= count * COLORED_SHARE) colored++;
  }
  return { colored, total, percent: total ? Math.floor((colored * 100) / total) : 0 };
}
