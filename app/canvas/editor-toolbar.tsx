import { useNavigate } from "@remix-run/react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Brush from "lucide-react/icons/brush";
import Download from "lucide-react/icons/download";
import Eraser from "lucide-react/icons/eraser";
import Expand from "lucide-react/icons/expand";
import FileDown from "lucide-react/icons/file-down";
import Film from "lucide-react/icons/film";
import Maximize2 from "lucide-react/icons/maximize-2";
import Minimize2 from "lucide-react/icons/minimize-2";
import PaintBucket from "lucide-react/icons/paint-bucket";
import PaletteIcon from "lucide-react/icons/palette";
import Printer from "lucide-react/icons/printer";
import Redo2 from "lucide-react/icons/redo-2";
import Save from "lucide-react/icons/save";
import ScanSearch from "lucide-react/icons/scan-search";
import Shrink from "lucide-react/icons/shrink";
import SquareDashed from "lucide-react/icons/square-dashed";
import Trash2 from "lucide-react/icons/trash";
import Undo2 from "lucide-react/icons/undo-2";
import ZoomIn from "lucide-react/icons/zoom-in";
import ZoomOut from "lucide-react/icons/zoom-out";
import type { Dispatch } from "react";
import { ShareColoring } from "~/components/share-coloring";
import { useToast } from "~/components/toast";
import type { MessageKey } from "~/i18n";
import { colorMessages } from "~/i18n/messages/color";
import { fillMessages } from "~/i18n/messages/fill";
import { missingMessages } from "~/i18n/messages/missing";
import { printMessages } from "~/i18n/messages/print";
import { stayInsideMessages } from "~/i18n/messages/stay-inside";
import { useT } from "~/utils/i18n-react";
import type { EditorAction, EditorState } from "./editor-state";
import { Divider, MenuItem, MoreMenu, ProgressMeter, SaveState, ToolButton, ZoomControls, type SaveView, type ZoomActions } from "./editor-ui";
import type { Progress } from "./progress";
import type { Regions } from "./use-fabric-canvas";
import { MISSING_KEY, MISSING_UNAVAILABLE } from "./use-missing";

/** The bucket's label says what it does, or why it cannot. */
const BUCKET_LABEL = { ready: "fill.tool", loading: "fill.loading", none: "fill.unavailable", failed: "fill.failed" } as const satisfies Record<
  Regions,
  MessageKey
>;

export type EditorHeaderProps = {
  title: string;
  progress: Progress | null;
  status: SaveView;
  kept: boolean;
  ready: boolean;
  scale: boolean;
  hasPaint: boolean;
  zoom: ZoomActions;
  onSave: () => void;
  onToggleScale: () => void;
  onPrint: () => unknown;
  onDownload: () => unknown;
  onPdf: () => unknown;
  onReplay: () => void;
  onClear: () => void;
};

/**
 * The colour screen's header: back, the title, the save state and progress (their height never
 * changes), and the page's actions; on a phone most of them in "Más acciones".
 */
