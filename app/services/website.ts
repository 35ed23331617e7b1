/**
 * The `website` setting: the JSON document that fills the public landing,
 * the terms page and the privacy page.
 *
 * The value is stored as a JSON string in the settings table. `parseWebsite`
 * turns whatever is stored (possibly nothing, possibly an older or partial
 * document) into a complete, valid `Website`, falling back to the defaults
 * field by field.
 */
import * as z from "zod";

import { defaultWebsite } from "./website-defaults";

/* ------------------------------------------------------------------------ */
/* Icons                                                                    */
/* ------------------------------------------------------------------------ */

/** Icon names a landing feature may use. The landing maps each to an SVG. */
export const featureIcons = [
  "palette",
  "sparkles",
  "heart",
  "printer",
  "download",
  "shield",
  "users",
  "star",
] as const;
export const featureIconSchema = z.enum(featureIcons);
export type FeatureIcon = z.infer<typeof featureIconSchema>;

/** Icon names a footer social link may use. */
export const socialIcons = [
  "facebook",
  "instagram",
  "x",
  "youtube",
  "tiktok",
  "pinterest",
] as const;
export const socialIconSchema = z.enum(socialIcons);
export type SocialIcon = z.infer<typeof socialIconSchema>;

/* ------------------------------------------------------------------------ */
/* Rich text (Slate-compatible)                                             */
/* ------------------------------------------------------------------------ */

export const richTextBlockTypes = [
  "heading-one",
  "heading-two",
  "paragraph",
  "bulleted-list",
  "numbered-list",
  "list-item",
  "block-quote",
] as const;
export type RichTextBlockType = (typeof richTextBlockTypes)[number];

/** A text leaf with optional marks. */
export type RichTextText = {
  text: string;
  bold?: boolean | undefined;
  italic?: boolean | undefined;
  underline?: boolean | undefined;
};

/** An inline link; its children are text leaves only. */
export type RichTextLink = {
  type: "link";
  url: string;
  children: RichTextText[];
};

/** Any node that may appear as a child of a block. */
export type RichTextNode = RichTextBlock | RichTextLink | RichTextText;

/** A block element (heading, paragraph, list, list item, quote). */
export type RichTextBlock = {
  type: RichTextBlockType;
  children: RichTextNode[];
};

/** A whole document: the top level of a Slate editor value. */
export type RichText = RichTextBlock[];

export const richTextTextSchema = z.object({
  text: z.string(),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  underline: z.boolean().optional(),
});

export const richTextLinkSchema = z.object({
  type: z.literal("link"),
  url: z.string(),
  children: z.array(richTextTextSchema),
});

export const richTextBlockSchema: z.ZodType<RichTextBlock> = z.lazy(() =>
  z.object({
    type: z.enum(richTextBlockTypes),
    children: z.array(richTextNodeSchema),
  }),
);

export const richTextNodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.union([richTextBlockSchema, richTextLinkSchema, richTextTextSchema]),
);

export const richTextSchema: z.ZodType<RichText> = z.array(richTextBlockSchema);

/* ------------------------------------------------------------------------ */
/* Landing sections                                                         */
/* ------------------------------------------------------------------------ */

const id = z.string().min(1);

export const platformsSchema = z.object({
  web: z.string(),
  android: z.string(),
  ios: z.string(),
  windows: z.string(),
  mac: z.string(),
  debian: z.string(),
});
export type Platforms = z.infer<typeof platformsSchema>;
export const platformNames = ["web", "android", "ios", "windows", "mac", "debian"] as const;
export type PlatformName = (typeof platformNames)[number];

export const homeSchema = z.object({
  visibility: z.boolean(),
  heading: z.string(),
  subheading: z.string(),
  image: z.string(),
  platforms: platformsSchema,
});
export type HomeSection = z.infer<typeof homeSchema>;

export const instructionSchema = z.object({ id, content: z.string() });
export type Instruction = z.infer<typeof instructionSchema>;

export const howItWorksSchema = z.object({
  visibility: z.boolean(),
  heading: z.string(),
  subheading: z.string(),
  video: z.string(),
  poster: z.string(),
  instructions: z.array(instructionSchema),
});
export type HowItWorksSection = z.infer<typeof howItWorksSchema>;

export const featureSchema = z.object({
  id,
  icon: featureIconSchema,
  title: z.string(),
  description: z.string(),
});
export type Feature = z.infer<typeof featureSchema>;

export const featuresSchema = z.object({
  visibility: z.boolean(),
  heading: z.string(),
  subheading: z.string(),
  features: z.array(featureSchema),
});
export type FeaturesSection = z.infer<typeof featuresSchema>;

export const testimonialItemSchema = z.object({
  id,
  photo: z.string(),
  feedback: z.string(),
  name: z.string(),
  location: z.string(),
});
export type Testimonial = z.infer<typeof testimonialItemSchema>;

export const testimonialSchema = z.object({
  visibility: z.boolean(),
  heading: z.string(),
  subheading: z.string(),
  testimonials: z.array(testimonialItemSchema),
});
export type TestimonialSection = z.infer<typeof testimonialSchema>;

export const metricSchema = z.object({ id, key: z.string(), value: z.string() });
export type Metric = z.infer<typeof metricSchema>;

export const metricsSchema = z.object({
  visibility: z.boolean(),
  heading: z.string(),
  subheading: z.string(),
  metrics: z.array(metricSchema),
});
export type MetricsSection = z.infer<typeof metricsSchema>;

export const pricingSchema = z.object({
  visibility: z.boolean(),
  heading: z.string(),
  subheading: z.string(),
});
export type PricingSection = z.infer<typeof pricingSchema>;

