import { eq } from "drizzle-orm";
import * as z from "zod";
import { getDb } from "~/db/client.server";
import { settings } from "~/db/schema";
import type { MessageKey } from "~/i18n";
import { getEnv } from "~/infra/env.server";
import { refusedBy } from "~/infra/metrics.server";
import { RateLimited, Validation } from "~/lib/errors";
import { hit } from "./rate-limits.server";

/**
 * The per-user limits on what costs money, CPU or disk, set by an admin in the app
 * settings ("limits", a JSON value; the defaults below until then):
 * - every call that reaches a paid AI service (an idea, an AI drawing, a moderation look) has a
 *   count per minute and per day, each user apart, refused with 429 and Retry-After past it;
 * - uploads have a count per hour, and each plan a storage quota (MB) that a user's files
 *   (uploads, pages, colourings, booklets) may take.
 */

const count = (fallback: number, max = 100_000) => z.coerce.number().int().min(0).max(max).catch(fallback).default(fallback);
const window = (minute: number, day: number) =>
  z
    .object({ minute: count(minute), day: count(day) })
    .catch({ minute, day })
    .default({ minute, day });

export const limitsSchema = z.object({
  ai: z
    .object({
      // "Dame una idea": cheap, but a button can be pressed very fast.
      idea: window(6, 60),
      // An AI drawing, or its second try when the first is hard to fill (credits bound it by month too; this bounds a burst).
      page: window(4, 40),
      // A look at a picture someone shares in the gallery.
      moderation: window(10, 100),
    })
    .default({ idea: { minute: 6, day: 60 }, page: { minute: 4, day: 40 }, moderation: { minute: 10, day: 100 } }),
  uploads: z.object({ perHour: count(60) }).default({ perHour: 60 }),
  // MB of stored files a user may have, by plan name; a plan not named here has the free one's.
  storage: z.record(z.string(), count(200, 1_000_000)).default({ free: 200, starter: 2000, advanced: 10000 }),
});
export type Limits = z.output<typeof limitsSchema>;
export type AiCall = keyof Limits["ai"];

export const DEFAULT_LIMITS: Limits = limitsSchema.parse({});

/** The fields of the admin's limits form (and of PATCH /api/settings/limits/update's JSON), each a whole number. */
export const AI_LIMIT_FIELDS = ["idea", "page", "moderation"] as const satisfies readonly AiCall[];
const MAX_COUNT = 100_000;
const MAX_MB = 1_000_000;
const whole = (max: number) =>
  z.coerce
    .number({ error: "admin.limits.number" })
    .int({ error: "admin.limits.number" })
    .min(0, { error: "admin.limits.number" })
    .max(max, { error: "admin.limits.tooBig" });

/** What an admin may store: every limit given, each a whole number in range (no defaults filled in silently). */
export const savedLimitsSchema = z.object({
  ai: z.object(
    Object.fromEntries(AI_LIMIT_FIELDS.map((kind) => [kind, z.object({ minute: whole(MAX_COUNT), day: whole(MAX_COUNT) })])) as Record<
      AiCall,
      z.ZodObject<{ minute: ReturnType<typeof whole>; day: ReturnType<typeof whole> }>
    >,
  ),
  uploads: z.object({ perHour: whole(MAX_COUNT) }),
  storage: z.record(z.string().regex(/^[a-z0-9_-]{1,40}$/), whole(MAX_MB)),
});

/**
 * The limits form's flat fields (`ai.idea.minute`, `uploads.perHour`, `storage.free`…) as
 * limits, or a 422 naming each field that is not a whole number in range.
 */
export function limitsFromFields(fields: Record<string, unknown>, planNames: string[]): Limits {
  const names = [
    ...AI_LIMIT_FIELDS.flatMap((kind) => [`ai.${kind}.minute`, `ai.${kind}.day`]),
    "uploads.perHour",
    ...planNames.map((plan) => `storage.${plan}`),
  ];
  const nested: Record<string, unknown> = {};
  for (const name of names) {
    const path = name.split(".");
    let at = nested;
    for (const part of path.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
    const value = fields[name];
    at[path.at(-1) as string] = typeof value === "string" && value.trim() === "" ? undefined : value;
  }
  const parsed = savedLimitsSchema.safeParse(nested);
  if (parsed.success) return parsed.data;
  throw Validation(
    Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join("."), (issue.message in KNOWN_MESSAGES ? issue.message : "admin.limits.number") as MessageKey]),
    ),
  );
}
const KNOWN_MESSAGES = { "admin.limits.number": true, "admin.limits.tooBig": true };

