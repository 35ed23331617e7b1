import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { PageRow } from "~/db/schema";
import { type MessageKey } from "~/i18n";
import * as adminBlocked from "~/routes/admin+/pages.$id.blocked";
import * as adminPages from "~/routes/admin+/pages._index";
import * as coloredsPaginate from "~/routes/api+/coloreds.paginate";
import * as blockedToggle from "~/routes/api+/pages.$id.blocked.toggle";
import * as favoritedToggle from "~/routes/api+/pages.$id.favorited.toggle";
import * as pageRead from "~/routes/api+/pages.$id.read";
import * as pagesPaginate from "~/routes/api+/pages.paginate";
import * as feed from "~/routes/_resources+/feed.pages";
import * as deleteRoute from "~/routes/pages+/$id.delete";
import * as favoriteRoute from "~/routes/_resources+/pages.$id.favorite";
import * as publicGallery from "~/routes/pages+/public";
import * as ownedGallery from "~/routes/pages+/_index";
import { MAX_PAGES_AT_ONCE, PAGE_SIZE, SORTS, type Card, type CardPage, type WebCard } from "~/lib/pages";
import { pageQuerySchema, type Paginated } from "~/lib/pagination";
import { paginateColoreds, type Colored } from "~/services/coloreds.server";
import { paginateWebCards, readCard } from "~/services/pages.server";
import { recountTrending, toggleBlocked, toggleFavorite } from "~/services/page-changes.server";
import type { PublicUser } from "~/services/users.server";
import { apiCard, apiCardPage, apiColored, apiPaged, type PageCard, type PagePage } from "~/utils/api-shapes.server";
import { runRoute, type Handler } from "../helpers/routes";
import {
  appErrorOf,
  callApi,
  callForm,
  callLoader,
  cardIds,
  expectedOrder,
  favoriteRows,
  insertColored,
  insertFavorite,
  insertPage,
  insertPages,
  makeUser,
  makeViewers,
  pageRow,
  sessionCookieFor,
  toastOf,
  uniqueWord,
  type ApiCall,
  type ErrorBody,
  type PageSeed,
  type TestUser,
  listPages,
} from "../helpers/pages";
import { es } from "../helpers/words";

/**
 * Listing, reading, favouriting and deleting or blocking pages, through each door: the services
 * themselves, the browser's (cookie sessions, forms and fetchers) and the shells' /api (Bearer
 * tokens and JSON), which must agree.
 */

const BASE = Date.UTC(2021, 2, 1, 8, 0, 0);

/**
 * 30 pages whose every sort value has ties (groups of three share a created_at; counts
 * repeat), inserted in a scrambled order so that id order is not any sort's order.
 */
function tiedSeeds(word: string): PageSeed[] {
  return Array.from({ length: 30 }, (_, n) => (n * 11) % 30).map((i) => ({
    prompt: `Página ${word} número ${i}`,
    createdAt: new Date(BASE + Math.floor(i / 3) * 60_000),
    coloredCount: i % 5,
    favoritedCount: (i * 7) % 4,
    trending: i % 3,
  }));
}

/** The tied pages of `word`, the owner's, inserted before the tests of the describe block that asks: read `.rows` in them. */
function tiedPagesBeforeAll(word: string) {
  const tied = { rows: [] as PageRow[] };
  beforeAll(async () => {
    tied.rows = await insertPages(owner.user, tiedSeeds(word));
  });
  return tied;
}

type Query = { scope?: string; sort?: string; search?: string };

/** Walks a list the way 'Load more' does: page N+1 with the previous nextCursor. */
async function walk(viewer: PublicUser, query: Query, between?: (pageNumber: number) => Promise<void>) {
  const seen: number[] = [];
  const results: CardPage[] = [];
  let cursor: string | undefined;
  for (let page = 1; page <= 20; page++) {
    const result = await listPages(viewer, { ...query, page, cursor });
    results.push(result);
    seen.push(...cardIds(result));
    if (!result.nextCursor) return { seen, results };
    await between?.(page);
    cursor = result.nextCursor;
  }
  throw new Error("the walk did not end");
}

async function offsetPages(viewer: PublicUser, query: Query, count: number) {
  const seen: number[] = [];
  for (let page = 1; page <= count; page++) seen.push(...cardIds(await listPages(viewer, { ...query, page })));
  return seen;
}

let owner: TestUser;
let other: TestUser;
let paid: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ({ owner, other, paid, admin } = await makeViewers());
});

// ---------------------------------------------------------------------------

describe("paginatePages: page size, page numbers and the last page", () => {
  const word = uniqueWord("size");
  const tied = tiedPagesBeforeAll(word);

  it("gives 12 cards a page, currentPage and lastPage, and nextCursor until the last page", async () => {
    const expected = expectedOrder(tied.rows, "latest");
    const first = await listPages(owner.user, { search: word });
    expect(PAGE_SIZE).toBe(12);
    expect(first).toMatchObject({ currentPage: 1, lastPage: 3 });
    expect(cardIds(first)).toEqual(expected.slice(0, 12));
    expect(first.nextCursor).toEqual(expect.any(String));

    const second = await listPages(owner.user, { search: word, page: 2 });
    expect(second).toMatchObject({ currentPage: 2, lastPage: 3 });
    expect(cardIds(second)).toEqual(expected.slice(12, 24));

    const last = await listPages(owner.user, { search: word, page: "3" });
    expect(last).toMatchObject({ currentPage: 3, lastPage: 3, nextCursor: null });
    expect(cardIds(last)).toEqual(expected.slice(24));
  });

  it.each([0, -4, "abc", "", undefined, "1.5x"])("treats page %j as page 1", async (page) => {
    const result = await listPages(owner.user, { search: word, page });
    const first = await listPages(owner.user, { search: word, page: 1 });
    expect(result.currentPage).toBe(1);
    expect(cardIds(result)).toEqual(cardIds(first));
  });

  it("has one (empty) last page when nothing matches", async () => {
    const result = await listPages(owner.user, { search: uniqueWord("nada") });
    expect(result).toEqual({ data: [], currentPage: 1, lastPage: 1, nextCursor: null });
  });

  it("falls back to latest and public for an unknown sort or scope", async () => {
    const odd = await listPages(owner.user, { search: word, sort: "random", scope: "everything" });
    expect(cardIds(odd)).toEqual(expectedOrder(tied.rows, "latest").slice(0, 12));
  });

  it("the no-JavaScript gallery ('through') loads pages 1..N at once with the cursor after them", async () => {
    const through = await listPages(owner.user, { search: word, page: 2 }, { through: true });
    expect(through.currentPage).toBe(2);
    expect(cardIds(through)).toEqual(expectedOrder(tied.rows, "latest").slice(0, 24));
    const next = await listPages(owner.user, { search: word, page: 3, cursor: through.nextCursor ?? undefined });
    expect(cardIds(next)).toEqual(expectedOrder(tied.rows, "latest").slice(24));

    const capped = await listPages(owner.user, { search: word, page: MAX_PAGES_AT_ONCE + 5 }, { through: true });
    expect(capped.currentPage).toBe(MAX_PAGES_AT_ONCE);
  });
});

