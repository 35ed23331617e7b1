import { useCallback, useEffect, useRef } from "react";
import {
  doubleTapView,
  fitScale,
  fitView,
  isDoubleTap,
  isFit,
  panBy,
  pinch,
  resized,
  reveal as revealView,
  showRegion as showRegionView,
  zoomBy as zoomViewBy,
  zoomTo,
  type PageRect,
  type Point,
  type Size,
  type Tap,
  type View,
} from "./view";

/** A press that moves further than this (CSS px) before it lifts is not a tap. */
export const TAP_SLOP = 10;
/** A tap is short. */
const TAP_MS = 300;
/** Wheel and trackpad zooms settle this long after the last event. */
const SETTLE_MS = 150;
/** "¿Qué me falta?" glides the view to a region this long (a compositor transition: nothing repaints); at once with reduced motion. */
export const GLIDE_MS = 300;

const reducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

export type ViewportOptions = {
  /** The view moves (every frame of a gesture): nothing slow here. */
  onMove?: () => void;
  /** The view stopped moving: `full` when it is the 1:1 "Tamaño real". */
  onSettle: (view: View, full: boolean) => void;
  /** Two fingers (or a double tap) began a gesture: a stroke under way must not be kept. */
  onGestureStart: () => void;
  /** A double tap: what its first tap painted or filled is taken back. */
  onDoubleTap: () => void;
};

/**
 * The canvas frame's camera: the page is shown through a CSS transform (so zooming and
 * panning never repaint the paint layer), fitted to the frame, kept fitted as the frame
 * changes size unless the person zoomed, and moved by pinch and two-finger pan, a double
 * tap, the wheel (Ctrl or a trackpad pinch zooms), a middle-button or Space drag, and the
 * zoom buttons. While a gesture is on, fabric does not see the touches: nothing paints.
 */
