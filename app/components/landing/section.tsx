import type { ReactNode } from "react";

/** A landing section with its heading and subheading, centred; `id` is the anchor. */
export function Section({
  id,
  heading,
  subheading,
  className = "",
  children,
  testId,
}: {
  id: string;
  heading: string;
  subheading: string;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={`scroll-mt-20 py-20 [contain-intrinsic-size:auto_900px] [content-visibility:auto] sm:py-24 ${className}`}
      data-testid={testId ?? `section-${id}`}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <header className="mx-auto max-w-2xl text-center">
          <h2 id={titleId} className="text-3xl font-black tracking-tight text-balance sm:text-4xl">
            {heading}
          </h2>
          {subheading ? <p className="mt-4 text-lg text-ink-soft">{subheading}</p> : null}
        </header>
        <div className="mt-12 sm:mt-14">{children}</div>
      </div>
    </section>
  );
}
