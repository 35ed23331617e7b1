import { PICTURE_SIZE } from "~/lib/pages";
/**
 * Mandalas and geometric patterns: a pure, deterministic generator. The same seed
 * and choices always give the same SVG (the browser previews exactly what the server will
 * rasterise), and every shape is closed, stroked black and filled white, so each area between
 * the lines is a region a tap can fill.
 *
 * A mandala is a centre and concentric bands separated by circles; each band holds one ring of
 * shapes repeated around the centre a multiple of the symmetry times. The motif decides which
 * shapes the bands draw from; the density how many bands and how much is nested inside them.
 */

export const PATTERN_SYMMETRIES = [6, 8, 10, 12] as const;
export const PATTERN_DENSITIES = [1, 2, 3] as const;
export const PATTERN_MOTIFS = ["petals", "stars", "geometric", "waves"] as const;
export const SEED_MAX = 999_999;

export type PatternSymmetry = (typeof PATTERN_SYMMETRIES)[number];
export type PatternDensity = (typeof PATTERN_DENSITIES)[number];
export type PatternMotif = (typeof PATTERN_MOTIFS)[number];
export type PatternOptions = { seed: number; symmetry: PatternSymmetry; density: PatternDensity; motif: PatternMotif };

export const DEFAULT_PATTERN: PatternOptions = { seed: 1234, symmetry: 8, density: 2, motif: "petals" };

const SIZE = PICTURE_SIZE;
const C = SIZE / 2;
const OUTER = 488;
const STROKE = 5;
/** No shape narrower than this (px at 1024): smaller areas are too fiddly to colour. */
const MIN_FEATURE = 26;

/** mulberry32: a small, fast, well-mixed 32-bit generator; the same seed, the same sequence. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed for 'Sorpréndeme': 1 … SEED_MAX. */
export const randomSeed = (random: () => number = Math.random) => 1 + Math.floor(random() * SEED_MAX);

type Random = () => number;
type Band = { inner: number; outer: number };
type Ring = (band: Band, count: number, offset: number, nest: boolean, symmetry: number) => string[];

