/**
 * Issue #15: the gallery's `last_page` comes from counts kept by a trigger (page_counts), not
 * from counting the catalogue on every request; searches count at most COUNT_CAP rows; page N
 * by number walks only the sort's index.
 */
import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { pageCounts, pages } from "~/db/schema";
import { COUNT_CAP } from "~/services/pages.server";
import { PAGE_SIZE } from "~/lib/pages";
import { setVisibility, toggleBlocked } from "~/services/page-changes.server";
import { insertPages, makeAdmin, makeUser, uniqueWord, listPages } from "../helpers/pages";

async function kept() {
  const db = await getDb();
  const rows = await db.select().from(pageCounts);
  return Object.fromEntries(rows.map((row) => [row.key, row.n]));
}

async function counted() {
  const db = await getDb();
  const [all] = await db.select({ n: count() }).from(pages);
  const [shown] = await db
    .select({ n: count() })
    .from(pages)
    .where(and(eq(pages.blocked, false), eq(pages.visibility, "public")));
  return { all: all.n, public: shown.n };
}

describe("kept gallery counts", () => {
  it("follow every insert, block, unblock, visibility change and delete, in the same transaction", async () => {
    const owner = await makeUser();
    const admin = await makeAdmin();
    expect(await kept()).toMatchObject(await counted());

    const [a, b] = await insertPages(owner.user, [{ prompt: "Contar uno" }, { prompt: "Contar dos", visibility: "private" }]);
    expect(await kept()).toMatchObject(await counted());

    await setVisibility(owner.user, b.id, { visibility: "public" });
    await toggleBlocked(admin.user, a.id);
    expect(await kept()).toMatchObject(await counted());
    await toggleBlocked(admin.user, a.id);
    await toggleBlocked(owner.user, b.id); // the owner's delete
    expect(await kept()).toMatchObject(await counted());

    // A rolled-back change leaves the counts as they were.
    const db = await getDb();
    const before = await kept();
    await db
      .transaction(async (tx) => {
        await tx.update(pages).set({ visibility: "private" }).where(eq(pages.id, a.id));
        throw new Error("rollback");
      })
      .catch(() => {});
    expect(await kept()).toEqual(before);

    await db.delete(pages).where(eq(pages.id, a.id));
    expect(await kept()).toMatchObject(await counted());
  });

  it("give the gallery's last_page without counting the catalogue", async () => {
    const reader = await makeUser();
    const admin = await makeAdmin();
    // More than one page, so that last_page is the count's and not only "this page".
    await insertPages(
      reader.user,
      Array.from({ length: PAGE_SIZE + 1 }, (_, i) => ({ prompt: `Contar ${i}` })),
    );
    const { public: shown, all } = await counted();
    const page = await listPages(reader.user, { scope: "public" });
    expect(page.lastPage).toBe(Math.max(1, Math.ceil(shown / PAGE_SIZE)));
    expect((await listPages(admin.user, { scope: "public" })).lastPage).toBe(Math.max(1, Math.ceil(all / PAGE_SIZE)));
    // The count is read from the kept row: a wrong row shows in last_page (proving it is used).
    const db = await getDb();
    await db
      .update(pageCounts)
      .set({ n: sql`${pageCounts.n} + ${PAGE_SIZE * 10}` })
      .where(eq(pageCounts.key, "public"));
    try {
      expect((await listPages(reader.user, { scope: "public" })).lastPage).toBe(Math.max(1, Math.ceil(shown / PAGE_SIZE)) + 10);
    } finally {
      await db
        .update(pageCounts)
        .set({ n: sql`${pageCounts.n} - ${PAGE_SIZE * 10}` })
        .where(eq(pageCounts.key, "public"));
    }
  });

  it("count a search up to COUNT_CAP rows; beyond, the walk still finds every page", async () => {
    const owner = await makeUser();
    const word = uniqueWord("cap");
    const db = await getDb();
    const many = COUNT_CAP + PAGE_SIZE * 2 + 3;
    await db
      .insert(pages)
      .values(Array.from({ length: many }, (_, i) => ({ userId: owner.user.id, prompt: `${word} ${i}`, illustration: "/i.png", thumbnail: "/t.webp" })));
    const first = await listPages(owner.user, { scope: "public", search: word });
    expect(first.lastPage).toBe(COUNT_CAP / PAGE_SIZE);
    // Page by number past the cap: the page is there and says another follows.
    const deep = await listPages(owner.user, { scope: "public", search: word, page: COUNT_CAP / PAGE_SIZE + 2 });
    expect(deep.data).toHaveLength(PAGE_SIZE);
    expect(deep.lastPage).toBe(COUNT_CAP / PAGE_SIZE + 3);
    const lastOne = await listPages(owner.user, { scope: "public", search: word, page: COUNT_CAP / PAGE_SIZE + 3 });
    expect(lastOne.data).toHaveLength(3);
    expect(lastOne.lastPage).toBe(COUNT_CAP / PAGE_SIZE + 3);
  });

  it("page N by number is the same cards, in the same order, as walking there", async () => {
    const owner = await makeUser();
    const word = uniqueWord("walk");
    await insertPages(
      owner.user,
      Array.from({ length: PAGE_SIZE * 3 + 1 }, (_, i) => ({ prompt: `${word} ${i}`, coloredCount: i % 5 })),
    );
    for (const sort of ["latest", "oldest", "mostColored"] as const) {
      const walked: number[] = [];
      let cursor: string | null = null;
      do {
        const step = await listPages(owner.user, { scope: "public", search: word, sort, cursor });
        walked.push(...step.data.map((card) => card.id));
        cursor = step.nextCursor;
      } while (cursor);
      const byNumber: number[] = [];
      for (let n = 1; n <= 4; n++)
        byNumber.push(...(await listPages(owner.user, { scope: "public", search: word, sort, page: n })).data.map((card) => card.id));
      expect(byNumber, sort).toEqual(walked);
    }
  });
});
