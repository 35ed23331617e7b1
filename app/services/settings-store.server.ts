import type { Db } from "~/db/client.server";
import { settings } from "~/db/schema";
import { keptReads } from "./kept.server";

/** A settings row as stored: a secret's value is sealed (secrets.server). */
export type StoredSetting = { value: string; encrypted: boolean };

async function readStoredSettings(db: Db): Promise<Map<string, StoredSetting>> {
  const rows = await db.select({ name: settings.name, value: settings.value, encrypted: settings.encrypted }).from(settings);
  return new Map(rows.map(({ name, value, encrypted }) => [name, { value, encrypted }]));
}

/**
 * Every settings row, as this server keeps them: every screen shows the name, tagline and
 * favicon, the user area asks whether payments are set up, and they change seldom (drizzle/0015).
 */
const kept = keptReads("settings", "settings_changed", (db, _all: "all") => readStoredSettings(db));

/** Every stored setting by name (one statement when nothing is kept). */
export const storedSettings = () => kept.get("all");

/** This server forgets its settings at once after its own write (the notice reaches the others). */
export const forgetSettings = () => kept.forget();
