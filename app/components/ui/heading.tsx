import type { ReactNode } from "react";

/** A screen's title and, under it when given, what the screen is for. `id` names the section it heads (aria-labelledby). */
export function ScreenHeading({ id, title, subtitle }: { id?: string; title: ReactNode; subtitle?: ReactNode }) {
  return (
    <div>
      <h1 id={id} className="text-2xl font-extrabold sm:text-3xl">
        {title}
      </h1>
      {subtitle ? <p className="mt-1 text-ink-soft">{subtitle}</p> : null}
    </div>
  );
}

/** A card's title and its intro. `id` names the card it heads (aria-labelledby). */
export function CardHeading({ id, title, intro }: { id: string; title: ReactNode; intro: ReactNode }) {
  return (
    <div>
      <h2 id={id} className="text-lg font-extrabold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{intro}</p>
    </div>
  );
}
