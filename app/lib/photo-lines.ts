/**
 * Photo → colouring-page line art (issue #9). Pure: typed arrays in, typed arrays out, so it
 * runs anywhere and is tested on synthetic pictures; sharp only decodes and encodes around it.
 *
 * 1. Lab colour, so a red apple on green leaves has an edge even at equal brightness.
 * 2. Edge-preserving smoothing (the domain transform's recursive filter): flattens fur, grass
 *    and skin texture into patches while keeping the borders between them sharp.
 * 3. Colour gradient (Sobel on L, a, b combined through the structure tensor), thinned by
 *    non-maximum suppression. Its magnitude is in ΔE units, so thresholds mean "contrast".
 * 4. Hysteresis: strong edges seed lines; faint ones survive only where they connect to them.
 * 5. Thinning to one-pixel skeletons, removal of specks and short spurs.
 * 6. Closing: each loose end is extended to the nearest line it points at, within a radius,
 *    so regions close; a frame around the picture closes the regions that reach its border.
 * 7. Drawing: every skeleton pixel becomes an antialiased round pen of one width (a distance
 *    transform), so all lines look alike; paper pockets too small to colour are inked.
 */

import { labelComponents } from "./regions";
import { PICTURE_SIZE } from "~/lib/pages";

export type RgbImage = { data: Uint8Array | Uint8ClampedArray; width: number; height: number; channels?: 3 | 4 };

export const DETAIL_MIN = 1;
export const DETAIL_MAX = 5;
export const DETAIL_DEFAULT = 3;

export type PhotoLinesOptions = {
  /** 1 (only the main outlines) … 5 (many details). */
  detail?: number;
  /** Draw a frame along the picture's border, closing the regions that reach it. Default true. */
  frame?: boolean;
  /**
   * The drawing is `outputScale` times the analysed picture (its lines are placed with sub-pixel
   * care), so the costly analysis runs on a smaller picture than the page. Default 1.
   */
  outputScale?: number;
  /** Line width in output px; default 4 px per 1024 px of the output's longest side. */
  lineWidth?: number;
};

type Params = {
  sigmaS: number;
  sigmaR: number;
  sigmaG: number;
  high: number;
  floor: number;
  strongLength: number;
  minLength: number;
  minSpan: number;
  spur: number;
  dangling: number;
  smooth: number;
  reach: number;
  pocketArea: number;
  pocketWidth: number;
};

/**
 * The knobs behind each detail level for an analysed picture whose longest side is
 * 1024 × `scale` px: lengths in analysed px, contrasts in ΔE.
 */
export function photoLineParams(detail: number, scale: number): Params {
  // 0 … 1, bent so the middle levels lean towards detail: level 1 is for the youngest.
  const d = ((clampDetail(detail) - DETAIL_MIN) / (DETAIL_MAX - DETAIL_MIN)) ** 0.75;
  const mix = (a: number, b: number) => a + (b - a) * d;
  const px = (n: number, min: number) => Math.max(min, Math.round(n * scale));
  return {
    sigmaS: mix(40, 20) * scale,
    sigmaR: mix(24, 14),
    sigmaG: Math.max(0.8, mix(2.2, 1.4) * scale),
    high: mix(24, 12),
    floor: mix(10, 5),
    strongLength: mix(5, 14),
    minLength: px(mix(80, 30), 4),
    minSpan: px(mix(36, 14), 3),
    spur: px(mix(18, 9), 2),
    dangling: px(mix(70, 36), 4),
    smooth: Math.max(1, 3 * scale),
    reach: px(mix(34, 22), 3),
    // Paper areas (page px, lines included) under this, or with no spot this wide, join a neighbour.
    pocketArea: mix(1400, 700),
    pocketWidth: mix(10, 7),
  };
}

export function clampDetail(detail: number) {
  if (!Number.isFinite(detail)) return DETAIL_DEFAULT;
  return Math.min(DETAIL_MAX, Math.max(DETAIL_MIN, Math.round(detail)));
}

/**
 * Paper areas smaller than this (px on a 1024 px page, the region engine's "tiny") are opened
 * into a neighbour across their thinnest line; the few that cannot be, under INKED_POCKET, inked.
 */
const POCKET = 256;
const INKED_POCKET = 60;
/** Gaps narrower than twice this (page px) count as closed, as the region engine reads them. */
const SEAL = 2;

/** The coarse scale's blur, in fine blurs, and the weight of its response. */
const COARSE = 2.5;
const COARSE_WEIGHT = 0.8;

export type LineArt = { gray: Uint8Array; width: number; height: number };

