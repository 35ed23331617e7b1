import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GalleryError } from "~/components/gallery/gallery-error";
import { paginateColoreds, type Colored } from "~/services/coloreds.server";
import { PagedListScreen } from "~/components/admin/paged-list";
import { useLocale, useT } from "~/utils/i18n-react";
import { pagedListLoader } from "~/routes/admin+/__paged-list.server";
import { formatDate } from "~/lib/money";
import { adminMessages } from "~/i18n/messages/admin";
import { galleryMessages } from "~/i18n/messages/gallery";

/**
 * Everyone's coloured pages, newest first (12 a page, docs/product.md §11), searchable by page
 * title or colourist name / e-mail.
 */
export const loader = ({ request }: LoaderFunctionArgs) => pagedListLoader(request, "admin coloreds", paginateColoreds);

export default function AdminColoredPages() {
  const t = useT(galleryMessages, adminMessages);
  const data = useLoaderData<typeof loader>();
  return (
    <PagedListScreen
      name="colored"
      words="admin.colored"
      title={t("admin.colored.title")}
      data={data}
      failedKey="gallery.failedPages"
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      itemClassName="flex"
    >
      {(colored) => <ColoredCard colored={colored} />}
    </PagedListScreen>
  );
}

/** A coloured page: its preview, the page's title, who coloured it and when it was saved. */
function ColoredCard({ colored }: { colored: Colored }) {
  const t = useT(galleryMessages, adminMessages);
  const locale = useLocale();
  const title = colored.page.title;
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
          <time dateTime={colored.updatedAt}>{t("admin.colored.date", { date: formatDate(colored.updatedAt, locale) })}</time>
        </p>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <GalleryError message="gallery.failedPages" />;
}
