import { and, desc, eq, exists, gt, isNull, lte, ne, notExists, or, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "~/db/client.server";
import { credits, plans, subscriptions, users, type CreditRow, type PlanRow, type SubscriptionSource } from "~/db/schema";
import { NoCredits } from "~/lib/errors";
import { getFreePlan } from "./plans.server";

/** `months` after `from`, on the same day, clamped to the last day of a shorter month (Jan 31 → Feb 28). */
export function addMonths(from: Date, months: number): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export const addMonth = (from: Date) => addMonths(from, 1);

/** Gives a user a full period of the plan's credits (sign-up, renewal). */
export async function grantPlanCredits(db: Db | Tx, userId: number, plan: PlanRow, from = new Date()) {
  const values = {
    userId,
    publicPage: plan.publicPageLimit,
    pageCreation: plan.pageCreationLimit,
    expireAt: addMonth(from),
  };
  await db
    .insert(credits)
    .values(values)
    .onConflictDoUpdate({
      target: credits.userId,
      set: { publicPage: values.publicPage, pageCreation: values.pageCreation, expireAt: values.expireAt, updatedAt: sql`now()` },
    });
}

/**
 * The first period end after `now` counted in whole months from `anchor` (a free plan
 * renews on its sign-up day). Each step is clamped on its own, so a 31st stays the 31st
 * after February instead of drifting to the 28th.
 */
export function nextPeriodEnd(anchor: Date, now = new Date()) {
  const elapsed = (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  let k = Math.max(1, elapsed);
  while (addMonths(anchor, k) <= now) k++;
  return addMonths(anchor, k);
}

/**
 * A subscription that renews by itself: a Stripe one not cancelled. A plan an admin gave never
 * renews (record 0127), whatever its canceled_at.
 */
export const renewsAtStripe = () => and(eq(subscriptions.source, "stripe"), isNull(subscriptions.canceledAt));

/** A plan an admin gave that has not ended at `now`. */
export const givenPlanRunning = (now: Date) => and(eq(subscriptions.source, "admin"), gt(subscriptions.expireAt, now));

/**
 * A paid plan whose credit period is over and that nothing renews any more (its subscription
 * was cancelled, or there is none, or it was a given plan that has ended) returns to free, with a
 * fresh free period. The conditions sit in the update itself, so concurrent readers switch the
 * user once, and a renewal that Stripe reported meanwhile (a newer expire_at), or a plan an admin
 * gave meanwhile, keeps the paid plan.
 */
async function lapseToFree(db: Db, userId: number, paidPlanId: number, now: Date) {
  return db.transaction(async (tx) => {
    const free = await getFreePlan(tx);
    const periodOver = tx
      .select({ userId: credits.userId })
      .from(credits)
      .where(and(eq(credits.userId, userId), lte(credits.expireAt, now)));
    const stillRunning = tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), or(renewsAtStripe(), givenPlanRunning(now))));
    const [moved] = await tx
      .update(users)
      .set({ planId: free.id })
      .where(and(eq(users.id, userId), eq(users.planId, paidPlanId), exists(periodOver), notExists(stillRunning)))
      .returning({ id: users.id });
    if (moved) {
      await grantPlanCredits(tx, userId, free, now);
    }
    return Boolean(moved);
  });
}

/** The plan an admin gave this user that runs at `now`, with its plan (the latest-ending one). */
async function runningGivenPlan(db: Db, userId: number, now: Date) {
  const [row] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), givenPlanRunning(now)))
    .orderBy(desc(subscriptions.expireAt))
    .limit(1);
  return row;
}

/**
 * A given plan's next monthly period (record 0127): the plan's limits again, counted in months
 * from the day it was given and never past its end, so the credits end with the plan. Nothing
 * renews it at Stripe, so reading renews it, as a free period is. Conditional on the old period:
 * concurrent readers renew once.
 */
async function renewGivenPeriod(db: Db, userId: number, given: NonNullable<Awaited<ReturnType<typeof runningGivenPlan>>>, previousEnd: Date, now: Date) {
  const next = nextPeriodEnd(given.subscription.createdAt, now);
  const expireAt = next < given.subscription.expireAt ? next : given.subscription.expireAt;
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ planId: given.plan.id })
      .where(and(eq(users.id, userId), ne(users.planId, given.plan.id)));
    const [renewed] = await tx
      .update(credits)
      .set({ publicPage: given.plan.publicPageLimit, pageCreation: given.plan.pageCreationLimit, expireAt, updatedAt: sql`now()` })
      .where(and(eq(credits.userId, userId), eq(credits.expireAt, previousEnd)))
      .returning();
    return renewed;
  });
}

/**
 * The user's credit row, renewed lazily: a free plan whose period has ended gets a new
 * period and full limits (no cron needed). Paid plans renew when Stripe reports the
 * invoice paid; a plan an admin gave renews here, month by month until its end; once a
 * cancelled or given one's period is over, the user is back on free. A user without a row
 * (older data) gets one.
 */
