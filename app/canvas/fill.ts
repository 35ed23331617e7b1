/**
 * Tap-to-fill (issue #8), the parts that need no DOM: a fill is (region id, colour, style); its
 * pixels are drawn from the page's region map on demand, cropped to the region's box,
 * and kept in one small per-page cache that any fill of the same region, colour and style shares.
 */
import { styleKey, type FillStyle } from "~/lib/fill-style";
import { pack, parseColor, runPainterOf } from "./fill-styles";
import { regionBox, type Box, type RegionMap } from "./region-map";

export { parseColor };

/** A fill: its region, its colour, and how it paints it (none: flat). */
export type Fill = { regionId: number; color: string; style?: FillStyle | null };

/**
 * The RGBA pixels of one region in one colour, cropped to its box: opaque colour where the
 * label is the region (ink under it included, so no halo), transparent elsewhere. Written
 * run by run with native fills, so a page-sized region costs about what its allocation does.
 */
export function regionPixels(
  map: RegionMap,
  regionId: number,
  color: string,
  /** Written into when big enough (and then zeroed first), so bitmaps can share one buffer. */
  into?: Uint8ClampedArray,
  /** A gradient or texture (fill-styles.ts) instead of the flat colour. */
  style?: FillStyle | null,
): { box: Box; pixels: Uint8ClampedArray } | null {
  const box = regionBox(map, regionId);
  const rgb = parseColor(color);
  if (!box || !rgb) return null;
  const length = box.width * box.height * 4;
  const pixels = into && into.length >= length ? into.subarray(0, length).fill(0) : new Uint8ClampedArray(length);
  const words = new Uint32Array(pixels.buffer, pixels.byteOffset, pixels.length / 4);
  const packed = pack(rgb);
  const paint = style ? runPainterOf(rgb, style) : null;
  const { width, runStarts, runLengths, regionRuns } = map;
  for (let r = regionRuns[regionId], end = regionRuns[regionId + 1]; r < end; r++) {
    const start = runStarts[r];
    const y = (start / width) | 0;
    const x = start - y * width;
    const at = (y - box.top) * box.width + (x - box.left);
    // Styled: the run from its page position, so the region's box never shifts the pattern.
    if (paint) paint(words, at, x, y, runLengths[r]);
    else words.fill(packed, at, at + runLengths[r]);
  }
  return { box, pixels };
}

/** What the cache keeps per (region, colour, style): something a 2D context can draw, and where. */
export type RegionBitmap<S> = { box: Box; surface: S; bytes: number };

/** Bitmaps beyond this many bytes (4 full 1024² pages) are dropped, least recently used first. */
export const FILL_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * The per-page cache of region bitmaps. `makeSurface` turns pixels into something
 * drawable (an ImageBitmap in the browser) and must copy them: the pixels it is given are
 * a shared buffer, overwritten by the next bitmap. A dropped bitmap is made again when needed,
 * so a fill never owns pixels and history of any length costs only its (id, colour) pairs.
 */
export class RegionBitmaps<S> {
  private entries = new Map<string, RegionBitmap<S>>();
  private used = 0;
  /** One page-sized pixel buffer every new bitmap is drawn through (makeSurface copies it). */
  private scratch: Uint8ClampedArray | null = null;

  constructor(
    readonly map: RegionMap,
    private readonly makeSurface: (pixels: Uint8ClampedArray, width: number, height: number) => S,
    private readonly budget = FILL_CACHE_BYTES,
    /** Frees a dropped bitmap's pixels at once rather than at the next garbage collection. */
    private readonly release: (surface: S) => void = () => {},
  ) {}

  get bytes() {
    return this.used;
  }

  get size() {
    return this.entries.size;
  }

  get(regionId: number, color: string, style?: FillStyle | null): RegionBitmap<S> | null {
    const key = `${regionId}:${color.toLowerCase()}:${styleKey(style)}`;
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used goes last.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    this.scratch ??= new Uint8ClampedArray(this.map.width * this.map.height * 4);
    const made = regionPixels(this.map, regionId, color, this.scratch, style);
    if (!made) return null;
    const entry = { box: made.box, surface: this.makeSurface(made.pixels, made.box.width, made.box.height), bytes: made.pixels.byteLength };
    this.entries.set(key, entry);
    this.used += entry.bytes;
    for (const [oldKey, old] of this.entries) {
      if (this.used <= this.budget || oldKey === key) break;
      this.entries.delete(oldKey);
      this.used -= old.bytes;
      this.release(old.surface);
    }
    return entry;
  }

  clear() {
    for (const entry of this.entries.values()) this.release(entry.surface);
    this.entries.clear();
    this.used = 0;
    this.scratch = null;
  }
}

/**
 * The layer list after a fill: a fill paints every pixel of its region opaquely, so an
 * earlier fill of the same region is wholly hidden by it and leaves the list (whatever
 * lies between them, eraser strokes included, only touched pixels the new fill covers or
 * pixels outside the region). The list thus never holds more fills than regions.
 * Returns null when the fill would change nothing (the topmost layer is the same fill).
 */
export function layersAfterFill<T>(layers: readonly T[], fill: T, asFill: (layer: T) => Fill | null): T[] | null {
  const added = asFill(fill);
  if (!added) return [...layers, fill];
  const top = layers.at(-1);
  const topFill = top === undefined ? null : asFill(top);
  if (
    topFill &&
    topFill.regionId === added.regionId &&
    topFill.color.toLowerCase() === added.color.toLowerCase() &&
    styleKey(topFill.style) === styleKey(added.style)
  )
    return null;
  return [...layers.filter((layer) => asFill(layer)?.regionId !== added.regionId), fill];
}
