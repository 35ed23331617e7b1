import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import * as z from "zod";
import { MAX_PAGES_AT_ONCE, SCOPES, SORTS } from "~/lib/pages";

export type { Paged, Paginated } from "~/lib/pages";

/**
 * Past any catalogue: a page number beyond it is simply a page beyond the last (empty),
 * and LIMIT/OFFSET stay exact integers.
 */
export const MAX_PAGE_NUMBER = 1_000_000;

/** `page` below 1 or not a number is page 1 (docs/product.md §11); above MAX_PAGE_NUMBER, that. */
export const pageNumber = z
  .preprocess((value) => {
    const n = Number.parseInt(String(value ?? ""), 10);
    return Number.isFinite(n) && n >= 1 ? Math.min(n, MAX_PAGE_NUMBER) : 1;
  }, z.number().int().min(1))
  .meta({ type: "integer", minimum: 1, default: 1 });

/** The search box: trimmed, control characters (a NUL cannot reach Postgres) as spaces, cut (not dropped) at 100 characters. */
export const searchText = z
  .preprocess(
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    (value) => (typeof value === "string" ? value.replace(/[\u0000-\u001f\u007f]/g, " ") : ""),
    z
      .string()
      .trim()
      .transform((text) => text.slice(0, 100)),
  )
  .meta({ type: "string", description: "Words to look for (the first 100 characters count)." });

/**
 * A gallery's query string as the doors read it, once, before the service: what page, search,
 * sort, scope and "Load more" cursor. Nothing in it is ever an error; a wrong value is the default.
 */
export const pageQuerySchema = z.object({
  page: pageNumber,
  search: searchText,
  // An absent sort or scope is the default; only a wrong one is caught (zod's catch builds an
  // issue first, costing far more than the parse, and most calls send neither). A caught value is
  // described to the OpenAPI document by its meta (zod-to-openapi reads no `catch`).
  sort: z
    .enum(SORTS)
    .default("latest")
    .catch("latest")
    .meta({ type: "string", enum: [...SORTS], default: "latest" }),
  scope: z
    .enum(SCOPES)
    .default("public")
    .catch("public")
    .meta({ type: "string", enum: [...SCOPES], default: "public" }),
  cursor: z
    .string()
    .max(300)
    .optional()
    .catch(undefined)
    .meta({ type: "string", description: 'The last answer\'s `next_cursor`: the next page of "Load more".' }),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const lastPage = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/**
 * The rows to read for `page`: that page alone, or with `through` pages 1..page at once
 * (the last MAX_PAGES_AT_ONCE of them), as LIMIT and OFFSET.
 */
export function pageWindow(page: number, size: number, through = false) {
  const pages = through ? Math.min(page, MAX_PAGES_AT_ONCE) : 1;
  return { limit: size * pages, offset: (page - pages) * size };
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%" literally. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A text column contains the search, ignoring case and accents ("leon" finds "León"), served
 * by the search_fold trigram indexes (migration 0006). ñ is a letter of its own only when the
 * search has one: "nino" finds "niño", "caña" does not find "cana".
 */
export function matchesSearch(column: AnyColumn | SQL, search: string): SQL {
  const pattern = likePattern(search);
  const folded = sql`search_fold(${column}) like search_fold(${pattern})`;
  return /[ñÑ]/.test(search) ? sql`(${folded} and search_fold_enye(${column}) like search_fold_enye(${pattern}))` : folded;
}

const INT4_MAX = 2_147_483_647;
const isInt4 = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= INT4_MAX;
// What Postgres prints for a timestamptz, e.g. "2026-11-21 07:39:05.123456+00".
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** Opaque "after this row" cursor for keyset paging: which sort, the sort value (as text for times) and the id. */
export function encodeCursor(sort: string, value: string | number, id: number) {
  return Buffer.from(JSON.stringify([sort, value, id])).toString("base64url");
}

/**
 * Reads a cursor made for `sort`. One from another sort, tampered with, or out of range
 * is no cursor at all (the walk starts over) rather than an error.
 */
export function decodeCursor(cursor: string | undefined | null, sort: string, timeSort: boolean): { value: string | number; id: number } | null {
  if (!cursor) return null;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown;
    if (!Array.isArray(parsed) || parsed.length !== 3) return null;
    const [cursorSort, value, id] = parsed as [unknown, unknown, unknown];
    if (cursorSort !== sort || !isInt4(id) || id < 1) return null;
    if (timeSort ? typeof value === "string" && TIMESTAMP_TEXT.test(value) : isInt4(value)) return { value: value as string | number, id };
    return null;
  } catch {
    return null;
  }
}
