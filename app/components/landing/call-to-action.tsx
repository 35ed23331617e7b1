import ArrowRight from "lucide-react/icons/arrow-right";
import { useT } from "~/utils/i18n-react";
import type { VisibleSections } from "~/lib/landing";
import { landingMessages } from "~/i18n/messages/landing";

type Props = { section: NonNullable<VisibleSections["callToAction"]>; appName: string; appHome: string | null };

export function CallToAction({ section, appName, appHome }: Props) {
  const t = useT(landingMessages);
  return (
    <section
      id="call-to-action"
      aria-labelledby="call-to-action-title"
      className="px-4 py-20 [contain-intrinsic-size:auto_700px] [content-visibility:auto] sm:px-6 sm:py-24"
      data-testid="section-call-to-action"
    >
      <div className="relative isolate mx-auto grid max-w-6xl items-center gap-10 overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-700 via-brand-700 to-brand-900 px-6 py-14 text-white shadow-(--shadow-pop) sm:px-12 lg:grid-cols-[1.3fr_1fr] lg:py-16">
        <div aria-hidden className="absolute -right-24 -top-24 -z-10 size-96 rounded-full bg-coral-600/40 blur-3xl" />
        <div aria-hidden className="absolute -bottom-32 left-10 -z-10 size-80 rounded-full bg-sun-400/25 blur-3xl" />
        <div className="text-center lg:text-left">
          <h2 id="call-to-action-title" className="text-3xl font-black tracking-tight text-balance sm:text-4xl">
            {section.heading}
          </h2>
          {section.subheading ? <p className="mt-4 text-lg text-brand-100">{section.subheading}</p> : null}
          <a href={appHome ?? "/sign-up"} className="btn mt-8 bg-white px-7 py-3.5 text-base text-brand-800 shadow-lg hover:bg-sun-100">
            {appHome ? t("landing.openApp", { app: appName }) : t("landing.signUp")}
            <ArrowRight aria-hidden className="size-5" />
          </a>
        </div>
        {section.image ? (
          <img
            src={section.image}
            alt={t("landing.cta.imageAlt", { app: appName })}
            width={800}
            height={800}
            loading="lazy"
            decoding="async"
            className="mx-auto aspect-square w-full max-w-xs rotate-2 rounded-3xl bg-white object-cover shadow-2xl ring-8 ring-white/20 lg:max-w-sm"
          />
        ) : null}
      </div>
    </section>
  );
}
