import { decodeLabelsRgba } from "~/lib/regions";
import { RegionMapBuilder, type RegionMap } from "./region-map";

/** The longest stretch of main-thread work between two yields while decoding. */
const SLICE_MS = 6;

/** Lets the browser paint and handle input between two slices of a long job. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs `step` (which reports whether it has more to do) in slices of about SLICE_MS. */
async function sliced(step: () => boolean, signal?: AbortSignal) {
  for (;;) {
    const start = performance.now();
    let more = true;
    while (more && performance.now() - start < SLICE_MS) more = step();
    if (!more) return;
    await nextTask();
    signal?.throwIfAborted();
  }
}

/**
 * Fetches and decodes a page's region map (the contract in issue #8: an RGB PNG whose
 * pixel holds id = R + G·256 + B·65536). The PNG decodes off the main thread
 * (createImageBitmap, no colour conversion, so the bytes stay ids); reading the pixels is
 * one call; turning them into ids, counts, boxes and runs goes a few rows at a time, in
 * slices of a few milliseconds, so input and painting never wait long. Marks its steps
 * with the User Timing API ("fill:map …") for DevTools and the bench.
 */
export async function loadRegionMap(url: string, expected: { width: number; height: number }, signal?: AbortSignal): Promise<RegionMap> {
  performance.mark("fill:map-start");
  const response = await fetch(url, { signal, credentials: "same-origin" });
  if (!response.ok) throw new Error(`region map ${url}: HTTP ${response.status}`);
  const bitmap = await createImageBitmap(await response.blob(), { colorSpaceConversion: "none", premultiplyAlpha: "none" });
  performance.measure("fill:map fetch+decode png", "fill:map-start");
  const { width, height } = bitmap;
  if (width !== expected.width || height !== expected.height) {
    bitmap.close();
    throw new Error(`region map ${url} is ${width}×${height}, the page ${expected.width}×${expected.height}`);
  }
  await nextTask();
  signal?.throwIfAborted();
  const read = performance.now();
  const surface =
    typeof OffscreenCanvas === "function" ? new OffscreenCanvas(width, height) : Object.assign(document.createElement("canvas"), { width, height });
  const context = surface.getContext("2d", { willReadFrequently: true }) as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new Error("no 2D context to read the region map");
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const rgba = context.getImageData(0, 0, width, height).data;
  performance.measure("fill:map read pixels", { start: read, end: performance.now() });
  await nextTask();
  signal?.throwIfAborted();

  const build = performance.now();
  const labels = new Uint32Array(width * height);
  const builder = new RegionMapBuilder(labels, width, height);
  const ROWS = 32;
  let decoded = 0;
  await sliced(() => {
    if (decoded < height) {
      const to = Math.min(height, decoded + ROWS);
      labels.set(decodeLabelsRgba(rgba.subarray(decoded * width * 4, to * width * 4)), decoded * width);
      decoded = to;
      return true;
    }
    builder.rows(ROWS);
    return builder.rowsDone < height;
  }, signal);
  const map = builder.finish();
  performance.measure("fill:map build", { start: build, end: performance.now() });
  return map;
}
