import { colorMessages } from "~/i18n/messages/color";
import { Canvas, type FabricObject } from "fabric";
import { startTransition, useEffect, useRef, useState, type Dispatch, type MutableRefObject, type RefObject } from "react";
import { useToast } from "~/components/toast";
import { PICTURE_SIZE, type Card } from "~/lib/pages";
import { useT } from "~/utils/i18n-react";
import { ColoringDoc } from "./coloring-doc";
import { CLAIM_MS } from "./coloring-sync";
import { shouldAutoSave, type EditorAction, type EditorState } from "./editor-state";
import { RegionBitmaps } from "./fill";
import type { History } from "./history";
import { drawOnTop, WHOLE_PAGE } from "./layers";
import { loadRegionMap } from "./load-region-map";
import { openLocalStore, type LocalStore } from "./local-store";
import type { Rect } from "./progress";
import { makeFillSurface, releaseFillSurface, type FillSurface } from "./region-fill";
import { StayInsideBrush } from "./region-stroke";
import type { RegionMap } from "./region-map";
import { regionStops, type RegionStops } from "./region-nav";
import type { ServerColoring } from "~/lib/color-screen-data";
import { useProgress } from "./use-progress";
import type { SaveStatusView } from "./use-save-status";
import type { Timelapse } from "./use-timelapse";

/** The bucket's state: the page has no region map, it is loading, ready, or failed to load. */
export type Regions = "none" | "loading" | "ready" | "failed";

const PAGE = { width: PICTURE_SIZE, height: PICTURE_SIZE };

type Internals = { _isCurrentlyDrawing?: boolean; _onMouseUp: (e: Event) => void };

/** The device's store, opened once per page load (null where IndexedDB is unavailable). */
let storeOpening: Promise<LocalStore | null> | null = null;
const localStore = () => (storeOpening ??= openLocalStore());

export type FabricCanvasOptions = {
  page: Card;
  colored: ServerColoring | null;
  viewerId: number;
  /** True while a pinch or a double tap is under way (the view's): a stroke drawn meanwhile is dropped. */
  gestureRef: RefObject<boolean>;
  stateRef: MutableRefObject<EditorState>;
  dispatch: Dispatch<EditorAction>;
  /** Where the colouring's saving is shown and said. */
  save: SaveStatusView;
  /** The server's time-lapse of a picture the colouring starts from, and the time-lapse as it is now, for the saves. */
  timelapse: Timelapse;
  /** After a stroke or a fill reached the colouring; `painted` unless it erased. */
  onEdited: (painted: boolean) => void;
};

/**
 * The paint layer and the colouring on it, once per page (docs/product.md §4; issues #8, #13): the fabric
 * canvas (strokes end where the pointer leaves the page; a pinch's stroke is dropped), the
 * page's region map (the bucket, keyboard colouring and progress need it; fills restored from
 * the device too), and the ColoringDoc that keeps every edit on the device and the server.
 * Edits reach it only once it is open. Progress is measured off this canvas (useProgress).
 */
