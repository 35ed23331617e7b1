import { eq } from "drizzle-orm";
import * as z from "zod";
import { getDb } from "~/db/client.server";
import { settings } from "~/db/schema";
import type { MessageKey } from "~/i18n";
import { isAppError, NotFound, Validation } from "~/lib/errors";
import { DEFAULT_LIMITS, isValidLimitsValue } from "./limits.server";
import { encryptSecret, SECRET_SETTINGS } from "./secrets.server";
import { storedSettings } from "./settings-store.server";
import { keyFromUrl } from "./storage/backends.server";
import { parseInput } from "~/lib/validation";
import { websiteSchema } from "~/lib/website/schema";
import { DEFAULT_CURRENCY, isCurrency, type Currency } from "~/lib/money";

export { SECRET_SETTINGS } from "./secrets.server";
export const PUBLIC_SETTINGS = ["app_name", "tagline", "favicon", "website", "currency"] as const;
export type PublicSettingName = (typeof PUBLIC_SETTINGS)[number];
export type SecretSettingName = (typeof SECRET_SETTINGS)[number];
export type SettingName = PublicSettingName | SecretSettingName;

/** Settings only admins read and write, neither public nor secret: the per-user limits (limits.server). */
export const ADMIN_SETTINGS = ["limits"] as const;
export const isAdminSetting = (name: string): name is (typeof ADMIN_SETTINGS)[number] => (ADMIN_SETTINGS as readonly string[]).includes(name);

export const isPublicSetting = (name: string): name is PublicSettingName => (PUBLIC_SETTINGS as readonly string[]).includes(name);
export const isSecretSetting = (name: string): name is SecretSettingName => (SECRET_SETTINGS as readonly string[]).includes(name);

export const DEFAULT_SETTINGS: Record<(typeof PUBLIC_SETTINGS)[number], string> = {
  app_name: "Colorea",
  // True with or without AI configured; the earlier default is retired at start (seed).
  tagline: "Páginas para colorear para toda la familia",
  favicon: "/favicon.svg",
  website: "",
  // Prices are shown and charged in it (record 0172).
  currency: DEFAULT_CURRENCY,
};

/** The currency prices are shown and charged in (record 0172). */
export async function getCurrency(): Promise<Currency> {
  const { currency } = await getSettingsValues(["currency"]);
  return isCurrency(currency) ? currency : DEFAULT_CURRENCY;
}

/** Values of the public settings asked for, each falling back to its default. */
export async function getSettingsValues<N extends PublicSettingName>(names: N[]): Promise<Record<N, string>> {
  const stored = await storedSettings(names.includes("website" as N));
  return Object.fromEntries(names.map((name) => [name, stored.get(name)?.value ?? DEFAULT_SETTINGS[name]])) as Record<N, string>;
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
  if (viewer?.admin) {
    for (const name of SECRET_SETTINGS) entries.push({ name, value: "" });
    const [limits] = await db.select({ value: settings.value }).from(settings).where(eq(settings.name, "limits"));
    entries.push({ name: "limits", value: limits?.value || JSON.stringify(DEFAULT_LIMITS) });
  }
  return entries;
}

// ---------------------------------------------------------------------------
// Updating: one setting (PATCH /settings/{name}/update) or several at once (the admin form).
// ---------------------------------------------------------------------------

const msg = (key: MessageKey) => ({ error: key });

/** A path on this site ("/favicon.svg", "/files/uploads/1/x.png") or an object in our storage. */
const isFaviconUrl = (value: string) => (/^\/(?!\/)[A-Za-z0-9._~\-/]*$/.test(value) && !value.split("/").includes("..")) || keyFromUrl(value) !== null;

const PUBLIC_SCHEMAS: Record<PublicSettingName, z.ZodType<string>> = {
  app_name: z.string(msg("errors.field.required")).trim().min(1, msg("errors.field.required")).max(80, msg("admin.settings.appNameMax")),
  tagline: z.string(msg("errors.field.required")).trim().min(1, msg("errors.field.required")).max(160, msg("admin.settings.taglineMax")),
  favicon: z
    .string(msg("errors.field.required"))
    .trim()
    .min(1, msg("errors.field.required"))
    .max(2048, msg("admin.settings.faviconInvalid"))
    .refine(isFaviconUrl, msg("admin.settings.faviconInvalid")),
  website: z
    .string(msg("errors.field.required"))
    .max(200_000, msg("admin.settings.websiteInvalid"))
    .refine((value) => {
      try {
        return websiteSchema.safeParse(JSON.parse(value)).success;
      } catch {
        return false;
      }
    }, msg("admin.settings.websiteInvalid")),
  currency: z.string(msg("errors.field.required")).trim().toUpperCase().refine(isCurrency, msg("admin.settings.currencyInvalid")),
};

