import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useRouteLoaderData, useSubmit } from "@remix-run/react";
import { Search } from "lucide-react";
import { useRef } from "react";
import { SEARCH_DEBOUNCE_MS } from "~/components/gallery/gallery";
import { GalleryError } from "~/components/gallery/gallery-error";
import { usePagedList } from "~/components/admin/use-paged-list";
import type { Locale } from "~/i18n";
import { paginateColoreds, type Colored } from "~/services/coloreds.server";
import { pageNumber, type Paginated } from "~/services/pagination";
import { useT } from "~/utils/i18n-react";
import { logger } from "~/utils/logger.server";
import { formatDate } from "~/utils/money";
import { useDebouncedCallback } from "~/utils/use-debounce";
import { useHydrated } from "~/utils/use-hydrated";
import { requireAdmin } from "~/utils/session.server";

/** How many pages a no-JavaScript "Load more" may accumulate in one answer. */
const MAX_THROUGH_PAGES = 25;

type Listing = Paginated<Colored> & { search: string; failed?: boolean };

/**
 * Everyone's coloured pages, newest first (12 a page, DECISIONS §2), searchable by page
 * title or colourist name / e-mail. Pages 1..page at once so a no-JavaScript "Load more"
 * accumulates; `chunk=1` answers only that page, for the enhanced "Load more".
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const chunk = params.chunk === "1";
  const search = (params.search ?? "").trim().slice(0, 100);
  const page = pageNumber.parse(params.page);
  try {
    if (chunk) return json<Listing>({ ...(await paginateColoreds(admin, { page, search })), search });
    const first = Math.max(1, page - MAX_THROUGH_PAGES + 1);
    const data: Colored[] = [];
    let last = 1;
    for (let current = first; current <= page; current++) {
      const result = await paginateColoreds(admin, { page: current, search });
      data.push(...result.data);
      last = result.last_page;
      if (current >= last) break;
    }
    return json<Listing>({ data, current_page: Math.min(page, last), last_page: last, search });
  } catch (error) {
    if (!chunk) throw error;
    logger.error("admin coloreds: load more failed", error);
    return json<Listing>({ data: [], current_page: 1, last_page: 1, search, failed: true });
  }
}

export default function AdminColoredPages() {
  const t = useT();
  const data = useLoaderData<typeof loader>();
  const { items, paging, moreParams, loadingMore, searching, loadMore } = usePagedList(data, "spec.failedPages");

  return (
    <section className="space-y-6" aria-labelledby="colored-title">
      <h1 id="colored-title" className="text-2xl font-extrabold sm:text-3xl">
        {t("admin.colored.title")}
      </h1>
      <SearchForm search={data.search} />
      {items.length === 0 ? (
        <div className="card flex flex-col items-center gap-4 px-6 py-16 text-center" data-testid="colored-empty">
          <p className="max-w-md text-ink-soft">{data.search ? t("admin.colored.noResults", { search: data.search }) : t("admin.colored.empty")}</p>
          {data.search ? (
            <Link to="?" className="btn-secondary">
              {t("gallery.clearSearch")}
            </Link>
          ) : null}
        </div>
      ) : (
        <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${searching ? "opacity-60 transition-opacity" : ""}`} aria-busy={searching || undefined}>
          {items.map((colored) => (
            <li key={colored.id} className="flex">
              <ColoredCard colored={colored} />
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
                {t("admin.colored.loading")}
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

/** A coloured page: its preview, the page's title, who coloured it and when it was saved. */
function ColoredCard({ colored }: { colored: Colored }) {
  const t = useT();
  const locale = (useRouteLoaderData("root") as { locale?: Locale } | undefined)?.locale ?? "es";
  const title = colored.page.prompt || t("admin.colored.untitled", { id: colored.page.id });
  const image = colored.thumbnail || colored.preview || colored.page.thumbnail || colored.page.illustration;
  return (
    <article className="card flex w-full flex-col" data-testid="colored-card" data-colored-id={colored.id} aria-labelledby={`colored-${colored.id}-title`}>
      <div className="relative aspect-square overflow-hidden rounded-t-(--radius-card) bg-white">
        <img src={image} alt="" loading="lazy" decoding="async" width={512} height={512} className="size-full object-contain" />
        {colored.page.blocked ? (
          <span className="absolute left-3 top-3 rounded-full bg-coral-600 px-2.5 py-1 text-xs font-black text-white">{t("gallery.card.blocked")}</span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 id={`colored-${colored.id}-title`} className="line-clamp-2 text-base font-extrabold leading-snug">
          {title}
        </h2>
        <p className="text-sm font-semibold">{t("admin.colored.by", { name: colored.user.name })}</p>
        <p className="truncate text-sm text-ink-muted" title={colored.user.email}>
          {colored.user.email}
        </p>
        <p className="mt-auto pt-2 text-xs font-bold text-ink-muted">
          <time dateTime={colored.updated_at}>{t("admin.colored.date", { date: formatDate(colored.updated_at, locale) })}</time>
        </p>
      </div>
    </article>
  );
}

function SearchForm({ search }: { search: string }) {
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
        <label htmlFor="colored-search" className="sr-only">
          {t("admin.colored.search.label")}
        </label>
        <Search aria-hidden className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
        <input
          id="colored-search"
          type="search"
          name="search"
          defaultValue={search}
          placeholder={t("admin.colored.search.placeholder")}
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
  return <GalleryError message="spec.failedPages" />;
}
