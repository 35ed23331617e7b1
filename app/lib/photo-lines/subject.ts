/**
 * Subject isolation: which part of a photo is its subject (a pet, a person, a thing) and which
 * is background, as a mask at the analysed size, or null when no subject stands out.
 *
 * 1. On a coarse grid (about 160 px a side), saliency from the photo's border: how different
 *    each pixel's colour is from the four borders' colours (the border most like the subject is
 *    left out, so a subject touching one side still stands out), plus the minimum barrier
 *    distance to the border (Zhang et al. 2015: the least colour range a path to the border
 *    must cross; grass or fur does not block a path, an outline does).
 * 2. The saliency split by Otsu seeds colour models of subject and background (3-D colour
 *    histograms, GrabCut's idea without its graph cut); each pixel's posterior, smoothed by the
 *    photo's own edges (a guided domain transform, which stands in for the graph cut's
 *    smoothness), splits them again, twice.
 * 3. The mask is brought to the analysed size and snapped to the photo's edges the same way;
 *    holes are filled and crumbs dropped.
 * 4. It is kept only when it is believable as a subject: between 2 % and 60 % of the picture
 *    and covering at most 30 % of the picture's border (a sky or a floor that fills the frame
 *    is not a subject).
 * 5. A close-up (a face filling the frame against an out-of-focus backdrop) is neither: border
 *    saliency finds only its most unusual part (a cat's eyes and muzzle). So the backdrop is also
 *    looked for first, as the calm (untextured) area reaching the border (its largest piece, and
 *    any other open to the frame along more than it reaches in: a deeper calm pocket is a white
 *    chest, not the room), and when it clearly is one, the subject is what it leaves (`closeUp`),
 *    border-touching and large as it is.
 *
 * A salient mask is often only part of a subject, so the pipeline uses it only in ways that cost
 * little when it is: it strengthens faint edges along the outline and inside, closes the outline
 * where the photo's edge fades, and drops short lines far from it; it never weakens the rest of
 * the photo. A close-up's mask is trusted further: its outline is a change of focus, drawn
 * whole, and its backdrop's edges (blurred things behind) are weakened.
 */

import { labelComponents } from "~/lib/regions";
import { blockMeans, gaussianBlur, guidedSmooth } from "./color";
import { squaredDistance } from "./distance";
import { forEachComponent } from "./skeleton";

export type Subject = {
  /** 1 = subject, 0 = background, at the analysed size. */
  mask: Uint8Array;
  /** Share of the picture the subject covers. */
  area: number;
  /** Found as what a calm backdrop leaves (a close-up): its outline is a real change of focus. */
  closeUp: boolean;
};

/** The coarse grid's longest side. */
const GRID = 160;

/** Bilinear enlargement of a coarse plane (cell centres) to width × height. */
function enlarge(plane: Float32Array, w: number, h: number, width: number, height: number, factor: number) {
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const gy = Math.min(h - 1, Math.max(0, (y + 0.5) / factor - 0.5));
    const y0 = Math.min(h - 2, Math.floor(gy));
    const fy = h > 1 ? gy - Math.max(0, y0) : 0;
    const r0 = Math.max(0, y0) * w;
    const r1 = Math.min(h - 1, Math.max(0, y0) + 1) * w;
    for (let x = 0; x < width; x++) {
      const gx = Math.min(w - 1, Math.max(0, (x + 0.5) / factor - 0.5));
      const x0 = Math.min(w - 2, Math.floor(gx));
      const fx = w > 1 ? gx - Math.max(0, x0) : 0;
      const c0 = Math.max(0, x0);
      const c1 = Math.min(w - 1, c0 + 1);
      const top = plane[r0 + c0] + (plane[r0 + c1] - plane[r0 + c0]) * fx;
      const bottom = plane[r1 + c0] + (plane[r1 + c1] - plane[r1 + c0]) * fx;
      out[y * width + x] = top + (bottom - top) * fy;
    }
  }
  return out;
}

/**
 * The minimum barrier distance to the picture's border, summed over the planes (FastMBD: raster
 * scans forth and back, each pixel taking the better of its already-scanned neighbours' paths).
 */
