import { and, asc, eq } from "drizzle-orm";
import { getDb, type Db, type Tx } from "~/db/client.server";
import { plans, type PlanRow } from "~/db/schema";
import { NotFound } from "~/lib/errors";

export type PlanName = "free" | "starter" | "advanced";

/** Every plan, cheapest first; inside a transaction, read through it. */
export async function listPlans(db?: Db | Tx): Promise<PlanRow[]> {
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
export const discountedPrice = (plan: Pick<PlanRow, "price" | "discount">) => Math.round(plan.price * (100 - plan.discount)) / 100;

/** What a plan's card shows (landing pricing, checkout): its texts, prices and limits. */
export function planOffer(plan: PlanRow) {
  return {
    name: plan.name,
    title: plan.title,
    description: plan.description,
    price: plan.price,
    discount: plan.discount,
    finalPrice: discountedPrice(plan),
    publicPageLimit: plan.publicPageLimit,
    pageCreationLimit: plan.pageCreationLimit,
  };
}

/** A plan as the screens show it: its row but for the row's times (docs/product.md §3; the /api door renames it: apiPlan). */
export type PublicPlan = Omit<PlanRow, "createdAt" | "updatedAt">;

export function toPublicPlan({ createdAt: _created, updatedAt: _updated, ...plan }: PlanRow): PublicPlan {
  return plan;
}

/** The plans a checkout can sell, cheapest first. */
export async function listPaidPlans(db?: Db | Tx) {
  const conn = db ?? (await getDb());
  return conn.select().from(plans).where(eq(plans.paid, true)).orderBy(asc(plans.price), asc(plans.id));
}

export async function readPlan(id: number, db?: Db | Tx): Promise<PlanRow> {
  const conn = db ?? (await getDb());
  const [plan] = await conn.select().from(plans).where(eq(plans.id, id)).limit(1);
  if (!plan) throw NotFound();
  return plan;
}

/** The paid plan sold under a Stripe price id (undefined for unknown prices and for the free plan). */
export async function findPaidPlanByPrice(priceId: string, db?: Db | Tx): Promise<PlanRow | undefined> {
  const conn = db ?? (await getDb());
  const [plan] = await conn
    .select()
    .from(plans)
    .where(and(eq(plans.stripePriceId, priceId), eq(plans.paid, true)))
    .orderBy(asc(plans.id))
    .limit(1);
  return plan;
}