const f = (n: number) => (Math.round(n * 10) / 10).toString();
const point = (r: number, a: number) => `${f(C + r * Math.cos(a))} ${f(C + r * Math.sin(a))}`;
const circle = (r: number, cx = C, cy = C) => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/>`;
const path = (d: string) => `<path d="${d}"/>`;
const polygon = (points: string[]) => path(`M${points.join("L")}Z`);
const angles = (count: number, offset: number) => Array.from({ length: count }, (_, i) => offset + (i * 2 * Math.PI) / count);

/**
 * `count` shapes centred on the band's middle circle: `draw` makes each at its centre and angle,
 * given its room, `share` of the radius the band and its neighbours leave it.
 */
const aroundMiddle = (
  { inner, outer }: Band,
  count: number,
  offset: number,
  share: number,
  draw: (cx: number, cy: number, room: number, a: number) => string[],
) => {
  const mid = (inner + outer) / 2;
  const room = Math.min((outer - inner) / 2, (Math.PI * mid) / count) * share;
  return angles(count, offset).flatMap((a) => draw(C + mid * Math.cos(a), C + mid * Math.sin(a), room, a));
};

// ---------------------------------------------------------------------------
// Rings of shapes: each fits its band and returns SVG elements, back to front.
// ---------------------------------------------------------------------------

/** Pointed petals rising from the inner circle to the outer one; nested: a smaller petal inside. */
const petals: Ring = ({ inner, outer }, count, offset, nest) => {
  const half = (Math.PI / count) * 0.98;
  const shape = (r1: number, r2: number, a: number, w: number) => {
    const mid = r1 + (r2 - r1) * 0.55;
    return path(`M${point(r1, a)}Q${point(mid, a - w)} ${point(r2, a)}Q${point(mid, a + w)} ${point(r1, a)}Z`);
  };
  return angles(count, offset).flatMap((a) => {
    const out = [shape(inner, outer, a, half * 1.5)];
    if (nest && outer - inner > 3 * MIN_FEATURE) out.push(shape(inner + (outer - inner) * 0.22, outer - (outer - inner) * 0.25, a, half * 0.8));
    return out;
  });
};

/** Round-tipped petals, overlapping like a flower's, in two layers when nested. */
const roundPetals: Ring = ({ inner, outer }, count, offset, nest) => {
  const shape = (r1: number, r2: number, a: number, w: number) => {
    const shoulder = r1 + (r2 - r1) * 0.75;
    return path(
      `M${point(r1, a)}C${point(shoulder, a - w)} ${point(r2 * 1.02, a - w * 0.55)} ${point(r2, a)}` +
        `C${point(r2 * 1.02, a + w * 0.55)} ${point(shoulder, a + w)} ${point(r1, a)}Z`,
    );
  };
  const w = (Math.PI / count) * 1.25;
  const back = nest ? angles(count, offset + Math.PI / count).map((a) => shape(inner, outer - (outer - inner) * 0.08, a, w)) : [];
  const front = angles(count, offset).map((a) => shape(inner, nest ? outer - (outer - inner) * 0.3 : outer, a, w));
  return [...back, ...front];
};

/** A star band: a star polygon whose tips touch the outer circle; nested: a second, offset one. */
const starBand: Ring = ({ inner, outer }, count, offset, nest) => {
  const star = (tips: number, valleys: number, shift: number) =>
    polygon(angles(count, offset + shift).flatMap((a) => [point(tips, a), point(valleys, a + Math.PI / count)]));
  const out = [star(outer, inner, 0)];
  if (nest && outer - inner > 2.5 * MIN_FEATURE) out.push(star(inner + (outer - inner) * 0.62, inner, Math.PI / count));
  return out;
};

/** Little five-pointed stars around the band's middle, each in its own circle when nested. */
const smallStars: Ring = (band, count, offset, nest) =>
  aroundMiddle(band, count, offset, 0.9, (cx, cy, room, a) => {
    const r = nest ? room * 0.8 : room;
    const star = polygon(
      Array.from({ length: 10 }, (_, i) => {
        const t = a + (i * Math.PI) / 5;
        const rr = i % 2 === 0 ? r : r * 0.45;
        return `${f(cx + rr * Math.cos(t))} ${f(cy + rr * Math.sin(t))}`;
      }),
    );
    return nest ? [circle(room, cx, cy), star] : [star];
  });

/** Diamonds standing in the band; nested: a smaller diamond inside each. */
const diamonds: Ring = ({ inner, outer }, count, offset, nest) => {
  const half = (Math.PI / count) * 0.92;
  const mid = (inner + outer) / 2;
  const diamond = (r1: number, r2: number, a: number, w: number) =>
    polygon([point(r1, a), point((r1 + r2) / 2, a - w), point(r2, a), point((r1 + r2) / 2, a + w)]);
  return angles(count, offset).flatMap((a) => {
    const out = [diamond(inner, outer, a, half)];
    const depth = (outer - inner) * 0.28;
    if (nest && outer - inner > 3 * MIN_FEATURE) out.push(diamond(inner + depth, outer - depth, a, ((half * (mid - depth)) / mid) * 0.5));
    return out;
  });
};

/** A zigzag between the two circles: a ring of triangles. */
const zigzag: Ring = ({ inner, outer }, count, offset, nest) => {
  const out = [polygon(angles(count, offset).flatMap((a) => [point(inner, a), point(outer, a + Math.PI / count)]))];
  if (nest && outer - inner > 2.5 * MIN_FEATURE) out.push(circle(inner + (outer - inner) * 0.5));
  return out;
};

/**
 * Regular polygons inscribed in the outer circle, turned against each other: interlaced. As
 * many sides as the symmetry (half for 10 and 12), or they would hug the circle in slivers.
 */
const polygons: Ring = ({ inner, outer }, _count, offset, nest, symmetry) => {
  const sides = symmetry > 8 ? symmetry / 2 : symmetry;
  const shape = (shift: number) => polygon(angles(sides, offset + shift).map((a) => point(outer, a)));
  const out = [shape(0), shape(Math.PI / sides)];
  // The polygons' edges dip towards the centre; keep the band's inner circle inside them.
  const apothem = outer * Math.cos(Math.PI / sides);
  if (nest && apothem - inner > 2 * MIN_FEATURE) out.push(circle(inner + (apothem - inner) * 0.45));
  return out;
};

/** Round beads on the band's middle; nested: a smaller bead inside each. */
const dots: Ring = (band, count, offset, nest) =>
  aroundMiddle(band, count, offset, 0.78, (cx, cy, r) => (nest && r > 2 * MIN_FEATURE ? [circle(r, cx, cy), circle(r * 0.45, cx, cy)] : [circle(r, cx, cy)]));

/** Scallops: arcs bulging out to the outer circle; nested: a second row of arcs inside. */
const scallops: Ring = ({ inner, outer }, count, offset, nest) => {
  const row = (base: number, top: number, shift: number) => {
    const steps = angles(count, offset + shift);
    let d = `M${point(base, steps[0])}`;
    for (const a of steps) {
      const b = a + (2 * Math.PI) / count;
      d += `Q${point(top + (top - base) * 0.35, (a + b) / 2)} ${point(base, b)}`;
    }
    return path(`${d}Z`);
  };
  const base = inner + (outer - inner) * 0.15;
  const top = outer - (outer - inner) * 0.22;
  const out = [row(base, top, 0)];
  if (nest && outer - inner > 2.5 * MIN_FEATURE) out.push(row(base, base + (top - base) * 0.5, Math.PI / count));
  return out;
};

/** Waves: two sine rings in opposite phase, crossing into a chain of lenses. */
const waves: Ring = ({ inner, outer }, count, offset, nest) => {
  const mid = (inner + outer) / 2;
  const amplitude = (outer - inner) * 0.36;
  const wave = (phase: number, amp: number) => {
    const steps = count * 16;
    const points = Array.from({ length: steps }, (_, i) => {
      const a = offset + (i * 2 * Math.PI) / steps;
      return point(mid + amp * Math.sin(count * (a - offset) + phase), a);
    });
    return polygon(points);
  };
  const out = [wave(0, amplitude), wave(Math.PI, amplitude)];
  if (nest && outer - inner > 3 * MIN_FEATURE) out.push(circle(mid));
  return out;
};

const RINGS: Record<string, Ring> = { petals, roundPetals, starBand, smallStars, diamonds, zigzag, polygons, dots, scallops, waves };

/** Which rings each motif draws from, with weights. */
const MOTIF_RINGS: Record<PatternMotif, [keyof typeof RINGS, number][]> = {
  petals: [
    ["petals", 4],
    ["roundPetals", 4],
    ["dots", 0.6],
    ["scallops", 1],
  ],
  stars: [
    ["starBand", 4],
    ["smallStars", 3],
    ["diamonds", 2],
    ["dots", 1],
  ],
  geometric: [
    ["polygons", 3],
    ["diamonds", 3],
    ["zigzag", 3],
    ["starBand", 1],
  ],
  waves: [
    ["waves", 4],
    ["scallops", 3],
    ["roundPetals", 1],
    ["dots", 0.6],
  ],
};

function pickWeighted<T>(random: Random, items: [T, number][], avoid?: T): T {
  const pool = items.filter(([item]) => item !== avoid);
  const total = pool.reduce((sum, [, w]) => sum + w, 0);
  let roll = random() * total;
  for (const [item, w] of pool) {
    roll -= w;
    if (roll < 0) return item;
  }
  return pool[pool.length - 1][0];
}

/** The centre: a flower, a star or a polygon in a circle, by motif. */
function centre(radius: number, symmetry: number, motif: PatternMotif, offset: number): string[] {
  const band = { inner: radius * 0.3, outer: radius * 0.92 };
  const inside =
    motif === "stars"
      ? starBand(band, symmetry, offset, false, symmetry)
      : motif === "geometric"
        ? polygons(band, symmetry, offset, false, symmetry)
        : roundPetals(band, symmetry, offset, false, symmetry);
  return [circle(radius), ...inside, circle(radius * 0.3)];
}

/** The SVG of a pattern: 1024×1024, black lines on white, every area closed. */
export function generatePattern(options: PatternOptions): string {
  const { seed, symmetry, density, motif } = options;
  const random = seededRandom(seed * 7919 + symmetry * 31 + density * 3 + PATTERN_MOTIFS.indexOf(motif) * 101);
  const bandCount = [4, 6, 8][density - 1] + Math.floor(random() * 2);
  const centreRadius = 56 + random() * 40;
  // Band widths: random weights, outer bands a little wider so shapes stay in proportion.
  const weights = Array.from({ length: bandCount }, (_, i) => (0.75 + random() * 0.6) * (1 + (0.35 * i) / bandCount));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const elements: string[] = [];
  let inner = centreRadius;
  let previous: keyof typeof RINGS | undefined;
  const rings: string[][] = [];
  for (const weight of weights) {
    const outer = inner + ((OUTER - centreRadius) * weight) / total;
    const band = { inner, outer };
    const kind = pickWeighted(random, MOTIF_RINGS[motif], previous);
    previous = kind;
    // How many times round: a multiple of the symmetry, so each shape is about as wide as the band.
    const mid = (inner + outer) / 2;
    const ideal = (2 * Math.PI * mid) / Math.max(MIN_FEATURE * 1.6, (outer - inner) * (0.7 + random() * 0.6));
    const multiple = Math.max(1, Math.min(6, Math.round(ideal / symmetry)));
    const offset = random() < 0.5 ? 0 : Math.PI / (symmetry * multiple);
    const nest = random() < [0.25, 0.5, 0.8][density - 1];
    rings.push([circle(outer), ...RINGS[kind](band, symmetry * multiple, offset - Math.PI / 2, nest, symmetry)]);
    inner = outer;
  }
  // Outside in, so each band's circle is drawn before the shapes of the band inside it.
  for (const ring of rings.reverse()) elements.push(...ring);
  elements.push(...centre(centreRadius, symmetry, motif, -Math.PI / 2));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" fill="#fff"/>` +
    `<g fill="#fff" stroke="#000" stroke-width="${STROKE}" stroke-linejoin="round" stroke-linecap="round">${elements.join("")}</g></svg>`
  );
}

/** The SVG as a data: URL, for an <img> (no markup injected into the page). */
export const patternDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
