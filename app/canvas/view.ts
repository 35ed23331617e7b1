import { PICTURE_SIZE } from "~/lib/pages";
/**
 * Where the 1024² page sits in the canvas frame: a scale and an offset, like a native
 * drawing app's camera. Pure: the editor applies it as a CSS transform, and gestures,
 * wheel, keys and buttons only ever produce a new View through these functions.
 *
 * A page point p is shown at frame point p · scale + (x, y).
 */

export type View = { scale: number; x: number; y: number };
export type Size = { width: number; height: number };
export type Point = { x: number; y: number };
export type PageRect = { left: number; top: number; width: number; height: number };

/** Room kept around the picture when it fits the frame (CSS px). */
export const FIT_MARGIN = 8;
/** How far in one can zoom, as a multiple of "fit": enough to tap the smallest region of a page. */
export const MAX_ZOOM_FACTOR = 10;
/** One zoom button press or key press. */
export const ZOOM_STEP = 1.5;
/** Scales within this ratio of "fit" count as fit (rounding of repeated steps). */
const FIT_TOLERANCE = 0.001;

/** The scale at which the whole page shows in the frame, margins included. */
export function fitScale(frame: Size, page = PICTURE_SIZE) {
  const side = Math.min(frame.width, frame.height) - 2 * FIT_MARGIN;
  return side > 0 ? side / page : Math.max(0.05, Math.min(frame.width, frame.height) / page);
}

/** Smallest and largest scale for this frame: never smaller than fit or 1:1 (whichever is less), never beyond MAX_ZOOM_FACTOR × fit. */
export function scaleBounds(frame: Size, page = PICTURE_SIZE) {
  const fit = fitScale(frame, page);
  return { min: Math.min(fit, 1), max: Math.max(fit * MAX_ZOOM_FACTOR, 1) };
}

/** The whole page, centred. */
export function fitView(frame: Size, page = PICTURE_SIZE): View {
  return centred(fitScale(frame, page), frame, page);
}

/** The page at `scale`, centred in the frame. */
export function centred(scale: number, frame: Size, page = PICTURE_SIZE): View {
  return { scale, x: (frame.width - page * scale) / 2, y: (frame.height - page * scale) / 2 };
}

/**
 * A view the frame can show: the scale within bounds; a page smaller than the frame centred
 * on that axis, a larger one never pulled away from the frame's edges (no empty band beside it).
 */
export function clampView(view: View, frame: Size, page = PICTURE_SIZE): View {
  const { min, max } = scaleBounds(frame, page);
  const scale = Math.min(max, Math.max(min, view.scale));
  const axis = (offset: number, room: number) => {
    const size = page * scale;
    if (size <= room) return (room - size) / 2;
    return Math.min(0, Math.max(room - size, offset));
  };
  return { scale, x: axis(view.x, frame.width), y: axis(view.y, frame.height) };
}

/** Zooms to `scale` keeping the page point under `focal` (a frame point) where it is. */
export function zoomTo(view: View, scale: number, focal: Point, frame: Size, page = PICTURE_SIZE): View {
  const { min, max } = scaleBounds(frame, page);
  const next = Math.min(max, Math.max(min, scale));
  const pageX = (focal.x - view.x) / view.scale;
  const pageY = (focal.y - view.y) / view.scale;
  return clampView({ scale: next, x: focal.x - pageX * next, y: focal.y - pageY * next }, frame, page);
}

/** Zooms by a factor (>1 in, <1 out) around a frame point (the frame's centre by default). */
export function zoomBy(view: View, factor: number, frame: Size, focal: Point = { x: frame.width / 2, y: frame.height / 2 }, page = PICTURE_SIZE): View {
  return zoomTo(view, view.scale * factor, focal, frame, page);
}

export function panBy(view: View, dx: number, dy: number, frame: Size, page = PICTURE_SIZE): View {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, frame, page);
}

/**
 * A two-finger gesture: the page point that was under the fingers' midpoint at the start
 * stays under their midpoint now, and the scale follows the distance between them.
 */
export function pinch(start: { view: View; mid: Point; distance: number }, now: { mid: Point; distance: number }, frame: Size, page = PICTURE_SIZE): View {
  const { min, max } = scaleBounds(frame, page);
  const scale = Math.min(max, Math.max(min, start.view.scale * (now.distance / Math.max(1, start.distance))));
  const pageX = (start.mid.x - start.view.x) / start.view.scale;
  const pageY = (start.mid.y - start.view.y) / start.view.scale;
  return clampView({ scale, x: now.mid.x - pageX * scale, y: now.mid.y - pageY * scale }, frame, page);
}

