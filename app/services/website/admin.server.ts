/**
 * Editing the `website` setting from the admin: one landing section or legal page at a time,
 * validated by the section's schema, merged into the stored document and saved via updateSetting.
 * Plain data in: the forms are read in routes/admin+/__website-form.server.ts.
 */
import type { z } from "zod";
import type { MessageKey, MessageParams } from "~/i18n";
import type { KeysOf } from "~/i18n/define";
import type { adminMessages } from "~/i18n/messages/admin";

type AdminKey = KeysOf<typeof adminMessages>;
import { AppError, isAppError, Validation } from "~/lib/errors";
import { getSettingsValues, updateSetting } from "~/services/settings.server";
import { parseUploadRules } from "~/services/storage/rules.server";
import { storeUpload } from "~/services/storage/uploads.server";
import { isAiConfigured } from "~/services/ai.server";
import { websiteFor } from "~/lib/website/defaults";
import { parseWebsite, stringifyWebsite } from "~/lib/website/parse";
import {
  featureIcons,
  type Landing,
  landingSchema,
  type LandingSectionName,
  type LegalPage,
  legalPageSchema,
  platformNames,
  socialIcons,
  type Website,
} from "~/lib/website/schema";

/* ------------------------------------------------------------------------ */
/* Sections and their fields                                                */
/* ------------------------------------------------------------------------ */

/** Each landing section's schema (the landing's own, section by section). */
export const SECTION_SCHEMAS: { [K in LandingSectionName]: z.ZodType<Landing[K]> } = landingSchema.shape;

/** URL slug → section key, in landing order. */
export const SECTION_SLUGS = {
  home: "home",
  "how-it-works": "howItWorks",
  features: "features",
  testimonial: "testimonial",
  metrics: "metrics",
  pricing: "pricing",
  faqs: "faqs",
  "call-to-action": "callToAction",
  contact: "contact",
  footer: "footer",
} as const satisfies Record<string, LandingSectionName>;
export type SectionSlug = keyof typeof SECTION_SLUGS;

export const sectionOfSlug = (slug: string | undefined): LandingSectionName | null =>
  slug !== undefined && Object.hasOwn(SECTION_SLUGS, slug) ? SECTION_SLUGS[slug as SectionSlug] : null;

export type ItemField =
  { kind: "text" | "textarea" | "url"; name: string; label: AdminKey } | { kind: "select"; name: string; label: AdminKey; options: readonly string[] };

/** A form field; `name` is a dotted path in the section ("support.heading"). */
export type FieldSpec =
  | { kind: "checkbox"; name: string; label: AdminKey }
  | { kind: "text" | "textarea" | "url"; name: string; label: AdminKey }
  | { kind: "image"; name: string; label: AdminKey }
  | { kind: "list"; name: string; label: AdminKey; itemLabel: AdminKey; item: ItemField[] };

const visibility: FieldSpec = { kind: "checkbox", name: "visibility", label: "admin.website.field.visibility" };
const heading: FieldSpec = { kind: "text", name: "heading", label: "admin.website.field.heading" };
const subheading: FieldSpec = { kind: "textarea", name: "subheading", label: "admin.website.field.subheading" };
/** What every section but the footer starts with (lib/website/schema.ts: headedSectionSchema). */
const headed = [visibility, heading, subheading];

export const SECTION_FIELDS: Record<LandingSectionName, FieldSpec[]> = {
  home: [
    ...headed,
    { kind: "image", name: "image", label: "admin.website.field.image" },
    ...platformNames.map((name): FieldSpec => ({ kind: "url", name: `platforms.${name}`, label: `admin.website.platform.${name}` as AdminKey })),
  ],
  howItWorks: [
    ...headed,
    { kind: "url", name: "video", label: "admin.website.field.video" },
    { kind: "image", name: "poster", label: "admin.website.field.poster" },
    {
      kind: "list",
      name: "instructions",
      label: "admin.website.field.instructions",
      itemLabel: "admin.website.item.instruction",
      item: [{ kind: "textarea", name: "content", label: "admin.website.field.content" }],
    },
  ],
  features: [
    ...headed,
    {
      kind: "list",
      name: "features",
      label: "admin.website.field.features",
      itemLabel: "admin.website.item.feature",
      item: [
        { kind: "select", name: "icon", label: "admin.website.field.icon", options: featureIcons },
        { kind: "text", name: "title", label: "admin.website.field.title" },
        { kind: "textarea", name: "description", label: "admin.website.field.description" },
      ],
    },
  ],
  testimonial: [
    ...headed,
    {
      kind: "list",
      name: "testimonials",
      label: "admin.website.field.testimonials",
      itemLabel: "admin.website.item.testimonial",
      item: [
        { kind: "text", name: "name", label: "admin.website.field.name" },
        { kind: "text", name: "location", label: "admin.website.field.location" },
        { kind: "textarea", name: "feedback", label: "admin.website.field.feedback" },
        { kind: "url", name: "photo", label: "admin.website.field.photo" },
      ],
    },
  ],
  metrics: [
    ...headed,
    {
      kind: "list",
      name: "metrics",
      label: "admin.website.field.metrics",
      itemLabel: "admin.website.item.metric",
      item: [
        { kind: "text", name: "value", label: "admin.website.field.value" },
        { kind: "text", name: "key", label: "admin.website.field.key" },
      ],
    },
  ],
  pricing: [...headed],
  faqs: [
    ...headed,
    {
      kind: "list",
      name: "faqs",
      label: "admin.website.field.faqs",
      itemLabel: "admin.website.item.faq",
      item: [
        { kind: "text", name: "question", label: "admin.website.field.question" },
        { kind: "textarea", name: "answer", label: "admin.website.field.answer" },
      ],
    },
    { kind: "text", name: "support.heading", label: "admin.website.field.supportHeading" },
    { kind: "textarea", name: "support.description", label: "admin.website.field.supportDescription" },
    { kind: "url", name: "support.link", label: "admin.website.field.supportLink" },
  ],
  callToAction: [...headed, { kind: "image", name: "image", label: "admin.website.field.image" }],
  contact: [
    ...headed,
    { kind: "text", name: "location", label: "admin.website.field.location" },
    { kind: "text", name: "phone", label: "admin.website.field.phone" },
    { kind: "text", name: "email", label: "admin.website.field.email" },
  ],
  footer: [
    visibility,
    { kind: "textarea", name: "description", label: "admin.website.field.description" },
    { kind: "text", name: "copyright", label: "admin.website.field.copyright" },
    {
      kind: "list",
      name: "socials",
      label: "admin.website.field.socials",
      itemLabel: "admin.website.item.social",
      item: [
        { kind: "select", name: "icon", label: "admin.website.field.icon", options: socialIcons },
        { kind: "url", name: "url", label: "admin.website.field.url" },
      ],
    },
    { kind: "checkbox", name: "platforms.visibility", label: "admin.website.field.platformsVisibility" },
  ],
};

