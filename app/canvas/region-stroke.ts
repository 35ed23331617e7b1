/**
 * "No salirse" on the paint layer: the brush that keeps a stroke inside the region it started in
 * (while drawing, on fabric's top canvas, one segment at a time), and the stroke it leaves (a
 * fabric Path clipped to its region, on screen, in the saved picture and after a reload).
 */
import { Path, PencilBrush, type Point, type TEvent } from "fabric";
import { PICTURE_SIZE } from "~/lib/pages";
import type { PathData } from "./local-store";
import { regionBox, type Box, type RegionMap } from "./region-map";
import { boxPath, drawInside, intersect, regionPath, segmentBox } from "./stay-inside";

/** The region a stroke keeps to, of the page's region map. */
export type KeptRegion = { regionId: number; map: RegionMap };

type PathInput = ConstructorParameters<typeof Path>[0];
type PathOptions = ConstructorParameters<typeof Path>[1];

const WHOLE: Box = { left: 0, top: 0, width: PICTURE_SIZE, height: PICTURE_SIZE };

/**
 * A brush stroke kept inside one region: a Path (stored, undone and replayed like any stroke)
 * drawn clipped to its region's pixels, within its own box. It holds only its region's id and the
 * page's map; the region's clip is made once per page and region.
 */
export class RegionStroke extends Path {
  static type = "RegionStroke";

  declare regionId: number;
  declare map: RegionMap;

  constructor(path: PathInput, options: PathOptions, region: KeptRegion) {
    super(path, options);
    this.regionId = region.regionId;
    this.map = region.map;
  }

  render(context: CanvasRenderingContext2D) {
    const region = regionBox(this.map, this.regionId);
    const bounds = this.getBoundingRect();
    // Two pixels more on each side: the box fabric gives leaves the antialiased rim out.
    const box = region && intersect({ left: bounds.left - 2, top: bounds.top - 2, width: bounds.width + 4, height: bounds.height + 4 }, region);
    if (box) drawInside(context, this.map, this.regionId, box, () => super.render(context));
  }
}

/** A stroke as the device stores it, kept inside `region`. */
export function regionStrokeLayer(path: PathData | PathInput, style: { color: string; width: number }, region: KeptRegion) {
  const layer = new RegionStroke(
    path as PathInput,
    { fill: null, stroke: style.color, strokeWidth: style.width, strokeLineCap: "round", strokeLineJoin: "round", strokeMiterLimit: 10 },
    region,
  );
  layer.set({ selectable: false, evented: false, objectCaching: false });
  return layer;
}

/**
 * fabric's pencil, which, when `keptAt` names a region for the point a stroke starts at, keeps the
 * stroke inside it: the region's clip is taken at pointer-down (made once per region), each move
 * draws its new segment clipped to that segment's few pixels and the region, and the stroke left
 * is a RegionStroke. Nothing is read back or composited afterwards.
 */
export class StayInsideBrush extends PencilBrush {
  /** Set by the editor: the region a stroke starting at a page point keeps to, or null for a free stroke. */
  keptAt: (point: Point) => KeptRegion | null = () => null;
  private region: KeptRegion | null = null;

  onMouseDown(pointer: Point, event: TEvent) {
    if (this.canvas._isMainEvent(event.e)) {
      this.region = this.keptAt(pointer);
      // The region's clip, made now rather than in the first move's frame.
      if (this.region) regionPath(this.region.map, this.region.regionId);
    }
    super.onMouseDown(pointer, event);
  }

  onMouseMove(pointer: Point, event: TEvent) {
    const region = this.region;
    if (!region || !this.canvas._isMainEvent(event.e)) return super.onMouseMove(pointer, event);
    // The segment drawn runs from the last one's end through the last point towards the new one.
    const points = [...this._points.slice(-2), pointer, ...(this.oldEnd ? [this.oldEnd] : [])];
    const box = segmentBox(points, this.width);
    if (box) this.clipped(region, box, this.canvas.contextTop, () => super.onMouseMove(pointer, event));
  }

  _render(context: CanvasRenderingContext2D = this.canvas.contextTop) {
    if (this.region) this.clipped(this.region, WHOLE, context, () => super._render(context));
    else super._render(context);
  }

  /** Runs fabric's drawing clipped to `box` and the region, in page pixels (the clip set through the view's transform). */
  private clipped({ map, regionId }: KeptRegion, box: Box, context: CanvasRenderingContext2D, draw: () => void) {
    const base = context.getTransform();
    context.save();
    context.transform(...(this.canvas.viewportTransform as [number, number, number, number, number, number]));
    context.clip(boxPath(box));
    context.clip(regionPath(map, regionId));
    // fabric applies the view's transform itself.
    context.setTransform(base);
    try {
      draw();
    } finally {
      context.restore();
    }
  }

  createPath(pathData: PathInput) {
    const region = this.region;
    if (!region) return super.createPath(pathData as Parameters<PencilBrush["createPath"]>[0]);
    return regionStrokeLayer(pathData, { color: this.color, width: this.width }, region);
  }

  _finalizeAndAddPath() {
    try {
      super._finalizeAndAddPath();
    } finally {
      this.region = null;
    }
  }
}
