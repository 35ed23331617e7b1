/**
 * Edges: the colour gradient, thinned to its ridges, its contrast normalised against the
 * neighbourhood's, and the hysteresis that keeps strong edges and the faint ones joined to them.
 */

import { blockMeans, gaussianBlur } from "./color";

/**
 * Sobel on every plane (already blurred by `sigma`), combined through the structure tensor:
 * the magnitude is the largest eigenvalue's root, normalised so that a step of ΔE = h reads
 * about h whatever the blur; the direction is its eigenvector (across the edge).
 */
export function colorGradient(planes: Float32Array[], width: number, height: number, sigma: number) {
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
  const {
    planes: [grid],
    width: gw,
    height: gh,
  } = blockMeans([magnitude], width, height, block);
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
