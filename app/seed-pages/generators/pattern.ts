import { circle, document, path, pt, SIZE } from "./svg";

/**
 * A mosaic of hexagons covering the whole page, each holding a star, a smaller hexagon or a
 * flower in turn: an intricate page made of one repeated, evenly sized cell.
 */

const R = 66;
const W = 1.5 * R;
const H = Math.sqrt(3) * R;

const corners = (cx: number, cy: number, r: number, count: number, turn = 0, inner?: number) =>
  Array.from({ length: inner ? count * 2 : count }, (_, i) => {
    const radius = inner && i % 2 ? inner : r;
    const angle = ((turn + (360 * i) / (inner ? count * 2 : count)) * Math.PI) / 180;
    return pt([Math.round((cx + radius * Math.cos(angle)) * 10) / 10, Math.round((cy + radius * Math.sin(angle)) * 10) / 10]);
  });

const polygon = (points: string[]) => `M${points.join(" L")}Z`;

function motif(kind: number, cx: number, cy: number) {
  if (kind === 0) return path(polygon(corners(cx, cy, 38, 6, -90, 21)));
  if (kind === 1) return path(polygon(corners(cx, cy, 34, 6, 30)));
  const petals = Array.from({ length: 6 }, (_, i) => {
    const [x, y] = corners(cx, cy, 27, 6, i * 60 - 90)[0]
      .split(",")
      .map(Number);
    return circle(x, y, 13);
  });
  return [...petals, circle(cx, cy, 15, true)].join("\n");
}

export function hexagonMosaic(): string {
  const cells: string[] = [];
  for (let col = -1; col * W < SIZE + R; col++) {
    for (let row = -1; row * H < SIZE + H; row++) {
      const cx = 32 + col * W;
      const cy = 20 + row * H + (col % 2 ? H / 2 : 0);
      cells.push(path(polygon(corners(cx, cy, R, 6))));
      cells.push(motif(((((col % 3) + 3) % 3) + row) % 3, cx, cy));
    }
  }
  return document(4, cells.join("\n"));
}
