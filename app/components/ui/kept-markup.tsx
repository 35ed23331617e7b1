import { createContext, createElement, useContext, type ComponentPropsWithoutRef, type ReactElement, type ReactNode } from "react";

/**
 * Gives the markup of `draw()`'s element for `key`: drawn the first time, then kept (the server's,
 * server/kept-markup.server). The key must name everything the markup depends on.
 */
export type KeepMarkup = (key: string, draw: () => ReactElement) => string;

const KeptMarkupContext = createContext<KeepMarkup | null>(null);

/** Given by the server's document render only: in the browser there is nothing to keep. */
export const KeptMarkupProvider = KeptMarkupContext.Provider;

type Tag = "li" | "aside" | "section" | "svg";

type KeepableProps<T extends Tag> = Omit<ComponentPropsWithoutRef<T>, "children" | "dangerouslySetInnerHTML"> & {
  as: T;
  /** Names everything `draw` depends on; null draws the children each time. */
  markupKey: string | null;
  /**
   * The element's contents as the server keeps them: a component that reads no context (no
   * router, no texts of its own), drawing the same markup as `children` on first render.
   */
  draw: () => ReactElement;
  /** The contents the browser renders (and hydrates over the kept markup), with their handlers. */
  children: ReactNode;
};

/**
 * An element whose contents the server draws once per `markupKey` and keeps (a gallery card, the
 * shell's side): the document render reuses the markup, and the browser renders `children` over
 * it as its own.
 */
export function Keepable<T extends Tag>({ as, markupKey, draw, children, ...attributes }: KeepableProps<T>) {
  const keep = useContext(KeptMarkupContext);
  if (!keep || markupKey === null) return createElement(as, attributes, children);
  return <Kept as={as} keep={keep} markupKey={markupKey} draw={draw} attributes={attributes} />;
}

/**
 * The kept markup in its element. It calls no hook: React lets a component render another tree to
 * a string while it renders (as `keep` does on a miss) only outside any hooks.
 */
function Kept({ as, keep, markupKey, draw, attributes }: { as: Tag; keep: KeepMarkup; markupKey: string; draw: () => ReactElement; attributes: object }) {
  return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: keep(markupKey, draw) } });
}
