import { useState } from "react";
import type { Card } from "~/lib/pages";
import type { Timelapse as TimelapseData } from "~/lib/timelapse";
import type { ColoringDoc } from "./coloring-doc";
import type { RegionBitmaps } from "./fill";
import { current as currentSnapshot } from "./history";
import type { FillSurface } from "./region-fill";
import type { ServerColoring } from "~/lib/color-screen-data";
import type { TimelapseSource } from "./timelapse-player";
import { startingPicture, timelapseOf } from "./timelapse-record";

/**
 * The colouring's time-lapse (issue #17): the server's of the picture a copy starts from, read
 * with that picture; the time-lapse as it is now, sent with every save; and "Ver cómo lo pinté",
 * the replay of the picture as it is now, ending on exactly it (issue #28).
 */
export function useTimelapse({ page }: { page: Card }) {
  const [replay, setReplay] = useState<TimelapseSource | null>(null);
  const [replayOpen, setReplayOpen] = useState(false);

  /**
   * The server's time-lapse of its copy `server` (null when it has none). One of a newer copy,
   * saved meanwhile, is not this picture's: null too (that copy comes in with its own by a merge).
   */
  const read = async (server: ServerColoring): Promise<TimelapseData | null> => {
    const response = await fetch(`/pages/${page.id}/timelapse`, { headers: { Accept: "application/json" }, credentials: "same-origin" });
    if (!response.ok) throw new Error(`the time-lapse could not be read (HTTP ${response.status})`);
    const body = (await response.json()) as { timelapse: TimelapseData | null; version: number };
    return body.version === server.version ? body.timelapse : null;
  };

  /** The time-lapse of the colouring as it is now (JSON, sent with each save). */
  const now = (doc: ColoringDoc | null): string | null => (doc ? JSON.stringify(timelapseOf(currentSnapshot(doc.history))) : null);

  /** "Ver cómo lo pinté": the picture as it is now, painted again from its time-lapse, ending on the paint layer itself. */
  const openReplay = (doc: ColoringDoc | null, regions: () => Promise<RegionBitmaps<FillSurface> | null>) => {
    const layers = doc ? currentSnapshot(doc.history) : [];
    setReplay({
      steps: timelapseOf(layers).steps,
      lineArt: page.illustration,
      start: startingPicture(layers),
      end: doc?.paintLayer() ?? null,
      regions,
      title: page.title,
      pageId: page.id,
    });
    setReplayOpen(true);
  };

  return { read, now, replay, replayOpen, setReplayOpen, openReplay };
}

export type Timelapse = ReturnType<typeof useTimelapse>;
