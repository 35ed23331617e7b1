import { sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { credits, type PlanRow } from "~/db/schema";

/** One month after `from`, clamped to the last day of a shorter month (Jan 31 → Feb 28). */
export function addMonth(from: Date): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

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