describe("paginatePages: the six sorts", () => {
  it.each(SORTS)("%s orders by its value with id as the tie-breaker, by offset and by cursor alike", async (sort) => {
    const word = uniqueWord(`sort${sort}`);
    const rows = await insertPages(owner.user, tiedSeeds(word));
    const expected = expectedOrder(rows, sort);

    const byOffset = await offsetPages(other.user, { search: word, sort }, 3);
    expect(byOffset).toEqual(expected);

    const { seen, results } = await walk(other.user, { search: word, sort });
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(30);
    expect(results.map((r) => r.currentPage)).toEqual([1, 2, 3]);
    expect(results.map((r) => r.data.length)).toEqual([12, 12, 6]);
  });

  it.each(SORTS)("%s: the whole gallery (no search) gives page N by number as the cursor walk gives it, to users and admins", async (sort) => {
    const word = uniqueWord(`gallery${sort}`);
    await insertPages(owner.user, tiedSeeds(word));
    for (const viewer of [other.user, admin.user]) {
      const walked: CardPage[] = [];
      let cursor: string | undefined;
      for (let page = 1; page <= 3; page++) {
        const result = await listPages(viewer, { sort, page, cursor });
        walked.push(result);
        cursor = result.nextCursor ?? undefined;
      }
      for (const page of [2, 3]) {
        const byNumber = await listPages(viewer, { sort, page });
        expect(cardIds(byNumber), `page ${page}`).toEqual(cardIds(walked[page - 1]));
        expect(byNumber).toMatchObject({ currentPage: page, lastPage: walked[0].lastPage });
      }
      const past = await listPages(viewer, { sort, page: walked[0].lastPage + 1 });
      expect(past).toMatchObject({ data: [], lastPage: walked[0].lastPage, nextCursor: null });
    }
  });

  it.each(SORTS)("%s: a cursor walk still returns the original set exactly once while pages are added", async (sort) => {
    const word = uniqueWord(`grow${sort}`);
    const rows = await insertPages(owner.user, tiedSeeds(word));
    const expected = expectedOrder(rows, sort);
    const added: number[] = [];

    const { seen } = await walk(other.user, { search: word, sort }, async (step) => {
      // New pages, newest of all and with assorted counts, between every request.
      const fresh = await insertPages(
        other.user,
        [0, 1, 2, 3, 4].map((k) => ({
          prompt: `Nueva ${word} ${step}-${k}`,
          coloredCount: (k * 3) % 5,
          favoritedCount: k % 3,
          trending: k % 2,
        })),
      );
      added.push(...fresh.map((row) => row.id));
    });

    expect(new Set(seen).size).toBe(seen.length);
    const originals = seen.filter((id) => !added.includes(id));
    expect(originals).toEqual(expected);
    if (sort === "latest") {
      // The newest pages sort before the cursor: they never appear and shift nothing.
      expect(seen).toEqual(expected);
    }
  });

  it("keeps created_at's microseconds in the cursor: no card is skipped or repeated inside one millisecond", async () => {
    const word = uniqueWord("micro");
    const seeds = Array.from({ length: 14 }, (_, i) => 14 - i).map((micro) => ({
      micro,
      seed: { prompt: `Micro ${word} ${micro}`, createdAt: sql`${`2022-06-01 12:00:00.${String(micro).padStart(6, "0")}+00`}::timestamptz` },
    }));
    const inserted: { id: number; micro: number }[] = [];
    for (const { micro, seed } of seeds) inserted.push({ id: (await insertPage(owner.user, seed)).id, micro });

    for (const sort of ["latest", "oldest"] as const) {
      const order = [...inserted].sort((a, b) => (sort === "latest" ? b.micro - a.micro : a.micro - b.micro)).map((p) => p.id);
      const { seen } = await walk(owner.user, { search: word, sort });
      expect(seen).toEqual(order);
    }
  });
});

describe("paginatePages: scopes, search and what each viewer sees", () => {
  it("public hides blocked pages from users and shows them, flagged, to admins", async () => {
    const word = uniqueWord("pub");
    const [open, blocked] = await insertPages(owner.user, [{ prompt: `Abierta ${word}` }, { prompt: `Bloqueada ${word}`, blocked: true }]);
    for (const viewer of [owner.user, other.user]) {
      const result = await listPages(viewer, { scope: "public", search: word });
      expect(cardIds(result)).toEqual([open.id]);
    }
    const forAdmin = await listPages(admin.user, { scope: "public", search: word });
    expect(forAdmin.data.map((c) => [c.id, c.blocked])).toEqual([
      [blocked.id, true],
      [open.id, false],
    ]);
  });

  it("owned is the viewer's own pages, without the ones they deleted", async () => {
    const word = uniqueWord("own");
    const [mine, deleted] = await insertPages(owner.user, [{ prompt: `Mía ${word}` }, { prompt: `Borrada ${word}` }]);
    const theirs = await insertPage(other.user, { prompt: `Suya ${word}` });
    await toggleBlocked(owner.user, deleted.id);

    expect(cardIds(await listPages(owner.user, { scope: "owned", search: word }))).toEqual([mine.id]);
    expect(cardIds(await listPages(other.user, { scope: "owned", search: word }))).toEqual([theirs.id]);
    const mineCards = await listPages(owner.user, { scope: "owned", search: word });
    expect(mineCards.data.every((c) => c.isOwner)).toBe(true);
  });

  it("favorited is the viewer's favourites that are still visible", async () => {
    const word = uniqueWord("fav");
    const [a, b, c, hidden] = await insertPages(owner.user, [
      { prompt: `A ${word}` },
      { prompt: `B ${word}` },
      { prompt: `C ${word}` },
      { prompt: `D ${word}`, blocked: true },
    ]);
    for (const page of [a, c, hidden]) await insertFavorite(paid.user, page);
    await insertFavorite(other.user, b);

    const result = await listPages(paid.user, { scope: "favorited", search: word });
    expect(cardIds(result)).toEqual([c.id, a.id]);
    expect(result.data.every((card) => card.isFavorited)).toBe(true);
    expect(cardIds(await listPages(other.user, { scope: "favorited", search: word }))).toEqual([b.id]);
    expect(result.lastPage).toBe(1);
  });

  it("colored is the pages the viewer coloured, with their own preview", async () => {
    const word = uniqueWord("col");
    const [a, b, c] = await insertPages(owner.user, [{ prompt: `A ${word}` }, { prompt: `B ${word}` }, { prompt: `C ${word}` }]);
    const mineA = await insertColored(other.user, a, { photo: "/files/coloreds/x/a-photo.png", preview: "/files/coloreds/x/a-prev.webp" });
    await insertColored(other.user, c);
    await insertColored(paid.user, b, { photo: "/files/coloreds/y/b-photo.png", preview: "/files/coloreds/y/b-prev.webp" });

    const result = await listPages(other.user, { scope: "colored", search: word });
    expect(cardIds(result)).toEqual([c.id, a.id]);
    const cardA = result.data.find((card) => card.id === a.id);
    expect(cardA).toMatchObject({ isColored: true, colored: { photo: mineA.photo, preview: mineA.preview } });
    expect(cardIds(await listPages(paid.user, { scope: "colored", search: word }))).toEqual([b.id]);
    expect(cardIds(await listPages(owner.user, { scope: "colored", search: word }))).toEqual([]);
  });

  it("isOwner, isFavorited, isColored and the coloured preview belong to the viewer", async () => {
    const word = uniqueWord("who");
    const page = await insertPage(owner.user, { prompt: `Compartida ${word}` });
    await insertFavorite(paid.user, page);
    const colored = await insertColored(other.user, page, { photo: "/files/coloreds/o/p.png", preview: "/files/coloreds/o/v.webp" });

    const card = async (viewer: PublicUser) => (await listPages(viewer, { search: word })).data[0];
    expect(await card(owner.user)).toMatchObject({ id: page.id, isOwner: true, isFavorited: false, isColored: false, colored: null });
    expect(await card(paid.user)).toMatchObject({ isOwner: false, isFavorited: true, isColored: false, colored: null });
    expect(await card(other.user)).toMatchObject({
      isOwner: false,
      isFavorited: false,
      isColored: true,
      colored: { photo: colored.photo, preview: colored.preview },
    });
    // readCard agrees with the list, card for card.
    for (const viewer of [owner.user, paid.user, other.user]) expect(await readCard(viewer, page.id)).toEqual(await card(viewer));
  });

  it("cards have every field of docs/product.md §3 Page, in the web's names", async () => {
    const word = uniqueWord("shape");
    const page = await insertPage(owner.user, { prompt: `Forma ${word}`, coloredCount: 2, favoritedCount: 3, trending: 1 });
    const [card] = (await listPages(other.user, { search: word })).data;
    expect(card).toEqual({
      id: page.id,
      prompt: `Forma ${word}`,
      title: `Forma ${word}`,
      illustration: page.illustration,
      thumbnail: page.thumbnail,
      // Others see the author's first name only.
      user: { name: owner.user.name.split(" ")[0], stripeId: null },
      visibility: "public",
      blocked: false,
      trending: 1,
      colored: null,
      coloredCount: 2,
      favoritedCount: 3,
      isColored: false,
      isFavorited: false,
      isOwner: false,
      regionMap: "",
      regionCount: 0,
      createdAt: page.createdAt.toISOString(),
    } satisfies Card);
  });

  it("search is a case-insensitive substring of the prompt", async () => {
    const word = uniqueWord("case");
    const [upper, lower] = await insertPages(owner.user, [{ prompt: `Un Gato ${word.toUpperCase()} Con Sombrero` }, { prompt: `un perro ${word} en bici` }]);
    await insertPage(owner.user, { prompt: `Un gato sin la palabra ${word.slice(0, -2)}` });
    expect(cardIds(await listPages(other.user, { search: word }))).toEqual([lower.id, upper.id]);
    expect(cardIds(await listPages(other.user, { search: `GATO ${word}` }))).toEqual([upper.id]);
    expect(cardIds(await listPages(other.user, { search: `  ${word} en BI  ` }))).toEqual([lower.id]);
  });

  it("search takes % and _ literally", async () => {
    const word = uniqueWord("like");
    const [percent, noPercent, underscore, letter, backslash] = await insertPages(owner.user, [
      { prompt: `${word} 50% de descuento` },
      { prompt: `${word} 50 de descuento` },
      { prompt: `${word} a_b` },
      { prompt: `${word} axb` },
      { prompt: `${word} c\\d` },
    ]);
    expect(cardIds(await listPages(other.user, { search: `${word} 50%` }))).toEqual([percent.id]);
    expect(cardIds(await listPages(other.user, { search: `${word} 50%de` }))).toEqual([]);
    expect(cardIds(await listPages(other.user, { search: `${word} a_b` }))).toEqual([underscore.id]);
    expect(cardIds(await listPages(other.user, { search: `${word} a_` }))).toEqual([underscore.id]);
    expect(cardIds(await listPages(other.user, { search: `${word} c\\d` }))).toEqual([backslash.id]);
    expect(new Set(cardIds(await listPages(other.user, { search: word })))).toEqual(
      new Set([percent.id, noPercent.id, underscore.id, letter.id, backslash.id]),
    );
  });
});

