import { getDb } from "~/db/client.server";
import { settings } from "~/db/schema";

/** A settings row as stored: a secret's value is sealed (secrets.server). */
export type StoredSetting = { value: string; encrypted: boolean };

/**
 * Every stored setting by name, read on every request in one statement (a dozen short rows by
 * their primary key): kept per server, they bought under 10 % of a busy evening (record 0179).
 */
export async function storedSettings(): Promise<Map<string, StoredSetting>> {
  const db = await getDb();
  const rows = await db.select({ name: settings.name, value: settings.value, encrypted: settings.encrypted }).from(settings);
  return new Map(rows.map(({ name, value, encrypted }) => [name, { value, encrypted }]));
}
