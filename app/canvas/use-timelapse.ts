import { useRef, useState } from "react";
import type { PageCard } from "~/lib/pages";
import type { TimelapseStep } from "~/lib/timelapse";
import type { ColoringDoc } from "./coloring-doc";
import type { RegionBitmaps } from "./fill";
import { current as currentSnapshot } from "./history";
import type { FillSurface } from "./region-fill";
import type { ServerColoring } from "./screen-data";
import type { TimelapseSource } from "./timelapse-player";
import { timelapseOf } from "./timelapse-record";

/**
 * The colouring's time-lapse (issue #17): what the server has of it, carried on by every save,
 * and "Ver cómo lo pinté", the replay of the picture as it is now.
 */
export function useTimelapse({ page, colored }: { page: PageCard; colored: ServerColoring | null }) {
  // The server's time-lapse of what was painted before this copy: a reopened colouring's replay
  // starts from it, and the saves carry it on. Until it is known, saves leave the stored one as it is.
  const beforeRef = useRef<{ known: boolean; steps: TimelapseStep[] | null }>({ known: !colored, steps: null });
  const [replay, setReplay] = useState<TimelapseSource | null>(null);
  const [replayOpen, setReplayOpen] = useState(false);

  /** A reopened colouring: asks the server for its time-lapse so far (a new one has none). */
  const readBefore = () => {
    if (!colored) return;
    void fetch(`/pages/${page.id}/timelapse`, { headers: { Accept: "application/json" }, credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<{ timelapse: { steps: TimelapseStep[] } | null }>) : Promise.reject(new Error(String(response.status)))))
      .then((body) => (beforeRef.current = { known: true, steps: body.timelapse?.steps ?? null }))
      .catch((error: unknown) => console.error("the time-lapse so far could not be read", error));
  };

  /** The time-lapse of the colouring as it is now (JSON, sent with each save); null while what came before is unknown. */
  const now = (doc: ColoringDoc | null): string | null => {
    const before = beforeRef.current;
    const layers = doc ? currentSnapshot(doc.history) : null;
    return before.known && layers ? JSON.stringify(timelapseOf(layers, before.steps)) : null;
  };

  /** "Ver cómo lo pinté": the picture as it is now, painted again from its time-lapse. */
  const openReplay = (doc: ColoringDoc | null, regions: () => Promise<RegionBitmaps<FillSurface> | null>) => {
    setReplay({
      steps: doc ? timelapseOf(currentSnapshot(doc.history), beforeRef.current.steps).steps : [],
      lineArt: page.illustration,
      before: colored?.photo ?? null,
      regions,
      title: page.title,
      pageId: page.id,
    });
    setReplayOpen(true);
  };

  return { readBefore, now, replay, replayOpen, setReplayOpen, openReplay };
}

export type Timelapse = ReturnType<typeof useTimelapse>;
