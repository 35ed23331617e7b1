import { and, count, desc, eq, gt, or, sql, type SQL } from "drizzle-orm";
import * as z from "zod";
import { getDb, type Tx } from "~/db/client.server";
import { credits, plans, subscriptions, supportGrants, users } from "~/db/schema";
import type { SupportGrant } from "~/lib/support-grants";
import { addMonth, addMonths, currentCredits, readCredits, renewsAtStripe, type CreditView } from "./credits.server";
import { AppError, Conflict, FieldInvalid, Forbidden, NotFound } from "~/lib/errors";
import { lastPage, matchesSearch, pageNumber, pageWindow, searchText, type Paged } from "~/lib/pagination";
import { listPaidPlans } from "./plans.server";
import type { PublicUser } from "./users.server";
import { parseField, parseInput } from "~/lib/validation";

/**
 * "Support can help" (record 0127): an admin gives a family a paid plan for some
 * months, or extra credits for the period they are in, always with a reason; each gift is a row
 * of the audit list (who, when, what, why, for whom). Both doors call giveSupport. A line outlives
 * the family's account, without them (record 0155).
 */

/** The audit list's page size, like the admin's other lists (docs/product.md §11). */
export const SUPPORT_GRANT_PAGE_SIZE = 20;
/** A plan is given for 1 to 12 months, and a running one never reaches past 12 months from today. */
export const GIVEN_MONTHS_MAX = 12;
/** Extra credits of one kind at a time: more than two months of the largest plan is a typo. */
export const EXTRA_CREDITS_MAX = 500;
const REASON_MIN = 3;
const REASON_MAX = 500;

type Admin = Pick<PublicUser, "id" | "admin" | "name">;

const kindSchema = z.enum(["plan", "credits"], { error: "support.kind" });
const reasonField = z
  .string({ error: "support.reason.required" })
  .trim()
  .min(REASON_MIN, { error: "support.reason.required" })
  .max(REASON_MAX, { error: "support.reason.tooLong" });

/** A whole number typed in a form or sent as JSON; an empty field is none. */
const wholeNumber = (key: "support.months.range" | "support.credits.range", min: number, max: number, emptyAs?: number) =>
  z.preprocess(
    (value) => (value === "" || value === null || value === undefined ? emptyAs : typeof value === "string" ? Number(value.trim()) : value),
    z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key }),
  );

export const planGrantSchema = z.object({
  plan: z.string({ error: "support.plan.pick" }).trim().min(1, { error: "support.plan.pick" }).max(40, { error: "support.plan.pick" }),
  months: wholeNumber("support.months.range", 1, GIVEN_MONTHS_MAX),
  reason: reasonField,
});

export const creditsGrantSchema = z
  .object({
    publicPage: wholeNumber("support.credits.range", 0, EXTRA_CREDITS_MAX, 0),
    pageCreation: wholeNumber("support.credits.range", 0, EXTRA_CREDITS_MAX, 0),
    reason: reasonField,
  })
  .refine((data) => data.publicPage + data.pageCreation > 0, { path: ["publicPage"], error: "support.credits.none" });

/** A gift as the user edit screen's forms send it: its kind, then that kind's fields (what giveSupport reads). */
export const supportGrantSchema = z.discriminatedUnion(
  "kind",
  [planGrantSchema.extend({ kind: z.literal("plan") }), creditsGrantSchema.extend({ kind: z.literal("credits") })],
  { error: "support.kind" },
);

const objectOf = (input: unknown): Record<string, unknown> =>
  input && typeof input === "object" && !Array.isArray(input) ? (input as Record<string, unknown>) : {};

/**
 * POST /users/{id}/grants and the user edit screen's "Ayuda de soporte" forms:
 * `{kind: "plan", plan, months, reason}` or `{kind: "credits", publicPage, pageCreation, reason}`.
 * Answers the audit list's new line. 404 for an unknown user, 409 for an admin's account, a
 * Stripe subscriber (a plan) or another plan given and running; 422 per field.
 */
export async function giveSupport(admin: Admin, userId: number, input: unknown): Promise<SupportGrant> {
  if (!admin.admin) throw Forbidden();
  const body = objectOf(input);
  const kind = parseField(kindSchema, body.kind, "kind");
  const id =
    kind === "plan" ? await givePlan(admin, userId, parseInput(planGrantSchema, body)) : await giveCredits(admin, userId, parseInput(creditsGrantSchema, body));
  const [grant] = await grantRows({ where: eq(supportGrants.id, id), limit: 1 });
  return grant;
}

/** The person support helps, held for the rest of the transaction (two admins giving at once take turns). */
async function lockRecipient(tx: Tx, userId: number) {
  const [recipient] = await tx.select({ id: users.id, admin: users.admin }).from(users).where(eq(users.id, userId)).for("update");
  if (!recipient) throw NotFound("errors.userNotFound");
  if (recipient.admin) throw Conflict("support.notForAdmins");
  return recipient;
}

