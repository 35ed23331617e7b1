import Check from "lucide-react/icons/check";
import Clock from "lucide-react/icons/clock";
import { useMoney, useT } from "~/utils/i18n-react";
import type { PricedPlan, VisibleSections } from "~/lib/landing";
import { Section } from "./section";
import { landingMessages } from "~/i18n/messages/landing";

type Props = {
  section: NonNullable<VisibleSections["pricing"]>;
  plans: (PricedPlan & { href: string })[];
};

/** docs/product.md §9: the badge belongs to the paid plans; a plan with no discount has nothing to announce. */
const hasBadge = (plan: PricedPlan) => (plan.name === "starter" || plan.name === "advanced") && plan.discount > 0;

/** #pricing: the plans from the database, price minus discount in the admin's currency. */
export function Pricing({ section, plans }: Props) {
  const t = useT(landingMessages);
  const money = useMoney();
  // The first paid plan is the one most people pick: it gets the emphasis.
  const featured = plans.find((plan) => plan.paid)?.name;
  return (
    <Section id="pricing" heading={section.heading} subheading={section.subheading} className="bg-surface">
      {plans.length === 0 ? (
        <p className="card mx-auto max-w-md p-6 text-center text-ink-soft">{t("landing.pricing.empty")}</p>
      ) : (
        <ul className="mx-auto grid max-w-md gap-6 md:max-w-none md:grid-cols-3 md:gap-4 lg:gap-6">
          {plans.map((plan) => {
            const highlighted = plan.name === featured;
            return (
              <li
                key={plan.name}
                className={`card relative flex flex-col p-7 md:p-5 lg:p-7 ${highlighted ? "border-2 border-brand-600 shadow-(--shadow-pop) lg:-mt-3 lg:mb-3" : ""}`}
                data-testid={`plan-${plan.name}`}
              >
                <div className="flex items-start justify-between gap-3">
                  <h3 className="text-2xl font-black">{plan.title}</h3>
                  {hasBadge(plan) ? (
                    <span className="shrink-0 rounded-full bg-coral-600 px-3 py-1 text-sm font-black text-white" data-testid="plan-badge">
                      {t("landing.pricing.off", { discount: plan.discount })}
                    </span>
                  ) : null}
                </div>
                {plan.description ? <p className="mt-2 text-ink-soft">{plan.description}</p> : null}
                <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
                  <span className="text-5xl font-black tracking-tight tabular-nums md:text-4xl lg:text-5xl" data-testid="plan-price">
                    {money(plan.finalPrice)}
                  </span>
                  <span className="font-bold text-ink-muted">{t("landing.pricing.perMonth")}</span>
                  {plan.discount > 0 && plan.price > 0 ? (
                    <span className="text-ink-muted">
                      <s aria-hidden>{money(plan.price)}</s>
                      <span className="sr-only">{t("landing.pricing.before", { price: money(plan.price) })}</span>
                    </span>
                  ) : null}
                </p>
                <ul className="mt-6 flex-1 space-y-3 text-sm">
                  {[
                    t("landing.pricing.publicPages", { count: plan.publicPageLimit }),
                    t("landing.pricing.creations", { count: plan.pageCreationLimit }),
                    t("landing.pricing.save"),
                    ...(plan.paid ? [t("landing.pricing.paidFeatures")] : []),
                  ].map((line) => (
                    <li key={line} className="flex items-start gap-2.5">
                      <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-mint-100 text-mint-700">
                        <Check aria-hidden className="size-3.5" strokeWidth={3} />
                      </span>
                      <span className="font-semibold text-ink-soft">{line}</span>
                    </li>
                  ))}
                </ul>
                {plan.paid && !plan.onSale ? (
                  // Payments are not set up yet: nothing to press that would fail.
                  <div className="mt-8 space-y-2 text-center" data-testid="plan-soon">
                    <p className="flex items-center justify-center gap-2 rounded-(--radius-control) border-2 border-dashed border-sun-400 bg-sun-100/60 px-4 py-3 text-base font-black">
                      <Clock aria-hidden className="size-5 text-sun-500" />
                      {t("landing.pricing.soon")}
                    </p>
                    <p className="text-sm text-ink-muted">{t("landing.pricing.soonNote")}</p>
                  </div>
                ) : (
                  <a href={plan.href} className={`${highlighted ? "btn-primary" : "btn-secondary"} mt-8 w-full py-3 text-base`} data-testid="plan-cta">
                    {plan.paid ? t("landing.pricing.choose", { plan: plan.title }) : t("landing.pricing.startFree")}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
