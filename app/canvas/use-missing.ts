import { useCallback, useEffect, useRef, type RefObject } from "react";
import { useToast } from "~/components/toast";
import { missingMessages } from "~/i18n/messages/missing";
import type { MessageKey } from "~/i18n";
import { useT } from "~/utils/i18n-react";
import type { Progress } from "./progress";
import { drawRegionFocus } from "./region-focus";
import type { Box, RegionMap } from "./region-map";
import { missingStops, nextMissing, type RegionStops } from "./region-nav";
import type { Regions } from "./use-fabric-canvas";

/** The shortcut, anywhere on the colour screen but in a text field: F, for "falta". */
export const MISSING_KEY = "f";
/** How long the shown region's outline pulses (three beats), or stays still with reduced motion. */
export const PULSE_MS = 2400;

/** What the button says when it cannot look (the bucket's states, said for this button). */
export const MISSING_UNAVAILABLE = { loading: "missing.loading", none: "missing.none", failed: "missing.failed" } as const satisfies Record<
  Exclude<Regions, "ready">,
  MessageKey
>;

export type MissingOptions = {
  regions: Regions;
  /** The page's regions once its map has loaded (null before, or without one). */
  found: () => { map: RegionMap; stops: RegionStops } | null;
  /** Progress read now, so a region filled a moment ago is not shown again. */
  measure: () => Progress | null;
  isColored: (regionId: number) => boolean;
  /** Zooms in on a page rectangle and centres it; returns how long the view takes to get there (ms). */
  show: (box: Box) => number;
  announce: (text: string) => void;
  /** The overlay canvas the shown region's outline pulses on (the page's size). */
  overlay: RefObject<HTMLCanvasElement>;
  /** The canvas had the keyboard focus: the region takes it, so Enter fills it. */
  focusRegion: (regionId: number) => void;
  frame: RefObject<HTMLElement>;
};

/**
 * "¿Qué me falta?" (issue #43): takes the view to the next region still to colour (nextMissing),
 * says how many are left, and pulses the region's outline on an overlay above the lines once the
 * view is there; also with F. The pulse is the overlay's opacity animated by the compositor: the
 * paint is never redrawn. Without a region map it says so and looks for nothing.
 */
export function useMissing(options: MissingOptions) {
  const t = useT(missingMessages);
  const toast = useToast();
  const optionsRef = useRef(options);
  optionsRef.current = options;
  /** The region shown last, so pressing again goes on to the next. */
  const shownRef = useRef<number | null>(null);
  const timersRef = useRef<ReturnType<typeof setTimeout>[]>([]);

  const stopPulse = useCallback(() => {
    timersRef.current.forEach(clearTimeout);
    timersRef.current = [];
    const overlay = optionsRef.current.overlay.current;
    if (!overlay) return;
    overlay.getAnimations().forEach((animation) => animation.cancel());
    overlay.getContext("2d")?.clearRect(0, 0, overlay.width, overlay.height);
    delete overlay.dataset.region;
  }, []);

  const pulse = useCallback(
    (map: RegionMap, regionId: number) => {
      const overlay = optionsRef.current.overlay.current;
      if (!overlay) return;
      drawRegionFocus(overlay, map, regionId);
      overlay.dataset.region = String(regionId);
      const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
      if (!still) overlay.animate([{ opacity: 1 }, { opacity: 0.15 }, { opacity: 1 }], { duration: PULSE_MS / 3, iterations: 3, easing: "ease-in-out" });
      timersRef.current.push(setTimeout(stopPulse, PULSE_MS));
    },
    [stopPulse],
  );

  const find = useCallback(() => {
    const { regions, found, measure, isColored, show, announce, frame, focusRegion } = optionsRef.current;
    const loaded = regions === "ready" ? found() : null;
    if (!loaded) {
      const why = t(MISSING_UNAVAILABLE[regions === "ready" ? "loading" : regions]);
      announce(why);
      return toast({ variant: "info", message: why });
    }
    stopPulse();
    measure();
    const next = nextMissing(loaded.stops, isColored, shownRef.current);
    if (!next) return announce(t("missing.nothing"));
    shownRef.current = next.id;
    const hadKeyboard = frame.current !== null && document.activeElement === frame.current;
    const glide = show(next.box);
    if (hadKeyboard) focusRegion(next.id);
    announce(t("missing.going", { count: missingStops(loaded.stops, isColored).length }));
    // Drawn once the view is there: the outline's one-off drawing never lands on a frame of the glide.
    timersRef.current.push(setTimeout(() => pulse(loaded.map, next.id), glide));
  }, [pulse, stopPulse, t, toast]);

  // F, unless typing somewhere or behind a dialog.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== MISSING_KEY || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target && (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.isContentEditable)) return;
      if (document.querySelector("[role=dialog],[role=alertdialog]")) return;
      event.preventDefault();
      find();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [find]);
  useEffect(() => () => timersRef.current.forEach(clearTimeout), []);

  return { find };
}
