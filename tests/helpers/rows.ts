import type { SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";

/**
 * The rows of raw SQL run with `db.execute`, on either database: postgres.js answers the rows
 * themselves, PGlite an object holding them (`{ rows }`), as the app's own raw queries read them
 * (services/rate-limits.server.ts).
 */
export async function executeRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];
}
