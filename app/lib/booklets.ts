/** Booklets: several pages in one PDF with a cover. Client-safe vocabulary. */
import type { Paper } from "./paper";

/** At most this many pages in one booklet. */
export const MAX_BOOKLET_PAGES = 24;

/** A booklet's title (its cover's) is at most this long. */
export const BOOKLET_TITLE_MAX = 60;

/** Booklets one person may have waiting or being made at once. */
export const BOOKLETS_AT_ONCE = 2;

export const BOOKLET_STATUSES = ["queued", "running", "done", "failed"] as const;
export type BookletStatus = (typeof BOOKLET_STATUSES)[number];

/** A booklet as both doors show it. */
export type Booklet = {
  id: string;
  title: string;
  status: BookletStatus;
  /** Pages made so far, of `total`. */
  progress: { done: number; total: number };
  paper: Paper;
  footer: boolean;
  page_ids: number[];
  /** The PDF's URL once it is ready, else "". */
  file: string;
  /** Why it could not be made, in the request's language (only when `status` is "failed"). */
  error: string | null;
  created_at: string;
};
