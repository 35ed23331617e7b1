/**
 * What the public landing, /privacy and /terms show: the website settings with every hidden
 * section left out, admin-entered links made safe, and the plans priced as docs/product.md §9 says.
 */
import { ANCHORS, type PricedPlan, type PublicChrome, type VisibleSections } from "~/lib/landing";
import { homeFor } from "~/lib/users";
import { NotFound } from "~/lib/errors";
import { onSale } from "~/services/plan-prices.server";
import { listPlans, planOffer } from "~/services/plans.server";
import { renderRichText, safeHref } from "~/services/rich-text.server";
import { getSettingsValues } from "~/services/settings.server";
import { isPaymentsConfigured } from "~/services/payments/client.server";
import { getEnv } from "~/infra/env.server";
import { isAiConfigured } from "~/services/ai.server";
import { websiteFor } from "~/lib/website/defaults";
import { parseWebsite } from "~/lib/website/parse";
import { platformNames, type Landing, type PlatformName, type Website } from "~/lib/website/schema";

export { ANCHORS, type Anchor, type PricedPlan, type PublicChrome, type VisibleSections } from "~/lib/landing";

/** An admin-entered link or media URL, or "" when it is not one we would follow. */
export const safeUrl = (url: string) => safeHref(url)?.href ?? "";

/** The settings the public pages read, in one query, and whether AI is configured (what the landing may promise). */
export async function readPublicSettings() {
  const [{ website, app_name, tagline }, ai] = await Promise.all([getSettingsValues(["website", "app_name", "tagline"]), isAiConfigured()]);
  return { website: websiteOf(website, ai), appName: app_name, tagline };
}

/**
 * The stored website parsed, kept while it is the same text (and AI stays as configured): it
 * changes when an admin saves, and parsing it (the defaults merged in, every field checked) on
 * every visit cost the landing much of its time. Frozen, since every visitor's page reads the one object;
 * the admin's editor parses its own copy to change (admin.server's getWebsite).
 */
let parsedWebsite: { stored: string; ai: boolean; website: Website } | undefined;
function websiteOf(stored: string, ai: boolean): Website {
  if (!parsedWebsite || parsedWebsite.stored !== stored || parsedWebsite.ai !== ai) {
    parsedWebsite = { stored, ai, website: deepFreeze(websiteFor(parseWebsite(stored), { ai })) };
  }
  return parsedWebsite.website;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
type PublicSettings = Awaited<ReturnType<typeof readPublicSettings>>;

/** What every public page needs: names, the header's anchors, the footer and the legal links. */
export function publicChrome({ website, appName, tagline }: PublicSettings, user: { admin: boolean } | null): PublicChrome {
  const { landing } = website;
  const footer = landing.footer.visibility
    ? {
        description: landing.footer.description,
        copyright: landing.footer.copyright,
        socials: landing.footer.socials.map((social) => ({ ...social, url: safeUrl(social.url) })).filter((social) => social.url),
        platforms: landing.footer.platforms.visibility
          ? platformNames.map((name) => ({ name, url: safeUrl(landing.home.platforms[name]) })).filter((platform) => platform.url)
          : ([] as { name: PlatformName; url: string }[]),
        terms: website.terms.visibility,
        privacy: website.privacy.visibility,
      }
    : null;
  return {
    appName,
    tagline,
    appUrl: getEnv().APP_URL,
    home: user ? homeFor(user) : null,
    anchors: ANCHORS.filter((anchor) => isShown(landing, anchor.section)).map(({ id, label }) => ({ id, label })),
    footer,
  };
}

/** The shipped hero picture also comes small, for phones (scripts/record-demo.ts makes both). */
const SHIPPED_SRCSET: Record<string, string> = {
  "/images/landing/hero.webp": "/images/landing/hero-800.webp 800w, /images/landing/hero.webp 1200w",
};

/**
 * Whether the landing shows a section: switched on and, for a section of items or details,
 * with something in it (an empty one would be a heading over nothing). The sections and the
 * header's anchors both follow this.
 */
function isShown(landing: Landing, key: keyof Landing): boolean {
  if (!landing[key].visibility) return false;
  if (key === "testimonial") return landing.testimonial.testimonials.length > 0;
  if (key === "metrics") return landing.metrics.metrics.length > 0;
  if (key === "contact") return [landing.contact.location, landing.contact.phone, landing.contact.email].some((value) => value.trim() !== "");
  return true;
}

/** Each landing section it shows (null when not), with its links made safe. */
export function visibleSections(landing: Landing): VisibleSections {
  const shown = <K extends keyof Landing>(key: K) => (isShown(landing, key) ? landing[key] : null);
  const home = shown("home");
  const howItWorks = shown("howItWorks");
  const testimonial = shown("testimonial");
  const faqs = shown("faqs");
  const callToAction = shown("callToAction");
  return {
    home: home && { ...home, image: safeUrl(home.image), srcSet: SHIPPED_SRCSET[home.image] ?? "" },
    howItWorks: howItWorks && { ...howItWorks, video: safeUrl(howItWorks.video), poster: safeUrl(howItWorks.poster) },
    features: shown("features"),
    testimonial: testimonial && {
      ...testimonial,
      testimonials: testimonial.testimonials.map((item) => ({ ...item, photo: safeUrl(item.photo) })),
    },
    metrics: shown("metrics"),
    pricing: shown("pricing"),
    faqs: faqs && { ...faqs, support: { ...faqs.support, link: safeUrl(faqs.support.link) } },
    callToAction: callToAction && { ...callToAction, image: safeUrl(callToAction.image) },
    contact: shown("contact"),
  };
}

/** The plans as the pricing section shows them, cheapest first. */
export async function pricedPlans(): Promise<PricedPlan[]> {
  const [plans, configured] = await Promise.all([listPlans(), isPaymentsConfigured()]);
  return plans.map((plan) => ({ ...planOffer(plan), paid: plan.paid, onSale: onSale(plan, configured) }));
}

/** An absolute URL for sharing (Open Graph needs one): site paths are joined to APP_URL. */
export const absoluteUrl = (appUrl: string, url: string) => (url.startsWith("/") ? `${appUrl}${url}` : url);

/** /terms or /privacy: the admin's rich text as allow-listed HTML; a hidden page is not there (404). */
export async function legalPage(page: "terms" | "privacy", user: { admin: boolean } | null) {
  const settings = await readPublicSettings();
  const { visibility, content } = settings.website[page];
  if (!visibility) throw NotFound();
  return { chrome: publicChrome(settings, user), html: renderRichText(content), page };
}
