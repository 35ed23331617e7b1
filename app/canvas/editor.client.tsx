import { useBlocker, useNavigate } from "@remix-run/react";
import confetti from "canvas-confetti";
import { Canvas, FabricImage, PencilBrush, type FabricObject } from "fabric";
import {
  ArrowLeft,
  Brush,
  Download,
  Eraser,
  Expand,
  Maximize2,
  Minimize2,
  PaintBucket,
  Palette,
  Printer,
  Redo2,
  Save,
  Shrink,
  Trash2,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { startTransition, useCallback, useEffect, useReducer, useRef, useState, type ReactNode } from "react";
import { useShellChrome } from "~/components/shell/chrome";
import { useToast } from "~/components/toast";
import type { MessageKey } from "~/i18n";
import type { PageCard } from "~/services/pages.server";
import { useT } from "~/utils/i18n-react";
import { layersAfterFill, RegionBitmaps } from "./fill";
import { loadRegionMap } from "./load-region-map";
import { ProgressTracker, unionRect, type Progress, type Rect } from "./progress";
import { asFill, makeFillSurface, RegionFill, releaseFillSurface, type FillSurface } from "./region-fill";
import { hitRadius, pagePoint, regionAt } from "./region-map";
import {
  BRUSH_SIZES,
  brushWidth,
  CANVAS_SIZE,
  clampZoom,
  CONFETTI_MS,
  editorReducer,
  fitZoom,
  initialEditorState,
  PALETTE,
  shouldAutoSave,
} from "./editor-state";
import { canRedo, canUndo, current, emptyHistory, push, redo as redoHistory, undo as undoHistory, type History } from "./history";

export type EditorProps = {
  page: PageCard;
  colored: { photo: string; preview: string } | null;
  paid: boolean;
  platform: string;
};

type SaveResult = { upserted: unknown } | { error: { message: string; code: string } };

/** The bucket's state: the page has no region map, it is loading, ready, or failed to load. */
type Regions = "none" | "loading" | "ready" | "failed";

/** The bucket's label says what it does, or why it cannot. */
const BUCKET_LABEL = { ready: "fill.tool", loading: "fill.loading", none: "fill.unavailable", failed: "fill.failed" } as const satisfies Record<Regions, MessageKey>;

/** A press that moves further than this (CSS px) before it lifts is not a tap. */
const TAP_SLOP = 10;
/** Progress is measured this long after the last edit, when the browser is idle. */
const PROGRESS_DELAY_MS = 300;
const PAGE = { width: CANVAS_SIZE, height: CANVAS_SIZE };
const WHOLE_PAGE: Rect = { left: 0, top: 0, ...PAGE };

/**
 * The colouring canvas (SPEC §2 Colour screen, §4): a fabric.js paint layer under the
 * page's line art, brush and eraser strokes for mouse, touch and pen, tap-to-fill by the
 * page's region map (issue #8), a bounded snapshot history shared by strokes and fills,
 * progress, save and resume, print and download.
 */
export default function Editor({ page, colored, paid, platform }: EditorProps) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const chrome = useShellChrome();
  const [state, dispatch] = useReducer(editorReducer, initialEditorState);
  const [history, setHistoryState] = useState<History<FabricObject>>(emptyHistory);
  const [ready, setReady] = useState(false);
  const [saving, setSaving] = useState(false);
  const [regions, setRegions] = useState<Regions>(page.region_map ? "loading" : "none");
  const [progress, setProgress] = useState<Progress | null>(null);

  const frameRef = useRef<HTMLDivElement>(null);
  const canvasElRef = useRef<HTMLCanvasElement>(null);
  const confettiRef = useRef<HTMLCanvasElement>(null);
  const fabricRef = useRef<Canvas | null>(null);
  // The history's truth, changed at once; the state above only renders it (possibly later).
  const historyRef = useRef(history);
  const setHistory = useCallback((next: History<FabricObject>, { urgent = true } = {}) => {
    historyRef.current = next;
    if (urgent) setHistoryState(next);
    else startTransition(() => setHistoryState(next));
  }, []);
  const stateRef = useRef(state);
  stateRef.current = state;
  const claimedRef = useRef(false);
  const gestureRef = useRef(false);
  const savingRef = useRef<Promise<boolean> | null>(null);
  /** The page's region bitmaps (and through them its map) once the map has loaded. */
  const bitmapsRef = useRef<RegionBitmaps<FillSurface> | null>(null);
  const progressTimerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const trackerRef = useRef<ProgressTracker | null>(null);
  /** What changed on the paint layer since progress was last measured. */
  const dirtyRef = useRef<Rect | null>(null);

  const containerWidth = () => frameRef.current?.clientWidth ?? CANVAS_SIZE;
  // The frame may grow to 80% of the viewport's height.
  const containerHeight = () => Math.round(window.innerHeight * 0.8);
  const fit = () => ({ type: "zoom-fit" as const, containerWidth: containerWidth(), containerHeight: containerHeight() });

  // --- fabric setup -----------------------------------------------------------
  useEffect(() => {
    const element = canvasElRef.current;
    if (!element) {
      toast({ variant: "danger", key: "spec.contextNotFound" });
      return;
    }
    const canvas = new Canvas(element, {
      width: CANVAS_SIZE,
      height: CANVAS_SIZE,
      isDrawingMode: true,
      enableRetinaScaling: false,
      selection: false,
      skipTargetFind: true,
      renderOnAddRemove: false,
      backgroundColor: "",
    });
    if (!canvas.getContext()) {
      toast({ variant: "danger", key: "spec.contextNotFound" });
      return;
    }
    canvas.freeDrawingBrush = new PencilBrush(canvas);
    fabricRef.current = canvas;
    let disposed = false;

    const start = async () => {
      let base: FabricObject[] = [];
      if (colored?.photo) {
        try {
          const image = await FabricImage.fromURL(colored.photo, { crossOrigin: "anonymous" });
          image.set({ left: 0, top: 0, originX: "left", originY: "top", selectable: false, evented: false, objectCaching: false });
          image.scaleToWidth(CANVAS_SIZE);
          base = [image];
          canvas.add(image);
        } catch {
          toast({ variant: "danger", key: "spec.somethingWrong" });
        }
      }
      if (disposed) return;
      canvas.requestRenderAll();
      setHistory(push(emptyHistory<FabricObject>(), base));
      dispatch(fit());
      setReady(true);
    };
    void start();

    // A stroke ends when the pointer leaves the page too (SPEC §4), not only on release.
    // fabric keeps drawing outside its canvas, so its own mouse-up is run on the way out.
    const internals = canvas as unknown as { _isCurrentlyDrawing?: boolean; _onMouseUp: (e: Event) => void };
    canvas.on("mouse:out", ({ e }) => {
      if (internals._isCurrentlyDrawing && e) internals._onMouseUp(e);
    });

    canvas.on("mouse:down", () => dispatch({ type: "drawing", on: true }));
    canvas.on("mouse:up", () => dispatch({ type: "drawing", on: false }));
    canvas.on("path:created", ({ path }) => {
      // No per-stroke bitmap cache: hundreds of strokes would hold hundreds of cached canvases.
      path.set({ selectable: false, evented: false, objectCaching: false });
      // A second finger turned this touch into a pinch: it was never meant as a stroke.
      if (gestureRef.current) {
        canvas.remove(path);
        canvas.requestRenderAll();
        return;
      }
      if (stateRef.current.tool === "eraser") path.set({ globalCompositeOperation: "destination-out" });
      // A new stroke only adds on top: draw it alone instead of redrawing every stroke, so
      // ending a stroke costs the same after 10 strokes or 1,000.
      canvas.cancelRequestedRender();
      const context = canvas.getContext();
      context.save();
      context.transform(...(canvas.viewportTransform as [number, number, number, number, number, number]));
      path.render(context);
      context.restore();
      // Its box, plus a pixel of antialiasing on each side.
      const box = path.getBoundingRect();
      editedRef.current({ left: box.left - 2, top: box.top - 2, width: box.width + 4, height: box.height + 4 });
    });

    return () => {
      disposed = true;
      fabricRef.current = null;
      void canvas.dispose();
    };
    // The canvas is made once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page.id]);

  // --- progress: the share of regions that carry paint (issue #8) ---------------------
  const markDirty = (rect: Rect) => (dirtyRef.current = unionRect(dirtyRef.current, rect, PAGE));

  /** Reads what changed on the paint layer since last time; null without a region map. */
  const measure = useCallback((): Progress | null => {
    const canvas = fabricRef.current;
    const tracker = trackerRef.current;
    if (!canvas || !tracker) return null;
    const rect = dirtyRef.current;
    dirtyRef.current = null;
    if (rect && rect.width > 0 && rect.height > 0) tracker.update(rect, canvas.getContext().getImageData(rect.left, rect.top, rect.width, rect.height).data);
    return tracker.progress;
  }, []);

  /** Measured off the stroke path: after a pause in editing, when the browser is idle. */
  const scheduleProgress = useCallback(() => {
    if (!bitmapsRef.current) return;
    if (progressTimerRef.current) clearTimeout(progressTimerRef.current);
    progressTimerRef.current = setTimeout(() => {
      progressTimerRef.current = null;
      const run = () => {
        // A repaint still pending would be read half done: wait for it.
        if ((fabricRef.current as unknown as { nextRenderHandle?: number } | null)?.nextRenderHandle) return scheduleProgress();
        const start = performance.now();
        const next = measure();
        performance.measure("fill:progress", { start, end: performance.now() });
        if (next) setProgress(next);
      };
      if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 1000 });
      else run();
    }, PROGRESS_DELAY_MS);
  }, [measure]);
  useEffect(() => () => void (progressTimerRef.current && clearTimeout(progressTimerRef.current)), []);

  /**
   * After every stroke or fill: a history step, unsaved, the first-edit claim, progress.
   * The paint is already on the canvas; React renders the toolbar's new state as a
   * transition, so it never holds back the frame that shows the paint.
   */
  const edited = (changed: Rect) => {
    const canvas = fabricRef.current;
    if (!canvas) return;
    markDirty(changed);
    setHistory(push(historyRef.current, canvas.getObjects()), { urgent: false });
    startTransition(() => dispatch({ type: "edited" }));
    if (shouldAutoSave({ isColored: page.is_colored, isOwner: page.is_owner }, claimedRef.current)) {
      claimedRef.current = true;
      void saveRef.current();
    }
    scheduleProgress();
  };
  const editedRef = useRef(edited);
  editedRef.current = edited;

  // --- the region map loads in the background once the canvas is ready ----------------
  useEffect(() => {
    if (!ready || !page.region_map) return;
    const abort = new AbortController();
    loadRegionMap(page.region_map, PAGE, abort.signal).then(
      (map) => {
        bitmapsRef.current = new RegionBitmaps(map, makeFillSurface, undefined, releaseFillSurface);
        trackerRef.current = new ProgressTracker(map);
        markDirty(WHOLE_PAGE);
        setRegions("ready");
        scheduleProgress();
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.error("the region map could not be loaded", error);
        setRegions("failed");
      },
    );
    return () => {
      abort.abort();
      bitmapsRef.current?.clear();
      bitmapsRef.current = null;
      trackerRef.current = null;
    };
  }, [ready, page.region_map, scheduleProgress]);

  // --- the bucket: a tap (not a drag, not a pinch) fills the region under it -------------
  const fillAt = useCallback((client: { x: number; y: number }) => {
    const canvas = fabricRef.current;
    const bitmaps = bitmapsRef.current;
    if (!canvas || !bitmaps) return;
    const rect = canvas.upperCanvasEl.getBoundingClientRect();
    const point = pagePoint(client, rect, PAGE, canvas.viewportTransform);
    const regionId = regionAt(bitmaps.map, point.x, point.y, hitRadius(rect.width / CANVAS_SIZE));
    if (!regionId) return;
    const fill = new RegionFill(bitmaps, { regionId, color: stateRef.current.color });
    const objects = canvas.getObjects();
    const layers = layersAfterFill(objects, fill, asFill);
    if (!layers) return;
    // The fills it hides leave the list; what is on screen does not change by their going.
    const kept = new Set(layers);
    const hidden = objects.filter((object) => !kept.has(object));
    if (hidden.length) canvas.remove(...hidden);
    canvas.add(fill);
    // Like a stroke: drawn alone on top, now, instead of a full repaint in the next frame.
    canvas.cancelRequestedRender();
    const context = canvas.getContext();
    context.save();
    context.transform(...(canvas.viewportTransform as [number, number, number, number, number, number]));
    fill.render(context);
    context.restore();
    editedRef.current({ left: fill.left, top: fill.top, width: fill.width, height: fill.height });
  }, []);

  useEffect(() => {
    const canvas = fabricRef.current;
    if (!ready || !canvas) return;
    const target = canvas.upperCanvasEl;
    let press: { id: number; x: number; y: number } | null = null;
    const down = (event: PointerEvent) => {
      if (stateRef.current.tool !== "fill" || !event.isPrimary || event.button !== 0) return;
      press = { id: event.pointerId, x: event.clientX, y: event.clientY };
    };
    const up = (event: PointerEvent) => {
      if (!press || event.pointerId !== press.id) return;
      const moved = Math.hypot(event.clientX - press.x, event.clientY - press.y);
      press = null;
      // A second finger made this a pinch; a long move made it a drag.
      if (gestureRef.current || moved > TAP_SLOP || stateRef.current.tool !== "fill") return;
      fillAt({ x: event.clientX, y: event.clientY });
    };
    const cancel = () => (press = null);
    target.addEventListener("pointerdown", down);
    target.addEventListener("pointerup", up);
    target.addEventListener("pointercancel", cancel);
    return () => {
      target.removeEventListener("pointerdown", down);
      target.removeEventListener("pointerup", up);
      target.removeEventListener("pointercancel", cancel);
    };
  }, [ready, fillAt]);

  // --- brush, colour, size and zoom follow the state -------------------------------
  useEffect(() => {
    const canvas = fabricRef.current;
    if (!canvas) return;
    // The bucket taps; brush and eraser draw.
    canvas.isDrawingMode = state.tool !== "fill";
    canvas.defaultCursor = state.tool === "fill" ? "crosshair" : "default";
  }, [state.tool, ready]);

  useEffect(() => {
    const canvas = fabricRef.current;
    const brush = canvas?.freeDrawingBrush;
    if (!canvas || !brush) return;
    brush.width = brushWidth(state.brushSize, state.zoom);
    // The eraser's preview is white (the line art above stays visible); its path erases.
    brush.color = state.tool === "eraser" ? "#ffffff" : state.color;
    brush.strokeLineCap = "round";
    brush.strokeLineJoin = "round";
    if (brush instanceof PencilBrush) brush.decimate = 1.5;
  }, [state.brushSize, state.zoom, state.color, state.tool]);

  useEffect(() => {
    const canvas = fabricRef.current;
    if (!canvas) return;
    const size = `${Math.round(CANVAS_SIZE * state.zoom)}px`;
    canvas.setDimensions({ width: size, height: size }, { cssOnly: true });
    canvas.calcOffset();
  }, [state.zoom, ready]);

  // Keep "fit" fitting when the window changes size.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new ResizeObserver(() => {
      if (!stateRef.current.isExporting) dispatch(fit());
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  // --- history ---------------------------------------------------------------------
  const restore = useCallback((snapshot: readonly FabricObject[]) => {
    const canvas = fabricRef.current;
    if (!canvas) return;
    canvas.remove(...canvas.getObjects());
    if (snapshot.length) canvas.add(...snapshot);
    canvas.requestRenderAll();
    dispatch({ type: "edited" });
    markDirty(WHOLE_PAGE);
    scheduleProgress();
  }, [scheduleProgress]);

  const undo = useCallback(() => {
    const next = undoHistory(historyRef.current);
    if (next === historyRef.current) return;
    setHistory(next);
    restore(current(next));
  }, [restore]);

  const redo = useCallback(() => {
    const next = redoHistory(historyRef.current);
    if (next === historyRef.current) return;
    setHistory(next);
    restore(current(next));
  }, [restore]);

  const clear = () => {
    const canvas = fabricRef.current;
    if (!canvas) return;
    canvas.remove(...canvas.getObjects());
    canvas.requestRenderAll();
    setHistory(push(historyRef.current, []));
    dispatch({ type: "edited" });
    markDirty(WHOLE_PAGE);
    scheduleProgress();
  };

  // Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z and Ctrl+Y, unless typing somewhere.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) {
        event.preventDefault();
        undo();
      } else if ((key === "z" && event.shiftKey) || key === "y") {
        event.preventDefault();
        redo();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [undo, redo]);

  // --- pinch to zoom and two-finger pan ----------------------------------------------
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const touches = new Map<number, { x: number; y: number }>();
    let start: { distance: number; zoom: number; mid: { x: number; y: number }; scroll: { left: number; top: number } } | null = null;
    const distance = () => {
      const [a, b] = [...touches.values()];
      return Math.hypot(a.x - b.x, a.y - b.y);
    };
    const midpoint = () => {
      const [a, b] = [...touches.values()];
      return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    };
    const down = (event: PointerEvent) => {
      if (event.pointerType !== "touch") return;
      touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (touches.size === 2) {
        gestureRef.current = true;
        start = { distance: distance(), zoom: stateRef.current.zoom, mid: midpoint(), scroll: { left: frame.scrollLeft, top: frame.scrollTop } };
      }
    };
    const move = (event: PointerEvent) => {
      if (!touches.has(event.pointerId)) return;
      touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (!start || touches.size < 2) return;
      const zoom = clampZoom(start.zoom * (distance() / Math.max(1, start.distance)), fitZoom(containerWidth(), containerHeight()));
      dispatch({ type: "zoom-to", zoom, containerWidth: containerWidth(), containerHeight: containerHeight() });
      const mid = midpoint();
      frame.scrollLeft = start.scroll.left - (mid.x - start.mid.x);
      frame.scrollTop = start.scroll.top - (mid.y - start.mid.y);
    };
    const up = (event: PointerEvent) => {
      touches.delete(event.pointerId);
      if (touches.size < 2) start = null;
      // The gesture ends when the last finger lifts (after fabric has seen the up).
      if (touches.size === 0) setTimeout(() => (gestureRef.current = false), 0);
    };
    frame.addEventListener("pointerdown", down, { capture: true });
    window.addEventListener("pointermove", move, { capture: true });
    window.addEventListener("pointerup", up, { capture: true });
    window.addEventListener("pointercancel", up, { capture: true });
    return () => {
      frame.removeEventListener("pointerdown", down, { capture: true });
      window.removeEventListener("pointermove", move, { capture: true });
      window.removeEventListener("pointerup", up, { capture: true });
      window.removeEventListener("pointercancel", up, { capture: true });
    };
  }, []);

  // --- saving --------------------------------------------------------------------------
  const celebrate = useCallback(() => {
    const element = confettiRef.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const fire = confetti.create(element, { resize: true, useWorker: false });
    const end = Date.now() + CONFETTI_MS;
    const burst = () => {
      void fire({ particleCount: 40, spread: 70, startVelocity: 35, origin: { x: Math.random() * 0.6 + 0.2, y: 0.6 } });
      if (Date.now() < end) setTimeout(burst, 350);
    };
    burst();
    setTimeout(() => fire.reset(), CONFETTI_MS + 1500);
  }, []);

  const paintBlob = () =>
    new Promise<Blob | null>((resolve) => {
      const canvas = fabricRef.current;
      if (!canvas) return resolve(null);
      canvas.toCanvasElement(1).toBlob((blob) => resolve(blob), "image/png");
    });

  /** Uploads the paint layer; resolves true once the server has the coloured page. */
  const save = useCallback(async (): Promise<boolean> => {
    if (savingRef.current) return savingRef.current;
    const run = (async () => {
      setSaving(true);
      try {
        const blob = await paintBlob();
        if (!blob) {
          toast({ variant: "danger", key: "spec.noBlob" });
          return false;
        }
        const form = new FormData();
        form.set("file", blob, "paint.png");
        // Measured now, not when idle: the saved figure matches the saved paint.
        const measured = measure();
        if (measured) {
          setProgress(measured);
          form.set("progress", String(measured.percent));
        }
        const response = await fetch(`/pages/${page.id}/save`, { method: "POST", body: form, headers: { Accept: "application/json" } });
        const result = (await response.json().catch(() => null)) as SaveResult | null;
        if (!result || !response.ok || "error" in result) {
          const error = result && "error" in result ? result.error : null;
          toast({ variant: "danger", persist: error?.code === "NO_CREDITS", ...(error ? { message: error.message } : { key: "spec.somethingWrong" as MessageKey }) });
          if (error?.code === "NO_CREDITS") navigate("/checkout");
          return false;
        }
        dispatch({ type: "saved" });
        toast({ variant: "success", key: "spec.pageSaved" });
        celebrate();
        return true;
      } catch {
        toast({ variant: "danger", key: "spec.somethingWrong" });
        return false;
      } finally {
        setSaving(false);
        savingRef.current = null;
      }
    })();
    savingRef.current = run;
    return run;
  }, [page.id, toast, navigate, celebrate, measure]);
  const saveRef = useRef(save);
  saveRef.current = save;

  /** Print and download use the saved composite: save first when there are changes. */
  const ensureSaved = async () => (stateRef.current.isSaved && (page.is_colored || claimedRef.current) ? true : save());

  // Kept across the move to /checkout, where the reason matters.
  const paidOnly = (key: MessageKey) => {
    toast({ variant: "danger", key, persist: true });
    navigate("/checkout");
  };

  const download = async () => {
    if (!paid) return paidOnly("spec.downloadPaid");
    if (!(await ensureSaved())) return;
    const link = document.createElement("a");
    link.href = `/pages/${page.id}/download`;
    link.rel = "noopener";
    document.body.appendChild(link);
    link.click();
    link.remove();
    if (platform === "ios") toast({ variant: "success", key: "spec.savedToFiles" });
    else if (platform !== "web") toast({ variant: "success", key: "spec.savedToDocuments" });
    celebrate();
  };

  const print = async () => {
    if (!paid) return paidOnly("spec.printPaid");
    if (!(await ensureSaved())) return;
    const frame = document.createElement("iframe");
    frame.title = t("color.print");
    frame.style.cssText = "position:fixed;right:0;bottom:0;width:0;height:0;border:0;";
    frame.src = `/pages/${page.id}/print`;
    document.body.appendChild(frame);
    setTimeout(() => frame.remove(), 60_000);
    celebrate();
  };

  // --- leaving with unsaved changes --------------------------------------------------
  useEffect(() => {
    if (state.isSaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [state.isSaved]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !stateRef.current.isSaved && !savingRef.current && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== "/checkout",
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(t("color.leave"))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);

  // Scale mode hides the shell; leaving the screen brings it back.
  useEffect(() => {
    chrome.setHidden(state.scale);
  }, [state.scale, chrome]);
  useEffect(() => () => chrome.setHidden(false), [chrome]);

  const back = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate("/pages/public");
  };

  const title = page.prompt || `#${page.id}`;
  const zoomIsFull = state.isExporting;

  return (
    <div
      className="mx-auto flex max-w-5xl flex-col gap-4"
      data-testid="editor"
      data-ready={ready || undefined}
      data-history-size={history.snaps.length}
      data-history-cursor={history.cursor}
      data-regions={regions}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <ToolButton icon={ArrowLeft} label={t("color.back")} onClick={back} />
          <h1 className="truncate text-xl font-extrabold sm:text-2xl">{title}</h1>
        </div>
        <div className="flex items-center gap-4">
          {progress ? <ProgressMeter progress={progress} /> : null}
          <p className={`text-sm font-bold ${state.isSaved ? "text-mint-700" : "text-coral-700"}`} role="status" data-testid="save-state">
            {saving ? t("color.saving") : state.isSaved ? t("color.saved") : t("color.unsaved")}
          </p>
        </div>
      </div>

      <div role="toolbar" aria-label={t("color.toolbar")} className="card flex flex-wrap items-center gap-1 p-2">
        <ToolButton
          icon={Brush}
          label={t("color.brush")}
          pressed={state.tool === "brush"}
          onClick={() => {
            dispatch({ type: "tool", tool: "brush" });
            dispatch({ type: "toggle", panel: "brush" });
          }}
        />
        <ToolButton icon={Palette} label={t("color.paletteToggle")} pressed={state.palette} onClick={() => dispatch({ type: "toggle", panel: "palette" })}>
          <span aria-hidden className="absolute bottom-1 right-1 size-3 rounded-full ring-2 ring-white" style={{ background: state.color }} />
        </ToolButton>
        <ToolButton icon={Eraser} label={t("color.eraser")} pressed={state.tool === "eraser"} onClick={() => dispatch({ type: "tool", tool: "eraser" })} />
        <ToolButton
          icon={PaintBucket}
          label={t(BUCKET_LABEL[regions])}
          pressed={regions === "ready" ? state.tool === "fill" : undefined}
          unavailable={regions !== "ready"}
          busy={regions === "loading"}
          testId="fill-tool"
          onClick={() => {
            // Unavailable, it says why (a tooltip does not reach fingers).
            if (regions === "ready") dispatch({ type: "tool", tool: "fill" });
            else toast({ variant: "info", key: BUCKET_LABEL[regions] });
          }}
        />
        <Divider />
        <ToolButton icon={Undo2} label={t("color.undo")} disabled={!canUndo(history)} onClick={undo} testId="undo" />
        <ToolButton icon={Redo2} label={t("color.redo")} disabled={!canRedo(history)} onClick={redo} testId="redo" />
        <Divider />
        <ToolButton
          icon={zoomIsFull ? Minimize2 : Maximize2}
          label={zoomIsFull ? t("color.zoomFit") : t("color.zoomFull")}
          onClick={() => dispatch(zoomIsFull ? fit() : { type: "zoom-full" })}
        />
        <ToolButton
          icon={state.scale ? Shrink : Expand}
          label={state.scale ? t("color.scaleExit") : t("color.scale")}
          pressed={state.scale}
          onClick={() => dispatch({ type: "toggle", panel: "scale" })}
        />
        <Divider />
        <ToolButton icon={Save} label={t("color.save")} disabled={state.isSaved || saving} onClick={() => void save()} testId="save" />
        <ToolButton icon={Printer} label={t("color.print")} onClick={() => void print()} testId="print" />
        <ToolButton icon={Download} label={t("color.download")} onClick={() => void download()} testId="download" />
        <ToolButton icon={Trash2} label={t("color.clear")} onClick={clear} testId="clear" />
      </div>

      {state.tool === "fill" ? (
        <p className="-mt-2 text-sm font-semibold text-ink-soft" data-testid="fill-hint">
          {t("fill.hint")}
        </p>
      ) : null}

      {state.brush ? (
        <fieldset className="card flex flex-wrap items-center gap-2 p-3">
          <legend className="sr-only">{t("color.brushSize")}</legend>
          {BRUSH_SIZES.map((size) => (
            <label key={size} className="cursor-pointer">
              <input
                type="radio"
                name="brush-size"
                value={size}
                checked={state.brushSize === size}
                onChange={() => dispatch({ type: "brush-size", size })}
                className="peer sr-only"
              />
              <span className="grid size-12 place-items-center rounded-full border-2 border-line bg-surface peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-focus-visible:outline-3 peer-focus-visible:outline-brand-500">
                <span aria-hidden className="rounded-full bg-ink" style={{ width: size * 0.9 + 2, height: size * 0.9 + 2, maxWidth: 34, maxHeight: 34 }} />
                <span className="sr-only">{t("color.brushSizeValue", { size })}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}

      {state.palette ? (
        <fieldset className="card grid grid-cols-10 gap-2 p-3 sm:flex sm:flex-wrap" data-testid="palette">
          <legend className="sr-only">{t("color.palette")}</legend>
          {PALETTE.map((swatch) => (
            <label key={swatch.value} className="cursor-pointer" title={t(swatch.key)}>
              <input
                type="radio"
                name="color"
                value={swatch.value}
                checked={state.color === swatch.value && state.tool !== "eraser"}
                onChange={() => dispatch({ type: "color", color: swatch.value })}
                className="peer sr-only"
              />
              <span
                className="block size-8 rounded-full ring-1 ring-line peer-checked:ring-4 peer-checked:ring-brand-500 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 sm:size-9"
                style={{ background: swatch.value }}
              >
                <span className="sr-only">{t("color.colorName", { name: t(swatch.key) })}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}

      <div
        ref={frameRef}
        className="relative max-h-[80dvh] w-full overflow-auto rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card)"
        style={{ touchAction: "none" }}
        tabIndex={0}
        role="region"
        aria-label={t("color.canvasLabel", { title })}
      >
        <div
          className="relative mx-auto bg-white"
          style={{ width: CANVAS_SIZE * state.zoom, height: CANVAS_SIZE * state.zoom }}
        >
          <canvas ref={canvasElRef} data-testid="paint-canvas" />
          {/* The line art sits above the paint and multiplies: white lets paint through, lines stay black. */}
          <img
            src={page.illustration}
            alt=""
            draggable={false}
            className="pointer-events-none absolute inset-0 size-full select-none mix-blend-multiply"
            data-testid="line-art"
          />
          {!ready ? (
            <div className="absolute inset-0 grid place-items-center bg-white/70 text-sm font-bold text-ink-muted">{t("color.loading")}</div>
          ) : null}
        </div>
      </div>
      <canvas ref={confettiRef} aria-hidden className="pointer-events-none fixed inset-0 z-40 size-full" />
    </div>
  );
}

function Divider() {
  return <span aria-hidden className="mx-1 h-8 w-px bg-line" />;
}

/**
 * How much of the page is coloured. The bar carries the figure for screen readers; it is
 * not a live region, so it does not speak after every stroke.
 */
function ProgressMeter({ progress }: { progress: Progress }) {
  const t = useT();
  const { percent, colored, total } = progress;
  return (
    <div className="flex items-center gap-2" data-testid="progress" data-percent={percent}>
      <span
        role="progressbar"
        aria-label={t("fill.progressLabel")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t("fill.progressValue", { percent, colored, total })}
        className="h-2.5 w-20 overflow-hidden rounded-full bg-brand-100 sm:w-28"
      >
        <span className="block h-full rounded-full bg-mint-500 transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </span>
      <span aria-hidden className="whitespace-nowrap text-sm font-bold text-ink-soft">
        {t("fill.progress", { percent })}
      </span>
    </div>
  );
}

function ToolButton({
  icon: Icon,
  label,
  onClick,
  pressed,
  disabled,
  unavailable,
  busy,
  testId,
  children,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
  /** Not usable now, but still focusable, so its label (why) can be heard and seen. */
  unavailable?: boolean;
  busy?: boolean;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-pressed={pressed}
      aria-disabled={unavailable || undefined}
      aria-busy={busy || undefined}
      aria-label={label}
      title={label}
      data-testid={testId}
      className={`relative grid size-11 place-items-center rounded-(--radius-control) transition disabled:cursor-not-allowed disabled:opacity-40 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 ${
        pressed ? "bg-brand-600 text-white" : "text-ink-soft hover:bg-brand-50 hover:text-brand-700"
      }`}
    >
      <Icon aria-hidden className={`size-5 ${busy ? "animate-pulse" : ""}`} />
      {busy ? <span aria-hidden className="absolute bottom-1 right-1 size-2.5 animate-spin rounded-full border-2 border-brand-300 border-t-brand-700" /> : null}
      {children}
    </button>
  );
}

