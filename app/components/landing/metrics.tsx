import type { VisibleSections } from "~/lib/landing";

/** The numbers band: dark violet, so it breaks the page's rhythm between two light sections. */
export function Metrics({ section }: { section: NonNullable<VisibleSections["metrics"]> }) {
  return (
    <section
      id="metrics"
      aria-labelledby="metrics-title"
      className="relative isolate overflow-hidden bg-brand-800 py-20 text-white [contain-intrinsic-size:auto_600px] [content-visibility:auto] sm:py-24"
      data-testid="section-metrics"
    >
      <div aria-hidden className="absolute -right-20 -top-24 -z-10 size-80 rounded-full bg-brand-600 blur-3xl" />
      <div aria-hidden className="absolute -bottom-24 -left-20 -z-10 size-80 rounded-full bg-coral-600/40 blur-3xl" />
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <header className="mx-auto max-w-2xl text-center">
          <h2 id="metrics-title" className="text-3xl font-black tracking-tight text-balance sm:text-4xl">
            {section.heading}
          </h2>
          {section.subheading ? <p className="mt-4 text-lg text-brand-100">{section.subheading}</p> : null}
        </header>
        <dl className="mt-12 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {section.metrics.map((metric) => (
            <div key={metric.id} className="flex flex-col-reverse rounded-(--radius-card) bg-white/10 px-4 py-6 text-center ring-1 ring-white/15">
              <dt className="mt-2 font-semibold text-brand-100">{metric.key}</dt>
              <dd className="text-4xl font-black tracking-tight text-sun-300 sm:text-5xl">{metric.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
