/**
 * How the bucket paints a region besides one flat colour: a two-colour gradient along a line in
 * page pixels, or a texture in the fill's colour. Client-safe and pure: the colour screen keeps it
 * with each fill (device copy, time-lapse), the server checks it in a saved time-lapse.
 * A fill without a style is flat, so everything kept before styles existed reads as it did.
 */

export const GRADIENTS = ["linear", "radial"] as const;
export const TEXTURES = ["dots", "stripes", "glitter", "crayon"] as const;

export type GradientKind = (typeof GRADIENTS)[number];
export type TextureKind = (typeof TEXTURES)[number];

export type FillStyle =
  /**
   * From the fill's colour to `to`: along the line (x0, y0)→(x1, y1) for "linear"; for "radial",
   * from the first point outwards, reaching `to` at the distance of the second.
   */
  { kind: GradientKind; to: string; line: [number, number, number, number] } | { kind: TextureKind };

export type StyleKind = "flat" | FillStyle["kind"];

/** Every choice the colour screen offers, in the order it shows them. */
export const STYLE_KINDS: readonly StyleKind[] = ["flat", "linear", "radial", "dots", "stripes", "glitter", "crayon"];

export const isGradient = (kind: StyleKind): kind is GradientKind => (GRADIENTS as readonly string[]).includes(kind);
export const isTexture = (kind: StyleKind): kind is TextureKind => (TEXTURES as readonly string[]).includes(kind);

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
/** Page coordinates a gradient's line may use: the page and as far again around it. */
export const LINE_LIMIT = 2048;

/** A style as stored, checked; null for none or anything unknown (which then paints flat). */
export function readFillStyle(value: unknown): FillStyle | null {
  if (!value || typeof value !== "object") return null;
  const { kind, to, line } = value as Record<string, unknown>;
  if (typeof kind !== "string") return null;
  if (isTexture(kind as StyleKind)) return { kind: kind as TextureKind };
  if (!isGradient(kind as StyleKind) || typeof to !== "string" || !HEX.test(to)) return null;
  if (!Array.isArray(line) || line.length !== 4 || !line.every((n) => typeof n === "number" && Number.isFinite(n) && Math.abs(n) <= LINE_LIMIT)) return null;
  return { kind: kind as GradientKind, to: to.toLowerCase(), line: line.map((n: number) => Math.round(n)) as [number, number, number, number] };
}

/** One string per distinct look (the bitmap cache's key; "same fill again" compares it). */
export function styleKey(style: FillStyle | null | undefined): string {
  if (!style) return "flat";
  if (style.kind === "linear" || style.kind === "radial") return `${style.kind}:${style.to.toLowerCase()}:${style.line.join(",")}`;
  return style.kind;
}