function barrierDistance(planes: Float32Array[], width: number, height: number) {
  const size = width * height;
  const total = new Float32Array(size);
  const dist = new Float32Array(size);
  const hi = new Float32Array(size);
  const lo = new Float32Array(size);
  for (const plane of planes) {
    for (let i = 0; i < size; i++) {
      const x = i % width;
      const y = (i - x) / width;
      const border = x === 0 || y === 0 || x === width - 1 || y === height - 1;
      dist[i] = border ? 0 : Infinity;
      hi[i] = lo[i] = plane[i];
    }
    const relax = (i: number, n: number) => {
      const v = plane[i];
      const h = hi[n] > v ? hi[n] : v;
      const l = lo[n] < v ? lo[n] : v;
      if (h - l < dist[i]) {
        dist[i] = h - l;
        hi[i] = h;
        lo[i] = l;
      }
    };
    for (let pass = 0; pass < 3; pass++) {
      for (let y = 1; y < height - 1; y++) {
        for (let x = 1; x < width - 1; x++) {
          const i = y * width + x;
          relax(i, i - 1);
          relax(i, i - width);
        }
      }
      for (let y = height - 2; y > 0; y--) {
        for (let x = width - 2; x > 0; x--) {
          const i = y * width + x;
          relax(i, i + 1);
          relax(i, i + width);
        }
      }
    }
    for (let i = 0; i < size; i++) total[i] += dist[i];
  }
  return total;
}

/**
 * How unlike the borders each pixel's colour is: the Mahalanobis distance to each border band's
 * colours, summed over the four less the largest (the side the subject may touch).
 */
function borderContrast(planes: Float32Array[], width: number, height: number) {
  const size = width * height;
  const band = Math.max(1, Math.round(Math.min(width, height) * 0.08));
  const sides: ((x: number, y: number) => boolean)[] = [(_x, y) => y < band, (_x, y) => y >= height - band, (x) => x < band, (x) => x >= width - band];
  const distances = sides.map((inSide) => {
    const mean = [0, 0, 0];
    let n = 0;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        if (inSide(x, y)) {
          const i = y * width + x;
          for (let k = 0; k < 3; k++) mean[k] += planes[k][i];
          n++;
        }
    for (let k = 0; k < 3; k++) mean[k] /= n;
    const cov = [0, 0, 0, 0, 0, 0, 0, 0, 0];
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        if (inSide(x, y)) {
          const i = y * width + x;
          for (let a = 0; a < 3; a++) for (let b = 0; b < 3; b++) cov[a * 3 + b] += (planes[a][i] - mean[a]) * (planes[b][i] - mean[b]);
        }
    // A little of every colour's spread, so a flat border does not make every shade an outlier.
    for (let k = 0; k < 9; k++) cov[k] = cov[k] / n + (k % 4 === 0 ? 4 : 0);
    const inv = invert3(cov);
    const out = new Float32Array(size);
    for (let i = 0; i < size; i++) {
      const d0 = planes[0][i] - mean[0];
      const d1 = planes[1][i] - mean[1];
      const d2 = planes[2][i] - mean[2];
      const q =
        d0 * (inv[0] * d0 + inv[1] * d1 + inv[2] * d2) + d1 * (inv[3] * d0 + inv[4] * d1 + inv[5] * d2) + d2 * (inv[6] * d0 + inv[7] * d1 + inv[8] * d2);
      out[i] = Math.sqrt(Math.max(0, q));
    }
    return out;
  });
  const total = new Float32Array(size);
  for (let i = 0; i < size; i++) {
    let sum = 0;
    let max = 0;
    for (const d of distances) {
      sum += d[i];
      max = d[i] > max ? d[i] : max;
    }
    total[i] = sum - max;
  }
  return total;
}

