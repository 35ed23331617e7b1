import { Link, useFetcher, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import Plus from "lucide-react/icons/plus";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { useToast } from "~/components/toast";
import type { CardPage, WebCard as Card, Scope } from "~/lib/pages";
import { LoadMoreLink, SearchForm } from "~/components/ui/list-controls";
import { SelectField } from "~/components/ui/form-fields";
import { useT } from "~/utils/i18n-react";
import { submitForJson, useFetcherAnswer } from "~/utils/fetcher";
import type { Confirmation } from "./confirm-toast";
import { PageCard } from "./page-card";
import { CardIconSprite } from "./card-icons";
import { appMessages } from "~/i18n/messages/app";
import { galleryMessages } from "~/i18n/messages/gallery";
import type { KeysOf } from "~/i18n/define";
import type { FetchError } from "~/lib/forms";
import { usePaidFeatures } from "~/components/paid/paid-feature";

/** The cards a wide screen shows before any scroll (three columns): their pictures load first. */
const FIRST_SCREEN_CARDS = 3;

type ConfirmProps = { confirmation: Confirmation; busy: boolean; onCancel: () => void; onProceed: () => void };

/**
 * If the toast's code cannot be fetched (offline, or a new version replaced it): the browser's
 * own question, rather than the gallery giving way to an error screen.
 */
function AskInstead({ confirmation, onCancel, onProceed }: ConfirmProps) {
  useEffect(() => {
    if (window.confirm(confirmation.message)) onProceed();
    else onCancel();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [confirmation]);
  return null;
}

/** Asked for only when a card asks to be deleted or blocked: no gallery visit loads it before. */
const ConfirmToast = lazy(() =>
  import("./confirm-toast").then(
    (module): { default: (props: ConfirmProps) => ReactNode } => ({ default: module.ConfirmToast }),
    () => ({ default: AskInstead }),
  ),
);

const SORT_OPTIONS = ["trending", "popularity", "latest", "oldest", "mostFavorited", "mostColored"] as const;

/**
 * The gallery screens: the cards each lists, what a failed 'Load more' says there, and where its
 * 'Create page' goes (the admin's has none). Its title and empty text are `gallery.{screen}.*`.
 */
const SCREENS = {
  owned: { scope: "owned", failed: "gallery.failedPages", createTo: "/pages/create" },
  colored: { scope: "colored", failed: "gallery.failedPages", createTo: "/pages/colored/create" },
  favorite: { scope: "favorited", failed: "gallery.failedFavorites", createTo: "/pages/favorite/create" },
  public: { scope: "public", failed: "gallery.failedPages", createTo: "/pages/public/create" },
  admin: { scope: "public", failed: "gallery.failedPages", createTo: undefined },
} as const satisfies Record<string, { scope: Scope; failed: KeysOf<typeof galleryMessages>; createTo: string | undefined }>;

export type GalleryScreen = keyof typeof SCREENS;

type GalleryProps = {
  data: CardPage<Card> & { search: string; sort: string };
  screen: GalleryScreen;
  /** Instead of the screen's own empty text (a free plan's favourites). */
  emptyText?: string;
  /** What the empty gallery offers to do beside its text (the plans, on a free plan's favourites). */
  emptyAction?: ReactNode;
  /** More links beside the title (the booklet on the coloured and favourite pages). */
  actions?: ReactNode;
  /** What comes first under the title, before the search (the public gallery's collections and page of the day). */
  lead?: ReactNode;
  /** Extra facts on each card (the admin's fillability check). */
  cardNote?: (page: Card) => ReactNode;
  /** Everything a 'Load more' answer held, for screens that show more than the cards. */
  onMore?: (next: CardPage<Card> & Record<string, unknown>) => void;
};

type CardMutation = { updated: Card } | FetchError;

/**
 * A gallery (docs/product.md §2): search (debounced with JavaScript, a GET form without), sort,
 * the card grid, and 'Load more' until the last page (a link without JavaScript).
 */
export function Gallery({ data, screen, emptyText, emptyAction, actions, lead, cardNote, onMore }: GalleryProps) {
  const t = useT(appMessages, galleryMessages);
  const { scope, failed: failedText, createTo } = SCREENS[screen];
  const admin = screen === "admin";
  const location = useLocation();
  const toast = useToast();
  const [items, setItems] = useState(data.data);
  const [paging, setPaging] = useState({ current: data.currentPage, last: data.lastPage, cursor: data.nextCursor });
  const [loadingMore, setLoadingMore] = useState(false);

  // New search, sort or revalidation: start again from what the server rendered.
  useEffect(() => {
    setItems(data.data);
    setPaging({ current: data.currentPage, last: data.lastPage, cursor: data.nextCursor });
  }, [data]);

  async function loadMore(event: React.MouseEvent) {
    if (!paging.cursor) return;
    event.preventDefault();
    setLoadingMore(true);
    const params = new URLSearchParams({ scope, search: data.search, sort: data.sort, page: String(paging.current + 1), cursor: paging.cursor });
    try {
      const res = await fetch(`/feed/pages?${params}`, { headers: { Accept: "application/json" } });
      if (!res.ok) throw new Error(String(res.status));
      const next = (await res.json()) as CardPage<Card> & Record<string, unknown>;
      onMore?.(next);
      setItems((current) => {
        const seen = new Set(current.map((item) => item.id));
        return [...current, ...next.data.filter((item) => !seen.has(item.id))];
      });
      setPaging({ current: next.currentPage, last: next.lastPage, cursor: next.nextCursor });
    } catch {
      toast({ variant: "danger", message: t(failedText) });
    } finally {
      setLoadingMore(false);
    }
  }

  const replace = (updated: Card) => setItems((current) => current.map((item) => (item.id === updated.id ? updated : item)));
  const remove = (id: number) => setItems((current) => current.filter((item) => item.id !== id));

  const hasMore = paging.current < paging.last;
  const moreParams = new URLSearchParams(location.search);
  moreParams.set("page", String(paging.current + 1));
  moreParams.delete("cursor");

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t(`gallery.${screen}.title`)}</h1>
        <div className="flex flex-wrap gap-2">
          {actions}
          {createTo ? (
            <Link to={createTo} className="btn-secondary" data-testid="gallery-create">
              <Plus aria-hidden className="size-4" />
              {t("app.createPage")}
            </Link>
          ) : null}
        </div>
      </div>
      {lead}
      <Toolbar search={data.search} sort={data.sort} />
      <GalleryGrid
        items={items}
        admin={admin}
        emptyText={data.search ? t("gallery.noResults", { search: data.search }) : (emptyText ?? t(`gallery.${screen}.empty`))}
        emptyAction={data.search ? undefined : emptyAction}
        searching={Boolean(data.search)}
        onReplace={replace}
        onRemove={remove}
        scope={scope}
        cardNote={cardNote}
      />
      {hasMore ? <LoadMoreLink to={`?${moreParams}`} onClick={loadMore} loading={loadingMore} loadingLabel={t("gallery.loading")} /> : null}
    </div>
  );
}

