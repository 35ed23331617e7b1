/**
 * The one thing a server keeps between requests (records 0152, 0178, 0179): how many pages of the
 * gallery a search finds, a minute. `KEEP_READS=none` switches it off (the evening bench measures
 * what it buys), and /metrics counts its hits and misses.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { pages } from "~/db/schema";
import { getEnv } from "~/infra/env.server";
import { keptReadsAsked } from "~/infra/metrics.server";
import { PAGE_SIZE } from "~/lib/pages";
import { toggleBlocked } from "~/services/page-changes.server";
import { SIGNED_OUT } from "~/services/pages.server";
import { setEnv } from "../helpers/env";
import { insertPages, listPages, makeUser, uniqueWord } from "../helpers/pages";

let restore = () => {};
afterEach(() => restore());

async function counted(result: "hit" | "miss") {
  const value = (await keptReadsAsked.get()).values.find((each) => each.labels.reader === "searches" && each.labels.result === result)?.value;
  return Number(value ?? 0);
}

describe("KEEP_READS", () => {
  it("refuses a value it does not know at start (the readers removed included)", () => {
    for (const value of ["owners", "settings", "plans,daily"]) {
      restore = setEnv({ KEEP_READS: value });
      expect(() => getEnv()).toThrow(/KEEP_READS/);
      restore();
    }
  });

  it("searches: a search's count is kept a minute when on, counted again every time when off", async () => {
    const { user } = await makeUser();
    const seeds = (word: string, n: number) => Array.from({ length: n }, (_, i) => ({ prompt: `${word} ${i}` }));
    /** Page 1 of a search after PAGE_SIZE matches, then after 2 × PAGE_SIZE more: the last page each time says. */
    async function lastPages(keep: string) {
      restore = setEnv({ KEEP_READS: keep });
      const word = uniqueWord("kept");
      await insertPages(user, seeds(word, PAGE_SIZE));
      const before = (await listPages(SIGNED_OUT, { search: word })).lastPage;
      await insertPages(user, seeds(word, 2 * PAGE_SIZE));
      return [before, (await listPages(SIGNED_OUT, { search: word })).lastPage];
    }
    const [hits, misses] = [await counted("hit"), await counted("miss")];
    // Kept: the count stays a minute old; the row read past page 1 still shows there is a next.
    expect(await lastPages("all")).toEqual([1, 2]);
    expect(await counted("hit")).toBe(hits + 1);
    expect(await counted("miss")).toBe(misses + 1);
    // Off: counted again, all three pages.
    expect(await lastPages("none")).toEqual([1, 3]);
    expect(await counted("hit")).toBe(hits + 1);
    expect(await counted("miss")).toBe(misses + 3);
  });

  it("a refused or rolled-back write changes nothing any family sees through a kept count", async () => {
    restore = setEnv({ KEEP_READS: "all" });
    const [author, other] = await Promise.all([makeUser(), makeUser()]);
    const word = uniqueWord("refused");
    const made = await insertPages(
      author.user,
      Array.from({ length: PAGE_SIZE + 1 }, (_, i) => ({ prompt: `${word} ${i}` })),
    );
    const seen = await listPages(SIGNED_OUT, { search: word });
    expect(seen.lastPage).toBe(2);
    // Another family's delete of the author's page, refused.
    await expect(toggleBlocked(other.user, made[0].id)).rejects.toThrow();
    // An admin's block, rolled back.
    const db = await getDb();
    await db
      .transaction(async (tx) => {
        await tx.update(pages).set({ blocked: true }).where(eq(pages.id, made[1].id));
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await listPages(SIGNED_OUT, { search: word })).toEqual(seen);
    expect(await listPages(other.user, { search: word })).toMatchObject({ lastPage: 2, currentPage: 1 });
  });
});
