import { FabricObject } from "fabric";
import type { Fill, RegionBitmaps } from "./fill";
import { regionBox } from "./region-map";
import type { FillStyle } from "~/lib/fill-style";

/**
 * Where fill bitmaps live in the browser: ImageBitmaps (pixels and little else), or small
 * canvases where OffscreenCanvas is missing.
 */
export type FillSurface = ImageBitmap | HTMLCanvasElement;

/** One canvas that turns every new region bitmap into an ImageBitmap. */
let scratch: OffscreenCanvas | null = null;

/** Pixels to something the 2D context draws in one call. */
export function makeFillSurface(pixels: Uint8ClampedArray, width: number, height: number): FillSurface {
  const image = new ImageData(pixels as Uint8ClampedArray<ArrayBuffer>, width, height);
  if (typeof OffscreenCanvas === "function") {
    scratch ??= new OffscreenCanvas(1, 1);
    scratch.width = width;
    scratch.height = height;
    const context = scratch.getContext("2d");
    if (context) {
      context.putImageData(image, 0, 0);
      // Synchronous, and leaves no canvas or context behind per bitmap.
      return scratch.transferToImageBitmap();
    }
  }
  const canvas = Object.assign(document.createElement("canvas"), { width, height });
  canvas.getContext("2d")?.putImageData(image, 0, 0);
  return canvas;
}

export function releaseFillSurface(surface: FillSurface) {
  if ("close" in surface) surface.close();
}

/**
 * A tap-fill on the paint layer: only (region id, colour, style) and a reference to the page's
 * shared bitmap cache. It sits in the layer list and the history like a stroke, draws its
 * region from the cache (made again if the cache dropped it), is rasterised into the
 * saved paint PNG like any layer, and eraser strokes above it erase it.
 */
export class RegionFill extends FabricObject {
  static type = "RegionFill";

  /** A fill is never selected: no per-fill set of nine controls (fabric makes one per object). */
  static createControls() {
    return { controls: {} };
  }
  declare regionId: number;
  declare paintColor: string;
  /** A gradient or texture; null: flat. */
  declare paintStyle: FillStyle | null;
  declare bitmaps: RegionBitmaps<FillSurface>;

  constructor(bitmaps: RegionBitmaps<FillSurface>, fill: Fill) {
    const box = regionBox(bitmaps.map, fill.regionId) ?? { left: 0, top: 0, width: 0, height: 0 };
    super({
      left: box.left,
      top: box.top,
      width: box.width,
      height: box.height,
      originX: "left",
      originY: "top",
      // No stroke: with one, fabric would shift the box by half its width.
      strokeWidth: 0,
      stroke: null,
      fill: null,
      objectCaching: false,
      selectable: false,
      evented: false,
    });
    this.regionId = fill.regionId;
    this.paintColor = fill.color;
    this.paintStyle = fill.style ?? null;
    this.bitmaps = bitmaps;
  }

  /** Only the four corners (what fabric's "is it on screen" needs); no control positions. */
  setCoords() {
    this.aCoords = this.calcACoords();
  }

  _render(context: CanvasRenderingContext2D) {
    const bitmap = this.bitmaps.get(this.regionId, this.paintColor, this.paintStyle);
    if (!bitmap) return;
    // fabric has moved the origin to the box's centre; the bitmap is the box, pixel for pixel.
    context.drawImage(bitmap.surface, -this.width / 2, -this.height / 2);
  }
}

/** The (region, colour, style) of a layer that is a fill, else null. */
export const asFill = (layer: unknown): Fill | null =>
  layer instanceof RegionFill ? { regionId: layer.regionId, color: layer.paintColor, style: layer.paintStyle } : null;
