import Quote from "lucide-react/icons/quote";
import { useT } from "~/utils/i18n-react";
import type { VisibleSections } from "~/lib/landing";
import { Section } from "./section";
import { landingMessages } from "~/i18n/messages/landing";

const AVATAR_TINTS = ["bg-brand-600", "bg-coral-600", "bg-mint-700"];

export function Testimonials({ section }: { section: NonNullable<VisibleSections["testimonial"]> }) {
  const t = useT(landingMessages);
  return (
    <Section id="testimonials" heading={section.heading} subheading={section.subheading} className="bg-gradient-to-b from-paper to-brand-50/60">
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3 md:max-lg:[&>li:last-child:nth-child(odd)]:col-span-2">
        {section.testimonials.map((item, index) => (
          <li key={item.id}>
            <figure className="card flex h-full flex-col p-6">
              <Quote aria-hidden className="size-8 fill-sun-300 text-sun-300" />
              <blockquote className="mt-3 flex-1 text-ink-soft">
                <p>{item.feedback}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-5">
                {item.photo ? (
                  <img
                    src={item.photo}
                    alt={t("landing.testimonial.photo", { name: item.name })}
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-12 rounded-full object-cover"
                  />
                ) : (
                  <span
                    aria-hidden
                    className={`grid size-12 place-items-center rounded-full text-lg font-black text-white ${AVATAR_TINTS[index % AVATAR_TINTS.length]}`}
                  >
                    {item.name.trim().charAt(0).toUpperCase()}
                  </span>
                )}
                <span>
                  <span className="block font-extrabold text-ink">{item.name}</span>
                  {item.location ? <span className="block text-sm text-ink-muted">{item.location}</span> : null}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
