import { apiCredits } from "~/utils/api-shapes.server";
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { credits, plans, subscriptions, users } from "~/db/schema";
import * as creditsRead from "~/routes/api+/credits.read";
import { currentCredits, readCredits, type CreditView } from "~/services/credits.server";
import { storageOf } from "~/services/storage/usage.server";
import { isAppError } from "~/lib/errors";
import { createAiPage } from "~/services/page-creation.server";
import { getEnv } from "~/infra/env.server";
import { setEnv } from "../helpers/env";
import { useOpenAiStandIn } from "../helpers/openai";
import { executeRows } from "../helpers/rows";
import { callApi, creditRow, makeUser, pagesOf, reloadUser, setCredits, uniqueWord, listPages } from "../helpers/pages";

const DAY = 24 * 3600_000;

/** One calendar month later on the same day (days ≤ 28 only, so no clamping is involved). */
function plusMonth(date: Date) {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** GET /api/credits/read: the credits' view and, beside it, the user's storage (issue #27). */
const readApi = (token: string) => callApi<CreditView & { storage?: unknown }>(creditsRead.loader, { token, path: "credits/read" });
const withStorage = async (view: CreditView, userId: number) => ({ ...apiCredits(view), storage: await storageOf(userId) });

describe("readCredits and GET /api/credits/read", () => {
  it("a new free user: the plan's limits, a month ahead, the plan and no subscription", async () => {
    const { user, token } = await makeUser();
    const row = await creditRow(user.id);
    const view = await readCredits(user.id);
    expect(Object.keys(view).sort()).toEqual(["expireAt", "pageCreation", "publicPage", "user"]);
    expect(view).toEqual({
      publicPage: 5,
      pageCreation: 3,
      expireAt: row.expireAt.toISOString(),
      user: { plan: { id: expect.any(Number), name: "free", title: "Gratis", paid: false }, subscription: null },
    });
    const expire = new Date(view.expireAt).getTime();
    expect(expire).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(expire).toBeLessThan(Date.now() + 32 * DAY);

    const res = await readApi(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(await withStorage(view, user.id));
  });

  it("a paid user: the starter limits, and the active subscription", async () => {
    const { user, token } = await makeUser({ plan: "paid" });
    const db = await getDb();
    const [starter] = await db.select().from(plans).where(eq(plans.name, "starter"));
    const expireAt = new Date(Date.now() + 20 * DAY);
    const [subscription] = await db
      .insert(subscriptions)
      .values({ userId: user.id, planId: starter.id, stripeSubscriptionId: `sub_${uniqueWord()}`, price: 4.49, expireAt })
      .returning();

    const view = await readCredits(user.id);
    expect(view).toMatchObject({
      publicPage: 50,
      pageCreation: 20,
      user: {
        plan: { id: starter.id, name: "starter", title: "Inicial", paid: true },
        subscription: {
          id: subscription.id,
          createdAt: subscription.createdAt.toISOString(),
          canceledAt: null,
          expireAt: expireAt.toISOString(),
        },
      },
    });
    expect((await readApi(token)).body).toEqual(await withStorage(view, user.id));
  });

  it("401 without a token", async () => {
    const res = await callApi(creditsRead.loader, {});
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("lazy renewal of the free plan", () => {
  /** A period end in the past (day 10, so whole months never clamp), about 45 days ago. */
  function pastPeriodEnd() {
    const old = new Date(Date.now() - 45 * DAY);
    old.setUTCDate(10);
    old.setUTCHours(8, 30, 0, 0);
    return old;
  }

  /** A free plan renews on its sign-up day: make the user's sign-up one month before `old`. */
  async function signedUpMonthBefore(userId: number, old: Date) {
    const signUp = new Date(old);
    signUp.setUTCMonth(signUp.getUTCMonth() - 1);
    const db = await getDb();
    await db.update(users).set({ createdAt: signUp }).where(eq(users.id, userId));
  }

  /** The first whole-month step from `old` that lies in the future. */
  function expectedEnd(old: Date) {
    let end = plusMonth(old);
    while (end.getTime() <= Date.now()) end = plusMonth(end);
    return end;
  }

  it("renews an expired free period to full limits on read, moving expire_at by whole months", async () => {
    const { user, token } = await makeUser();
    const old = pastPeriodEnd();
    await setCredits(user.id, { pageCreation: 0, publicPage: 1, expireAt: old });
    await signedUpMonthBefore(user.id, old);

    const view = await readCredits(user.id);
    expect(view).toMatchObject({ publicPage: 5, pageCreation: 3, expireAt: expectedEnd(old).toISOString() });
    expect(new Date(view.expireAt).getTime()).toBeGreaterThan(Date.now());
    const row = await creditRow(user.id);
    expect([row.publicPage, row.pageCreation, row.expireAt.toISOString()]).toEqual([5, 3, view.expireAt]);
    // Read again: nothing moves.
    expect((await readApi(token)).body).toEqual(await withStorage(view, user.id));
  });

  it("several missed months jump to the first future period end", async () => {
    const { user } = await makeUser();
    const old = new Date(Date.UTC(2023, 0, 10, 6, 0, 0));
    await setCredits(user.id, { pageCreation: 1, publicPage: 0, expireAt: old });
    await signedUpMonthBefore(user.id, old);
    const view = await readCredits(user.id);
    expect(view.expireAt).toBe(expectedEnd(old).toISOString());
    expect(new Date(view.expireAt).getUTCDate()).toBe(10);
    expect(new Date(view.expireAt).getTime() - Date.now()).toBeLessThanOrEqual(31 * DAY);
  });

  it("through the /api door too", async () => {
    const { user, token } = await makeUser();
    const old = pastPeriodEnd();
    await setCredits(user.id, { pageCreation: 0, publicPage: 0, expireAt: old });
    await signedUpMonthBefore(user.id, old);
    const res = await readApi(token);
    expect(res.body).toMatchObject({ public_page: 5, page_creation: 3, expire_at: expectedEnd(old).toISOString() });
  });

  it("renews once under 10 concurrent reads", async () => {
    const { user } = await makeUser();
    const old = pastPeriodEnd();
    await setCredits(user.id, { pageCreation: 0, publicPage: 2, expireAt: old });
    await signedUpMonthBefore(user.id, old);
    const db = await getDb();
    // A trigger that records every change of this user's period end: a renewal is one such update.
    const log = `test_renewals_${user.id}`;
    await db.execute(sql.raw(`create table ${log} (expire_at timestamptz)`));
    await db.execute(
      sql.raw(`create function ${log}_fn() returns trigger language plpgsql as $$
        begin
          if new.expire_at is distinct from old.expire_at then insert into ${log} values (new.expire_at); end if;
          return new;
        end $$`),
    );
    await db.execute(sql.raw(`create trigger ${log}_trg after update on credits for each row when (new.user_id = ${user.id}) execute function ${log}_fn()`));
    try {
      const views = await Promise.all(Array.from({ length: 10 }, () => readCredits(user.id)));
      const expected = expectedEnd(old).toISOString();
      for (const view of views) expect(view).toMatchObject({ publicPage: 5, pageCreation: 3, expireAt: expected });
      const rows = await executeRows<{ expire_at: Date | string }>(db, sql.raw(`select expire_at from ${log}`));
      expect(rows).toHaveLength(1);
      expect(new Date(rows[0].expire_at).toISOString()).toBe(expected);
    } finally {
      await db.execute(sql.raw(`drop trigger if exists ${log}_trg on credits`));
      await db.execute(sql.raw(`drop function if exists ${log}_fn()`));
      await db.execute(sql.raw(`drop table if exists ${log}`));
    }
  });

  // BUG (app/services/credits.server.ts nextPeriodEnd/currentCredits, ~lines 36-67): renewal
  // steps one clamped month at a time from the previous period end, so once a short month has
  // clamped the day (Jan 31 → Feb 29) the period end stays on the 29th for ever. The code's own
  // comment and docs/product.md §13 say a free plan renews on its sign-up day. Proposed fix: anchor on
  // the sign-up date (users.created_at), i.e. the first `addMonths(signUp, k)` (clamped per k,
  // not cumulatively) that lies after `now`.
  it("renews on the sign-up day after a short month, without drifting to the 29th", async () => {
    const { user } = await makeUser();
    const db = await getDb();
    await db
      .update(users)
      .set({ createdAt: new Date(Date.UTC(2024, 0, 31, 8, 0, 0)) })
      .where(eq(users.id, user.id));
    // The first period ended on Feb 29 (31 clamped); it is now March 15th.
    await setCredits(user.id, { pageCreation: 0, publicPage: 0, expireAt: new Date(Date.UTC(2024, 1, 29, 8, 0, 0)) });
    const renewed = await currentCredits(user.id, new Date(Date.UTC(2024, 2, 15, 12, 0, 0)));
    expect(renewed.pageCreation).toBe(3);
    expect(renewed.expireAt.toISOString()).toBe("2024-03-31T08:00:00.000Z");
  });

  it("a spent credit inside a live period is not given back by reading", async () => {
    const { user } = await makeUser();
    await setCredits(user.id, { pageCreation: 1, publicPage: 4 });
    const before = await creditRow(user.id);
    const view = await readCredits(user.id);
    expect(view).toMatchObject({ pageCreation: 1, publicPage: 4, expireAt: before.expireAt.toISOString() });
  });

  it("a paid plan is not renewed on read (Stripe renews it)", async () => {
    const { user } = await makeUser({ plan: "paid" });
    const old = pastPeriodEnd();
    // A subscription that still renews (not cancelled): without one, the plan lapses to free.
    const db = await getDb();
    const [starter] = await db.select().from(plans).where(eq(plans.name, "starter"));
    await db.insert(subscriptions).values({ userId: user.id, planId: starter.id, stripeSubscriptionId: `sub_${uniqueWord()}`, expireAt: old });
    await setCredits(user.id, { pageCreation: 0, publicPage: 0, expireAt: old });
    const view = await readCredits(user.id);
    expect(view).toMatchObject({ pageCreation: 0, publicPage: 0, expireAt: old.toISOString() });
  });

  it("a user without a credit row (older data) gets a full period", async () => {
    const { user } = await makeUser();
    const db = await getDb();
    await db.delete(credits).where(eq(credits.userId, user.id));
    const view = await readCredits(user.id);
    expect(view).toMatchObject({ publicPage: 5, pageCreation: 3 });
    expect(new Date(view.expireAt).getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(await creditRow(user.id)).toBeDefined();
  });

  it("an unknown user has no credits", async () => {
    const error = await currentCredits(2_000_000_000).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isAppError(error) && error.code).toBe("NO_CREDITS");
  });
});

describe("page_creation under concurrency", () => {
  const openai = useOpenAiStandIn("sk-test-credits-0123456789");

  /** Every file stored under a folder for this user (local storage). */
  function storedFiles(folder: string, userId: number) {
    const dir = path.join(getEnv().DATA_DIR, "uploads", folder, String(userId));
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .map((name) => `/files/${folder}/${userId}/${name}`)
      .sort();
  }

  it("20 concurrent AI creations with 3 credits: 3 pages, 17 NO_CREDITS, 0 left, no orphaned files", async () => {
    const { user, token } = await makeUser();
    const word = uniqueWord("race");
    expect((await creditRow(user.id)).pageCreation).toBe(3);

    // Credits alone decide here: the per-minute AI limit (limits.test.ts) would refuse most of 20 at once.
    const restore = setEnv({ RATE_LIMIT_FACTOR: "100" });
    const settled = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => createAiPage(user, { prompt: `Carrera ${word} ${i}` }))).finally(restore);
    const created = settled.filter((s) => s.status === "fulfilled").map((s) => s.value);
    const refused = settled.filter((s) => s.status === "rejected").map((s) => s.reason as unknown);
    expect(created).toHaveLength(3);
    expect(refused).toHaveLength(17);
    // All 20 passed the cheap early check and drew a picture (what makes the race real):
    // the 17 losers stored files before the spend failed, and must have removed them.
    expect(openai.standIn.requests.filter((r) => r.path === "/v1/images/generations").length).toBeGreaterThan(3);
    for (const reason of refused) expect(isAppError(reason) && [reason.status, reason.code]).toEqual([403, "NO_CREDITS"]);

    const row = await creditRow(user.id);
    expect(row.pageCreation).toBe(0);
    const rows = await pagesOf(user.id);
    expect(rows.map((p) => p.id).sort()).toEqual(created.map((p) => p.id).sort());
    expect(new Set(created.map((p) => p.prompt)).size).toBe(3);

    // Only the three pages' illustration, thumbnail and region map are stored.
    const expectedFiles = rows.flatMap((p) => [p.illustration, p.thumbnail, p.regionMap]).sort();
    expect(expectedFiles).toHaveLength(9);
    expect(storedFiles("private-pages", user.id)).toEqual(expectedFiles);

    const res = await readApi(token);
    expect(res.body).toMatchObject({ page_creation: 0, public_page: 5 });
    const owned = await listPages(await reloadUser(user.id), { scope: "owned", search: word });
    expect(owned.data).toHaveLength(3);

    // And a 21st attempt is refused before it reaches the AI.
    const before = openai.standIn.requests.length;
    const error = await createAiPage(user, { prompt: `Otra ${word}` }).catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe("NO_CREDITS");
    expect(openai.standIn.requests.length).toBe(before);
  });
});
