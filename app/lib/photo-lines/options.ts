/**
 * What a photo's line art may be asked for (the detail level, 1…5) and the knobs behind each
 * level. Light and client-safe: the photo screen reads its bounds, the pipeline (pipeline.ts)
 * its knobs.
 */

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
