import { numberFormat } from "~/lib/format";

/**
 * What an image upload may be, known to both sides: the server enforces it (storage/rules.server),
 * the browser checks a chosen file against it before sending (components/ui/checked-image).
 */

/** The largest image anyone may send; a form's own rules can only tighten it. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The formats we store, as a chosen file's type says them (an input's `accept`). */
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** A file whose type the system did not say is judged by its name (some pickers leave it empty). */
const TYPE_OF_EXTENSION: Record<string, ImageType> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", webp: "image/webp" };
/** As the server's messages name them (storage/images.server). */
const TYPE_LABELS: Record<ImageType, string> = { "image/png": "PNG", "image/jpeg": "JPG", "image/webp": "WebP" };

/** "2 MB", "500 KB": what the person reads in the too-large message. */
export function formatBytes(bytes: number) {
  const number = (n: number) => numberFormat("es", { maximumFractionDigits: 1 }).format(n);
  if (bytes >= 1024 * 1024) return `${number(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${number(bytes / 1024)} KB`;
  return `${bytes} B`;
}

export type ImageRules = { maxBytes?: number; types?: readonly ImageType[] };
type Problem = { key: "errors.upload.type" | "errors.upload.extension" | "errors.upload.tooLarge"; params?: Record<string, string> };

/** Why the server would refuse this file before looking inside it (its size, its format), or null. */
export function imageFileProblem(
  file: { name: string; size: number; type: string },
  { maxBytes = MAX_UPLOAD_BYTES, types = IMAGE_TYPES }: ImageRules = {},
): Problem | null {
  const type = (file.type || TYPE_OF_EXTENSION[file.name.split(".").pop()?.toLowerCase() ?? ""] || "") as ImageType;
  if (!IMAGE_TYPES.includes(type)) return { key: "errors.upload.type" };
  if (!types.includes(type)) return { key: "errors.upload.extension", params: { extensions: types.map((allowed) => TYPE_LABELS[allowed]).join(", ") } };
  if (file.size > maxBytes) return { key: "errors.upload.tooLarge", params: { max: formatBytes(maxBytes) } };
  return null;
}
