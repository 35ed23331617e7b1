import { PencilBrush, type FabricObject } from "fabric";
import { useCallback, useEffect, useRef, useState, type Dispatch, type MutableRefObject, type RefObject } from "react";
import { colorMessages } from "~/i18n/messages/color";
import { PICTURE_SIZE } from "~/lib/pages";
import { useT } from "~/utils/i18n-react";
import { brushWidth, type EditorAction, type EditorState } from "./editor-state";
import { layersAfterFill } from "./fill";
import { drawOnTop } from "./layers";
import type { History } from "./history";
import { asFill, RegionFill } from "./region-fill";
import { FLAT, styleOfChoice, type FillChoice } from "./fill-styles";
import { hitRadius, pagePoint, regionAt, regionBox } from "./region-map";
import { isGradient } from "~/lib/fill-style";
import type { FabricCanvas } from "./use-fabric-canvas";
import { TAP_SLOP } from "./use-viewport";

/** Hints over the canvas (the bucket's, the eyedropper's) fade after this long. */
const HINT_MS = 5000;
const PAGE = { width: PICTURE_SIZE, height: PICTURE_SIZE };

export type ToolsOptions = {
  paint: Pick<FabricCanvas, "fabricRef" | "docRef" | "mapRef" | "bitmapsRef" | "editedRef" | "ready">;
  state: EditorState;
  stateRef: MutableRefObject<EditorState>;
  dispatch: Dispatch<EditorAction>;
  /** True while a pinch or a double tap is under way (the view's): a tap then is no tap. */
  gestureRef: RefObject<boolean>;
  nameOf: (color: string) => string;
  announce: (text: string) => void;
  /** The bucket's style (fill-styles.ts); none: flat. */
  fillStyleRef?: RefObject<FillChoice>;
};

/**
 * The tools on the paint layer (docs/product.md §4; issue #8): brush and eraser draw (fabric's drawing
 * mode, a stroke as wide on screen at any zoom); the bucket fills the region under a tap and
 * the eyedropper takes the colour under it (a tap: not a drag, not a pinch); their hints fade.
 * Returns the fill (keyboard colouring uses it too), the hint shown, and the double tap's undo.
 */