/** Grey line art (0 = ink … 255 = paper), `outputScale` times the picture's size. */
export function photoToLineArt(image: RgbImage, options: PhotoLinesOptions = {}): LineArt {
  const { width, height } = image;
  const size = width * height;
  const channels = image.channels ?? 3;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 16 || height < 16 || image.data.length !== size * channels) {
    throw new RangeError(`photoToLineArt: ${image.data.length} bytes for ${width}×${height}×${channels}`);
  }
  const p = photoLineParams(options.detail ?? DETAIL_DEFAULT, Math.max(width, height) / PICTURE_SIZE);
  const frame = options.frame ?? true;
  const outputScale = options.outputScale ?? 1;
  const outWidth = Math.round(width * outputScale);
  const outHeight = Math.round(height * outputScale);
  const lineWidth = options.lineWidth ?? Math.max(1.5, (4 * Math.max(outWidth, outHeight)) / PICTURE_SIZE);

  const lab = toLab(image.data, size, channels);
  domainTransform(lab, width, height, p.sigmaS, p.sigmaR, 3);
  // Two scales: the fine one places sharp edges; the coarse one, weighted down, finds soft ones
  // (out of focus, fur against a background). Each pixel keeps the stronger response.
  const coarse = lab.map((plane) => plane.slice());
  gaussianBlur(lab, width, height, p.sigmaG);
  gaussianBlur(coarse, width, height, p.sigmaG * COARSE);
  const { magnitude, nx, ny } = colourGradient(lab, width, height, p.sigmaG);
  const wide = colourGradient(coarse, width, height, p.sigmaG * COARSE);
  for (let i = 0; i < size; i++) {
    const m = wide.magnitude[i] * COARSE_WEIGHT;
    if (m > magnitude[i]) (magnitude[i] = m), (nx[i] = wide.nx[i]), (ny[i] = wide.ny[i]);
  }
  const ridges = nonMaxSuppression(magnitude, nx, ny, width, height);
  normaliseContrast(ridges, magnitude, width, height);
  const { high, low } = edgeThresholds(magnitude, ridges, p.high, p.floor, Math.round(p.strongLength * (width + height)));
  const edges = hysteresis(ridges, width, height, high, low);

  thinSkeleton(edges, width, height);
  removeShortComponents(edges, width, height, Math.ceil(p.minLength / 2));
  pruneBranches(edges, width, height, p.spur, 0);
  removeShortComponents(edges, width, height, p.minLength, p.minSpan);

  // The frame runs one pixel inside the border, so lines can be joined to it.
  if (frame) drawFrame(edges, width, height, 1);
  linkEnds(edges, width, height, p.reach, frame ? 1 : -1);
  thinSkeleton(edges, width, height);
  pruneBranches(edges, width, height, p.dangling, p.minLength * 2);
  // Pockets too small or too thin to colour join a neighbour: the shortest line between them goes.
  const pageScale = Math.max(outWidth, outHeight) / PICTURE_SIZE; // output px per page px
  const k = outputScale / pageScale; // page px per analysed px
  const strokes = mergePockets(edges, width, height, {
    minArea: p.pocketArea / (k * k),
    minRadius: (p.pocketWidth + lineWidth / pageScale) / (2 * k),
    protectFrame: frame,
  });
  pruneBranches(edges, width, height, p.dangling, p.minLength * 2);
  // Little loops merged away come back as strokes (eyes, nostrils), where they touch no line.
  for (const [x0, y0, x1, y1] of strokes) if (!touchesLine(edges, width, height, x0, y0, x1, y1)) drawLine(edges, width, x0, y0, x1, y1);

  // Drawn at the output size; the frame (and what touches it) lands half a line inside the border.
  const inset = frame ? Math.ceil(lineWidth / 2) : 0;
  const lines = smoothSkeleton(edges, width, height, p.smooth, { scale: outputScale, width: outWidth, height: outHeight, inset });
  const gray = renderLines(lines, outWidth, outHeight, lineWidth);
  // Whatever pockets the drawing still makes (two lines running close) are opened into the
  // paper just across their line; one with none near is inked, a rare safety net.
  const pocket = Math.max(4, Math.round(POCKET * pageScale * pageScale));
  const seal = Math.max(1, Math.round(SEAL * pageScale));
  openPockets(gray, outWidth, outHeight, pocket, seal, Math.ceil(lineWidth) + 2 * seal + 3);
  fillPockets(gray, outWidth, outHeight, Math.max(4, Math.round(INKED_POCKET * pageScale * pageScale)), seal);
  return { gray, width: outWidth, height: outHeight };
}

// ---------------------------------------------------------------------------
// Colour and smoothing
// ---------------------------------------------------------------------------

const SRGB_TO_LINEAR = (() => {
  const table = new Float32Array(256);
  for (let i = 0; i < 256; i++) {
    const c = i / 255;
    table[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }
  return table;
})();

const labF = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);

