import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useRouteLoaderData, useSubmit } from "@remix-run/react";
import { Search } from "lucide-react";
import { useRef } from "react";
import { SEARCH_DEBOUNCE_MS } from "~/components/gallery/gallery";
import { GalleryError } from "~/components/gallery/gallery-error";
import { usePagedList } from "~/components/admin/use-paged-list";
import type { Locale } from "~/i18n";
import type { Paginated } from "~/services/pagination";
import { paginateSubscriptions, type Subscription } from "~/services/subscriptions.server";
import { useT } from "~/utils/i18n-react";
import { logger } from "~/utils/logger.server";
import { formatUsd } from "~/utils/money";
import { useDebouncedCallback } from "~/utils/use-debounce";
import { useHydrated } from "~/utils/use-hydrated";
import { requireAdmin } from "~/utils/session.server";

type Listing = Paginated<Subscription> & { search: string; failed?: boolean };

/**
 * Pages 1..page at once (so a no-JavaScript "Load more" link accumulates); with `chunk=1`
 * only that page, for the enhanced "Load more", which answers `failed` instead of throwing.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const chunk = params.chunk === "1";
  const search = (params.search ?? "").trim().slice(0, 100);
  try {
    const result = await paginateSubscriptions(admin, params, { through: !chunk });
    return json<Listing>({ ...result, search });
  } catch (error) {
    if (!chunk) throw error;
    logger.error("subscriptions: load more failed", error);
    return json<Listing>({ data: [], current_page: 1, last_page: 1, search, failed: true });
  }
}

export default function AdminSubscriptions() {
  const t = useT();
  const data = useLoaderData<typeof loader>();
  const { items, paging, moreParams, loadingMore, searching, loadMore } = usePagedList(data, "spec.failedSubscriptions");

  return (
    <section className="space-y-6" aria-labelledby="subscriptions-title">
      <h1 id="subscriptions-title" className="text-2xl font-extrabold sm:text-3xl">
        {t("admin.subscriptions.title")}
      </h1>
      <SearchForm
        search={data.search}
        label={t("admin.subscriptions.search.label")}
        placeholder={t("admin.subscriptions.search.placeholder")}
        inputId="subscriptions-search"
      />
      {items.length === 0 ? (
        <div className="card flex flex-col items-center gap-4 px-6 py-16 text-center" data-testid="subscriptions-empty">
          <p className="max-w-md text-ink-soft">
            {data.search ? t("admin.subscriptions.noResults", { search: data.search }) : t("admin.subscriptions.empty")}
          </p>
          {data.search ? (
            <Link to="?" className="btn-secondary">
              {t("gallery.clearSearch")}
            </Link>
          ) : null}
        </div>
      ) : (
        <ul className={`space-y-3 ${searching ? "opacity-60 transition-opacity" : ""}`} aria-busy={searching || undefined}>
          {items.map((subscription) => (
            <li key={subscription.id}>
              <SubscriptionRow subscription={subscription} />
            </li>
          ))}
        </ul>
      )}
      {paging.current < paging.last ? (
        <div className="flex justify-center pt-2">
          <Link
            to={`?${moreParams}`}
            preventScrollReset
            onClick={loadMore}
            className="btn-secondary min-w-48"
            aria-busy={loadingMore || undefined}
            data-testid="load-more"
          >
            {loadingMore ? (
              <>
                <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600" />
                {t("admin.subscriptions.loading")}
              </>
            ) : (
              t("gallery.loadMore")
            )}
          </Link>
        </div>
      ) : null}
    </section>
  );
}

/** Dates short enough for a row: "20 nov 2026". */
const shortDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(iso));

/** One subscription: who, which plan, what it costs, its dates and its status (SPEC §3, §4). */
function SubscriptionRow({ subscription }: { subscription: Subscription }) {
  const t = useT();
  const locale = (useRouteLoaderData("root") as { locale?: Locale } | undefined)?.locale ?? "es";
  const active = subscription.status === "active";
  const item = (label: string, value: React.ReactNode, testId?: string) => (
    <div className="min-w-0">
      <dt className="text-xs font-bold uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className="truncate font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <article className="card grid gap-4 p-4 sm:p-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-center" data-testid="subscription-row" data-subscription-id={subscription.id}>
      <div className="flex min-w-0 items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate font-extrabold" title={subscription.user.email}>
            {subscription.user.email}
          </h2>
          <p className="truncate text-sm text-ink-muted">
            {t("admin.subscriptions.stripeId")}: {subscription.user.stripe_id ?? t("admin.subscriptions.none")}
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-black ${active ? "bg-mint-100 text-mint-700" : "bg-coral-100 text-coral-700"}`}
          data-testid="subscription-status"
          data-status={subscription.status}
        >
          {t(active ? "admin.subscriptions.status.active" : "admin.subscriptions.status.canceled")}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5 lg:gap-4">
        {item(t("admin.subscriptions.plan"), subscription.plan.title, "subscription-plan")}
        {item(t("admin.subscriptions.price"), formatUsd(subscription.price, locale), "subscription-price")}
        {item(t("admin.subscriptions.created"), shortDate(subscription.created_at, locale))}
        {item(t("admin.subscriptions.expires"), shortDate(subscription.expire_at, locale))}
        {item(
          t("admin.subscriptions.canceled"),
          subscription.canceled_at ? shortDate(subscription.canceled_at, locale) : t("admin.subscriptions.none"),
        )}
      </dl>
    </article>
  );
}

/** Debounced with JavaScript; a GET form with a submit button without it. */
function SearchForm({ search, label, placeholder, inputId }: { search: string; label: string; placeholder: string; inputId: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const debounced = useDebouncedCallback(() => {
    if (formRef.current) submit(formRef.current, { replace: true, preventScrollReset: true });
  }, SEARCH_DEBOUNCE_MS);
  return (
    <Form ref={formRef} method="get" role="search" className="flex gap-2">
      <div className="relative flex-1">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <Search aria-hidden className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
        <input
          id={inputId}
          type="search"
          name="search"
          defaultValue={search}
          placeholder={placeholder}
          className="input pl-11"
          onChange={debounced}
          autoComplete="off"
          maxLength={100}
        />
      </div>
      {!hydrated ? (
        <button type="submit" className="btn-primary">
          {t("gallery.search.submit")}
        </button>
      ) : null}
    </Form>
  );
}

export function ErrorBoundary() {
  return <GalleryError message="spec.failedSubscriptions" />;
}
