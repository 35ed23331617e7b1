import { useNavigate } from "@remix-run/react";
import confetti from "canvas-confetti";
import { Canvas, PencilBrush, type FabricObject } from "fabric";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Brush from "lucide-react/icons/brush";
import Download from "lucide-react/icons/download";
import FileDown from "lucide-react/icons/file-down";
import Film from "lucide-react/icons/film";
import Eraser from "lucide-react/icons/eraser";
import Expand from "lucide-react/icons/expand";
import Maximize2 from "lucide-react/icons/maximize-2";
import Minimize2 from "lucide-react/icons/minimize-2";
import PaintBucket from "lucide-react/icons/paint-bucket";
import PaletteIcon from "lucide-react/icons/palette";
import Pipette from "lucide-react/icons/pipette";
import Printer from "lucide-react/icons/printer";
import Redo2 from "lucide-react/icons/redo-2";
import Save from "lucide-react/icons/save";
import Shrink from "lucide-react/icons/shrink";
import Trash2 from "lucide-react/icons/trash";
import Undo2 from "lucide-react/icons/undo-2";
import X from "lucide-react/icons/x";
import ZoomIn from "lucide-react/icons/zoom-in";
import ZoomOut from "lucide-react/icons/zoom-out";
import { startTransition, useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useToast } from "~/components/toast";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { PrintPdfDialog } from "./print-pdf-dialog";
import { TimelapsePlayer, type TimelapseSource } from "./timelapse-player";
import { timelapseOf } from "./timelapse-record";
import type { MessageKey } from "~/i18n";
import { withRecentColor } from "~/lib/recent-colors";
import type { ColorScreenData } from "./screen-data";
import { useT } from "~/utils/i18n-react";
import { CLAIM_MS, ColoringDoc } from "./coloring-doc";
import { brushWidth, CONFETTI_MS, editorReducer, initialEditorState, shouldAutoSave } from "./editor-state";
import { Divider, MenuItem, MoreMenu, ProgressMeter, SaveState, ToolButton, useSaveText, ZoomControls, type SaveView } from "./editor-ui";
import { layersAfterFill, RegionBitmaps } from "./fill";
import { current as currentSnapshot, type History } from "./history";
import { WHOLE_PAGE } from "./layers";
import { loadRegionMap } from "./load-region-map";
import { openLocalStore, type LocalStore } from "./local-store";
import { Palette, useColorName } from "./palette";
import { ProgressTracker, unionRect, type Progress, type Rect } from "./progress";
import { asFill, makeFillSurface, RegionFill, releaseFillSurface, type FillSurface } from "./region-fill";
import { hitRadius, pagePoint, regionAt, type RegionMap } from "./region-map";
import { regionStops, type RegionStops } from "./region-nav";
import type { SaveStatus } from "./save-queue";
import { useKeeping } from "./use-keeping";
import { useRegionKeys } from "./use-region-keys";
import { TAP_SLOP, useViewport } from "./use-viewport";
import { useWorkspace } from "./use-workspace";
import { fitScale, ZOOM_STEP } from "./view";
import { fillMessages } from "~/i18n/messages/fill";
import { specMessages } from "~/i18n/messages/spec";
import { colorMessages } from "~/i18n/messages/color";
import { errorsMessages } from "~/i18n/messages/errors";
import { printMessages } from "~/i18n/messages/print";
import type { KeysOf } from "~/i18n/define";
import { PICTURE_SIZE } from "~/lib/pages";
import type { TimelapseStep } from "~/lib/timelapse";

export type EditorProps = Pick<ColorScreenData, "page" | "colored" | "paid" | "platform" | "credits" | "viewerId" | "recentColors">;

/** The bucket's state: the page has no region map, it is loading, ready, or failed to load. */
type Regions = "none" | "loading" | "ready" | "failed";

/** The bucket's label says what it does, or why it cannot. */
const BUCKET_LABEL = { ready: "fill.tool", loading: "fill.loading", none: "fill.unavailable", failed: "fill.failed" } as const satisfies Record<Regions, MessageKey>;

/** Progress is measured this long after the last edit, when the browser is idle. */
const PROGRESS_DELAY_MS = 300;
/** Hints over the canvas (the bucket's, the eyedropper's) fade after this long. */
const HINT_MS = 5000;
const PAGE = { width: PICTURE_SIZE, height: PICTURE_SIZE };

type Internals = { _isCurrentlyDrawing?: boolean; _onMouseUp: (e: Event) => void; nextRenderHandle?: number };

/** The device's store, opened once per page load (null where IndexedDB is unavailable). */
let storeOpening: Promise<LocalStore | null> | null = null;
const localStore = () => (storeOpening ??= openLocalStore());

