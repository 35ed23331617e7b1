import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GalleryError } from "~/components/gallery/gallery-error";
import type { Locale } from "~/i18n";
import { paginateSubscriptions, type Subscription } from "~/services/subscriptions.server";
import { PagedListScreen } from "~/components/admin/paged-list";
import { useLocale, useMoney, useT } from "~/utils/i18n-react";
import { pagedListLoader } from "~/routes/admin+/__paged-list.server";
import { adminMessages } from "~/i18n/messages/admin";
import { supportMessages } from "~/i18n/messages/support";
import { dateFormat } from "~/lib/format";

export const loader = ({ request }: LoaderFunctionArgs) => pagedListLoader(request, "subscriptions", paginateSubscriptions);

export default function AdminSubscriptions() {
  const t = useT(adminMessages);
  const data = useLoaderData<typeof loader>();
  return (
    <PagedListScreen
      name="subscriptions"
      words="admin.subscriptions"
      title={t("admin.subscriptions.title")}
      data={data}
      failedKey="admin.subscriptions.failed"
      className="space-y-3"
    >
      {(subscription) => <SubscriptionRow subscription={subscription} />}
    </PagedListScreen>
  );
}

/** Dates short enough for a row: "20 nov 2026". */
const shortDate = (iso: string, locale: Locale) =>
  dateFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(iso));

/** One subscription: who, which plan, what it costs, its dates and its status (docs/product.md §3, §4). */
function SubscriptionRow({ subscription }: { subscription: Subscription }) {
  const t = useT(adminMessages, supportMessages);
  const locale = useLocale();
  const money = useMoney();
  const active = subscription.status === "active";
  // A plan an admin gave: said as such, with who gave it, instead of a Stripe customer.
  const given = subscription.status === "given";
  const tone = given ? "bg-brand-100 text-brand-700" : active ? "bg-mint-100 text-mint-700" : "bg-coral-100 text-coral-700";
  const item = (label: string, value: React.ReactNode, testId?: string) => (
    <div className="min-w-0">
      <dt className="text-xs font-bold uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className="truncate font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <article
      className="card grid gap-4 p-4 sm:p-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-center"
      data-testid="subscription-row"
      data-subscription-id={subscription.id}
    >
      <div className="flex min-w-0 items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate font-extrabold" title={subscription.user.email}>
            {subscription.user.email}
          </h2>
          <p className="truncate text-sm text-ink-muted" data-testid={given ? "subscription-given-by" : undefined}>
            {given
              ? subscription.givenBy
                ? t("support.subscription.givenBy", { admin: subscription.givenBy })
                : t("support.subscription.givenByTeam")
              : `${t("admin.subscriptions.stripeId")}: ${subscription.user.stripeId ?? t("admin.subscriptions.none")}`}
          </p>
        </div>
        <span className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-black ${tone}`} data-testid="subscription-status" data-status={subscription.status}>
          {t(given ? "support.subscription.given" : active ? "admin.subscriptions.status.active" : "admin.subscriptions.status.canceled")}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5 lg:gap-4">
        {item(t("admin.subscriptions.plan"), subscription.plan.title, "subscription-plan")}
        {item(t("admin.subscriptions.price"), money(subscription.price), "subscription-price")}
        {item(t("admin.subscriptions.created"), shortDate(subscription.createdAt, locale))}
        {item(t("admin.subscriptions.expires"), shortDate(subscription.expireAt, locale))}
        {item(t("admin.subscriptions.canceled"), subscription.canceledAt ? shortDate(subscription.canceledAt, locale) : t("admin.subscriptions.none"))}
      </dl>
    </article>
  );
}

export function ErrorBoundary() {
  const t = useT(adminMessages);
  return <GalleryError text={t("admin.subscriptions.failed")} />;
}