/** CIE Lab (D65) as three planes. */
export function toLab(data: ArrayLike<number>, size: number, channels: number): Float32Array[] {
  const L = new Float32Array(size);
  const A = new Float32Array(size);
  const B = new Float32Array(size);
  for (let i = 0, j = 0; i < size; i++, j += channels) {
    const r = SRGB_TO_LINEAR[data[j]];
    const g = SRGB_TO_LINEAR[data[j + 1]];
    const b = SRGB_TO_LINEAR[data[j + 2]];
    const fx = labF((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
    const fy = labF(0.2126 * r + 0.7152 * g + 0.0722 * b);
    const fz = labF((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
    L[i] = 116 * fy - 16;
    A[i] = 500 * (fx - fy);
    B[i] = 200 * (fy - fz);
  }
  return [L, A, B];
}

/**
 * Gastal & Oliveira's domain transform, recursive-filter variant: a 1-D recursive blur along
 * rows then columns whose feedback weakens with the colour distance between neighbours, so it
 * smooths inside areas and stops at their borders. In place.
 */
export function domainTransform(planes: Float32Array[], width: number, height: number, sigmaS: number, sigmaR: number, iterations: number) {
  const size = width * height;
  const ratio = sigmaS / sigmaR;
  // Distances in the transformed domain between each pixel and its left / upper neighbour.
  const dx = new Float32Array(size);
  const dy = new Float32Array(size);
  for (let y = 0; y < height; y++) {
    for (let x = 1; x < width; x++) {
      const i = y * width + x;
      let sum = 0;
      for (const plane of planes) sum += Math.abs(plane[i] - plane[i - 1]);
      dx[i] = 1 + ratio * sum;
    }
  }
  for (let i = width; i < size; i++) {
    let sum = 0;
    for (const plane of planes) sum += Math.abs(plane[i] - plane[i - width]);
    dy[i] = 1 + ratio * sum;
  }
  // a^d by table: d = 1 + ratio·Σ|ΔI|, quantised to 1/8 ΔE (far below what shows).
  const steps = 8;
  const maxSum = 600;
  const table = new Float32Array(maxSum * steps + 1);
  const weights = new Float32Array(size);
  const weigh = (d: Float32Array) => {
    for (let i = 0; i < size; i++) {
      const k = Math.round(d[i] * steps);
      weights[i] = table[k < table.length ? k : table.length - 1];
    }
  };
  for (let k = 0; k < iterations; k++) {
    const sigmaH = (sigmaS * Math.sqrt(3) * 2 ** (iterations - k - 1)) / Math.sqrt(4 ** iterations - 1);
    const a = Math.exp(-Math.SQRT2 / sigmaH);
    for (let j = 0; j < table.length; j++) table[j] = a ** (1 + (ratio * j) / steps);
    weigh(dx);
    for (const plane of planes) {
      for (let y = 0; y < height; y++) {
        const row = y * width;
        for (let x = 1; x < width; x++) plane[row + x] += weights[row + x] * (plane[row + x - 1] - plane[row + x]);
        for (let x = width - 2; x >= 0; x--) plane[row + x] += weights[row + x + 1] * (plane[row + x + 1] - plane[row + x]);
      }
    }
    weigh(dy);
    for (const plane of planes) {
      for (let i = width; i < size; i++) plane[i] += weights[i] * (plane[i - width] - plane[i]);
      for (let i = size - width - 1; i >= 0; i--) plane[i] += weights[i + width] * (plane[i + width] - plane[i]);
    }
  }
}

/** Separable Gaussian blur of each plane (edges clamped). In place. */
export function gaussianBlur(planes: Float32Array[], width: number, height: number, sigma: number) {
  const radius = Math.max(1, Math.ceil(sigma * 3));
  const kernel = new Float32Array(2 * radius + 1);
  let sum = 0;
  for (let k = -radius; k <= radius; k++) sum += kernel[k + radius] = Math.exp(-(k * k) / (2 * sigma * sigma));
  for (let k = 0; k < kernel.length; k++) kernel[k] /= sum;
  const padded = new Float32Array(width + 2 * radius);
  const temp = new Float32Array(width * height);
  for (const plane of planes) {
    // Rows, through a padded copy so the inner loop has no bounds tests.
    for (let y = 0; y < height; y++) {
      const row = y * width;
      for (let x = -radius; x < width + radius; x++) padded[x + radius] = plane[row + (x < 0 ? 0 : x >= width ? width - 1 : x)];
      for (let x = 0; x < width; x++) {
        let acc = 0;
        for (let k = 0; k < kernel.length; k++) acc += kernel[k] * padded[x + k];
        temp[row + x] = acc;
      }
    }
    // Columns, a whole row at a time so memory is read in order.
    plane.fill(0);
    for (let y = 0; y < height; y++) {
      const row = y * width;
      for (let k = -radius; k <= radius; k++) {
        const yy = y + k < 0 ? 0 : y + k >= height ? height - 1 : y + k;
        const src = yy * width;
        const w = kernel[k + radius];
        for (let x = 0; x < width; x++) plane[row + x] += w * temp[src + x];
      }
    }
  }
}

// ---------------------------------------------------------------------------
// Edges
// ---------------------------------------------------------------------------

/**
 * Sobel on every plane (already blurred by `sigma`), combined through the structure tensor:
 * the magnitude is the largest eigenvalue's root, normalised so that a step of ΔE = h reads
 * about h whatever the blur; the direction is its eigenvector (across the edge).
 */
export function colourGradient(planes: Float32Array[], width: number, height: number, sigma: number) {
  const size = width * height;
  const magnitude = new Float32Array(size);
  const nx = new Float32Array(size);
  const ny = new Float32Array(size);
  // Sobel is 8× the derivative; a step of height h blurred by σ has a peak slope of h/(√(2π)σ).
  const norm = (Math.sqrt(2 * Math.PI) * sigma) / 8;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      let jxx = 0;
      let jyy = 0;
      let jxy = 0;
      for (const p of planes) {
        const gx = p[i - width + 1] + 2 * p[i + 1] + p[i + width + 1] - p[i - width - 1] - 2 * p[i - 1] - p[i + width - 1];
        const gy = p[i + width - 1] + 2 * p[i + width] + p[i + width + 1] - p[i - width - 1] - 2 * p[i - width] - p[i - width + 1];
        jxx += gx * gx;
        jyy += gy * gy;
        jxy += gx * gy;
      }
      const half = (jxx - jyy) / 2;
      const root = Math.sqrt(half * half + jxy * jxy);
      const lambda = (jxx + jyy) / 2 + root;
      if (lambda <= 1e-6) continue;
      magnitude[i] = Math.sqrt(lambda) * norm;
      // Eigenvector of the largest eigenvalue.
      let vx = jxy;
      let vy = lambda - jxx;
      if (Math.abs(vx) + Math.abs(vy) < 1e-9) {
        vx = jxx >= jyy ? 1 : 0;
        vy = jxx >= jyy ? 0 : 1;
      }
      const length = Math.hypot(vx, vy);
      nx[i] = vx / length;
      ny[i] = vy / length;
    }
  }
  return { magnitude, nx, ny };
}

function sample(values: Float32Array, width: number, height: number, x: number, y: number) {
  const x0 = Math.max(0, Math.min(width - 2, Math.floor(x)));
  const y0 = Math.max(0, Math.min(height - 2, Math.floor(y)));
  const fx = Math.max(0, Math.min(1, x - x0));
  const fy = Math.max(0, Math.min(1, y - y0));
  const i = y0 * width + x0;
  const top = values[i] + (values[i + 1] - values[i]) * fx;
  const bottom = values[i + width] + (values[i + width + 1] - values[i + width]) * fx;
  return top + (bottom - top) * fy;
}

/** Keeps only the ridge of the gradient, across the edge: lines one or two pixels wide. */
export function nonMaxSuppression(magnitude: Float32Array, nx: Float32Array, ny: Float32Array, width: number, height: number) {
  const out = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const m = magnitude[i];
      if (m === 0) continue;
      const ahead = sample(magnitude, width, height, x + nx[i], y + ny[i]);
      const behind = sample(magnitude, width, height, x - nx[i], y - ny[i]);
      if (m >= ahead && m > behind) out[i] = m;
    }
  }
  return out;
}

/**
 * Divisive contrast normalisation of the ridges: each is scaled by how busy its neighbourhood
 * is (the mean gradient over a wide window) against the whole photo's, so a faint outline in
 * a calm area (a tabby cat against a soft background) gains and texture (foliage, fur, grass),
 * where every pixel has gradient, loses. The gain is bounded both ways. In place.
 */
export function normaliseContrast(ridges: Float32Array, magnitude: Float32Array, width: number, height: number) {
  const size = width * height;
  let total = 0;
  for (let i = 0; i < size; i++) total += magnitude[i];
  const mean = total / size;
  if (mean <= 1e-6) return;
  // The wide mean, cheaply: 8 × 8 block means, blurred, read back bilinearly.
  const block = 8;
  const gw = Math.ceil(width / block);
  const gh = Math.ceil(height / block);
  const grid = new Float32Array(gw * gh);
  const cells = new Float32Array(gw * gh);
  for (let y = 0; y < height; y++) {
    const row = ((y / block) | 0) * gw;
    for (let x = 0; x < width; x++) {
      const c = row + ((x / block) | 0);
      grid[c] += magnitude[y * width + x];
      cells[c]++;
    }
  }
  for (let c = 0; c < grid.length; c++) grid[c] /= cells[c];
  gaussianBlur([grid], gw, gh, Math.max(0.5, (Math.max(width, height) * CONTRAST_WINDOW) / block));
  for (let i = 0; i < size; i++) {
    if (ridges[i] === 0) continue;
    const x = i % width;
    const y = (i - x) / width;
    const busy = gw > 1 && gh > 1 ? sample(grid, gw, gh, (x + 0.5) / block - 0.5, (y + 0.5) / block - 0.5) : grid[0];
    const gain = Math.sqrt(mean / (busy * 0.7 + mean * 0.3));
    ridges[i] *= gain < CONTRAST_GAIN_MIN ? CONTRAST_GAIN_MIN : gain > CONTRAST_GAIN_MAX ? CONTRAST_GAIN_MAX : gain;
  }
}

/** The normalisation's window (a Gaussian's σ, as a share of the longest side) and gain bounds. */
const CONTRAST_WINDOW = 0.06;
const CONTRAST_GAIN_MIN = 0.6;
const CONTRAST_GAIN_MAX = 1.6;

/**
 * The hysteresis thresholds. Strong: `high` ΔE, lowered for a soft, low-contrast photo until
 * about `target` ridge pixels pass it, but never below `floor`, nor below a few times the median
 * gradient (the noise level: a noisy photo raises it). Faint: a share of it, above the noise.
 */
