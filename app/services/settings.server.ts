import { inArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { settings } from "~/db/schema";

export const SECRET_SETTINGS = ["openai_key", "stripe_key", "stripe_webhook_secret"] as const;
export const PUBLIC_SETTINGS = ["app_name", "tagline", "favicon", "website"] as const;
export type SettingName = (typeof PUBLIC_SETTINGS)[number] | (typeof SECRET_SETTINGS)[number];

export const DEFAULT_SETTINGS: Record<(typeof PUBLIC_SETTINGS)[number], string> = {
  app_name: "Colorea",
  tagline: "Páginas para colorear con IA",
  favicon: "/favicon.svg",
  website: "",
};

/** Values of the public settings asked for, each falling back to its default. */
export async function getSettingsValues<N extends (typeof PUBLIC_SETTINGS)[number]>(names: N[]): Promise<Record<N, string>> {
  const db = await getDb();
  const rows = await db.select().from(settings).where(inArray(settings.name, names));
  const values = Object.fromEntries(names.map((name) => [name, DEFAULT_SETTINGS[name]])) as Record<N, string>;
  for (const row of rows) values[row.name as N] = row.value;
  return values;
}

export type SettingEntry = { name: string; value: string };

/**
 * GET /settings/list. Secret values are never returned to anyone: admins see the
 * secret names with an empty value (so forms know they exist); others only the public ones.
 */
export async function listSettings(viewer: { admin: boolean } | null): Promise<SettingEntry[]> {
  const db = await getDb();
  const rows = await db.select().from(settings);
  const byName = new Map(rows.map((row) => [row.name, row.value]));
  const entries: SettingEntry[] = PUBLIC_SETTINGS.map((name) => ({ name, value: byName.get(name) ?? DEFAULT_SETTINGS[name] }));
  if (viewer?.admin) for (const name of SECRET_SETTINGS) entries.push({ name, value: "" });
  return entries;
}
