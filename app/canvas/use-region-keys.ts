import type { FabricObject } from "fabric";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { useT } from "~/utils/i18n-react";
import { asFill } from "./region-fill";
import { drawRegionFocus } from "./region-focus";
import type { Box, RegionMap } from "./region-map";
import { firstStop, nextStop, placeOf, sizeOf, type Direction, type RegionStops } from "./region-nav";
import { colorMessages } from "~/i18n/messages/color";
import type { KeysOf } from "~/i18n/define";

const ARROWS: Record<string, Direction> = { ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right" };

export type RegionKeysOptions = {
  /** The page's regions once its map has loaded (null before, or without one). */
  regions: () => { map: RegionMap; stops: RegionStops } | null;
  /** Whether the map is still on its way (what to say meanwhile). */
  loading: boolean;
  /** The paint layer's objects, topmost last (to tell the colour of a region's fill). */
  layers: () => readonly FabricObject[];
  isColored: (regionId: number) => boolean;
  /** Fills a region with the current colour. */
  fill: (regionId: number) => void;
  color: () => string;
  nameOf: (color: string) => string;
  reveal: (box: Box) => void;
  zoom: { in: () => void; out: () => void; fit: () => void };
  announce: (text: string) => void;
  overlay: RefObject<HTMLCanvasElement>;
};

/**
 * Colouring with the keyboard alone (issue #13), on the focused canvas: the arrow keys move a
 * visible focus between the page's regions, Home and End go to the first and last, Enter
 * fills the focused one, Escape drops the focus; + − 0 zoom. Every move is announced.
 */
export function useRegionKeys(options: RegionKeysOptions) {
  const t = useT(colorMessages);
  const [focused, setFocused] = useState<number | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const describe = useCallback(
    (id: number) => {
      const { regions, layers, isColored, nameOf } = optionsRef.current;
      const found = regions();
      const stop = found?.stops.byId.get(id);
      if (!found || !stop) return "";
      const fill = [...layers()]
        .reverse()
        .map(asFill)
        .find((f) => f?.regionId === id);
      const state = fill
        ? t("color.region.paintedWith", { color: nameOf(fill.color) })
        : isColored(id)
          ? t("color.region.painted")
          : t("color.region.unpainted");
      return t("color.region.focus", {
        position: stop.position,
        total: found.stops.list.length,
        place: t(`color.region.place.${placeOf(stop, found.map)}` as KeysOf<typeof colorMessages>),
        size: t(`color.region.size.${sizeOf(stop, found.map)}` as KeysOf<typeof colorMessages>),
        state,
      });
    },
    [t],
  );

  const focusOn = useCallback(
    (id: number | null) => {
      setFocused(id);
      const stop = id === null ? null : optionsRef.current.regions()?.stops.byId.get(id);
      if (!stop) return;
      optionsRef.current.reveal(stop.box);
      optionsRef.current.announce(describe(stop.id));
    },
    [describe],
  );

  // The focus ring, drawn on the overlay above the lines.
  useEffect(() => {
    const overlay = options.overlay.current;
    const map = optionsRef.current.regions()?.map;
    if (overlay && map) drawRegionFocus(overlay, map, focused);
  }, [focused, options.overlay, options.loading]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || event.ctrlKey || event.metaKey || event.altKey) return;
    const { regions, zoom, announce, fill, color, nameOf, loading } = optionsRef.current;
    const zooms: Record<string, () => void> = { "+": zoom.in, "=": zoom.in, "-": zoom.out, "0": zoom.fit };
    if (zooms[event.key]) {
      event.preventDefault();
      return zooms[event.key]();
    }
    if (event.key === "Escape" && focused !== null) {
      event.preventDefault();
      return focusOn(null);
    }
    const direction = ARROWS[event.key];
    // (Space is the hand for panning; Enter paints.)
    if (!direction && !["Enter", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    const found = regions();
    if (!found) return announce(t(loading ? "color.region.loading" : "color.region.none"));
    const { map, stops } = found;
    const from = focused === null ? null : (stops.byId.get(focused) ?? null);
    if (event.key === "Home") return focusOn(stops.list[0]?.id ?? null);
    if (event.key === "End") return focusOn(stops.list.at(-1)?.id ?? null);
    if (direction) {
      const next = from ? nextStop(stops, from, direction) : firstStop(stops, map);
      if (next) focusOn(next.id);
      else if (from) announce(describe(from.id));
      return;
    }
    // Enter paints the focused region with the current colour, whatever the tool.
    if (!from) return focusOn(firstStop(stops, map)?.id ?? null);
    fill(from.id);
    announce(t("color.region.filled", { position: from.position, color: nameOf(color()) }));
  };

  /** Puts the keyboard focus on a region without moving the view or saying it (what moved it says more), so Enter fills it. */
  const place = useCallback((id: number) => setFocused(id), []);

  return { onKeyDown, onBlur: () => setFocused(null), place };
}
