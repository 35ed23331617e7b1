import { Form, Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { WebCard as Card } from "~/lib/pages";
import { useT } from "~/utils/i18n-react";
import { CardIcon, type CardIconName } from "./card-icons";
import { galleryMessages } from "~/i18n/messages/gallery";
import { fetchFirst } from "~/lib/fetch-priority";

type CardProps = {
  page: Card;
  admin: boolean;
  favoriteBusy?: boolean;
  onFavorite?: (form: HTMLFormElement) => void;
  visibilityBusy?: boolean;
  onVisibility?: (form: HTMLFormElement) => void;
  onRemove?: (form: HTMLFormElement) => void;
  /** Extra facts under the author, e.g. the fillability check for admins. */
  note?: ReactNode;
  /** On the first screen: its picture loads at once, first (the page's largest paint), not when scrolled to. */
  eager?: boolean;
  /** Only the picture, title and counts, a link to colour it (the public collections, the page of the day). */
  readOnly?: boolean;
};

/** The picture a card shows: the viewer's colouring when there is one, else the page's. */
export const cardImage = (page: Pick<Card, "colored" | "thumbnail" | "illustration">) =>
  page.colored?.thumbnail || page.colored?.preview || page.thumbnail || page.illustration;

/**
 * The route handle of a gallery screen: the first card's picture is the screen's largest paint,
 * so the document asks for it in its head, before the styles and scripts (root.tsx reads it).
 */
export const galleryHandle = {
  preloadImage: (data: unknown) => {
    const first = (data as { data?: Card[] } | undefined)?.data?.[0];
    return first ? cardImage(first) : undefined;
  },
};

/** The form action of each card control; plain forms without JavaScript, fetchers with it. */
export const cardActions = {
  favorite: (id: number) => `/pages/${id}/favorite`,
  visibility: (id: number) => `/pages/${id}/visibility`,
  delete: (id: number) => `/pages/${id}/delete`,
  block: (id: number) => `/admin/pages/${id}/blocked`,
};

/**
 * A card control: a plain POST form without JavaScript; with it, `onSubmit` takes the
 * form (to confirm first, or to send it through a fetcher).
 */
function CardForm({ action, back, onSubmit, children }: { action: string; back: string; onSubmit?: (form: HTMLFormElement) => void; children: ReactNode }) {
  return (
    <Form
      method="post"
      action={action}
      onSubmit={(event) => {
        if (!onSubmit) return;
        event.preventDefault();
        onSubmit(event.currentTarget);
      }}
    >
      <input type="hidden" name="redirectTo" value={back} />
      {children}
    </Form>
  );
}

function Counts({ page }: { page: Card }) {
  const t = useT(galleryMessages);
  return (
    <div className="flex items-center gap-3 text-sm font-bold text-ink-muted">
      <CardCount icon="palette" label={t("gallery.card.coloredCount", { count: page.coloredCount })} value={page.coloredCount} testId="colored-count" />
      <CardCount icon="heart" label={t("gallery.card.favoritedCount", { count: page.favoritedCount })} value={page.favoritedCount} testId="favorited-count" />
    </div>
  );
}

/**
 * How far the viewer's colouring got: a bar for the eye and the figure in words.
 * Only for pages with a region map, where the figure means something.
 */
function ColoringProgress({ percent }: { percent: number }) {
  const t = useT(galleryMessages);
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="-mt-1 flex items-center gap-2" data-testid="card-progress">
      <span aria-hidden className="h-2 flex-1 overflow-hidden rounded-full bg-brand-100">
        <span className="block h-full rounded-full bg-mint-500" style={{ width: `${value}%` }} />
      </span>
      <span className="whitespace-nowrap text-xs font-black text-mint-700">{t("gallery.card.progress", { percent: value })}</span>
    </div>
  );
}

/**
 * A page card: the thumbnail (the user's coloured preview when there is one), counts,
 * the favourite toggle for non-admins, a link to colour it for non-admins (plain card for
 * admins), delete for the owner, and block/unblock for admins.
 */
