import { z } from "zod";

export type Paginated<T> = { data: T[]; current_page: number; last_page: number };

/** `page` below 1 or not a number is page 1 (DECISIONS §2). */
export const pageNumber = z.preprocess((value) => {
  const n = Number.parseInt(String(value ?? ""), 10);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}, z.number().int().min(1));

export const searchText = z.preprocess(
  (value) => (typeof value === "string" ? value : ""),
  z.string().trim().max(100).catch(""),
);

export const lastPage = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** Escapes LIKE wildcards so a search for "50%" finds "50%" literally. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Opaque "after this row" cursor for keyset paging: the sort value (as text) and the id. */
export function encodeCursor(value: string | number, id: number) {
  return Buffer.from(JSON.stringify([value, id])).toString("base64url");
}

export function decodeCursor(cursor: string | undefined | null): { value: string | number; id: number } | null {
  if (!cursor) return null;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown;
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [value, id] = parsed as [unknown, unknown];
    if ((typeof value !== "string" && typeof value !== "number") || typeof id !== "number" || !Number.isInteger(id)) return null;
    return { value, id };
  } catch {
    return null;
  }
}
