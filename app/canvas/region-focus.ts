/**
 * The keyboard focus on the page: the focused region tinted and ringed on an overlay canvas
 * above the line art, so it shows on any paint and at any zoom.
 */
import type { RegionMap } from "./region-map";
import { regionBox } from "./region-map";

/** Brand violet (tokens --color-brand-600 / -100): the ring, and a light tint inside. */
const RING = [124, 58, 237, 255] as const;
const HALO = [255, 255, 255, 255] as const;
const TINT = [124, 58, 237, 56] as const;
/** Ring width in page pixels, before the white halo. */
const RING_PX = 3;

/** Draws the focus of region `id` on `overlay` (the page's size), or clears it for null. */
export function drawRegionFocus(overlay: HTMLCanvasElement, map: RegionMap, id: number | null) {
  const context = overlay.getContext("2d");
  if (!context) return;
  context.clearRect(0, 0, overlay.width, overlay.height);
  const box = id === null ? null : regionBox(map, id);
  if (!box || id === null) return;
  const pad = RING_PX + 2;
  const left = Math.max(0, box.left - pad);
  const top = Math.max(0, box.top - pad);
  const right = Math.min(map.width, box.left + box.width + pad);
  const bottom = Math.min(map.height, box.top + box.height + pad);
  const width = right - left;
  const height = bottom - top;
  const image = context.createImageData(width, height);
  const pixels = image.data;
  const { labels } = map;
  // The region tinted, and its edge pixels (a neighbour outside it) collected for the ring.
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < map.width && y < map.height && labels[y * map.width + x] === id;
  const put = (x: number, y: number, rgba: readonly number[]) => {
    const at = ((y - top) * width + (x - left)) * 4;
    pixels[at] = rgba[0];
    pixels[at + 1] = rgba[1];
    pixels[at + 2] = rgba[2];
    pixels[at + 3] = rgba[3];
  };
  const edge: [number, number][] = [];
  for (let y = box.top; y < box.top + box.height; y++) {
    for (let x = box.left; x < box.left + box.width; x++) {
      if (!inside(x, y)) continue;
      put(x, y, TINT);
      if (!inside(x - 1, y) || !inside(x + 1, y) || !inside(x, y - 1) || !inside(x, y + 1)) edge.push([x, y]);
    }
  }
  // A ring RING_PX wide along the edge (inside and out), with a one-pixel white halo outside it.
  for (const [radius, color] of [
    [RING_PX + 1, HALO],
    [RING_PX, RING],
  ] as const) {
    for (const [x, y] of edge) {
      for (let dy = -radius + 1; dy < radius; dy++) {
        for (let dx = -radius + 1; dx < radius; dx++) {
          const px = x + dx;
          const py = y + dy;
          if (px >= left && py >= top && px < right && py < bottom) put(px, py, color);
        }
      }
    }
  }
  context.putImageData(image, left, top);
}
