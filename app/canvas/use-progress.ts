import type { Canvas } from "fabric";
import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { PICTURE_SIZE } from "~/lib/pages";
import { ProgressTracker, unionRect, type Progress, type Rect } from "./progress";
import type { RegionMap } from "./region-map";

/** Progress is measured this long after the last edit, when the browser is idle. */
const PROGRESS_DELAY_MS = 300;
const PAGE = { width: PICTURE_SIZE, height: PICTURE_SIZE };

/** fabric's own: set while a repaint is pending. */
type Internals = { nextRenderHandle?: number };

/**
 * Progress (issue #8): the share of the page's regions that carry paint, read off the paint
 * layer where it changed, after a pause in editing and when the browser is idle. Nothing is
 * measured until the page's region map has come (`track`).
 */
export function useProgress(fabricRef: RefObject<Canvas>) {
  // fabricRef is the same object on every render: the dependency lists below name only what changes.
  const [progress, setProgress] = useState<Progress | null>(null);
  const progressTimerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const trackerRef = useRef<ProgressTracker | null>(null);
  /** What changed on the paint layer since progress was last measured. */
  const dirtyRef = useRef<Rect | null>(null);

  /** The page's region map came: progress is measured over its regions from now on. */
  const track = (map: RegionMap) => (trackerRef.current = new ProgressTracker(map));

  const markDirty = (rect: Rect) => (dirtyRef.current = unionRect(dirtyRef.current, rect, PAGE));

  /** Reads what changed on the paint layer since last time; null without a region map. */
  const measure = useCallback((): Progress | null => {
    const canvas = fabricRef.current;
    const tracker = trackerRef.current;
    if (!canvas || !tracker) return null;
    const rect = dirtyRef.current;
    dirtyRef.current = null;
    if (rect && rect.width > 0 && rect.height > 0) tracker.update(rect, canvas.getContext().getImageData(rect.left, rect.top, rect.width, rect.height).data);
    const next = tracker.progress;
    // (the count and bar re-render the screen: in slices, off the stroke's path)
    startTransition(() => setProgress(next));
    return next;
  }, [fabricRef]);

  /** Measured off the stroke path: after a pause in editing, when the browser is idle. */
  const scheduleProgress = useCallback(() => {
    if (!trackerRef.current) return;
    if (progressTimerRef.current) clearTimeout(progressTimerRef.current);
    progressTimerRef.current = setTimeout(() => {
      progressTimerRef.current = null;
      const run = () => {
        // A repaint still pending would be read half done: wait for it.
        if ((fabricRef.current as unknown as Internals | null)?.nextRenderHandle) return scheduleProgress();
        const start = performance.now();
        measure();
        performance.measure("fill:progress", { start, end: performance.now() });
      };
      if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 1000 });
      else run();
    }, PROGRESS_DELAY_MS);
  }, [fabricRef, measure]);
  useEffect(() => () => void (progressTimerRef.current && clearTimeout(progressTimerRef.current)), []);

  const isColored = (regionId: number) => trackerRef.current?.isColored(regionId) ?? false;

  return { progress, track, markDirty, measure, scheduleProgress, isColored };
}