export function EditorHeader({
  title,
  progress,
  status,
  kept,
  ready,
  scale,
  hasPaint,
  zoom,
  onSave,
  onToggleScale,
  onPrint,
  onDownload,
  onPdf,
  onReplay,
  onClear,
}: EditorHeaderProps) {
  const t = useT(colorMessages, printMessages);
  const navigate = useNavigate();
  // Back to where the person came from within the app (the router numbers its own history
  // entries); opened directly, to the public gallery.
  const back = () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate("/pages/public"));

  return (
    <header className="flex items-center gap-1 sm:gap-2">
      <ToolButton icon={ArrowLeft} label={t("color.back")} onClick={back} testId="back" />
      {/* Its height never changes with what it says: a taller header would move the picture under a finger. */}
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-center gap-2">
          <h1 className="min-w-0 flex-1 truncate text-lg font-extrabold leading-tight sm:flex-initial sm:text-xl">{title}</h1>
          {progress ? (
            <span className="shrink-0 md:hidden">
              <ProgressMeter progress={progress} compact />
            </span>
          ) : null}
        </div>
        <p className="flex h-[2lh] min-w-0 items-start gap-x-3 text-xs leading-tight sm:h-[1lh] sm:items-center sm:text-sm">
          <SaveState status={status} kept={kept} />
          {progress ? (
            <span className="hidden shrink-0 md:block">
              <ProgressMeter progress={progress} />
            </span>
          ) : null}
        </p>
      </div>
      <div role="toolbar" aria-label={t("color.pageActions")} className="flex shrink-0 items-center">
        <ToolButton icon={Save} label={t("color.save")} disabled={status === "saved" || !ready} onClick={onSave} testId="save" />
        <ShareColoring title={title} disabled={status !== "saved" || !ready || !hasPaint} />
        {/* Held sideways, the header has the room the side toolbar lacks. */}
        <span className="hidden landscape:contents">
          <ZoomControls zoom={zoom} className="flex" />
        </span>
        <ToolButton
          icon={scale ? Shrink : Expand}
          label={scale ? t("color.scaleExit") : t("color.scale")}
          pressed={scale}
          onClick={onToggleScale}
          testId="scale"
        />
        {/* From a tablet's width; narrower (a phone held sideways too), they are under "Más acciones". */}
        <span className="hidden items-center md:flex">
          <ToolButton icon={Printer} label={t("color.print")} onClick={() => void onPrint()} testId="print" />
          <ToolButton icon={Download} label={t("color.download")} onClick={() => void onDownload()} testId="download" />
          <ToolButton icon={FileDown} label={t("print.pdf")} onClick={() => void onPdf()} testId="pdf" />
          <ToolButton icon={Film} label={t("color.timelapse")} onClick={onReplay} disabled={!ready} testId="timelapse-open" />
          <ToolButton icon={Trash2} label={t("color.clear")} onClick={onClear} disabled={!hasPaint} testId="clear" />
        </span>
        <MoreMenu className="md:hidden">
          {(close) => (
            <>
              <MenuItem icon={ZoomIn} label={t("color.zoomIn")} onClick={() => (close(), zoom.zoomIn())} />
              <MenuItem icon={ZoomOut} label={t("color.zoomOut")} onClick={() => (close(), zoom.zoomOut())} />
              <MenuItem
                icon={zoom.full ? Minimize2 : Maximize2}
                label={zoom.full ? t("color.zoomFit") : t("color.zoomFull")}
                onClick={() => (close(), zoom.toggle())}
              />
              <MenuItem icon={Printer} label={t("color.print")} onClick={() => (close(), void onPrint())} testId="print-menu" />
              <MenuItem icon={Download} label={t("color.download")} onClick={() => (close(), void onDownload())} testId="download-menu" />
              <MenuItem icon={FileDown} label={t("print.pdf")} onClick={() => (close(), void onPdf())} testId="pdf-menu" />
              <MenuItem icon={Film} label={t("color.timelapse")} onClick={() => (close(), onReplay())} testId="timelapse-menu" />
              {hasPaint ? <MenuItem icon={Trash2} label={t("color.clear")} onClick={() => (close(), onClear())} testId="clear-menu" danger /> : null}
            </>
          )}
        </MoreMenu>
      </div>
    </header>
  );
}

export type EditorToolsProps = {
  state: Pick<EditorState, "tool" | "color" | "palette">;
  dispatch: Dispatch<EditorAction>;
  regions: Regions;
  history: { undo: () => void; redo: () => void; canUndo: boolean; canRedo: boolean };
  zoom: ZoomActions;
  /** The brush's "No salirse" (use-stay-inside.ts). */
  stayInside?: { on: boolean; available: boolean; toggle: () => void };
  /** "¿Qué me falta?" (use-missing.ts): the regions left to colour (null until measured) and the search. */
  missing?: { left: number | null; find: () => void };
};

/** The tools that draw where the finger goes (the bucket, which fills a region, has its states). */
const DRAWING_TOOLS = [
  { tool: "brush", icon: Brush, label: "color.brush" },
  { tool: "eraser", icon: Eraser, label: "color.eraser" },
] as const;

