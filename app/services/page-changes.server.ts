/**
 * What changes a page once it exists: a favourite, the blocked toggle (an admin's moderation, an
 * owner's delete with its files), who sees it (its files move folder), and the trending recount.
 * Reading pages is pages.server.ts.
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import * as z from "zod";
import { getDb } from "~/db/client.server";
import { coloreds, favorites, pages, shareLinks } from "~/db/schema";
import { VISIBILITIES, type Card } from "~/lib/pages";
import { isAiConfigured, moderateImage } from "./ai.server";
import { AppError, Forbidden, NotFound } from "~/lib/errors";
import { movePageFiles, pageFileColumns, traceKeyOf } from "./page-files.server";
import { readCard, readDeletedPage, type Viewer } from "./pages.server";
import { requirePaidFeature } from "./paid-features.server";
import { getObject, keyFromUrl } from "./storage/backends.server";
import { removeFiles } from "./storage/removal.server";
import { parseInput } from "~/lib/validation";

/**
 * Favourite on/off for non-admins on a paid plan: count ±1 in the same transaction as
 * the favourite itself, so the count always matches the rows.
 */
export async function toggleFavorite(viewer: Viewer, pageId: number): Promise<Card> {
  if (viewer.admin) throw Forbidden();
  await requirePaidFeature(viewer, "favorite");
  await readCard(viewer, pageId);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [added] = await tx.insert(favorites).values({ userId: viewer.id, pageId }).onConflictDoNothing().returning({ pageId: favorites.pageId });
    if (added) {
      await tx
        .update(pages)
        .set({ favoritedCount: sql`${pages.favoritedCount} + 1`, trending: sql`${pages.trending} + 1` })
        .where(eq(pages.id, pageId));
      return;
    }
    const [removed] = await tx
      .delete(favorites)
      .where(and(eq(favorites.userId, viewer.id), eq(favorites.pageId, pageId)))
      .returning({ createdAt: favorites.createdAt });
    if (!removed) return;
    const recent = removed.createdAt.getTime() > Date.now() - TRENDING_WINDOW_MS;
    await tx
      .update(pages)
      .set({
        favoritedCount: sql`greatest(${pages.favoritedCount} - 1, 0)`,
        trending: recent ? sql`greatest(${pages.trending} - 1, 0)` : pages.trending,
      })
      .where(eq(pages.id, pageId));
  });
  return readCard(viewer, pageId);
}

/**
 * The blocked toggle (docs/product.md §12). An admin moderates: the flag flips and the page
 * stays in the admin's list, its files moved out of the public folder (their public address
 * answers 404 at once) or back into it. An owner deletes: the page leaves all their lists, once,
 * and its files go (deletePage). A deleted page has no picture left to show, so an admin's toggle
 * leaves it alone (404).
 */
export async function toggleBlocked(viewer: Viewer, pageId: number): Promise<Card> {
  if (!viewer.admin) return deletePage(viewer, pageId);
  const db = await getDb();
  const [updated] = await db
    .update(pages)
    .set({ blocked: sql`not ${pages.blocked}` })
    .where(and(eq(pages.id, pageId), ne(pages.illustration, "")))
    .returning(pageFileColumns);
  if (!updated) throw NotFound();
  // A move that fails or loses to another change is put right by the job at the next start (moveMisplacedPageFiles).
  await movePageFiles(updated, updated.visibility, updated.blocked);
  return readCard(viewer, pageId);
}

/**
 * The owner's delete. The row stays, blocked, for the admins' list, but nothing that was drawn
 * or painted on the page does: in one transaction the row stops naming its line art, thumbnail
 * and region map and everyone's colourings of it are deleted; only after that commits are the
 * files removed, so no row ever names a missing file. Removing them is best effort: a failure
 * is logged, the delete stands.
 */
