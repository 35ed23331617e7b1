import type { LucideIcon } from "lucide-react";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { useT } from "~/utils/i18n-react";
import type { VisibleSections } from "~/lib/landing";
import { Section } from "./section";
import { landingMessages } from "~/i18n/messages/landing";

type Item = { icon: LucideIcon; label: string; value: string; href?: string; testId: string };

export function Contact({ section }: { section: NonNullable<VisibleSections["contact"]> }) {
  const t = useT(landingMessages);
  const items: Item[] = [
    { icon: MapPin, label: t("landing.contact.location"), value: section.location, testId: "contact-location" },
    { icon: Phone, label: t("landing.contact.phone"), value: section.phone, href: `tel:${section.phone.replace(/[^\d+]/g, "")}`, testId: "contact-phone" },
    { icon: Mail, label: t("landing.contact.email"), value: section.email, href: `mailto:${section.email}`, testId: "contact-email" },
  ].filter((item) => item.value.trim() !== "");
  // As many columns as details, centred: one e-mail is not a card at the far left of three columns.
  const columns = ["", "max-w-sm", "max-w-2xl md:grid-cols-2", "max-w-4xl md:grid-cols-3"][items.length];
  return (
    <Section id="contact" heading={section.heading} subheading={section.subheading} className="bg-surface">
      <ul className={`mx-auto grid gap-5 ${columns}`}>
        {items.map(({ icon: Icon, label, value, href, testId }) => (
          <li key={testId} className="card flex items-center gap-4 p-5 md:flex-col md:gap-0 md:p-6 md:text-center" data-testid={testId}>
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-100 text-brand-700">
              <Icon aria-hidden className="size-6" />
            </span>
            <div className="min-w-0">
              <h3 className="text-sm font-black uppercase tracking-wider text-ink-muted md:mt-4">{label}</h3>
              {href ? (
                <a href={href} className="link mt-1 inline-block text-lg [overflow-wrap:anywhere]">
                  {value}
                </a>
              ) : (
                <p className="mt-1 text-lg font-bold">{value}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
