import { MAX_UPLOAD_BYTES } from "~/lib/uploads";

export { formatBytes, MAX_UPLOAD_BYTES } from "~/lib/uploads";

// ---------------------------------------------------------------------------
// Server limits: a client's `extensions`, `max` and `dimensions` can only tighten these.
// ---------------------------------------------------------------------------

export const MAX_PIXELS = 40_000_000;
export const MAX_SIDE = 8192;

export type ImageFormat = "png" | "jpeg" | "webp";

/** Filename extensions we accept, and the format each one names. */
const EXTENSION_FORMATS: Record<string, ImageFormat> = { png: "png", jpg: "jpeg", jpeg: "jpeg", webp: "webp" };

export type UploadRules = {
  extensions: string[];
  maxBytes: number;
  minWidth?: number;
  maxWidth?: number;
  minHeight?: number;
  maxHeight?: number;
};

type RulesInput = { extensions?: string | null; max?: string | null; dimensions?: string | null };

export function parseUploadRules(input: RulesInput): UploadRules {
  return {
    extensions: parseExtensions(input.extensions),
    maxBytes: parseMaxBytes(input.max),
    ...parseDimensions(input.dimensions),
  };
}

/** The format a filename extension names, if it is one we accept (own keys only: "constructor" is not one). */
export const formatOfExtension = (ext: string): ImageFormat | undefined => {
  const clean = ext.toLowerCase().replace(/^\./, "");
  return Object.hasOwn(EXTENSION_FORMATS, clean) ? EXTENSION_FORMATS[clean] : undefined;
};

/** Known extensions from the client's list; a list naming none of ours allows nothing. */
function parseExtensions(list: string | null | undefined) {
  const asked = (list ?? "")
    .split(",")
    .map((token) => token.trim().toLowerCase().replace(/^\./, ""))
    .filter(Boolean);
  if (asked.length === 0) return Object.keys(EXTENSION_FORMATS);
  return [...new Set(asked.filter((ext) => formatOfExtension(ext)))];
}

/** `max` is in KiB; anything unreadable or not positive leaves the server's limit. */
function parseMaxBytes(max: string | null | undefined) {
  const kib = Number(max?.trim() || Number.NaN);
  if (!Number.isFinite(kib) || kib <= 0) return MAX_UPLOAD_BYTES;
  return Math.min(MAX_UPLOAD_BYTES, Math.floor(kib * 1024));
}

const DIMENSION_KEYS = {
  min_width: "minWidth",
  max_width: "maxWidth",
  min_height: "minHeight",
  max_height: "maxHeight",
} as const;

/** `min_width=512,max_width=4096,...`; unknown keys and bad numbers are ignored, maxima capped. */
function parseDimensions(spec: string | null | undefined) {
  const rules: Pick<UploadRules, "minWidth" | "maxWidth" | "minHeight" | "maxHeight"> = {
    maxWidth: MAX_SIDE,
    maxHeight: MAX_SIDE,
  };
  for (const pair of (spec ?? "").split(",")) {
    const [name = "", raw = ""] = pair.split("=").map((s) => s.trim().toLowerCase());
    if (!Object.hasOwn(DIMENSION_KEYS, name) || !/^\d+$/.test(raw) || Number(raw) <= 0) continue;
    const key = DIMENSION_KEYS[name as keyof typeof DIMENSION_KEYS];
    rules[key] = key.startsWith("max") ? Math.min(Number(raw), MAX_SIDE) : Number(raw);
  }
  return rules;
}
