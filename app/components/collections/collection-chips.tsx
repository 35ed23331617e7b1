import { Link } from "@remix-run/react";
import type { Collection } from "~/lib/collections";
import { useT } from "~/utils/i18n-react";
import { collectionsMessages } from "~/i18n/messages/collections";

/** The collections that hold pages, as links: how people find them from the gallery and a collection. */
export function CollectionChips({ collections, current }: { collections: Pick<Collection, "slug" | "title" | "count">[]; current?: string }) {
  const t = useT(collectionsMessages);
  // Empty collections get no chip; the way to all of them is always there.
  const shown = collections.filter((collection) => collection.count > 0);
  return (
    <nav aria-label={t("collections.chips.label")} data-testid="collection-chips">
      {/* One line that scrolls sideways on a phone; wrapped on wider screens. */}
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        {shown.map((collection) => (
          <li key={collection.slug} className="shrink-0">
            <Link
              to={`/colecciones/${collection.slug}`}
              aria-current={collection.slug === current ? "page" : undefined}
              className={`inline-flex min-h-10 items-center whitespace-nowrap rounded-full border px-4 py-2 text-sm font-bold transition ${
                collection.slug === current
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-line bg-white text-ink-soft hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700"
              }`}
            >
              {collection.title}
            </Link>
          </li>
        ))}
        <li className="shrink-0">
          <Link
            to="/colecciones"
            className="inline-flex min-h-10 items-center whitespace-nowrap rounded-full px-4 py-2 text-sm font-bold text-brand-700 underline-offset-4 hover:underline"
          >
            {t("collections.all")}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
