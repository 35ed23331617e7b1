/**
 * Skeletons: edges thinned to one-pixel lines, cleaned of specks and spurs, traced as chains,
 * their loose ends linked to the lines they point at, and redrawn smoothed at the output size.
 */

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
        const n = bits & 1,
          e = (bits >> 2) & 1,
          s = (bits >> 4) & 1,
          w = (bits >> 6) & 1;
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
    const n = bits & 1,
      e = (bits >> 2) & 1,
      s = (bits >> 4) & 1,
      w = (bits >> 6) & 1;
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
  forEachComponent(mask, width, height, (members, span) => {
    if (members.length < minPixels || span < minSpan) for (const p of members) mask[p] = 0;
  });
}

/**
 * Calls `visit` with each 8-connected component of `mask`: its pixels (an array reused for the
 * next one) and its bounding box's longer side. `visit` may clear the pixels it is given.
 */
export function forEachComponent(mask: Uint8Array, width: number, height: number, visit: (members: number[], span: number) => void) {
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
    let x0 = width,
      x1 = 0,
      y0 = height,
      y1 = 0;
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
    visit(members, Math.max(x1 - x0, y1 - y0) + 1);
  }
}

export function neighboursOf(mask: Uint8Array, width: number, height: number, p: number, out: number[]) {
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
  const ax = a % width,
    bx = b % width;
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
        if (pixels.length < free)
          for (const p of pixels) {
            mask[p] = 0;
            removed++;
          }
      } else if (looseFirst || looseLast) {
        if (pixels.length >= branch) continue;
        const keep = looseFirst ? last : first;
        for (const p of pixels)
          if (p !== keep) {
            mask[p] = 0;
            removed++;
          }
      }
    }
    if (removed === 0) break;
    thinSkeleton(mask, width, height);
  }
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
      let sx = 0,
        sy = 0,
        sw = 0;
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

export function drawFrame(mask: Uint8Array, width: number, height: number, inset: number) {
  const x0 = inset,
    y0 = inset,
    x1 = width - 1 - inset,
    y1 = height - 1 - inset;
  for (let x = x0; x <= x1; x++) {
    mask[y0 * width + x] = 1;
    mask[y1 * width + x] = 1;
  }
  for (let y = y0; y <= y1; y++) {
    mask[y * width + x0] = 1;
    mask[y * width + x1] = 1;
  }
}

export function drawLine(mask: Uint8Array, width: number, x0: number, y0: number, x1: number, y1: number) {
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  for (;;) {
    mask[y0 * width + x0] = 1;
    if (x0 === x1 && y0 === y1) return;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x0 += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y0 += sy;
    }
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
  const own = new Map<number, number>(); // pixel → its distance from the end, along the end's own line
  const queue: number[] = [];
  const cosLimit = Math.cos((65 * Math.PI) / 180);
  const tail = Math.max(4, Math.round(reach / 3));
  for (const end of ends) {
    if (!mask[end] || !isEnd(mask, width, height, end, scratch)) continue;
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
