import type { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** Sends a form through a fetcher, asking its action for JSON instead of a redirect. */
export function submitForJson(fetcher: { submit: ReturnType<typeof useFetcher>["submit"] }, form: HTMLFormElement) {
  const data = new FormData(form);
  data.set("response", "json");
  fetcher.submit(data, { method: "post", action: form.getAttribute("action") ?? undefined });
}

/**
 * Calls `onAnswer` once for each answer a fetcher gets: when it is idle again holding data it
 * had not answered yet (a re-render with the same data calls nothing).
 */
export function useFetcherAnswer<T>(fetcher: { state: string; data: T | undefined }, onAnswer: (data: T) => void) {
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    onAnswer(fetcher.data);
  }, [fetcher.state, fetcher.data, onAnswer]);
}
