import { apiColored, apiPaged } from "~/utils/api-shapes.server";
import { beforeAll, describe, expect, it } from "vitest";
import type { PageRow } from "~/db/schema";
import { translate, type MessageKey } from "~/i18n";
import * as coloredsPaginate from "~/routes/api+/coloreds.paginate";
import * as blockedToggle from "~/routes/api+/pages.$id.blocked.toggle";
import * as favoritedToggle from "~/routes/api+/pages.$id.favorited.toggle";
import * as pageRead from "~/routes/api+/pages.$id.read";
import * as pagesPaginate from "~/routes/api+/pages.paginate";
import { paginateColoreds, type Colored } from "~/services/coloreds.server";
import type { Paginated } from "~/lib/pagination";
import { SORTS } from "~/lib/pages";
import { apiCard, apiCardPage, type PageCard, type PagePage } from "~/utils/api-shapes.server";
import { readCard } from "~/services/pages.server";
import { toggleFavorite } from "~/services/page-changes.server";
import {
  callApi,
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
  uniqueWord,
  type ErrorBody,
  type TestUser,
  listPages,
} from "../helpers/pages";

const es = (key: MessageKey) => translate("es", key);
const errorBody = (key: MessageKey, code: string) => ({ message: es(key), code });

const BASE = Date.UTC(2020, 10, 5, 17, 30, 0);

/** 26 pages with ties in every sort value, inserted out of any sort's order. */
const tiedSeeds = (word: string) =>
  Array.from({ length: 26 }, (_, n) => (n * 7) % 26).map((i) => ({
    prompt: `Api ${word} ${i}`,
    createdAt: new Date(BASE + Math.floor(i / 4) * 1000),
    coloredCount: i % 4,
    favoritedCount: (i * 5) % 3,
    trending: (i * 3) % 4,
  }));

type Query = Record<string, string | number | undefined>;

const paginate = (token: string, query: Query) => callApi<PagePage>(pagesPaginate.loader, { token, query, path: "pages/paginate" });
const read = (token: string, id: string | number) => callApi<PageCard>(pageRead.loader, { token, params: { id: String(id) }, path: `pages/${id}/read` });
const favorite = (token: string, id: string | number) =>
  callApi<{ updated: PageCard }>(favoritedToggle.action, { method: "PATCH", token, params: { id: String(id) }, path: `pages/${id}/favorited/toggle` });
const block = (token: string, id: string | number) =>
  callApi<{ updated: PageCard }>(blockedToggle.action, { method: "PATCH", token, params: { id: String(id) }, path: `pages/${id}/blocked/toggle` });

let owner: TestUser;
let other: TestUser;
let paid: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ({ owner, other, paid, admin } = await makeViewers());
});

describe("GET /api/pages/paginate", () => {
  let word: string;
  let rows: PageRow[];

  beforeAll(async () => {
    word = uniqueWord("api");
    rows = await insertPages(owner.user, tiedSeeds(word));
  });

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
    expect(cardIds(res.body)).toEqual(expectedOrder(rows, "latest").slice(0, 12));

    const last = await paginate(other.token, { search: word, page: 3 });
    expect(last.body).toMatchObject({ current_page: 3, last_page: 3, next_cursor: null });
    expect(last.body.data).toHaveLength(2);
  });

  it.each(["0", "-1", "abc", ""])("treats page=%j as page 1", async (page) => {
    const res = await paginate(other.token, { search: word, page });
    expect(res.body.current_page).toBe(1);
    expect(cardIds(res.body)).toEqual(expectedOrder(rows, "latest").slice(0, 12));
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
    expect(cardIds(res.body)).toEqual(expectedOrder(rows, "latest").slice(0, 12));
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
  const paginateC = (token: string, query: Query) => callApi<Paginated<Colored>>(coloredsPaginate.loader, { token, query, path: "coloreds/paginate" });

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
