import { createContext, useContext, type ReactElement } from "react";

/**
 * Gives the markup of `draw()`'s element for `key`: drawn the first time, then kept (the server's,
 * server/kept-markup.server). The key must name everything the markup depends on.
 */
export type KeepMarkup = (key: string, draw: () => ReactElement) => string;

const KeptMarkupContext = createContext<KeepMarkup | null>(null);

/** Given by the server's document render only: in the browser there is nothing to keep. */
export const KeptMarkupProvider = KeptMarkupContext.Provider;

/** The server's kept markup, or null in the browser (which renders, and hydrates, as usual). */
export const useKeptMarkup = () => useContext(KeptMarkupContext);

/**
 * A list item holding kept markup: what the browser hydrates as the item's children, drawn by the
 * same component the browser renders there. It calls no hook: React lets a component render
 * another tree to a string while it renders (as `keep` does on a miss) only outside any hooks.
 */
export function KeptItem({ className, keep, markupKey, draw }: { className: string; keep: KeepMarkup; markupKey: string; draw: () => ReactElement }) {
  return <li className={className} dangerouslySetInnerHTML={{ __html: keep(markupKey, draw) }} />;
}
