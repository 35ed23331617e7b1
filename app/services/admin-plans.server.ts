import { and, eq, ne } from "drizzle-orm";
import * as z from "zod";
import { getDb } from "~/db/client.server";
import { plans } from "~/db/schema";
import type { MessageKey } from "~/i18n";
import { Conflict, Validation } from "~/lib/errors";
import { MIN_PAID_CENTS, planCents, priceForPlan } from "./plan-prices.server";
import { readPlan, toPublicPlan, type PublicPlan } from "./plans.server";
import { parseInput } from "~/lib/validation";

const msg = (key: MessageKey) => ({ error: key });

/** The largest price numeric(10, 2) holds comfortably, and more than any plan will cost. */
export const PRICE_MAX = 99_999.99;
/** Limits are int4 columns. */
const LIMIT_MAX = 2_147_483_647;

/**
 * A number from a JSON number or a form's text. Forms send text, and Spanish speakers write
 * "4,99": one comma is read as the decimal point. Blank is missing; anything else is not a number.
 */
const toNumber = (value: unknown) => {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return value;
  const text = value.trim().replace(/\s/g, "");
  if (text === "") return undefined;
  const normalized = /^-?\d*,\d+$/.test(text) ? text.replace(",", ".") : text;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(normalized) ? Number(normalized) : value;
};

/** Missing is "required"; present but not a number is "not a number". */
const numberField = () =>
  z.preprocess(toNumber, z.number({ error: (issue) => (issue.input === undefined ? "errors.field.required" : "admin.plans.errors.number") }));

const limitField = numberField()
  .refine(Number.isInteger, msg("admin.plans.errors.integer"))
  .refine((n) => n >= 0, msg("admin.plans.errors.negative"))
  .refine((n) => n <= LIMIT_MAX, msg("admin.plans.errors.limitMax"));

const priceField = numberField()
  .refine((n) => n >= 0, msg("admin.plans.errors.negative"))
  .refine((n) => n <= PRICE_MAX, msg("admin.plans.errors.priceMax"))
  // At most two decimals: cents, never fractions of a cent.
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, msg("admin.plans.errors.priceDecimals"));

const discountField = numberField()
  .refine(Number.isInteger, msg("admin.plans.errors.integer"))
  .refine((n) => n >= 0 && n <= 100, msg("admin.plans.errors.discount"));

const optionalText = (schema: z.ZodType) => z.preprocess((value) => (value === null ? undefined : value), schema.optional());

/**
 * POST /plans/{id}/update (docs/product.md §7). Numbers arrive as numbers or form text (docs/product.md §5).
 * `name` is the plan's identity (free/starter/advanced): sending it is fine, changing it is not.
 * `discount` is optional (kept when absent); an absent `stripePriceId` is kept, an empty one clears it.
 */
export const planUpdateSchema = z.object({
  name: optionalText(z.string().trim()),
  title: z.string(msg("errors.field.required")).trim().min(1, msg("errors.field.required")).max(60, msg("admin.plans.errors.titleMax")),
  description: z
    .preprocess((value) => value ?? "", z.string(msg("errors.field.required")))
    .pipe(z.string().trim().max(500, msg("admin.plans.errors.descriptionMax"))),
  price: z.preprocess((value) => (value === null ? undefined : value), priceField.optional()),
  discount: z.preprocess((value) => (value === null ? undefined : value), discountField.optional()),
  publicPageLimit: limitField,
  pageCreationLimit: limitField,
  stripePriceId: z.preprocess(
    (value) => (value === null ? "" : value),
    z
      .string()
      .trim()
      .max(255, msg("admin.plans.errors.stripePriceId"))
      .refine((id) => id === "" || /^price_[A-Za-z0-9_]+$/.test(id), msg("admin.plans.errors.stripePriceId"))
      .optional(),
  ),
});

export type PlanUpdateInput = z.input<typeof planUpdateSchema>;

/**
 * An admin's edit of a plan. The free plan stays free: its price is 0 and it has no Stripe
 * price whatever is sent. A paid plan needs a price. Returns the updated public plan.
 */
export async function updatePlan(id: number, input: unknown): Promise<PublicPlan> {
  const plan = await readPlan(id);
  const body = input && typeof input === "object" ? { ...(input as Record<string, unknown>) } : {};
  if (!plan.paid) {
    // The free plan sells nothing: what is sent for its price, discount or Stripe price is ignored.
    delete body.price;
    delete body.discount;
    delete body.stripePriceId;
  }
  const value = parseInput(planUpdateSchema, body);
  if (value.name !== undefined && value.name !== plan.name) throw Validation({ name: "admin.plans.errors.nameFixed" });
  if (plan.paid && value.price === undefined) throw Validation({ price: "errors.field.required" });

  const price = plan.paid ? (value.price ?? plan.price) : 0;
  const discount = plan.paid ? (value.discount ?? plan.discount) : plan.discount;
  // Stripe charges at least 0,50 US$: a paid plan that costs less after its discount cannot be sold.
  if (plan.paid && planCents({ price, discount }) < MIN_PAID_CENTS) {
    throw Validation(discount > 0 ? { discount: "admin.plans.errors.belowMinimum" } : { price: "admin.plans.errors.belowMinimum" });
  }

  const typed = value.stripePriceId ? value.stripePriceId : null;
  const requested = !plan.paid ? null : value.stripePriceId === undefined ? plan.stripePriceId : typed;
  const db = await getDb();
  if (requested) {
    // Webhooks find the plan by its Stripe price: two plans cannot share one.
    const [other] = await db
      .select({ id: plans.id })
      .from(plans)
      .where(and(eq(plans.stripePriceId, requested), ne(plans.id, plan.id)))
      .limit(1);
    if (other) throw Conflict("admin.plans.errors.stripePriceTaken", "stripePriceId");
  }
  // The Stripe price that charges what the plan will show (made now when needed).
  const stripePriceId = plan.paid
    ? await priceForPlan(
        plan,
        { id: plan.id, name: plan.name, title: value.title, price, discount },
        {
          id: requested,
          typed: typed !== null && typed !== plan.stripePriceId,
        },
      )
    : null;
  const [updated] = await db
    .update(plans)
    .set({
      title: value.title,
      description: value.description,
      price,
      discount,
      stripePriceId,
      publicPageLimit: value.publicPageLimit,
      pageCreationLimit: value.pageCreationLimit,
    })
    .where(eq(plans.id, plan.id))
    .returning();
  return toPublicPlan(updated);
}
