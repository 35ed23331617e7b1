import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SupportGrantItem } from "~/components/admin/support-grant-item";
import { GalleryError } from "~/components/gallery/gallery-error";
import { PagedListScreen } from "~/components/admin/paged-list";
import { supportMessages } from "~/i18n/messages/support";
import { paginateGrants } from "~/services/support-grants.server";
import { useT } from "~/utils/i18n-react";
import { pagedListLoader } from "~/routes/admin+/__paged-list.server";

/** The whole support log: 20 a page with "Load more", searched like the other admin lists. */
export const loader = ({ request }: LoaderFunctionArgs) => pagedListLoader(request, "support log", paginateGrants);

export default function AdminSupport() {
  const t = useT(supportMessages);
  const data = useLoaderData<typeof loader>();
  return (
    <PagedListScreen
      name="support"
      words="support.log"
      title={t("support.title")}
      subtitle={t("support.log.subtitle")}
      data={data}
      failedKey="support.log.failed"
      className="space-y-3"
      itemClassName="card p-4 sm:p-5"
    >
      {(grant) => <SupportGrantItem grant={grant} />}
    </PagedListScreen>
  );
}

export function ErrorBoundary() {
  const t = useT(supportMessages);
  return <GalleryError text={t("support.log.failed")} />;
}
