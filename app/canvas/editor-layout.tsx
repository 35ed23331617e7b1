import type { ReactNode } from "react";
import { FIT_MARGIN } from "./view";
import { fetchFirst } from "~/lib/fetch-priority";

/**
 * The colour screen's boxes: the header, the notes line, and the row of the tools, the picture's
 * box and the colours. The server lays them out (the route's placeholder, the picture already in
 * its box) and the editor lays out the same ones, sized by CSS alone, so nothing moves when the
 * editor takes over (issue #28: Lighthouse measured a shift of 0.325 as it mounted).
 */
export function EditorLayout({
  scale = false,
  header,
  notes,
  tools,
  picture,
  palette,
  children,
  ...attributes
}: {
  /** Scale mode: the whole window (the shell hidden). */
  scale?: boolean;
  header: ReactNode;
  notes: ReactNode;
  tools: ReactNode;
  /** The picture's box (PICTURE_BOX). */
  picture: ReactNode;
  /** The colour panel, when open. */
  palette: ReactNode;
  /** What lies outside the layout: announcements, dialogs. */
  children?: ReactNode;
  /** Shown, not yet usable (React 18 passes the attribute through as written). */
  inert?: "";
} & { [data: `data-${string}`]: string | number | boolean | undefined }) {
  return (
    <div
      className={
        scale
          ? "fixed inset-0 z-40 flex flex-col gap-2 bg-paper p-2 pt-[max(0.5rem,env(safe-area-inset-top))] sm:p-3"
          : "flex min-h-[16rem] flex-1 flex-col gap-2"
      }
      {...attributes}
    >
      {header}
      {notes}
      <div className="flex min-h-0 flex-1 flex-col gap-2 landscape:flex-row">
        {tools}
        {picture}
        {palette ? (
          <div id="color-palette" className="order-2 flex min-h-0 min-w-0 shrink-0 landscape:order-3">
            {palette}
          </div>
        ) : null}
      </div>
      {children}
    </div>
  );
}

/**
 * The picture's box: all the room the tools and colours leave. A size container, so the picture
 * at rest is placed in it by CSS exactly where the view fits it (view.ts's fitView).
 */
export const PICTURE_BOX =
  "relative order-1 min-h-0 min-w-0 flex-1 overflow-hidden rounded-(--radius-card) border border-line bg-brand-50/60 shadow-(--shadow-card) [container-type:size] landscape:order-2";

/**
 * The picture as the view first fits it (centred, FIT_MARGIN from the box's nearer sides), by CSS
 * alone: the server's placeholder shows it, and the editor keeps it over its canvas until the
 * colouring is open, so the picture is in its place from the first paint and never jumps.
 */
export function PictureStill({ src, alt }: { src: string; alt: string }) {
  return (
    <img
      src={src}
      alt={alt}
      draggable={false}
      width={1024}
      height={1024}
      {...fetchFirst()}
      className="pointer-events-none absolute left-1/2 top-1/2 max-w-none -translate-x-1/2 -translate-y-1/2 select-none bg-white shadow-sm"
      style={{ width: `calc(min(100cqw, 100cqh) - ${2 * FIT_MARGIN}px)`, height: `calc(min(100cqw, 100cqh) - ${2 * FIT_MARGIN}px)` }}
      data-testid="picture-still"
    />
  );
}