/**
 * The colour screen (SPEC §2, §4; issues #4, #8, #13): a fabric.js paint layer under the
 * page's line art; brush, eraser, tap-to-fill and eyedropper for mouse, touch, pen and
 * keyboard; pinch, pan and double-tap zoom; a bounded history shared by strokes and fills;
 * and continuous saving: every edit kept on the device at once and on the server a moment
 * later (ColoringDoc), so nothing is lost and nothing needs a save button.
 */
export default function Editor({ page, colored, paid, platform, credits, viewerId, recentColors }: EditorProps) {
  const t = useT(fillMessages, specMessages, colorMessages, errorsMessages, printMessages);
  const toast = useToast();
  const navigate = useNavigate();
  const nameOf = useColorName();
  const [state, dispatch] = useReducer(editorReducer, initialEditorState);
  const [history, setHistory] = useState<History<FabricObject>>({ snaps: [], cursor: -1 });
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  /** Another tab took this colouring over. */
  const [lost, setLost] = useState(false);
  const [status, setStatus] = useState<SaveView>("saved");
  const [kept, setKept] = useState(true);
  const keptRef = useRef(kept);
  keptRef.current = kept;
  const statusRef = useRef<SaveView>("saved");
  const saveText = useSaveText();
  const [regions, setRegions] = useState<Regions>(page.region_map ? "loading" : "none");
  const [progress, setProgress] = useState<Progress | null>(null);
  const [recent, setRecent] = useState<string[]>(recentColors);
  const [confirmClear, setConfirmClear] = useState(false);
  const [hint, setHint] = useState<"fill" | "picker" | null>(null);
  const chargeable = !page.is_colored && !page.is_owner;
  const [notice, setNotice] = useState(chargeable);
  const [announcement, setAnnouncement] = useState("");
  const [zoomPercent, setZoomPercent] = useState(100);
  const [canZoomOut, setCanZoomOut] = useState(false);

  const rootRef = useRef<HTMLDivElement>(null);
  const canvasElRef = useRef<HTMLCanvasElement>(null);
  const focusRef = useRef<HTMLCanvasElement>(null);
  const confettiRef = useRef<HTMLCanvasElement>(null);
  const fabricRef = useRef<Canvas | null>(null);
  const docRef = useRef<ColoringDoc | null>(null);
  // The server's time-lapse of what was painted before this copy (issue #17): a reopened
  // colouring's replay starts from it, and the saves carry it on. Until it is known, saves leave
  // the stored one as it is.
  const beforeRef = useRef<{ known: boolean; steps: TimelapseStep[] | null }>({ known: !colored, steps: null });
  const stateRef = useRef(state);
  stateRef.current = state;
  const claimedRef = useRef(false);
  /** The history when the last touch began: a double tap takes back what its first tap did. */
  const tapHistoryRef = useRef<History<FabricObject> | null>(null);
  const mapRef = useRef<RegionMap | null>(null);
  const bitmapsRef = useRef<RegionBitmaps<FillSurface> | null>(null);
  const stopsRef = useRef<RegionStops | null>(null);
  const regionsReady = useRef<{ promise: Promise<RegionBitmaps<FillSurface> | null>; resolve: (b: RegionBitmaps<FillSurface> | null) => void } | null>(null);
  if (!regionsReady.current) {
    let resolve: (b: RegionBitmaps<FillSurface> | null) => void = () => {};
    const promise = new Promise<RegionBitmaps<FillSurface> | null>((done) => (resolve = done));
    regionsReady.current = { promise, resolve };
  }
  const progressTimerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const trackerRef = useRef<ProgressTracker | null>(null);
  /** What changed on the paint layer since progress was last measured. */
  const dirtyRef = useRef<Rect | null>(null);
  const recentRef = useRef(recent);
  recentRef.current = recent;

  const title = page.title;

  // --- the view: fit, pinch, pan, double tap, wheel ------------------------------------
  const viewport = useViewport({
    onSettle: (view, full) => {
      const fit = fitScale(viewport.sizeRef.current);
      setZoomPercent(Math.round(view.scale * 100));
      setCanZoomOut(view.scale > Math.min(fit, 1) * 1.001);
      startTransition(() => dispatch({ type: "zoomed", zoom: view.scale, full }));
    },
    onGestureStart: () => {
      // A touch that became a pinch was never meant as a stroke: drop what fabric started.
      const canvas = fabricRef.current;
      const internals = canvas as unknown as Internals | null;
      if (canvas && internals?._isCurrentlyDrawing) {
        internals._isCurrentlyDrawing = false;
        canvas.clearContext(canvas.contextTop);
      }
    },
    onDoubleTap: () => {
      const before = tapHistoryRef.current;
      if (before) docRef.current?.retract(before);
    },
  });
  const { gestureRef } = viewport;

  // --- fabric, the region map and the colouring, once per page ---------------------------
  useEffect(() => {
    const element = canvasElRef.current;
    if (!element) {
      toast({ variant: "danger", message: t("spec.contextNotFound") });
      return;
    }
    const canvas = new Canvas(element, {
      width: PICTURE_SIZE,
      height: PICTURE_SIZE,
      isDrawingMode: true,
      enableRetinaScaling: false,
      selection: false,
      skipTargetFind: true,
      renderOnAddRemove: false,
      backgroundColor: "",
    });
    if (!canvas.getContext()) {
      toast({ variant: "danger", message: t("spec.contextNotFound") });
      return;
    }
    canvas.freeDrawingBrush = new PencilBrush(canvas);
    fabricRef.current = canvas;
    let disposed = false;
    const abort = new AbortController();

    // The region map: the bucket, keyboard colouring, progress; fills restored from the device need it.
    if (page.region_map) {
      loadRegionMap(page.region_map, PAGE, abort.signal).then(
        (map) => {
          if (disposed) return;
          mapRef.current = map;
          bitmapsRef.current = new RegionBitmaps(map, makeFillSurface, undefined, releaseFillSurface);
          trackerRef.current = new ProgressTracker(map);
          stopsRef.current = regionStops(map);
          regionsReady.current?.resolve(bitmapsRef.current);
          markDirty(WHOLE_PAGE);
          setRegions("ready");
          scheduleProgress();
        },
        (error: unknown) => {
          regionsReady.current?.resolve(null);
          if (abort.signal.aborted) return;
          console.error("the region map could not be loaded", error);
          setRegions("failed");
        },
      );
    } else regionsReady.current?.resolve(null);

    const start = async () => {
      if (colored) {
        void fetch(`/pages/${page.id}/timelapse`, { headers: { Accept: "application/json" }, credentials: "same-origin" })
          .then((response) => (response.ok ? (response.json() as Promise<{ timelapse: { steps: TimelapseStep[] } | null }>) : Promise.reject(new Error(String(response.status)))))
          .then((body) => (beforeRef.current = { known: true, steps: body.timelapse?.steps ?? null }))
          .catch((error: unknown) => console.error("the time-lapse so far could not be read", error));
      }
      const store = await localStore();
      if (disposed) return;
      setKept(store !== null);
      const doc = new ColoringDoc(canvas, {
        userId: viewerId,
        pageId: page.id,
        saveUrl: `/pages/${page.id}/save`,
        store,
        regions: () => regionsReady.current?.promise ?? Promise.resolve(null),
        progress: () => measure()?.percent ?? null,
        timelapse: (): string | null => {
          const before = beforeRef.current;
          const layers = docRef.current ? currentSnapshot(docRef.current.history) : null;
          return before.known && layers ? JSON.stringify(timelapseOf(layers, before.steps)) : null;
        },
        events: {
          history: (next) => startTransition(() => setHistory(next)),
          status: (next: SaveStatus) => {
            setStatus(next);
            dispatch({ type: next === "saved" ? "saved" : "edited" });
            // Said aloud only when saving stops working, and when it works again.
            const before = statusRef.current;
            statusRef.current = next;
            const trouble = (s: SaveView) => s === "offline" || s === "error" || s === "stopped";
            if (trouble(next) !== trouble(before) && (trouble(next) || next === "saved")) setAnnouncement(saveText(next, keptRef.current));
          },
          saved: ({ credits: left, explicit }) => {
            if (left) {
              toast({ variant: "success", message: t("color.credit.claimed", { count: Math.max(0, left.publicPage) }) });
            } else if (explicit) {
              toast({ variant: "success", message: t("spec.pageSaved") });
              celebrate();
            }
          },
          refused: ({ code, message }) => {
            setStatus("stopped");
            statusRef.current = "stopped";
            if (code === "NO_CREDITS") {
              toast({ variant: "danger", message: t("errors.noCredits"), persist: true });
              navigate("/checkout");
            } else if (code === "UNAUTHORIZED") toast({ variant: "danger", message: t("color.signedOut"), persist: true });
            else toast({ variant: "danger", message });
          },
          replaced: () => {
            markDirty(WHOLE_PAGE);
            scheduleProgress();
          },
          unkept: () => setKept(false),
          lost: () => {
            docRef.current = null;
            setLost(true);
          },
        },
      });
      try {
        await doc.open(colored);
      } catch (error) {
        console.error("the colouring could not be opened", error);
        doc.dispose();
        if (!disposed) setFailed(true);
        return;
      }
      if (disposed) return doc.dispose();
      // Only now may edits reach it: before, they would clash with what it was restoring.
      docRef.current = doc;
      setKept(doc.keptOnDevice);
      setReady(true);
    };
    void start();

    // A stroke ends when the pointer leaves the page too (SPEC §4), not only on release.
    // fabric keeps drawing outside its canvas, so its own mouse-up is run on the way out.
    const internals = canvas as unknown as Internals;
    canvas.on("mouse:out", ({ e }) => {
      if (internals._isCurrentlyDrawing && e) internals._onMouseUp(e);
    });
    canvas.on("mouse:down", () => dispatch({ type: "drawing", on: true }));
    canvas.on("mouse:up", () => dispatch({ type: "drawing", on: false }));
    canvas.on("path:created", ({ path }) => {
      path.set({ selectable: false, evented: false, objectCaching: false });
      // A second finger turned this touch into a pinch: it was never meant as a stroke.
      if (gestureRef.current || !docRef.current) {
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
      const box = path.getBoundingRect();
      editedRef.current({ left: box.left - 2, top: box.top - 2, width: box.width + 4, height: box.height + 4 }, stateRef.current.tool !== "eraser");
    });

    return () => {
      disposed = true;
      abort.abort();
      const doc = docRef.current;
      docRef.current = null;
      // Leaving within the app: what waits is encoded now, before the canvas goes, and sent.
      doc?.leave();
      bitmapsRef.current?.clear();
      bitmapsRef.current = null;
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
    const next = tracker.progress;
    setProgress(next);
    return next;
  }, []);

  /** Measured off the stroke path: after a pause in editing, when the browser is idle. */
  const scheduleProgress = useCallback(() => {
    if (!trackerRef.current) return;
    if (progressTimerRef.current) clearTimeout(progressTimerRef.current);
    progressTimerRef.current = setTimeout(() => {
      progressTimerRef.current = null;
      const run = () => {
        // A repaint still pending would be read half done: wait for it.
        if ((fabricRef.current as unknown as Internals | null)?.nextRenderHandle) return scheduleProgress();
        const start = performance.now();
        measure();
        performance.measure("fill:progress", { start, end: performance.now() });
      };
      if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 1000 });
      else run();
    }, PROGRESS_DELAY_MS);
  }, [measure]);
  useEffect(() => () => void (progressTimerRef.current && clearTimeout(progressTimerRef.current)), []);

  /** The colour was painted with: it leads the recent colours, here and (a moment later) on the account. */
  const usedColor = (color: string) => {
    const next = withRecentColor(recentRef.current, color);
    if (next.join() === recentRef.current.join()) return;
    recentRef.current = next;
    setRecent(next);
    const form = new FormData();
    for (const value of next) form.append("colors", value);
    void fetch("/pages/recent-colors", { method: "POST", body: form, headers: { Accept: "application/json" }, credentials: "same-origin" }).catch(() => undefined);
  };

  /**
   * After every stroke or fill: a history step kept on the device at once, the first-edit
   * claim, progress. The paint is already on the canvas; React renders the toolbar's new
   * state as a transition, so it never holds back the frame that shows the paint.
   */
  const edited = (changed: Rect, painted: boolean) => {
    const doc = docRef.current;
    if (!doc) return;
    markDirty(changed);
    const claim = shouldAutoSave({ isColored: page.is_colored, isOwner: page.is_owner }, claimedRef.current);
    if (claim) claimedRef.current = true;
    doc.edited(changed, claim ? CLAIM_MS : undefined);
    setNotice(false);
    if (painted) usedColor(stateRef.current.color);
    scheduleProgress();
  };
  const editedRef = useRef(edited);
  editedRef.current = edited;

  // --- the bucket: a tap (not a drag, not a pinch) fills the region under it -------------
  const fillRegion = useCallback((regionId: number) => {
    const canvas = fabricRef.current;
    const bitmaps = bitmapsRef.current;
    if (!canvas || !bitmaps || !regionId || !docRef.current) return false;
    const fill = new RegionFill(bitmaps, { regionId, color: stateRef.current.color });
    const objects = canvas.getObjects();
    const layers = layersAfterFill(objects, fill, asFill);
    if (!layers) return false;
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
    editedRef.current({ left: fill.left, top: fill.top, width: fill.width, height: fill.height }, true);
    return true;
  }, []);

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
      setAnnouncement(t("color.picked", { name: nameOf(hex) }));
    },
    [nameOf, t],
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
    const up = (event: PointerEvent) => {
      if (!press || event.pointerId !== press.id) return;
      const moved = Math.hypot(event.clientX - press.x, event.clientY - press.y);
      press = null;
      // A second finger made this a pinch; a long move made it a drag.
      if (gestureRef.current || moved > TAP_SLOP) return;
      const rect = canvas.upperCanvasEl.getBoundingClientRect();
      const point = pagePoint({ x: event.clientX, y: event.clientY }, rect, PAGE, canvas.viewportTransform);
      const tool = stateRef.current.tool;
      if (tool === "picker") return pickRef.current(point);
      const map = mapRef.current;
      if (tool !== "fill" || !map) return;
      fillRegion(regionAt(map, point.x, point.y, hitRadius(rect.width / PICTURE_SIZE)));
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
  }, [ready, fillRegion, gestureRef]);

  // --- brush, colour, size follow the state -------------------------------------------
  useEffect(() => {
    const canvas = fabricRef.current;
    if (!canvas) return;
    // The bucket and the eyedropper tap; brush and eraser draw.
    canvas.isDrawingMode = state.tool === "brush" || state.tool === "eraser";
    canvas.defaultCursor = state.tool === "fill" || state.tool === "picker" ? "crosshair" : "default";
  }, [state.tool, ready]);

  useEffect(() => {
    const brush = fabricRef.current?.freeDrawingBrush;
    if (!brush) return;
    brush.width = brushWidth(state.brushSize, state.zoom);
    // The eraser's preview is white (the line art above stays visible); its path erases.
    brush.color = state.tool === "eraser" ? "#ffffff" : state.color;
    brush.strokeLineCap = "round";
    brush.strokeLineJoin = "round";
    if (brush instanceof PencilBrush) brush.decimate = 1.5;
  }, [state.brushSize, state.zoom, state.color, state.tool, ready]);

  // Hints over the canvas come with their tool and fade.
  useEffect(() => {
    setHint(state.tool === "fill" ? "fill" : state.tool === "picker" ? "picker" : null);
    if (state.tool !== "fill" && state.tool !== "picker") return;
    const timer = setTimeout(() => setHint(null), HINT_MS);
    return () => clearTimeout(timer);
  }, [state.tool]);

  // --- history ---------------------------------------------------------------------
  const undo = useCallback(() => docRef.current?.undo(), []);
  const redo = useCallback(() => docRef.current?.redo(), []);
  const clear = () => docRef.current?.clear();

  // Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z and Ctrl+Y, unless typing somewhere.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      // Not behind a question ("Borrar todo", leaving).
      if (document.querySelector("[role=alertdialog]")) return;
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

  // --- keyboard colouring: arrows move between regions, Enter fills -------------------------
  const regionKeys = useRegionKeys({
    regions: () => (mapRef.current && stopsRef.current ? { map: mapRef.current, stops: stopsRef.current } : null),
    loading: regions === "loading",
    layers: () => fabricRef.current?.getObjects() ?? [],
    isColored: (id) => trackerRef.current?.isColored(id) ?? false,
    fill: fillRegion,
    color: () => stateRef.current.color,
    nameOf,
    reveal: viewport.reveal,
    zoom: { in: () => viewport.zoomBy(ZOOM_STEP), out: () => viewport.zoomBy(1 / ZOOM_STEP), fit: viewport.fit },
    announce: setAnnouncement,
    overlay: focusRef,
  });

  // --- saving, print and download ------------------------------------------------------
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

  /** Print and download use the server's composite: everything must be there first. */
  const ensureSaved = async () => {
    const doc = docRef.current;
    if (!doc) return false;
    if (!doc.hasChanges() && (page.is_colored || claimedRef.current)) return true;
    await doc.save();
    if (!doc.hasChanges() && docRef.current === doc) return true;
    toast({ variant: "danger", message: t("color.needsConnection") });
    return false;
  };

  // Kept across the move to /checkout, where the reason matters.
  const paidOnly = (key: KeysOf<typeof specMessages>) => {
    toast({ variant: "danger", message: t(key), persist: true });
    navigate("/checkout");
  };

  const download = async () => {
    if (!paid) return paidOnly("spec.downloadPaid");
    if (!(await ensureSaved())) return;
    const link = document.createElement("a");
    // The device's own date names the file (the server only knows UTC).
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
    link.href = `/pages/${page.id}/download?date=${day}`;
    link.rel = "noopener";
    document.body.appendChild(link);
    link.click();
    link.remove();
    if (platform === "ios") toast({ variant: "success", message: t("spec.savedToFiles") });
    else if (platform !== "web") toast({ variant: "success", message: t("spec.savedToDocuments") });
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

  const [replay, setReplay] = useState<TimelapseSource | null>(null);
  const [replayOpen, setReplayOpen] = useState(false);
  /** "Ver cómo lo pinté": the picture as it is now, painted again from its time-lapse. */
  const openReplay = () => {
    const doc = docRef.current;
    setReplay({
      steps: doc ? timelapseOf(currentSnapshot(doc.history), beforeRef.current.steps).steps : [],
      lineArt: page.illustration,
      before: colored?.photo ?? null,
      regions: () => regionsReady.current?.promise ?? Promise.resolve(null),
      title: page.title,
      pageId: page.id,
    });
    setReplayOpen(true);
  };

  const [pdfOpen, setPdfOpen] = useState(false);
  /** The print-ready PDF: paid plans only, from the saved colouring (or the blank page). */
  const openPdf = async () => {
    if (!paid) return paidOnly("spec.printPaid");
    if (!(await ensureSaved())) return;
    setPdfOpen(true);
  };

  // --- the tab in the background, closed, offline; leaving ------------------------------------
  const blocker = useKeeping(() => docRef.current, {
    colored,
    ready,
    unkept: !kept && status !== "saved",
    busy: () => stateRef.current.isDrawing,
  });

  // --- the room: the window below the header; in scale mode the whole screen -----------------
  const height = useWorkspace(rootRef, state.scale, () => dispatch({ type: "toggle", panel: "scale" }));
  const toggleScale = () => dispatch({ type: "toggle", panel: "scale" });

  // Toasts go to the top while the tools and colours lie along the bottom (an upright screen),
  // so they never cover what a finger is about to tap.
  const toolsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const tools = toolsRef.current;
    if (!tools) return;
    const root = document.documentElement;
    const place = () => {
      const box = tools.getBoundingClientRect();
      if (box.width > box.height && window.innerHeight - box.bottom < 80) root.dataset.toast = "top";
      else delete root.dataset.toast;
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(tools);
    window.addEventListener("resize", place);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", place);
      delete root.dataset.toast;
    };
  }, [ready]);

  const toggleZoom = () => (state.isExporting ? viewport.fit() : viewport.full());

  // Back to where the person came from within the app (the router numbers its own history
  // entries); opened directly, to the public gallery.
  const back = () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate("/pages/public"));

  const canUndo = history.cursor > 0;
  const canRedo = history.cursor >= 0 && history.cursor < history.snaps.length - 1;
  const hasPaint = currentSnapshot(history).length > 0;
  const painting = state.tool !== "eraser";
  const toolbarId = "color-tools";

  const zoomControls = (
    <ZoomControls
      className="flex"
      percent={zoomPercent}
      full={state.isExporting}
      canZoomOut={canZoomOut}
      onZoomIn={() => viewport.zoomBy(ZOOM_STEP)}
      onZoomOut={() => viewport.zoomBy(1 / ZOOM_STEP)}
      onToggle={toggleZoom}
    />
  );

  const bucket = (
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
        else toast({ variant: "info", message: t(BUCKET_LABEL[regions]) });
      }}
    />
  );

  // Another tab took this colouring over, or it could not be opened: say so, offer a reload.
  if (lost || failed) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center" data-testid={lost ? "editor-lost" : "editor-failed"}>
        <h1 className="text-xl font-extrabold">{title}</h1>
        <p role="alert" className="text-ink-soft">
          {t(lost ? "color.otherTab" : "color.restoreFailed")}
        </p>
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          {t(lost ? "color.continueHere" : "color.retry")}
        </button>
      </div>
    );
  }

  return (
    <div
      ref={rootRef}
      className={
        state.scale
          ? "fixed inset-0 z-40 flex flex-col gap-2 bg-paper p-2 pt-[max(0.5rem,env(safe-area-inset-top))] sm:p-3"
          : "flex min-h-[16rem] flex-col gap-2"
      }
      style={state.scale ? undefined : { height }}
      data-testid="editor"
      data-ready={ready || undefined}
      data-history-size={history.snaps.length}
      data-history-cursor={history.cursor}
      data-regions={regions}
      data-scale={state.scale || undefined}
    >
      <header className="flex items-center gap-1 sm:gap-2">
        <ToolButton icon={ArrowLeft} label={t("color.back")} onClick={back} testId="back" />
        {/* Its height never changes with what it says: a taller header would move the picture under a finger. */}
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0 items-center gap-2">
            <h1 className="min-w-0 flex-1 truncate text-lg font-extrabold leading-tight sm:flex-none sm:text-xl">{title}</h1>
            {progress ? (
              <span className="shrink-0 sm:hidden">
                <ProgressMeter progress={progress} compact />
              </span>
            ) : null}
          </div>
          <p className="flex h-[2lh] min-w-0 items-start gap-x-3 text-xs leading-tight sm:h-[1lh] sm:items-center sm:text-sm">
            <SaveState status={status} kept={kept} />
            {progress ? (
              <span className="hidden shrink-0 sm:block">
                <ProgressMeter progress={progress} />
              </span>
            ) : null}
          </p>
        </div>
        <div role="toolbar" aria-label={t("color.pageActions")} className="flex shrink-0 items-center">
          <ToolButton icon={Save} label={t("color.save")} disabled={status === "saved" || !ready} onClick={() => void docRef.current?.save({ explicit: true })} testId="save" />
          {/* Held sideways, the header has the room the side toolbar lacks. */}
          <span className="hidden landscape:contents">{zoomControls}</span>
          <ToolButton icon={state.scale ? Shrink : Expand} label={state.scale ? t("color.scaleExit") : t("color.scale")} pressed={state.scale} onClick={toggleScale} testId="scale" />
          <span className="hidden items-center sm:flex">
            <ToolButton icon={Printer} label={t("color.print")} onClick={() => void print()} testId="print" />
            <ToolButton icon={Download} label={t("color.download")} onClick={() => void download()} testId="download" />
            <ToolButton icon={FileDown} label={t("print.pdf")} onClick={() => void openPdf()} testId="pdf" />
            <ToolButton icon={Film} label={t("color.timelapse")} onClick={openReplay} disabled={!ready} testId="timelapse-open" />
            <ToolButton icon={Trash2} label={t("color.clear")} onClick={() => setConfirmClear(true)} disabled={!hasPaint} testId="clear" />
          </span>
          <MoreMenu className="sm:hidden">
            {(close) => (
              <>
                <MenuItem icon={ZoomIn} label={t("color.zoomIn")} onClick={() => (close(), viewport.zoomBy(ZOOM_STEP))} />
                <MenuItem icon={ZoomOut} label={t("color.zoomOut")} onClick={() => (close(), viewport.zoomBy(1 / ZOOM_STEP))} />
                <MenuItem icon={state.isExporting ? Minimize2 : Maximize2} label={state.isExporting ? t("color.zoomFit") : t("color.zoomFull")} onClick={() => (close(), toggleZoom())} />
                <MenuItem icon={Printer} label={t("color.print")} onClick={() => (close(), void print())} testId="print-menu" />
                <MenuItem icon={Download} label={t("color.download")} onClick={() => (close(), void download())} testId="download-menu" />
                <MenuItem icon={FileDown} label={t("print.pdf")} onClick={() => (close(), void openPdf())} testId="pdf-menu" />
                <MenuItem icon={Film} label={t("color.timelapse")} onClick={() => (close(), openReplay())} testId="timelapse-menu" />
                {hasPaint ? <MenuItem icon={Trash2} label={t("color.clear")} onClick={() => (close(), setConfirmClear(true))} testId="clear-menu" danger /> : null}
              </>
            )}
          </MoreMenu>
        </div>
      </header>

      <div className="flex min-h-0 flex-1 flex-col gap-2 landscape:flex-row">
        <div
          ref={toolsRef}
          id={toolbarId}
          role="toolbar"
          aria-label={t("color.toolbar")}
          className="card order-3 flex shrink-0 items-center justify-center gap-0.5 p-1 landscape:order-1 landscape:flex-col landscape:justify-start landscape:overflow-y-auto"
        >
          <ToolButton icon={Brush} label={t("color.brush")} pressed={state.tool === "brush"} onClick={() => dispatch({ type: "tool", tool: "brush" })} testId="brush" />
          <ToolButton icon={Eraser} label={t("color.eraser")} pressed={state.tool === "eraser"} onClick={() => dispatch({ type: "tool", tool: "eraser" })} testId="eraser" />
          {bucket}
          <Divider />
          <ToolButton icon={Undo2} label={t("color.undo")} disabled={!canUndo} onClick={undo} testId="undo" />
          <ToolButton icon={Redo2} label={t("color.redo")} disabled={!canRedo} onClick={redo} testId="redo" />
          <Divider />
          <ToolButton icon={PaletteIcon} label={t("color.paletteToggle")} expanded={state.palette} controls="color-palette" onClick={() => dispatch({ type: "toggle", panel: "palette" })} testId="palette-toggle">
            <span aria-hidden className="absolute bottom-1 right-1 size-3 rounded-full ring-2 ring-white" style={{ background: state.tool === "eraser" ? "#ffffff" : state.color }} />
          </ToolButton>
          {/* Upright: the zoom sits with the tools (on a phone, in "Más acciones" and under the fingers). */}
          <span className="hidden sm:contents landscape:hidden">
            <Divider />
            {zoomControls}
          </span>
        </div>

        <div
          ref={viewport.frameRef}
          className="relative order-1 min-h-0 min-w-0 flex-1 overflow-hidden rounded-(--radius-card) border border-line bg-brand-50/60 shadow-(--shadow-card) landscape:order-2"
          style={{ touchAction: "none" }}
          tabIndex={0}
          role="application"
          aria-label={t("color.canvasKeys", { title })}
          onKeyDown={regionKeys.onKeyDown}
          onBlur={regionKeys.onBlur}
          data-testid="canvas-frame"
        >
          <div ref={viewport.stageRef} className="absolute left-0 top-0 origin-top-left bg-white shadow-sm will-change-transform" style={{ width: PICTURE_SIZE, height: PICTURE_SIZE }}>
            <canvas ref={canvasElRef} data-testid="paint-canvas" />
            {/* The line art sits above the paint and multiplies: white lets paint through, lines stay black. */}
            <img
              src={page.illustration}
              alt=""
              draggable={false}
              className="pointer-events-none absolute inset-0 size-full select-none mix-blend-multiply"
              data-testid="line-art"
            />
            <canvas ref={focusRef} width={PICTURE_SIZE} height={PICTURE_SIZE} aria-hidden className="pointer-events-none absolute inset-0 size-full" data-testid="region-focus" />
          </div>
          {!ready ? <div className="absolute inset-0 grid place-items-center bg-white/70 text-sm font-bold text-ink-muted">{t("color.loading")}</div> : null}
          {notice && ready ? (
            <div className="absolute inset-x-2 top-2 z-10 flex items-start gap-2 rounded-(--radius-control) border border-sun-300 bg-sun-100 p-3 text-sm font-semibold text-ink shadow-(--shadow-card)" role="note" data-testid="credit-notice">
              <p className="flex-1">{t("color.credit.notice", { count: credits.publicPage })}</p>
              <button type="button" className="-m-1 grid size-8 shrink-0 place-items-center rounded-full hover:bg-sun-300" onClick={() => setNotice(false)} aria-label={t("color.credit.dismiss")}>
                <X aria-hidden className="size-4" />
              </button>
            </div>
          ) : null}
          {hint ? (
            <p className="pointer-events-none absolute inset-x-2 top-2 z-10 mx-auto w-fit max-w-[calc(100%-1rem)] rounded-full bg-ink/85 px-4 py-2 text-center text-sm font-semibold text-white" data-testid={`${hint}-hint`}>
              {hint === "picker" ? (
                <>
                  <Pipette aria-hidden className="mr-1.5 inline size-4 align-[-3px]" />
                  {t("color.eyedropperHint")}
                </>
              ) : (
                t("fill.hint")
              )}
            </p>
          ) : null}
        </div>

        {state.palette ? (
          <div id="color-palette" className="order-2 flex min-h-0 min-w-0 shrink-0 landscape:order-3">
            <Palette
              color={state.color}
              brushSize={state.brushSize}
              recent={recent}
              picking={state.tool === "picker"}
              painting={painting}
              onColor={(color) => dispatch({ type: "color", color })}
              onSize={(size) => dispatch({ type: "brush-size", size })}
              onPicker={() => dispatch({ type: "tool", tool: state.tool === "picker" ? state.previousTool : "picker" })}
            />
          </div>
        ) : null}
      </div>

      <p aria-live="polite" className="sr-only" data-testid="announcer">
        {announcement}
      </p>
      <canvas ref={confettiRef} aria-hidden className="pointer-events-none fixed inset-0 z-40 size-full" />

      <PrintPdfDialog pageId={page.id} open={pdfOpen} onOpenChange={setPdfOpen} onDownloaded={celebrate} />
      <TimelapsePlayer source={replay} open={replayOpen} onOpenChange={setReplayOpen} />
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={t("color.clearTitle")}
        description={t("color.clearBody")}
        confirmLabel={t("color.clearConfirm")}
        cancelLabel={t("color.cancel")}
        onConfirm={() => {
          setConfirmClear(false);
          clear();
        }}
        testId="clear-dialog"
      />
      <ConfirmDialog
        open={blocker.state === "blocked"}
        onOpenChange={(open) => {
          if (!open && blocker.state === "blocked") blocker.reset();
        }}
        title={t("color.leaveTitle")}
        description={t("color.leaveBody")}
        confirmLabel={t("color.leaveAnyway")}
        cancelLabel={t("color.stay")}
        onConfirm={() => blocker.proceed?.()}
        testId="leave-dialog"
      />
    </div>
  );
}
