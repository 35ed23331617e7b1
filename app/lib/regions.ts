import { PICTURE_SIZE, type Fillability } from "~/lib/pages";

/**
 * The region engine: turns line art into a map of the regions a tap fills.
 * Isomorphic: typed arrays only, so the server computes maps and the browser decodes them
 * with the same code.
 *
 * 1. Binarise: grey below `threshold` is ink.
 * 2. Close gaps: only paper farther than `closeRadius` from any ink seeds a region, so a gap
 *    of up to 2 × closeRadius px in a line seeds nothing and the two sides stay apart.
 * 3. Label the seeds (4-connected) and grow them back through the paper they touch, all at
 *    once, so each paper pixel joins its nearest seed and two sides meet in the gap.
 *    Paper enclosed by ink that holds no seed (a narrow stripe, an eye) is a region of its own.
 * 4. Tiny regions are merged into the region they share most border with, or, when ink
 *    encloses them, left to the next step.
 * 5. Every pixel still without a region (ink, antialiased edges, specks) joins the nearest
 *    region, so a fill reaches under the lines and leaves no halo.
 */

export type RegionOptions = {
  /** Grey values below this are ink (0 black … 255 white). */
  threshold?: number;
  /** Gaps in the lines up to twice this many px are closed. Default 2 px per 1024 px. */
  closeRadius?: number;
  /** Ink farther than this from paper is inside a solid black blob. Default 16 px per 1024 px. */
  blobRadius?: number;
};

export type RegionAnalysis = {
  /** Region id per pixel (row-major); 0 only when no region exists (no paper bigger than a speck). */
  labels: Uint32Array;
  regionCount: number;
  /** Pixels per region; index = region id, index 0 unused. */
  pixelCounts: Uint32Array;
  fillability: Fillability;
};

/**
 * Antialiased black-on-white art: a pixel at least ~37 % covered by a line is ink. Slightly
 * darker than half-coverage fattens hairlines a little, so they seal better.
 */
export const INK_THRESHOLD = 160;

/** What a page needs to pass the fillability check; shares are of the whole picture. */
export const FILLABILITY_LIMITS = {
  /** Less ink than this is a (nearly) blank page. */
  minInkShare: 0.005,
  /** More ink than this leaves too little paper to colour. */
  maxInkShare: 0.4,
  /** Solid black blobs covering more than this. */
  maxBlobShare: 0.06,
  /** Regions big enough to colour, the background included: at least one closed area. */
  minUsableRegions: 2,
  /** Share of regions that are too small to colour. */
  maxTinyRegionShare: 0.5,
} as const;

/** A region smaller than this share of the picture (256 px at 1024²) is too small to colour. */
const TINY_REGION_SHARE = 1 / 4096;
/** A region smaller than this (21 px at 1024²) is noise: merged away or left to its neighbours. */
const SPECK_SHARE = 2e-5;

export const REGION_PROBLEMS = {
  empty: "regions.problem.empty",
  tooMuchInk: "regions.problem.tooMuchInk",
  blobs: "regions.problem.blobs",
  fewRegions: "regions.problem.fewRegions",
  tinyRegions: "regions.problem.tinyRegions",
} as const;

export type RegionProblem = (typeof REGION_PROBLEMS)[keyof typeof REGION_PROBLEMS];

export function analyzeLineArt(gray: Uint8Array, width: number, height: number, options: RegionOptions = {}): RegionAnalysis {
  const size = width * height;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || gray.length !== size) {
    throw new RangeError(`analyzeLineArt: ${gray.length} grey values for ${width}×${height}`);
  }
  const scale = Math.max(width, height) / PICTURE_SIZE;
  const threshold = options.threshold ?? INK_THRESHOLD;
  const closeRadius = options.closeRadius ?? Math.max(1, Math.round(2 * scale));
  const blobRadius = options.blobRadius ?? Math.max(2, Math.round(16 * scale));

  const ink = new Uint8Array(size);
  let inkCount = 0;
  for (let i = 0; i < size; i++) {
    if (gray[i] < threshold) {
      ink[i] = 1;
      inkCount++;
    }
  }

  // Seeds: paper farther than closeRadius from any ink.
  const nearInk = withinRadius(ink, width, height, closeRadius);
  const seed = new Uint8Array(size);
  for (let i = 0; i < size; i++) seed[i] = nearInk[i] ^ 1;

  const labels = new Uint32Array(size);
  const queue = new Int32Array(size);
  let count = labelComponents(seed, labels, width, height, queue, 0);
  growThroughPaper(labels, ink, width, height, queue);
  // Paper still unlabelled is enclosed by ink and held no seed: each piece is its own region.
  const paper = new Uint8Array(size);
  for (let i = 0; i < size; i++) if (!ink[i] && labels[i] === 0) paper[i] = 1;
  count = labelComponents(paper, labels, width, height, queue, count);

  count = mergeSpecks(labels, width, height, count, Math.max(4, Math.round(size * SPECK_SHARE)));
  growEverywhere(labels, width, height, queue);

  const pixelCounts = new Uint32Array(count + 1);
  for (let i = 0; i < size; i++) pixelCounts[labels[i]]++;
  pixelCounts[0] = 0;

  const blobShare = inkCount === 0 ? 0 : blobPixels(ink, width, height, blobRadius) / size;
  const fillability = scoreFillability(inkCount / size, blobShare, pixelCounts, count, size);
  return { labels, regionCount: count, pixelCounts, fillability };
}