export function edgeThresholds(magnitude: Float32Array, ridges: Float32Array, high: number, floor: number, target: number) {
  const bins = 256;
  const counts = new Uint32Array(bins + 1);
  const all = new Uint32Array(bins + 1);
  for (let i = 0; i < ridges.length; i++) {
    const m = magnitude[i];
    all[m >= high ? bins : Math.floor((m / high) * bins)]++;
    const v = ridges[i];
    if (v > 0) counts[v >= high ? bins : Math.floor((v / high) * bins)]++;
  }
  // Noise raises the gradient everywhere: a low quantile sets the noise level. (The median
  // would read grass, foliage or fur covering half the photo as noise and lose the outlines.)
  let seen = 0;
  let quantile = high;
  for (let b = 0; b <= bins; b++) {
    seen += all[b];
    if (seen >= magnitude.length * NOISE_QUANTILE) {
      quantile = ((b + 0.5) / bins) * high;
      break;
    }
  }
  const noise = NOISE_FACTOR * quantile;
  let above = counts[bins];
  let value = high;
  for (let b = bins - 1; b >= 0 && above < target && value > floor; b--) {
    above += counts[b];
    value = (b / bins) * high;
  }
  return { high: Math.max(value, floor, noise), low: Math.max(value * LOW_RATIO, noise * 0.6) };
}

/**
 * Strong edges stand this many times above the gradient's lower quartile (the noise level;
 * for pure noise, about 3.5 times its median).
 */
const NOISE_QUANTILE = 0.25;
const NOISE_FACTOR = 5.4;

/** Faint edges joined to strong ones are at least this share of the strong threshold. */
const LOW_RATIO = 0.45;

