import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CallToAction } from "~/components/landing/call-to-action";
import { Contact } from "~/components/landing/contact";
import { Faqs } from "~/components/landing/faqs";
import { Features } from "~/components/landing/features";
import { Hero } from "~/components/landing/hero";
import { HowItWorks } from "~/components/landing/how-it-works";
import { publicMeta } from "~/components/landing/meta";
import { Metrics } from "~/components/landing/metrics";
import { Pricing } from "~/components/landing/pricing";
import { PublicPage, staticHandle } from "~/components/landing/public-page";
import { Testimonials } from "~/components/landing/testimonials";
import { translator } from "~/i18n/define";
import { CollectionChips } from "~/components/collections/collection-chips";
import { DailyPage, dailyCard } from "~/components/collections/daily-page";
import { listCollections } from "~/services/collections.server";
import { pageOfTheDay } from "~/services/daily-pages.server";
import { SIGNED_OUT } from "~/services/pages.server";
import { landingMessages } from "~/i18n/messages/landing";
import { absoluteUrl, pricedPlans, publicChrome, readPublicSettings, visibleSections } from "~/services/website/public.server";
import { getLocale, getPlatform } from "~/utils/request.server";
import { getSessionUser } from "~/utils/session.server";

export const handle = staticHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  // The landing is for the web; the shells start on their splash screen (docs/product.md §1).
  if (getPlatform(request) !== "web") throw redirect("/splash");
  const [user, settings, plans, collections] = await Promise.all([
    getSessionUser(request),
    readPublicSettings(),
    pricedPlans(),
    listCollections(getLocale(request)),
  ]);
  const daily = await pageOfTheDay(user ?? SIGNED_OUT, new Date());
  const { website } = settings;
  const sections = visibleSections(website.landing);
  const chrome = publicChrome(settings, user);
  // Visitors sign up (with the plan for a paid one); a signed-in user goes on to checkout or the app.
  const planHref = (plan: { name: string; paid: boolean }) => {
    if (!user) return plan.paid ? `/sign-up/?plan=${encodeURIComponent(plan.name)}` : "/sign-up";
    return plan.paid && !user.admin ? `/checkout?plan=${encodeURIComponent(plan.name)}` : (chrome.home as string);
  };
  const locale = getLocale(request);
  return json({
    chrome,
    sections,
    locale,
    plans: plans.map((plan) => ({ ...plan, href: planHref(plan) })),
    daily: daily ? dailyCard(daily.page) : null,
    collections: collections.map(({ slug, title, count }) => ({ slug, title, count })),
    shareImage: website.landing.home.image ? absoluteUrl(chrome.appUrl, website.landing.home.image) : "",
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  const { appName, tagline, appUrl } = data.chrome;
  const home = data.sections.home;
  return publicMeta({
    title: tagline ? `${appName} - ${tagline}` : appName,
    description: home?.subheading || tagline,
    url: `${appUrl}/`,
    image: data.shareImage,
    imageAlt: translator(data.locale, landingMessages)("landing.hero.imageAlt", { app: appName }),
    siteName: appName,
    locale: data.locale,
  });
};

/** The public landing: every section the admin made visible, rendered as plain HTML. */
export default function Landing() {
  const { chrome, sections, plans, daily, collections } = useLoaderData<typeof loader>();
  return (
    <PublicPage chrome={chrome} base="">
      {sections.home ? (
        <Hero home={sections.home} appName={chrome.appName} tagline={chrome.tagline} appHome={chrome.home} showHowItWorks={Boolean(sections.howItWorks)} />
      ) : (
        <h1 className="sr-only">{chrome.tagline ? `${chrome.appName} - ${chrome.tagline}` : chrome.appName}</h1>
      )}
      {daily ? (
        <div className="mx-auto max-w-6xl space-y-5 px-4 py-10 sm:px-6 sm:py-14" id="pagina-del-dia">
          <DailyPage page={daily} />
          <CollectionChips collections={collections} />
        </div>
      ) : null}
      {sections.howItWorks ? <HowItWorks section={sections.howItWorks} appName={chrome.appName} /> : null}
      {sections.features ? <Features section={sections.features} /> : null}
      {sections.testimonial ? <Testimonials section={sections.testimonial} /> : null}
      {sections.metrics ? <Metrics section={sections.metrics} /> : null}
      {sections.pricing ? <Pricing section={sections.pricing} plans={plans} /> : null}
      {sections.faqs ? <Faqs section={sections.faqs} /> : null}
      {sections.callToAction ? <CallToAction section={sections.callToAction} appName={chrome.appName} appHome={chrome.home} /> : null}
      {sections.contact ? <Contact section={sections.contact} /> : null}
    </PublicPage>
  );
}
