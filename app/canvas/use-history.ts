import type { FabricObject } from "fabric";
import { useCallback, useEffect, type RefObject } from "react";
import type { ColoringDoc } from "./coloring-doc";
import { current as currentSnapshot, type History } from "./history";

/**
 * Undo, redo and "Borrar todo" on the colouring's history (one history for strokes and fills),
 * with Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z and Ctrl+Y; and what the toolbar offers of them now.
 */
export function useHistory(docRef: RefObject<ColoringDoc>, history: History<FabricObject>) {
  const undo = useCallback(() => docRef.current?.undo(), [docRef]);
  const redo = useCallback(() => docRef.current?.redo(), [docRef]);
  const clear = () => docRef.current?.clear();

  // Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z and Ctrl+Y, unless typing somewhere.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      // Not behind a question ("Borrar todo", leaving).
      if (document.querySelector("[role=alertdialog]")) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) {
        event.preventDefault();
        undo();
      } else if ((key === "z" && event.shiftKey) || key === "y") {
        event.preventDefault();
        redo();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [undo, redo]);

  return {
    undo,
    redo,
    clear,
    canUndo: history.cursor > 0,
    canRedo: history.cursor >= 0 && history.cursor < history.snaps.length - 1,
    hasPaint: currentSnapshot(history).length > 0,
  };
}
