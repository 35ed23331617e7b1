import ArrowRight from "lucide-react/icons/arrow-right";
import Play from "lucide-react/icons/play";
import Sparkles from "lucide-react/icons/sparkles";
import { useT } from "~/utils/i18n-react";
import type { VisibleSections } from "~/lib/landing";
import { landingMessages } from "~/i18n/messages/landing";
import { fetchFirst } from "~/lib/fetch-priority";

type Props = {
  home: NonNullable<VisibleSections["home"]>;
  appName: string;
  tagline: string;
  /** Where a signed-in visitor's app starts; null for visitors. */
  appHome: string | null;
  showHowItWorks: boolean;
};

/** #home: the promise, the way in, and a picture of the real colour screen. */
export function Hero({ home, appName, tagline, appHome, showHowItWorks }: Props) {
  const t = useT(landingMessages);
  return (
    <section id="home" aria-labelledby="home-title" className="relative isolate scroll-mt-20 overflow-hidden" data-testid="section-home">
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-50 via-paper to-paper" />
      <div aria-hidden className="absolute -left-24 top-24 -z-10 size-72 rounded-full bg-sun-300/40 blur-3xl" />
      <div aria-hidden className="absolute -right-16 -top-16 -z-10 size-96 rounded-full bg-brand-300/40 blur-3xl" />
      <div aria-hidden className="absolute bottom-0 right-1/3 -z-10 size-64 rounded-full bg-coral-100 blur-3xl" />

      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pb-20 pt-12 sm:px-6 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:pb-28 lg:pt-20">
        <div className="text-center lg:text-left">
          {tagline ? (
            <p className="inline-flex items-center gap-2 rounded-full bg-surface/90 px-4 py-1.5 text-sm font-bold text-brand-700 shadow-sm ring-1 ring-brand-200">
              <Sparkles aria-hidden className="size-4 text-sun-500" />
              {tagline}
            </p>
          ) : null}
          <h1 id="home-title" className="mt-6 text-4xl font-black leading-[1.08] tracking-tight text-balance text-ink sm:text-5xl lg:text-[3.5rem]">
            {home.heading}
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-ink-soft sm:text-xl lg:mx-0">{home.subheading}</p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <a href={appHome ?? "/sign-up"} className="btn-primary px-7 py-3.5 text-base shadow-(--shadow-pop)">
              {appHome ? t("landing.openApp", { app: appName }) : t("landing.signUp")}
              <ArrowRight aria-hidden className="size-5" />
            </a>
            {showHowItWorks ? (
              <a href="#how-it-works" className="btn-secondary px-7 py-3.5 text-base">
                <Play aria-hidden className="size-5 text-brand-600" />
                {t("landing.hero.secondary")}
              </a>
            ) : null}
          </div>
        </div>

        {home.image ? (
          <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
            <div
              aria-hidden
              className="absolute -inset-3 -z-10 rotate-3 rounded-[2.25rem] bg-gradient-to-br from-sun-300 via-coral-400 to-brand-500 opacity-80"
            />
            <img
              src={home.image}
              srcSet={home.srcSet || undefined}
              sizes={home.srcSet ? "(min-width: 1024px) 560px, (min-width: 640px) 36rem, 92vw" : undefined}
              alt={t("landing.hero.imageAlt", { app: appName })}
              width={1200}
              height={900}
              {...fetchFirst()}
              decoding="async"
              className="aspect-[4/3] w-full rounded-[2rem] bg-surface object-cover shadow-(--shadow-pop) ring-1 ring-line"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
