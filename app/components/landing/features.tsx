import type { VisibleSections } from "~/lib/landing";
import { FEATURE_ICONS } from "./icons";
import { Section } from "./section";

const TINTS = ["bg-brand-100 text-brand-700", "bg-sun-100 text-ink", "bg-coral-100 text-coral-700", "bg-mint-100 text-mint-700"];

export function Features({ section }: { section: NonNullable<VisibleSections["features"]> }) {
  return (
    <Section id="features" heading={section.heading} subheading={section.subheading}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {section.features.map((feature, index) => {
          const Icon = FEATURE_ICONS[feature.icon];
          return (
            <li key={feature.id} className="card p-6 transition hover:-translate-y-0.5 hover:shadow-(--shadow-pop)">
              <span className={`grid size-12 place-items-center rounded-2xl ${TINTS[index % TINTS.length]}`}>
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-extrabold">{feature.title}</h3>
              <p className="mt-2 text-ink-soft">{feature.description}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