export function useFabricCanvas({ page, colored, viewerId, gestureRef, stateRef, dispatch, save, timelapse, onEdited }: FabricCanvasOptions) {
  const t = useT(colorMessages);
  const toast = useToast();
  const [history, setHistory] = useState<History<FabricObject>>({ snaps: [], cursor: -1 });
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  /** Another tab took this colouring over. */
  const [lost, setLost] = useState(false);
  const [regions, setRegions] = useState<Regions>(page.regionMap ? "loading" : "none");
  const canvasElRef = useRef<HTMLCanvasElement>(null);
  const fabricRef = useRef<Canvas | null>(null);
  const docRef = useRef<ColoringDoc | null>(null);
  const claimedRef = useRef(false);
  const mapRef = useRef<RegionMap | null>(null);
  const bitmapsRef = useRef<RegionBitmaps<FillSurface> | null>(null);
  const stopsRef = useRef<RegionStops | null>(null);
  const regionsReady = useRef<{ promise: Promise<RegionBitmaps<FillSurface> | null>; resolve: (b: RegionBitmaps<FillSurface> | null) => void } | null>(null);
  if (!regionsReady.current) {
    let resolve: (b: RegionBitmaps<FillSurface> | null) => void = () => {};
    const promise = new Promise<RegionBitmaps<FillSurface> | null>((done) => (resolve = done));
    regionsReady.current = { promise, resolve };
  }

  useEffect(() => {
    let disposed = false;
    const abort = new AbortController();
    let made: Canvas | null = null;

    // The region map: the bucket, keyboard colouring, progress; fills restored from the device need it.
    if (page.regionMap) {
      loadRegionMap(page.regionMap, PAGE, abort.signal).then(
        (map) => {
          if (disposed) return;
          mapRef.current = map;
          bitmapsRef.current = new RegionBitmaps(map, makeFillSurface, undefined, releaseFillSurface);
          progress.track(map);
          stopsRef.current = regionStops(map);
          regionsReady.current?.resolve(bitmapsRef.current);
          progress.markDirty(WHOLE_PAGE);
          // (what loading makes known is drawn in a transition: the whole screen renders again,
          // in slices the browser can answer a tap between, not in one long task)
          startTransition(() => setRegions("ready"));
          progress.scheduleProgress();
        },
        (error: unknown) => {
          regionsReady.current?.resolve(null);
          if (abort.signal.aborted) return;
          console.error("the region map could not be loaded", error);
          startTransition(() => setRegions("failed"));
        },
      );
    } else regionsReady.current?.resolve(null);

    // fabric's canvas is made in a task of its own, after the one that mounted the editor (its
    // DOM's first style and layout): together they were one long task of the screen's start.
    // Nothing reaches it before it is open (`ready`), which only happens after this.
    const make = () => {
      const element = canvasElRef.current;
      if (!element) {
        toast({ variant: "danger", message: t("color.contextNotFound") });
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
      made = canvas;
      if (!canvas.getContext()) {
        toast({ variant: "danger", message: t("color.contextNotFound") });
        return;
      }
      canvas.freeDrawingBrush = new StayInsideBrush(canvas);
      fabricRef.current = canvas;
      const start = async () => {
        const store = await localStore();
        if (disposed) return;
        startTransition(() => save.setKept(store !== null));
        const doc = new ColoringDoc(canvas, {
          userId: viewerId,
          pageId: page.id,
          saveUrl: `/pages/${page.id}/save`,
          store,
          regions: () => regionsReady.current?.promise ?? Promise.resolve(null),
          progress: () => progress.measure()?.percent ?? null,
          readTimelapse: timelapse.read,
          timelapse: () => timelapse.now(docRef.current),
          events: {
            history: (next) => startTransition(() => setHistory(next)),
            ...save.events,
            replaced: () => {
              progress.markDirty(WHOLE_PAGE);
              progress.scheduleProgress();
            },
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
        startTransition(() => {
          save.setKept(doc.keptOnDevice);
          setReady(true);
        });
      };
      void start();

      // A stroke ends when the pointer leaves the page too (docs/product.md §4), not only on release.
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
        drawOnTop(canvas, path);
        const box = path.getBoundingRect();
        editedRef.current({ left: box.left - 2, top: box.top - 2, width: box.width + 4, height: box.height + 4 }, stateRef.current.tool !== "eraser");
      });
    };
    const making = setTimeout(() => {
      if (!disposed) make();
    }, 0);

    return () => {
      disposed = true;
      clearTimeout(making);
      abort.abort();
      const doc = docRef.current;
      docRef.current = null;
      // Leaving within the app: what waits is encoded now, before the canvas goes, and sent.
      doc?.leave();
      bitmapsRef.current?.clear();
      bitmapsRef.current = null;
      fabricRef.current = null;
      void made?.dispose();
    };
    // The canvas is made once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page.id]);

  // Called after the canvas's effect, so its timer is cleared after the canvas goes, as effects run in order.
  const progress = useProgress(fabricRef);

  /**
   * After every stroke or fill: a history step kept on the device at once, the first-edit
   * claim, progress. The paint is already on the canvas; React renders the toolbar's new
   * state as a transition, so it never holds back the frame that shows the paint.
   */
  const edited = (changed: Rect, painted: boolean) => {
    const doc = docRef.current;
    if (!doc) return;
    progress.markDirty(changed);
    const claim = shouldAutoSave({ isColored: page.isColored, isOwner: page.isOwner }, claimedRef.current);
    if (claim) claimedRef.current = true;
    doc.edited(changed, claim ? CLAIM_MS : undefined);
    onEdited(painted);
    progress.scheduleProgress();
  };
  const editedRef = useRef(edited);
  editedRef.current = edited;

  /** A touch that became a pinch was never meant as a stroke: drop what fabric started. */
  const dropStroke = () => {
    const canvas = fabricRef.current;
    const internals = canvas as unknown as Internals | null;
    if (canvas && internals?._isCurrentlyDrawing) {
      internals._isCurrentlyDrawing = false;
      canvas.clearContext(canvas.contextTop);
    }
  };

  /** The page's region bitmaps once its map has loaded (null: it has none, or it failed). */
  const regionBitmaps = () => regionsReady.current?.promise ?? Promise.resolve(null);

  return {
    canvasElRef,
    fabricRef,
    docRef,
    claimedRef,
    editedRef,
    mapRef,
    bitmapsRef,
    stopsRef,
    regionBitmaps,
    dropStroke,
    history,
    ready,
    failed,
    lost,
    regions,
    progress: progress.progress,
    /** Progress read now off what changed (not waiting for the idle moment); null without a map. */
    measureProgress: progress.measure,
    isColored: progress.isColored,
  };
}

export type FabricCanvas = ReturnType<typeof useFabricCanvas>;