function invert3(m: number[]) {
  const [a, b, c, d, e, f, g, h, k] = m;
  const A = e * k - f * h;
  const B = -(d * k - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  const s = 1 / det;
  return [A * s, -(b * k - c * h) * s, (b * f - c * e) * s, B * s, (a * k - c * g) * s, -(a * f - c * d) * s, C * s, -(a * h - b * g) * s, (a * e - b * d) * s];
}

/** Scales to 0…1 by the 99th percentile (a few outliers do not flatten the rest). */
function normalise(values: Float32Array) {
  const sorted = Float32Array.from(values).sort();
  const top = sorted[Math.floor(sorted.length * 0.99)] || 1;
  for (let i = 0; i < values.length; i++) values[i] = Math.min(1, values[i] / top);
  return values;
}

/** Otsu's threshold of values in 0…1. */
function otsu(values: Float32Array) {
  const bins = 64;
  const hist = new Float64Array(bins);
  for (const v of values) hist[Math.min(bins - 1, Math.floor(v * bins))]++;
  const total = values.length;
  let sum = 0;
  for (let b = 0; b < bins; b++) sum += b * hist[b];
  let w0 = 0;
  let s0 = 0;
  let best = 0;
  let threshold = 0.5;
  for (let b = 0; b < bins - 1; b++) {
    w0 += hist[b];
    s0 += b * hist[b];
    const w1 = total - w0;
    if (w0 === 0 || w1 === 0) continue;
    const between = w0 * w1 * (s0 / w0 - (sum - s0) / w1) ** 2;
    if (between > best) {
      best = between;
      threshold = (b + 1) / bins;
    }
  }
  return threshold;
}

/**
 * Histogram bin of a coarse pixel: 8 lightness × 12 × 12 chroma cells × 3 texture levels (the
 * lightness's spread within the cell before smoothing: grass is busy where a coat is calm).
 */
function colorBin(planes: Float32Array[], texture: Float32Array, i: number) {
  const l = Math.min(7, Math.max(0, Math.floor(planes[0][i] / 12.5)));
  const a = Math.min(11, Math.max(0, Math.floor((planes[1][i] + 60) / 10)));
  const b = Math.min(11, Math.max(0, Math.floor((planes[2][i] + 60) / 10)));
  const t = texture[i] < TEXTURE_CALM ? 0 : texture[i] < TEXTURE_BUSY ? 1 : 2;
  return ((l * 12 + a) * 12 + b) * 3 + t;
}
const BINS = 8 * 12 * 12 * 3;
/** Texture levels: the standard deviation of lightness within a coarse cell, in ΔE. */
const TEXTURE_CALM = 2.5;
const TEXTURE_BUSY = 6;

/** Standard deviation of a plane within each coarse cell. */
function cellSpread(plane: Float32Array, width: number, height: number, factor: number) {
  const w = Math.ceil(width / factor);
  const h = Math.ceil(height / factor);
  const sum = new Float32Array(w * h);
  const sq = new Float32Array(w * h);
  const count = new Float32Array(w * h);
  for (let y = 0; y < height; y++) {
    const row = ((y / factor) | 0) * w;
    for (let x = 0; x < width; x++) {
      const c = row + ((x / factor) | 0);
      const v = plane[y * width + x];
      sum[c] += v;
      sq[c] += v * v;
      count[c]++;
    }
  }
  for (let c = 0; c < sum.length; c++) sum[c] = Math.sqrt(Math.max(0, sq[c] / count[c] - (sum[c] / count[c]) ** 2));
  return sum;
}

/**
 * Cleans a mask: drops subject crumbs (parts under a twelfth of the largest, or under `minPart`
 * pixels) and fills the background's holes (parts that do not reach the border). In place.
 */
/** 4-connected parts of a mask: labels (0 = unset) and each part's size. */
function parts(mask: Uint8Array, width: number, height: number) {
  const labels = new Uint32Array(width * height);
  const count = labelComponents(mask, labels, width, height, new Int32Array(width * height), 0);
  const sizes = new Uint32Array(count + 1);
  for (const id of labels) sizes[id]++;
  return { labels, count, sizes };
}

function tidy(mask: Uint8Array, width: number, height: number, minPart: number) {
  const size = width * height;
  const subject = parts(mask, width, height);
  let largest = 0;
  for (let id = 1; id <= subject.count; id++) largest = Math.max(largest, subject.sizes[id]);
  for (let i = 0; i < size; i++) {
    const id = subject.labels[i];
    if (id && (subject.sizes[id] < largest / 12 || subject.sizes[id] < minPart)) mask[i] = 0;
  }
  const inverse = new Uint8Array(size);
  for (let i = 0; i < size; i++) inverse[i] = mask[i] ? 0 : 1;
  const holes = parts(inverse, width, height);
  const open = new Uint8Array(holes.count + 1);
  for (let x = 0; x < width; x++) {
    open[holes.labels[x]] = 1;
    open[holes.labels[size - width + x]] = 1;
  }
  for (let y = 0; y < height; y++) {
    open[holes.labels[y * width]] = 1;
    open[holes.labels[y * width + width - 1]] = 1;
  }
  for (let i = 0; i < size; i++) if (inverse[i] && !open[holes.labels[i]]) mask[i] = 1;
}

/**
 * The photo's subject, or null. `lab` is the photo in Lab, already smoothed within areas
 * (color.ts's domain transform), `lightness` its L plane before smoothing (for texture).
 */
export function findSubject(lab: Float32Array[], lightness: Float32Array, width: number, height: number): Subject | null {
  const factor = Math.max(1, Math.round(Math.max(width, height) / GRID));
  const small = blockMeans(lab, width, height, factor);
  const { width: w, height: h } = small;
  const n = w * h;
  if (w < 8 || h < 8) return null;

  const barrier = normalise(barrierDistance(small.planes, w, h));
  const contrast = normalise(borderContrast(small.planes, w, h));
  const saliency = new Float32Array(n);
  for (let i = 0; i < n; i++) saliency[i] = (barrier[i] + contrast[i]) / 2;
  normalise(saliency);

  let mask = new Uint8Array(n);
  const cut = otsu(saliency);
  for (let i = 0; i < n; i++) mask[i] = saliency[i] > cut ? 1 : 0;
  // Saliency as a prior centred on the cut: 0.5 there, 0 and 1 a SPREAD below and above.
  const prior = new Float32Array(n);
  for (let i = 0; i < n; i++) prior[i] = Math.min(1, Math.max(0, 0.5 + (saliency[i] - cut) / (2 * SPREAD)));

  const bins = new Uint16Array(n);
  const texture = cellSpread(lightness, width, height, factor);
  for (let i = 0; i < n; i++) bins[i] = colorBin(small.planes, texture, i);
  const posterior = new Float32Array(n);
  let modelled = true;
  for (let round = 0; round < ROUNDS && modelled; round++) {
    const fg = new Float32Array(BINS);
    const bg = new Float32Array(BINS);
    let nf = 0;
    let nb = 0;
    for (let i = 0; i < n; i++)
      if (mask[i]) {
        fg[bins[i]] += 1;
        nf++;
      } else {
        bg[bins[i]] += 1;
        nb++;
      }
    if (nf < n * 0.01 || nb < n * 0.05) {
      modelled = false;
      break;
    }
    for (let i = 0; i < n; i++) {
      const f = (fg[bins[i]] + 0.5) / nf;
      const b = (bg[bins[i]] + 0.5) / nb;
      // The colour model's word, tempered by where saliency put the subject.
      posterior[i] = (1 - PRIOR_WEIGHT) * (f / (f + b)) + PRIOR_WEIGHT * prior[i];
    }
    guidedSmooth(posterior, small.planes, w, h, 6, 12);
    mask = new Uint8Array(n);
    for (let i = 0; i < n; i++) mask[i] = posterior[i] > 0.5 ? 1 : 0;
    tidy(mask, w, h, n * 0.005);
  }

  const salient = modelled ? toAnalysed(mask, w, h, lab, width, height, factor) : null;
  const found = salient && measure(salient, width, height);
  const believable = !!found && found.area >= MIN_AREA && found.area <= MAX_AREA && found.border <= MAX_BORDER;
  // A salient subject too large to grow into a close-up's is kept without looking further.
  const closeUp =
    !believable || found.area * CLOSE_UP_GROWTH <= MAX_CLOSE_UP ? backgroundFirst(lab, lightness, width, height, factor, believable ? salient : null) : null;
  if (closeUp) return closeUp;
  return believable && salient && found ? { mask: salient, area: found.area, closeUp: false } : null;
}

/** A coarse mask brought to the analysed size, its outline snapped to the photo's edges, tidied. */
function toAnalysed(mask: Uint8Array, w: number, h: number, lab: Float32Array[], width: number, height: number, factor: number) {
  const n = w * h;
  const soft = new Float32Array(n);
  for (let i = 0; i < n; i++) soft[i] = mask[i];
  const fine = enlarge(soft, w, h, width, height, factor);
  guidedSmooth(fine, lab, width, height, factor * 1.5, 8, 1);
  const full = new Uint8Array(width * height);
  for (let i = 0; i < full.length; i++) full[i] = fine[i] > 0.5 ? 1 : 0;
  tidy(full, width, height, width * height * 0.005);
  return full;
}

/** Share of the picture a mask covers, and share of the picture's border. */
function measure(mask: Uint8Array, width: number, height: number) {
  let area = 0;
  for (const v of mask) area += v;
  let onBorder = 0;
  for (let x = 0; x < width; x++) onBorder += mask[x] + mask[mask.length - width + x];
  for (let y = 1; y < height - 1; y++) onBorder += mask[y * width] + mask[y * width + width - 1];
  return { area: area / mask.length, border: onBorder / (2 * (width + height) - 4) };
}

/**
 * A close-up (a face that fills the frame, in focus against a blurred backdrop): border saliency
 * finds only its most unusual part (a cat's eyes and muzzle), since the subject is most of the
 * picture and touches the border. Here the background is found first, as the smooth (low-texture:
 * out of focus) area reaching the border, and the subject is what it leaves. Used only when that
 * is clearly a close-up: the backdrop holds much of the border and a fair share of the picture,
 * is far calmer than what it leaves, and what it leaves is much larger than the salient subject
 * (`salient`, null when none was believable) and holds it. Otherwise null.
 */
function backgroundFirst(
  lab: Float32Array[],
  lightness: Float32Array,
  width: number,
  height: number,
  factor: number,
  salient: Uint8Array | null,
): Subject | null {
  // Texture: the lightness's departure from its own blur, averaged per coarse cell, then blurred.
  const blurred = [lightness.slice()];
  gaussianBlur(blurred, width, height, 2);
  const detail = new Float32Array(width * height);
  for (let i = 0; i < detail.length; i++) detail[i] = Math.abs(lightness[i] - blurred[0][i]);
  const {
    planes: [texture],
    width: w,
    height: h,
  } = blockMeans([detail], width, height, factor);
  gaussianBlur([texture], w, h, 2);
  const n = w * h;
  // Flood from the border's calm cells through calm cells.
  const background = new Uint8Array(n);
  const stack: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = i % w;
    const y = (i - x) / w;
    if ((x === 0 || y === 0 || x === w - 1 || y === h - 1) && texture[i] < CALM) {
      background[i] = 1;
      stack.push(i);
    }
  }
  while (stack.length > 0) {
    const p = stack.pop() as number;
    const x = p % w;
    for (const q of [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, p - w, p + w]) {
      if (q >= 0 && q < n && !background[q] && texture[q] < CALM) {
        background[q] = 1;
        stack.push(q);
      }
    }
  }
  let calm = 0;
  let busy = 0;
  let nb = 0;
  for (let i = 0; i < n; i++) {
    if (background[i]) {
      calm += texture[i];
      nb++;
    } else busy += texture[i];
  }
  if (nb < n * 0.05 || nb > n * 0.95 || busy / (n - nb) < BUSIER * (calm / nb)) return null;
  keepBackdropPieces(background, w, h);
  // The outline of a face is smooth: whisker tips and stray hairs over the backdrop are not.
  const shape = new Float32Array(n);
  for (let i = 0; i < n; i++) shape[i] = background[i] ? 0 : 1;
  gaussianBlur([shape], w, h, SHAPE_BLUR);
  const mask = new Uint8Array(n);
  for (let i = 0; i < n; i++) mask[i] = shape[i] > 0.5 ? 1 : 0;
  tidy(mask, w, h, n * 0.005);
  // Decided on the coarse grid; only a close-up is brought to the analysed size.
  const coarse = measure(mask, w, h);
  if (1 - coarse.area < CLOSE_UP_BACKGROUND || 1 - coarse.border < CLOSE_UP_BORDER || coarse.area > MAX_CLOSE_UP) return null;
  if (salient) {
    let inside = 0;
    let total = 0;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const s = salient[Math.min(height - 1, Math.floor((y + 0.5) * factor)) * width + Math.min(width - 1, Math.floor((x + 0.5) * factor))];
        total += s;
        inside += s & mask[y * w + x];
      }
    if (inside < total * 0.8 || coarse.area < CLOSE_UP_GROWTH * (total / n)) return null;
  }
  const full = toAnalysed(mask, w, h, lab, width, height, factor);
  const { area } = measure(full, width, height);
  return { mask: full, area, closeUp: true };
}