/** Edge pixels at least `high`, plus those at least `low` connected to them (8-neighbours). */
export function hysteresis(values: Float32Array, width: number, height: number, high: number, low: number) {
  const size = width * height;
  const out = new Uint8Array(size);
  const stack = new Int32Array(size);
  let top = 0;
  for (let i = 0; i < size; i++) {
    if (values[i] >= high) {
      out[i] = 1;
      stack[top++] = i;
    }
  }
  while (top > 0) {
    const p = stack[--top];
    const x = p % width;
    const y = (p - x) / width;
    for (let dy = -1; dy <= 1; dy++) {
      const yy = y + dy;
      if (yy < 0 || yy >= height) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const xx = x + dx;
        if (xx < 0 || xx >= width) continue;
        const q = yy * width + xx;
        if (!out[q] && values[q] >= low) {
          out[q] = 1;
          stack[top++] = q;
        }
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Skeletons
// ---------------------------------------------------------------------------

const OFFSETS_X = [0, 1, 1, 1, 0, -1, -1, -1];
const OFFSETS_Y = [-1, -1, 0, 1, 1, 1, 0, -1];

/** The 8 neighbours clockwise from north, as bits (1 = set); off-image counts as unset. */
function neighbourBits(mask: Uint8Array, width: number, height: number, x: number, y: number) {
  let bits = 0;
  for (let k = 0; k < 8; k++) {
    const xx = x + OFFSETS_X[k];
    const yy = y + OFFSETS_Y[k];
    if (xx >= 0 && yy >= 0 && xx < width && yy < height && mask[yy * width + xx]) bits |= 1 << k;
  }
  return bits;
}

const popcount8 = (bits: number) => {
  let n = 0;
  for (let b = bits; b; b &= b - 1) n++;
  return n;
};

/** 0 → 1 transitions going round the neighbours. */
const transitions = (bits: number) => {
  let n = 0;
  for (let k = 0; k < 8; k++) if (!(bits & (1 << k)) && bits & (1 << ((k + 1) % 8))) n++;
  return n;
};

/** Zhang–Suen thinning to 8-connected one-pixel lines, then staircase corners removed. In place. */
export function thinSkeleton(mask: Uint8Array, width: number, height: number) {
  const size = width * height;
  let candidates: number[] = [];
  for (let i = 0; i < size; i++) if (mask[i]) candidates.push(i);
  const remove: number[] = [];
  let changed = true;
  while (changed) {
    changed = false;
    for (let pass = 0; pass < 2; pass++) {
      remove.length = 0;
      for (const i of candidates) {
        if (!mask[i]) continue;
        const x = i % width;
        const y = (i - x) / width;
        const bits = neighbourBits(mask, width, height, x, y);
        const count = popcount8(bits);
        if (count < 2 || count > 6 || transitions(bits) !== 1) continue;
        const n = bits & 1, e = (bits >> 2) & 1, s = (bits >> 4) & 1, w = (bits >> 6) & 1;
        if (pass === 0 ? n & e & s || e & s & w : n & e & w || n & s & w) continue;
        remove.push(i);
      }
      for (const i of remove) mask[i] = 0;
      if (remove.length) changed = true;
    }
    candidates = candidates.filter((i) => mask[i]);
  }
  // A pixel on an inner staircase corner (two perpendicular 4-neighbours, which touch each
  // other anyway) is redundant when removing it keeps the neighbours connected.
  for (const i of candidates) {
    const x = i % width;
    const y = (i - x) / width;
    const bits = neighbourBits(mask, width, height, x, y);
    const n = bits & 1, e = (bits >> 2) & 1, s = (bits >> 4) & 1, w = (bits >> 6) & 1;
    if (((n && e) || (e && s) || (s && w) || (w && n)) && connectivity8(bits) === 1) mask[i] = 0;
  }
}

/** Yokoi's 8-connectivity number: how many separate lines meet at the pixel (1 = removable). */
function connectivity8(bits: number) {
  const off = (k: number) => 1 - ((bits >> (k % 8)) & 1);
  let c = 0;
  for (let k = 0; k < 8; k += 2) c += off(k) - off(k) * off(k + 1) * off(k + 2);
  return c;
}

/**
 * Removes 8-connected components with fewer than `minPixels` pixels, or whose bounding box's
 * longer side is under `minSpan` px (little loops and squiggles: leaves, gravel). In place.
 */
export function removeShortComponents(mask: Uint8Array, width: number, height: number, minPixels: number, minSpan = 0) {
  const size = width * height;
  const seen = new Uint8Array(size);
  const stack = new Int32Array(size);
  const members: number[] = [];
  for (let i = 0; i < size; i++) {
    if (!mask[i] || seen[i]) continue;
    members.length = 0;
    let top = 0;
    stack[top++] = i;
    seen[i] = 1;
    let x0 = width, x1 = 0, y0 = height, y1 = 0;
    while (top > 0) {
      const p = stack[--top];
      members.push(p);
      const x = p % width;
      const y = (p - x) / width;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (let k = 0; k < 8; k++) {
        const xx = x + OFFSETS_X[k];
        const yy = y + OFFSETS_Y[k];
        if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
        const q = yy * width + xx;
        if (mask[q] && !seen[q]) {
          seen[q] = 1;
          stack[top++] = q;
        }
      }
    }
    if (members.length < minPixels || Math.max(x1 - x0, y1 - y0) + 1 < minSpan) for (const p of members) mask[p] = 0;
  }
}

function neighboursOf(mask: Uint8Array, width: number, height: number, p: number, out: number[]) {
  out.length = 0;
  const x = p % width;
  const y = (p - x) / width;
  for (let k = 0; k < 8; k++) {
    const xx = x + OFFSETS_X[k];
    const yy = y + OFFSETS_Y[k];
    if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
    const q = yy * width + xx;
    if (mask[q]) out.push(q);
  }
  return out;
}

/**
 * The neighbours a line goes on to: the 4-neighbours, and the diagonal ones not already reached
 * through a 4-neighbour (so the pixels beside a junction do not count as junctions themselves).
 */
function linkedNeighbours(mask: Uint8Array, width: number, height: number, p: number, out: number[]) {
  out.length = 0;
  const x = p % width;
  const y = (p - x) / width;
  const n = y > 0 && mask[p - width] === 1;
  const e = x < width - 1 && mask[p + 1] === 1;
  const s = y < height - 1 && mask[p + width] === 1;
  const w = x > 0 && mask[p - 1] === 1;
  if (n) out.push(p - width);
  if (e) out.push(p + 1);
  if (s) out.push(p + width);
  if (w) out.push(p - 1);
  if (!n && !e && y > 0 && x < width - 1 && mask[p - width + 1] === 1) out.push(p - width + 1);
  if (!s && !e && y < height - 1 && x < width - 1 && mask[p + width + 1] === 1) out.push(p + width + 1);
  if (!s && !w && y < height - 1 && x > 0 && mask[p + width - 1] === 1) out.push(p + width - 1);
  if (!n && !w && y > 0 && x > 0 && mask[p - width - 1] === 1) out.push(p - width - 1);
  return out;
}

/** A loose end: one neighbour, or two that touch each other (the tip of a diagonal). */
function isEnd(mask: Uint8Array, width: number, height: number, p: number, scratch: number[]) {
  const n = neighboursOf(mask, width, height, p, scratch);
  if (n.length === 1) return true;
  if (n.length !== 2) return false;
  const [a, b] = n;
  const ax = a % width, bx = b % width;
  return Math.abs(ax - bx) <= 1 && Math.abs((a - ax) / width - (b - bx) / width) <= 1;
}

export type Chain = { pixels: number[]; closed: boolean };

/**
 * The skeleton as chains: runs of pixels with two neighbours between nodes (ends, with one
 * neighbour, and junctions, with three or more); nodes are shared by the chains they join.
 * Loops without a node are closed chains.
 */
export function traceChains(mask: Uint8Array, width: number, height: number): Chain[] {
  const size = width * height;
  const degree = new Uint8Array(size);
  const scratch: number[] = [];
  const pixels: number[] = [];
  for (let i = 0; i < size; i++) {
    if (!mask[i]) continue;
    degree[i] = linkedNeighbours(mask, width, height, i, scratch).length;
    pixels.push(i);
  }
  const inChain = new Uint8Array(size);
  // Steps already walked, as bits on the lower pixel: +1, +width-1, +width, +width+1.
  const walked = new Uint8Array(size);
  const stepBit = (low: number, high: number) => {
    const d = high - low;
    return d === 1 ? 1 : d === width - 1 ? 2 : d === width ? 4 : 8;
  };
  const usedSteps = {
    has: (a: number, b: number) => (a < b ? walked[a] & stepBit(a, b) : walked[b] & stepBit(b, a)) !== 0,
    add: (a: number, b: number) => {
      if (a < b) walked[a] |= stepBit(a, b);
      else walked[b] |= stepBit(b, a);
    },
  };
  const chains: Chain[] = [];
  const isNode = (p: number) => degree[p] !== 2;
  const follow = (start: number, first: number) => {
    const chain = [start];
    usedSteps.add(start, first);
    let previous = start;
    let current = first;
    while (!isNode(current) && current !== start) {
      chain.push(current);
      inChain[current] = 1;
      let next: number | undefined;
      for (const q of linkedNeighbours(mask, width, height, current, scratch)) {
        if (q !== previous && !usedSteps.has(current, q)) {
          next = q;
          break;
        }
      }
      if (next === undefined) break;
      usedSteps.add(current, next);
      previous = current;
      current = next;
    }
    chain.push(current);
    return chain;
  };
  for (const p of pixels) {
    if (!isNode(p) || degree[p] === 0) continue;
    inChain[p] = 1;
    for (const q of linkedNeighbours(mask, width, height, p, []).slice()) {
      if (usedSteps.has(p, q)) continue;
      chains.push({ pixels: follow(p, q), closed: false });
    }
  }
  for (const p of pixels) {
    if (inChain[p] || degree[p] !== 2) continue;
    inChain[p] = 1;
    const [q] = linkedNeighbours(mask, width, height, p, scratch);
    const chain = follow(p, q);
    chains.push({ pixels: chain, closed: chain[chain.length - 1] === p });
  }
  return chains;
}

/**
 * Deletes branches that end loose and are shorter than `branch` px (hair on the lines), and
 * lines loose at both ends shorter than `free` px. Junction pixels stay. In place.
 */
export function pruneBranches(mask: Uint8Array, width: number, height: number, branch: number, free: number) {
  const scratch: number[] = [];
  const degree = (p: number) => neighboursOf(mask, width, height, p, scratch).length;
  for (let round = 0; round < 2; round++) {
    let removed = 0;
    for (const { pixels, closed } of traceChains(mask, width, height)) {
      if (closed) continue;
      const first = pixels[0];
      const last = pixels[pixels.length - 1];
      const looseFirst = degree(first) <= 1 || isEnd(mask, width, height, first, scratch);
      const looseLast = degree(last) <= 1 || isEnd(mask, width, height, last, scratch);
      if (looseFirst && looseLast) {
        if (pixels.length < free) for (const p of pixels) (mask[p] = 0), removed++;
      } else if (looseFirst || looseLast) {
        if (pixels.length >= branch) continue;
        const keep = looseFirst ? last : first;
        for (const p of pixels) if (p !== keep) (mask[p] = 0), removed++;
      }
    }
    if (removed === 0) break;
    thinSkeleton(mask, width, height);
  }
}

/**
 * Faces of the skeleton (4-connected areas between lines) that would be too small to colour —
 * under `minArea` analysed px, or with no point farther than `minRadius` from a line — are
 * merged into a neighbour by erasing the shortest line that separates them from it (a small
 * closed loop simply goes). Faces touching the picture's border are left alone, and with
 * `protectFrame` so are lines along the frame. In place; a few rounds, smallest faces first.
 */
export function mergePockets(mask: Uint8Array, width: number, height: number, options: { minArea: number; minRadius: number; protectFrame: boolean }) {
  const size = width * height;
  const strokes: Stroke[] = [];
  const minRadius2 = options.minRadius * options.minRadius;
  const onFrame = (p: number) => {
    const x = p % width;
    const y = (p - x) / width;
    return x === 1 || y === 1 || x === width - 2 || y === height - 2;
  };
  for (let round = 0; round < 3; round++) {
    const { labels, count } = labelFaces(mask, width, height);
    const area = new Uint32Array(count + 1);
    const reach = new Float32Array(count + 1);
    const border = new Uint8Array(count + 1);
    const distance = squaredDistance(mask, width, height);
    for (let i = 0; i < size; i++) {
      const id = labels[i];
      if (!id) continue;
      area[id]++;
      if (distance[i] > reach[id]) reach[id] = distance[i];
      const x = i % width;
      if (x === 0 || x === width - 1 || i < width || i >= size - width) border[id] = 1;
    }
    const small: number[] = [];
    for (let id = 1; id <= count; id++) if (!border[id] && (area[id] < options.minArea || reach[id] < minRadius2)) small.push(id);
    if (small.length === 0) break;
    small.sort((a, b) => area[a] - area[b]);
    // Which faces each chain's inner pixels touch.
    const chains = traceChains(mask, width, height);
    const faceChains = new Map<number, number[]>();
    const chainFaces: Set<number>[] = [];
    chains.forEach((chain, c) => {
      const faces = new Set<number>();
      const { pixels, closed } = chain;
      const inner = closed ? pixels : pixels.slice(1, -1);
      let framed = 0;
      for (const p of inner) {
        if (options.protectFrame && onFrame(p)) framed++;
        const x = p % width;
        if (x > 0 && labels[p - 1]) faces.add(labels[p - 1]);
        if (x < width - 1 && labels[p + 1]) faces.add(labels[p + 1]);
        if (p >= width && labels[p - width]) faces.add(labels[p - width]);
        if (p < size - width && labels[p + width]) faces.add(labels[p + width]);
      }
      chainFaces.push(faces);
      if (inner.length === 0 || framed * 2 >= inner.length || faces.size < 2) return;
      for (const f of faces) {
        const list = faceChains.get(f);
        if (list) list.push(c);
        else faceChains.set(f, [c]);
      }
    });
    const merged = new Uint8Array(count + 1);
    let erased = 0;
    for (const id of small) {
      if (merged[id]) continue;
      let best = -1;
      for (const c of faceChains.get(id) ?? []) {
        if (best < 0 || chains[c].pixels.length < chains[best].pixels.length) best = c;
      }
      if (best < 0) continue;
      const { pixels, closed } = chains[best];
      for (const p of closed ? pixels : pixels.slice(1, -1)) mask[p] = 0;
      // A little loop on its own (an eye, a nostril, a knot) becomes a stroke along its length.
      if (closed) {
        const stroke = strokeAlong(width, pixels);
        if (stroke) strokes.push(stroke);
      }
      for (const f of chainFaces[best]) merged[f] = 1;
      erased++;
    }
    if (erased === 0) break;
    // Junctions left without lines become single pixels: drop them.
    for (let i = 0; i < size; i++) if (mask[i] && neighboursOf(mask, width, height, i, []).length === 0) mask[i] = 0;
  }
  return strokes;
}

/** Whether the segment passes within one pixel of a set pixel. */
function touchesLine(mask: Uint8Array, width: number, height: number, x0: number, y0: number, x1: number, y1: number) {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
  for (let k = 0; k <= steps; k++) {
    const x = Math.round(x0 + ((x1 - x0) * k) / steps);
    const y = Math.round(y0 + ((y1 - y0) * k) / steps);
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
      const xx = x + dx, yy = y + dy;
      if (xx >= 0 && yy >= 0 && xx < width && yy < height && mask[yy * width + xx]) return true;
    }
  }
  return false;
}

type Stroke = [number, number, number, number];

/** A little loop shorter than this (analysed px) leaves no stroke: gravel, not an eye. */
const LOOP_STROKE = 7;

/** The segment along the main axis of `pixels` (a small loop's length), if it is long enough. */
function strokeAlong(width: number, pixels: number[]): Stroke | null {
  const n = pixels.length;
  let mx = 0, my = 0;
  for (const p of pixels) (mx += p % width), (my += Math.floor(p / width));
  mx /= n;
  my /= n;
  let sxx = 0, syy = 0, sxy = 0;
  for (const p of pixels) {
    const dx = (p % width) - mx;
    const dy = Math.floor(p / width) - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  const angle = Math.atan2(2 * sxy, sxx - syy) / 2;
  const ux = Math.cos(angle), uy = Math.sin(angle);
  let lo = 0, hi = 0;
  for (const p of pixels) {
    const t = ((p % width) - mx) * ux + (Math.floor(p / width) - my) * uy;
    if (t < lo) lo = t;
    if (t > hi) hi = t;
  }
  if (hi - lo < LOOP_STROKE) return null;
  return [Math.round(mx + lo * 0.8 * ux), Math.round(my + lo * 0.8 * uy), Math.round(mx + hi * 0.8 * ux), Math.round(my + hi * 0.8 * uy)];
}

/** Labels the 4-connected areas between lines (mask 0); 0 is a line pixel. */
function labelFaces(mask: Uint8Array, width: number, height: number) {
  const between = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) between[i] = mask[i] ? 0 : 1;
  return labelMask(between, width, height);
}

function labelMask(mask: Uint8Array, width: number, height: number) {
  const labels = new Uint32Array(width * height);
  const count = labelComponents(mask, labels, width, height, new Int32Array(width * height), 0);
  return { labels, count };
}

export type Placement = { scale: number; width: number; height: number; inset: number };

/**
 * Redraws every chain smoothed (a Gaussian of `sigma` px along it, its two nodes fixed so
 * junctions stay joined) into a mask `placement.scale` times larger: pixel staircases and
 * wobble go, the lines' course stays. Points are kept `inset` px inside the output's border.
 */
export function smoothSkeleton(mask: Uint8Array, width: number, height: number, sigma: number, placement?: Placement): Uint8Array {
  const { scale, width: outWidth, height: outHeight, inset } = placement ?? { scale: 1, width, height, inset: 0 };
  const out = new Uint8Array(outWidth * outHeight);
  const radius = Math.ceil(sigma * 2.5);
  const weights = Array.from({ length: radius + 1 }, (_, k) => Math.exp(-(k * k) / (2 * sigma * sigma)));
  // Pixel centres map to pixel centres; the border pixels map onto the inset line.
  const place = (v: number, size: number, outSize: number) => {
    const mapped = Math.round((v + 0.5) * scale - 0.5);
    return Math.min(outSize - 1 - inset, Math.max(inset, v <= 1 ? inset : v >= size - 2 ? outSize - 1 - inset : mapped));
  };
  for (const { pixels, closed } of traceChains(mask, width, height)) {
    const n = pixels.length;
    const xs = pixels.map((p) => p % width);
    const ys = pixels.map((p, i) => (p - xs[i]) / width);
    const at = (i: number) => (closed ? ((i % (n - 1)) + (n - 1)) % (n - 1) : i);
    let px = place(xs[0], width, outWidth);
    let py = place(ys[0], height, outHeight);
    out[py * outWidth + px] = 1;
    for (let i = 1; i < n; i++) {
      // Open chains shrink the window near their ends so the ends stay put.
      const reach = closed ? radius : Math.min(radius, i, n - 1 - i);
      let sx = 0, sy = 0, sw = 0;
      for (let k = -reach; k <= reach; k++) {
        const j = at(i + k);
        const w = weights[Math.abs(k)];
        sx += w * xs[j];
        sy += w * ys[j];
        sw += w;
      }
      const x = place(sx / sw, width, outWidth);
      const y = place(sy / sw, height, outHeight);
      drawLine(out, outWidth, px, py, x, y);
      px = x;
      py = y;
    }
  }
  return out;
}

function drawFrame(mask: Uint8Array, width: number, height: number, inset: number) {
  const x0 = inset, y0 = inset, x1 = width - 1 - inset, y1 = height - 1 - inset;
  for (let x = x0; x <= x1; x++) {
    mask[y0 * width + x] = 1;
    mask[y1 * width + x] = 1;
  }
  for (let y = y0; y <= y1; y++) {
    mask[y * width + x0] = 1;
    mask[y * width + x1] = 1;
  }
}

function drawLine(mask: Uint8Array, width: number, x0: number, y0: number, x1: number, y1: number) {
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  for (;;) {
    mask[y0 * width + x0] = 1;
    if (x0 === x1 && y0 === y1) return;
    const e2 = 2 * err;
    if (e2 >= dy) (err += dy), (x0 += sx);
    if (e2 <= dx) (err += dx), (y0 += sy);
  }
}

/**
 * Extends every loose end to the line it points at: the closest pixel within `reach` that lies
 * ahead (within 65° of the end's direction) and is not part of the end's own line nearby.
 * With a frame (its inset ≥ 0), an end near the border runs straight to the frame. In place.
 */
export function linkEnds(mask: Uint8Array, width: number, height: number, reach: number, frameInset: number) {
  const size = width * height;
  const scratch: number[] = [];
  const ends: number[] = [];
  for (let i = 0; i < size; i++) if (mask[i] && isEnd(mask, width, height, i, scratch)) ends.push(i);
  const own = new Map<number, number>(); // pixel → stamp of the end whose line it is
  const queue: number[] = [];
  const cosLimit = Math.cos((65 * Math.PI) / 180);
  const tail = Math.max(4, Math.round(reach / 3));
  let stamp = 0;
  for (const end of ends) {
    if (!mask[end] || !isEnd(mask, width, height, end, scratch)) continue;
    stamp++;
    // The end's own line, as far along it as the reach (breadth-first along the skeleton).
    own.clear();
    own.set(end, 0);
    queue.length = 0;
    queue.push(end);
    let far = end;
    for (let head = 0; head < queue.length; head++) {
      const p = queue[head];
      const depth = own.get(p) ?? 0;
      if (depth === tail) far = p;
      if (depth >= reach * 1.5) continue;
      for (const q of neighboursOf(mask, width, height, p, scratch)) {
        if (own.has(q)) continue;
        own.set(q, depth + 1);
        queue.push(q);
      }
    }
    if (far === end) {
      // A line shorter than the tail: use its farthest pixel for the direction.
      far = queue[queue.length - 1];
    }
    const ex = end % width;
    const ey = (end - ex) / width;
    const fx = far % width;
    const fy = (far - fx) / width;
    let dirX = ex - fx;
    let dirY = ey - fy;
    const dirLength = Math.hypot(dirX, dirY);
    if (dirLength === 0) continue;
    dirX /= dirLength;
    dirY /= dirLength;

    let best = -1;
    let bestCost = Infinity;
    const r2 = reach * reach;
    for (let yy = Math.max(0, ey - reach); yy <= Math.min(height - 1, ey + reach); yy++) {
      for (let xx = Math.max(0, ex - reach); xx <= Math.min(width - 1, ex + reach); xx++) {
        const q = yy * width + xx;
        if (!mask[q] || own.has(q)) continue;
        const vx = xx - ex;
        const vy = yy - ey;
        const d2 = vx * vx + vy * vy;
        if (d2 > r2) continue;
        const d = Math.sqrt(d2);
        const cos = (vx * dirX + vy * dirY) / d;
        if (cos < cosLimit) continue;
        const cost = d * (2 - cos);
        if (cost < bestCost) {
          bestCost = cost;
          best = q;
        }
      }
    }
    if (best < 0 && frameInset >= 0) {
      // Straight on to the frame when it is within reach.
      const tx = dirX > 0 ? (width - 1 - frameInset - ex) / dirX : dirX < 0 ? (frameInset - ex) / dirX : Infinity;
      const ty = dirY > 0 ? (height - 1 - frameInset - ey) / dirY : dirY < 0 ? (frameInset - ey) / dirY : Infinity;
      const t = Math.min(tx, ty);
      if (t >= 0 && t <= reach * 1.5) {
        const bx = Math.round(Math.min(width - 1 - frameInset, Math.max(frameInset, ex + dirX * t)));
        const by = Math.round(Math.min(height - 1 - frameInset, Math.max(frameInset, ey + dirY * t)));
        best = by * width + bx;
      }
    }
    if (best < 0) continue;
    const bx = best % width;
    drawLine(mask, width, ex, ey, bx, (best - bx) / width);
  }
}

// ---------------------------------------------------------------------------
// Drawing
// ---------------------------------------------------------------------------

/** 1-D squared distance transform (Felzenszwalb & Huttenlocher), in place over `f` with scratch. */
function distance1d(f: Float32Array, n: number, d: Float32Array, v: Int32Array, z: Float32Array) {
  let k = 0;
  v[0] = 0;
  z[0] = -Infinity;
  z[1] = Infinity;
  for (let q = 1; q < n; q++) {
    let s = (f[q] + q * q - (f[v[k]] + v[k] * v[k])) / (2 * q - 2 * v[k]);
    while (s <= z[k]) {
      k--;
      s = (f[q] + q * q - (f[v[k]] + v[k] * v[k])) / (2 * q - 2 * v[k]);
    }
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = Infinity;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while (z[k + 1] < q) k++;
    d[q] = (q - v[k]) * (q - v[k]) + f[v[k]];
  }
}

/** Squared Euclidean distance of every pixel to the nearest set pixel. */
export function squaredDistance(mask: Uint8Array, width: number, height: number): Float32Array {
  const size = width * height;
  const big = (width + height) ** 2;
  const grid = new Float32Array(size);
  for (let i = 0; i < size; i++) grid[i] = mask[i] ? 0 : big;
  const n = Math.max(width, height);
  const f = new Float32Array(n);
  const d = new Float32Array(n);
  const v = new Int32Array(n);
  const z = new Float32Array(n + 1);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) f[y] = grid[y * width + x];
    distance1d(f, height, d, v, z);
    for (let y = 0; y < height; y++) grid[y * width + x] = d[y];
  }
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) f[x] = grid[row + x];
    distance1d(f, width, d, v, z);
    for (let x = 0; x < width; x++) grid[row + x] = d[x];
  }
  return grid;
}

