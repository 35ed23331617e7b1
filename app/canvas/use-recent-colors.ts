import { useRef, useState } from "react";
import { withRecentColor } from "~/lib/recent-colors";

/** The colours painted with last, newest first (the palette's "recientes"), starting from the account's. */
export function useRecentColors(initial: string[]) {
  const [recent, setRecent] = useState<string[]>(initial);
  const recentRef = useRef(recent);
  recentRef.current = recent;

  /** The colour was painted with: it leads the recent colours, here and (a moment later) on the account. */
  const usedColor = (color: string) => {
    const next = withRecentColor(recentRef.current, color);
    if (next.join() === recentRef.current.join()) return;
    recentRef.current = next;
    setRecent(next);
    const form = new FormData();
    for (const value of next) form.append("colors", value);
    void fetch("/pages/recent-colors", { method: "POST", body: form, headers: { Accept: "application/json" }, credentials: "same-origin" }).catch(
      () => undefined,
    );
  };

  return { recent, usedColor };
}