/**
 * A close-up's backdrop is seen past the subject, where the subject does not reach the frame: a
 * band along a side or a corner, open to the frame along more than its depth. So it is the
 * largest calm piece reaching the border and any other at least OPEN times as long along the
 * frame as it reaches into the picture. A calm piece that reaches in deeper than it is open (the
 * white chest or the neck of a cat, between two stretches of tabby fur, as calm as the blurred
 * room) is part of the subject: it goes. In place.
 */
function keepBackdropPieces(background: Uint8Array, w: number, h: number) {
  const { labels, count, sizes } = parts(background, w, h);
  if (count < 2) return;
  const depth = new Uint32Array(count + 1);
  const contact = new Uint32Array(count + 1);
  let largest = 1;
  for (let id = 2; id <= count; id++) if (sizes[id] > sizes[largest]) largest = id;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const id = labels[y * w + x];
      if (!id) continue;
      const d = Math.min(x, y, w - 1 - x, h - 1 - y);
      if (d === 0) contact[id]++;
      if (d > depth[id]) depth[id] = d;
    }
  for (let i = 0; i < background.length; i++) {
    const id = labels[i];
    if (id && id !== largest && contact[id] < OPEN * depth[id]) background[i] = 0;
  }
}

const ROUNDS = 3;
const MIN_AREA = 0.02;
const MAX_AREA = 0.6;
const MAX_BORDER = 0.3;
/** Texture (ΔE, a cell's mean departure from the blurred lightness) under which a backdrop is calm. */
const CALM = 0.6;
/** A close-up's subject is at least this many times busier than its backdrop. */
const BUSIER = 3;
/** A close-up's outline is smoothed by a blur of this many coarse cells. */
const SHAPE_BLUR = 4;
/** A close-up's backdrop covers at least these shares of the picture and of its border. */
const CLOSE_UP_BACKGROUND = 0.2;
const CLOSE_UP_BORDER = 0.4;
const MAX_CLOSE_UP = 0.8;
/** A close-up's subject is at least this many times the salient subject. */
const CLOSE_UP_GROWTH = 2.5;
/** A close-up's backdrop piece, other than the largest, runs along the frame at least this many times as far as it reaches in. */
const OPEN = 2;
const SPREAD = 0.25;
const PRIOR_WEIGHT = 0.5;

