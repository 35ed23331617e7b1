/**
 * The paint layer's objects (strokes, fills, the picture the page was opened with) as the
 * device stores them and back, each with a numeric id that the history and the server's
 * "which state do you hold" bookkeeping refer to.
 */
import { FabricImage, Path, type Canvas, type FabricObject } from "fabric";
import type { RegionBitmaps } from "./fill";
import type { PathData, StoredLayer } from "./local-store";
import type { Rect } from "./progress";
import { fillOfStored, storedFill } from "./fill-record";
import { RegionFill, type FillSurface } from "./region-fill";
import { regionStrokeLayer, RegionStroke } from "./region-stroke";
import type { LayerKind } from "./resume";
import { PICTURE_SIZE } from "~/lib/pages";
import type { Timelapse } from "~/lib/timelapse";

/** A picture layer keeps its PNG and its own time-lapse (what the server had of that very picture; null: none known). */
type Tagged = FabricObject & { layerId?: number; sourceBlob?: Blob; timelapse?: Timelapse | null };

export const WHOLE_PAGE: Rect = { left: 0, top: 0, width: PICTURE_SIZE, height: PICTURE_SIZE };

export const layerIdOf = (layer: FabricObject) => (layer as Tagged).layerId ?? 0;
export const setLayerId = (layer: FabricObject, id: number) => void ((layer as Tagged).layerId = id);

/**
 * A layer just added on top (a stroke, a fill) drawn alone, now, instead of a full repaint in the
 * next frame: adding one costs the same after 10 layers or 1,000.
 */
export function drawOnTop(canvas: Canvas, layer: FabricObject) {
  canvas.cancelRequestedRender();
  const context = canvas.getContext();
  context.save();
  context.transform(...(canvas.viewportTransform as [number, number, number, number, number, number]));
  layer.render(context);
  context.restore();
}

/** A layer that cannot be hit, selected or cached (hundreds of strokes would hold hundreds of canvases). */
export function inert<T extends FabricObject>(layer: T): T {
  layer.set({ selectable: false, evented: false, objectCaching: false });
  return layer;
}

/** The page's paint as a picture layer, from its PNG, with the time-lapse that made it. */
export async function imageLayer(blob: Blob, timelapse: Timelapse | null): Promise<FabricObject> {
  const url = URL.createObjectURL(blob);
  try {
    const image = await FabricImage.fromURL(url);
    image.set({ left: 0, top: 0, originX: "left", originY: "top" });
    image.scaleToWidth(PICTURE_SIZE);
    Object.assign(image, { sourceBlob: blob, timelapse } satisfies Partial<Tagged>);
    return inert(image);
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function strokeLayer(path: PathData, style: { color: string; width: number; erase: boolean }): FabricObject {
  const layer = new Path(path as ConstructorParameters<typeof Path>[0], {
    fill: null,
    stroke: style.color,
    strokeWidth: style.width,
    strokeLineCap: "round",
    strokeLineJoin: "round",
    strokeMiterLimit: 10,
  });
  if (style.erase) layer.set({ globalCompositeOperation: "destination-out" });
  return inert(layer);
}

/** How the device stores a layer; null for anything that is not paint. */
export function storedOf(layer: FabricObject): StoredLayer | null {
  if (layer instanceof RegionFill) return storedFill(layer.regionId, layer.paintColor, layer.paintStyle);
  if (layer instanceof Path) {
    return {
      kind: "stroke",
      path: layer.path as unknown as PathData,
      color: typeof layer.stroke === "string" ? layer.stroke : "#000000",
      width: layer.strokeWidth,
      erase: layer.globalCompositeOperation === "destination-out",
      ...(layer instanceof RegionStroke ? { region: layer.regionId } : {}),
    };
  }
  const { sourceBlob: blob, timelapse = null } = layer as Tagged;
  return blob ? { kind: "image", blob, timelapse } : null;
}

/** Fills and strokes kept inside a region are drawn from the page's region map. */
export const needsRegions = (stored: StoredLayer | undefined) => stored?.kind === "fill" || (stored?.kind === "stroke" && !!stored.region);

/** A stored layer back on the canvas; fills need the page's region bitmaps. */
export async function layerOf(stored: StoredLayer, bitmaps: RegionBitmaps<FillSurface> | null): Promise<FabricObject> {
  switch (stored.kind) {
    case "stroke":
      if (!stored.region) return strokeLayer(stored.path, stored);
      if (!bitmaps) throw new Error("a stroke kept inside a region needs the page's region map");
      return regionStrokeLayer(stored.path, stored, { regionId: stored.region, map: bitmaps.map });
    case "fill":
      if (!bitmaps) throw new Error("a fill needs the page's region map");
      return new RegionFill(bitmaps, fillOfStored(stored));
    case "image":
      // (A copy kept before pictures carried their time-lapse knows none.)
      return imageLayer(stored.blob, stored.timelapse ?? null);
  }
}

/** What a picture layer shows; null for any other layer. */
export function pictureOf(layer: FabricObject): CanvasImageSource | null {
  return layer instanceof FabricImage && (layer as Tagged).sourceBlob ? layer.getElement() : null;
}

export function kindOfStored(stored: StoredLayer): LayerKind {
  return stored.kind === "fill" ? { kind: "fill", regionId: stored.regionId } : { kind: stored.kind };
}

/** The part of the page a layer paints (a pixel of antialiasing more on each side). */
export function layerRect(layer: FabricObject): Rect {
  if (layer instanceof RegionFill) return { left: layer.left, top: layer.top, width: layer.width, height: layer.height };
  if (layer instanceof Path) {
    const box = layer.getBoundingRect();
    return { left: box.left - 2, top: box.top - 2, width: box.width + 4, height: box.height + 4 };
  }
  return WHOLE_PAGE;
}
