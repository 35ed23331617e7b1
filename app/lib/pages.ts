/**
 * What both sides know about pages (client-safe): the card every door shows, the gallery's
 * sorts, scopes and page size, and the size of a page's picture. The rules live in
 * services/pages.server.ts (reading) and page-changes.server.ts; this is only their vocabulary.
 */

/** A page's picture (line art, paint layer, composite) is this many pixels square. */
export const PICTURE_SIZE = 1024;

/** Cards in one page of a gallery (DECISIONS §2). */
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
/** Who sees a new page when its maker does not say: only them (issue #27: one default everywhere). */
export const DEFAULT_VISIBILITY: Visibility = "private";
/** "public" (in the gallery) or "private" (its owner's and the admins' lists only). */
export type Visibility = (typeof VISIBILITIES)[number];

/** How a page was made: ai, upload, photo, pattern or seed (the first-run gallery). */
/** How a page was made; "keepsake": someone's colouring of a page whose author deleted their account, kept as their own picture (issue #28). */
export type PageSource = "ai" | "upload" | "photo" | "pattern" | "seed" | "keepsake";

/** The fillability check of a page's line art (issue #8); shares are 0..1. */
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

/** A page as every door shows it (SPEC §3 Page). */
export type PageCard = {
  id: number;
  prompt: string;
  /** What the page is called on screen: a short title from an AI page's idea, else the prompt (the uploaded file's name). */
  title: string;
  illustration: string;
  thumbnail: string;
  /** The author: their first name only, unless the viewer is the author or an admin; `stripe_id` only for those two. */
  user: { name: string; stripe_id: string | null };
  visibility: Visibility;
  blocked: boolean;
  trending: number;
  /** The viewer's colouring; `progress` (0..100) is how much of the page it covers (issue #8). */
  colored: { preview: string; photo: string; thumbnail: string; progress: number; version: number } | null;
  colored_count: number;
  favorited_count: number;
  is_colored: boolean;
  is_favorited: boolean;
  is_owner: boolean;
  /** The region map's URL (issue #8), "" until computed. */
  region_map: string;
  region_count: number;
  created_at: string;
};

/**
 * A card as the web's galleries draw it: what the card shows and nothing more (issue #15: the
 * gallery's HTML carries its cards twice, drawn and as data). The shells get the whole PageCard.
 */
export type WebCard = Pick<
  PageCard,
  "id" | "title" | "illustration" | "thumbnail" | "visibility" | "blocked" | "colored" | "colored_count" | "favorited_count" | "is_colored" | "is_favorited" | "is_owner" | "region_count"
> & { user: { name: string } };

export const webCard = (page: PageCard): WebCard => ({
  id: page.id,
  title: page.title,
  illustration: page.illustration,
  thumbnail: page.thumbnail,
  user: { name: page.user.name },
  visibility: page.visibility,
  blocked: page.blocked,
  colored: page.colored,
  colored_count: page.colored_count,
  favorited_count: page.favorited_count,
  is_colored: page.is_colored,
  is_favorited: page.is_favorited,
  is_owner: page.is_owner,
  region_count: page.region_count,
});

/** A paginated result (DECISIONS §2). */
export type Paginated<T> = { data: T[]; current_page: number; last_page: number };

/** A page of cards; `next_cursor` is what "Load more" sends for the next one (null at the end). */
export type PagePage = Paginated<PageCard> & { next_cursor: string | null };

/** A page of cards as the web's galleries get it. */
export type WebPagePage = Paginated<WebCard> & { next_cursor: string | null };

export const webPage = <P extends PagePage>(page: P): Omit<P, "data"> & WebPagePage => ({ ...page, data: page.data.map(webCard) });