/** The subject's outline: its pixels with a 4-neighbour of the background (the picture's edge is not one). */
export function outlineOf(mask: Uint8Array, width: number, height: number) {
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!mask[i]) continue;
      if ((x > 0 && !mask[i - 1]) || (x < width - 1 && !mask[i + 1]) || (y > 0 && !mask[i - width]) || (y < height - 1 && !mask[i + width])) out[i] = 1;
    }
  }
  return out;
}

/**
 * Weighs the edge ridges by where they lie: along the subject's outline (within `band` px) they
 * gain, so its faint stretches (tan fur against dry grass) join the strong ones; inside the
 * subject a little, for eyes and nose. The background keeps its own weight: a mask that is only
 * part of the subject would otherwise fade the rest of it. In place.
 */
export function emphasiseSubject(
  ridges: Float32Array,
  subject: Subject,
  outline: Uint8Array,
  width: number,
  height: number,
  gains: { outline: number; inside: number; background: number; band: number },
) {
  const near = squaredDistance(outline, width, height);
  const band2 = gains.band * gains.band;
  for (let i = 0; i < ridges.length; i++) {
    if (ridges[i] === 0) continue;
    if (near[i] <= band2) ridges[i] *= gains.outline;
    else if (subject.mask[i]) ridges[i] *= gains.inside;
    else ridges[i] *= gains.background;
  }
}

