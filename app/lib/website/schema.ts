/**
 * The `website` setting's shape: the landing's sections, the legal pages and their rich text,
 * as zod schemas and the types they make (client-safe). Its defaults are defaults.ts, its
 * parsing with per-field fallback parse.ts.
 */
import * as z from "zod";

/* ------------------------------------------------------------------------ */
/* Icons                                                                    */
/* ------------------------------------------------------------------------ */

/** Icon names a landing feature may use. The landing maps each to an SVG. */
export const featureIcons = ["palette", "sparkles", "heart", "printer", "download", "shield", "users", "star"] as const;
export const featureIconSchema = z.enum(featureIcons);
export type FeatureIcon = z.infer<typeof featureIconSchema>;

/** Icon names a footer social link may use. */
export const socialIcons = ["facebook", "instagram", "x", "youtube", "tiktok", "pinterest"] as const;
export const socialIconSchema = z.enum(socialIcons);
export type SocialIcon = z.infer<typeof socialIconSchema>;

/* ------------------------------------------------------------------------ */
/* Rich text (Slate-compatible)                                             */
/* ------------------------------------------------------------------------ */

export const richTextBlockTypes = ["heading-one", "heading-two", "paragraph", "bulleted-list", "numbered-list", "list-item", "block-quote"] as const;
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

export const richTextNodeSchema: z.ZodType<RichTextNode> = z.lazy(() => z.union([richTextBlockSchema, richTextLinkSchema, richTextTextSchema]));

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

/** What every landing section but the footer starts with: whether it shows, its heading and its subheading. */
const headedSectionSchema = z.object({
  visibility: z.boolean(),
  heading: z.string(),
  subheading: z.string(),
});

export const homeSchema = headedSectionSchema.extend({
  image: z.string(),
  platforms: platformsSchema,
});
export type HomeSection = z.infer<typeof homeSchema>;

export const instructionSchema = z.object({ id, content: z.string() });
export type Instruction = z.infer<typeof instructionSchema>;

export const howItWorksSchema = headedSectionSchema.extend({
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

export const featuresSchema = headedSectionSchema.extend({
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

export const testimonialSchema = headedSectionSchema.extend({
  testimonials: z.array(testimonialItemSchema),
});
export type TestimonialSection = z.infer<typeof testimonialSchema>;

export const metricSchema = z.object({ id, key: z.string(), value: z.string() });
export type Metric = z.infer<typeof metricSchema>;

export const metricsSchema = headedSectionSchema.extend({
  metrics: z.array(metricSchema),
});
export type MetricsSection = z.infer<typeof metricsSchema>;

export const pricingSchema = headedSectionSchema;
export type PricingSection = z.infer<typeof pricingSchema>;

export const faqSchema = z.object({ id, question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faqSchema>;

export const supportSchema = z.object({
  heading: z.string(),
  description: z.string(),
  link: z.string(),
});
export type Support = z.infer<typeof supportSchema>;

export const faqsSchema = headedSectionSchema.extend({
  faqs: z.array(faqSchema),
  support: supportSchema,
});
export type FaqsSection = z.infer<typeof faqsSchema>;

export const callToActionSchema = headedSectionSchema.extend({
  image: z.string(),
});
export type CallToActionSection = z.infer<typeof callToActionSchema>;

export const contactSchema = headedSectionSchema.extend({
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
