import { and, count, desc, eq, ilike, or } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import { coloreds, pages, users } from "~/db/schema";
import { lastPage, likePattern, pageNumber, searchText, type Paginated } from "./pagination";
import type { PublicUser } from "./users.server";

export const COLORED_PAGE_SIZE = 12;

const coloredQuerySchema = z.object({ page: pageNumber, search: searchText });

/** A coloured page as the doors show it (SPEC §3 Colored). */
export type Colored = {
  id: number;
  pageId: number;
  page: { id: number; prompt: string; illustration: string; thumbnail: string; blocked: boolean };
  user: { id: number; name: string; email: string };
  photo: string;
  preview: string;
  created_at: string;
  updated_at: string;
};

/**
 * GET /coloreds/paginate: a user's own coloured pages (newest first), or for an admin
 * everyone's. Search matches the page's title, and for admins the colourist's name or e-mail.
 */
export async function paginateColoreds(viewer: Pick<PublicUser, "id" | "admin">, input: unknown): Promise<Paginated<Colored>> {
  const query = coloredQuerySchema.parse(input ?? {});
  const pattern = query.search ? likePattern(query.search) : null;
  const filters = and(
    viewer.admin ? undefined : and(eq(coloreds.userId, viewer.id), eq(pages.blocked, false)),
    pattern
      ? viewer.admin
        ? or(ilike(pages.prompt, pattern), ilike(users.name, pattern), ilike(users.email, pattern))
        : ilike(pages.prompt, pattern)
      : undefined,
  );
  const db = await getDb();
  const base = () =>
    db.select({ total: count() }).from(coloreds).innerJoin(pages, eq(pages.id, coloreds.pageId)).innerJoin(users, eq(users.id, coloreds.userId));
  const [{ total }] = await base().where(filters);
  const rows = await db
    .select({ colored: coloreds, page: pages, user: { id: users.id, name: users.name, email: users.email } })
    .from(coloreds)
    .innerJoin(pages, eq(pages.id, coloreds.pageId))
    .innerJoin(users, eq(users.id, coloreds.userId))
    .where(filters)
    .orderBy(desc(coloreds.updatedAt), desc(coloreds.id))
    .limit(COLORED_PAGE_SIZE)
    .offset((query.page - 1) * COLORED_PAGE_SIZE);
  return {
    data: rows.map(({ colored, page, user }) => ({
      id: colored.id,
      pageId: page.id,
      page: { id: page.id, prompt: page.prompt, illustration: page.illustration, thumbnail: page.thumbnail, blocked: page.blocked },
      user,
      photo: colored.photo,
      preview: colored.preview,
      created_at: colored.createdAt.toISOString(),
      updated_at: colored.updatedAt.toISOString(),
    })),
    current_page: query.page,
    last_page: lastPage(total, COLORED_PAGE_SIZE),
  };
}
