import { eq } from "drizzle-orm";
import * as z from "zod";
import { getDb } from "~/db/client.server";
import { settings } from "~/db/schema";
import type { MessageKey } from "~/i18n";
import { getEnv } from "~/utils/env.server";
import { RateLimited } from "./errors";
import { hit } from "./rate-limits.server";

/**
 * The per-user limits on what costs money, CPU or disk (issue #27), set by an admin in the app
 * settings ("limits", a JSON value; the defaults below until then):
 * - every call that reaches a paid AI service (an idea, an AI drawing, a moderation look) has a
 *   count per minute and per day, each user apart, refused with 429 and Retry-After past it;
 * - uploads have a count per hour, and each plan a storage quota (MB) that a user's files
 *   (uploads, pages, colourings, booklets) may take.
 */

const count = (fallback: number, max = 100_000) => z.coerce.number().int().min(0).max(max).catch(fallback).default(fallback);
const window = (minute: number, day: number) =>
  z.object({ minute: count(minute), day: count(day) }).catch({ minute, day }).default({ minute, day });

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
 * Counts one more of `what` for a window and refuses past `max` (429, Retry-After until the
 * window ends). RATE_LIMIT_FACTOR multiplies it, as it does every rate limit.
 */
async function spend(key: string, windowMs: number, max: number, message: MessageKey) {
  const { hits, resetAt } = await hit(key, windowMs);
  if (hits > Math.ceil(max * getEnv().RATE_LIMIT_FACTOR)) throw RateLimited(message, (resetAt.getTime() - Date.now()) / 1000);
}

/**
 * One more call of `kind` to a paid AI service for `userId`, or a 429 when their minute's or
 * day's count is spent. Called right before the call itself (a key must be set: an app without
 * AI spends nothing).
 */
export async function spendAiCall(userId: number, kind: AiCall) {
  const { minute, day } = (await readLimits()).ai[kind];
  await spend(`ai:${kind}:minute:${userId}`, MINUTE, minute, "errors.ai.tooFast");
  await spend(`ai:${kind}:day:${userId}`, DAY, day, "errors.ai.tooMany");
}

/** One more upload for `userId`, or a 429 past the hour's count. */
export async function spendUpload(userId: number) {
  await spend(`upload:${userId}`, HOUR, (await readLimits()).uploads.perHour, "errors.upload.tooFast");
}

/** The storage quota, in bytes, of a plan. */
export function quotaOf(limits: Limits, planName: string) {
  return (limits.storage[planName] ?? limits.storage.free ?? DEFAULT_LIMITS.storage.free) * 1024 * 1024;
}