describe("paginatePages: long searches", () => {
  // BUG (app/lib/pagination.ts searchText, `.max(100).catch("")`): a search over 100
  // characters is silently replaced by "", so the filter disappears and the list shows every
  // page of the scope instead of the ones that match. Proposed fix: cut the text to 100
  // characters (`z.string().trim().transform((s) => s.slice(0, 100))`), which still bounds
  // the LIKE pattern.
  it("a search longer than 100 characters still only finds matching pages", async () => {
    const viewer = await makeUser();
    const long = `${uniqueWord("long")} ${"y una casa muy grande con jardín ".repeat(4)}`.trim();
    expect(long.length).toBeGreaterThan(100);
    const match = await insertPage(viewer.user, { prompt: `Había ${long} al final` });
    await insertPage(viewer.user, { prompt: `Nada que ver ${uniqueWord()}` });
    const result = await listPages(viewer.user, { scope: "owned", search: long });
    expect(cardIds(result)).toEqual([match.id]);
  });
});

describe("readCard", () => {
  it("404s an unknown or impossible id", async () => {
    for (const id of [2_000_000_000, 0, -1, 1.5]) {
      expect(await appErrorOf(readCard(owner.user, id))).toMatchObject({ status: 404, code: "NOT_FOUND" });
    }
  });

  it("a blocked page is a 404 for users, even its owner, and visible to admins", async () => {
    const page = await insertPage(owner.user, { prompt: `Bloqueada ${uniqueWord()}`, blocked: true });
    for (const viewer of [owner.user, other.user]) {
      expect(await appErrorOf(readCard(viewer, page.id))).toMatchObject({ status: 404, code: "NOT_FOUND" });
    }
    expect(await readCard(admin.user, page.id)).toMatchObject({ id: page.id, blocked: true, isOwner: false });
  });
});

describe("toggleFavorite", () => {
  it("refuses the free plan with 403 NO_PAID_PLAN and admins with 403 FORBIDDEN, changing nothing", async () => {
    const page = await insertPage(owner.user, { prompt: `Fav ${uniqueWord()}` });
    expect(await appErrorOf(toggleFavorite(other.user, page.id))).toMatchObject({ status: 403, code: "NO_PAID_PLAN" });
    expect(await appErrorOf(toggleFavorite(admin.user, page.id))).toMatchObject({ status: 403, code: "FORBIDDEN" });
    expect((await pageRow(page.id)).favoritedCount).toBe(0);
    expect(await favoriteRows(page.id)).toEqual([]);
  });

  it("on a paid plan adds one and removes one, count and rows in step", async () => {
    const page = await insertPage(owner.user, { prompt: `Fav ${uniqueWord()}`, favoritedCount: 4, coloredCount: 1, trending: 2 });
    const on = await toggleFavorite(paid.user, page.id);
    expect(on).toMatchObject({ id: page.id, isFavorited: true, favoritedCount: 5, trending: 3 });
    expect((await favoriteRows(page.id)).map((f) => f.userId)).toEqual([paid.user.id]);
    expect((await pageRow(page.id)).popularity).toBe(6);

    const off = await toggleFavorite(paid.user, page.id);
    expect(off).toMatchObject({ isFavorited: false, favoritedCount: 4, trending: 2 });
    expect(await favoriteRows(page.id)).toEqual([]);
    expect((await pageRow(page.id)).popularity).toBe(5);
  });

  it("the advanced plan may favourite too", async () => {
    const advanced = await makeUser({ plan: "advanced" });
    const page = await insertPage(owner.user, { prompt: `Fav ${uniqueWord()}` });
    expect(await toggleFavorite(advanced.user, page.id)).toMatchObject({ isFavorited: true, favoritedCount: 1 });
  });

  it("20 paid users favouriting one page at once leave the count equal to the rows", async () => {
    const page = await insertPage(owner.user, { prompt: `Popular ${uniqueWord()}` });
    const fans = await Promise.all(Array.from({ length: 20 }, () => makeUser({ plan: "paid" })));

    await Promise.all(fans.map((fan) => toggleFavorite(fan.user, page.id)));
    expect((await favoriteRows(page.id)).length).toBe(20);
    expect((await pageRow(page.id)).favoritedCount).toBe(20);

    // Half of them change their mind while the other half toggle twice, all at once.
    await Promise.all([
      ...fans.slice(0, 10).map((fan) => toggleFavorite(fan.user, page.id)),
      ...fans.slice(10).map(async (fan) => {
        await toggleFavorite(fan.user, page.id);
        await toggleFavorite(fan.user, page.id);
      }),
    ]);
    const rows = await favoriteRows(page.id);
    expect(rows.length).toBe(10);
    expect((await pageRow(page.id)).favoritedCount).toBe(rows.length);
    expect(new Set(rows.map((r) => r.userId))).toEqual(new Set(fans.slice(10).map((f) => f.user.id)));
  });

  it("the same user double-clicking keeps count and rows equal", async () => {
    const page = await insertPage(owner.user, { prompt: `Doble ${uniqueWord()}` });
    await Promise.all([toggleFavorite(paid.user, page.id), toggleFavorite(paid.user, page.id), toggleFavorite(paid.user, page.id)]);
    const rows = await favoriteRows(page.id);
    expect((await pageRow(page.id)).favoritedCount).toBe(rows.length);
  });

  it("404s a blocked or unknown page", async () => {
    const page = await insertPage(owner.user, { prompt: `Fav ${uniqueWord()}`, blocked: true });
    expect(await appErrorOf(toggleFavorite(paid.user, page.id))).toMatchObject({ status: 404, code: "NOT_FOUND" });
    expect(await appErrorOf(toggleFavorite(paid.user, 2_000_000_001))).toMatchObject({ status: 404 });
    expect(await favoriteRows(page.id)).toEqual([]);
  });
});