/** A grant's line in the audit list, written in the grant's own transaction: who gave what to whom, and why. */
async function recordGrant(tx: Tx, admin: Admin, userId: number, grant: Omit<typeof supportGrants.$inferInsert, "userId" | "adminId" | "adminName">) {
  const [row] = await tx
    .insert(supportGrants)
    .values({ userId, adminId: admin.id, adminName: admin.name, ...grant })
    .returning({ id: supportGrants.id });
  return row.id;
}

/**
 * What is left of a kind of credit in the period the person is in; nothing once that period has
 * ended (its credits went with it).
 */
const leftInPeriod = (column: typeof credits.publicPage | typeof credits.pageCreation) =>
  sql`(case when ${credits.expireAt} > now() then ${column} else 0 end)`;

/**
 * The extra credits support gave for the period the person is in (a gift's line says until when:
 * the period's end), read under the recipient's lock, so no gift lands between this and the plan.
 */
async function extrasInPeriod(tx: Tx, userId: number) {
  const [row] = await tx
    .select({
      publicPage: sql<number>`coalesce(sum(${supportGrants.publicPage}), 0)::int`,
      pageCreation: sql<number>`coalesce(sum(${supportGrants.pageCreation}), 0)::int`,
    })
    .from(supportGrants)
    .innerJoin(credits, eq(credits.userId, supportGrants.userId))
    .where(
      and(eq(supportGrants.userId, userId), eq(supportGrants.kind, "credits"), eq(supportGrants.until, credits.expireAt), gt(credits.expireAt, sql`now()`)),
    );
  return row ?? { publicPage: 0, pageCreation: 0 };
}

/**
 * A kind of credit once a plan is given (record 0165): the plan's month replaces the period's own
 * credits, and the extra credits given separately still unspent come on top (they are counted as
 * spent last, the family's favour); never fewer than the person has.
 */
const withPlan = (column: typeof credits.publicPage | typeof credits.pageCreation, limit: number, extras: number) =>
  sql`greatest(${leftInPeriod(column)}, ${limit} + least(${leftInPeriod(column)}, ${extras}))`;

/**
 * A paid plan for N months, as a subscription of its own that nobody pays and nothing renews: the
 * plan and a month of its credits now, with the extra credits given earlier and still unspent on
 * top (record 0165: never lost silently), then month by month until it ends (currentCredits),
 * then free. Given again
 * while it runs, the same plan lengthens it; a Stripe subscriber is refused (they pay for a plan
 * already: give credits instead).
 */
async function givePlan(admin: Admin, userId: number, data: z.output<typeof planGrantSchema>) {
  const plan = (await listPaidPlans()).find((candidate) => candidate.name === data.plan);
  if (!plan) throw FieldInvalid("plan", "support.plan.pick");
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockRecipient(tx, userId);
    const now = new Date();
    const latest = addMonths(now, GIVEN_MONTHS_MAX);
    const [current] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), or(renewsAtStripe(), gt(subscriptions.expireAt, now))))
      .orderBy(desc(subscriptions.expireAt))
      .limit(1);
    if (current?.source === "stripe") throw Conflict("support.plan.paying");
    if (current && current.planId !== plan.id) throw Conflict("support.plan.otherGiven", "plan");

    let subscriptionId: number;
    let until: Date;
    if (current) {
      until = addMonths(current.expireAt, data.months);
      if (until > latest) throw FieldInvalid("months", "support.months.tooLong");
      await tx.update(subscriptions).set({ expireAt: until }).where(eq(subscriptions.id, current.id));
      subscriptionId = current.id;
    } else {
      until = addMonths(now, data.months);
      const [created] = await tx
        .insert(subscriptions)
        .values({ userId, planId: plan.id, source: "admin", price: 0, createdAt: now, expireAt: until })
        .returning({ id: subscriptions.id });
      subscriptionId = created.id;
      await tx.update(users).set({ planId: plan.id }).where(eq(users.id, userId));
      const periodEnd = addMonth(now);
      const extras = await extrasInPeriod(tx, userId);
      await tx
        .insert(credits)
        .values({ userId, publicPage: plan.publicPageLimit, pageCreation: plan.pageCreationLimit, expireAt: periodEnd })
        .onConflictDoUpdate({
          target: credits.userId,
          set: {
            publicPage: withPlan(credits.publicPage, plan.publicPageLimit, extras.publicPage),
            pageCreation: withPlan(credits.pageCreation, plan.pageCreationLimit, extras.pageCreation),
            expireAt: periodEnd,
            updatedAt: sql`now()`,
          },
        });
    }
    return recordGrant(tx, admin, userId, {
      kind: "plan",
      planId: plan.id,
      subscriptionId,
      months: data.months,
      until,
      reason: data.reason,
      createdAt: now,
    });
  });
}

/** The period ended between renewing it and adding to it: renew again and add then. */
const PeriodEnded = () => new AppError(409, "CONFLICT", "support.credits.periodEnded");