export const isFit = (view: View, frame: Size, page = PICTURE_SIZE) => Math.abs(view.scale / fitScale(frame, page) - 1) < FIT_TOLERANCE;

/** How many times "fit" the view is zoomed (1 = fit). */
export const zoomFactor = (view: View, frame: Size, page = PICTURE_SIZE) => view.scale / fitScale(frame, page);

/** The page point shown at a frame point. */
export const framePointToPage = (view: View, point: Point): Point => ({ x: (point.x - view.x) / view.scale, y: (point.y - view.y) / view.scale });

/**
 * The smallest move (and, if the rectangle is bigger than the frame, zoom out) that brings a
 * page rectangle fully into view: keyboard focus never lands on a region off screen.
 */
export function reveal(view: View, rect: PageRect, frame: Size, page = PICTURE_SIZE): View {
  const margin = 16;
  let scale = view.scale;
  const needed = Math.max((rect.width * scale + 2 * margin) / frame.width, (rect.height * scale + 2 * margin) / frame.height);
  if (needed > 1) scale = scale / needed;
  const bounded = clampView({ ...view, scale }, frame, page);
  scale = bounded.scale;
  let { x, y } = scale === view.scale ? view : centredOn(rect, scale, frame);
  const left = rect.left * scale + x;
  const right = (rect.left + rect.width) * scale + x;
  const top = rect.top * scale + y;
  const bottom = (rect.top + rect.height) * scale + y;
  if (left < margin) x += margin - left;
  else if (right > frame.width - margin) x -= right - (frame.width - margin);
  if (top < margin) y += margin - top;
  else if (bottom > frame.height - margin) y -= bottom - (frame.height - margin);
  return clampView({ scale, x, y }, frame, page);
}

/** How much of the frame's width or height a region shown by "¿Qué me falta?" takes, at most. */
export const SHOWN_REGION_SHARE = 0.5;

/**
 * "¿Qué me falta?": the view that zooms in on a page rectangle until it takes SHOWN_REGION_SHARE of
 * the frame (never past MAX_ZOOM_FACTOR, never out beyond fit) and centres it as far as the page's
 * edges allow, so a region of a few pixels becomes one a finger can hit.
 */
export function showRegion(rect: PageRect, frame: Size, page = PICTURE_SIZE): View {
  const wanted = Math.min((frame.width * SHOWN_REGION_SHARE) / Math.max(1, rect.width), (frame.height * SHOWN_REGION_SHARE) / Math.max(1, rect.height));
  const scale = Math.min(scaleBounds(frame, page).max, Math.max(fitScale(frame, page), wanted));
  return clampView({ scale, ...centredOn(rect, scale, frame) }, frame, page);
}

function centredOn(rect: PageRect, scale: number, frame: Size) {
  return { x: frame.width / 2 - (rect.left + rect.width / 2) * scale, y: frame.height / 2 - (rect.top + rect.height / 2) * scale };
}

/**
 * A frame that changed size: a view that was fitting keeps fitting; a zoomed one keeps the
 * page point at the frame's centre where it was, at the same scale.
 */
export function resized(view: View, before: Size, after: Size, page = PICTURE_SIZE): View {
  if (before.width <= 0 || before.height <= 0 || isFit(view, before, page)) return fitView(after, page);
  const centre = framePointToPage(view, { x: before.width / 2, y: before.height / 2 });
  return clampView({ scale: view.scale, x: after.width / 2 - centre.x * view.scale, y: after.height / 2 - centre.y * view.scale }, after, page);
}

/** A double tap: two short taps close together in time and place. */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_SLOP = 40;

export type Tap = { x: number; y: number; time: number };

export const isDoubleTap = (first: Tap | null, second: Tap) =>
  first !== null && second.time - first.time <= DOUBLE_TAP_MS && Math.hypot(second.x - first.x, second.y - first.y) <= DOUBLE_TAP_SLOP;

/** What a double tap does: from fit, zoom in 3× on the tapped point; zoomed in, back to fit. */
export function doubleTapView(view: View, at: Point, frame: Size, page = PICTURE_SIZE): View {
  return isFit(view, frame, page) || view.scale < fitScale(frame, page) ? zoomTo(view, fitScale(frame, page) * 3, at, frame, page) : fitView(frame, page);
}
