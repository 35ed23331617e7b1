/**
 * The editor's snapshot history (docs/product.md §4 Editor snapshots), pure and DOM-free.
 *
 * A snapshot is the list of layers on the paint canvas (strokes, the resumed paint
 * bitmap). Snapshots share their layer objects, so a step costs one array of
 * references, never a bitmap: memory is O(steps × layers) pointers plus the strokes
 * themselves. At most `limit` steps are kept; older ones fall off the front.
 */
export type History<T> = { snaps: readonly (readonly T[])[]; cursor: number };

export const HISTORY_LIMIT = 100;

export const emptyHistory = <T>(): History<T> => ({ snaps: [], cursor: -1 });

const same = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * Pushes a snapshot: one identical to the current one is skipped; otherwise redo
 * history after the cursor is dropped, the snapshot appended and the cursor moved.
 */
export function push<T>(history: History<T>, snapshot: readonly T[], limit = HISTORY_LIMIT): History<T> {
  const current = history.snaps[history.cursor];
  if (current && same(current, snapshot)) return history;
  const kept = history.snaps.slice(0, history.cursor + 1);
  kept.push(snapshot);
  const overflow = Math.max(0, kept.length - limit);
  const snaps = overflow ? kept.slice(overflow) : kept;
  return { snaps, cursor: snaps.length - 1 };
}

export const canUndo = <T>(history: History<T>) => history.cursor > 0;
export const canRedo = <T>(history: History<T>) => history.cursor >= 0 && history.cursor < history.snaps.length - 1;

export function undo<T>(history: History<T>): History<T> {
  return canUndo(history) ? { ...history, cursor: history.cursor - 1 } : history;
}

export function redo<T>(history: History<T>): History<T> {
  return canRedo(history) ? { ...history, cursor: history.cursor + 1 } : history;
}

export const current = <T>(history: History<T>): readonly T[] => history.snaps[history.cursor] ?? [];