export function useViewport(options: ViewportOptions) {
  const frameRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<View>({ scale: 1, x: 0, y: 0 });
  const sizeRef = useRef<Size>({ width: 0, height: 0 });
  /** True from a second finger (or a double tap) until the last finger lifts. */
  const gestureRef = useRef(false);
  const fullRef = useRef(false);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const settleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const apply = useCallback((view: View) => {
    viewRef.current = view;
    optionsRef.current.onMove?.();
    const stage = stageRef.current;
    const frame = frameRef.current;
    if (stage) stage.style.transform = `translate(${view.x}px, ${view.y}px) scale(${view.scale})`;
    if (frame) {
      frame.dataset.zoom = (view.scale / fitScale(sizeRef.current)).toFixed(3);
      frame.dataset.fit = String(isFit(view, sizeRef.current));
    }
  }, []);

  const settle = useCallback(() => {
    if (settleTimer.current) clearTimeout(settleTimer.current);
    settleTimer.current = null;
    const view = viewRef.current;
    optionsRef.current.onSettle(view, fullRef.current && view.scale === 1);
  }, []);

  const settleSoon = useCallback(() => {
    if (settleTimer.current) clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(settle, SETTLE_MS);
  }, [settle]);

  const move = useCallback(
    (view: View, { full = false, soon = false } = {}) => {
      fullRef.current = full;
      apply(view);
      if (soon) settleSoon();
      else settle();
    },
    [apply, settle, settleSoon],
  );

  const size = () => sizeRef.current;
  const zoomBy = useCallback((factor: number, focal?: Point) => move(zoomViewBy(viewRef.current, factor, size(), focal)), [move]);
  const fit = useCallback(() => move(fitView(size())), [move]);
  /** "Tamaño real": one page pixel per screen pixel, around the frame's centre. */
  const full = useCallback(() => {
    const frame = size();
    move(zoomTo(viewRef.current, 1, { x: frame.width / 2, y: frame.height / 2 }, frame), { full: true });
  }, [move]);
  const reveal = useCallback((rect: PageRect) => move(revealView(viewRef.current, rect, size())), [move]);
  /**
   * "¿Qué me falta?": zooms in on a page rectangle and centres it, gliding there (the stage's
   * transform transitioned for GLIDE_MS, so a gesture straight after is not slowed). Returns how
   * long the glide takes.
   */
  const showRegion = useCallback(
    (rect: PageRect) => {
      const stage = stageRef.current;
      const glide = stage && !reducedMotion() ? GLIDE_MS : 0;
      if (stage && glide) {
        stage.style.transition = `transform ${glide}ms ease-out`;
        setTimeout(() => (stage.style.transition = ""), glide + 50);
      }
      move(showRegionView(rect, size()));
      return glide;
    },
    [move],
  );
  const isFitted = useCallback(() => isFit(viewRef.current, size()), []);

  // The frame's size: fitted at first, and kept fitted (or kept centred, when zoomed) as it changes.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => ({ width: frame.clientWidth, height: frame.clientHeight });
    sizeRef.current = measure();
    apply(fitView(sizeRef.current));
    settle();
    const observer = new ResizeObserver(() => {
      const before = sizeRef.current;
      const after = measure();
      if (after.width === before.width && after.height === before.height) return;
      sizeRef.current = after;
      apply(resized(viewRef.current, before, after));
      settle();
    });
    observer.observe(frame);
    return () => {
      observer.disconnect();
      if (settleTimer.current) clearTimeout(settleTimer.current);
    };
  }, [apply, settle]);

  // Touch: pinch, two-finger pan, double tap. Mouse: middle-button or Space drag.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const touches = new Map<number, Point>();
    let pinchStart: { view: View; mid: Point; distance: number } | null = null;
    let press: (Tap & { id: number; moved: boolean }) | null = null;
    let lastTap: Tap | null = null;
    let drag: { id: number; x: number; y: number } | null = null;
    let space = false;

    // Frame points are measured from inside its border, where the stage is placed.
    const local = (event: { clientX: number; clientY: number }): Point => {
      const box = frame.getBoundingClientRect();
      return { x: event.clientX - box.left - frame.clientLeft, y: event.clientY - box.top - frame.clientTop };
    };
    const two = () => {
      const [a, b] = [...touches.values()];
      return { mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, distance: Math.hypot(a.x - b.x, a.y - b.y) };
    };
    const startGesture = () => {
      if (!gestureRef.current) optionsRef.current.onGestureStart();
      gestureRef.current = true;
    };

    const down = (event: PointerEvent) => {
      if (event.pointerType === "mouse" || event.pointerType === "pen") {
        if (event.button === 1 || (space && event.button === 0)) {
          drag = { id: event.pointerId, x: event.clientX, y: event.clientY };
          event.preventDefault();
        }
        return;
      }
      if (event.pointerType !== "touch") return;
      const at = local(event);
      touches.set(event.pointerId, at);
      if (touches.size === 2) {
        startGesture();
        pinchStart = { view: viewRef.current, ...two() };
        press = null;
        return;
      }
      if (touches.size !== 1) return;
      const tap = { ...at, time: performance.now() };
      if (isDoubleTap(lastTap, tap)) {
        lastTap = null;
        startGesture();
        optionsRef.current.onDoubleTap();
        fullRef.current = false;
        move(doubleTapView(viewRef.current, at, size()));
        return;
      }
      press = { ...tap, id: event.pointerId, moved: false };
    };

    const moved = (event: PointerEvent) => {
      if (drag && event.pointerId === drag.id) {
        const dx = event.clientX - drag.x;
        const dy = event.clientY - drag.y;
        drag = { ...drag, x: event.clientX, y: event.clientY };
        fullRef.current = false;
        apply(panBy(viewRef.current, dx, dy, size()));
        return;
      }
      if (!touches.has(event.pointerId)) return;
      const at = local(event);
      touches.set(event.pointerId, at);
      if (press && press.id === event.pointerId && Math.hypot(at.x - press.x, at.y - press.y) > TAP_SLOP) press.moved = true;
      if (pinchStart && touches.size >= 2) {
        fullRef.current = false;
        apply(pinch(pinchStart, two(), size()));
      }
    };

    const up = (event: PointerEvent) => {
      if (drag && event.pointerId === drag.id) {
        drag = null;
        settle();
        return;
      }
      if (!touches.has(event.pointerId)) return;
      touches.delete(event.pointerId);
      const now = performance.now();
      if (press && press.id === event.pointerId) {
        const tapped = !press.moved && now - press.time < TAP_MS && !gestureRef.current;
        lastTap = tapped ? { x: press.x, y: press.y, time: now } : null;
        press = null;
      }
      if (pinchStart && touches.size < 2) {
        pinchStart = null;
        settle();
      }
      // The gesture ends when the last finger lifts (after the canvas has seen the lift).
      if (touches.size === 0 && gestureRef.current) setTimeout(() => (gestureRef.current = false), 0);
    };

    // fabric follows touches itself; during a gesture it must not see them, except the last
    // lift, which ends its touch (so the next touch is its main one again).
    const guard = (event: TouchEvent) => {
      if (!(event.target instanceof Node) || !frame.contains(event.target)) return;
      if (!gestureRef.current && event.touches.length < 2) return;
      if (event.type === "touchend" && event.touches.length === 0) return;
      if (event.type === "touchstart" && event.touches.length >= 2) startGesture();
      event.stopImmediatePropagation();
      if (event.cancelable) event.preventDefault();
    };
    // A pan drag must not draw either.
    const guardMouse = (event: MouseEvent) => {
      if (drag || event.button === 1 || (space && event.button === 0)) event.stopImmediatePropagation();
    };

    const wheel = (event: WheelEvent) => {
      const at = local(event);
      if (event.ctrlKey || event.metaKey) {
        event.preventDefault();
        fullRef.current = false;
        apply(zoomTo(viewRef.current, viewRef.current.scale * Math.exp(-event.deltaY / 200), at, size()));
        settleSoon();
        return;
      }
      if (isFit(viewRef.current, size())) return;
      event.preventDefault();
      const dx = event.shiftKey ? event.deltaY : event.deltaX;
      const dy = event.shiftKey ? 0 : event.deltaY;
      apply(panBy(viewRef.current, -dx, -dy, size()));
      settleSoon();
    };

    const key = (event: KeyboardEvent) => {
      if (event.code !== "Space") return;
      const target = event.target as HTMLElement | null;
      if (target && (/^(INPUT|TEXTAREA|SELECT|BUTTON)$/.test(target.tagName) || target.isContentEditable)) return;
      space = event.type === "keydown";
      frame.style.cursor = space ? "grab" : "";
    };

    frame.addEventListener("pointerdown", down, { capture: true });
    window.addEventListener("pointermove", moved, { capture: true });
    window.addEventListener("pointerup", up, { capture: true });
    window.addEventListener("pointercancel", up, { capture: true });
    for (const type of ["touchstart", "touchmove", "touchend", "touchcancel"] as const) window.addEventListener(type, guard, { capture: true, passive: false });
    frame.addEventListener("mousedown", guardMouse, { capture: true });
    frame.addEventListener("wheel", wheel, { passive: false });
    window.addEventListener("keydown", key);
    window.addEventListener("keyup", key);
    return () => {
      frame.removeEventListener("pointerdown", down, { capture: true });
      window.removeEventListener("pointermove", moved, { capture: true });
      window.removeEventListener("pointerup", up, { capture: true });
      window.removeEventListener("pointercancel", up, { capture: true });
      for (const type of ["touchstart", "touchmove", "touchend", "touchcancel"] as const) window.removeEventListener(type, guard, { capture: true });
      frame.removeEventListener("mousedown", guardMouse, { capture: true });
      frame.removeEventListener("wheel", wheel, { passive: false } as EventListenerOptions);
      window.removeEventListener("keydown", key);
      window.removeEventListener("keyup", key);
    };
  }, [apply, move, settle, settleSoon]);

  return { frameRef, stageRef, viewRef, sizeRef, gestureRef, zoomBy, fit, full, reveal, showRegion, isFitted };
}

export type Viewport = ReturnType<typeof useViewport>;
