import type { LucideIcon } from "lucide-react";
import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import Check from "lucide-react/icons/check";
import CloudOff from "lucide-react/icons/cloud-off";
import Loader2 from "lucide-react/icons/loader-circle";
import Minus from "lucide-react/icons/minus";
import MoreHorizontal from "lucide-react/icons/ellipsis";
import Plus from "lucide-react/icons/plus";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useT } from "~/utils/i18n-react";
import type { Progress } from "./progress";
import type { SaveStatus } from "./save-queue";
import { fillMessages } from "~/i18n/messages/fill";
import { colorMessages } from "~/i18n/messages/color";
import { ProgressBar } from "~/components/ui/progress-bar";

export function Divider() {
  return <span aria-hidden className="m-1 h-8 w-px shrink-0 bg-line landscape:h-px landscape:w-8" />;
}

export function ToolButton({
  icon: Icon,
  label,
  onClick,
  pressed,
  disabled,
  unavailable,
  busy,
  testId,
  className = "",
  expanded,
  controls,
  shortcut,
  children,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  pressed?: boolean;
  /** For a button that shows and hides a panel (a disclosure). */
  expanded?: boolean;
  controls?: string;
  disabled?: boolean;
  /** Not usable now, but still focusable, so its label (why) can be heard and seen. */
  unavailable?: boolean;
  busy?: boolean;
  /** Its key, for assistive technology (aria-keyshortcuts). */
  shortcut?: string;
  testId?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-disabled={unavailable || undefined}
      aria-busy={busy || undefined}
      aria-label={label}
      aria-keyshortcuts={shortcut}
      title={label}
      data-testid={testId}
      className={`relative grid size-11 shrink-0 place-items-center rounded-(--radius-control) transition [@media(max-height:400px)]:size-10 disabled:cursor-not-allowed disabled:opacity-40 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 ${
        pressed || expanded ? "bg-brand-600 text-white" : "text-ink-soft hover:bg-brand-50 hover:text-brand-700"
      } ${className}`}
    >
      <Icon aria-hidden className={`size-5 ${busy ? "animate-pulse" : ""}`} />
      {busy ? <span aria-hidden className="absolute bottom-1 right-1 size-2.5 animate-spin rounded-full border-2 border-brand-300 border-t-brand-700" /> : null}
      {children}
    </button>
  );
}

/**
 * How much of the page is coloured. The bar carries the figure for screen readers; it is
 * not a live region, so it does not speak after every stroke.
 */
export function ProgressMeter({ progress, compact = false }: { progress: Progress; /** Just the figure (a phone's header). */ compact?: boolean }) {
  const t = useT(fillMessages, colorMessages);
  const { percent, colored, total } = progress;
  return (
    <span className="inline-flex items-center gap-2 text-xs sm:text-sm" data-testid={compact ? "progress-compact" : "progress"} data-percent={percent}>
      <ProgressBar
        inline
        label={t("fill.progressLabel")}
        value={percent}
        valueText={t("fill.progressValue", { percent, colored, total })}
        className={`h-2 overflow-hidden rounded-full bg-brand-100 ${compact ? "w-10" : "w-16 sm:w-24"}`}
        fillClassName="block h-full rounded-full bg-mint-500 transition-[width] duration-500"
      />
      <span aria-hidden className="whitespace-nowrap font-bold text-ink-soft">
        {compact ? t("color.zoomLevel", { percent }) : t("fill.progress", { percent })}
      </span>
    </span>
  );
}

/** What the person sees of saving: a state, never a question. */
export type SaveView = SaveStatus | "stopped";

const SAVE_LOOK: Record<SaveView, { icon: LucideIcon; tone: string; spin?: boolean }> = {
  saved: { icon: Check, tone: "text-mint-700" },
  pending: { icon: Loader2, tone: "text-ink-muted", spin: true },
  saving: { icon: Loader2, tone: "text-ink-muted", spin: true },
  offline: { icon: CloudOff, tone: "text-ink-soft" },
  error: { icon: AlertTriangle, tone: "text-coral-700" },
  stopped: { icon: AlertTriangle, tone: "text-coral-700" },
};

/** What the save state says (the editor also announces it when saving stops or starts again). */
export function useSaveText() {
  const t = useT(fillMessages, colorMessages);
  return (status: SaveView, kept: boolean) =>
    ({
      saved: t("color.status.saved"),
      pending: t("color.status.saving"),
      saving: t("color.status.saving"),
      offline: kept ? t("color.status.offline") : t("color.status.offlineUnkept"),
      error: kept ? t("color.status.error") : t("color.status.errorUnkept"),
      stopped: t("color.status.stopped"),
    })[status];
}

