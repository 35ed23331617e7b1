import { startTransition, useReducer, useRef, useState, type RefObject } from "react";
import { usePaidFeatures } from "~/components/paid/paid-feature";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { colorMessages } from "~/i18n/messages/color";
import { fillMessages } from "~/i18n/messages/fill";
import { PICTURE_SIZE } from "~/lib/pages";
import { useT } from "~/utils/i18n-react";
import { EditorLayout, PICTURE_BOX, PictureStill } from "./editor-layout";
import { EditorNotes, EditorStopped } from "./editor-notes";
import { editorReducer, initialEditorState } from "./editor-state";
import { EditorHeader, EditorTools } from "./editor-toolbar";
import type { ZoomActions } from "./editor-ui";
import { FillStyleControl, useFillStyle } from "./fill-style-control";
import { Palette, useColorName } from "./palette";
import { PrintPdfDialog } from "./print-pdf-dialog";
import { pictureAtRest, type ColorScreenData } from "~/lib/color-screen-data";
import { TimelapsePlayer } from "./timelapse-player";
import { useCelebrate } from "./use-celebrate";
import { useFabricCanvas } from "./use-fabric-canvas";
import { useHistory } from "./use-history";
import { useKeeping } from "./use-keeping";
import { useMissing } from "./use-missing";
import { usePrintDownload } from "./use-print-download";
import { useRecentColors } from "./use-recent-colors";
import { useRegionKeys } from "./use-region-keys";
import { useSaveStatus } from "./use-save-status";
import { useFinishCelebration, useStayInside } from "./use-stay-inside";
import { useTimelapse } from "./use-timelapse";
import { useTools } from "./use-tools";
import { useSharpLines } from "./use-sharp-lines";
import { useViewport } from "./use-viewport";
import { useWorkspace } from "./use-workspace";
import { fitScale, ZOOM_STEP } from "./view";

export type EditorProps = Pick<ColorScreenData, "page" | "colored" | "paid" | "platform" | "credits" | "viewerId" | "recentColors">;

/**
 * The colour screen (docs/product.md §2, §4; issues #4, #8, #13): a fabric.js paint layer under the
 * page's line art; brush, eraser, tap-to-fill and eyedropper for mouse, touch, pen and
 * keyboard; pinch, pan and double-tap zoom; a bounded history shared by strokes and fills;
 * and continuous saving: every edit kept on the device at once and on the server a moment
 * later (ColoringDoc), so nothing is lost and nothing needs a save button.
 *
 * Each concern is a hook of its own; their effects run in the order the hooks are called here.
 */
