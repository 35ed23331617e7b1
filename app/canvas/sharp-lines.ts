import { INK_THRESHOLD } from "~/lib/regions";
import { PICTURE_SIZE } from "~/lib/pages";
import type { Size, View } from "./view";

/**
 * Crisp lines at any zoom (issue #43.1). The stage is zoomed by a CSS transform, so the line art
 * (a 1024 px bitmap) was scaled up by the compositor and went soft: a line's edge, one pixel at
 * 1×, was four screen pixels of grey at 4×. Once the view settles, the lines are drawn again for
 * exactly what the frame shows, at the screen's own pixels: the bitmap scaled up smoothly and its
 * edges cut where the region map cuts ink from paper (INK_THRESHOLD), with a transition of about
 * one screen pixel whatever the zoom. The paint is not touched: this is a layer over it that
 * multiplies, as the line art does, and the line art shows instead while the view moves.
 */

/** Below this many screen pixels per page pixel the compositor's own scaling is as sharp. */
export const SHARP_FROM = 1.25;

/** brightness() first moves the ink threshold to the middle grey contrast() turns about. */
const PIVOT = 0.5 / (INK_THRESHOLD / 255);

/** How many screen pixels one page pixel covers in this view. */
export const screenPixelsPerPagePixel = (view: View, ratio: number) => view.scale * ratio;

/**
 * The canvas filter that gives an edge scaled up `factor` times a transition of about one screen
 * pixel: the line art's own edges are soft over one to two of its pixels (it is anti-aliased), so
 * `factor` screen pixels each, and contrast(2 × factor) brings that back to under one.
 */
export const sharpFilter = (factor: number) => `brightness(${PIVOT.toFixed(4)}) contrast(${Math.max(2, 2 * factor).toFixed(2)})`;

/** Whether this browser's canvas can filter (Safari before 18 cannot: the line art is shown as it is). */
export function canDrawSharp(context: CanvasRenderingContext2D) {
  return "filter" in context && typeof context.filter === "string";
}

/**
 * Draws the line art as the frame shows it in `view` onto `canvas`, which lies over the frame at
 * `ratio` canvas pixels per CSS pixel. White where there is no page (white multiplies to nothing).
 */
export function drawSharpLines(canvas: HTMLCanvasElement, lineArt: CanvasImageSource, view: View, frame: Size, ratio: number) {
  const width = Math.max(1, Math.round(frame.width * ratio));
  const height = Math.max(1, Math.round(frame.height * ratio));
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context || !canDrawSharp(context)) return false;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.filter = "none";
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  const factor = screenPixelsPerPagePixel(view, ratio);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.filter = sharpFilter(factor);
  context.setTransform(factor, 0, 0, factor, view.x * ratio, view.y * ratio);
  context.drawImage(lineArt, 0, 0, PICTURE_SIZE, PICTURE_SIZE);
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.filter = "none";
  return true;
}
