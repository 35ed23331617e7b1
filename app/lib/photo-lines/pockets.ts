/**
 * Pockets: areas of paper too small or too thin to colour. On the skeleton, they are merged into
 * a neighbour (a small loop leaving a stroke); on the drawn page, they are opened into the paper
 * across their line, or inked; and the paper's areas are labelled as a tap fill sees them.
 */

import { labelComponents } from "~/lib/regions";
import { squaredDistance } from "./distance";
import { neighboursOf, traceChains } from "./skeleton";

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
export function touchesLine(mask: Uint8Array, width: number, height: number, x0: number, y0: number, x1: number, y1: number) {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
  for (let k = 0; k <= steps; k++) {
    const x = Math.round(x0 + ((x1 - x0) * k) / steps);
    const y = Math.round(y0 + ((y1 - y0) * k) / steps);
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const xx = x + dx,
          yy = y + dy;
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
  let mx = 0,
    my = 0;
  for (const p of pixels) {
    mx += p % width;
    my += Math.floor(p / width);
  }
  mx /= n;
  my /= n;
  let sxx = 0,
    syy = 0,
    sxy = 0;
  for (const p of pixels) {
    const dx = (p % width) - mx;
    const dy = Math.floor(p / width) - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  const angle = Math.atan2(2 * sxy, sxx - syy) / 2;
  const ux = Math.cos(angle),
    uy = Math.sin(angle);
  let lo = 0,
    hi = 0;
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
    for (const p of pixels) {
      parent[p] = p;
      touched.push(p);
      queue.push(p);
    }
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
        for (let dy = -Math.ceil(r); dy <= Math.ceil(r); dy++)
          for (let dx = -Math.ceil(r); dx <= Math.ceil(r); dx++) {
            const xx = x + dx,
              yy = y + dy;
            if (dx * dx + dy * dy <= r * r && xx >= 0 && yy >= 0 && xx < width && yy < height) gray[yy * width + xx] = 255;
          }
      }
    }
    for (const p of touched) {
      parent[p] = -1;
      depth[p] = 0;
    }
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
