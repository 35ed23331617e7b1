import { useBlocker, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { ColoringDoc } from "./coloring-doc";
import type { ServerColoring } from "~/lib/color-screen-data";

/**
 * When the page around a colouring comes and goes (issue #13): the tab going to the background
 * saves at once, closing it sends the rest as a keepalive beacon, coming back online sends what
 * waited, coming back to the front re-reads the page (another device may have coloured since)
 * and merges a newer copy. Leaving is questioned only when the work truly cannot be kept (no
 * copy on the device and none on the server yet): returns that question's blocker.
 */
export function useKeeping(
  doc: () => ColoringDoc | null,
  { colored, ready, unkept, busy }: { colored: ServerColoring | null; ready: boolean; unkept: boolean; busy: () => boolean },
) {
  const revalidator = useRevalidator();
  const busyRef = useRef(busy);
  busyRef.current = busy;
  const docRef = useRef(doc);
  docRef.current = doc;

  useEffect(() => {
    const visibility = () => {
      if (document.visibilityState === "hidden") void docRef.current()?.save();
      else if (docRef.current() && !busyRef.current()) revalidator.revalidate();
    };
    const pagehide = () => docRef.current()?.beacon();
    const online = () => docRef.current()?.queue.online();
    const listening = new AbortController();
    const { signal } = listening;
    document.addEventListener("visibilitychange", visibility, { signal });
    window.addEventListener("pagehide", pagehide, { signal });
    window.addEventListener("online", online, { signal });
    return () => listening.abort();
  }, [revalidator]);

  useEffect(() => {
    if (ready && colored) void docRef.current()?.merge(colored);
  }, [ready, colored]);

  useEffect(() => {
    if (!unkept) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unkept]);

  return useBlocker(
    ({ currentLocation, nextLocation }) => unkept && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== "/checkout",
  );
}
