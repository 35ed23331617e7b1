// What the two drivers (postgres.js, PGlite) hand back, read one way: an error's SQLSTATE, a raw
// statement's rows.

/**
 * The SQLSTATE of a database error, as postgres.js and PGlite report it (`code`), whether thrown
 * by the driver or wrapped by drizzle (its `cause`).
 */
export function sqlStateOf(error: unknown): string | undefined {
  const own = (error as { code?: unknown } | null)?.code;
  if (typeof own === "string" && /^[0-9A-Z]{5}$/.test(own)) return own;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause && cause !== error ? sqlStateOf(cause) : undefined;
}

/** A row that another row already holds (a unique key). */
export const isUniqueViolation = (error: unknown) => sqlStateOf(error) === "23505";

/** A row naming one that is not there (a foreign key): e.g. the account it belongs to was deleted meanwhile. */
export const isForeignKeyViolation = (error: unknown) => sqlStateOf(error) === "23503";

/** The rows a raw statement (`db.execute`) answers: postgres.js answers the rows, PGlite an object holding them. */
export const rowsOf = <Row>(result: unknown): Row[] => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];