/** The tools' toolbar: brush, eraser, bucket, "No salirse", "¿Qué me falta?"; undo, redo; the colour panel's toggle; upright, the zoom. */
export function EditorTools({ state, dispatch, regions, history, zoom, stayInside, missing }: EditorToolsProps) {
  const t = useT(fillMessages, colorMessages, stayInsideMessages, missingMessages);
  const toast = useToast();
  return (
    <div
      id="color-tools"
      role="toolbar"
      aria-label={t("color.toolbar")}
      // On a narrow phone (360 px) nine buttons of 44 px do not fit in a row upright, nor in a column sideways: they narrow (or shorten) to fit.
      className="card order-3 flex shrink-0 items-center justify-center gap-0.5 p-1 [&>button]:min-h-0 [&>button]:min-w-0 [&>button]:shrink landscape:order-1 landscape:flex-col landscape:justify-start landscape:overflow-y-auto"
    >
      {DRAWING_TOOLS.map(({ tool, icon, label }) => (
        <ToolButton key={tool} icon={icon} label={t(label)} pressed={state.tool === tool} onClick={() => dispatch({ type: "tool", tool })} testId={tool} />
      ))}
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
      {stayInside ? (
        <ToolButton
          icon={SquareDashed}
          label={t("stayInside.toggle")}
          pressed={stayInside.available ? stayInside.on : undefined}
          unavailable={!stayInside.available}
          testId="stay-inside"
          onClick={stayInside.toggle}
        />
      ) : null}
      {missing ? <MissingButton regions={regions} left={missing.left} onFind={missing.find} /> : null}
      <Divider />
      <ToolButton icon={Undo2} label={t("color.undo")} disabled={!history.canUndo} onClick={history.undo} testId="undo" />
      <ToolButton icon={Redo2} label={t("color.redo")} disabled={!history.canRedo} onClick={history.redo} testId="redo" />
      <Divider />
      <ToolButton
        icon={PaletteIcon}
        label={t("color.paletteToggle")}
        expanded={state.palette}
        controls="color-palette"
        onClick={() => dispatch({ type: "toggle", panel: "palette" })}
        testId="palette-toggle"
      >
        <span
          aria-hidden
          className="absolute bottom-1 right-1 size-3 rounded-full ring-2 ring-white"
          style={{ background: state.tool === "eraser" ? "#ffffff" : state.color }}
        />
      </ToolButton>
      {/* Upright: the zoom sits with the tools (on a phone, in "Más acciones" and under the fingers). */}
      <span className="hidden sm:contents landscape:hidden">
        <Divider />
        <ZoomControls zoom={zoom} className="flex" />
      </span>
    </div>
  );
}

/**
 * "¿Qué me falta?" with the number of regions left on it. Without a region map it stays in its
 * place, unavailable but focusable, its label and a tap saying why (record 0164), like the bucket.
 */
function MissingButton({ regions, left, onFind }: { regions: Regions; left: number | null; onFind: () => void }) {
  const t = useT(missingMessages);
  const ready = regions === "ready";
  const label = !ready ? t(MISSING_UNAVAILABLE[regions]) : left === null ? t("missing.find") : t("missing.findLeft", { count: left });
  return (
    <ToolButton
      icon={ScanSearch}
      label={label}
      unavailable={!ready}
      busy={regions === "loading"}
      shortcut={MISSING_KEY.toUpperCase()}
      onClick={onFind}
      testId="missing"
    >
      {ready && left !== null ? (
        <span
          aria-hidden
          data-testid="missing-count"
          className={`absolute right-0 top-0 grid h-4 min-w-4 place-items-center rounded-full px-1 text-[0.625rem] font-extrabold leading-none text-white ${
            left > 0 ? "bg-coral-600" : "bg-mint-700"
          }`}
        >
          {left > 0 ? left : "✓"}
        </span>
      ) : null}
    </ToolButton>
  );
}
