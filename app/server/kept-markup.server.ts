import { LRUCache } from "lru-cache";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import type { KeepMarkup } from "~/components/ui/kept-markup";

/**
 * Markup the server drew once, by a key that names everything it depends on: a gallery card is
 * the same markup for every viewer who sees the same page with the same flags, and React's render
 * of twelve of them was a quarter of a gallery request's time. Bounded by size (keys and markup,
 * in characters), the least recently used going first.
 */
const kept = new LRUCache<string, string>({ maxSize: 8_000_000, sizeCalculation: (markup, key) => markup.length + key.length });

/**
 * The document render's `KeepMarkup`. On a miss the element is rendered to a string there and
 * then, inside the document's render: React supports such a nested render (it restores its own
 * state after it) when it happens outside any hooks (see `Kept` in components/ui/kept-markup).
 */
export const keepMarkup: KeepMarkup = (key: string, draw: () => ReactElement) => {
  let markup = kept.get(key);
  if (markup === undefined) {
    markup = renderToString(draw());
    kept.set(key, markup);
  }
  return markup;
};

/** For tests: forget every kept markup. */
export function forgetKeptMarkup() {
  kept.clear();
}
