import { describe, expect, it } from "vitest";
import {
  clampView,
  doubleTapView,
  FIT_MARGIN,
  fitScale,
  fitView,
  framePointToPage,
  isDoubleTap,
  isFit,
  MAX_ZOOM_FACTOR,
  panBy,
  pinch,
  resized,
  reveal,
  showRegion,
  SHOWN_REGION_SHARE,
  zoomBy,
  zoomFactor,
  zoomTo,
  type View,
} from "./view";

const phone = { width: 374, height: 420 };
const laptop = { width: 860, height: 660 };
const big = { width: 2000, height: 1300 };

const shown = (view: { scale: number; x: number; y: number }) => ({
  left: view.x,
  top: view.y,
  right: view.x + 1024 * view.scale,
  bottom: view.y + 1024 * view.scale,
});

describe("the view of the page in its frame", () => {
  it("fit shows the whole page, centred, on a narrow, a wide and a big frame", () => {
    for (const frame of [phone, laptop, big, { width: 300, height: 900 }]) {
      const view = fitView(frame);
      const box = shown(view);
      expect(box.left).toBeGreaterThanOrEqual(FIT_MARGIN - 0.001);
      expect(box.top).toBeGreaterThanOrEqual(FIT_MARGIN - 0.001);
      expect(box.right).toBeLessThanOrEqual(frame.width - FIT_MARGIN + 0.001);
      expect(box.bottom).toBeLessThanOrEqual(frame.height - FIT_MARGIN + 0.001);
      expect(box.left + box.right).toBeCloseTo(frame.width);
      expect(box.top + box.bottom).toBeCloseTo(frame.height);
      expect(isFit(view, frame)).toBe(true);
    }
    // A big screen uses its room: the picture grows past 1:1.
    expect(fitScale(big)).toBeGreaterThan(1);
  });

  it("zooms in up to at least 8× fit, and not out past fit", () => {
    const fit = fitView(phone);
    const far = zoomBy(fit, 1000, phone);
    expect(zoomFactor(far, phone)).toBeCloseTo(MAX_ZOOM_FACTOR);
    expect(zoomFactor(far, phone)).toBeGreaterThanOrEqual(8);
    expect(zoomBy(fit, 0.1, phone).scale).toBeCloseTo(fit.scale);
  });

  it("keeps the page point under the focal point while zooming", () => {
    const fit = fitView(laptop);
    const focal = { x: 300, y: 200 };
    const before = framePointToPage(fit, focal);
    const zoomed = zoomTo(fit, fit.scale * 4, focal, laptop);
    const after = framePointToPage(zoomed, focal);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it("a pinch follows the fingers: scale by their distance, the point under them stays under them", () => {
    const start = { view: fitView(phone), mid: { x: 180, y: 200 }, distance: 100 };
    const grown = pinch(start, { mid: { x: 180, y: 200 }, distance: 400 }, phone);
    expect(grown.scale).toBeCloseTo(start.view.scale * 4);
    const under = framePointToPage(start.view, start.mid);
    const now = framePointToPage(grown, start.mid);
    expect(now.x).toBeCloseTo(under.x);
    expect(now.y).toBeCloseTo(under.y);
    // Two fingers moving together pan.
    const panned = pinch({ ...start, view: grown }, { mid: { x: 150, y: 160 }, distance: 100 }, phone);
    expect(panned.x).toBeCloseTo(grown.x - 30);
    expect(panned.y).toBeCloseTo(grown.y - 40);
  });

  it("never leaves an empty band beside a zoomed page, and centres a page smaller than the frame", () => {
    const zoomed = zoomBy(fitView(laptop), 4, laptop);
    const pulled = panBy(zoomed, 5000, 5000, laptop);
    expect(pulled.x).toBe(0);
    expect(pulled.y).toBe(0);
    const pushed = panBy(zoomed, -50000, -50000, laptop);
    expect(shown(pushed).right).toBeCloseTo(laptop.width);
    expect(shown(pushed).bottom).toBeCloseTo(laptop.height);
    const fit = fitView(laptop);
    expect(panBy(fit, 100, 100, laptop)).toEqual(clampView(fit, laptop));
  });

  it("a resized frame keeps a fitting view fitting (no snap back when zoomed: the zoom stays)", () => {
    const taller = { width: phone.width, height: phone.height + 200 };
    expect(isFit(resized(fitView(phone), phone, taller), taller)).toBe(true);
    const zoomed = zoomBy(fitView(phone), 3, phone);
    const after = resized(zoomed, phone, taller);
    expect(after.scale).toBeCloseTo(zoomed.scale);
    const centreBefore = framePointToPage(zoomed, { x: phone.width / 2, y: phone.height / 2 });
    const centreAfter = framePointToPage(after, { x: taller.width / 2, y: taller.height / 2 });
    expect(centreAfter.x).toBeCloseTo(centreBefore.x);
    expect(centreAfter.y).toBeCloseTo(centreBefore.y);
  });

  it("reveal brings a region into view, zooming out only when it is bigger than the frame", () => {
    const zoomed = zoomTo(fitView(phone), fitScale(phone) * 6, { x: 0, y: 0 }, phone);
    const rect = { left: 900, top: 900, width: 60, height: 60 };
    const seen = reveal(zoomed, rect, phone);
    expect(seen.scale).toBeCloseTo(zoomed.scale);
    const box = { left: rect.left * seen.scale + seen.x, top: rect.top * seen.scale + seen.y };
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.left + rect.width * seen.scale).toBeLessThanOrEqual(phone.width);
    expect(box.top + rect.height * seen.scale).toBeLessThanOrEqual(phone.height);
    const huge = reveal(zoomed, { left: 0, top: 0, width: 1024, height: 1024 }, phone);
    expect(huge.scale).toBeLessThan(zoomed.scale);
    // Already visible: nothing moves.
    const fit = fitView(phone);
    expect(reveal(fit, rect, phone)).toEqual(fit);
  });

  it("double tap: two quick taps close together; zooms in from fit and back out", () => {
    expect(isDoubleTap({ x: 10, y: 10, time: 0 }, { x: 20, y: 15, time: 250 })).toBe(true);
    expect(isDoubleTap({ x: 10, y: 10, time: 0 }, { x: 20, y: 15, time: 450 })).toBe(false);
    expect(isDoubleTap({ x: 10, y: 10, time: 0 }, { x: 120, y: 15, time: 100 })).toBe(false);
    expect(isDoubleTap(null, { x: 0, y: 0, time: 0 })).toBe(false);
    const fit = fitView(phone);
    const inView = doubleTapView(fit, { x: 100, y: 100 }, phone);
    expect(zoomFactor(inView, phone)).toBeCloseTo(3);
    expect(isFit(doubleTapView(inView, { x: 100, y: 100 }, phone), phone)).toBe(true);
  });
});

describe("showing a region ('¿Qué me falta?')", () => {
  const centreOf = (view: View, rect: { left: number; top: number; width: number; height: number }) => ({
    x: (rect.left + rect.width / 2) * view.scale + view.x,
    y: (rect.top + rect.height / 2) * view.scale + view.y,
  });

  it("zooms a tiny region in as far as the zoom goes and centres it", () => {
    const speck = { left: 500, top: 400, width: 5, height: 5 };
    const view = showRegion(speck, phone);
    expect(view.scale).toBeCloseTo(fitScale(phone) * MAX_ZOOM_FACTOR);
    const centre = centreOf(view, speck);
    expect(centre.x).toBeCloseTo(phone.width / 2);
    expect(centre.y).toBeCloseTo(phone.height / 2);
  });

  it("gives a middling region half the frame", () => {
    const square = { left: 600, top: 600, width: 100, height: 60 };
    const view = showRegion(square, laptop);
    expect(Math.max((square.width * view.scale) / laptop.width, (square.height * view.scale) / laptop.height)).toBeCloseTo(SHOWN_REGION_SHARE);
  });

  it("never zooms out beyond fit, and keeps the page against the frame's edges near a corner", () => {
    expect(showRegion({ left: 0, top: 0, width: 1024, height: 1024 }, phone)).toEqual(fitView(phone));
    const corner = showRegion({ left: 0, top: 0, width: 10, height: 10 }, phone);
    expect(corner.x).toBe(0);
    expect(corner.y).toBe(0);
  });
});