/**
 * Extra credits added to what the person has left in the period they are in (they go with it, at
 * its renewal). The period is renewed first if it has ended, so nothing is added to a period that
 * is about to be replaced; the addition is one conditional update (never read-then-write), so
 * concurrent gifts and spending all count.
 */
async function giveCredits(admin: Admin, userId: number, data: z.output<typeof creditsGrantSchema>) {
  const db = await getDb();
  const [recipient] = await db.select({ admin: users.admin }).from(users).where(eq(users.id, userId)).limit(1);
  if (!recipient) throw NotFound("errors.userNotFound");
  if (recipient.admin) throw Conflict("support.notForAdmins");
  for (let attempt = 0; ; attempt++) {
    await currentCredits(userId);
    try {
      return await db.transaction(async (tx) => {
        await lockRecipient(tx, userId);
        const [added] = await tx
          .update(credits)
          .set({
            publicPage: sql`${credits.publicPage} + ${data.publicPage}`,
            pageCreation: sql`${credits.pageCreation} + ${data.pageCreation}`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(credits.userId, userId), gt(credits.expireAt, sql`now()`)))
          .returning({ expireAt: credits.expireAt });
        if (!added) throw PeriodEnded();
        return recordGrant(tx, admin, userId, {
          kind: "credits",
          publicPage: data.publicPage,
          pageCreation: data.pageCreation,
          until: added.expireAt,
          reason: data.reason,
        });
      });
    } catch (error) {
      if (attempt < 2 && error instanceof AppError && error.messageKey === "support.credits.periodEnded") continue;
      throw error;
    }
  }
}

/** The audit list's lines, newest first (id breaks ties, so "Load more" never repeats or skips one). */
async function grantRows({ where, limit, offset = 0 }: { where?: SQL; limit: number; offset?: number }): Promise<SupportGrant[]> {
  const db = await getDb();
  const rows = await db
    .select({
      grant: supportGrants,
      user: { id: users.id, name: users.name, email: users.email },
      plan: { name: plans.name, title: plans.title },
    })
    .from(supportGrants)
    // A deleted person's lines stay, without them (record 0155).
    .leftJoin(users, eq(users.id, supportGrants.userId))
    .leftJoin(plans, eq(plans.id, supportGrants.planId))
    .where(where)
    .orderBy(desc(supportGrants.createdAt), desc(supportGrants.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ grant, user, plan }) => ({
    id: grant.id,
    createdAt: grant.createdAt.toISOString(),
    admin: { id: grant.adminId, name: grant.adminName },
    user,
    kind: grant.kind,
    plan: plan && grant.kind === "plan" ? plan : null,
    months: grant.months,
    publicPage: grant.publicPage,
    pageCreation: grant.pageCreation,
    until: grant.until.toISOString(),
    reason: grant.reason,
  }));
}

export const grantQuerySchema = z.object({ page: pageNumber, search: searchText });

/**
 * GET /grants/paginate and /admin/support: the audit list, 20 a page, searched by the person's
 * name or e-mail, the admin's name or the reason (a deleted person's lines by the last two). `through` reads pages 1..N at once (a
 * no-JavaScript "Load more"); `limit` a shorter first page (the dashboard's card).
 */
export async function paginateGrants(
  viewer: Pick<PublicUser, "admin">,
  input: unknown,
  options: { through?: boolean; limit?: number } = {},
): Promise<Paged<SupportGrant>> {
  if (!viewer.admin) throw Forbidden();
  const query = grantQuerySchema.parse(input ?? {});
  const where = query.search
    ? or(
        matchesSearch(users.name, query.search),
        matchesSearch(users.email, query.search),
        matchesSearch(supportGrants.adminName, query.search),
        matchesSearch(supportGrants.reason, query.search),
      )
    : undefined;
  const db = await getDb();
  const [{ total }] = await db.select({ total: count() }).from(supportGrants).leftJoin(users, eq(users.id, supportGrants.userId)).where(where);
  const size = options.limit ?? SUPPORT_GRANT_PAGE_SIZE;
  const window = pageWindow(query.page, size, options.through);
  return { data: await grantRows({ where, ...window }), currentPage: query.page, lastPage: lastPage(total, size) };
}

/** What the user edit screen's "Ayuda de soporte" shows: the person's plan and credits now, the plans to give, the latest gifts to them. */
export type SupportPanel = {
  credits: CreditView;
  plans: { name: string; title: string }[];
  grants: SupportGrant[];
};

/** The edit screen's panel; null for an admin's account (support gives families plans, not admins). */
export async function supportPanel(viewer: Pick<PublicUser, "admin">, user: Pick<PublicUser, "id" | "admin">): Promise<SupportPanel | null> {
  if (!viewer.admin) throw Forbidden();
  if (user.admin) return null;
  const [view, paid, grants] = await Promise.all([readCredits(user.id), listPaidPlans(), grantRows({ where: eq(supportGrants.userId, user.id), limit: 5 })]);
  return { credits: view, plans: paid.map((plan) => ({ name: plan.name, title: plan.title })), grants };
}
