/**
 * The gentle celebration when a page is finished (every region big enough to colour is
 * coloured): at most once per page, remembered on the device. Pure apart from the store it is given.
 */
import type { Progress } from "./progress";

/** Where the device remembers that a page was celebrated (window.localStorage in the browser). */
export type FlagStore = { getItem(key: string): string | null; setItem(key: string, value: string): void };

export const finishKey = (userId: number, pageId: number) => `colorea:finished:${userId}:${pageId}`;

export const isFinished = (progress: Progress | null) => !!progress && progress.total > 0 && progress.colored >= progress.total;

/**
 * What a new progress figure means: "celebrate" the first time the page is finished by an edit
 * made here; "remember" (silently) a page that was already finished when it was opened, so neither
 * the reopening nor a later undo and redo celebrates; "none" otherwise.
 */
export function finishDecision(progress: Progress | null, editedHere: boolean, remembered: boolean): "celebrate" | "remember" | "none" {
  if (!isFinished(progress) || remembered) return "none";
  return editedHere ? "celebrate" : "remember";
}

/** The decision, kept in `store` per user and page (a store that throws, e.g. private mode, remembers nothing: a celebration may come again). */
export function observeFinish(store: FlagStore | null, key: string, progress: Progress | null, editedHere: boolean): boolean {
  let remembered = false;
  try {
    remembered = store?.getItem(key) === "1";
  } catch {
    remembered = false;
  }
  const decision = finishDecision(progress, editedHere, remembered);
  if (decision === "none") return false;
  try {
    store?.setItem(key, "1");
  } catch {
    // Not kept: the page may be celebrated again on this device.
  }
  return decision === "celebrate";
}
