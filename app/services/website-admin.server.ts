/**
 * Editing the `website` setting from the admin: one landing section or legal page at a time,
 * validated by the section's schema, merged into the stored document and saved via updateSetting.
 */
import { createId } from "@paralleldrive/cuid2";
import type { z } from "zod";
import type { MessageKey } from "~/i18n";
import type { KeysOf } from "~/i18n/define";
import type { adminMessages } from "~/i18n/messages/admin";

type AdminKey = KeysOf<typeof adminMessages>;
import { isAppError, Validation } from "./errors";
import { getSettingsValues, updateSetting } from "./settings.server";
import { parseUploadRules } from "./storage/rules.server";
import { storeUpload } from "./storage/uploads.server";
import { featureIcons, type Landing, landingSchema, type LandingSectionName, type LegalPage, legalPageSchema, parseWebsite, platformNames, type RichText, type RichTextBlock, socialIcons, stringifyWebsite, type Website } from "./website";

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
  | { kind: "text" | "textarea" | "url"; name: string; label: AdminKey }
  | { kind: "select"; name: string; label: AdminKey; options: readonly string[] };

/** A form field; `name` is a dotted path in the section ("support.heading"). */
export type FieldSpec =
  | { kind: "checkbox"; name: string; label: AdminKey }
  | { kind: "text" | "textarea" | "url"; name: string; label: AdminKey }
  | { kind: "image"; name: string; label: AdminKey }
  | { kind: "list"; name: string; label: AdminKey; itemLabel: AdminKey; item: ItemField[] };

const visibility: FieldSpec = { kind: "checkbox", name: "visibility", label: "admin.website.field.visibility" };
const heading: FieldSpec = { kind: "text", name: "heading", label: "admin.website.field.heading" };
const subheading: FieldSpec = { kind: "textarea", name: "subheading", label: "admin.website.field.subheading" };

