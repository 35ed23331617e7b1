import { NotFound } from "~/services/errors";

/** A route's numeric id; anything else is a 404. */
export function parseId(value: string | undefined): number {
  const id = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw NotFound();
  return id;
}

/** A route's numeric id, or null when it cannot name anything (for screens that treat it as gone). */
export function idOrNull(value: string | undefined): number | null {
  try {
    return parseId(value);
  } catch {
    return null;
  }
}
