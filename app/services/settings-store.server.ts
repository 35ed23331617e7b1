import { eq, ne, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { settings } from "~/db/schema";
import { oncePerRequest } from "~/infra/request-context.server";

/** A settings row as stored: a secret's value is sealed (secrets.server). */
export type StoredSetting = { value: string; encrypted: boolean };
type Stored = Map<string, StoredSetting>;

/** The landing's whole document (about 20 kB): read only by the screens that show it. */
const WEBSITE = "website";

/**
 * The stored settings by name, once per request that reads (the root, the layout and the screen
 * each ask): every short row in one statement, and the website document in one of its own only
 * when `withWebsite`. No server keeps them between requests: kept, they bought under 10 % of a
 * busy evening (record 0179).
 */
export async function storedSettings(withWebsite = false): Promise<Stored> {
  const short = oncePerRequest("settings", () => readStored(ne(settings.name, WEBSITE)));
  if (!withWebsite) return short;
  const [rows, website] = await Promise.all([short, oncePerRequest("settings:website", () => readStored(eq(settings.name, WEBSITE)))]);
  return new Map([...rows, ...website]);
}

async function readStored(where: SQL): Promise<Stored> {
  const db = await getDb();
  const rows = await db.select({ name: settings.name, value: settings.value, encrypted: settings.encrypted }).from(settings).where(where);
  return new Map(rows.map(({ name, value, encrypted }) => [name, { value, encrypted }]));
}
