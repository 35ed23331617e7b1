/**
 * Colouring with the keyboard: the page's regions as places the arrow keys move between, in
 * the direction pressed, and how to say which one has the focus. Pure, DOM-free.
 */
import { MIN_REGION_PIXELS, regionBox, type Box, type RegionMap } from "./region-map";

export type Direction = "up" | "down" | "left" | "right";

export type RegionPlace = "topLeft" | "top" | "topRight" | "left" | "centre" | "right" | "bottomLeft" | "bottom" | "bottomRight";
export type RegionSize = "large" | "medium" | "small";

export type RegionStop = {
  id: number;
  /** A point inside the region (not its box's centre, which a ring or a C does not contain). */
  anchor: { x: number; y: number };
  box: Box;
  pixels: number;
  /** 1-based position in reading order (top to bottom, then left to right). */
  position: number;
};

export type RegionStops = { list: RegionStop[]; byId: Map<number, RegionStop> };

/** Rows of reading order: anchors within a sixteenth of the page's height read as one line. */
const READING_ROWS = 16;

/** The middle of the longest run on the region's middle-most row: always inside the region. */
function anchorOf(map: RegionMap, id: number, box: Box) {
  const middle = box.top + box.height / 2;
  let best = { x: box.left, y: box.top, length: -1, distance: Infinity };
  for (let r = map.regionRuns[id], end = map.regionRuns[id + 1]; r < end; r++) {
    const start = map.runStarts[r];
    const y = Math.floor(start / map.width);
    const distance = Math.abs(y + 0.5 - middle);
    const length = map.runLengths[r];
    if (distance < best.distance || (distance === best.distance && length > best.length)) {
      best = { x: start - y * map.width + length / 2, y: y + 0.5, length, distance };
    }
  }
  return { x: best.x, y: best.y };
}

/** Every region big enough to colour, with its anchor and reading position. */
export function regionStops(map: RegionMap): RegionStops {
  const list: RegionStop[] = [];
  for (let id = 1; id < map.size; id++) {
    const pixels = map.pixelCounts[id];
    const box = regionBox(map, id);
    if (pixels < MIN_REGION_PIXELS || !box) continue;
    list.push({ id, anchor: anchorOf(map, id, box), box, pixels, position: 0 });
  }
  const row = (stop: RegionStop) => Math.floor((stop.anchor.y / map.height) * READING_ROWS);
  list.sort((a, b) => row(a) - row(b) || a.anchor.x - b.anchor.x || a.id - b.id);
  list.forEach((stop, i) => (stop.position = i + 1));
  return { list, byId: new Map(list.map((stop) => [stop.id, stop])) };
}

/** Where the focus starts: the region nearest the page's centre. */
export function firstStop(stops: RegionStops, map: Pick<RegionMap, "width" | "height">): RegionStop | null {
  let best: RegionStop | null = null;
  let bestDistance = Infinity;
  for (const stop of stops.list) {
    const distance = Math.hypot(stop.anchor.x - map.width / 2, stop.anchor.y - map.height / 2);
    if (distance < bestDistance) {
      best = stop;
      bestDistance = distance;
    }
  }
  return best;
}

const AXES: Record<Direction, { x: number; y: number }> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};

/**
 * The region the arrow key leads to from `from`: among those ahead in that direction, the
 * nearest, with sideways distance counting double (so "right" prefers what is level with
 * the focus). Null when nothing lies that way.
 */
export function nextStop(stops: RegionStops, from: RegionStop, direction: Direction): RegionStop | null {
  const axis = AXES[direction];
  let best: RegionStop | null = null;
  let bestScore = Infinity;
  for (const stop of stops.list) {
    if (stop.id === from.id) continue;
    const dx = stop.anchor.x - from.anchor.x;
    const dy = stop.anchor.y - from.anchor.y;
    const ahead = dx * axis.x + dy * axis.y;
    if (ahead <= 1) continue;
    const aside = Math.abs(dx * axis.y - dy * axis.x);
    const score = ahead + 2 * aside;
    if (score < bestScore) {
      best = stop;
      bestScore = score;
    }
  }
  return best;
}

/** Where on the page a region lies, in thirds. */
export function placeOf(stop: RegionStop, map: Pick<RegionMap, "width" | "height">): RegionPlace {
  const column = Math.min(2, Math.floor((stop.anchor.x / map.width) * 3));
  const row = Math.min(2, Math.floor((stop.anchor.y / map.height) * 3));
  const places: RegionPlace[][] = [
    ["topLeft", "top", "topRight"],
    ["left", "centre", "right"],
    ["bottomLeft", "bottom", "bottomRight"],
  ];
  return places[row][column];
}

/** Large from 5 % of the page, small under 0.5 %. */
export function sizeOf(stop: RegionStop, map: Pick<RegionMap, "width" | "height">): RegionSize {
  const share = stop.pixels / (map.width * map.height);
  return share >= 0.05 ? "large" : share >= 0.005 ? "medium" : "small";
}

/** The regions still to colour, as "¿Qué me falta?" visits them: the smallest first (the ones a child cannot find), then by reading order. */
export function missingStops(stops: RegionStops, isColored: (id: number) => boolean): RegionStop[] {
  return stops.list.filter((stop) => !isColored(stop.id)).sort((a, b) => a.pixels - b.pixels || a.position - b.position);
}

/**
 * Where "¿Qué me falta?" goes next: the first region still to colour after `after` (the one it
 * showed last) in missingStops' order, wrapping round, so pressing again visits each in turn;
 * the first of them when `after` is null or coloured since. Null when nothing is left.
 */
export function nextMissing(stops: RegionStops, isColored: (id: number) => boolean, after: number | null): RegionStop | null {
  const missing = missingStops(stops, isColored);
  if (!missing.length) return null;
  const shown = after === null ? -1 : missing.findIndex((stop) => stop.id === after);
  if (shown >= 0) return missing[(shown + 1) % missing.length];
  const last = after === null ? undefined : stops.byId.get(after);
  // Coloured since it was shown: the next in the same order after where it stood.
  const later = last ? missing.find((stop) => stop.pixels > last.pixels || (stop.pixels === last.pixels && stop.position > last.position)) : undefined;
  return later ?? missing[0];
}
