import type { Paged, Paginated } from "~/lib/pagination";
import type { SupportGrant } from "~/lib/support-grants";
import type { PublicUser } from "~/lib/users";
import type { Colored } from "~/services/coloreds.server";
import type { PublicPlan } from "~/services/plans.server";
import type { ShareLink } from "~/services/shares.server";
import type { CreditView } from "~/services/credits.server";
import type { Subscription } from "~/services/subscriptions.server";

/*
 * The /api door's names. Services and screens speak camelCase; the shells' contract (SPEC §3,
 * DECISIONS §2) is snake_case. Each answer is renamed here, once, with the contract's keys in the
 * contract's order, so the JSON the shells receive is the same text it always was. (A page's card
 * has its own in lib/pages: apiCard.)
 */

export const apiPaged = <T, U>(page: Paged<T>, shape: (item: T) => U): Paginated<U> => ({
  data: page.data.map(shape),
  current_page: page.currentPage,
  last_page: page.lastPage,
});

export const apiUser = (user: PublicUser) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  photo: user.photo,
  admin: user.admin,
  blocked: user.blocked,
  stripe_id: user.stripeId,
  plan: user.plan,
  created_at: user.createdAt,
});

export const apiSubscription = (subscription: Subscription) => ({
  id: subscription.id,
  user: { id: subscription.user.id, name: subscription.user.name, email: subscription.user.email, stripe_id: subscription.user.stripeId },
  plan: subscription.plan,
  price: subscription.price,
  created_at: subscription.createdAt,
  canceled_at: subscription.canceledAt,
  expire_at: subscription.expireAt,
  status: subscription.status,
  source: subscription.source,
  given_by: subscription.givenBy,
});

export const apiGrant = (grant: SupportGrant) => ({
  id: grant.id,
  created_at: grant.createdAt,
  admin: grant.admin,
  user: grant.user,
  kind: grant.kind,
  plan: grant.plan,
  months: grant.months,
  public_page: grant.publicPage,
  page_creation: grant.pageCreation,
  until: grant.until,
  reason: grant.reason,
});

export const apiColored = (colored: Colored) => ({
  id: colored.id,
  pageId: colored.pageId,
  page: colored.page,
  user: colored.user,
  photo: colored.photo,
  preview: colored.preview,
  thumbnail: colored.thumbnail,
  progress: colored.progress,
  version: colored.version,
  save_id: colored.saveId,
  created_at: colored.createdAt,
  updated_at: colored.updatedAt,
});

export const apiCredits = (credits: CreditView) => ({
  public_page: credits.publicPage,
  page_creation: credits.pageCreation,
  expire_at: credits.expireAt,
  user: {
    plan: credits.user.plan,
    subscription: credits.user.subscription && {
      id: credits.user.subscription.id,
      created_at: credits.user.subscription.createdAt,
      canceled_at: credits.user.subscription.canceledAt,
      expire_at: credits.user.subscription.expireAt,
      source: credits.user.subscription.source,
    },
  },
});

export const apiPlan = (plan: PublicPlan) => ({
  id: plan.id,
  name: plan.name,
  title: plan.title,
  description: plan.description,
  price: plan.price,
  discount: plan.discount,
  paid: plan.paid,
  stripe_price_id: plan.stripePriceId,
  public_page_limit: plan.publicPageLimit,
  page_creation_limit: plan.pageCreationLimit,
});

/** A plan in a list the shells read, with whether its discount is a sale now. */
export const apiPlanOnSale = (plan: PublicPlan & { onSale: boolean }) => ({ ...apiPlan(plan), on_sale: plan.onSale });

export type ApiUser = ReturnType<typeof apiUser>;

export const apiShare = (share: ShareLink) => ({ token: share.token, url: share.url, picture: share.picture, card: share.card, created_at: share.createdAt });
