import type { ReactNode } from "react";
import { EmptyList, LoadMoreLink } from "~/components/ui/list-controls";
import type { usePagedList } from "./use-paged-list";

/**
 * What an admin list shows under its search (usePagedList): its empty text, or its items, dimmed
 * while a search loads; then 'Load more' while pages remain.
 */
export function PagedList<T extends { id: number }>({
  list,
  search,
  emptyTestId,
  emptyText,
  className,
  itemClassName,
  labelledBy,
  loadingLabel,
  children,
}: {
  list: ReturnType<typeof usePagedList<T>>;
  search: string;
  emptyTestId: string;
  emptyText: string;
  className: string;
  itemClassName?: string;
  labelledBy?: string;
  loadingLabel: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      {list.items.length === 0 ? (
        <EmptyList testId={emptyTestId} search={search}>
          {emptyText}
        </EmptyList>
      ) : (
        <ul
          className={`${className} ${list.searching ? "opacity-60 transition-opacity" : ""}`}
          aria-busy={list.searching || undefined}
          aria-labelledby={labelledBy}
        >
          {list.items.map((item) => (
            <li key={item.id} className={itemClassName}>
              {children(item)}
            </li>
          ))}
        </ul>
      )}
      {list.paging.current < list.paging.last ? (
        <LoadMoreLink to={`?${list.moreParams}`} onClick={list.loadMore} loading={list.loadingMore} loadingLabel={loadingLabel} />
      ) : null}
    </>
  );
}
