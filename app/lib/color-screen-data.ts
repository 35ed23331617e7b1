/**
 * What the colour screen's route sends the screen and answers its saves (client-safe: the
 * route is routes/pages+/__color-route.server.ts, the screen canvas/editor.client.tsx).
 */
import type { FetchError } from "~/lib/forms";
import type { Card } from "~/lib/pages";
import type { Platform } from "~/lib/platforms";

/** The server's copy of a colouring: what the colour screen loads and its saves answer, and what ColoringDoc weighs against the device's copy. */
export type ServerColoring = {
  /** The paint layer to restore. */
  photo: string;
  /** The composite (paint + lines). */
  preview: string;
  version: number;
  /** The client's id of the save that made this version. */
  saveId: string;
  updatedAt: string;
};

/** The picture shown before the colouring opens: the viewer's last save, else the page's line art. */
export const pictureAtRest = ({ page, colored }: Pick<ColorScreenData, "page" | "colored">) => colored?.preview || page.illustration;

/** What the colour screen loads (GET /pages/{id}/color). */
export type ColorScreenData = {
  page: Card;
  /** The viewer's last save on the server, or null before the first one. */
  colored: ServerColoring | null;
  /** Print and download are paid features (docs/product.md §5). */
  paid: boolean;
  platform: Platform;
  credits: { publicPage: number };
  /** Whose colouring this is: the device keeps its local copies per user. */
  viewerId: number;
  /** The colours this user painted with last, newest first. */
  recentColors: string[];
};

/**
 * What the colour screen's save answers: the stored version (and, when this save spent a
 * public-page credit, how many are left), or a message; a 409 also carries the newer copy.
 */
export type ColorActionData =
  { saved: ServerColoring & { progress: number }; credits: { publicPage: number } | null } | (FetchError & { current?: ServerColoring });
