import { landingMessages } from "~/i18n/messages/landing";
import { useT } from "~/utils/i18n-react";
import type { PrivacyFacts as PrivacyFactsData } from "~/lib/privacy-facts";

/** "En este servidor": what this installation keeps, how long, and who processes it, from its own configuration. */
export function PrivacyFacts({ facts }: { facts: PrivacyFactsData }) {
  const t = useT(landingMessages);
  const { keep, processors } = facts;
  return (
    <section
      aria-labelledby="facts-title"
      className="mt-12 rounded-(--radius-card) border border-line bg-surface p-6 text-ink-soft leading-relaxed"
      data-testid="privacy-facts"
    >
      <h2 id="facts-title" className="text-2xl font-extrabold text-ink">
        {t("landing.facts.title")}
      </h2>
      <p className="mt-2 text-sm">{t("landing.facts.intro")}</p>
      <h3 className="mt-6 text-lg font-extrabold text-ink">{t("landing.facts.keepTitle")}</h3>
      <ul className="mt-3 list-disc space-y-2 pl-6">
        <li>{t("landing.facts.account")}</li>
        <li>{t("landing.facts.birthYear")}</li>
        <li>{t("landing.facts.sessions", { session: keep.sessionDays, token: keep.tokenDays })}</li>
        <li>{t("landing.facts.links", { reset: keep.resetHours, verify: keep.verifyHours, change: keep.emailChangeHours, undo: keep.undoDays })}</li>
        <li>{t("landing.facts.exports", { export: keep.exportDays })}</li>
        <li>{t("landing.facts.logs")}</li>
        <li>{t("landing.facts.after")}</li>
      </ul>
      <h3 className="mt-6 text-lg font-extrabold text-ink">{t("landing.facts.whoTitle")}</h3>
      <ul className="mt-3 list-disc space-y-2 pl-6" data-testid="privacy-processors">
        <li>{t(processors.payments ? "landing.facts.payments" : "landing.facts.noPayments")}</li>
        <li>{t(processors.ai ? "landing.facts.ai" : "landing.facts.noAi")}</li>
        <li>{processors.storage ? t("landing.facts.storage", { host: processors.storage }) : t("landing.facts.localStorage")}</li>
        <li>{processors.mail ? t("landing.facts.mail", { host: processors.mail }) : t("landing.facts.noMail")}</li>
      </ul>
    </section>
  );
}