/**
 * Inks every region too small to colour (under the engine's "tiny"): a sliver left between two
 * lines that run close becomes part of the line, a pocket too small to tap a dot (an eye's pupil
 * is a black dot, as a colouring book draws it). Answers how many it inked. In place.
 */
export function inkTinyRegions(gray: Uint8Array, width: number, height: number): number {
  const { labels, pixelCounts, regionCount } = analyzeLineArt(gray, width, height);
  const below = width * height * TINY_REGION_SHARE;
  const tiny = new Uint8Array(regionCount + 1);
  let inked = 0;
  for (let id = 1; id <= regionCount; id++) {
    if (pixelCounts[id] > 0 && pixelCounts[id] < below) {
      tiny[id] = 1;
      inked++;
    }
  }
  if (inked === 0) return 0;
  for (let i = 0; i < labels.length; i++) if (tiny[labels[i]]) gray[i] = 0;
  return inked;
}

function scoreFillability(inkShare: number, blobShare: number, pixelCounts: Uint32Array, count: number, size: number): Fillability {
  const tinyBelow = size * TINY_REGION_SHARE;
  let tiny = 0;
  for (let id = 1; id <= count; id++) if (pixelCounts[id] < tinyBelow) tiny++;
  const usableRegions = count - tiny;
  const tinyRegionShare = count === 0 ? 0 : tiny / count;
  const limits = FILLABILITY_LIMITS;
  const problems: RegionProblem[] = [];
  if (inkShare < limits.minInkShare) problems.push(REGION_PROBLEMS.empty);
  if (inkShare > limits.maxInkShare) problems.push(REGION_PROBLEMS.tooMuchInk);
  if (blobShare > limits.maxBlobShare) problems.push(REGION_PROBLEMS.blobs);
  if (usableRegions < limits.minUsableRegions) problems.push(REGION_PROBLEMS.fewRegions);
  if (tinyRegionShare > limits.maxTinyRegionShare) problems.push(REGION_PROBLEMS.tinyRegions);
  return {
    inkShare: round4(inkShare),
    tinyRegionShare: round4(tinyRegionShare),
    blobShare: round4(blobShare),
    usableRegions,
    passed: problems.length === 0,
    problems,
  };
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * Labels the 4-connected components of `mask` that are still unlabelled, with ids after `start`;
 * returns the last id. `stack` must hold width × height entries.
 */
export function labelComponents(mask: Uint8Array, labels: Uint32Array, width: number, height: number, stack: Int32Array, start: number) {
  let id = start;
  const size = width * height;
  for (let i = 0; i < size; i++) {
    if (!mask[i] || labels[i] !== 0) continue;
    id++;
    labels[i] = id;
    let top = 0;
    stack[top++] = i;
    while (top > 0) {
      const p = stack[--top];
      const x = p % width;
      if (x > 0 && mask[p - 1] && labels[p - 1] === 0) {
        labels[p - 1] = id;
        stack[top++] = p - 1;
      }
      if (x < width - 1 && mask[p + 1] && labels[p + 1] === 0) {
        labels[p + 1] = id;
        stack[top++] = p + 1;
      }
      if (p >= width && mask[p - width] && labels[p - width] === 0) {
        labels[p - width] = id;
        stack[top++] = p - width;
      }
      if (p < size - width && mask[p + width] && labels[p + width] === 0) {
        labels[p + width] = id;
        stack[top++] = p + width;
      }
    }
  }
  return id;
}

/** Breadth-first growth of every seed at once through paper (4-connected): nearest seed wins. */
function growThroughPaper(labels: Uint32Array, ink: Uint8Array, width: number, height: number, queue: Int32Array) {
  const size = width * height;
  let tail = 0;
  for (let i = 0; i < size; i++) if (labels[i] !== 0) queue[tail++] = i;
  for (let head = 0; head < tail; head++) {
    const p = queue[head];
    const id = labels[p];
    const x = p % width;
    if (x > 0 && !ink[p - 1] && labels[p - 1] === 0) {
      labels[p - 1] = id;
      queue[tail++] = p - 1;
    }
    if (x < width - 1 && !ink[p + 1] && labels[p + 1] === 0) {
      labels[p + 1] = id;
      queue[tail++] = p + 1;
    }
    if (p >= width && !ink[p - width] && labels[p - width] === 0) {
      labels[p - width] = id;
      queue[tail++] = p - width;
    }
    if (p < size - width && !ink[p + width] && labels[p + width] === 0) {
      labels[p + width] = id;
      queue[tail++] = p + width;
    }
  }
}

/**
 * Regions under `minPixels` join the neighbour they share most border with (a pocket cut off
 * by closing); enclosed ones are cleared for the nearest-region rule. Ids are renumbered
 * 1..n in reading order. Returns n.
 */
function mergeSpecks(labels: Uint32Array, width: number, height: number, count: number, minPixels: number) {
  const size = width * height;
  const pixels = new Uint32Array(count + 1);
  for (let i = 0; i < size; i++) pixels[labels[i]]++;
  const speck = (id: number) => id !== 0 && pixels[id] < minPixels;

  // Shared border lengths between a speck and its neighbours, keyed speck * (count + 1) + other.
  const border = new Map<number, number>();
  const touch = (a: number, b: number) => {
    if (a === 0 || b === 0 || a === b) return;
    if (speck(a)) border.set(a * (count + 1) + b, (border.get(a * (count + 1) + b) ?? 0) + 1);
    if (speck(b)) border.set(b * (count + 1) + a, (border.get(b * (count + 1) + a) ?? 0) + 1);
  };
  for (let p = 0; p < size; p++) {
    const a = labels[p];
    if (a === 0) continue;
    const right = (p + 1) % width !== 0 ? labels[p + 1] : a;
    const below = p + width < size ? labels[p + width] : a;
    if (right !== a) touch(a, right);
    if (below !== a) touch(a, below);
  }
  const target = new Uint32Array(count + 1);
  for (let id = 0; id <= count; id++) target[id] = id;
  const best = new Map<number, { other: number; length: number }>();
  for (const [key, length] of border) {
    const id = Math.floor(key / (count + 1));
    const other = key % (count + 1);
    const current = best.get(id);
    if (!current || length > current.length || (length === current.length && pixels[other] > pixels[current.other])) {
      best.set(id, { other, length });
    }
  }
  for (let id = 1; id <= count; id++) if (speck(id)) target[id] = best.get(id)?.other ?? 0;
  // Follow chains (a speck merged into a speck) to their end; a cycle of specks ends at its smallest id.
  const resolve = (id: number) => {
    const seen = new Set<number>();
    while (target[id] !== id && target[id] !== 0 && !seen.has(id)) {
      seen.add(id);
      id = target[id];
    }
    return target[id] === 0 ? 0 : seen.has(id) ? Math.min(...seen) : id;
  };
  const final = new Uint32Array(count + 1);
  for (let id = 1; id <= count; id++) final[id] = resolve(id);

  const renumber = new Uint32Array(count + 1);
  let next = 0;
  for (let i = 0; i < size; i++) {
    const id = final[labels[i]];
    if (id === 0) {
      labels[i] = 0;
      continue;
    }
    if (renumber[id] === 0) renumber[id] = ++next;
    labels[i] = renumber[id];
  }
  return next;
}

/**
 * Every unlabelled pixel joins the nearest region, growing through anything. Rings of the
 * growth alternate 4- and 8-neighbours, so fronts are octagons, close to circles: a line
 * is split down its middle between the regions on either side.
 */
function growEverywhere(labels: Uint32Array, width: number, height: number, queue: Int32Array) {
  const size = width * height;
  // The first ring grows from the labelled pixels beside an unlabelled one.
  const queued = new Uint8Array(size);
  let tail = 0;
  const start = (q: number) => {
    if (labels[q] !== 0 && !queued[q]) {
      queued[q] = 1;
      queue[tail++] = q;
    }
  };
  for (let p = 0; p < size; p++) {
    if (labels[p] !== 0) continue;
    const x = p % width;
    if (x > 0) start(p - 1);
    if (x < width - 1) start(p + 1);
    if (p >= width) start(p - width);
    if (p < size - width) start(p + width);
  }
  if (tail === 0) return;
  let head = 0;
  let ring = 0;
  while (head < tail) {
    const end = tail;
    const diagonals = ring % 2 === 1;
    for (; head < end; head++) {
      const p = queue[head];
      const id = labels[p];
      const x = p % width;
      const left = x > 0;
      const right = x < width - 1;
      const up = p >= width;
      const down = p < size - width;
      if (left && labels[p - 1] === 0) {
        labels[p - 1] = id;
        queue[tail++] = p - 1;
      }
      if (right && labels[p + 1] === 0) {
        labels[p + 1] = id;
        queue[tail++] = p + 1;
      }
      if (up && labels[p - width] === 0) {
        labels[p - width] = id;
        queue[tail++] = p - width;
      }
      if (down && labels[p + width] === 0) {
        labels[p + width] = id;
        queue[tail++] = p + width;
      }
      if (!diagonals) continue;
      if (left && up && labels[p - width - 1] === 0) {
        labels[p - width - 1] = id;
        queue[tail++] = p - width - 1;
      }
      if (right && up && labels[p - width + 1] === 0) {
        labels[p - width + 1] = id;
        queue[tail++] = p - width + 1;
      }
      if (left && down && labels[p + width - 1] === 0) {
        labels[p + width - 1] = id;
        queue[tail++] = p + width - 1;
      }
      if (right && down && labels[p + width + 1] === 0) {
        labels[p + width + 1] = id;
        queue[tail++] = p + width + 1;
      }
    }
    ring++;
  }
}

/** Ink pixels inside solid areas thicker than 2 × radius: the opening of the ink by a disc. */
function blobPixels(ink: Uint8Array, width: number, height: number, radius: number) {
  const size = width * height;
  const paper = new Uint8Array(size);
  for (let i = 0; i < size; i++) paper[i] = ink[i] ^ 1;
  // Cores: ink with no paper within the radius.
  const nearPaper = withinRadius(paper, width, height, radius, ink);
  const core = new Uint8Array(size);
  let cores = 0;
  for (let i = 0; i < size; i++) {
    if (ink[i] && !nearPaper[i]) {
      core[i] = 1;
      cores++;
    }
  }
  if (cores === 0) return 0;
  const nearCore = withinRadius(core, width, height, radius, ink);
  let blob = 0;
  for (let i = 0; i < size; i++) blob += nearCore[i];
  return blob;
}

/**
 * 1 where a `feature` pixel lies within `radius` px (Euclidean), looked up only where `where`
 * is 1 (everywhere without it): the distance along each row, then a look up and down the
 * column, 2 × radius + 1 rows at most. Cheaper than a full distance transform for small radii.
 */
export function withinRadius(feature: Uint8Array, width: number, height: number, radius: number, where?: Uint8Array): Uint8Array {
  const size = width * height;
  const far = Math.min(radius + 1, 65_535);
  const row = new Uint16Array(size).fill(far);
  for (let y = 0; y < height; y++) {
    const start = y * width;
    let last = -far;
    for (let x = 0; x < width; x++) {
      if (feature[start + x]) last = x;
      if (x - last < far) row[start + x] = x - last;
    }
    last = width + far;
    for (let x = width - 1; x >= 0; x--) {
      if (feature[start + x]) last = x;
      if (last - x < row[start + x]) row[start + x] = last - x;
    }
  }
  const out = new Uint8Array(size);
  const r2 = radius * radius;
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - radius);
    const bottom = Math.min(height - 1, y + radius);
    for (let x = 0, i = y * width; x < width; x++, i++) {
      if (where && !where[i]) continue;
      if (row[i] <= radius) {
        out[i] = 1;
        continue;
      }
      for (let yy = top; yy <= bottom; yy++) {
        const d = row[yy * width + x];
        const dy = yy - y;
        if (d * d + dy * dy <= r2) {
          out[i] = 1;
          break;
        }
      }
    }
  }
  return out;
}

/** Region ids as RGBA pixels: id = R + G·256 + B·65536, alpha always 255. */
export function encodeLabelsRgba(labels: Uint32Array, width: number, height: number): Uint8ClampedArray {
  const size = width * height;
  if (labels.length !== size) throw new RangeError(`encodeLabelsRgba: ${labels.length} labels for ${width}×${height}`);
  const rgba = new Uint8ClampedArray(size * 4);
  for (let i = 0, j = 0; i < size; i++, j += 4) {
    const id = labels[i];
    rgba[j] = id & 255;
    rgba[j + 1] = (id >>> 8) & 255;
    rgba[j + 2] = (id >>> 16) & 255;
    rgba[j + 3] = 255;
  }
  return rgba;
}

/** The inverse of encodeLabelsRgba (alpha is ignored). */
export function decodeLabelsRgba(rgba: Uint8ClampedArray | Uint8Array): Uint32Array {
  const size = rgba.length >>> 2;
  const labels = new Uint32Array(size);
  for (let i = 0, j = 0; i < size; i++, j += 4) labels[i] = rgba[j] | (rgba[j + 1] << 8) | (rgba[j + 2] << 16);
  return labels;
}
