import { decodeLabelsRgba } from "~/lib/regions";
import { buildRegionMap, type RegionMap } from "./region-map";

/** Lets the browser paint and handle input between the steps of a long job. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Fetches and decodes a page's region map (the contract in issue #8: an RGB PNG whose
 * pixel holds id = R + G·256 + B·65536). The image decodes off the main thread
 * (createImageBitmap, no colour conversion, so the bytes stay ids); the rest runs as
 * three short tasks (read the pixels, decode ids, count regions) rather than one long one.
 */
export async function loadRegionMap(url: string, expected: { width: number; height: number }, signal?: AbortSignal): Promise<RegionMap> {
  const response = await fetch(url, { signal, credentials: "same-origin" });
  if (!response.ok) throw new Error(`region map ${url}: HTTP ${response.status}`);
  const bitmap = await createImageBitmap(await response.blob(), { colorSpaceConversion: "none", premultiplyAlpha: "none" });
  const { width, height } = bitmap;
  if (width !== expected.width || height !== expected.height) {
    bitmap.close();
    throw new Error(`region map ${url} is ${width}×${height}, the page ${expected.width}×${expected.height}`);
  }
  await nextTask();
  signal?.throwIfAborted();
  const surface = typeof OffscreenCanvas === "function" ? new OffscreenCanvas(width, height) : Object.assign(document.createElement("canvas"), { width, height });
  const context = surface.getContext("2d", { willReadFrequently: true }) as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new Error("no 2D context to read the region map");
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const rgba = context.getImageData(0, 0, width, height).data;
  await nextTask();
  signal?.throwIfAborted();
  const labels = decodeLabelsRgba(rgba);
  await nextTask();
  signal?.throwIfAborted();
  return buildRegionMap(labels, width, height);
}