/**
 * Closes the subject's outline: where no line runs within `tolerance` px of it, its own pixels
 * are drawn, so the animal is one closed shape even where its edge in the photo fades. Only
 * where the photo has some edge (`magnitude` at least `minEdge` within a pixel): a mask that
 * wandered into an even sky draws nothing there. In place.
 */
export function closeOutline(
  lines: Uint8Array,
  outline: Uint8Array,
  width: number,
  height: number,
  tolerance: number,
  magnitude: Float32Array,
  minEdge: number,
) {
  const near = squaredDistance(lines, width, height);
  const t2 = tolerance * tolerance;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (!outline[i] || near[i] <= t2) continue;
      let edge = 0;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) edge = Math.max(edge, magnitude[i + dy * width + dx]);
      if (edge >= minEdge) lines[i] = 1;
    }
  }
}

/**
 * Drops the background's short lines: 8-connected lines that come no nearer the subject than
 * `band` px and have fewer than `minPixels` pixels or a bounding box under `minSpan` (tufts of
 * grass, leaves, gravel around a pet). Long ones (a wall, a horizon) stay. In place.
 */
export function dropBackgroundSpecks(lines: Uint8Array, mask: Uint8Array, width: number, height: number, band: number, minPixels: number, minSpan: number) {
  const near = squaredDistance(mask, width, height);
  const band2 = band * band;
  forEachComponent(lines, width, height, (members, span) => {
    if ((members.length < minPixels || span < minSpan) && !members.some((p) => near[p] <= band2)) for (const p of members) lines[p] = 0;
  });
}