export const faqSchema = z.object({ id, question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faqSchema>;

export const supportSchema = z.object({
  heading: z.string(),
  description: z.string(),
  link: z.string(),
});
export type Support = z.infer<typeof supportSchema>;

export const faqsSchema = z.object({
  visibility: z.boolean(),
  heading: z.string(),
  subheading: z.string(),
  faqs: z.array(faqSchema),
  support: supportSchema,
});
export type FaqsSection = z.infer<typeof faqsSchema>;

export const callToActionSchema = z.object({
  visibility: z.boolean(),
  heading: z.string(),
  subheading: z.string(),
  image: z.string(),
});
export type CallToActionSection = z.infer<typeof callToActionSchema>;

export const contactSchema = z.object({
  visibility: z.boolean(),
  heading: z.string(),
  subheading: z.string(),
  location: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type ContactSection = z.infer<typeof contactSchema>;

export const socialSchema = z.object({ id, url: z.string(), icon: socialIconSchema });
export type Social = z.infer<typeof socialSchema>;

export const footerSchema = z.object({
  visibility: z.boolean(),
  description: z.string(),
  copyright: z.string(),
  socials: z.array(socialSchema),
  platforms: z.object({ visibility: z.boolean() }),
});
export type FooterSection = z.infer<typeof footerSchema>;

export const landingSchema = z.object({
  home: homeSchema,
  howItWorks: howItWorksSchema,
  features: featuresSchema,
  testimonial: testimonialSchema,
  metrics: metricsSchema,
  pricing: pricingSchema,
  faqs: faqsSchema,
  callToAction: callToActionSchema,
  contact: contactSchema,
  footer: footerSchema,
});
export type Landing = z.infer<typeof landingSchema>;
export type LandingSectionName = keyof Landing;

/* ------------------------------------------------------------------------ */
/* Legal pages and the whole document                                       */
/* ------------------------------------------------------------------------ */

export const legalPageSchema = z.object({
  visibility: z.boolean(),
  content: richTextSchema,
});
export type LegalPage = z.infer<typeof legalPageSchema>;

export const websiteSchema = z.object({
  landing: landingSchema,
  terms: legalPageSchema,
  privacy: legalPageSchema,
});
export type Website = z.infer<typeof websiteSchema>;

/* ------------------------------------------------------------------------ */
/* Parsing with per-field fallback                                          */
/* ------------------------------------------------------------------------ */

type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Keys that must never be copied from untrusted JSON onto an object. */
const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Deep-merges `override` over `base`: plain objects merge key by key, every
 * other value (arrays included) from `override` replaces the one in `base`;
 * `undefined` keeps `base`. Neither argument is mutated.
 */
function deepMerge(base: unknown, override: unknown): unknown {
  if (override === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(override)) return override;
  const result: PlainObject = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (UNSAFE_KEYS.has(key)) continue;
    result[key] = deepMerge(base[key], value);
  }
  return result;
}

function getAt(root: unknown, path: readonly PropertyKey[]): { found: boolean; value: unknown } {
  let current: unknown = root;
  for (const key of path) {
    if (isPlainObject(current) && typeof key === "string" && Object.hasOwn(current, key)) {
      current = current[key];
    } else if (Array.isArray(current) && typeof key === "number" && key < current.length) {
      current = current[key];
    } else {
      return { found: false, value: undefined };
    }
  }
  return { found: true, value: current };
}

/**
 * Replaces the value at `path` inside `root` (a tree of plain objects and
 * arrays produced by `deepMerge`/JSON) with `value`. Returns false when the
 * path does not lead through objects.
 */
function setAt(root: unknown, path: readonly PropertyKey[], value: unknown): boolean {
  const parentPath = path.slice(0, -1);
  const last = path[path.length - 1];
  const parent = getAt(root, parentPath).value;
  if (!isPlainObject(parent) || typeof last !== "string") return false;
  parent[last] = value;
  return true;
}

/**
 * Where to repair an issue: the path cut before its first array index (a bad
 * list item resets the whole list, so default items never mix with stored
 * ones), then shortened until the defaults hold a value there.
 */
function repairPath(path: readonly PropertyKey[]): PropertyKey[] {
  const firstIndex = path.findIndex((key) => typeof key === "number");
  const cut = firstIndex === -1 ? [...path] : path.slice(0, firstIndex);
  while (cut.length > 0 && !getAt(defaultWebsite, cut).found) cut.pop();
  return cut;
}

function cloneDefaults(): Website {
  return structuredClone(defaultWebsite);
}

/**
 * Reads the stored `website` setting. Never throws: bad JSON, a non-object,
 * missing sections or invalid fields fall back to `defaultWebsite`, as
 * locally as possible (missing or invalid fields are replaced by their
 * default; everything valid that was stored is kept).
 */
export function parseWebsite(json: string | null | undefined): Website {
  if (json === null || json === undefined || json.trim() === "") return cloneDefaults();

  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return cloneDefaults();
  }
  if (!isPlainObject(parsed)) return cloneDefaults();

  const merged = deepMerge(cloneDefaults(), parsed);

  // Each round replaces every invalid field by its default; a handful of
  // rounds is enough since each round only moves repairs closer to the root.
  for (let round = 0; round < 8; round += 1) {
    const result = websiteSchema.safeParse(merged);
    if (result.success) return result.data;

    let repaired = false;
    for (const issue of result.error.issues) {
      const path = repairPath(issue.path);
      if (path.length === 0) return cloneDefaults();
      const fallback = getAt(defaultWebsite, path).value;
      if (setAt(merged, path, structuredClone(fallback))) repaired = true;
    }
    if (!repaired) break;
  }
  return cloneDefaults();
}

/** Serialises a website document for storage in the settings table. */
export function stringifyWebsite(website: Website): string {
  return JSON.stringify(websiteSchema.parse(website));
}
