/**
 * The undo history as the device keeps it (IndexedDB), by layer id. Consecutive snapshots
 * almost always differ by a few layers (a stroke added; a fill added and the fill it hides
 * removed; everything removed by "Borrar todo"), so each step stores only that difference:
 * a write after every stroke costs the step, not the whole history. Pure.
 */
import type { History } from "./history";

/** One snapshot from the one before: drop `remove`, then append `add`; or, rarely, the whole list. */
export type Step = { remove: number[]; add: number[] } | { full: number[] };

export type EncodedHistory = { first: number[]; steps: Step[]; cursor: number };

export function diffStep(previous: readonly number[], next: readonly number[]): Step {
  const kept = new Set(next);
  const remove = previous.filter((id) => !kept.has(id));
  const before = new Set(previous);
  const add = next.filter((id) => !before.has(id));
  // The step must rebuild `next` exactly, order included; otherwise store it whole.
  const rebuilt = applyStep(previous, { remove, add });
  return rebuilt.length === next.length && rebuilt.every((id, i) => id === next[i]) ? { remove, add } : { full: [...next] };
}

export function applyStep(previous: readonly number[], step: Step): number[] {
  if ("full" in step) return [...step.full];
  const removed = new Set(step.remove);
  return [...previous.filter((id) => !removed.has(id)), ...step.add];
}

export function encodeHistory(history: History<number>): EncodedHistory {
  const [first = [], ...rest] = history.snaps;
  const steps: Step[] = [];
  let previous = first;
  for (const snap of rest) {
    steps.push(diffStep(previous, snap));
    previous = snap;
  }
  return { first: [...first], steps, cursor: history.cursor };
}

export function decodeHistory(encoded: EncodedHistory): History<number> {
  if (encoded.cursor < 0) return { snaps: [], cursor: -1 };
  const snaps: number[][] = [[...encoded.first]];
  for (const step of encoded.steps) snaps.push(applyStep(snaps[snaps.length - 1], step));
  const cursor = Math.min(Math.max(encoded.cursor, 0), snaps.length - 1);
  return { snaps, cursor };
}

/** Every layer id some snapshot uses: the layers the device must keep. */
export function usedIds(history: History<number>): Set<number> {
  const ids = new Set<number>();
  for (const snap of history.snaps) for (const id of snap) ids.add(id);
  return ids;
}
