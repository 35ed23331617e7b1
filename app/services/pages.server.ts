import { and, desc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { pages, users } from "~/db/schema";

const cardColumns = {
  id: pages.id,
  prompt: pages.prompt,
  illustration: pages.illustration,
  thumbnail: pages.thumbnail,
  author: users.name,
  coloredCount: pages.coloredCount,
  favoritedCount: pages.favoritedCount,
};

/** The newest pages a user made that they have not deleted (blocked). */
export async function latestOwnedPages(userId: number, limit = 12) {
  const db = await getDb();
  return db
    .select(cardColumns)
    .from(pages)
    .innerJoin(users, eq(users.id, pages.userId))
    .where(and(eq(pages.userId, userId), eq(pages.blocked, false)))
    .orderBy(desc(pages.createdAt), desc(pages.id))
    .limit(limit);
}

/** The newest public (not blocked) pages, newest first with id as the tie-breaker. */
export async function latestPublicPages(limit = 12) {
  const db = await getDb();
  return db
    .select(cardColumns)
    .from(pages)
    .innerJoin(users, eq(users.id, pages.userId))
    .where(eq(pages.blocked, false))
    .orderBy(desc(pages.createdAt), desc(pages.id))
    .limit(limit);
}
