/**
 * The page of the day (record 0134): one public page a day, the same for everyone, the day being
 * the date in the app's time zone (lib/daily-page.ts). An admin may pin a page for a day ahead;
 * a day without a pin gets, on its first request, the best-liked public page not shown in the
 * last DAILY_REPEAT_DAYS days. `daily_pages.day` is unique: the first request's insert wins and
 * every request reads the winner. A chosen page that is no longer public is replaced at once.
 * Every function takes `now`, so a test sets the clock.
 */
import { and, asc, eq, gt, gte, sql } from "drizzle-orm";
import * as z from "zod";
import { getDb } from "~/db/client.server";
import { dailyPages, pages } from "~/db/schema";
import { addDays, DAILY_REPEAT_DAYS, dayOf, isDay, MAX_PIN_DAYS_AHEAD } from "~/lib/daily-page";
import { FieldInvalid, Forbidden, NotFound } from "~/lib/errors";
import type { Card } from "~/lib/pages";
import { pageTitle } from "~/lib/page-title";
import { jsonSchemaOf, parseInput } from "~/lib/validation";
import { readCard, type Viewer } from "./pages.server";

/** What the public gallery shows (the same words as the gallery indexes' predicate). */
const isPublic = sql`not ${pages.blocked} and ${pages.visibility} = 'public'`;

/** The day's page if it is still public; `stale` names a chosen page that no longer is. */
async function readDay(day: string): Promise<{ pageId: number | null; stale: number | null }> {
  const db = await getDb();
  const [row] = await db
    .select({ pageId: dailyPages.pageId, shown: sql<boolean>`${isPublic}` })
    .from(dailyPages)
    .innerJoin(pages, eq(pages.id, dailyPages.pageId))
    .where(eq(dailyPages.day, day));
  if (!row) return { pageId: null, stale: null };
  return row.shown ? { pageId: row.pageId, stale: null } : { pageId: null, stale: row.pageId };
}

/**
 * Picks the day's page, unless another request (or a pin) was first: one statement, so two
 * servers choosing at once still agree. Candidates are public pages not chosen for any day from
 * DAILY_REPEAT_DAYS ago on (future pins included, so a pinned page is not shown twice), the best
 * liked (favourites and colourings) first, the newest of equals.
 */
async function pickDay(day: string) {
  const db = await getDb();
  const since = addDays(day, -DAILY_REPEAT_DAYS);
  await db.execute(sql`
    insert into ${dailyPages} (day, page_id)
    select ${day}::date, ${pages.id} from ${pages}
    where ${isPublic}
      and not exists (select 1 from ${dailyPages} shown where shown.page_id = ${pages.id} and shown.day > ${since}::date and shown.day <> ${day}::date)
    order by ${pages.popularity} desc, ${pages.id} desc
    limit 1
    on conflict (day) do nothing`);
}

/** The page of the day's id (null when no page is public), choosing it on the day's first request. */
export async function dailyPageId(now: Date): Promise<{ day: string; pageId: number | null }> {
  const day = dayOf(now);
  return { day, pageId: await chooseDay(day) };
}

async function chooseDay(day: string): Promise<number | null> {
  // Twice at most: a chosen page found private is removed and the day picked again once.
  for (let attempt = 0; attempt < 3; attempt++) {
    const found = await readDay(day);
    if (found.pageId !== null) return found.pageId;
    const db = await getDb();
    // Removed only if it is still that page: a request that replaced it first keeps its choice.
    if (found.stale !== null) await db.delete(dailyPages).where(and(eq(dailyPages.day, day), eq(dailyPages.pageId, found.stale)));
    await pickDay(day);
  }
  return null;
}

/** The page of the day as the viewer's card (a signed-out viewer: pages.server's SIGNED_OUT), or null. */
export async function pageOfTheDay(viewer: Viewer, now: Date): Promise<{ day: string; page: Card } | null> {
  const { day, pageId } = await dailyPageId(now);
  if (pageId === null) return null;
  // Made private since it was chosen: no page now rather than an error (the next request picks the day anew).
  const page = await readCard(viewer, pageId).catch(() => null);
  return page ? { day, page } : null;
}

const requireAdminViewer = (viewer: Viewer) => {
  if (!viewer.admin) throw Forbidden();
};