function Toolbar({ search, sort }: { search: string; sort: string }) {
  const t = useT(appMessages, galleryMessages);
  const submit = useSubmit();
  return (
    <SearchForm search={search} label={t("gallery.search.label")} placeholder={t("gallery.search.placeholder")} inputId="gallery-search">
      <SelectField
        id="gallery-sort"
        name="sort"
        label={t("gallery.sort.label")}
        options={SORT_OPTIONS.map((option) => ({ value: option, label: t(`gallery.sort.${option}`) }))}
        defaultValue={sort}
        className="input pr-10"
        onChange={(event) => submit(event.currentTarget.form, { replace: true, preventScrollReset: true })}
      />
    </SearchForm>
  );
}

function GalleryGrid({
  items,
  admin,
  emptyText,
  emptyAction,
  searching,
  onReplace,
  onRemove,
  scope,
  cardNote,
}: {
  items: Card[];
  admin: boolean;
  emptyText: string;
  emptyAction?: ReactNode;
  searching: boolean;
  onReplace: (card: Card) => void;
  onRemove: (id: number) => void;
  scope: Scope;
  cardNote?: (page: Card) => ReactNode;
}) {
  const t = useT(appMessages, galleryMessages);
  const navigation = useNavigation();
  const location = useLocation();
  const [confirmation, setConfirmation] = useState<(Confirmation & { form: HTMLFormElement; unblock?: false }) | null>(null);
  const remover = useFetcher<CardMutation>();
  const toast = useToast();
  const busy = remover.state !== "idle";
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;

  // The confirmed delete / block finished: update the list and say so.
  useFetcherAnswer(remover, (result) => {
    setConfirmation(null);
    if ("error" in result) {
      toast({ variant: "danger", message: result.error.message });
      return;
    }
    if (admin) {
      onReplace(result.updated);
      toast({ variant: "success", message: t(result.updated.blocked ? "gallery.blockedDone" : "gallery.unblockedDone") });
    } else {
      onRemove(result.updated.id);
      toast({ variant: "success", message: t("gallery.deleted") });
    }
  });

  const requestRemove = (page: Card) => (form: HTMLFormElement) => {
    // Unblocking is immediate; deleting and blocking ask first.
    if (admin && page.blocked) {
      submitForJson(remover, form);
      return;
    }
    setConfirmation({ pageId: page.id, variant: "danger", message: t(admin ? "gallery.confirm.block" : "gallery.confirm.delete"), form });
  };

  if (items.length === 0) {
    return (
      <div className="card flex flex-col items-center gap-4 px-6 py-16 text-center" data-testid="gallery-empty">
        <p className="max-w-md text-ink-soft">{emptyText}</p>
        {emptyAction}
        {searching ? (
          <Link to="?" className="btn-secondary">
            {t("gallery.clearSearch")}
          </Link>
        ) : !admin && scope !== "public" ? (
          <Link to="/pages/public" className="btn-primary">
            {t("gallery.public.title")}
          </Link>
        ) : null}
      </div>
    );
  }

  return (
    <>
      <CardIconSprite />
      <ul className={`grid gap-6 lg:grid-cols-2 xl:grid-cols-3 ${loading ? "opacity-60 transition-opacity" : ""}`} aria-busy={loading || undefined}>
        {items.map((page, index) => (
          <li key={page.id} className="flex">
            <FavoritingCard
              page={page}
              eager={index < FIRST_SCREEN_CARDS}
              admin={admin}
              scope={scope}
              onReplace={onReplace}
              onRemove={onRemove}
              onRequestRemove={requestRemove(page)}
              note={cardNote?.(page)}
            />
          </li>
        ))}
      </ul>
      {confirmation ? (
        <Suspense fallback={null}>
          <ConfirmToast
            confirmation={confirmation}
            busy={busy}
            onCancel={() => setConfirmation(null)}
            onProceed={() => submitForJson(remover, confirmation.form)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** A card whose favourite toggle counts ±1 at once and reverts, with a message, if refused. */
function FavoritingCard({
  page,
  eager,
  admin,
  scope,
  onReplace,
  onRemove,
  onRequestRemove,
  note,
}: {
  page: Card;
  eager: boolean;
  admin: boolean;
  scope: Scope;
  onReplace: (card: Card) => void;
  onRemove: (id: number) => void;
  onRequestRemove: (form: HTMLFormElement) => void;
  note?: ReactNode;
}) {
  const fetcher = useFetcher<CardMutation>();
  const sharing = useFetcher<CardMutation>();
  const t = useT(galleryMessages);
  const toast = useToast();
  const paidFeatures = usePaidFeatures();
  const heart = useRef<HTMLButtonElement | null>(null);
  const [optimistic, setOptimistic] = useState<Card | null>(null);
  const shown = optimistic ?? page;

  // Visibility: shown at once, confirmed (or reverted) by the answer.
  useFetcherAnswer(sharing, (result) => {
    setOptimistic(null);
    if ("error" in result) return toast({ variant: "danger", message: result.error.message });
    onReplace(result.updated);
    toast({ variant: "success", message: t(result.updated.visibility === "private" ? "gallery.visibility.nowPrivate" : "gallery.visibility.nowPublic") });
  });
  const share = (form: HTMLFormElement) => {
    setOptimistic({ ...shown, visibility: shown.visibility === "private" ? "public" : "private" });
    submitForJson(sharing, form);
  };

  useFetcherAnswer(fetcher, (result) => {
    setOptimistic(null);
    // The plan ended since the gallery was shown: the server's refusal names the plan to offer.
    if ("error" in result && result.error.feature) return paidFeatures.ask(result.error.feature, { offer: result.error.plan ?? null, opener: heart.current });
    if ("error" in result) {
      toast({ variant: "danger", message: result.error.message });
      return;
    }
    if (scope === "favorited" && !result.updated.isFavorited) onRemove(result.updated.id);
    else onReplace(result.updated);
  });

  // A redirect (a session that ended) ends the fetch without data: revert.
  useEffect(() => {
    if (fetcher.state === "idle" && !fetcher.data) setOptimistic(null);
  }, [fetcher.state, fetcher.data]);

  const favorite = (form: HTMLFormElement) => {
    heart.current = form.querySelector("button");
    // On the free plan the heart offers the plans over the gallery, changing nothing.
    if (!paidFeatures.paid) return paidFeatures.ask("favorite", { opener: heart.current });
    const on = !shown.isFavorited;
    setOptimistic({ ...shown, isFavorited: on, favoritedCount: Math.max(0, shown.favoritedCount + (on ? 1 : -1)) });
    submitForJson(fetcher, form);
  };

  return (
    <PageCard
      page={shown}
      admin={admin}
      favoriteBusy={fetcher.state !== "idle"}
      onFavorite={favorite}
      visibilityBusy={sharing.state !== "idle"}
      onVisibility={share}
      onRemove={onRequestRemove}
      note={note}
      eager={eager}
    />
  );
}
