import { asc, eq } from "drizzle-orm";
import { getDb, type Db, type Tx } from "~/db/client.server";
import { plans, type PlanRow } from "~/db/schema";

export type PlanName = "free" | "starter" | "advanced";

export async function listPlans(db?: Db | Tx) {
  const conn = db ?? (await getDb());
  return conn.select().from(plans).orderBy(asc(plans.price), asc(plans.id));
}

export async function findPlanByName(name: string, db?: Db | Tx): Promise<PlanRow | undefined> {
  const conn = db ?? (await getDb());
  const [plan] = await conn.select().from(plans).where(eq(plans.name, name)).limit(1);
  return plan;
}

export async function getFreePlan(db?: Db | Tx): Promise<PlanRow> {
  const plan = await findPlanByName("free", db);
  if (!plan) throw new Error("The free plan is missing: the seed has not run");
  return plan;
}

/** Price shown to people: price minus the discount percent, in USD, rounded to cents. */
export const discountedPrice = (plan: Pick<PlanRow, "price" | "discount">) =>
  Math.round(plan.price * (100 - plan.discount)) / 100;
