import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SupportGrantItem } from "~/components/admin/support-grant-item";
import { usePagedList } from "~/components/admin/use-paged-list";
import { GalleryError } from "~/components/gallery/gallery-error";
import { PagedList } from "~/components/admin/paged-list";
import { SearchForm } from "~/components/ui/list-controls";
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
  const list = usePagedList(data, "support.log.failed");
  return (
    <section className="space-y-6" aria-labelledby="support-log-title">
      <ScreenHeading id="support-log-title" title={t("support.title")} subtitle={t("support.log.subtitle")} />
      <SearchForm search={data.search} label={t("support.log.search.label")} placeholder={t("support.log.search.placeholder")} inputId="support-search" />
      <PagedList
        list={list}
        search={data.search}
        emptyTestId="support-empty"
        emptyText={data.search ? t("support.log.noResults", { search: data.search }) : t("support.log.empty")}
        className="space-y-3"
        itemClassName="card p-4 sm:p-5"
        labelledBy="support-log-title"
        loadingLabel={t("support.log.loading")}
      >
        {(grant) => <SupportGrantItem grant={grant} />}
      </PagedList>
    </section>
  );
}

export function ErrorBoundary() {
  const t = useT(supportMessages);
  return <GalleryError text={t("support.log.failed")} />;
}
