/**
 * The page of the day (record 0134): the same for everyone on a day of the app's time zone,
 * another the next day, an admin's pin first, never a page shown in the last 60 days, never a
 * page that is no longer public, chosen once however many requests race for it. The clock is the
 * test's: every service takes `now`. Each test has its own days, far apart, and its own pages,
 * liked far more than any other test's, which it takes out of the gallery when it ends.
 */
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { dailyPages, pages } from "~/db/schema";
import { addDays } from "~/lib/daily-page";
import { dailyPageId, pageOfTheDay, pinDailyPage, unpinDailyPage, upcomingPins } from "~/services/daily-pages.server";
import { SIGNED_OUT } from "~/services/pages.server";
import * as dailyPagesApi from "~/routes/api+/daily-pages";
import * as pageOfTheDayApi from "~/routes/api+/pages.daily";
import { appErrorOf, callApi, insertPage, makeAdmin, makeUser, uniqueWord, type TestUser } from "../helpers/pages";

let admin: TestUser;
let ana: TestUser;
let bruno: TestUser;
let made: number[] = [];

beforeAll(async () => {
  [admin, ana, bruno] = await Promise.all([makeAdmin(), makeUser(), makeUser()]);
});

afterEach(async () => {
  // Out of the running for the next test's days.
  if (made.length > 0) await (await getDb()).update(pages).set({ blocked: true }).where(inArray(pages.id, made));
  made = [];
});

/** Public pages liked in this order (the first most), above every other test's pages. */
async function likedPages(count: number) {
  const owner = await makeUser();
  const word = uniqueWord("dia");
  const rows = [];
  for (let i = 0; i < count; i++) {
    const row = await insertPage(owner.user, { prompt: `${word} ${i}`, favoritedCount: 900_000_000 - i * 1000, coloredCount: 100_000_000 });
    rows.push(row);
  }
  made.push(...rows.map((row) => row.id));
  return rows;
}

/** Noon in Madrid (11:00 UTC in winter) on a day. */
const noon = (day: string) => new Date(`${day}T11:00:00Z`);