export default function Editor({ page, colored, paid, platform, credits, viewerId, recentColors }: EditorProps) {
  const t = useT(fillMessages, colorMessages);
  const nameOf = useColorName();
  const [state, dispatch] = useReducer(editorReducer, initialEditorState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const [confirmClear, setConfirmClear] = useState(false);
  const chargeable = !page.isColored && !page.isOwner;
  const [notice, setNotice] = useState(chargeable);
  const [announcement, setAnnouncement] = useState("");
  // Unknown (and not shown) until the view has fitted the picture: a figure that changed in place would move.
  const [zoomPercent, setZoomPercent] = useState<number | null>(null);
  const [canZoomOut, setCanZoomOut] = useState(false);
  const focusRef = useRef<HTMLCanvasElement>(null);
  const lineArtRef = useRef<HTMLImageElement>(null);
  const sharpRef = useRef<HTMLCanvasElement>(null);
  const pulseRef = useRef<HTMLCanvasElement>(null);
  const title = page.title;
  const still = pictureAtRest({ page, colored });

  const { confettiRef, celebrate } = useCelebrate();
  const { recent, usedColor } = useRecentColors(recentColors);
  const save = useSaveStatus({ dispatch, announce: setAnnouncement, celebrate, onStored: () => setNotice(false) });
  const timelapse = useTimelapse({ page });

  // --- the view: fit, pinch, pan, double tap, wheel ------------------------------------
  // (Its callbacks run on gestures, after this render has made `paint` and `tools` below.)
  const viewport = useViewport({
    onMove: () => sharpLines.moved(),
    onSettle: (view, full) => {
      sharpLines.settled(view);
      const fit = fitScale(viewport.sizeRef.current);
      // (a rested view's figures re-render the whole screen: in slices, never one long task)
      startTransition(() => {
        setZoomPercent(Math.round(view.scale * 100));
        setCanZoomOut(view.scale > Math.min(fit, 1) * 1.001);
        dispatch({ type: "zoomed", zoom: view.scale, full });
      });
    },
    onGestureStart: () => paint.dropStroke(),
    onDoubleTap: () => tools.retractTap(),
  });

  // --- the lines drawn again at the screen's pixels whenever the view rests (issue #43.1) ----
  const sharpLines = useSharpLines({
    src: page.illustration,
    lineArtRef,
    canvasRef: sharpRef,
    stageRef: viewport.stageRef,
    sizeRef: viewport.sizeRef,
  });

  // --- fabric, the region map and the colouring, once per page; progress measured off it ----
  const paint = useFabricCanvas({
    page,
    colored,
    viewerId,
    gestureRef: viewport.gestureRef,
    stateRef,
    dispatch,
    save,
    timelapse,
    onEdited: (painted) => {
      setNotice(false);
      finishEdited();
      if (painted) usedColor(stateRef.current.color);
    },
  });

  // --- brush, eraser, bucket and eyedropper; brush, colour, size follow the state -----------
  const fillStyle = useFillStyle();
  const tools = useTools({ paint, state, stateRef, dispatch, gestureRef: viewport.gestureRef, nameOf, announce: setAnnouncement, fillStyleRef: fillStyle.ref });

  // --- "No salirse": brush strokes kept inside the region they start in; the finished page's celebration ----
  const stayInside = useStayInside({ paint, stateRef, dispatch });
  const finishEdited = useFinishCelebration({ userId: viewerId, pageId: page.id, progress: paint.progress, celebrate });

  // --- history: undo, redo, clear, and their keys -------------------------------------------
  const history = useHistory(paint.docRef, paint.history);

  // --- keyboard colouring: arrows move between regions, Enter fills -------------------------
  const regionKeys = useRegionKeys({
    regions: () => (paint.mapRef.current && paint.stopsRef.current ? { map: paint.mapRef.current, stops: paint.stopsRef.current } : null),
    loading: paint.regions === "loading",
    layers: () => paint.fabricRef.current?.getObjects() ?? [],
    isColored: paint.isColored,
    fill: tools.fillRegion,
    color: () => stateRef.current.color,
    nameOf,
    reveal: viewport.reveal,
    zoom: { in: () => viewport.zoomBy(ZOOM_STEP), out: () => viewport.zoomBy(1 / ZOOM_STEP), fit: viewport.fit },
    announce: setAnnouncement,
    overlay: focusRef,
  });

  // --- "¿Qué me falta?": the next region still to colour, zoomed to and pulsing; F ---------------
  const missing = useMissing({
    regions: paint.regions,
    found: () => (paint.mapRef.current && paint.stopsRef.current ? { map: paint.mapRef.current, stops: paint.stopsRef.current } : null),
    measure: paint.measureProgress,
    isColored: paint.isColored,
    show: viewport.showRegion,
    announce: setAnnouncement,
    overlay: pulseRef,
    focusRegion: regionKeys.place,
    frame: viewport.frameRef,
  });

  // --- print, download and the PDF --------------------------------------------------------
  const { ask: askPaid } = usePaidFeatures();
  const printDownload = usePrintDownload({ page, paid, askPaid, platform, docRef: paint.docRef, claimedRef: paint.claimedRef, celebrate });

  // --- the tab in the background, closed, offline; leaving ------------------------------------
  const blocker = useKeeping(() => paint.docRef.current, {
    colored,
    ready: paint.ready,
    unkept: !save.kept && save.status !== "saved",
    busy: () => stateRef.current.isDrawing,
  });

  // --- the room: the window below the header; in scale mode the whole screen -----------------
  useWorkspace(state.scale, () => dispatch({ type: "toggle", panel: "scale" }));
  const toggleScale = () => dispatch({ type: "toggle", panel: "scale" });

  const zoom: ZoomActions = {
    percent: zoomPercent,
    full: state.isExporting,
    canZoomOut,
    zoomIn: () => viewport.zoomBy(ZOOM_STEP),
    zoomOut: () => viewport.zoomBy(1 / ZOOM_STEP),
    toggle: () => (state.isExporting ? viewport.fit() : viewport.full()),
  };

  // Another tab took this colouring over, or it could not be opened: say so, offer a reload.
  if (paint.lost || paint.failed) return <EditorStopped title={title} lost={paint.lost} />;

  return (
    <EditorLayout
      scale={state.scale}
      data-testid="editor"
      data-ready={paint.ready || undefined}
      data-history-size={paint.history.snaps.length}
      data-history-cursor={paint.history.cursor}
      data-regions={paint.regions}
      data-scale={state.scale || undefined}
      header={
        <EditorHeader
          title={title}
          progress={paint.progress}
          status={save.status}
          kept={save.kept}
          ready={paint.ready}
          scale={state.scale}
          hasPaint={history.hasPaint}
          zoom={zoom}
          onSave={() => void paint.docRef.current?.save({ explicit: true })}
          onToggleScale={toggleScale}
          onPrint={printDownload.print}
          onDownload={printDownload.download}
          onPdf={printDownload.openPdf}
          onReplay={() => timelapse.openReplay(paint.docRef.current, paint.regionBitmaps)}
          onClear={() => setConfirmClear(true)}
        />
      }
      notes={<EditorNotes ready={paint.ready} notice={notice ? { credits: credits.publicPage, onDismiss: () => setNotice(false) } : null} hint={tools.hint} />}
      tools={
        <EditorTools
          state={state}
          dispatch={dispatch}
          regions={paint.regions}
          history={history}
          zoom={zoom}
          stayInside={stayInside}
          missing={{ left: paint.progress ? paint.progress.total - paint.progress.colored : null, find: missing.find }}
        />
      }
      picture={
        // The picture is a keyboard widget of its own (arrows choose an area, Enter paints it): an application.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div
          ref={viewport.frameRef}
          className={PICTURE_BOX}
          style={{ touchAction: "none" }}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="application"
          aria-label={t("color.canvasKeys", { title })}
          onKeyDown={regionKeys.onKeyDown}
          onBlur={regionKeys.onBlur}
          data-testid="canvas-frame"
        >
          <div
            ref={viewport.stageRef}
            className="absolute left-0 top-0 origin-top-left bg-white shadow-sm will-change-transform"
            style={{ width: PICTURE_SIZE, height: PICTURE_SIZE }}
          >
            <canvas ref={paint.canvasElRef} data-testid="paint-canvas" />
            {/* The line art sits above the paint and multiplies: white lets paint through, lines stay black. */}
            <img
              ref={lineArtRef}
              src={page.illustration}
              // One picture pixel per CSS pixel of its 1024 px box, which the stage's transform
              // scales to the screen: said, as Lighthouse's image-size-responsive reads the box.
              srcSet={`${page.illustration} 1x`}
              alt=""
              draggable={false}
              className="pointer-events-none absolute inset-0 size-full select-none mix-blend-multiply"
              data-testid="line-art"
            />
            <OverlayCanvas canvasRef={focusRef} testId="region-focus" />
            {/* "¿Qué me falta?": the shown region's outline, pulsing (its opacity, on the compositor). */}
            <OverlayCanvas canvasRef={pulseRef} testId="missing-pulse" />
          </div>
          {/* The lines at the screen's own pixels for the view at rest, over the stage and multiplying as the line art does. */}
          <canvas
            ref={sharpRef}
            aria-hidden
            className="pointer-events-none invisible absolute inset-0 size-full mix-blend-multiply"
            data-testid="sharp-lines"
          />
          {/* Until the colouring is open, the picture the server showed stays where it was. */}
          {!paint.ready ? <PictureStill src={still} alt="" /> : null}
        </div>
      }
      palette={
        state.palette ? (
          <Palette
            color={state.color}
            brushSize={state.brushSize}
            recent={recent}
            picking={state.tool === "picker"}
            painting={state.tool !== "eraser"}
            onColor={(color) => dispatch({ type: "color", color })}
            onSize={(size) => dispatch({ type: "brush-size", size })}
            onPicker={() => dispatch({ type: "tool", tool: state.tool === "picker" ? state.previousTool : "picker" })}
            extra={
              paint.regions !== "none" ? (
                <FillStyleControl
                  choice={fillStyle.choice}
                  color={state.color}
                  disabled={paint.regions !== "ready"}
                  onChoice={(choice) => {
                    fillStyle.setChoice(choice);
                    dispatch({ type: "tool", tool: "fill" });
                  }}
                />
              ) : null
            }
          />
        ) : null
      }
    >
      <p aria-live="polite" className="sr-only" data-testid="announcer">
        {announcement}
      </p>
      <canvas ref={confettiRef} aria-hidden className="pointer-events-none fixed inset-0 z-40 size-full" />

      <PrintPdfDialog pageId={page.id} open={printDownload.pdfOpen} onOpenChange={printDownload.setPdfOpen} onDownloaded={celebrate} />
      <TimelapsePlayer
        source={timelapse.replay}
        open={timelapse.replayOpen}
        onOpenChange={timelapse.setReplayOpen}
        paid={paid}
        onPaidOnly={() => askPaid("timelapseVideo")}
      />
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={t("color.clearTitle")}
        description={t("color.clearBody")}
        confirmLabel={t("color.clearConfirm")}
        cancelLabel={t("color.cancel")}
        onConfirm={() => {
          setConfirmClear(false);
          history.clear();
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
    </EditorLayout>
  );
}

/** A picture-sized canvas drawn over the picture, out of the pointer's way and of screen readers' (a region's focus, the pulse of the one left). */
function OverlayCanvas({ canvasRef, testId }: { canvasRef: RefObject<HTMLCanvasElement>; testId: string }) {
  return (
    <canvas
      ref={canvasRef}
      width={PICTURE_SIZE}
      height={PICTURE_SIZE}
      aria-hidden
      className="pointer-events-none absolute inset-0 size-full"
      data-testid={testId}
    />
  );
}
