import { and, count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import * as z from "zod";
import { getDb } from "~/db/client.server";
import { plans, subscriptions, supportGrants, users, type SubscriptionSource } from "~/db/schema";
import { Forbidden } from "~/lib/errors";
import { lastPage, matchesSearch, pageNumber, pageWindow, searchText, type Paged } from "~/lib/pagination";
import type { PublicUser } from "./users.server";

/** docs/product.md §11: 20 subscriptions a page. */
export const SUBSCRIPTION_PAGE_SIZE = 20;
/** How many pages a no-JavaScript "Load more" may accumulate in one answer. */

/** "given": a plan an admin gave (record 0127), which nothing renews or cancels; it ends at expire_at. */
export type SubscriptionStatus = "active" | "canceled" | "given";

/** A subscription as the doors show it (docs/product.md §3 Subscription, §4 status). */
export type Subscription = {
  id: number;
  user: { id: number; name: string; email: string; stripeId: string | null };
  plan: { id: number; name: string; title: string };
  price: number;
  createdAt: string;
  canceledAt: string | null;
  expireAt: string;
  status: SubscriptionStatus;
  source: SubscriptionSource;
  /** Who gave it (their name when they did), for a plan an admin gave; else null. */
  givenBy: string | null;
};

export const subscriptionQuerySchema = z.object({ page: pageNumber, search: searchText });

/** docs/product.md §4: 'active' while canceled_at is empty, otherwise 'canceled'; a plan an admin gave is 'given'. */
export const subscriptionStatus = (row: { source: SubscriptionSource; canceledAt: Date | null }): SubscriptionStatus =>
  row.source === "admin" ? "given" : row.canceledAt ? "canceled" : "active";

/**
 * GET /subscriptions/paginate (admins only): newest first with the id as tie-breaker, 20 a
 * page; search matches the subscriber's e-mail or the plan's title. With `through`, the
 * answer holds pages 1..page at once (a no-JavaScript "Load more").
 */
export async function paginateSubscriptions(
  viewer: Pick<PublicUser, "admin">,
  input: unknown,
  options: { through?: boolean } = {},
): Promise<Paged<Subscription>> {
  if (!viewer.admin) throw Forbidden();
  const query = subscriptionQuerySchema.parse(input ?? {});
  const where: SQL | undefined = query.search ? or(matchesSearch(users.email, query.search), matchesSearch(plans.title, query.search)) : undefined;
  const db = await getDb();
  const [{ total }] = await db
    .select({ total: count() })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(where);
  const last = lastPage(total, SUBSCRIPTION_PAGE_SIZE);
  const window = pageWindow(query.page, SUBSCRIPTION_PAGE_SIZE, options.through);
  const rows = await db
    .select({
      subscription: subscriptions,
      user: { id: users.id, name: users.name, email: users.email, stripeId: users.stripeId },
      plan: { id: plans.id, name: plans.name, title: plans.title },
      givenBy: sql<
        string | null
      >`(select ${supportGrants.adminName} from ${supportGrants} where ${supportGrants.subscriptionId} = ${subscriptions.id} order by ${supportGrants.id} limit 1)`,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(where))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(window.limit)
    .offset(window.offset);
  return {
    data: rows.map(({ subscription, user, plan, givenBy }) => ({
      id: subscription.id,
      user,
      plan,
      price: subscription.price,
      createdAt: subscription.createdAt.toISOString(),
      canceledAt: subscription.canceledAt?.toISOString() ?? null,
      expireAt: subscription.expireAt.toISOString(),
      status: subscriptionStatus(subscription),
      source: subscription.source,
      givenBy: subscription.source === "admin" ? givenBy : null,
    })),
    currentPage: query.page,
    lastPage: last,
  };
}
