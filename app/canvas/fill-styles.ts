/**
 * The bucket's gradients and textures as pixels (issue #30), DOM-free: a painter gives the colour
 * of any page pixel, so a region's bitmap is the same whatever box it is cropped to. Textures are
 * tiles repeated from the page's origin, each tile periodic by construction (its motifs and its
 * noise wrap at the tile's edges), so neighbouring tiles, neighbouring regions and every zoom
 * meet without a seam; nothing is random, so a reload or a replay paints the very same pixels.
 */
import { isGradient, STYLE_KINDS, type FillStyle, type GradientKind, type StyleKind, type TextureKind } from "~/lib/fill-style";
import { PICTURE_SIZE } from "~/lib/pages";
import type { Box } from "./region-map";

export type Rgb = [number, number, number];

/** `#rgb` or `#rrggbb` as bytes; null for anything else. */
export function parseColor(color: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** An opaque colour as one 32-bit word in this machine's byte order (what a Uint32Array over RGBA bytes holds). */
export function pack([r, g, b]: Rgb): number {
  return littleEndian ? ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0 : ((r << 24) | (g << 16) | (b << 8) | 255) >>> 0;
}

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as Rgb;

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** The second colour a gradient takes unless another is chosen: the colour much lighter. */
export function lighterTint(color: string): string {
  const rgb = parseColor(color) ?? BLACK;
  return `#${mix(rgb, WHITE, 0.7)
    .map((v) => v.toString(16).padStart(2, "0"))
    .join("")}`;
}

/**
 * Paints `length` pixels of page row `y` from column `x` into `words` from index `at`: a region's
 * runs go through it one by one, so its work is per run where it can be (a texture copies a
 * stretch of a pre-tiled row; a gradient steps along the row without a call per pixel).
 */
export type RunPainter = (words: Uint32Array, at: number, x: number, y: number, length: number) => void;

/** A style's run painter in colour `rgb`; null when the style cannot be painted (then the fill is flat). */
export function runPainterOf(rgb: Rgb, style: FillStyle): RunPainter | null {
  if (style.kind === "linear" || style.kind === "radial") {
    const to = parseColor(style.to);
    return to ? gradientRuns(style.kind, rgb, to, style.line) : null;
  }
  return textureRuns(textureTile(style.kind, rgb));
}

/** The colour of page pixel (x, y), as a packed word (the previews, the tests): the run painter, one pixel at a time. */
export function painterOf(rgb: Rgb, style: FillStyle): ((x: number, y: number) => number) | null {
  const runs = runPainterOf(rgb, style);
  if (!runs) return null;
  const one = new Uint32Array(1);
  return (x, y) => {
    runs(one, 0, x, y, 1);
    return one[0];
  };
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

function gradientRuns(kind: GradientKind, from: Rgb, to: Rgb, [x0, y0, x1, y1]: [number, number, number, number]): RunPainter {
  // 256 steps are all an 8-bit channel can show.
  const steps = Uint32Array.from({ length: 256 }, (_, i) => pack(mix(from, to, i / 255)));
  const dx = x1 - x0;
  const dy = y1 - y0;
  const length2 = dx * dx + dy * dy;
  if (!length2) return (words, at, _x, _y, length) => void words.fill(steps[0], at, at + length);
  if (kind === "linear") {
    // The step index grows by the same amount at each pixel of a row: (pixel centre - start) · line / |line|², in 255ths.
    const scale = 255 / length2;
    const step = dx * scale;
    return (words, at, x, y, length) => {
      let t = ((x + 0.5 - x0) * dx + (y + 0.5 - y0) * dy) * scale + 0.5;
      if (!step) {
        const i = t < 0 ? 0 : t > 255 ? 255 : t | 0;
        words.fill(steps[i], at, at + length);
        return;
      }
      for (let k = 0; k < length; k++, t += step) words[at + k] = steps[t < 0 ? 0 : t >= 255 ? 255 : t | 0];
    };
  }
  // A square root per pixel: walking the steps' squared starts along the row instead measured slower in V8.
  const scale = 255 / Math.sqrt(length2);
  return (words, at, x, y, length) => {
    const ry = y + 0.5 - y0;
    const ry2 = ry * ry;
    for (let k = 0; k < length; k++) {
      const rx = x + k + 0.5 - x0;
      const t = Math.sqrt(rx * rx + ry2) * scale + 0.5;
      words[at + k] = steps[t >= 255 ? 255 : t | 0];
    }
  };
}

/** Rows pre-tiled this wide: a run of any page (and its margin) is one copy. */
const STRIP = 2048;

/** A texture's runs: each tile row repeated across STRIP columns from column 0, so a run is a copy out of its row. */
function textureRuns(tile: Tile): RunPainter {
  const { width, height, words: texels } = tile;
  const stripWidth = Math.ceil(STRIP / width) * width;
  const strip = new Uint32Array(stripWidth * height);
  for (let row = 0; row < height; row++) {
    const start = row * stripWidth;
    strip.set(texels.subarray(row * width, (row + 1) * width), start);
    for (let filled = width; filled < stripWidth; filled *= 2) strip.copyWithin(start + filled, start, start + Math.min(filled, stripWidth - filled));
  }
  return (words, at, x, y, length) => {
    const row = mod(y, height) * stripWidth;
    if (x >= 0 && x + length <= stripWidth) {
      words.set(strip.subarray(row + x, row + x + length), at);
      return;
    }
    for (let k = 0; k < length; k++) words[at + k] = strip[row + mod(x + k, width)];
  };
}

export type Tile = { width: number; height: number; words: Uint32Array };

/** A deterministic hash of integer coordinates to [0, 1). */
function hash(x: number, y: number, seed: number) {
  let h = (Math.imul(x, 374761393) + Math.imul(y, 668265263) + Math.imul(seed, 1442695041)) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** Smooth noise on a lattice of `cellW`×`cellH` cells that wraps every `width`×`height` pixels. */
function periodicNoise(x: number, y: number, cellW: number, cellH: number, width: number, height: number, seed: number) {
  const columns = width / cellW;
  const rows = height / cellH;
  const fx = (x + 0.5) / cellW;
  const fy = (y + 0.5) / cellH;
  const i = Math.floor(fx);
  const j = Math.floor(fy);
  const sx = smooth(fx - i);
  const sy = smooth(fy - j);
  const corner = (a: number, b: number) => hash(mod(a, columns), mod(b, rows), seed);
  const top = corner(i, j) + (corner(i + 1, j) - corner(i, j)) * sx;
  const bottom = corner(i, j + 1) + (corner(i + 1, j + 1) - corner(i, j + 1)) * sx;
  return top + (bottom - top) * sy;
}

const smooth = (t: number) => t * t * (3 - 2 * t);
const clamp01 = (t: number) => Math.min(1, Math.max(0, t));

/** The shortest distance from a to b on a circle of length `period`. */
const wrapped = (a: number, b: number, period: number) => {
  const d = Math.abs(a - b) % period;
  return Math.min(d, period - d);
};

/**
 * How one tile pixel departs from the fill's colour: towards white by a positive amount, towards
 * black by a negative one. Every texture's tile is periodic, so tiles meet like any two pixels
 * within one.
 */
function shade(kind: TextureKind, x: number, y: number, width: number, height: number): number {
  switch (kind) {
    case "dots": {
      // Dots in offset rows (every second row shifted half a step), 9 px across every 16 px, on a light tint.
      const distance = Math.min(
        Math.hypot(wrapped(x + 0.5, 8, width), wrapped(y + 0.5, 7, height)),
        Math.hypot(wrapped(x + 0.5, 0, width), wrapped(y + 0.5, 21, height)),
      );
      return 0.6 * (1 - clamp01(4.5 - distance + 0.5));
    }
    case "stripes": {
      // Diagonal bands 8 px wide along x + y, edges smoothed by their distance across the band.
      const u = mod(x + y + 1, width);
      const inside = u < width / 2;
      const edge = inside ? Math.min(u, width / 2 - u) : Math.min(u - width / 2, width - u);
      const coverage = clamp01(edge / Math.SQRT2 + 0.5);
      return 0.6 * (1 - (inside ? coverage : 1 - coverage));
    }
    case "glitter": {
      // Sparkles of 2×2 px, brighter or softer, over a fine shimmer of the colour.
      const sparkle = hash(x >> 1, y >> 1, 7);
      if (sparkle > 0.93) return 0.45 + (sparkle - 0.93) * 7;
      const shimmer = hash(x, y, 11) - 0.5;
      return shimmer > 0 ? shimmer * 0.35 : shimmer * 0.25;
    }
    case "crayon": {
      // Wax catches the paper's grain: streaks of noise taller than wide, the paper showing where it is high.
      const grain = periodicNoise(x, y, 2, 8, width, height, 3) * 0.65 + hash(x, y, 5) * 0.35;
      return clamp01((grain - 0.55) * 2.2) * 0.8;
    }
  }
}

const TILE_SIZES: Record<TextureKind, [number, number]> = { dots: [16, 28], stripes: [16, 16], glitter: [64, 64], crayon: [64, 64] };

/** Each texture's shades, made once: they do not depend on the colour. */
const shades = new Map<TextureKind, Float32Array>();

function shadesOf(kind: TextureKind) {
  const known = shades.get(kind);
  if (known) return known;
  const [width, height] = TILE_SIZES[kind];
  const made = new Float32Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) made[y * width + x] = shade(kind, x, y, width, height);
  shades.set(kind, made);
  return made;
}

/** One tile of a texture in colour `rgb`, repeated from the page's origin. */
export function textureTile(kind: TextureKind, rgb: Rgb): Tile {
  const [width, height] = TILE_SIZES[kind];
  const amounts = shadesOf(kind);
  const words = new Uint32Array(width * height);
  for (let i = 0; i < words.length; i++) {
    const amount = amounts[i];
    words[i] = pack(amount >= 0 ? mix(rgb, WHITE, amount) : mix(rgb, BLACK, -amount));
  }
  return { width, height, words };
}

/**
 * The line a gradient takes on a tap (no drag): top to bottom of the region for a linear one; for
 * a radial one, from the tap out to the region's farthest corner.
 */
export function defaultLine(kind: GradientKind, box: Box, tap: { x: number; y: number }): [number, number, number, number] {
  if (kind === "linear") {
    const x = Math.round(box.left + box.width / 2);
    return [x, box.top, x, box.top + box.height];
  }
  const corners = [
    [box.left, box.top],
    [box.left + box.width, box.top],
    [box.left, box.top + box.height],
    [box.left + box.width, box.top + box.height],
  ];
  const radius = Math.max(...corners.map(([cx, cy]) => Math.hypot(cx - tap.x, cy - tap.y)));
  const x = Math.round(tap.x);
  const y = Math.round(tap.y);
  return [x, y, Math.round(x + Math.max(1, radius)), y];
}

/** What the person chose: a style, and for gradients the second colour (null: a lighter tint of the first). */
export type FillChoice = { kind: StyleKind; to: string | null };

export const FLAT: FillChoice = { kind: "flat", to: null };

/** Where the device keeps the bucket's last style, like the brush's "No salirse" and the PDF's paper. */
export const FILL_CHOICE_KEY = "colorea:fill-style";

/** The kept choice, checked: anything unknown or damaged is flat. */
export function readFillChoice(stored: string | null): FillChoice {
  let value: unknown;
  try {
    value = stored ? JSON.parse(stored) : null;
  } catch {
    return FLAT;
  }
  if (!value || typeof value !== "object") return FLAT;
  const { kind, to } = value as Record<string, unknown>;
  if (!STYLE_KINDS.includes(kind as StyleKind) || kind === "flat") return FLAT;
  // The second colour only for a gradient, and only a colour: else the default (the same, lighter).
  const second = isGradient(kind as StyleKind) && typeof to === "string" && parseColor(to) ? to : null;
  return { kind: kind as StyleKind, to: second };
}

const onPage = (n: number) => Math.round(Math.min(PICTURE_SIZE, Math.max(0, n)));

/**
 * The style of a fill made now in `color` on a region with box `box`: for a gradient, along the
 * drag (press to release, in page pixels) when there was one, else defaultLine from the press.
 */
export function styleOfChoice(
  choice: FillChoice,
  color: string,
  box: Box,
  press: { x: number; y: number },
  release: { x: number; y: number } | null,
): FillStyle | null {
  const { kind } = choice;
  if (kind === "flat") return null;
  if (!isGradient(kind)) return { kind };
  const to = choice.to ?? lighterTint(color);
  const line: [number, number, number, number] = release
    ? [onPage(press.x), onPage(press.y), onPage(release.x), onPage(release.y)]
    : defaultLine(kind, box, press);
  return { kind, to, line };
}
