import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SupportGrantItem } from "~/components/admin/support-grant-item";
import { usePagedList } from "~/components/admin/use-paged-list";
import { GalleryError } from "~/components/gallery/gallery-error";
import { EmptyList, LoadMoreLink, SearchForm } from "~/components/ui/list-controls";
import { supportMessages } from "~/i18n/messages/support";
import type { SupportGrant } from "~/lib/support-grants";
import { paginateGrants } from "~/services/support-grants.server";
import { useT } from "~/utils/i18n-react";
import { pagedListLoader } from "~/routes/admin+/__paged-list.server";
import { requireAdmin } from "~/utils/session.server";
import { ScreenHeading } from "~/components/ui/heading";

/** The whole support log: 20 a page with "Load more", searched like the other admin lists. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return pagedListLoader<SupportGrant>(request, "support log", (params, through) => paginateGrants(admin, params, { through }));
}

export default function AdminSupport() {
  const t = useT(supportMessages);
  const data = useLoaderData<typeof loader>();
  const { items, paging, moreParams, loadingMore, searching, loadMore } = usePagedList(data, "support.log.failed");
  return (
    <section className="space-y-6" aria-labelledby="support-log-title">
      <ScreenHeading id="support-log-title" title={t("support.title")} subtitle={t("support.log.subtitle")} />
      <SearchForm search={data.search} label={t("support.log.search.label")} placeholder={t("support.log.search.placeholder")} inputId="support-search" />
      {items.length === 0 ? (
        <EmptyList testId="support-empty" search={data.search}>
          {data.search ? t("support.log.noResults", { search: data.search }) : t("support.log.empty")}
        </EmptyList>
      ) : (
        <ul className={`space-y-3 ${searching ? "opacity-60 transition-opacity" : ""}`} aria-busy={searching || undefined} aria-labelledby="support-log-title">
          {items.map((grant) => (
            <li key={grant.id} className="card p-4 sm:p-5">
              <SupportGrantItem grant={grant} />
            </li>
          ))}
        </ul>
      )}
      {paging.current < paging.last ? (
        <LoadMoreLink to={`?${moreParams}`} onClick={loadMore} loading={loadingMore} loadingLabel={t("support.log.loading")} />
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  const t = useT(supportMessages);
  return <GalleryError text={t("support.log.failed")} />;
}
