import LifeBuoy from "lucide-react/icons/life-buoy";
import Mail from "lucide-react/icons/mail";
import Plus from "lucide-react/icons/plus";
import { useT } from "~/utils/i18n-react";
import type { VisibleSections } from "~/lib/landing";
import { Section } from "./section";
import { landingMessages } from "~/i18n/messages/landing";

/**
 * #faqs: an exclusive accordion made of <details name="faqs">: the browser keeps one answer open
 * at a time, with or without JavaScript. The support block sits beside it.
 */
export function Faqs({ section }: { section: NonNullable<VisibleSections["faqs"]> }) {
  const t = useT(landingMessages);
  const { support } = section;
  const hasSupport = Boolean(support.heading || support.description || support.link);
  return (
    <Section id="faqs" heading={section.heading} subheading={section.subheading}>
      <div className={`mx-auto grid max-w-5xl gap-8 ${hasSupport ? "lg:grid-cols-[1.7fr_1fr]" : ""}`}>
        <div className="space-y-3" data-testid="faq-list">
          {section.faqs.map((faq, index) => (
            <details key={faq.id} name="faqs" open={index === 0} className="group card overflow-hidden open:ring-2 open:ring-brand-200" data-testid="faq">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-lg font-extrabold text-ink transition hover:text-brand-700 [&::-webkit-details-marker]:hidden">
                {faq.question}
                <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 transition group-open:rotate-45 group-open:bg-brand-600 group-open:text-white">
                  <Plus aria-hidden className="size-5" />
                </span>
              </summary>
              <p className="px-5 pb-5 text-ink-soft">{faq.answer}</p>
            </details>
          ))}
        </div>
        {hasSupport ? (
          <aside
            className="h-fit rounded-(--radius-card) bg-gradient-to-br from-sun-100 to-coral-100 p-7"
            aria-labelledby="support-title"
            data-testid="faq-support"
          >
            <span className="grid size-12 place-items-center rounded-2xl bg-surface text-coral-700 shadow-sm">
              <LifeBuoy aria-hidden className="size-6" />
            </span>
            <h3 id="support-title" className="mt-5 text-xl font-black">
              {support.heading}
            </h3>
            {support.description ? <p className="mt-2 text-ink-soft">{support.description}</p> : null}
            {support.link ? (
              <a href={support.link} className="btn-primary mt-6" data-testid="support-link">
                <Mail aria-hidden className="size-4" />
                {t("landing.faqs.supportLink")}
              </a>
            ) : null}
          </aside>
        ) : null}
      </div>
    </Section>
  );
}