export function PageCard({ page, admin, favoriteBusy, onFavorite, visibilityBusy, onVisibility, onRemove, note, eager = false, readOnly = false }: CardProps) {
  const t = useT(galleryMessages);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const title = page.title;
  const image = cardImage(page);
  const picture = (
    <div className="relative aspect-square overflow-hidden rounded-t-(--radius-card) bg-white">
      <img
        src={image}
        alt=""
        loading={eager ? "eager" : "lazy"}
        {...fetchFirst(eager)}
        decoding="async"
        width={512}
        height={512}
        className="size-full object-contain"
      />
      {page.isColored ? (
        <span className="absolute left-3 top-3 rounded-full bg-mint-100 px-2.5 py-1 text-xs font-black text-mint-700">{t("gallery.card.yourColoring")}</span>
      ) : null}
      {page.blocked ? (
        <span className="absolute left-3 top-3 rounded-full bg-coral-600 px-2.5 py-1 text-xs font-black text-white" data-testid="blocked-badge">
          {t("gallery.card.blocked")}
        </span>
      ) : null}
      {page.visibility === "private" ? (
        <span
          className="absolute right-3 top-3 inline-flex items-center gap-1 rounded-full bg-ink/80 px-2.5 py-1 text-xs font-black text-white"
          data-testid="private-badge"
        >
          <CardIcon name="lock" className="size-3.5" />
          {t("gallery.card.privateBadge")}
        </span>
      ) : null}
    </div>
  );
  return (
    // One link per card, on its title, stretched over the whole card (its ::after): a tap anywhere
    // opens the page, the card's own buttons sit above it (relative), none inside the link.
    <article className="card group relative flex flex-col" data-testid="page-card" data-page-id={page.id} aria-label={title}>
      {picture}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 className="line-clamp-2 text-base font-extrabold leading-snug">
          {admin ? (
            title
          ) : (
            <Link
              to={`/pages/${page.id}/color`}
              aria-label={t("gallery.card.open", { title })}
              className="outline-none after:absolute after:inset-0 after:rounded-(--radius-card) hover:text-brand-700 focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-500"
              data-testid="card-link"
            >
              {title}
            </Link>
          )}
        </h2>
        <p className="-mt-2 text-sm text-ink-muted">{t("gallery.by", { name: page.user.name })}</p>
        {note}
        {page.colored && page.regionCount > 0 ? <ColoringProgress percent={page.colored.progress} /> : null}
        <div className="mt-auto flex items-center justify-between gap-2">
          <Counts page={page} />
          <div className="relative flex items-center gap-1">
            {readOnly ? null : !admin ? (
              <CardForm action={cardActions.favorite(page.id)} back={here} onSubmit={onFavorite}>
                <button
                  type="submit"
                  disabled={favoriteBusy}
                  aria-pressed={page.isFavorited}
                  aria-label={t(page.isFavorited ? "gallery.card.unfavorite" : "gallery.card.favorite", { title })}
                  className={`grid size-10 place-items-center rounded-full transition hover:bg-coral-100 ${
                    page.isFavorited ? "text-coral-600" : "text-ink-muted hover:text-coral-600"
                  }`}
                  data-testid="favorite-toggle"
                >
                  <CardIcon name="heart" className="size-5" fill={page.isFavorited ? "currentColor" : "none"} />
                </button>
              </CardForm>
            ) : null}
            {!readOnly && page.isOwner && !admin ? (
              <CardForm action={cardActions.visibility(page.id)} back={here} onSubmit={onVisibility}>
                <input type="hidden" name="visibility" value={page.visibility === "private" ? "public" : "private"} />
                <button
                  type="submit"
                  disabled={visibilityBusy}
                  aria-pressed={page.visibility === "private"}
                  aria-label={t("gallery.card.privateToggle", { title })}
                  title={t("gallery.card.privateBadge")}
                  className={`grid size-10 place-items-center rounded-full transition hover:bg-brand-50 ${
                    page.visibility === "private" ? "text-brand-700" : "text-ink-muted hover:text-brand-700"
                  }`}
                  data-testid="visibility-toggle"
                >
                  <CardIcon name="lock" className="size-5" fill={page.visibility === "private" ? "currentColor" : "none"} fillOpacity={0.2} />
                </button>
              </CardForm>
            ) : null}
            {!readOnly && page.isOwner && !admin ? (
              <CardForm action={cardActions.delete(page.id)} back={here} onSubmit={onRemove}>
                <button
                  type="submit"
                  aria-label={t("gallery.card.delete", { title })}
                  className="grid size-10 place-items-center rounded-full text-ink-muted transition hover:bg-coral-100 hover:text-coral-600"
                  data-testid="delete-page"
                >
                  <CardIcon name="trash" className="size-5" />
                </button>
              </CardForm>
            ) : null}
            {!readOnly && admin ? (
              <CardForm action={cardActions.block(page.id)} back={here} onSubmit={onRemove}>
                <button
                  type="submit"
                  aria-label={t(page.blocked ? "gallery.card.unblock" : "gallery.card.block", { title })}
                  className={`btn px-3 py-2 ${page.blocked ? "btn-secondary" : "bg-coral-100 text-coral-700 hover:bg-coral-700 hover:text-white"}`}
                  data-testid="block-toggle"
                >
                  <CardIcon name={page.blocked ? "shield" : "ban"} className="size-4" />
                  <span aria-hidden>{t(page.blocked ? "gallery.card.unblockShort" : "gallery.card.blockShort")}</span>
                </button>
              </CardForm>
            ) : null}
          </div>
        </div>
      </div>
    </article>
  );
}

/** A count on a card: its icon and number for the eye, the sentence for a screen reader. */
function CardCount({ icon, label, value, testId }: { icon: CardIconName; label: string; value: number; testId: string }) {
  return (
    <span className="inline-flex items-center gap-1" title={label}>
      <CardIcon name={icon} className="size-4" />
      <span className="sr-only">{label}</span>
      <span aria-hidden data-testid={testId}>
        {value}
      </span>
    </span>
  );
}
