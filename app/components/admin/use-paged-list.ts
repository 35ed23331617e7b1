import { galleryMessages } from "~/i18n/messages/gallery";
import { adminUsersMessages } from "~/i18n/messages/admin-users";
import { adminMessages } from "~/i18n/messages/admin";
import { supportMessages } from "~/i18n/messages/support";
import { useFetcher, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useToast } from "~/components/toast";
import type { KeysOf } from "~/i18n/define";
import { useFetcherAnswer } from "~/utils/fetcher";
import { useT } from "~/utils/i18n-react";

type Listing<T> = { data: T[]; currentPage: number; lastPage: number; failed?: boolean };

/**
 * An admin list that grows with 'Load more': a `?page=N` link without JavaScript (the
 * loader renders pages 1..N), and with it the next page alone (`chunk=1`) appended in place.
 * A failed load keeps what is shown and says so.
 */
export function usePagedList<T extends { id: number }>(
  data: Listing<T>,
  failedKey: KeysOf<typeof galleryMessages> | KeysOf<typeof adminUsersMessages> | KeysOf<typeof adminMessages> | KeysOf<typeof supportMessages>,
) {
  const location = useLocation();
  const navigation = useNavigation();
  const toast = useToast();
  const t = useT(adminMessages, adminUsersMessages, galleryMessages, supportMessages);
  // The loader's JSON has the same shape as what the screen already holds.
  const more = useFetcher<() => Promise<Listing<T>>>();
  const [items, setItems] = useState(data.data);
  const [paging, setPaging] = useState({ current: data.currentPage, last: data.lastPage });

  useEffect(() => {
    setItems(data.data);
    setPaging({ current: data.currentPage, last: data.lastPage });
  }, [data]);

  useFetcherAnswer({ state: more.state, data: more.data as Listing<T> | undefined }, (next) => {
    if (next.failed) {
      toast({ variant: "danger", message: t(failedKey) });
      return;
    }
    setItems((current) => {
      const seen = new Set(current.map((item) => item.id));
      return [...current, ...next.data.filter((item) => !seen.has(item.id))];
    });
    setPaging({ current: next.currentPage, last: next.lastPage });
  });

  const moreParams = new URLSearchParams(location.search);
  moreParams.set("page", String(paging.current + 1));
  const loadingMore = more.state !== "idle";
  const searching = navigation.state === "loading" && navigation.location.pathname === location.pathname;

  function loadMore(event: React.MouseEvent) {
    event.preventDefault();
    if (loadingMore) return;
    const params = new URLSearchParams(moreParams);
    params.set("chunk", "1");
    more.load(`${location.pathname}?${params}`);
  }

  return { items, paging, moreParams, loadingMore, searching, loadMore };
}
