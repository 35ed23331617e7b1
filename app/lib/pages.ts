/**
 * What both sides know about pages (client-safe): the card every door shows, the gallery's
 * sorts, scopes and page size, and the size of a page's picture. The rules live in
 * services/pages.server.ts (reading) and page-changes.server.ts; this is only their vocabulary.
 */

/** A page's picture (line art, paint layer, composite) is this many pixels square. */
export const PICTURE_SIZE = 1024;

/** Cards in one page of a gallery (docs/product.md §11). */
export const PAGE_SIZE = 12;

/**
 * How many pages a "Load more" without JavaScript may gather on one screen (its link asks for
 * pages 1..N at once); the admin's lists of users, subscriptions and colourings the same.
 */
export const MAX_PAGES_AT_ONCE = 20;

export const SORTS = ["trending", "popularity", "latest", "oldest", "mostFavorited", "mostColored"] as const;
export const SCOPES = ["public", "favorited", "owned", "colored"] as const;
export type Sort = (typeof SORTS)[number];
export type Scope = (typeof SCOPES)[number];

export const VISIBILITIES = ["public", "private"] as const;
/** Who sees a new page when its maker does not say: only them (one default everywhere). */
export const DEFAULT_VISIBILITY: Visibility = "private";
/** "public" (in the gallery) or "private" (its owner's and the admins' lists only). */
export type Visibility = (typeof VISIBILITIES)[number];

/** How a page was made: ai, upload, photo, pattern or seed (the first-run gallery). */
/** How a page was made; "keepsake": someone's colouring of a page whose author deleted their account, kept as their own picture. */
export type PageSource = "ai" | "upload" | "photo" | "pattern" | "seed" | "keepsake";

/** The fillability check of a page's line art; shares are 0..1. */
export type Fillability = {
  /** Share of the picture that is ink (dark pixels). */
  inkShare: number;
  /** Share of the fillable regions that are too small to colour comfortably. */
  tinyRegionShare: number;
  /** Share of the picture covered by large solid black blobs. */
  blobShare: number;
  /** Regions big enough to colour. */
  usableRegions: number;
  /** Whether the page passes the check. */
  passed: boolean;
  /** Why it failed, as catalogue keys; empty when it passed. */
  problems: string[];
};

/** The viewer's colouring of a page; `progress` (0..100) is how much of the page it covers. */
export type CardColored = { preview: string; photo: string; thumbnail: string; progress: number; version: number };

/** A page as the services read it for a viewer and the web's screens show it. */
export type Card = {
  id: number;
  prompt: string;
  /** What the page is called on screen: a short title from an AI page's idea, else the prompt (the uploaded file's name). */
  title: string;
  illustration: string;
  thumbnail: string;
  /** The author: their first name only, unless the viewer is the author or an admin; `stripeId` only for those two. */
  user: { name: string; stripeId: string | null };
  visibility: Visibility;
  blocked: boolean;
  trending: number;
  colored: CardColored | null;
  coloredCount: number;
  favoritedCount: number;
  isColored: boolean;
  isFavorited: boolean;
  isOwner: boolean;
  /** The region map's URL, "" until computed. */
  regionMap: string;
  regionCount: number;
  /** ISO 8601, as the API writes it. */
  createdAt: string;
};

/**
 * A card as the web's galleries draw it: what the card shows and nothing more (the
 * gallery's HTML carries its cards twice, drawn and as data). The shells get the whole card.
 */
export type WebCard = Pick<
  Card,
  | "id"
  | "title"
  | "illustration"
  | "thumbnail"
  | "visibility"
  | "blocked"
  | "colored"
  | "coloredCount"
  | "favoritedCount"
  | "isColored"
  | "isFavorited"
  | "isOwner"
  | "regionCount"
> & { user: { name: string } };

/** A page of a list of cards; `nextCursor` is what "Load more" sends for the next one (null at the end). */
export type CardPage<C = Card> = { data: C[]; currentPage: number; lastPage: number; nextCursor: string | null };

/** A page of a list as the services give it. */
export type Paged<T> = { data: T[]; currentPage: number; lastPage: number };

/** A paginated result as the /api door writes it (docs/product.md §11). */
export type Paginated<T> = { data: T[]; current_page: number; last_page: number };