describe("toggleBlocked", () => {
  it("the owner deletes: gone from every user's lists, kept and flagged for admins", async () => {
    const word = uniqueWord("del");
    const page = await insertPage(owner.user, { prompt: `Borrar ${word}` });
    await insertFavorite(paid.user, page);
    const deleted = await toggleBlocked(owner.user, page.id);
    expect(deleted).toMatchObject({ id: page.id, blocked: true, isOwner: true });

    for (const viewer of [owner.user, other.user, paid.user]) {
      for (const scope of ["public", "owned", "favorited"]) {
        expect(cardIds(await listPages(viewer, { scope, search: word }))).toEqual([]);
      }
      expect(await appErrorOf(readCard(viewer, page.id))).toMatchObject({ status: 404 });
    }
    const forAdmin = await listPages(admin.user, { scope: "public", search: word });
    expect(forAdmin.data.map((c) => [c.id, c.blocked])).toEqual([[page.id, true]]);
  });

  it("the owner cannot undo a delete (404) and nobody else may delete (403)", async () => {
    const page = await insertPage(owner.user, { prompt: `Ajena ${uniqueWord()}` });
    expect(await appErrorOf(toggleBlocked(other.user, page.id))).toMatchObject({ status: 403, code: "FORBIDDEN" });
    expect((await pageRow(page.id)).blocked).toBe(false);

    await toggleBlocked(owner.user, page.id);
    expect(await appErrorOf(toggleBlocked(owner.user, page.id))).toMatchObject({ status: 404, code: "NOT_FOUND" });
    expect((await pageRow(page.id)).blocked).toBe(true);
    expect(await appErrorOf(toggleBlocked(other.user, 2_000_000_002))).toMatchObject({ status: 404 });
  });

  it("an admin blocks and unblocks; the page leaves users' lists and comes back", async () => {
    const word = uniqueWord("mod");
    const page = await insertPage(owner.user, { prompt: `Moderada ${word}` });

    const blocked = await toggleBlocked(admin.user, page.id);
    expect(blocked).toMatchObject({ id: page.id, blocked: true });
    expect(cardIds(await listPages(other.user, { search: word }))).toEqual([]);
    expect(cardIds(await listPages(owner.user, { scope: "owned", search: word }))).toEqual([]);
    expect((await listPages(admin.user, { search: word })).data.map((c) => c.blocked)).toEqual([true]);

    const unblocked = await toggleBlocked(admin.user, page.id);
    expect(unblocked).toMatchObject({ id: page.id, blocked: false });
    expect(cardIds(await listPages(other.user, { search: word }))).toEqual([page.id]);
    expect(cardIds(await listPages(owner.user, { scope: "owned", search: word }))).toEqual([page.id]);
    expect(await appErrorOf(toggleBlocked(admin.user, 2_000_000_003))).toMatchObject({ status: 404 });
  });
});

// ---------------------------------------------------------------------------
// The browser door: cookie sessions, forms and fetchers
// ---------------------------------------------------------------------------

