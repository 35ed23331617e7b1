import { PICTURE_SIZE } from "~/lib/pages";
/** Small helpers shared by the seed-page generators: a 1024×1024 line-art document and polar geometry. */

export const SIZE = PICTURE_SIZE;
export const CENTER = SIZE / 2;

/** A coloring page: black round-capped strokes, no fill unless a shape asks for white (to hide what is behind it). */
export function document(strokeWidth: number, body: string) {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    `<rect width="${SIZE}" height="${SIZE}" fill="#fff"/>`,
    `<g fill="none" stroke="#000" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">`,
    body,
    "</g>",
    "</svg>",
  ].join("\n");
}

const round = (n: number) => Math.round(n * 10) / 10;

/** A point at `radius` and `angle` (degrees, 0 = up, clockwise) around the page's centre. */
export function polar(radius: number, angle: number, cx = CENTER, cy = CENTER): [number, number] {
  const a = ((angle - 90) * Math.PI) / 180;
  return [round(cx + radius * Math.cos(a)), round(cy + radius * Math.sin(a))];
}

/**
 * A point in a frame turned to `angle`: `along` outwards from the centre, `across` to the
 * right of that direction. Petals and rays are drawn in this frame.
 */
export function local(along: number, across: number, angle: number, cx = CENTER, cy = CENTER): [number, number] {
  const a = ((angle - 90) * Math.PI) / 180;
  return [round(cx + along * Math.cos(a) - across * Math.sin(a)), round(cy + along * Math.sin(a) + across * Math.cos(a))];
}

export const pt = ([x, y]: [number, number]) => `${x},${y}`;

export const circle = (cx: number, cy: number, r: number, fill = false) =>
  `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}"${fill ? ' fill="#fff"' : ""}/>`;

export const path = (d: string, fill = false) => `<path d="${d}"${fill ? ' fill="#fff"' : ""}/>`;

/** `count` copies of a shape around the centre, the first pointing up. */
export function around(count: number, shape: (angle: number) => string, offset = 0) {
  return Array.from({ length: count }, (_, i) => shape(offset + (360 * i) / count)).join("\n");
}