/** Every skeleton pixel drawn as a round pen `lineWidth` wide, antialiased over one pixel. */
export function renderLines(skeleton: Uint8Array, width: number, height: number, lineWidth: number): Uint8Array {
  const size = width * height;
  const distance = squaredDistance(skeleton, width, height);
  const half = lineWidth / 2;
  const gray = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    const coverage = Math.min(1, Math.max(0, half + 0.5 - Math.sqrt(distance[i])));
    gray[i] = Math.round(255 * (1 - coverage));
  }
  return gray;
}

/**
 * Opens paper pockets (4-connected) smaller than `minPixels` into the nearest other paper area
 * across at most `reach` px of ink: a short gap (about 3 px) is cleared along the shortest way
 * through the line, so the pocket joins its neighbour instead of being a spot to colour. In place.
 */
export function openPockets(gray: Uint8Array, width: number, height: number, minPixels: number, seal: number, reach: number, threshold = 160) {
  const size = width * height;
  // Paper as the region engine sees it: what lies within `seal` px of ink is closed off.
  const sealed = sealedPaper(gray, width, height, seal, threshold);
  const { labels, count } = labelPaper(sealed, width, height, threshold);
  const counts = new Uint32Array(count + 1);
  for (let i = 0; i < size; i++) counts[labels[i]]++;
  // Paper along the picture's border lies outside the frame (or is open): left alone.
  for (let x = 0; x < width; x++) counts[labels[x]] = counts[labels[size - width + x]] = minPixels;
  for (let y = 0; y < height; y++) counts[labels[y * width]] = counts[labels[y * width + width - 1]] = minPixels;
  const members = new Map<number, number[]>();
  for (let i = 0; i < size; i++) {
    const id = labels[i];
    if (id === 0 || counts[id] >= minPixels) continue;
    const list = members.get(id);
    if (list) list.push(i);
    else members.set(id, [i]);
  }
  const parent = new Int32Array(size).fill(-1);
  const depth = new Uint16Array(size);
  const touched: number[] = [];
  const queue: number[] = [];
  for (const [id, pixels] of members) {
    // Breadth-first through ink from the pocket, to the first paper of another area.
    queue.length = 0;
    for (const p of pixels) (parent[p] = p), touched.push(p), queue.push(p);
    let found = -1;
    for (let head = 0; head < queue.length && found < 0; head++) {
      const p = queue[head];
      if (depth[p] >= reach) continue;
      const x = p % width;
      for (const q of [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p >= width ? p - width : -1, p < size - width ? p + width : -1]) {
        if (q < 0 || parent[q] >= 0) continue;
        parent[q] = p;
        depth[q] = depth[p] + 1;
        touched.push(q);
        if (sealed[q] >= threshold) {
          if (labels[q] !== id) {
            found = q;
            break;
          }
          continue;
        }
        queue.push(q);
      }
    }
    if (found >= 0) {
      for (let p = parent[found]; labels[p] !== id; p = parent[p]) {
        const x = p % width;
        const y = (p - x) / width;
        const r = seal + 1.5;
        for (let dy = -Math.ceil(r); dy <= Math.ceil(r); dy++) for (let dx = -Math.ceil(r); dx <= Math.ceil(r); dx++) {
          const xx = x + dx, yy = y + dy;
          if (dx * dx + dy * dy <= r * r && xx >= 0 && yy >= 0 && xx < width && yy < height) gray[yy * width + xx] = 255;
        }
      }
    }
    for (const p of touched) (parent[p] = -1), (depth[p] = 0);
    touched.length = 0;
  }
}