export const SECTION_FIELDS: Record<LandingSectionName, FieldSpec[]> = {
  home: [
    visibility,
    heading,
    subheading,
    { kind: "image", name: "image", label: "admin.website.field.image" },
    ...platformNames.map((name): FieldSpec => ({ kind: "url", name: `platforms.${name}`, label: `admin.website.platform.${name}` as AdminKey })),
  ],
  howItWorks: [
    visibility,
    heading,
    subheading,
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
    visibility,
    heading,
    subheading,
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
    visibility,
    heading,
    subheading,
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
    visibility,
    heading,
    subheading,
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
  pricing: [visibility, heading, subheading],
  faqs: [
    visibility,
    heading,
    subheading,
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
  callToAction: [visibility, heading, subheading, { kind: "image", name: "image", label: "admin.website.field.image" }],
  contact: [
    visibility,
    heading,
    subheading,
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

export async function getWebsite(): Promise<Website> {
  return parseWebsite((await getSettingsValues(["website"])).website);
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
/* The section form (works without JavaScript)                              */
/* ------------------------------------------------------------------------ */

export type Row = Record<string, string>;
/** What the form holds: strings, booleans, nested objects and lists of rows. */
export type Draft = Record<string, unknown>;

const str = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

function setPath(target: Draft, path: string, value: unknown) {
  const keys = path.split(".");
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== "object" || node[key] === null) node[key] = {};
    node = node[key] as Draft;
  }
  node[keys[keys.length - 1]] = value;
}

export function getPath(source: unknown, path: string): unknown {
  let node = source;
  for (const key of path.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * The section as the form sent it. Lists: rows `name.i.field`, up to `name.rows`; a row with
 * its `remove` box ticked or with every field empty (the spare row) is left out; a new row gets an id.
 * Image fields keep `name` (the current URL) unless a file was stored for them.
 */
export function draftFromForm(section: LandingSectionName, form: FormData, images: Record<string, string> = {}): Draft {
  const draft: Draft = {};
  for (const field of SECTION_FIELDS[section]) {
    if (field.kind === "checkbox") setPath(draft, field.name, form.get(field.name) !== null);
    else if (field.kind === "image") setPath(draft, field.name, images[field.name] ?? str(form, field.name).trim());
    else if (field.kind === "list") {
      const count = Math.min(Number.parseInt(str(form, `${field.name}.rows`), 10) || 0, 200);
      const rows: Row[] = [];
      for (let i = 0; i < count; i += 1) {
        if (form.get(`${field.name}.${i}.remove`) !== null) continue;
        const row: Row = {};
        for (const item of field.item) row[item.name] = str(form, `${field.name}.${i}.${item.name}`).trim();
        const typed = field.item.some((item) => item.kind !== "select" && row[item.name] !== "");
        if (!typed) continue;
        row.id = str(form, `${field.name}.${i}.id`).trim() || createId();
        rows.push(row);
      }
      setPath(draft, field.name, rows);
    } else setPath(draft, field.name, str(form, field.name).trim());
  }
  return draft;
}

const IMAGE_RULES = { extensions: "png,jpg,jpeg,webp", max: "5120", dimensions: "min_width=16,min_height=16" };

/** Stores the files chosen for the section's image fields; their URLs by field name. */
export async function storeSectionImages(section: LandingSectionName, form: FormData, userId: number) {
  const images: Record<string, string> = {};
  const errors: Record<string, MessageKey> = {};
  for (const field of SECTION_FIELDS[section]) {
    if (field.kind !== "image") continue;
    const file = form.get(`${field.name}.file`);
    if (!(file instanceof Blob) || file.size === 0) continue;
    try {
      const name = file instanceof File ? file.name : "";
      const stored = await storeUpload(userId, { name, data: Buffer.from(await file.arrayBuffer()) }, parseUploadRules(IMAGE_RULES));
      images[field.name] = stored.url;
    } catch (error) {
      if (!isAppError(error)) throw error;
      errors[field.name] = error.messageKey;
    }
  }
  return { images, errors };
}

/** The whole save from a submitted form: uploads first, then the section. */
export async function saveSectionForm(section: LandingSectionName, form: FormData, userId: number) {
  const { images, errors } = await storeSectionImages(section, form, userId);
  if (Object.keys(errors).length > 0) throw Validation(errors);
  return updateWebsiteSection(section, draftFromForm(section, form, images));
}

/* ------------------------------------------------------------------------ */
/* Legal pages: the plain-text fallback (no JavaScript)                     */
/* ------------------------------------------------------------------------ */

const leaf = (text: string) => ({ text });

/**
 * Plain text to a document: blank lines separate blocks; "# " and "## " start headings,
 * a block whose lines all start with "- " is a bulleted list, anything else a paragraph.
 */
export function textToRichText(text: string): RichText {
  const blocks = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return blocks.map((block): RichTextBlock => {
    const lines = block.split("\n").map((line) => line.trim());
    if (block.startsWith("## ")) return { type: "heading-two", children: [leaf(block.slice(3).trim())] };
    if (block.startsWith("# ")) return { type: "heading-one", children: [leaf(block.slice(2).trim())] };
    if (lines.every((line) => line.startsWith("- ")))
      return { type: "bulleted-list", children: lines.map((line) => ({ type: "list-item", children: [leaf(line.slice(2).trim())] })) };
    return { type: "paragraph", children: [leaf(lines.join(" "))] };
  });
}

function plainText(node: unknown): string {
  if (typeof node !== "object" || node === null) return "";
  if ("text" in node && typeof node.text === "string") return node.text;
  return "children" in node && Array.isArray(node.children) ? node.children.map(plainText).join("") : "";
}

/** The document as the fallback textarea shows it (marks and links are not kept). */
export function richTextToText(doc: RichText): string {
  return doc
    .map((block) => {
      if (block.type === "heading-one") return `# ${plainText(block)}`;
      if (block.type === "heading-two") return `## ${plainText(block)}`;
      if (block.type === "bulleted-list" || block.type === "numbered-list") return block.children.map((item) => `- ${plainText(item)}`).join("\n");
      return plainText(block);
    })
    .join("\n\n");
}

/** The legal page form: the slate editor's JSON (`format=json`) or the fallback textarea. */
export function legalPageFromForm(form: FormData): { visibility: boolean; content: unknown } {
  const visibility = form.get("visibility") !== null;
  if (form.get("format") === "json") {
    try {
      return { visibility, content: JSON.parse(str(form, "content")) };
    } catch {
      return { visibility, content: null };
    }
  }
  return { visibility, content: textToRichText(str(form, "text")) };
}