describe("the page of the day", () => {
  it("is the same for two users on a day, and another the next day", async () => {
    const [first, second] = await likedPages(2);
    const day = "2031-01-14";
    const morning = await pageOfTheDay(ana.user, new Date(`${day}T07:00:00Z`));
    // 22:59 UTC is still the 14th in Madrid (UTC+1).
    const night = await pageOfTheDay(bruno.user, new Date(`${day}T22:59:00Z`));
    expect(morning?.day).toBe(day);
    expect(morning?.page.id).toBe(first.id);
    expect(night?.page.id).toBe(first.id);
    // Signed out, the same.
    expect((await pageOfTheDay(SIGNED_OUT, noon(day)))?.page.id).toBe(first.id);

    // 23:30 UTC is the 15th in Madrid: the next day, and the 14th's page is not repeated.
    const next = await pageOfTheDay(ana.user, new Date(`${day}T23:30:00Z`));
    expect(next?.day).toBe("2031-01-15");
    expect(next?.page.id).toBe(second.id);
    expect((await pageOfTheDay(bruno.user, noon("2031-01-15")))?.page.id).toBe(second.id);
  });

  it("is chosen once when many requests of the new day race", async () => {
    const [first] = await likedPages(3);
    const day = "2031-04-20";
    const answers = await Promise.all(Array.from({ length: 8 }, () => dailyPageId(noon(day))));
    expect(new Set(answers.map((answer) => answer.pageId))).toEqual(new Set([first.id]));
    const rows = await (await getDb()).select().from(dailyPages).where(eq(dailyPages.day, day));
    expect(rows).toHaveLength(1);
  });

  it("an admin's pin wins over the best-liked page, for that day only", async () => {
    const [best, , pinned] = await likedPages(3);
    const day = "2031-07-10";
    await pinDailyPage(admin.user, { day, pageId: String(pinned.id) }, noon(addDays(day, -3)));
    expect((await upcomingPins(admin.user, noon(addDays(day, -3)))).map((pin) => [pin.day, pin.pageId])).toContainEqual([day, pinned.id]);
    expect((await pageOfTheDay(ana.user, noon(day)))?.page.id).toBe(pinned.id);
    expect((await pageOfTheDay(bruno.user, noon(day)))?.page.id).toBe(pinned.id);
    // The day before had no pin: the best liked.
    expect((await pageOfTheDay(ana.user, noon(addDays(day, -1))))?.page.id).toBe(best.id);
  });

  it("a page pinned for a later day is not picked before it", async () => {
    const [best, second] = await likedPages(2);
    const day = "2031-10-01";
    await pinDailyPage(admin.user, { day: addDays(day, 5), pageId: best.id }, noon(day));
    expect((await pageOfTheDay(ana.user, noon(day)))?.page.id).toBe(second.id);
    // Unpinned, it is free again (the next free day picks it).
    await unpinDailyPage(admin.user, { day: addDays(day, 5) }, noon(day));
    expect((await pageOfTheDay(ana.user, noon(addDays(day, 1))))?.page.id).toBe(best.id);
  });

  it("does not pick a page shown in the last 60 days, and may after", async () => {
    const [best, second] = await likedPages(2);
    const day = "2032-01-10";
    expect((await dailyPageId(noon(day))).pageId).toBe(best.id);
    expect((await dailyPageId(noon(addDays(day, 30)))).pageId).toBe(second.id);
    // 59 days later the best is still too recent; the second was shown 29 days ago: a third is needed.
    const [third] = await likedPages(1);
    expect((await dailyPageId(noon(addDays(day, 59)))).pageId).toBe(third.id);
    // 60 days later the best is back.
    expect((await dailyPageId(noon(addDays(day, 60)))).pageId).toBe(best.id);
  });

  it("a chosen page made private or blocked is replaced at once by another", async () => {
    const [best, second] = await likedPages(2);
    const day = "2032-06-01";
    expect((await pageOfTheDay(ana.user, noon(day)))?.page.id).toBe(best.id);
    const db = await getDb();
    await db.update(pages).set({ visibility: "private" }).where(eq(pages.id, best.id));
    expect((await pageOfTheDay(bruno.user, noon(day)))?.page.id).toBe(second.id);
    await db.update(pages).set({ blocked: true }).where(eq(pages.id, second.id));
    const next = await pageOfTheDay(ana.user, noon(day));
    expect(next?.page.id).not.toBe(second.id);
    expect(next?.page.id).not.toBe(best.id);
  });

  it("a pin must be a public page, today or later (within a year)", async () => {
    const [page] = await likedPages(1);
    const today = "2032-09-01";
    expect(await appErrorOf(pinDailyPage(admin.user, { day: addDays(today, -1), pageId: page.id }, noon(today)))).toMatchObject({
      status: 422,
      fields: { day: "errors.daily.pastDay" },
    });
    expect(await appErrorOf(pinDailyPage(admin.user, { day: addDays(today, 400), pageId: page.id }, noon(today)))).toMatchObject({ status: 422 });
    expect(await appErrorOf(pinDailyPage(admin.user, { day: "2032-02-30", pageId: page.id }, noon(today)))).toMatchObject({ status: 422 });
    const hidden = await insertPage(admin.user, { prompt: uniqueWord("oculta"), visibility: "private" });
    expect(await appErrorOf(pinDailyPage(admin.user, { day: today, pageId: hidden.id }, noon(today)))).toMatchObject({
      status: 422,
      fields: { pageId: "errors.daily.notPublic" },
    });
    expect(await appErrorOf(pinDailyPage(admin.user, { day: today, pageId: 2_000_000_000 }, noon(today)))).toMatchObject({ status: 404 });
  });

  it("only admins pin, unpin and list the pins", async () => {
    const [page] = await likedPages(1);
    const now = noon("2032-11-01");
    for (const attempt of [
      pinDailyPage(ana.user, { day: "2032-11-02", pageId: page.id }, now),
      unpinDailyPage(ana.user, { day: "2032-11-02" }, now),
      upcomingPins(ana.user, now),
    ]) {
      expect(await appErrorOf(attempt)).toMatchObject({ status: 403, code: "FORBIDDEN" });
    }
    const body = { day: "2099-01-01", pageId: page.id };
    expect((await callApi(dailyPagesApi.action, { method: "POST", token: ana.token, body })).status).toBe(403);
    expect((await callApi(dailyPagesApi.action, { method: "POST", token: null, body })).status).toBe(401);
    expect((await callApi(dailyPagesApi.loader, { token: ana.token })).status).toBe(403);
  });
});

describe("GET /api/pages/daily", () => {
  it("answers today's page as the /api gallery's card, signed out too", async () => {
    await likedPages(1);
    const signedOut = await callApi<{ day: string; page: { id: number; is_owner: boolean; colored_count: number } }>(pageOfTheDayApi.loader, {});
    expect(signedOut.status).toBe(200);
    const { pageId, day } = await dailyPageId(new Date());
    expect(signedOut.body.day).toBe(day);
    expect(signedOut.body.page.id).toBe(pageId);
    expect(signedOut.body.page).toHaveProperty("colored_count");
    const signedIn = await callApi<{ page: { id: number } }>(pageOfTheDayApi.loader, { token: ana.token });
    expect(signedIn.body.page.id).toBe(pageId);
  });
});