/** The limits as JSON: every limit a whole number in range (limits.server's savedLimitsSchema). */
const limitsValueSchema = z
  .string(msg("errors.field.required"))
  .max(10_000, msg("admin.limits.invalid"))
  .refine(isValidLimitsValue, msg("admin.limits.invalid"));

/** A secret as typed by the admin: one token, no spaces. */
export const secretValueSchema = z
  .string(msg("errors.field.required"))
  .trim()
  .min(1, msg("errors.field.required"))
  .max(512, msg("admin.settings.secretInvalid"))
  .regex(/^\S+$/, msg("admin.settings.secretInvalid"));

/** Validates a setting's new value; errors are 422s on the `value` field, unknown names 404. */
export function parseSettingValue(name: string, value: unknown): string {
  const schema = isPublicSetting(name) ? PUBLIC_SCHEMAS[name] : isSecretSetting(name) ? secretValueSchema : isAdminSetting(name) ? limitsValueSchema : null;
  if (!schema) throw NotFound("admin.settings.unknown");
  return parseInput(z.object({ value: schema }), { value }).value;
}

export type CleanSetting = { name: string; value: string; secret: boolean };

/** A setting's name and value checked: 404 for an unknown name, 422 on `value` for a bad value. */
function cleanSetting(name: string, value: unknown): CleanSetting {
  return { name, value: parseSettingValue(name, value), secret: isSecretSetting(name) };
}

/** Writes checked settings in one transaction: all of them or none. Secrets are sealed first. */
async function writeSettings(entries: CleanSetting[]) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    for (const { name, value, secret } of entries) {
      const row = { value: secret ? encryptSecret(value) : value, encrypted: secret };
      await tx
        .insert(settings)
        .values({ name, ...row })
        .onConflictDoUpdate({ target: settings.name, set: { ...row, updatedAt: new Date() } });
    }
  });
}

/** What a setting's answer shows: a secret's value never goes back. */
const shown = ({ name, value, secret }: CleanSetting): SettingEntry => ({ name, value: secret ? "" : value });

/** Stores a public setting (app_name, tagline, favicon, website) after validating it. */
export async function updateSetting(name: PublicSettingName | string, value: unknown): Promise<SettingEntry> {
  if (isSecretSetting(name)) throw Validation({ value: "admin.settings.secretInvalid" });
  return saveSetting(name, value);
}

/**
 * PATCH /settings/{name}/update: public values are stored as they are, secrets encrypted
 * and never echoed back. Errors are on the `value` field.
 */
export async function saveSetting(name: string, value: unknown): Promise<SettingEntry> {
  const entry = cleanSetting(name, value);
  await writeSettings([entry]);
  return shown(entry);
}

/**
 * Checks several settings at once without writing any: a 422 names each bad setting as its
 * own field.
 */
export function checkSettings(entries: [name: string, value: unknown][]): CleanSetting[] {
  const fields: Record<string, MessageKey> = {};
  const clean: CleanSetting[] = [];
  for (const [name, value] of entries) {
    try {
      clean.push(cleanSetting(name, value));
    } catch (error) {
      if (!isAppError(error) || error.code !== "VALIDATION") throw error;
      fields[name] = error.fields?.value ?? error.messageKey;
    }
  }
  if (Object.keys(fields).length > 0) throw Validation(fields);
  return clean;
}

/**
 * Several settings at once (the admin's settings form): every value is checked before
 * anything is written, then all are written in one transaction, so a bad field or a failure
 * half way leaves every setting as it was.
 */
export async function saveSettings(entries: [name: string, value: unknown][]): Promise<SettingEntry[]> {
  const clean = checkSettings(entries);
  await writeSettings(clean);
  return clean.map(shown);
}