export function useTools({ paint, state, stateRef, dispatch, gestureRef, nameOf, announce, fillStyleRef }: ToolsOptions) {
  const t = useT(colorMessages);
  // The refs are the same objects on every render: the dependency lists below name only what changes.
  const { fabricRef, docRef, mapRef, bitmapsRef, editedRef, ready } = paint;
  const [hint, setHint] = useState<"fill" | "picker" | null>(null);
  /** The history when the last touch began: a double tap takes back what its first tap did. */
  const tapHistoryRef = useRef<History<FabricObject> | null>(null);

  // --- the bucket: a tap (not a drag, not a pinch) fills the region under it -------------
  const fillRegion = useCallback(
    /** `press`, `release`: where a tap or a drag began and ended on the page (a gradient's line); none from the keyboard. */
    (regionId: number, press?: { x: number; y: number }, release?: { x: number; y: number }) => {
      const canvas = fabricRef.current;
      const bitmaps = bitmapsRef.current;
      const box = bitmaps && regionId ? regionBox(bitmaps.map, regionId) : null;
      if (!canvas || !bitmaps || !box || !docRef.current) return false;
      const { color } = stateRef.current;
      const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      const style = styleOfChoice(fillStyleRef?.current ?? FLAT, color, box, press ?? centre, release ?? null);
      const fill = new RegionFill(bitmaps, { regionId, color, style });
      const objects = canvas.getObjects();
      const layers = layersAfterFill(objects, fill, asFill);
      if (!layers) return false;
      // The fills it hides leave the list; what is on screen does not change by their going.
      const kept = new Set(layers);
      const hidden = objects.filter((object) => !kept.has(object));
      if (hidden.length) canvas.remove(...hidden);
      canvas.add(fill);
      drawOnTop(canvas, fill);
      editedRef.current({ left: fill.left, top: fill.top, width: fill.width, height: fill.height }, true);
      return true;
    },
    [bitmapsRef, docRef, editedRef, fabricRef, stateRef, fillStyleRef],
  );

  /** The eyedropper: the paint under the point (white where there is none). */
  const pickAt = useCallback(
    (point: { x: number; y: number }) => {
      const canvas = fabricRef.current;
      if (!canvas) return;
      const x = Math.min(PICTURE_SIZE - 1, Math.max(0, Math.floor(point.x)));
      const y = Math.min(PICTURE_SIZE - 1, Math.max(0, Math.floor(point.y)));
      const [r, g, b, a] = canvas.getContext().getImageData(x, y, 1, 1).data;
      const hex = a < 128 ? "#ffffff" : `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
      dispatch({ type: "picked", color: hex });
      setHint(null);
      announce(t("color.picked", { name: nameOf(hex) }));
    },
    [announce, dispatch, fabricRef, nameOf, t],
  );

  const pickRef = useRef(pickAt);
  pickRef.current = pickAt;

  useEffect(() => {
    const canvas = fabricRef.current;
    if (!ready || !canvas) return;
    const target = canvas.upperCanvasEl;
    let press: { id: number; x: number; y: number } | null = null;
    const down = (event: PointerEvent) => {
      if (event.pointerType === "touch" && event.isPrimary) tapHistoryRef.current = docRef.current?.history ?? null;
      const tool = stateRef.current.tool;
      if ((tool !== "fill" && tool !== "picker") || !event.isPrimary || event.button !== 0) return;
      press = { id: event.pointerId, x: event.clientX, y: event.clientY };
    };
    const gradientDrag = () => stateRef.current.tool === "fill" && isGradient(fillStyleRef?.current?.kind ?? "flat");
    /** A gradient's drag shows its line as it goes, on fabric's top layer (the one a stroke in progress uses). */
    const guide = (event: PointerEvent) => {
      if (!press || event.pointerId !== press.id || !gradientDrag()) return;
      canvas.clearContext(canvas.contextTop);
      if (gestureRef.current || Math.hypot(event.clientX - press.x, event.clientY - press.y) <= TAP_SLOP) return;
      const rect = canvas.upperCanvasEl.getBoundingClientRect();
      const from = pagePoint(press, rect, PAGE, canvas.viewportTransform);
      const to = pagePoint({ x: event.clientX, y: event.clientY }, rect, PAGE, canvas.viewportTransform);
      drawGuide(canvas.contextTop, canvas.viewportTransform, from, to, PICTURE_SIZE / (rect.width * canvas.viewportTransform[0]));
    };
    const up = (event: PointerEvent) => {
      if (press && event.pointerId === press.id) canvas.clearContext(canvas.contextTop);
      if (!press || event.pointerId !== press.id) return;
      const moved = Math.hypot(event.clientX - press.x, event.clientY - press.y);
      const start = press;
      press = null;
      // A second finger made this a pinch; a long move made it a drag, which only a gradient draws.
      const tool = stateRef.current.tool;
      const dragged = moved > TAP_SLOP;
      if (gestureRef.current || (dragged && !gradientDrag())) return;
      const rect = canvas.upperCanvasEl.getBoundingClientRect();
      const point = pagePoint({ x: event.clientX, y: event.clientY }, rect, PAGE, canvas.viewportTransform);
      if (tool === "picker") return pickRef.current(point);
      const map = mapRef.current;
      if (tool !== "fill" || !map) return;
      // A drag fills the region it began in, the gradient running from there to where it ended.
      const from = dragged ? pagePoint({ x: start.x, y: start.y }, rect, PAGE, canvas.viewportTransform) : point;
      fillRegion(regionAt(map, from.x, from.y, hitRadius(rect.width / PICTURE_SIZE)), from, dragged ? point : undefined);
    };
    const cancel = () => {
      if (press) canvas.clearContext(canvas.contextTop);
      press = null;
    };
    const listening = new AbortController();
    const { signal } = listening;
    target.addEventListener("pointerdown", down, { signal });
    target.addEventListener("pointermove", guide, { signal });
    target.addEventListener("pointerup", up, { signal });
    target.addEventListener("pointercancel", cancel, { signal });
    return () => listening.abort();
  }, [ready, fillRegion, gestureRef, fabricRef, docRef, stateRef, mapRef, fillStyleRef]);

  // --- brush, colour, size follow the state -------------------------------------------
  useEffect(() => {
    const canvas = fabricRef.current;
    if (!canvas) return;
    // The bucket and the eyedropper tap; brush and eraser draw.
    canvas.isDrawingMode = state.tool === "brush" || state.tool === "eraser";
    canvas.defaultCursor = state.tool === "fill" || state.tool === "picker" ? "crosshair" : "default";
  }, [state.tool, ready, fabricRef]);

  useEffect(() => {
    const brush = fabricRef.current?.freeDrawingBrush;
    if (!brush) return;
    brush.width = brushWidth(state.brushSize, state.zoom);
    // The eraser's preview is white (the line art above stays visible); its path erases.
    brush.color = state.tool === "eraser" ? "#ffffff" : state.color;
    brush.strokeLineCap = "round";
    brush.strokeLineJoin = "round";
    if (brush instanceof PencilBrush) brush.decimate = 1.5;
  }, [state.brushSize, state.zoom, state.color, state.tool, ready, fabricRef]);

  // Hints over the canvas come with their tool and fade.
  useEffect(() => {
    setHint(state.tool === "fill" ? "fill" : state.tool === "picker" ? "picker" : null);
    if (state.tool !== "fill" && state.tool !== "picker") return;
    const timer = setTimeout(() => setHint(null), HINT_MS);
    return () => clearTimeout(timer);
  }, [state.tool]);

  /** A double tap: what its first tap painted or filled is taken back. */
  const retractTap = () => {
    const before = tapHistoryRef.current;
    if (before) docRef.current?.retract(before);
  };

  return { fillRegion, hint, retractTap };
}

type Point = { x: number; y: number };

/** The line a gradient will take, from press to pointer: a dark line on a white one, visible on any paint, with dots at its ends. */
function drawGuide(context: CanvasRenderingContext2D, transform: number[], from: Point, to: Point, pagePerPixel: number) {
  context.save();
  context.transform(...(transform as [number, number, number, number, number, number]));
  context.lineCap = "round";
  for (const [color, width] of [
    ["#ffffff", 5],
    ["#1f2937", 2],
  ] as const) {
    context.strokeStyle = color;
    context.fillStyle = color;
    context.lineWidth = width * pagePerPixel;
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    for (const end of [from, to]) {
      context.beginPath();
      context.arc(end.x, end.y, (width + 3) * pagePerPixel, 0, 2 * Math.PI);
      context.fill();
    }
  }
  context.restore();
}