describe("browser door: favourite and delete forms", () => {
  let paidCookie: string;
  let freeCookie: string;
  let ownerCookie: string;

  beforeAll(async () => {
    [paidCookie, freeCookie, ownerCookie] = await Promise.all([sessionCookieFor(paid.user), sessionCookieFor(other.user), sessionCookieFor(owner.user)]);
  });

  it("a fetcher (response=json) gets {updated}, the same card the service reads", async () => {
    const page = await insertPage(owner.user, { prompt: `Fetcher ${uniqueWord()}` });
    const res = await callForm(favoriteRoute.action, { cookie: paidCookie, form: { response: "json" }, params: { id: String(page.id) } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { updated: Card };
    expect(body.updated).toMatchObject({ id: page.id, isFavorited: true, favoritedCount: 1 });
    expect(body.updated).toEqual(await readCard(paid.user, page.id));
  });

  it("a plain form is sent back where it came from with a success toast", async () => {
    const page = await insertPage(owner.user, { prompt: `Form ${uniqueWord()}` });
    const res = await callForm(favoriteRoute.action, {
      cookie: paidCookie,
      form: { redirectTo: "/pages/favorite?sort=oldest" },
      params: { id: String(page.id) },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/pages/favorite?sort=oldest");
    expect(await toastOf(res)).toMatchObject({ variant: "success", key: "gallery.favoriteAdded" });
    expect((await pageRow(page.id)).favoritedCount).toBe(1);

    const again = await callForm(favoriteRoute.action, { cookie: paidCookie, form: { redirectTo: "https://evil.example/" }, params: { id: String(page.id) } });
    expect(again.headers.get("Location")).toBe("/pages/public");
    expect(await toastOf(again)).toMatchObject({ key: "gallery.favoriteRemoved" });
  });

  it("the free plan: a fetcher gets the refusal with its plan, a plain form the page that says the same and the way back", async () => {
    const page = await insertPage(owner.user, { prompt: `Gratis ${uniqueWord()}` });
    const fetched = await callForm(favoriteRoute.action, { cookie: freeCookie, form: { response: "json" }, params: { id: String(page.id) } });
    expect(fetched.status).toBe(403);
    expect(await fetched.json()).toEqual({ error: { message: expect.any(String), code: "NO_PAID_PLAN", feature: "favorite", plan: null } });
    const posted = await callForm(favoriteRoute.action, {
      cookie: freeCookie,
      form: { redirectTo: "/pages/public?sort=oldest" },
      params: { id: String(page.id) },
    });
    expect([posted.status, posted.headers.get("Location")]).toEqual([302, `/paid/favorite?${new URLSearchParams({ back: "/pages/public?sort=oldest" })}`]);
    expect(await toastOf(posted)).toBeNull();
    expect(await favoriteRows(page.id)).toEqual([]);
  });

  it("a fetcher's error comes back as JSON with the /api status and code", async () => {
    const blocked = await insertPage(owner.user, { prompt: `Oculta ${uniqueWord()}`, blocked: true });
    const res = await callForm(favoriteRoute.action, { cookie: paidCookie, form: { response: "json" }, params: { id: String(blocked.id) } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { message: expect.any(String), code: "NOT_FOUND" } });
  });

  it("admins and visitors never reach the favourite action", async () => {
    const page = await insertPage(owner.user, { prompt: `Admin ${uniqueWord()}` });
    const asAdmin = await callForm(favoriteRoute.action, {
      cookie: await sessionCookieFor(admin.user),
      form: { response: "json" },
      params: { id: String(page.id) },
    });
    expect(asAdmin.status).toBe(302);
    expect(asAdmin.headers.get("Location")).toBe("/admin");
    const signedOut = await callForm(favoriteRoute.action, { cookie: "", form: { response: "json" }, params: { id: String(page.id) } });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toMatch(/^\/sign-in/);
    expect(await favoriteRows(page.id)).toEqual([]);
  });

  it("delete without confirmation goes to the confirm screen and deletes nothing", async () => {
    const page = await insertPage(owner.user, { prompt: `Confirmar ${uniqueWord()}` });
    const res = await callForm(deleteRoute.action, { cookie: ownerCookie, form: { redirectTo: "/pages" }, params: { id: String(page.id) } });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/pages/${page.id}/delete?redirectTo=%2Fpages`);
    expect((await pageRow(page.id)).blocked).toBe(false);
  });

  it("delete with confirmed=1 deletes and goes back with a toast; a fetcher gets {updated}", async () => {
    const [a, b] = await insertPages(owner.user, [{ prompt: `Uno ${uniqueWord()}` }, { prompt: `Dos ${uniqueWord()}` }]);
    const res = await callForm(deleteRoute.action, { cookie: ownerCookie, form: { confirmed: "1", redirectTo: "/pages" }, params: { id: String(a.id) } });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/pages");
    expect(await toastOf(res)).toMatchObject({ variant: "success", key: "gallery.deleted" });
    expect((await pageRow(a.id)).blocked).toBe(true);

    const json = await callForm(deleteRoute.action, { cookie: ownerCookie, form: { response: "json" }, params: { id: String(b.id) } });
    expect(json.status).toBe(200);
    expect(await json.json()).toMatchObject({ updated: { id: b.id, blocked: true, isOwner: true } });
  });

  it("deleting someone else's page is refused with 403 and changes nothing", async () => {
    const page = await insertPage(owner.user, { prompt: `Ajena ${uniqueWord()}` });
    const res = await callForm(deleteRoute.action, { cookie: freeCookie, form: { response: "json" }, params: { id: String(page.id) } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: "FORBIDDEN" } });
    expect((await pageRow(page.id)).blocked).toBe(false);
  });

  it("the admin's block asks first, an unblock does not", async () => {
    const adminCookie = await sessionCookieFor(admin.user);
    const page = await insertPage(owner.user, { prompt: `Moderar ${uniqueWord()}` });
    const ask = await callForm(adminBlocked.action, { cookie: adminCookie, form: {}, params: { id: String(page.id) } });
    expect(ask.headers.get("Location")).toBe(`/admin/pages/${page.id}/blocked?redirectTo=%2Fadmin%2Fpages`);
    expect((await pageRow(page.id)).blocked).toBe(false);

    const block = await callForm(adminBlocked.action, {
      cookie: adminCookie,
      form: { confirmed: "1", redirectTo: "/admin/pages" },
      params: { id: String(page.id) },
    });
    expect(block.headers.get("Location")).toBe("/admin/pages");
    expect(await toastOf(block)).toMatchObject({ key: "gallery.blockedDone" });
    expect((await pageRow(page.id)).blocked).toBe(true);

    const unblock = await callForm(adminBlocked.action, { cookie: adminCookie, form: {}, params: { id: String(page.id) } });
    expect(await toastOf(unblock)).toMatchObject({ key: "gallery.unblockedDone" });
    expect((await pageRow(page.id)).blocked).toBe(false);
  });
});

describe("confirm screens for an id that names nothing (issue #16)", () => {
  const ids = ["abc", "99999999999", "0"];

  it("the delete screen and its action treat it as a page that is gone, never a 500", async () => {
    const cookie = await sessionCookieFor(owner.user);
    for (const id of ids) {
      const { response, thrown } = await runRoute(
        deleteRoute.loader as Handler,
        new Request(`http://localhost:3999/pages/${id}/delete`, { headers: { Cookie: cookie } }),
        { id },
        {},
      );
      expect(thrown, id).toBeNull();
      expect(response?.status, id).toBe(302);
      expect(response?.headers.get("Location"), id).toBe("/pages");
      const json = await callForm(deleteRoute.action, { cookie, form: { response: "json" }, params: { id } });
      expect(json.status, id).toBe(404);
      expect(await json.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
    }
  });

  it("the admin's block screen and its action do the same", async () => {
    const cookie = await sessionCookieFor(admin.user);
    for (const id of ids) {
      const { response, thrown } = await runRoute(
        adminBlocked.loader as Handler,
        new Request(`http://localhost:3999/admin/pages/${id}/blocked`, { headers: { Cookie: cookie } }),
        { id },
        {},
      );
      expect(thrown, id).toBeNull();
      expect(response?.headers.get("Location"), id).toBe("/admin/pages");
      const asked = await callForm(adminBlocked.action, { cookie, form: {}, params: { id } });
      expect(asked.status, id).not.toBe(500);
      const json = await callForm(adminBlocked.action, { cookie, form: { response: "json" }, params: { id } });
      expect(json.status, id).toBe(404);
    }
  });
});

describe("browser door: galleries and 'Load more' agree with the service", () => {
  const load = async (handler: (args: never) => unknown, user: PublicUser, path: string) => callLoader(handler, { cookie: await sessionCookieFor(user), path });

  it("the galleries load pages 1..N of their scope, and /feed/pages continues with the cursor", async () => {
    const word = uniqueWord("door");
    const rows = await insertPages(owner.user, tiedSeeds(word));
    const expected = expectedOrder(rows, "mostColored");

    const gallery = await load(publicGallery.loader, other.user, `/pages/public?search=${word}&sort=mostColored&page=2`);
    const data = (await gallery.json()) as CardPage<WebCard> & { search: string; sort: string };
    expect(data).toMatchObject({ currentPage: 2, lastPage: 3, search: word, sort: "mostColored" });
    expect(cardIds(data)).toEqual(expected.slice(0, 24));

    const more = await load(
      feed.loader,
      other.user,
      `/feed/pages?${new URLSearchParams({ scope: "public", search: word, sort: "mostColored", page: "3", cursor: data.nextCursor ?? "" })}`,
    );
    const next = (await more.json()) as CardPage<WebCard>;
    expect(cardIds(next)).toEqual(expected.slice(24));
    const full = await paginateWebCards(other.user, pageQuerySchema.parse({ search: word, sort: "mostColored", page: 3, cursor: data.nextCursor }));
    expect(next).toEqual(full);
    // The web's cards carry what a card draws, not the shells' whole page (issue #15).
    for (const card of [...data.data, ...next.data]) {
      expect(card).not.toHaveProperty("prompt");
      expect(card).not.toHaveProperty("createdAt");
      expect(card).not.toHaveProperty("regionMap");
      expect(card).not.toHaveProperty("is_owner");
      expect(card.user).toEqual({ name: expect.any(String) });
    }

    const mine = (await (await load(ownedGallery.loader, owner.user, `/pages?search=${word}`)).json()) as CardPage<WebCard>;
    expect(cardIds(mine)).toEqual(expectedOrder(rows, "latest").slice(0, 12));
    const theirs = (await (await load(ownedGallery.loader, other.user, `/pages?search=${word}`)).json()) as CardPage<WebCard>;
    expect(theirs.data).toEqual([]);
  });

  it("/pages/public?plan=… goes on to /checkout with the same query", async () => {
    const res = await load(publicGallery.loader, other.user, "/pages/public?plan=starter&x=1");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/checkout?plan=starter&x=1");
  });

  it("the admin gallery lists blocked pages with their flag", async () => {
    const word = uniqueWord("adm");
    const page = await insertPage(owner.user, { prompt: `Bloq ${word}`, blocked: true });
    const res = await load(adminPages.loader, admin.user, `/admin/pages?search=${word}`);
    const data = (await res.json()) as CardPage<WebCard>;
    expect(data.data.map((c) => [c.id, c.blocked])).toEqual([[page.id, true]]);
  });
});

describe("recountTrending", () => {
  it("counts favourites and colourings of the last 7 days only", async () => {
    const page = await insertPage(owner.user, { prompt: `Tendencia ${uniqueWord()}`, trending: 9 });
    const stale = await insertPage(owner.user, { prompt: `Vieja ${uniqueWord()}`, trending: 4 });
    const old = new Date(Date.now() - 10 * 24 * 3600_000);
    const fans = await Promise.all([makeUser({ plan: "paid" }), makeUser({ plan: "paid" }), makeUser({ plan: "paid" })]);
    await insertFavorite(fans[0].user, page);
    await insertFavorite(fans[1].user, page, old);
    await insertColored(fans[2].user, page);
    await insertColored(fans[0].user, page, { createdAt: old, updatedAt: old });
    await insertFavorite(fans[2].user, stale, old);

    await recountTrending();
    expect((await pageRow(page.id)).trending).toBe(2);
    expect((await pageRow(stale.id)).trending).toBe(0);
  });
});

// ---------------------------------------------------------------------------
// The shells' door: /api with Bearer tokens and JSON
// ---------------------------------------------------------------------------

const errorBody = (key: MessageKey, code: string) => ({ message: es(key), code });

type ApiQuery = NonNullable<ApiCall["query"]>;

const paginate = (token: string, query: ApiQuery) => callApi<PagePage>(pagesPaginate.loader, { token, query, path: "pages/paginate" });
const read = (token: string, id: string | number) => callApi<PageCard>(pageRead.loader, { token, params: { id: String(id) }, path: `pages/${id}/read` });
const favorite = (token: string, id: string | number) =>
  callApi<{ updated: PageCard }>(favoritedToggle.action, { method: "PATCH", token, params: { id: String(id) }, path: `pages/${id}/favorited/toggle` });
const block = (token: string, id: string | number) =>
  callApi<{ updated: PageCard }>(blockedToggle.action, { method: "PATCH", token, params: { id: String(id) }, path: `pages/${id}/blocked/toggle` });

describe("GET /api/pages/paginate", () => {
  const word = uniqueWord("api");
  const tied = tiedPagesBeforeAll(word);

  it("needs a token: 401 UNAUTHORIZED", async () => {
    const res = await callApi(pagesPaginate.loader, { query: { search: word } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(errorBody("errors.signInRequired", "UNAUTHORIZED"));
  });

  it("answers {data, current_page, last_page, next_cursor} with 12 cards a page", async () => {
    const res = await paginate(other.token, { search: word });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    expect(Object.keys(res.body).sort()).toEqual(["current_page", "data", "last_page", "next_cursor"]);
    expect(res.body).toMatchObject({ current_page: 1, last_page: 3 });
    expect(cardIds(res.body)).toEqual(expectedOrder(tied.rows, "latest").slice(0, 12));

    const last = await paginate(other.token, { search: word, page: 3 });
    expect(last.body).toMatchObject({ current_page: 3, last_page: 3, next_cursor: null });
    expect(last.body.data).toHaveLength(6);
  });

  it.each(["0", "-1", "abc", ""])("treats page=%j as page 1", async (page) => {
    const res = await paginate(other.token, { search: word, page });
    expect(res.body.current_page).toBe(1);
    expect(cardIds(res.body)).toEqual(expectedOrder(tied.rows, "latest").slice(0, 12));
  });

  it("writes the contract's names in the contract's order (the shells' JSON text is unchanged)", async () => {
    const word = uniqueWord("keys");
    const page = await insertPage(owner.user, { prompt: `Claves ${word}` });
    await insertColored(other.user, page, { photo: "/files/coloreds/k/p.png", preview: "/files/coloreds/k/v.webp" });
    const res = await paginate(other.token, { search: word });
    expect(Object.keys(res.body)).toEqual(["data", "current_page", "last_page", "next_cursor"]);
    const [card] = res.body.data;
    expect(Object.keys(card)).toEqual([
      "id",
      "prompt",
      "title",
      "illustration",
      "thumbnail",
      "user",
      "visibility",
      "blocked",
      "trending",
      "colored",
      "colored_count",
      "favorited_count",
      "is_colored",
      "is_favorited",
      "is_owner",
      "region_map",
      "region_count",
      "created_at",
    ]);
    expect(Object.keys(card.user)).toEqual(["name", "stripe_id"]);
    expect(Object.keys(card.colored!)).toEqual(["preview", "photo", "thumbnail", "progress", "version"]);
    expect(Object.keys((await read(other.token, page.id)).body)).toEqual(Object.keys(card));
  });

  it("gives exactly what the service gives, for every scope, sort and page", async () => {
    for (const scope of ["public", "owned", "favorited", "colored"]) {
      for (const sort of SORTS) {
        for (const page of [1, 2]) {
          const query = { search: word, scope, sort, page };
          const res = await paginate(owner.token, query);
          expect(res.status).toBe(200);
          expect(res.body).toEqual(apiCardPage(await listPages(owner.user, query)));
        }
      }
    }
  });

  it.each(SORTS)("%s: walking next_cursor gives every card once, in order, even while pages are added", async (sort) => {
    const walkWord = uniqueWord(`walk${sort}`);
    const walkRows = await insertPages(owner.user, tiedSeeds(walkWord));
    const expected = expectedOrder(walkRows, sort);

    // A plain walk, and offset paging giving the same first pages.
    const plain: number[] = [];
    let cursor: string | undefined;
    for (let page = 1; page <= 10; page++) {
      const res = await paginate(other.token, { search: walkWord, sort, page, cursor });
      expect(res.status).toBe(200);
      plain.push(...cardIds(res.body));
      const byOffset = await paginate(other.token, { search: walkWord, sort, page });
      expect(cardIds(byOffset.body)).toEqual(cardIds(res.body));
      if (!res.body.next_cursor) break;
      cursor = res.body.next_cursor;
    }
    expect(plain).toEqual(expected);

    // Again, with new pages inserted between the requests.
    const added = new Set<number>();
    const seen: number[] = [];
    cursor = undefined;
    for (let page = 1; page <= 10; page++) {
      const res = await paginate(other.token, { search: walkWord, sort, page, cursor });
      seen.push(...cardIds(res.body));
      if (!res.body.next_cursor) break;
      cursor = res.body.next_cursor;
      for (const row of await insertPages(paid.user, [
        { prompt: `Nueva ${walkWord} ${page}a`, coloredCount: 3, favoritedCount: 2, trending: 3 },
        { prompt: `Nueva ${walkWord} ${page}b` },
        { prompt: `Nueva ${walkWord} ${page}c`, coloredCount: 1 },
      ])) {
        added.add(row.id);
      }
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => !added.has(id))).toEqual(expected);
    if (sort === "latest") expect(seen).toEqual(expected);
  });

  it("an unreadable cursor is ignored: page 1 by offset, not an error", async () => {
    const res = await paginate(other.token, { search: word, cursor: "not-a-cursor!!" });
    expect(res.status).toBe(200);
    expect(cardIds(res.body)).toEqual(expectedOrder(tied.rows, "latest").slice(0, 12));
  });

  // BUG (app/services/pages.server.ts afterCursor, ~line 88, and pagination.ts decodeCursor): a
  // cursor is only checked for shape, not for the sort it is used with. A cursor from another
  // sort (a shell that changes the sort but keeps its cursor), or a tampered one, is cast in SQL
  // (`'2021-…'::int`, `5::timestamptz`, an id beyond int4) and the request dies with 500 INTERNAL
  // instead of being ignored like an unreadable cursor (see the test above).
  it("a cursor that does not fit the sort is ignored like an unreadable one, never a 500", async () => {
    const latest = await paginate(other.token, { search: word, sort: "latest" });
    const foreign = latest.body.next_cursor ?? "";
    const tampered = Buffer.from(JSON.stringify(["2021-01-01 00:00:00+00", 99_999_999_999])).toString("base64url");
    for (const [sort, cursor] of [
      ["popularity", foreign],
      ["trending", foreign],
      ["latest", tampered],
    ]) {
      const res = await paginate(other.token, { search: word, sort, page: 2, cursor });
      expect(res.status, `${sort} with a foreign cursor`).toBe(200);
      expect(cardIds(res.body)).toEqual(cardIds((await paginate(other.token, { search: word, sort, page: 2 })).body));
    }
  });

  it("public hides blocked pages from users and shows them, flagged, to admins", async () => {
    const blockedWord = uniqueWord("apiblk");
    const [open, blocked] = await insertPages(owner.user, [{ prompt: `Abierta ${blockedWord}` }, { prompt: `Bloqueada ${blockedWord}`, blocked: true }]);
    expect(cardIds((await paginate(other.token, { search: blockedWord })).body)).toEqual([open.id]);
    expect(cardIds((await paginate(owner.token, { search: blockedWord })).body)).toEqual([open.id]);
    const forAdmin = await paginate(admin.token, { search: blockedWord });
    expect(forAdmin.body.data.map((c) => [c.id, c.blocked])).toEqual([
      [blocked.id, true],
      [open.id, false],
    ]);
  });

  it("scopes and viewer flags are per token", async () => {
    const scopeWord = uniqueWord("apiscope");
    const [a, b, c] = await insertPages(owner.user, [{ prompt: `A ${scopeWord}` }, { prompt: `B ${scopeWord}` }, { prompt: `C ${scopeWord}` }]);
    await insertFavorite(paid.user, a);
    await insertFavorite(paid.user, c);
    const colored = await insertColored(other.user, b, { photo: "/files/coloreds/9/p.png", preview: "/files/coloreds/9/v.webp" });

    expect(cardIds((await paginate(paid.token, { scope: "favorited", search: scopeWord })).body)).toEqual([c.id, a.id]);
    expect(cardIds((await paginate(other.token, { scope: "favorited", search: scopeWord })).body)).toEqual([]);
    expect(cardIds((await paginate(other.token, { scope: "colored", search: scopeWord })).body)).toEqual([b.id]);
    expect(cardIds((await paginate(owner.token, { scope: "owned", search: scopeWord })).body)).toEqual([c.id, b.id, a.id]);
    expect(cardIds((await paginate(other.token, { scope: "owned", search: scopeWord })).body)).toEqual([]);

    const asOther = (await paginate(other.token, { search: scopeWord })).body.data.find((card) => card.id === b.id);
    expect(asOther).toMatchObject({ is_owner: false, is_favorited: false, is_colored: true, colored: { photo: colored.photo, preview: colored.preview } });
    const asPaid = (await paginate(paid.token, { search: scopeWord })).body.data;
    expect(asPaid.map((card) => [card.id, card.is_favorited, card.is_colored, card.is_owner])).toEqual([
      [c.id, true, false, false],
      [b.id, false, false, false],
      [a.id, true, false, false],
    ]);
    expect((await paginate(owner.token, { search: scopeWord })).body.data.every((card) => card.is_owner && !card.is_colored)).toBe(true);
  });

  it("search is case-insensitive and takes % and _ literally", async () => {
    const likeWord = uniqueWord("apilike");
    const [percent, , underscore] = await insertPages(owner.user, [
      { prompt: `${likeWord.toUpperCase()} 100% Feliz` },
      { prompt: `${likeWord} 100 feliz` },
      { prompt: `${likeWord} x_y` },
      { prompt: `${likeWord} xzy` },
    ]);
    expect(cardIds((await paginate(other.token, { search: `${likeWord} 100%` })).body)).toEqual([percent.id]);
    expect(cardIds((await paginate(other.token, { search: `${likeWord} x_` })).body)).toEqual([underscore.id]);
    expect((await paginate(other.token, { search: likeWord })).body.data).toHaveLength(4);
  });
});

describe("GET /api/pages/{id}/read", () => {
  it("reads a page as the service does, and 404s unknown and non-numeric ids as JSON", async () => {
    const page = await insertPage(owner.user, { prompt: `Leer ${uniqueWord()}` });
    const res = await read(other.token, page.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(apiCard(await readCard(other.user, page.id)));

    for (const id of ["2000000000", "abc", "0", "-3", "1e3", "99999999999"]) {
      const missing = await read(other.token, id);
      expect(missing.status).toBe(404);
      expect(missing.headers.get("Content-Type")).toContain("application/json");
      expect(missing.body).toEqual(errorBody("errors.notFound", "NOT_FOUND"));
    }
  });

  it("a blocked page is 404 for users and readable by admins", async () => {
    const page = await insertPage(owner.user, { prompt: `Bloq ${uniqueWord()}`, blocked: true });
    expect((await read(owner.token, page.id)).status).toBe(404);
    expect((await read(other.token, page.id)).status).toBe(404);
    const forAdmin = await read(admin.token, page.id);
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.body).toMatchObject({ id: page.id, blocked: true });
  });
});

describe("PATCH /api/pages/{id}/favorited/toggle", () => {
  it("refuses the free plan with 403 NO_PAID_PLAN and admins with 403 FORBIDDEN", async () => {
    const page = await insertPage(owner.user, { prompt: `Fav ${uniqueWord()}` });
    const free = await favorite(other.token, page.id);
    expect(free.status).toBe(403);
    // No plan can be bought in these tests (no Stripe keys): the refusal says so, and names none.
    expect(free.body).toEqual({ ...errorBody("paid.notYet", "NO_PAID_PLAN"), feature: "favorite", plan: null });
    const byAdmin = await favorite(admin.token, page.id);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body).toEqual(errorBody("errors.forbidden", "FORBIDDEN"));
    expect((await pageRow(page.id)).favoritedCount).toBe(0);
  });

  it("on a paid plan: {updated} with the count +1, then −1, matching the rows", async () => {
    const page = await insertPage(owner.user, { prompt: `Fav ${uniqueWord()}`, favoritedCount: 2 });
    const on = await favorite(paid.token, page.id);
    expect(on.status).toBe(200);
    expect(on.body.updated).toMatchObject({ id: page.id, is_favorited: true, favorited_count: 3 });
    expect(on.body.updated).toEqual(apiCard(await readCard(paid.user, page.id)));
    expect((await favoriteRows(page.id)).map((r) => r.userId)).toEqual([paid.user.id]);

    const off = await favorite(paid.token, page.id);
    expect(off.body.updated).toMatchObject({ is_favorited: false, favorited_count: 2 });
    expect(await favoriteRows(page.id)).toEqual([]);
  });

  it("the service and the /api door toggle the same favourite", async () => {
    const page = await insertPage(owner.user, { prompt: `Ambas ${uniqueWord()}` });
    await toggleFavorite(paid.user, page.id);
    const res = await favorite(paid.token, page.id);
    expect(res.body.updated).toMatchObject({ is_favorited: false, favorited_count: 0 });
  });

  it("20 concurrent toggles by different paid users leave favorited_count equal to the rows", async () => {
    const page = await insertPage(owner.user, { prompt: `Concurrida ${uniqueWord()}` });
    const fans = await Promise.all(Array.from({ length: 20 }, () => makeUser({ plan: "paid" })));
    const results = await Promise.all(fans.map((fan) => favorite(fan.token, page.id)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.every((r) => r.body.updated.is_favorited)).toBe(true);
    const rows = await favoriteRows(page.id);
    expect(rows).toHaveLength(20);
    expect((await pageRow(page.id)).favoritedCount).toBe(rows.length);
    expect((await read(owner.token, page.id)).body.favorited_count).toBe(20);
  });

  it("404s a blocked page and a bad id, and 405s a GET", async () => {
    const page = await insertPage(owner.user, { prompt: `Bloq ${uniqueWord()}`, blocked: true });
    const res = await favorite(paid.token, page.id);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(errorBody("errors.notFound", "NOT_FOUND"));
    expect((await favorite(paid.token, "abc")).status).toBe(404);
    expect(await favoriteRows(page.id)).toEqual([]);

    const get = await callApi(favoritedToggle.loader, { token: paid.token });
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("PATCH");
    const post = await callApi(favoritedToggle.action, { method: "POST", token: paid.token, params: { id: String(page.id) } });
    expect(post.status).toBe(405);
  });
});

describe("PATCH /api/pages/{id}/blocked/toggle", () => {
  it("the owner deletes: {updated} blocked, gone from lists, no undo; others get 403", async () => {
    const word = uniqueWord("apidel");
    const page = await insertPage(owner.user, { prompt: `Borrar ${word}` });

    const stranger = await block(other.token, page.id);
    expect(stranger.status).toBe(403);
    expect(stranger.body).toEqual(errorBody("errors.forbidden", "FORBIDDEN"));

    const res = await block(owner.token, page.id);
    expect(res.status).toBe(200);
    expect(res.body.updated).toMatchObject({ id: page.id, blocked: true, is_owner: true });
    for (const token of [owner.token, other.token]) {
      for (const scope of ["public", "owned"]) expect((await paginate(token, { scope, search: word })).body.data).toEqual([]);
    }
    expect((await paginate(admin.token, { search: word })).body.data.map((c) => [c.id, c.blocked])).toEqual([[page.id, true]]);

    const undo = await block(owner.token, page.id);
    expect(undo.status).toBe(404);
    expect(undo.body).toEqual(errorBody("errors.notFound", "NOT_FOUND"));
    expect((await pageRow(page.id)).blocked).toBe(true);
  });

  it("an admin blocks and unblocks; the page leaves users' lists and comes back", async () => {
    const word = uniqueWord("apimod");
    const page = await insertPage(owner.user, { prompt: `Moderar ${word}` });
    const blocked = await block(admin.token, page.id);
    expect(blocked.body.updated).toMatchObject({ id: page.id, blocked: true });
    expect((await paginate(other.token, { search: word })).body.data).toEqual([]);
    expect((await read(other.token, page.id)).status).toBe(404);

    const unblocked = await block(admin.token, page.id);
    expect(unblocked.body.updated).toMatchObject({ id: page.id, blocked: false });
    expect(cardIds((await paginate(other.token, { search: word })).body)).toEqual([page.id]);
    expect(cardIds((await paginate(owner.token, { scope: "owned", search: word })).body)).toEqual([page.id]);
    expect((await block(admin.token, 2_000_000_000)).status).toBe(404);
  });
});

describe("GET /api/coloreds/paginate", () => {
  const paginateC = (token: string, query: ApiQuery) => callApi<Paginated<Colored>>(coloredsPaginate.loader, { token, query, path: "coloreds/paginate" });

  it("lists only the user's own coloured pages, newest first, 12 a page, searchable by title", async () => {
    const word = uniqueWord("colapi");
    const painter = await makeUser({ name: "Pintora" });
    const pagesToColor = await insertPages(
      owner.user,
      Array.from({ length: 14 }, (_, i) => ({ prompt: `Dibujo ${word} ${i % 2 ? "gato" : "perro"} ${i}` })),
    );
    const base = Date.UTC(2023, 4, 1);
    const mine: number[] = [];
    for (const [i, page] of pagesToColor.entries()) {
      const at = new Date(base + (i % 7) * 3600_000); // ties on purpose: id breaks them
      mine.push((await insertColored(painter.user, page, { createdAt: at, updatedAt: at })).id);
    }
    const notMine = await insertColored(other.user, pagesToColor[0]);
    const order = mine
      .map((id, i) => ({ id, at: base + (i % 7) * 3600_000 }))
      .sort((a, b) => b.at - a.at || b.id - a.id)
      .map((c) => c.id);

    const first = await paginateC(painter.token, { search: word });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ current_page: 1, last_page: 2 });
    expect(first.body.data.map((c) => c.id)).toEqual(order.slice(0, 12));
    expect(first.body.data.every((c) => c.user.id === painter.user.id)).toBe(true);
    expect(first.body.data[0]).toMatchObject({
      pageId: first.body.data[0].page.id,
      page: { prompt: expect.stringContaining(word), blocked: false },
      photo: expect.stringMatching(/^\/files\/coloreds\//),
      preview: expect.stringMatching(/^\/files\/coloreds\//),
    });
    const second = await paginateC(painter.token, { search: word, page: 2 });
    expect(second.body.data.map((c) => c.id)).toEqual(order.slice(12));
    expect((await paginateC(painter.token, { search: word, page: "abc" })).body.current_page).toBe(1);

    const cats = await paginateC(painter.token, { search: `${word} GATO` });
    expect(cats.body.data).toHaveLength(7);
    expect(cats.body.data.every((c) => c.page.prompt.includes("gato"))).toBe(true);

    const theirs = await paginateC(other.token, { search: word });
    expect(theirs.body.data.map((c) => c.id)).toEqual([notMine.id]);

    // The /api door and the service agree.
    expect(first.body).toEqual(apiPaged(await paginateColoreds(painter.user, { search: word }), apiColored));
    expect((await callApi(coloredsPaginate.loader, { query: { search: word } })).status).toBe(401);
  });

  it("an admin sees everyone's and can search by the colourist's e-mail", async () => {
    const word = uniqueWord("coladm");
    const painter = await makeUser();
    const page = await insertPage(owner.user, { prompt: `Dibujo ${word}` });
    const colored = await insertColored(painter.user, page);
    const byTitle = await paginateC(admin.token, { search: word });
    expect(byTitle.body.data.map((c) => c.id)).toEqual([colored.id]);
    const byEmail = await paginateC(admin.token, { search: painter.email.toUpperCase() });
    expect(byEmail.body.data.map((c) => c.id)).toEqual([colored.id]);
  });
});

describe("/api errors are JSON", () => {
  it("unknown ids on every page route answer 404 JSON, never HTML or a redirect", async () => {
    for (const res of [await read(paid.token, "abc"), await favorite(paid.token, "abc"), await block(paid.token, "abc")]) {
      expect(res.status).toBe(404);
      expect(res.headers.get("Content-Type")).toContain("application/json");
      expect((res.body as unknown as ErrorBody).code).toBe("NOT_FOUND");
    }
  });
});