async function deletePage(viewer: Viewer, pageId: number): Promise<Card> {
  const db = await getDb();
  const { page, colorings, cards } = await db.transaction(async (tx) => {
    // Locked first: a colouring being saved now waits for this and then finds the page deleted.
    const [page] = await tx.select().from(pages).where(eq(pages.id, pageId)).for("update");
    if (!page || page.blocked) throw NotFound();
    // Someone else's private page is not there for them at all, as everywhere else.
    if (page.userId !== viewer.id) throw page.visibility === "private" ? NotFound() : Forbidden();
    await tx.update(pages).set({ blocked: true, illustration: "", thumbnail: "", regionMap: "", regionCount: 0, coloredCount: 0 }).where(eq(pages.id, pageId));
    // Their share links go with them (the rows by cascade); the link preview cards are files to remove.
    const cards = await tx
      .delete(shareLinks)
      .where(inArray(shareLinks.coloredId, tx.select({ id: coloreds.id }).from(coloreds).where(eq(coloreds.pageId, pageId))))
      .returning({ card: shareLinks.card });
    const colorings = await tx
      .delete(coloreds)
      .where(eq(coloreds.pageId, pageId))
      .returning({ userId: coloreds.userId, photo: coloreds.photo, preview: coloreds.preview, thumbnail: coloreds.thumbnail });
    return { page, colorings, cards };
  });
  const illustration = ownKey(page.userId, page.illustration);
  await removeFiles(
    [
      illustration,
      ownKey(page.userId, page.thumbnail),
      ownKey(page.userId, page.regionMap),
      // Its line art traced for printing, if it was ever printed.
      illustration && traceKeyOf(illustration),
      ...colorings.flatMap((colored) => [colored.photo, colored.preview, colored.thumbnail].map((url) => ownKey(colored.userId, url))),
      ...cards.map((link) => (link.card ? keyFromUrl(link.card) : null)),
    ],
    `deleted page ${pageId}`,
    { keepNamedBySettings: true },
  );
  return readDeletedPage(viewer, pageId);
}

/** The stored file behind `url` when it sits in the user's own folders (`{folder}/{userId}/…`, as newKey makes them). */
function ownKey(userId: number, url: string): string | null {
  const key = url ? keyFromUrl(url) : null;
  return key?.split("/")[1] === String(userId) ? key : null;
}

export const visibilitySchema = z.object({
  visibility: z.enum(VISIBILITIES, { error: "pages.visibility.invalid" }),
});

/**
 * The owner shares a page in the gallery or keeps it to themself. Its files move to
 * that visibility's folder: a page made private is no longer at the URLs it had.
 */
export async function setVisibility(viewer: Viewer, pageId: number, input: unknown): Promise<Card> {
  if (viewer.admin) throw Forbidden();
  const { visibility } = parseInput(visibilitySchema, input);
  const page = await readCard(viewer, pageId);
  if (!page.isOwner) throw Forbidden();
  const db = await getDb();
  if (visibility === "public" && page.visibility !== "public") await assertShareable(viewer, pageId);
  // A move loses to anything that changed the page's files meanwhile (its region map made, a
  // delete): then it is tried again on the page as it is now.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await db
      .select({ id: pages.id, userId: pages.userId, illustration: pages.illustration, thumbnail: pages.thumbnail, regionMap: pages.regionMap })
      .from(pages)
      .where(and(eq(pages.id, pageId), eq(pages.userId, viewer.id), eq(pages.blocked, false)));
    if (!row?.illustration) throw NotFound();
    if (await movePageFiles(row, visibility)) return readCard(viewer, pageId);
  }
  throw new AppError(409, "CONFLICT", "pages.visibility.busy");
}

/**
 * A page of someone's own picture (an upload, a photo) goes into the public gallery only once
 * moderation has looked at it; drawn pages (AI, patterns) were made by us.
 */
async function assertShareable(viewer: Viewer, pageId: number) {
  const db = await getDb();
  const [row] = await db.select({ source: pages.source, illustration: pages.illustration }).from(pages).where(eq(pages.id, pageId));
  // Without an AI key nothing can look (moderateImage allows it): the file need not be read.
  if (!row || (row.source !== "upload" && row.source !== "photo") || !(await isAiConfigured())) return;
  const lineArt = await getObject(keyFromUrl(row.illustration) ?? "");
  if (!lineArt) throw NotFound();
  const verdict = await moderateImage(lineArt, viewer.id);
  if (verdict !== "allowed") throw new AppError(422, "VALIDATION", verdict === "flagged" ? "pages.visibility.flagged" : "pages.visibility.unchecked");
}

export const TRENDING_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Trending = colourings + favourites in the last 7 days. Events add to it as they happen;
 * this recount (run at start and hourly) lets old activity fall out of the window.
 */
export async function recountTrending() {
  const db = await getDb();
  const since = sql`${new Date(Date.now() - TRENDING_WINDOW_MS).toISOString()}::timestamptz`;
  await db.execute(sql`
    update ${pages} p set trending = coalesce(recent.n, 0)
    from (
      select ${pages.id} as id,
        (select count(*) from ${favorites} f where f.page_id = ${pages.id} and f.created_at > ${since})
        + (select count(*) from ${coloreds} c where c.page_id = ${pages.id} and c.created_at > ${since}) as n
      from ${pages}
      where ${pages.trending} > 0
        or exists (select 1 from ${favorites} f where f.page_id = ${pages.id} and f.created_at > ${since})
        or exists (select 1 from ${coloreds} c where c.page_id = ${pages.id} and c.created_at > ${since})
    ) recent
    where p.id = recent.id and p.trending is distinct from coalesce(recent.n, 0)
  `);
}
