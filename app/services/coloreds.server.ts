/**
 * Reading colourings: a user's own list (an admin's, everyone's), the viewer's colouring of a
 * page, and its time-lapse. Saving one is coloring-save.server.ts.
 */
import { and, count, desc, eq, getTableColumns, or, type SQL } from "drizzle-orm";
import * as z from "zod";
import { getDb, type Db } from "~/db/client.server";
import { coloreds, pages, users, type ColoredRow, type PageRow } from "~/db/schema";
import type { Timelapse } from "~/lib/timelapse";
import { pageTitle } from "~/lib/page-title";
import { readCard, type Viewer } from "./pages.server";
import { lastPage, matchesSearch, pageNumber, pageWindow, searchText, type Paged } from "~/lib/pagination";
import { timelapseSchema } from "./timelapse.server";
import type { PublicUser } from "./users.server";

export const COLORED_PAGE_SIZE = 12;

export const coloredQuerySchema = z.object({ page: pageNumber, search: searchText });

/** A coloured page as the doors show it (docs/product.md §3 Colored). */
export type Colored = {
  id: number;
  pageId: number;
  page: { id: number; prompt: string; title: string; illustration: string; thumbnail: string; blocked: boolean };
  user: { id: number; name: string; email: string };
  photo: string;
  preview: string;
  thumbnail: string;
  /** How much of the page is coloured, 0..100: the share of its regions that carry paint (issue #8). */
  progress: number;
  /** Raised by every save; a save names the one it builds on (see saveColoring). */
  version: number;
  /** The client's id of the save that made this version. */
  saveId: string;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
};

/** A colouring as stored but its time-lapse, with its page and its colourist: what toColored shows. */
export type ColoredJoin = {
  colored: Omit<ColoredRow, "timelapse">;
  page: Pick<PageRow, "id" | "prompt" | "source" | "illustration" | "thumbnail" | "blocked">;
  user: Colored["user"];
};

/** A colouring's columns but its time-lapse (up to half a megabyte, read only to replay it). */
const { timelapse: _timelapse, ...columns } = getTableColumns(coloreds);
export const coloredColumns = columns;

/** The columns of its page a colouring is shown with (ColoredJoin's `page`). */
export const coloredPageColumns = {
  id: pages.id,
  prompt: pages.prompt,
  source: pages.source,
  illustration: pages.illustration,
  thumbnail: pages.thumbnail,
  blocked: pages.blocked,
};

export function toColored({ colored, page, user }: ColoredJoin): Colored {
  return {
    id: colored.id,
    pageId: page.id,
    page: { id: page.id, prompt: page.prompt, title: pageTitle(page), illustration: page.illustration, thumbnail: page.thumbnail, blocked: page.blocked },
    user,
    photo: colored.photo,
    preview: colored.preview,
    thumbnail: colored.thumbnail,
    progress: colored.progress,
    version: colored.version,
    saveId: colored.saveId,
    createdAt: colored.createdAt.toISOString(),
    updatedAt: colored.updatedAt.toISOString(),
  };
}

function selectColoreds(db: Db, where: SQL | undefined) {
  return db
    .select({ colored: coloredColumns, page: coloredPageColumns, user: { id: users.id, name: users.name, email: users.email } })
    .from(coloreds)
    .innerJoin(pages, eq(pages.id, coloreds.pageId))
    .innerJoin(users, eq(users.id, coloreds.userId))
    .where(where);
}

/**
 * GET /coloreds/paginate: a user's own coloured pages (newest first), or for an admin
 * everyone's. Search matches the page's title, and for admins the colourist's name or e-mail.
 */
export async function paginateColoreds(viewer: Pick<PublicUser, "id" | "admin">, input: unknown, options: { through?: boolean } = {}): Promise<Paged<Colored>> {
  const query = coloredQuerySchema.parse(input ?? {});
  const search = query.search;
  const filters = and(
    // Someone else's page that turned private leaves this list too (issue #14).
    viewer.admin ? undefined : and(eq(coloreds.userId, viewer.id), eq(pages.blocked, false), or(eq(pages.visibility, "public"), eq(pages.userId, viewer.id))),
    search
      ? viewer.admin
        ? or(matchesSearch(pages.prompt, search), matchesSearch(users.name, search), matchesSearch(users.email, search))
        : matchesSearch(pages.prompt, search)
      : undefined,
  );
  const db = await getDb();
  const [{ total }] = await db
    .select({ total: count() })
    .from(coloreds)
    .innerJoin(pages, eq(pages.id, coloreds.pageId))
    .innerJoin(users, eq(users.id, coloreds.userId))
    .where(filters);
  const last = lastPage(total, COLORED_PAGE_SIZE);
  const window = pageWindow(query.page, COLORED_PAGE_SIZE, options.through);
  const rows = await selectColoreds(db, filters).orderBy(desc(coloreds.updatedAt), desc(coloreds.id)).limit(window.limit).offset(window.offset);
  return {
    data: rows.map(toColored),
    currentPage: options.through ? Math.min(query.page, last) : query.page,
    lastPage: last,
  };
}

/** The viewer's colouring of a page, or null if they have not saved one. */
export async function readColored(viewerId: number, pageId: number): Promise<Colored | null> {
  if (!Number.isInteger(pageId) || pageId < 1) return null;
  const db = await getDb();
  const [row] = await selectColoreds(db, and(eq(coloreds.userId, viewerId), eq(coloreds.pageId, pageId))).limit(1);
  return row ? toColored(row) : null;
}

/**
 * The time-lapse of the viewer's colouring of a page (issue #17): the strokes and fills in the
 * order they made it (null when there is no colouring or it was saved without one), and the
 * version of the colouring it leads to (0: none yet), so a copy of the picture knows it is its
 * own (issue #28). 404 for a page the viewer may not see.
 */
export async function readTimelapse(viewer: Viewer, pageId: number): Promise<{ timelapse: Timelapse | null; version: number }> {
  const page = await readCard(viewer, pageId);
  const db = await getDb();
  const [row] = await db
    .select({ timelapse: coloreds.timelapse, version: coloreds.version })
    .from(coloreds)
    .where(and(eq(coloreds.userId, viewer.id), eq(coloreds.pageId, page.id)))
    .limit(1);
  if (!row) return { timelapse: null, version: 0 };
  const parsed = row.timelapse ? timelapseSchema.safeParse(JSON.parse(row.timelapse)) : null;
  return { timelapse: parsed?.success ? parsed.data : null, version: row.version };
}
