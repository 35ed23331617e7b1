/**
 * Rich text (the terms and privacy pages) to HTML, on the server, through an allow-list:
 * h1/h2/p/ul/ol/li/blockquote/strong/em/u/a[href]. Every text is escaped, links keep only
 * http(s):, mailto:, tel: and same-site paths, anything else is dropped.
 */
import type { RichText, RichTextBlockType } from "~/lib/website/schema";

const BLOCK_TAGS: Record<RichTextBlockType, string> = {
  "heading-one": "h1",
  "heading-two": "h2",
  paragraph: "p",
  "bulleted-list": "ul",
  "numbered-list": "ol",
  "list-item": "li",
  "block-quote": "blockquote",
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export function escapeHtml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** The href a link may keep, and whether it leaves the site; null drops the link (its text stays). */
export function safeHref(url: unknown): { href: string; external: boolean } | null {
  if (typeof url !== "string") return null;
  const value = url.trim();
  // Control characters and whitespace inside a scheme are how "java\nscript:" gets through.
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (value === "" || /[\u0000-\u001f\u007f\s\\]/.test(value)) return null;
  if (value.startsWith("/") && !value.startsWith("//")) return { href: value, external: false };
  if (/^(mailto|tel):/i.test(value)) return { href: value, external: false };
  if (/^https?:\/\//i.test(value)) {
    try {
      const parsed = new URL(value);
      if (parsed.protocol === "http:" || parsed.protocol === "https:") return { href: parsed.href, external: true };
    } catch {
      return null;
    }
  }
  return null;
}

function renderText(node: Record<string, unknown>): string {
  if (typeof node.text !== "string") return "";
  let html = escapeHtml(node.text);
  if (node.underline === true) html = `<u>${html}</u>`;
  if (node.italic === true) html = `<em>${html}</em>`;
  if (node.bold === true) html = `<strong>${html}</strong>`;
  return html;
}

function renderChildren(children: unknown, depth: number): string {
  if (!Array.isArray(children) || depth > 20) return "";
  return children.map((child) => renderNode(child, depth + 1)).join("");
}

function renderNode(node: unknown, depth: number): string {
  if (!isObject(node)) return "";
  if (!("type" in node)) return renderText(node);
  if (node.type === "link") {
    // A link holds text leaves only.
    const inner = Array.isArray(node.children) ? node.children.map((leaf) => (isObject(leaf) && !("type" in leaf) ? renderText(leaf) : "")).join("") : "";
    const href = safeHref(node.url);
    if (!href) return inner;
    const rel = href.external ? ' rel="noopener noreferrer"' : "";
    return `<a href="${escapeHtml(href.href)}"${rel}>${inner}</a>`;
  }
  if (typeof node.type !== "string" || !Object.hasOwn(BLOCK_TAGS, node.type)) return "";
  const tag = BLOCK_TAGS[node.type as RichTextBlockType];
  return `<${tag}>${renderChildren(node.children, depth)}</${tag}>`;
}

/** The document as HTML; only allow-listed tags and attributes ever come out. */
export function renderRichText(doc: RichText | unknown): string {
  if (!Array.isArray(doc)) return "";
  return doc.map((block) => renderNode(block, 0)).join("\n");
}
