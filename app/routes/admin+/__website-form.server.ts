/**
 * The admin's website forms (they work without JavaScript) read into the plain data
 * services/website/admin.server.ts takes: a landing section's draft and chosen files, a legal
 * page's visibility and content.
 */
import { createId } from "@paralleldrive/cuid2";
import * as z from "zod";
import { AppError } from "~/lib/errors";
import { formatBytes, parseUploadRules } from "~/services/storage/rules.server";
import { IMAGE_RULES, SECTION_FIELDS, setPath, type Draft, type ImageFile, type Row } from "~/services/website/admin.server";
import type { LandingSectionName, RichText, RichTextBlock } from "~/lib/website/schema";

const str = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The section as the form sent it. Lists: rows `name.i.field`, up to `name.rows`; a row with
 * its `remove` box ticked or with every field empty (the spare row) is left out; a new row gets an id.
 * Image fields hold `name` (the current URL); a file stored for them replaces it when saving.
 */
export function draftFromForm(section: LandingSectionName, form: FormData): Draft {
  const draft: Draft = {};
  for (const field of SECTION_FIELDS[section]) {
    if (field.kind === "checkbox") setPath(draft, field.name, form.get(field.name) !== null);
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

/**
 * The files chosen for the section's image fields (`name.file`), by field name; an empty input is
 * none. `tooLarge` says which parts were too large to read (utils/upload.server's readMultipart):
 * those fields are refused, each on its own, as the storage would refuse a large one.
 */
export async function sectionImageFiles(
  section: LandingSectionName,
  form: FormData,
  tooLarge: (name: string) => boolean = () => false,
): Promise<Record<string, ImageFile>> {
  const images = SECTION_FIELDS[section].filter((field) => field.kind === "image");
  const refused = images.filter((field) => tooLarge(`${field.name}.file`));
  if (refused.length > 0) {
    const fields = Object.fromEntries(refused.map((field) => [field.name, "errors.upload.tooLarge" as const]));
    throw new AppError(413, "TOO_LARGE", "errors.upload.tooLarge", fields, { max: formatBytes(parseUploadRules(IMAGE_RULES).maxBytes) });
  }
  const files: Record<string, ImageFile> = {};
  for (const field of images) {
    const file = form.get(`${field.name}.file`);
    if (!(file instanceof Blob) || file.size === 0) continue;
    const name = file instanceof File ? file.name : "";
    files[field.name] = { name, data: Buffer.from(await file.arrayBuffer()) };
  }
  return files;
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

/**
 * The legal page form as the service takes it (updateLegalPage checks the document): shown when
 * its box is ticked; the slate editor's JSON (`format=json`) or the fallback textarea's text.
 */
export const legalPageFormSchema = z
  .object({
    visibility: z.string().optional(),
    format: z.string().optional(),
    content: z.string().default(""),
    text: z.string().default(""),
  })
  .transform(({ visibility, format, content, text }): { visibility: boolean; content: unknown } => {
    const shown = visibility !== undefined;
    if (format !== "json") return { visibility: shown, content: textToRichText(text) };
    try {
      return { visibility: shown, content: JSON.parse(content) };
    } catch {
      return { visibility: shown, content: null };
    }
  });