/** A day, as the document says it: the ISO date isDay reads, within the days assertPinnable allows. */
const dayFormat = z.iso.date().meta({ description: `A day (YYYY-MM-DD), from today in the app's time zone to ${MAX_PIN_DAYS_AHEAD} days ahead.` });

export const daySchema = z.string().trim().refine(isDay, { message: "errors.daily.pastDay" }).meta(jsonSchemaOf(dayFormat));

export const pinSchema = z.object({
  day: daySchema,
  pageId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** An unpin: the day. */
export const unpinSchema = z.object({ day: daySchema });

/** A day an admin may pin or unpin: from today (in the app's time zone) to MAX_PIN_DAYS_AHEAD ahead. */
function assertPinnable(day: string, now: Date) {
  const today = dayOf(now);
  if (day < today || day > addDays(today, MAX_PIN_DAYS_AHEAD)) throw FieldInvalid("day", "errors.daily.pastDay");
}

/**
 * An admin pins a public page for a day (today replaces today's page at once). A page pinned
 * elsewhere may be pinned again: the admin's choice wins over the 60-day rule.
 */
export async function pinDailyPage(viewer: Viewer, input: unknown, now: Date): Promise<{ day: string; pageId: number }> {
  requireAdminViewer(viewer);
  const { day, pageId } = parseInput(pinSchema, input);
  assertPinnable(day, now);
  const db = await getDb();
  const [page] = await db
    .select({ id: pages.id, shown: sql<boolean>`${isPublic}` })
    .from(pages)
    .where(eq(pages.id, pageId));
  if (!page) throw NotFound();
  if (!page.shown) throw FieldInvalid("pageId", "errors.daily.notPublic");
  await db
    .insert(dailyPages)
    .values({ day, pageId, pinned: true, pinnedBy: viewer.id })
    .onConflictDoUpdate({ target: dailyPages.day, set: { pageId, pinned: true, pinnedBy: viewer.id } });
  return { day, pageId };
}

/** An admin removes a pin from today on (a day's own pick, unpinned, stays); today's is picked again on the next request. */
export async function unpinDailyPage(viewer: Viewer, input: unknown, now: Date): Promise<{ day: string }> {
  requireAdminViewer(viewer);
  const { day } = parseInput(unpinSchema, input);
  assertPinnable(day, now);
  const db = await getDb();
  await db.delete(dailyPages).where(and(eq(dailyPages.day, day), eq(dailyPages.pinned, true)));
  return { day };
}

export type DailyPin = { day: string; pageId: number; title: string; thumbnail: string; public: boolean };

/** The pins from today on, in date order, for the admin (a pinned page made private since says so). */
export async function upcomingPins(viewer: Viewer, now: Date): Promise<DailyPin[]> {
  requireAdminViewer(viewer);
  const db = await getDb();
  const rows = await db
    .select({
      day: dailyPages.day,
      pageId: dailyPages.pageId,
      prompt: pages.prompt,
      source: pages.source,
      thumbnail: pages.thumbnail,
      illustration: pages.illustration,
      shown: sql<boolean>`${isPublic}`,
    })
    .from(dailyPages)
    .innerJoin(pages, eq(pages.id, dailyPages.pageId))
    .where(and(gte(dailyPages.day, dayOf(now)), eq(dailyPages.pinned, true)))
    .orderBy(asc(dailyPages.day));
  return rows.map((row) => ({
    day: row.day,
    pageId: row.pageId,
    title: pageTitle({ prompt: row.prompt, source: row.source, id: row.pageId }),
    thumbnail: row.thumbnail || row.illustration,
    public: row.shown,
  }));
}

/** The days a page is pinned for, from today on (the admin's page screen). */
export async function pinsOfPage(viewer: Viewer, pageId: number, now: Date): Promise<string[]> {
  requireAdminViewer(viewer);
  const db = await getDb();
  const rows = await db
    .select({ day: dailyPages.day })
    .from(dailyPages)
    .where(and(eq(dailyPages.pageId, pageId), eq(dailyPages.pinned, true), gt(dailyPages.day, addDays(dayOf(now), -1))))
    .orderBy(asc(dailyPages.day));
  return rows.map((row) => row.day);
}