/* ------------------------------------------------------------------------ */
/* Reading and saving                                                       */
/* ------------------------------------------------------------------------ */

/** The website as the landing shows it (its AI defaults fitted to the configuration), to edit. */
export async function getWebsite(): Promise<Website> {
  const [{ website }, ai] = await Promise.all([getSettingsValues(["website"]), isAiConfigured()]);
  return websiteFor(parseWebsite(website), { ai });
}

function zodFields(error: z.ZodError): Record<string, MessageKey> {
  const fields: Record<string, MessageKey> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join(".") || "form"] = "admin.website.invalid";
  return fields;
}

/** Validates one landing section with its schema, merges it into the stored website and saves it. */
export async function updateWebsiteSection<K extends LandingSectionName>(section: K, input: unknown): Promise<Website> {
  const result = SECTION_SCHEMAS[section].safeParse(input);
  if (!result.success) throw Validation(zodFields(result.error));
  const website = await getWebsite();
  website.landing[section] = result.data;
  await updateSetting("website", stringifyWebsite(website));
  return website;
}

/** The same for the terms or privacy page. */
export async function updateLegalPage(page: "terms" | "privacy", input: unknown): Promise<Website> {
  const result = legalPageSchema.safeParse(input);
  if (!result.success) throw Validation(zodFields(result.error));
  const website = await getWebsite();
  website[page] = result.data as LegalPage;
  await updateSetting("website", stringifyWebsite(website));
  return website;
}

/* ------------------------------------------------------------------------ */
/* A section with its images                                                */
/* ------------------------------------------------------------------------ */

export type Row = Record<string, string>;
/** A section as the form holds it: strings, booleans, nested objects and lists of rows. */
export type Draft = Record<string, unknown>;

/** Sets the value at a dotted path ("support.heading"), making the objects on the way. */
export function setPath(target: Draft, path: string, value: unknown) {
  const keys = path.split(".");
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== "object" || node[key] === null) node[key] = {};
    node = node[key] as Draft;
  }
  node[keys[keys.length - 1]] = value;
}

/** A file chosen for an image field. */
export type ImageFile = { name: string; data: Buffer };

export const IMAGE_RULES = { extensions: "png,jpg,jpeg,webp", max: "5120", dimensions: "min_width=16,min_height=16" };

/** Stores the files chosen for the section's image fields (by field name); their URLs by field name. */
export async function storeSectionImages(section: LandingSectionName, files: Record<string, ImageFile>, userId: number) {
  const images: Record<string, string> = {};
  const errors: Record<string, MessageKey> = {};
  // What fills each refusal's message ("…Formatos admitidos: {extensions}"), kept with it.
  const params: MessageParams = {};
  for (const field of SECTION_FIELDS[section]) {
    if (field.kind !== "image") continue;
    const file = files[field.name];
    if (!file) continue;
    try {
      const stored = await storeUpload(userId, file, parseUploadRules(IMAGE_RULES), "site");
      images[field.name] = stored.url;
    } catch (error) {
      if (!isAppError(error)) throw error;
      errors[field.name] = error.messageKey;
      Object.assign(params, error.params);
    }
  }
  return { images, errors, params };
}

/**
 * The whole save of a section: the chosen files first, each stored one's URL taking its image
 * field's place in the draft, then the section.
 */
export async function saveWebsiteSection(section: LandingSectionName, draft: Draft, files: Record<string, ImageFile>, userId: number) {
  const { images, errors, params } = await storeSectionImages(section, files, userId);
  if (Object.keys(errors).length > 0) throw new AppError(422, "VALIDATION", "errors.validation", errors, params);
  const input = structuredClone(draft);
  for (const [name, url] of Object.entries(images)) setPath(input, name, url);
  return updateWebsiteSection(section, input);
}