/**
 * The save state, always in view. Not a live region: "Guardando…" after every stroke would
 * talk over everything else; the editor announces only when saving stops and starts again.
 */
export function SaveState({ status, kept }: { status: SaveView; /** The device keeps a copy. */ kept: boolean }) {
  const text = useSaveText()(status, kept);
  const look = SAVE_LOOK[status];
  return (
    <span className={`inline-flex min-w-0 items-start gap-1.5 font-bold ${look.tone}`} data-testid="save-state" data-status={status}>
      <look.icon aria-hidden className={`mt-px size-3.5 shrink-0 sm:size-4 ${look.spin ? "animate-spin" : ""}`} />
      <span className="line-clamp-2 min-w-0 sm:line-clamp-1">{text}</span>
    </span>
  );
}

/** The zoom as the toolbars show and change it. */
export type ZoomActions = {
  /** Null until the view has fitted the picture: the level's button then names only what it does. */
  percent: number | null;
  /** "Tamaño real" (1:1) rather than fitted. */
  full: boolean;
  canZoomOut: boolean;
  zoomIn: () => void;
  zoomOut: () => void;
  /** Fit, or "Tamaño real". */
  toggle: () => void;
};

/** Zoom out, the zoom level (which toggles fit and 1:1, docs/product.md §2's zoom toggle) and zoom in. */
export function ZoomControls({ zoom, className = "" }: { zoom: ZoomActions; className?: string }) {
  const { percent, full } = zoom;
  const t = useT(fillMessages, colorMessages);
  return (
    <div role="group" aria-label={t("color.zoomControls")} className={`items-center gap-0.5 ${className}`}>
      <ToolButton icon={Minus} label={t("color.zoomOut")} onClick={zoom.zoomOut} disabled={!zoom.canZoomOut} testId="zoom-out" />
      <button
        type="button"
        onClick={zoom.toggle}
        aria-label={`${percent === null ? "" : `${t("color.zoomLevel", { percent })}: `}${full ? t("color.zoomFit") : t("color.zoomFull")}`}
        title={full ? t("color.zoomFit") : t("color.zoomFull")}
        className="h-11 min-w-11 rounded-(--radius-control) px-1 text-xs font-extrabold text-ink-soft tabular-nums hover:bg-brand-50 hover:text-brand-700"
        data-testid="zoom-toggle"
      >
        {percent === null ? null : t("color.zoomLevel", { percent })}
      </button>
      <ToolButton icon={Plus} label={t("color.zoomIn")} onClick={zoom.zoomIn} testId="zoom-in" />
    </div>
  );
}

/**
 * More actions on narrow screens (the disclosure pattern: a button that shows a list of
 * buttons). Escape or a press outside closes it; focus goes into it when it opens.
 */
export function MoreMenu({ children, className = "" }: { children: (close: () => void) => ReactNode; className?: string }) {
  const t = useT(fillMessages, colorMessages);
  const [open, setOpen] = useState(false);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    box.current?.querySelector<HTMLButtonElement>(`[id="${id}"] button`)?.focus();
    const away = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    const key = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        box.current?.querySelector<HTMLButtonElement>("[aria-expanded]")?.focus();
      }
    };
    window.addEventListener("pointerdown", away);
    window.addEventListener("keydown", key);
    return () => {
      window.removeEventListener("pointerdown", away);
      window.removeEventListener("keydown", key);
    };
  }, [open, id]);
  return (
    <div ref={box} className={`relative ${className}`}>
      <ToolButton icon={MoreHorizontal} label={t("color.more")} expanded={open} controls={id} onClick={() => setOpen(!open)} testId="more-actions" />
      {open ? (
        <div
          id={id}
          className="absolute right-0 top-12 z-30 flex w-56 flex-col gap-0.5 rounded-(--radius-card) border border-line bg-surface p-1.5 shadow-(--shadow-pop)"
        >
          {/* An item closes the menu and hands focus to its button (the item is gone): a dialog it
              opens gives focus back there when it closes. */}
          {children(() => {
            setOpen(false);
            box.current?.querySelector<HTMLButtonElement>("[aria-expanded]")?.focus();
          })}
        </div>
      ) : null}
    </div>
  );
}

export function MenuItem({
  icon: Icon,
  label,
  onClick,
  testId,
  danger = false,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  testId?: string;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid={testId}
      className={`flex items-center gap-3 rounded-(--radius-control) px-3 py-2.5 text-left text-sm font-bold hover:bg-brand-50 ${danger ? "text-coral-700" : "text-ink"}`}
    >
      <Icon aria-hidden className={`size-5 ${danger ? "text-coral-700" : "text-ink-soft"}`} />
      {label}
    </button>
  );
}
