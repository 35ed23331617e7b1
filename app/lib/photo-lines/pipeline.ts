/**
 * Photo → colouring-page line art. Pure: typed arrays in, typed arrays out, so it
 * runs anywhere and is tested on synthetic pictures; sharp only decodes and encodes around it.
 *
 * 1. Lab colour, so a red apple on green leaves has an edge even at equal brightness.
 * 2. Edge-preserving smoothing (the domain transform's recursive filter): flattens fur, grass
 *    and skin texture into patches while keeping the borders between them sharp. Then the
 *    subject, if one stands out (subject.ts: a pet on grass, a cup on a table), as a mask.
 * 3. Colour gradient (Sobel on L, a, b combined through the structure tensor), thinned by
 *    non-maximum suppression. Its magnitude is in ΔE units, so thresholds mean "contrast".
 * 4. Hysteresis: strong edges seed lines; faint ones survive only where they connect to them.
 *    Edges along the subject's outline and inside it are strengthened first (and, behind a
 *    close-up's subject, the blurred backdrop's weakened).
 * 5. Thinning to one-pixel skeletons, removal of specks and short spurs; the subject's outline
 *    is drawn where the photo gave no line near it, so the animal is one closed shape.
 * 6. Closing: each loose end is extended to the nearest line it points at, within a radius,
 *    so regions close; a frame around the picture closes the regions that reach its border.
 *    Short lines left on their own away from the subject (grass, gravel) go.
 * 7. Drawing: every skeleton pixel becomes an antialiased round pen of one width (a distance
 *    transform), so all lines look alike; paper pockets too small to colour are inked.
 *
 * The steps are color.ts and subject.ts (1, 2), edges.ts (3, 4), skeleton.ts (5, 6), pockets.ts and render.ts
 * (7); the detail levels and their knobs are options.ts, which the browser may import alone.
 */

import { PICTURE_SIZE } from "~/lib/pages";
import { domainTransform, gaussianBlur, toLab } from "./color";
import { colorGradient, edgeThresholds, hysteresis, nonMaxSuppression, normaliseContrast } from "./edges";
import { DETAIL_DEFAULT, photoLineParams, type PhotoLinesOptions } from "./options";
import { fillPockets, mergePockets, openPockets, touchesLine } from "./pockets";
import { renderLines } from "./render";
import { closeOutline, dropBackgroundSpecks, emphasiseSubject, findSubject, outlineOf } from "./subject";
import { drawFrame, drawLine, linkEnds, pruneBranches, removeShortComponents, smoothSkeleton, thinSkeleton } from "./skeleton";

export type RgbImage = { data: Uint8Array | Uint8ClampedArray; width: number; height: number; channels?: 3 | 4 };

/**
 * Paper areas smaller than this (px on a 1024 px page, the region engine's "tiny") are opened
 * into a neighbour across their thinnest line; the few that cannot be, under INKED_POCKET, inked.
 */
const POCKET = 256;
const INKED_POCKET = 60;
/** Gaps narrower than twice this (page px) count as closed, as the region engine reads them. */
const SEAL = 2;

/**
 * Subject isolation (subject.ts): edges along the subject's outline count this much stronger,
 * inside it this much; away from it, lines shorter than SPECK times the usual minimum go.
 */
const OUTLINE_GAIN = 1.8;
const INSIDE_GAIN = 1.2;
const SPECK = 2.5;
/** The outline is drawn only where the photo's edge is at least this share of the faint threshold. */
const OUTLINE_EVIDENCE = 0.4;
/**
 * A close-up's subject (a face against a blurred backdrop, found as what the backdrop leaves) is
 * trusted further: its outline is drawn whole (a change of focus is an outline even where the
 * colours match), and edges in its backdrop, blurred things behind, count this much.
 */
const CLOSE_UP_EVIDENCE = 0;
const CLOSE_UP_BACKGROUND_GAIN = 0.5;

/** The coarse scale's blur, in fine blurs, and the weight of its response. */
const COARSE = 2.5;
const COARSE_WEIGHT = 0.8;

export type LineArt = { gray: Uint8Array; width: number; height: number };