/**
 * Paper pockets (4-connected) smaller than `minPixels`, or with no spot farther than `seal` px
 * from ink (slivers between two lines), become ink: nobody can colour them. In place.
 */
export function fillPockets(gray: Uint8Array, width: number, height: number, minPixels: number, seal = 0) {
  const labels = labelPaper(gray, width, height);
  const counts = new Uint32Array(labels.count + 1);
  const open = new Uint8Array(labels.count + 1);
  const sealed = seal > 0 ? sealedPaper(gray, width, height, seal, 160) : gray;
  for (let i = 0; i < gray.length; i++) {
    counts[labels.labels[i]]++;
    if (sealed[i] >= 160) open[labels.labels[i]] = 1;
  }
  for (let i = 0; i < gray.length; i++) {
    const id = labels.labels[i];
    if (id !== 0 && (counts[id] < minPixels || !open[id])) gray[i] = 0;
  }
}

/** Paper farther than `seal` px from ink (255), the rest ink (0). */
function sealedPaper(gray: Uint8Array, width: number, height: number, seal: number, threshold: number) {
  const ink = new Uint8Array(gray.length);
  for (let i = 0; i < gray.length; i++) ink[i] = gray[i] < threshold ? 1 : 0;
  const distance = squaredDistance(ink, width, height);
  const out = new Uint8Array(gray.length);
  for (let i = 0; i < gray.length; i++) out[i] = distance[i] > seal * seal ? 255 : 0;
  return out;
}

/** Labels the 4-connected areas of paper (grey ≥ threshold); 0 is ink. */
export function labelPaper(gray: Uint8Array, width: number, height: number, threshold = 160) {
  const paper = new Uint8Array(gray.length);
  for (let i = 0; i < gray.length; i++) paper[i] = gray[i] >= threshold ? 1 : 0;
  return labelMask(paper, width, height);
}
