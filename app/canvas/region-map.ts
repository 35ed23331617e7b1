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
  /**
   * Every region as horizontal runs of pixels, grouped by id: region `id`'s runs are
   * `runStarts[i]` (pixel index) and `runLengths[i]` for i in regionRuns[id]..regionRuns[id+1]-1.
   * Painting a region is then a few native fills, not a scan of its box.
   */
  runStarts: Uint32Array;
  runLengths: Uint16Array;
  regionRuns: Uint32Array;
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

/**
 * Builds a RegionMap row by row, so a caller can spread the work over several short tasks
 * (`rows` as many times as it likes, then `finish`). Counts, boxes and runs in one pass.
 */
export class RegionMapBuilder {
  private size = 1;
  private pixelCounts = new Uint32Array(256);
  private boxes = new Uint16Array(256 * 4);
  // Runs in row order: start pixel, length, id.
  private runs = new Uint32Array(4096 * 3);
  private runCount = 0;
  private done = 0;

  constructor(
    readonly labels: Uint32Array,
    readonly width: number,
    readonly height: number,
  ) {
    if (labels.length !== width * height) throw new Error(`labels hold ${labels.length} pixels, not ${width}×${height}`);
  }

  /** The rows read so far. */
  get rowsDone() {
    return this.done;
  }

  private grow(id: number) {
    let capacity = this.pixelCounts.length;
    while (capacity <= id) capacity *= 2;
    const counts = new Uint32Array(capacity);
    counts.set(this.pixelCounts);
    const boxes = new Uint16Array(capacity * 4);
    boxes.set(this.boxes);
    this.pixelCounts = counts;
    this.boxes = boxes;
  }

  private addRun(start: number, length: number, id: number) {
    if ((this.runCount + 1) * 3 > this.runs.length) {
      const runs = new Uint32Array(this.runs.length * 2);
      runs.set(this.runs);
      this.runs = runs;
    }
    const r = this.runCount++ * 3;
    this.runs[r] = start;
    this.runs[r + 1] = length;
    this.runs[r + 2] = id;
  }

  /** Reads the next `count` rows (fewer at the bottom). */
  rows(count: number) {
    const { labels, width } = this;
    const end = Math.min(this.height, this.done + count);
    for (let y = this.done; y < end; y++) {
      const row = y * width;
      let x = 0;
      while (x < width) {
        const id = labels[row + x];
        let to = x + 1;
        while (to < width && labels[row + to] === id) to++;
        if (id !== 0) {
          if (id >= this.pixelCounts.length) this.grow(id);
          if (id >= this.size) this.size = id + 1;
          const b = id * 4;
          if (this.pixelCounts[id] === 0) {
            this.boxes[b] = x;
            this.boxes[b + 1] = y;
            this.boxes[b + 2] = to - 1;
          } else {
            if (x < this.boxes[b]) this.boxes[b] = x;
            if (to - 1 > this.boxes[b + 2]) this.boxes[b + 2] = to - 1;
          }
          this.boxes[b + 3] = y;
          this.pixelCounts[id] += to - x;
          this.addRun(row + x, to - x, id);
        }
        x = to;
      }
    }
    this.done = end;
  }

  /** The map, once every row has been read. */
  finish(): RegionMap {
    if (this.done < this.height) this.rows(this.height - this.done);
    const { size } = this;
    const pixelCounts = this.pixelCounts.slice(0, size);
    const boxes = this.boxes.slice(0, size * 4);
    for (let id = 0; id < size; id++) {
      if (pixelCounts[id] === 0) {
        boxes[id * 4] = 0xffff;
        boxes[id * 4 + 1] = 0xffff;
        boxes[id * 4 + 2] = 0;
        boxes[id * 4 + 3] = 0;
      }
    }
    // Group the runs by region (a counting sort keeps each region's runs in row order).
    const regionRuns = new Uint32Array(size + 1);
    for (let r = 0; r < this.runCount; r++) regionRuns[this.runs[r * 3 + 2] + 1]++;
    for (let id = 0; id < size; id++) regionRuns[id + 1] += regionRuns[id];
    const next = regionRuns.slice(0, size);
    const runStarts = new Uint32Array(this.runCount);
    const runLengths = new Uint16Array(this.runCount);
    for (let r = 0; r < this.runCount; r++) {
      const at = next[this.runs[r * 3 + 2]]++;
      runStarts[at] = this.runs[r * 3];
      runLengths[at] = this.runs[r * 3 + 1];
    }
    this.runs = new Uint32Array(0);
    return { width: this.width, height: this.height, labels: this.labels, size, pixelCounts, boxes, runStarts, runLengths, regionRuns };
  }
}

/** Counts, bounding boxes and runs of the labels, all at once. */
export function buildRegionMap(labels: Uint32Array, width: number, height: number): RegionMap {
  return new RegionMapBuilder(labels, width, height).finish();
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
