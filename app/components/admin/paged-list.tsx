import type { ReactNode } from "react";
import { ScreenHeading } from "~/components/ui/heading";
import { EmptyList, LoadMoreLink, SearchForm } from "~/components/ui/list-controls";
import type { KeysOf } from "~/i18n/define";
import { adminMessages } from "~/i18n/messages/admin";
import { galleryMessages } from "~/i18n/messages/gallery";
import { supportMessages } from "~/i18n/messages/support";
import { useT } from "~/utils/i18n-react";
import { usePagedList } from "./use-paged-list";

type ListKey = KeysOf<typeof adminMessages> | KeysOf<typeof supportMessages>;
type Words<P extends string> = `${P}.search.label` | `${P}.search.placeholder` | `${P}.empty` | `${P}.noResults` | `${P}.loading`;
/** A prefix under which the catalogue holds every word of a list ("admin.colored", "support.log"). */
type ListWords = { [K in ListKey]: K extends `${infer P}.search.label` ? (Words<P> extends ListKey ? P : never) : never }[ListKey];

/**
 * An admin list screen: its heading, its search, then its empty text or its items, dimmed while
 * a search loads, and 'Load more' while pages remain (usePagedList over the loader's data).
 * `name` makes its ids (`{name}-title`, `{name}-search`, `{name}-empty`); its words are the
 * catalogue's under `words` (`{words}.search.label`, `.search.placeholder`, `.empty`,
 * `.noResults`, `.loading`).
 */
export function PagedListScreen<T extends { id: number }>({
  name,
  words,
  title,
  subtitle,
  data,
  failedKey,
  className,
  itemClassName,
  children,
}: {
  name: string;
  words: ListWords;
  title: string;
  subtitle?: string;
  data: Parameters<typeof usePagedList<T>>[0] & { search: string };
  failedKey: Parameters<typeof usePagedList<T>>[1];
  className: string;
  itemClassName?: string;
  children: (item: T) => ReactNode;
}) {
  const t = useT(adminMessages, supportMessages, galleryMessages);
  const list = usePagedList(data, failedKey);
  const search = data.search;
  return (
    <section className="space-y-6" aria-labelledby={`${name}-title`}>
      <ScreenHeading id={`${name}-title`} title={title} subtitle={subtitle} />
      <SearchForm search={search} label={t(`${words}.search.label`)} placeholder={t(`${words}.search.placeholder`)} inputId={`${name}-search`} />
      {list.items.length === 0 ? (
        <EmptyList testId={`${name}-empty`} search={search}>
          {search ? t(`${words}.noResults`, { search }) : t(`${words}.empty`)}
        </EmptyList>
      ) : (
        <ul
          className={`${className} ${list.searching ? "opacity-60 transition-opacity" : ""}`}
          aria-busy={list.searching || undefined}
          aria-labelledby={`${name}-title`}
        >
          {list.items.map((item) => (
            <li key={item.id} className={itemClassName}>
              {children(item)}
            </li>
          ))}
        </ul>
      )}
      {list.paging.current < list.paging.last ? (
        <LoadMoreLink to={`?${list.moreParams}`} onClick={list.loadMore} loading={list.loadingMore} loadingLabel={t(`${words}.loading`)} />
      ) : null}
    </section>
  );
}
