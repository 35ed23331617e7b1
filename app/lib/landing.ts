/**
 * What the public pages (the landing, /terms, /privacy) are given to show (client-safe: the
 * rules that make it, which sections show and which links are safe, are services/website/public.server.ts).
 */
import type { Landing, PlatformName } from "~/lib/website/schema";

/** The sections the header links to, in landing order (docs/product.md §2). */
export const ANCHORS = [
  { id: "home", section: "home", label: "landing.nav.home" },
  { id: "how-it-works", section: "howItWorks", label: "landing.nav.howItWorks" },
  { id: "pricing", section: "pricing", label: "landing.nav.pricing" },
  { id: "faqs", section: "faqs", label: "landing.nav.faqs" },
  { id: "contact", section: "contact", label: "landing.nav.contact" },
] as const;
export type Anchor = (typeof ANCHORS)[number];

/** What every public page shows around its content: names, the header's anchors, the footer. */
export type PublicChrome = {
  appName: string;
  tagline: string;
  appUrl: string;
  /** Where the signed-in visitor's app is (null when nobody is signed in). */
  home: string | null;
  anchors: { id: Anchor["id"]; label: Anchor["label"] }[];
  footer: {
    description: string;
    copyright: string;
    socials: Landing["footer"]["socials"];
    platforms: { name: PlatformName; url: string }[];
    terms: boolean;
    privacy: boolean;
  } | null;
};

/** Each landing section it shows (null when not), its links already made safe. */
export type VisibleSections = {
  home: (Landing["home"] & { srcSet: string }) | null;
  howItWorks: Landing["howItWorks"] | null;
  features: Landing["features"] | null;
  testimonial: Landing["testimonial"] | null;
  metrics: Landing["metrics"] | null;
  pricing: Landing["pricing"] | null;
  faqs: Landing["faqs"] | null;
  callToAction: Landing["callToAction"] | null;
  contact: Landing["contact"] | null;
};

/** A plan as the pricing section shows it. */
export type PricedPlan = {
  name: string;
  title: string;
  description: string;
  price: number;
  discount: number;
  /** The price less its discount: what is charged (docs/product.md §9). */
  finalPrice: number;
  publicPageLimit: number;
  pageCreationLimit: number;
  paid: boolean;
  /** Whether it can be bought now (payments configured, a price that charges what it shows). */
  onSale: boolean;
};
