/**
 * "No salirse" on the paint layer: the brush that keeps a stroke inside the region it started in
 * (while drawing, on fabric's top canvas, one segment at a time), and the stroke it leaves (a
 * fabric Path drawn through the region's mask, on screen, in the saved picture and after a reload).
 */
import { Path, PencilBrush, type Point, type TEvent } from "fabric";
import type { RegionBitmaps } from "./fill";
import type { FillSurface } from "./region-fill";
import { drawInside, keepInside, MASK_COLOR, segmentBox, type MaskTarget, type RegionMask } from "./stay-inside";
import { PICTURE_SIZE } from "~/lib/pages";

/** The region a stroke keeps to, and the page's region bitmaps its mask comes from. */
export type KeptRegion = { regionId: number; bitmaps: RegionBitmaps<FillSurface> };

type PathInput = ConstructorParameters<typeof Path>[0];
type PathOptions = ConstructorParameters<typeof Path>[1];

const WHOLE: RegionMask["box"] = { left: 0, top: 0, width: PICTURE_SIZE, height: PICTURE_SIZE };

const maskOf = ({ regionId, bitmaps }: KeptRegion): RegionMask | null => bitmaps.get(regionId, MASK_COLOR);

/**
 * A brush stroke kept inside one region: a Path (stored, undone and replayed like any stroke)
 * that draws itself through its region's mask. The mask is the bucket's cached bitmap of the
 * region, made again if the cache dropped it, so a stroke holds only its region's id.
 */
export class RegionStroke extends Path {
  static type = "RegionStroke";

  declare regionId: number;
  declare bitmaps: RegionBitmaps<FillSurface>;

  constructor(path: PathInput, options: PathOptions, region: KeptRegion) {
    super(path, options);
    this.regionId = region.regionId;
    this.bitmaps = region.bitmaps;
  }

  render(context: CanvasRenderingContext2D) {
    const mask = maskOf(this);
    if (!mask) return;
    const bounds = this.getBoundingRect();
    // A pixel more on each side: the box fabric gives leaves the antialiased rim out.
    const box = { left: bounds.left - 2, top: bounds.top - 2, width: bounds.width + 4, height: bounds.height + 4 };
    drawInside(context, mask, box, (scratch) => super.render(scratch as CanvasRenderingContext2D));
  }
}

/** A stroke as the device stores it, kept inside `region`. */
export function regionStrokeLayer(path: PathInput, style: { color: string; width: number }, region: KeptRegion) {
  const layer = new RegionStroke(
    path,
    { fill: null, stroke: style.color, strokeWidth: style.width, strokeLineCap: "round", strokeLineJoin: "round", strokeMiterLimit: 10 },
    region,
  );
  layer.set({ selectable: false, evented: false, objectCaching: false });
  return layer;
}

/**
 * fabric's pencil, which, when `keptAt` names a region for the point a stroke starts at, keeps the
 * stroke inside it: the region's mask is taken once at pointer-down (a cached bitmap), each move
 * passes only the new segment's few pixels through it, and the stroke left is a RegionStroke.
 */
export class StayInsideBrush extends PencilBrush {
  /** Set by the editor: the region a stroke starting at a page point keeps to, or null for a free stroke. */
  keptAt: (point: Point) => KeptRegion | null = () => null;
  private region: KeptRegion | null = null;
  private mask: RegionMask | null = null;

  /** The region the stroke being drawn keeps to (null: none, or no stroke). */
  get keeping() {
    return this.region?.regionId ?? null;
  }

  onMouseDown(pointer: Point, event: TEvent) {
    if (this.canvas._isMainEvent(event.e)) {
      this.region = this.keptAt(pointer);
      this.mask = this.region ? maskOf(this.region) : null;
      if (!this.mask) this.region = null;
    }
    super.onMouseDown(pointer, event);
  }

  onMouseMove(pointer: Point, event: TEvent) {
    super.onMouseMove(pointer, event);
    const mask = this.mask;
    if (!mask || !this.canvas._isMainEvent(event.e)) return;
    // The segment just drawn runs between the last three points (its curve's control and ends).
    const box = segmentBox(this._points.slice(-3), this.width);
    if (box) this.keepOnTop(mask, box);
  }

  _render(context: CanvasRenderingContext2D = this.canvas.contextTop) {
    super._render(context);
    if (this.mask) this.keepOnTop(this.mask, WHOLE, context);
  }

  private keepOnTop(mask: RegionMask, area: RegionMask["box"], context = this.canvas.contextTop) {
    context.save();
    context.setTransform(...(this.canvas.viewportTransform as [number, number, number, number, number, number]));
    keepInside(context as MaskTarget<CanvasImageSource>, mask, area);
    context.restore();
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
      this.mask = null;
    }
  }
}
