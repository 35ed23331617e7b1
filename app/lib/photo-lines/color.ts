/**
 * Colour and smoothing, the pipeline's first steps: the photo as Lab planes, flattened inside
 * areas by the domain transform and blurred before the gradient is taken (edges.ts), and the
 * block means the coarse grids are made of.
 */

const SRGB_TO_LINEAR = (() => {
  const table = new Float32Array(256);
  for (let i = 0; i < 256; i++) {
    const c = i / 255;
    table[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }
  return table;
})();

const labF = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);

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
  const { dx, dy } = domainDistances(planes, width, height, ratio);
  // a^d by table: d = 1 + ratio·Σ|ΔI|, quantised to 1/8 ΔE (far below what shows).
  const steps = 8;
  const maxSum = 600;
  const table = new Float32Array(maxSum * steps + 1);
  const wx = new Float32Array(size);
  const wy = new Float32Array(size);
  const weigh = (d: Float32Array, weights: Float32Array) => {
    for (let i = 0; i < size; i++) {
      const k = Math.round(d[i] * steps);
      weights[i] = table[k < table.length ? k : table.length - 1];
    }
  };
  for (let k = 0; k < iterations; k++) {
    const a = feedback(sigmaS, k, iterations);
    for (let j = 0; j < table.length; j++) table[j] = a ** (1 + (ratio * j) / steps);
    weigh(dx, wx);
    weigh(dy, wy);
    for (const plane of planes) recursiveFilter(plane, wx, wy, width, height);
  }
}

/**
 * The domain transform's recursive filter applied to `values`, its edges read from `guide`
 * (colour planes): the values spread within areas of like colour and stop at their borders.
 */
export function guidedSmooth(values: Float32Array, guide: Float32Array[], width: number, height: number, sigmaS: number, sigmaR: number, iterations = 2) {
  const size = width * height;
  const { dx, dy } = domainDistances(guide, width, height, sigmaS / sigmaR);
  const wx = new Float32Array(size);
  const wy = new Float32Array(size);
  for (let k = 0; k < iterations; k++) {
    const a = feedback(sigmaS, k, iterations);
    for (let i = 0; i < size; i++) {
      wx[i] = a ** dx[i];
      wy[i] = a ** dy[i];
    }
    recursiveFilter(values, wx, wy, width, height);
  }
  return values;
}

/** Distances in the transformed domain between each pixel and its left / upper neighbour: 1 + ratio·Σ|ΔI| over the planes. */
function domainDistances(planes: Float32Array[], width: number, height: number, ratio: number) {
  const size = width * height;
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
  return { dx, dy };
}

/** The feedback coefficient of iteration `k` of `iterations`: each pass blurs less, so together they add up to sigmaS. */
function feedback(sigmaS: number, k: number, iterations: number) {
  const sigmaH = (sigmaS * Math.sqrt(3) * 2 ** (iterations - k - 1)) / Math.sqrt(4 ** iterations - 1);
  return Math.exp(-Math.SQRT2 / sigmaH);
}

/** One pass of the recursive filter: along each row there and back (weights `wx`), then down and up each column (`wy`). In place. */
function recursiveFilter(plane: Float32Array, wx: Float32Array, wy: Float32Array, width: number, height: number) {
  const size = width * height;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 1; x < width; x++) plane[row + x] += wx[row + x] * (plane[row + x - 1] - plane[row + x]);
    for (let x = width - 2; x >= 0; x--) plane[row + x] += wx[row + x + 1] * (plane[row + x + 1] - plane[row + x]);
  }
  for (let i = width; i < size; i++) plane[i] += wy[i] * (plane[i - width] - plane[i]);
  for (let i = size - width - 1; i >= 0; i--) plane[i] += wy[i + width] * (plane[i + width] - plane[i]);
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

/** The mean of each plane over `factor` × `factor` blocks: a coarse grid of it. */
export function blockMeans(planes: Float32Array[], width: number, height: number, factor: number) {
  const w = Math.ceil(width / factor);
  const h = Math.ceil(height / factor);
  const out = planes.map(() => new Float32Array(w * h));
  const counts = new Float32Array(w * h);
  for (let y = 0; y < height; y++) {
    const row = ((y / factor) | 0) * w;
    for (let x = 0; x < width; x++) {
      const c = row + ((x / factor) | 0);
      counts[c]++;
      for (let k = 0; k < planes.length; k++) out[k][c] += planes[k][y * width + x];
    }
  }
  for (const plane of out) for (let c = 0; c < plane.length; c++) plane[c] /= counts[c];
  return { planes: out, width: w, height: h };
}
