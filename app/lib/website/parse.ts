/**
 * The `website` setting: the JSON document that fills the public landing,
 * the terms page and the privacy page.
 *
 * The value is stored as a JSON string in the settings table. `parseWebsite`
 * turns whatever is stored (possibly nothing, possibly an older or partial
 * document) into a complete, valid `Website`, falling back to the defaults
 * field by field.
 */
import { defaultWebsite } from "~/lib/website/defaults";
import { websiteSchema, type Website } from "~/lib/website/schema";

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
