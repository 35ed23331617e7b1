import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { FillabilityBadge } from "~/components/admin/fillability-badge";
import { Gallery } from "~/components/gallery/gallery";
import { GalleryError } from "~/components/gallery/gallery-error";
import type { Fillability } from "~/lib/pages";
import { fillabilityOf } from "~/services/regions.server";
import { useT } from "~/utils/i18n-react";
import { galleryData } from "~/routes/pages+/__gallery.server";
import { requireAdmin } from "~/utils/session.server";
import { collectionsMessages } from "~/i18n/messages/collections";

type FillabilityById = Record<number, Fillability | null>;

/** Every page, blocked ones included with their flag, for moderation; with each page's fillability check. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const data = await galleryData(request, admin, "public");
  return json({ ...data, fillability: await fillabilityOf(data.data.map((page) => page.id)) });
}

export default function AdminPages() {
  const tc = useT(collectionsMessages);
  const data = useLoaderData<typeof loader>();
  // The loader's checks, plus those each 'Load more' brings.
  const [fillability, setFillability] = useState<FillabilityById>(data.fillability);
  useEffect(() => setFillability(data.fillability), [data.fillability]);
  return (
    <Gallery
      data={data}
      screen="admin"
      actions={
        <Link to="/admin/pages/daily" className="btn-secondary" data-testid="daily-admin-link">
          {tc("admin.daily.link")}
        </Link>
      }
      cardNote={(page) => (
        <>
          <FillabilityBadge fillability={fillability[page.id]} regionCount={page.regionCount} />
          <Link
            to={`/admin/pages/${page.id}/edit`}
            aria-label={`${tc("admin.pageTags.edit")}: ${page.title}`}
            className="link w-fit text-sm font-bold"
            data-testid="page-edit-link"
          >
            {tc("admin.pageTags.edit")}
          </Link>
        </>
      )}
      onMore={(next) => setFillability((current) => ({ ...current, ...(next.fillability as FillabilityById | undefined) }))}
    />
  );
}

export function ErrorBoundary() {
  return <GalleryError message="gallery.failedPages" />;
}