/** Grey line art (0 = ink … 255 = paper), `outputScale` times the picture's size. */
export function photoToLineArt(image: RgbImage, options: PhotoLinesOptions = {}): LineArt {
  const { width, height } = image;
  const size = width * height;
  const channels = image.channels ?? 3;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 16 || height < 16 || image.data.length !== size * channels) {
    throw new RangeError(`photoToLineArt: ${image.data.length} bytes for ${width}×${height}×${channels}`);
  }
  const p = photoLineParams(options.detail ?? DETAIL_DEFAULT, Math.max(width, height) / PICTURE_SIZE);
  const frame = options.frame ?? true;
  const outputScale = options.outputScale ?? 1;
  const outWidth = Math.round(width * outputScale);
  const outHeight = Math.round(height * outputScale);
  const lineWidth = options.lineWidth ?? Math.max(1.5, (4 * Math.max(outWidth, outHeight)) / PICTURE_SIZE);

  const lab = toLab(image.data, size, channels);
  const lightness = lab[0].slice();
  domainTransform(lab, width, height, p.sigmaS, p.sigmaR, 3);
  const subject = findSubject(lab, lightness, width, height);
  const outline = subject && outlineOf(subject.mask, width, height);
  // Two scales: the fine one places sharp edges; the coarse one, weighted down, finds soft ones
  // (out of focus, fur against a background). Each pixel keeps the stronger response.
  const coarse = lab.map((plane) => plane.slice());
  gaussianBlur(lab, width, height, p.sigmaG);
  gaussianBlur(coarse, width, height, p.sigmaG * COARSE);
  const { magnitude, nx, ny } = colorGradient(lab, width, height, p.sigmaG);
  const wide = colorGradient(coarse, width, height, p.sigmaG * COARSE);
  for (let i = 0; i < size; i++) {
    const m = wide.magnitude[i] * COARSE_WEIGHT;
    if (m > magnitude[i]) {
      magnitude[i] = m;
      nx[i] = wide.nx[i];
      ny[i] = wide.ny[i];
    }
  }
  const ridges = nonMaxSuppression(magnitude, nx, ny, width, height);
  normaliseContrast(ridges, magnitude, width, height);
  const { high, low } = edgeThresholds(magnitude, ridges, p.high, p.floor, Math.round(p.strongLength * (width + height)));
  if (subject && outline)
    emphasiseSubject(ridges, subject, outline, width, height, {
      outline: OUTLINE_GAIN,
      inside: INSIDE_GAIN,
      background: subject.closeUp ? CLOSE_UP_BACKGROUND_GAIN : 1,
      band: 3 * p.sigmaG,
    });
  const edges = hysteresis(ridges, width, height, high, low);

  thinSkeleton(edges, width, height);
  removeShortComponents(edges, width, height, Math.ceil(p.minLength / 2));
  pruneBranches(edges, width, height, p.spur, 0);
  removeShortComponents(edges, width, height, p.minLength, p.minSpan);
  if (subject && outline) {
    closeOutline(edges, outline, width, height, 2 * p.sigmaG, magnitude, low * (subject.closeUp ? CLOSE_UP_EVIDENCE : OUTLINE_EVIDENCE));
    thinSkeleton(edges, width, height);
  }

  // The frame runs one pixel inside the border, so lines can be joined to it.
  if (frame) drawFrame(edges, width, height, 1);
  linkEnds(edges, width, height, p.reach, frame ? 1 : -1);
  thinSkeleton(edges, width, height);
  pruneBranches(edges, width, height, p.dangling, p.minLength * 2);
  // What is still a short line of its own after linking, away from the subject, is clutter.
  if (subject) dropBackgroundSpecks(edges, subject.mask, width, height, 3 * p.sigmaG, p.minLength * SPECK, p.minSpan * SPECK);
  // Pockets too small or too thin to colour join a neighbour: the shortest line between them goes.
  const pageScale = Math.max(outWidth, outHeight) / PICTURE_SIZE; // output px per page px
  const k = outputScale / pageScale; // page px per analysed px
  const strokes = mergePockets(edges, width, height, {
    minArea: p.pocketArea / (k * k),
    minRadius: (p.pocketWidth + lineWidth / pageScale) / (2 * k),
    protectFrame: frame,
  });
  pruneBranches(edges, width, height, p.dangling, p.minLength * 2);
  // Little loops merged away come back as strokes (eyes, nostrils), where they touch no line.
  for (const [x0, y0, x1, y1] of strokes) if (!touchesLine(edges, width, height, x0, y0, x1, y1)) drawLine(edges, width, x0, y0, x1, y1);

  // Drawn at the output size; the frame (and what touches it) lands half a line inside the border.
  const inset = frame ? Math.ceil(lineWidth / 2) : 0;
  const lines = smoothSkeleton(edges, width, height, p.smooth, { scale: outputScale, width: outWidth, height: outHeight, inset });
  const gray = renderLines(lines, outWidth, outHeight, lineWidth);
  // Whatever pockets the drawing still makes (two lines running close) are opened into the
  // paper just across their line; one with none near is inked, a rare safety net.
  const pocket = Math.max(4, Math.round(POCKET * pageScale * pageScale));
  const seal = Math.max(1, Math.round(SEAL * pageScale));
  openPockets(gray, outWidth, outHeight, pocket, seal, Math.ceil(lineWidth) + 2 * seal + 3);
  fillPockets(gray, outWidth, outHeight, Math.max(4, Math.round(INKED_POCKET * pageScale * pageScale)), seal);
  return { gray, width: outWidth, height: outHeight };
}