export async function currentCredits(userId: number, now = new Date()): Promise<CreditRow & { plan: PlanRow }> {
  const db = await getDb();
  const [row] = await db
    .select({ credit: credits, plan: plans, signedUpAt: users.createdAt })
    .from(users)
    .innerJoin(plans, eq(plans.id, users.planId))
    .leftJoin(credits, eq(credits.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw NoCredits();
  if (!row.credit) {
    await grantPlanCredits(db, userId, row.plan, now);
    return currentCredits(userId, now);
  }
  if (row.credit.expireAt > now) return { ...row.credit, plan: row.plan };
  const given = await runningGivenPlan(db, userId, now);
  if (given) {
    const renewed = await renewGivenPeriod(db, userId, given, row.credit.expireAt, now);
    return renewed ? { ...renewed, plan: given.plan } : currentCredits(userId, now);
  }
  if (row.plan.paid) {
    if (await lapseToFree(db, userId, row.plan.id, now)) return currentCredits(userId, now);
    // Still renewing (Stripe has yet to report the invoice), or another reader switched the user just now.
    const [still] = await db.select({ planId: users.planId }).from(users).where(eq(users.id, userId)).limit(1);
    return still?.planId === row.plan.id ? { ...row.credit, plan: row.plan } : currentCredits(userId, now);
  }
  const previousEnd = row.credit.expireAt;
  const expireAt = nextPeriodEnd(row.signedUpAt, now);
  // Conditional on the old period, so two concurrent readers renew once.
  const [renewed] = await db
    .update(credits)
    .set({ publicPage: row.plan.publicPageLimit, pageCreation: row.plan.pageCreationLimit, expireAt, updatedAt: sql`now()` })
    .where(and(eq(credits.userId, userId), eq(credits.expireAt, previousEnd)))
    .returning();
  return { ...(renewed ?? (await currentCredits(userId, now))), plan: row.plan };
}

/**
 * Throws NO_CREDITS unless a page_creation credit is left (a cheap check before slow work, and
 * before a creation screen is shown); answers how many are left.
 */
export async function assertPageCreationCredit(userId: number) {
  const credit = await currentCredits(userId);
  if (credit.pageCreation <= 0) throw NoCredits();
  return credit.pageCreation;
}

/**
 * The colouring credit rule (docs/product.md §13): the first colouring of someone else's page spends a
 * public_page credit, so it needs one left; colouring one's own page, or going on with a
 * colouring, needs none. Throws NO_CREDITS; answers the public_page credits left. Both the
 * colour screen (before it opens) and every save that may spend one (before the image work) ask it.
 */
export async function assertColoringCredit(userId: number, coloring: { first: boolean; owner: boolean }) {
  const credit = await currentCredits(userId);
  if (coloring.first && !coloring.owner && credit.publicPage <= 0) throw NoCredits();
  return credit.publicPage;
}

/** Spends one page_creation credit inside the caller's transaction; never below zero. */
export const spendPageCreation = (tx: Tx, userId: number) => spendOne(tx, userId, "pageCreation");

/** Spends one public_page credit inside the caller's transaction; never below zero. */
export const spendPublicPage = (tx: Tx, userId: number) => spendOne(tx, userId, "publicPage");

/** One conditional update, so two spends at once cannot take the last credit twice; NO_CREDITS when none is left. */
async function spendOne(tx: Tx, userId: number, kind: "pageCreation" | "publicPage") {
  const [spent] = await tx
    .update(credits)
    .set({ [kind]: sql`${credits[kind]} - 1`, updatedAt: sql`now()` })
    .where(and(eq(credits.userId, userId), gt(credits[kind], 0)))
    .returning({ left: credits[kind] });
  if (!spent) throw NoCredits();
  return spent.left;
}

export type CreditView = {
  publicPage: number;
  pageCreation: number;
  expireAt: string;
  user: {
    plan: { id: number; name: string; title: string; paid: boolean };
    /** `source`: "admin" for a plan an admin gave (it ends by itself at expire_at, nothing to cancel). */
    subscription: { id: number; createdAt: string; canceledAt: string | null; expireAt: string; source: SubscriptionSource } | null;
  };
};

/** GET /credits/read: what is left, until when, on which plan and subscription. */
export async function readCredits(userId: number): Promise<CreditView> {
  const credit = await currentCredits(userId);
  const db = await getDb();
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), or(renewsAtStripe(), gt(subscriptions.expireAt, new Date()))))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return {
    publicPage: credit.publicPage,
    pageCreation: credit.pageCreation,
    expireAt: credit.expireAt.toISOString(),
    user: {
      plan: { id: credit.plan.id, name: credit.plan.name, title: credit.plan.title, paid: credit.plan.paid },
      subscription: subscription
        ? {
            id: subscription.id,
            createdAt: subscription.createdAt.toISOString(),
            canceledAt: subscription.canceledAt?.toISOString() ?? null,
            expireAt: subscription.expireAt.toISOString(),
            source: subscription.source,
          }
        : null,
    },
  };
}
