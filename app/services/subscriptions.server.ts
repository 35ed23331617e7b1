import { and, count, desc, eq, or, type SQL } from "drizzle-orm";
import * as z from "zod";
import { getDb } from "~/db/client.server";
import { plans, subscriptions, users } from "~/db/schema";
import { Forbidden } from "./errors";
import { lastPage, matchesSearch, pageNumber, pageWindow, searchText, type Paginated } from "./pagination";
import type { PublicUser } from "./users.server";

/** DECISIONS §2: 20 subscriptions a page. */
export const SUBSCRIPTION_PAGE_SIZE = 20;
/** How many pages a no-JavaScript "Load more" may accumulate in one answer. */

export type SubscriptionStatus = "active" | "canceled";

/** A subscription as the doors show it (SPEC §3 Subscription, §4 status). */
export type Subscription = {
  id: number;
  user: { id: number; name: string; email: string; stripe_id: string | null };
  plan: { id: number; name: string; title: string };
  price: number;
  created_at: string;
  canceled_at: string | null;
  expire_at: string;
  status: SubscriptionStatus;
};

const subscriptionQuerySchema = z.object({ page: pageNumber, search: searchText });

/** SPEC §4: 'active' while canceled_at is empty, otherwise 'canceled'. */
export const subscriptionStatus = (canceledAt: Date | string | null | undefined): SubscriptionStatus => (canceledAt ? "canceled" : "active");

/**
 * GET /subscriptions/paginate (admins only): newest first with the id as tie-breaker, 20 a
 * page; search matches the subscriber's e-mail or the plan's title. With `through`, the
 * answer holds pages 1..page at once (a no-JavaScript "Load more").
 */
export async function paginateSubscriptions(
  viewer: Pick<PublicUser, "admin">,
  input: unknown,
  options: { through?: boolean } = {},
): Promise<Paginated<Subscription>> {
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
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(where))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(window.limit)
    .offset(window.offset);
  return {
    data: rows.map(({ subscription, user, plan }) => ({
      id: subscription.id,
      user: { id: user.id, name: user.name, email: user.email, stripe_id: user.stripeId },
      plan,
      price: subscription.price,
      created_at: subscription.createdAt.toISOString(),
      canceled_at: subscription.canceledAt?.toISOString() ?? null,
      expire_at: subscription.expireAt.toISOString(),
      status: subscriptionStatus(subscription.canceledAt),
    })),
    current_page: query.page,
    last_page: last,
  };
}