/** The limits as the form's flat fields, every plan's storage given (the free one's for a plan the limits do not name). */
export function limitFields(limits: Limits, planNames: string[]): Record<string, number> {
  const fields: Record<string, number> = { "uploads.perHour": limits.uploads.perHour };
  for (const kind of AI_LIMIT_FIELDS) {
    fields[`ai.${kind}.minute`] = limits.ai[kind].minute;
    fields[`ai.${kind}.day`] = limits.ai[kind].day;
  }
  for (const plan of planNames) fields[`storage.${plan}`] = Math.round(quotaOf(limits, plan) / (1024 * 1024));
  return fields;
}

/** A stored limits value (the setting) is valid when it is what the form saves. */
export function isValidLimitsValue(value: string) {
  try {
    return savedLimitsSchema.safeParse(JSON.parse(value)).success;
  } catch {
    return false;
  }
}

/** The limits as an admin set them (a value that cannot be read gives the defaults, field by field). */
export async function readLimits(): Promise<Limits> {
  const db = await getDb();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.name, "limits"));
  if (!row?.value) return DEFAULT_LIMITS;
  try {
    return limitsSchema.parse(JSON.parse(row.value));
  } catch {
    return DEFAULT_LIMITS;
  }
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const HOUR = 60 * MINUTE;

/**
 * Counts one more for `key` in a window and refuses past `max` (429, Retry-After until the
 * window ends), counted in the metrics as a refusal by `limit`. RATE_LIMIT_FACTOR multiplies it,
 * as it does every rate limit.
 */
async function spend(limit: string, key: string, windowMs: number, max: number, message: MessageKey) {
  const { hits, resetAt } = await hit(key, windowMs);
  if (hits > Math.ceil(max * getEnv().RATE_LIMIT_FACTOR)) {
    refusedBy(limit);
    throw RateLimited(message, (resetAt.getTime() - Date.now()) / 1000);
  }
}

/**
 * One more call of `kind` to a paid AI service for `userId`, or a 429 when their minute's or
 * day's count is spent. Called right before the call itself (a key must be set: an app without
 * AI spends nothing).
 */
export async function spendAiCall(userId: number, kind: AiCall) {
  const { minute, day } = (await readLimits()).ai[kind];
  await spend(`ai_${kind}_minute`, `ai:${kind}:minute:${userId}`, MINUTE, minute, "errors.ai.tooFast");
  await spend(`ai_${kind}_day`, `ai:${kind}:day:${userId}`, DAY, day, "errors.ai.tooMany");
}

/** One more upload for `userId`, or a 429 past the hour's count. */
export async function spendUpload(userId: number) {
  await spend("uploads_hour", `upload:${userId}`, HOUR, (await readLimits()).uploads.perHour, "errors.upload.tooFast");
}

/** The storage quota, in bytes, of a plan. */
export function quotaOf(limits: Limits, planName: string) {
  return (limits.storage[planName] ?? limits.storage.free ?? DEFAULT_LIMITS.storage.free) * 1024 * 1024;
}

/**
 * Link preview cards a colourist's shared links may have made in an hour (each a sharp
 * composition of their picture and its title, made when a chat app or a visitor first asks for
 * it, and again after the colouring changes). A fixed count: it bounds a burst, not a use.
 */
export const SHARE_CARDS_PER_HOUR = 30;

/** One more share card made for `userId`'s links, or a 429 past the hour's count. */
export async function spendShareCard(userId: number) {
  await spend("share_cards_hour", `share-card:${userId}`, HOUR, SHARE_CARDS_PER_HOUR, "errors.share.tooFast");
}
