/**
 * Reading pages as a viewer may see them: the gallery and the personal lists (paginatePages,
 * paginateWebCards), and one page (readCard), each page as the card the screens show. The query
 * comes parsed (pageQuerySchema, at the door); the /api door renames the cards (apiCard).
 * Changing a page is page-changes.server.ts.
 */
import { and, asc, count, desc, eq, exists, inArray, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { getDb, prepared, type Db } from "~/db/client.server";
import { coloreds, favorites, pageCounts, pages, users } from "~/db/schema";
import { MAX_PAGES_AT_ONCE, PAGE_SIZE, type Card, type CardColored, type CardPage, type Scope, type Sort, type WebCard } from "~/lib/pages";
import { pageTitle } from "~/lib/page-title";
import { NotFound } from "~/lib/errors";
import { decodeCursor, encodeCursor, lastPage, matchesSearch, type PageQuery } from "~/lib/pagination";
import { keptReadsAsked } from "~/infra/metrics.server";
import { getEnv } from "~/infra/env.server";

/** Who looks at pages (a PublicUser, or SIGNED_OUT): what a card depends on. */
export type Viewer = { id: number; admin: boolean; plan: { paid: boolean } };

// The sort's SQL (columns, order, keyset condition) is exported for bench/gallery-pagination.ts,
// which times and EXPLAINs the very queries the gallery runs.
export const sortColumns = {
  latest: pages.createdAt,
  oldest: pages.createdAt,
  popularity: pages.popularity,
  mostFavorited: pages.favoritedCount,
  mostColored: pages.coloredCount,
  trending: pages.trending,
} as const;

export const isTimeSort = (sort: Sort) => sort === "latest" || sort === "oldest";

/**
 * What a viewer may see at all: admins everything; others pages that are not blocked and are
 * public or their own (a private page is only in its owner's lists).
 */
function visibleTo(viewer: Pick<Viewer, "admin"> & { id: Bound<number> }): SQL | undefined {
  if (viewer.admin) return undefined;
  return and(eq(pages.blocked, false), or(eq(pages.visibility, "public"), eq(pages.userId, viewer.id)));
}

/**
 * The gallery: only what is shared there (an admin sees every page, with its flags). Written as
 * the gallery indexes' own predicate, in the SQL text rather than as parameters, so that a
 * prepared gallery query's generic plan can use them: Postgres then stops planning it on each
 * call (planning was most of its time in Postgres).
 */
const galleryScope = (admin: boolean) => (admin ? undefined : sql`not ${pages.blocked} and ${pages.visibility} = 'public'`);

/** What a viewer may see in a scope; blocked pages are only ever shown to admins. */
function scopeCondition(viewer: Viewer, scope: Scope): SQL | undefined {
  const visible = visibleTo(viewer);
  const mine = (table: typeof favorites | typeof coloreds) =>
    exists(sql`(select 1 from ${table} where ${table.pageId} = ${pages.id} and ${table.userId} = ${viewer.id})`);
  switch (scope) {
    case "public":
      return galleryScope(viewer.admin);
    case "owned":
      return and(eq(pages.userId, viewer.id), eq(pages.blocked, false));
    case "favorited":
      return and(mine(favorites), visible);
    case "colored":
      return and(mine(coloreds), visible);
  }
}

/** A value of a query, or a placeholder for it in a prepared query. */
type Bound<T> = T | Placeholder;

/** Keyset condition "after the cursor row" in the sort's direction, with id as the tie-breaker. */
export function afterCursor(sort: Sort, cursor: { value: Bound<string | number>; id: Bound<number> }): SQL {
  const column = sortColumns[sort];
  const value = isTimeSort(sort) ? sql`${cursor.value}::timestamptz` : sql`${cursor.value}::int`;
  return sort === "oldest" ? sql`(${column}, ${pages.id}) > (${value}, ${cursor.id})` : sql`(${column}, ${pages.id}) < (${value}, ${cursor.id})`;
}

export function orderFor(sort: Sort) {
  const column = sortColumns[sort];
  return sort === "oldest" ? [asc(column), asc(pages.id)] : [desc(column), desc(pages.id)];
}

/**
 * A card's row, flat, named as the card names it where it is the column itself: drizzle builds
 * one object a row and toCard one card from it (no nested objects to build and take apart).
 */
const cardColumns = {
  id: pages.id,
  userId: pages.userId,
  prompt: pages.prompt,
  source: pages.source,
  illustration: pages.illustration,
  thumbnail: pages.thumbnail,
  visibility: pages.visibility,
  blocked: pages.blocked,
  trending: pages.trending,
  coloredCount: pages.coloredCount,
  favoritedCount: pages.favoritedCount,
  popularity: pages.popularity,
  regionMap: pages.regionMap,
  regionCount: pages.regionCount,
  createdAt: pages.createdAt,
  // Exact text of the sort value, so a timestamp cursor keeps its microseconds.
  createdAtText: sql<string>`${pages.createdAt}::text`,
  authorName: users.name,
  authorStripeId: users.stripeId,
};

/** What the viewer did with a page (favourited, coloured): the only part of a card that is theirs. */
const markColumns = {
  favoritedBy: favorites.userId,
  coloredPreview: coloreds.preview,
  coloredPhoto: coloreds.photo,
  coloredThumbnail: coloreds.thumbnail,
  coloredProgress: coloreds.progress,
  coloredVersion: coloreds.version,
};

/** A kept count read in the same statement as the cards (one round trip instead of two). */
const keptCount = (key: CountKey) => sql<number | null>`(select ${pageCounts.n} from ${pageCounts} where ${pageCounts.key} = ${key})`;

const cardQuery = (count?: CountKey) => ({ ...cardColumns, ...markColumns, total: count ? keptCount(count) : sql<null>`null` });

/** A card's row as the card query returns it (left-joined columns may be null). */
type CardRow = Awaited<ReturnType<typeof cardsQuery>>[number];
/** A card's row as everyone sees it (the gallery's statements), and what one viewer did with its page. */
type SharedRow = Awaited<ReturnType<typeof sharedCardsQuery>>[number];
type MarkRow = Pick<CardRow, keyof typeof markColumns>;

/** The first word of a name: what a public card says about its author. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/** Whether the viewer sees the author's whole name and Stripe id: on their own page, or as an admin. */
const seesAuthor = (row: SharedRow, viewer: Viewer) => row.userId === viewer.id || viewer.admin;

const coloredOf = (mark: MarkRow): CardColored | null =>
  mark.coloredPhoto
    ? {
        preview: mark.coloredPreview ?? "",
        photo: mark.coloredPhoto,
        thumbnail: mark.coloredThumbnail ?? "",
        progress: mark.coloredProgress ?? 0,
        version: mark.coloredVersion ?? 1,
      }
    : null;

/** The page's counts and what the viewer did with it: the same on both cards. */
function viewerFacts(row: SharedRow, mark: MarkRow, viewer: Viewer) {
  const colored = coloredOf(mark);
  return {
    colored,
    coloredCount: row.coloredCount,
    favoritedCount: row.favoritedCount,
    isColored: colored !== null,
    isFavorited: mark.favoritedBy !== null,
    isOwner: row.userId === viewer.id,
  };
}

function toCard(row: SharedRow, mark: MarkRow, viewer: Viewer): Card {
  const full = seesAuthor(row, viewer);
  return {
    id: row.id,
    prompt: row.prompt,
    title: pageTitle(row),
    illustration: row.illustration,
    thumbnail: row.thumbnail,
    user: { name: full ? row.authorName : firstName(row.authorName), stripeId: full ? row.authorStripeId : null },
    visibility: row.visibility,
    blocked: row.blocked,
    trending: row.trending,
    ...viewerFacts(row, mark, viewer),
    regionMap: row.regionMap,
    regionCount: row.regionCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The web gallery's card, made from the row directly (not from a whole card trimmed). */
function toWebCard(row: SharedRow, mark: MarkRow, viewer: Viewer): WebCard {
  return {
    id: row.id,
    title: pageTitle(row),
    illustration: row.illustration,
    thumbnail: row.thumbnail,
    user: { name: seesAuthor(row, viewer) ? row.authorName : firstName(row.authorName) },
    visibility: row.visibility,
    blocked: row.blocked,
    ...viewerFacts(row, mark, viewer),
    regionCount: row.regionCount,
  };
}

/**
 * A LIMIT written into the SQL text: a parameter would make a prepared query's generic plan
 * expect a tenth of the table and cost it far above the per-call plans, so Postgres would go on
 * planning it on every call. (drizzle writes an SQL object given to `.limit()` as it is.)
 */
const literalLimit = (n: number) => sql.raw(String(Math.max(0, Math.trunc(n)))) as unknown as Placeholder;

function cardsQuery(db: Db, viewerId: Bound<number>, where: SQL | undefined, sort: Sort, limit: Bound<number>, count?: CountKey) {
  return db
    .select(cardQuery(count))
    .from(pages)
    .innerJoin(users, eq(users.id, pages.userId))
    .leftJoin(favorites, and(eq(favorites.pageId, pages.id), eq(favorites.userId, viewerId)))
    .leftJoin(coloreds, and(eq(coloreds.pageId, pages.id), eq(coloreds.userId, viewerId)))
    .where(where)
    .orderBy(...orderFor(sort))
    .limit(limit);
}

/** The cards' rows as everyone sees them: the gallery's statements (the viewer's marks are read beside them). */
function sharedCardsQuery(db: Db, where: SQL | undefined, sort: Sort, limit: Bound<number>, count: CountKey) {
  return db
    .select({ ...cardColumns, total: keptCount(count) })
    .from(pages)
    .innerJoin(users, eq(users.id, pages.userId))
    .where(where)
    .orderBy(...orderFor(sort))
    .limit(limit);
}

async function selectCards(viewer: Viewer, where: SQL | undefined, sort: Sort, limit: number, count?: CountKey): Promise<CardRow[]> {
  return cardsQuery(await getDb(), viewer.id, where, sort, limit, count);
}

/**
 * The gallery's first screen and each "Load more" after it (no search): what nearly every
 * gallery request reads, so one prepared query per sort, viewer kind and cursor or not.
 */
const galleryQueries = new Map<string, () => Promise<{ execute: (values: Record<string, unknown>) => Promise<SharedRow[]> }>>();

/**
 * The gallery's cards: its scope and its LIMIT written in the SQL (a search or a personal list
 * keeps parameters, and so a plan made for each call: a generic plan cannot know how rare a
 * searched word is).
 */
function galleryCards(db: Db, sort: Sort, admin: boolean, after: boolean, limit: number) {
  const where = and(galleryScope(admin), after ? afterCursor(sort, { value: sql.placeholder("value"), id: sql.placeholder("id") }) : undefined);
  return sharedCardsQuery(db, where, sort, literalLimit(limit), admin ? "all" : "public");
}

/**
 * Page N of the gallery by number, in one statement: the rows to skip (`skip`) are walked on the
 * sort's partial index alone (no joins, no card columns) inside it, and only the page's own rows
 * are made into cards. The offset is read through a sub-select, which no plan can see into: with
 * a plain parameter, each call's own plan knew the offset and looked cheaper than the generic
 * one, so Postgres planned every call again (most of what page N cost beyond page 1).
 */
const unseenOffset = sql`(select ${sql.placeholder("skip")}::int)` as unknown as Placeholder;

function galleryPageCards(db: Db, sort: Sort, admin: boolean) {
  const ids = db
    .select({ id: pages.id })
    .from(pages)
    .where(galleryScope(admin))
    .orderBy(...orderFor(sort))
    .limit(literalLimit(PAGE_SIZE + 1))
    .offset(unseenOffset);
  return sharedCardsQuery(db, and(galleryScope(admin), inArray(pages.id, ids)), sort, literalLimit(PAGE_SIZE + 1), admin ? "all" : "public");
}

/** Which gallery statement: the first page(s) or Load more (by their LIMIT), or page N by number. */
type GalleryShape = { after: boolean; limit: number } | "page";

const galleryStatement = (db: Db, sort: Sort, admin: boolean, shape: GalleryShape) =>
  shape === "page" ? galleryPageCards(db, sort, admin) : galleryCards(db, sort, admin, shape.after, shape.limit);

function galleryQuery(sort: Sort, admin: boolean, shape: GalleryShape) {
  const kind = shape === "page" ? "page" : `${shape.after ? "after_" : ""}${shape.limit}`;
  const name = `gallery_${sort}_${admin ? "admin" : "user"}_${kind}`;
  let query = galleryQueries.get(name);
  if (!query) {
    query = prepared((db) => galleryStatement(db, sort, admin, shape).prepare(name));
    galleryQueries.set(name, query);
  }
  return query();
}

/** The SQL of a gallery query and its parameters (placeholders by name): for the plan test. */
export async function galleryQuerySql(sort: Sort, admin: boolean, shape: GalleryShape) {
  return galleryStatement(await getDb(), sort, admin, shape).toSQL();
}

const NO_MARK: MarkRow = {
  favoritedBy: null,
  coloredPreview: null,
  coloredPhoto: null,
  coloredThumbnail: null,
  coloredProgress: null,
  coloredVersion: null,
};

/** One of the gallery's statements with its values (no viewer: its rows are everyone's). */
type GalleryRead = { sort: Sort; admin: boolean; shape: GalleryShape; values: Record<string, unknown> };

/** What a viewer did with the pages named: one statement whatever their number. */
const marksQuery = prepared((db) =>
  db
    .select({ pageId: pages.id, ...markColumns })
    .from(pages)
    .leftJoin(favorites, and(eq(favorites.pageId, pages.id), eq(favorites.userId, sql.placeholder("viewer"))))
    .leftJoin(coloreds, and(eq(coloreds.pageId, pages.id), eq(coloreds.userId, sql.placeholder("viewer"))))
    .where(sql`${pages.id} = any(${sql.placeholder("ids")}::int[])`)
    .prepare("viewer_marks"),
);

/** Rows and each one's marks: a row read with the viewer's marks carries them itself. */
type Marked = { rows: SharedRow[]; markOf: (row: SharedRow) => MarkRow };
const ownMarks = (row: SharedRow): MarkRow => row as CardRow;

/**
 * One of the gallery's statements as the viewer sees it: everyone's rows, and the viewer's marks
 * beside them. Read on every request: kept per server (record 0150), the rows bought under 5 % of
 * a busy evening's actions a second and went (record 0152).
 */
async function galleryRows(viewer: Viewer, { sort, admin, shape, values }: GalleryRead): Promise<Marked> {
  const rows = await (await galleryQuery(sort, admin, shape)).execute(values);
  // (someone signed out has no marks: ids start at 1)
  if (!rows.length || viewer.id < 1) return { rows, markOf: () => NO_MARK };
  const marked = await (await marksQuery()).execute({ viewer: viewer.id, ids: rows.map((row) => row.id) });
  const marks = new Map(marked.map(({ pageId, ...mark }) => [pageId, mark]));
  return { rows, markOf: (row) => marks.get(row.id) ?? NO_MARK };
}

/**
 * Rows counted at most for `last_page` where no kept count applies (a search, someone's
 * favourites): beyond this the list says "at least this many pages", and the row read past
 * each page (`more`) still tells whether another exists.
 */
export const COUNT_CAP = 100 * PAGE_SIZE;

type CountKey = "all" | "public";

/**
 * The trigger-kept count (`page_counts`) that answers how many cards a list holds without
 * reading the catalogue: the gallery's, or every page for the admin's list. A search or a
 * personal list has none (countCards counts at most COUNT_CAP rows).
 */
const keptCountKey = (viewer: Viewer, scope: Scope, search: string): CountKey | undefined =>
  scope === "public" && !search ? (viewer.admin ? "all" : "public") : undefined;

/** The kept count alone (a page past the end of the gallery has no row to bring it). */
async function keptTotal(kept: CountKey) {
  const db = await getDb();
  const [row] = await db.select({ n: pageCounts.n }).from(pageCounts).where(eq(pageCounts.key, kept));
  return { total: Math.max(0, row?.n ?? 0), exact: true };
}

/**
 * How many pages of the gallery a search finds, kept a minute per server. Counting a common
 * word's matches costs that word's share of the catalogue (the trigram index hands back every
 * match before any limit), and the words families search for come back again and again. A count
 * a minute old can only be wrong at its very end, where the row read past each page (`more`)
 * decides instead, so "Load more" is never shown in vain nor missing.
 */
const searchCounts = new LRUCache<string, Promise<{ total: number; exact: boolean }>>({ max: 2000, ttl: 60_000 });
// `KEEP_READS=none` switches the counts off (the evening bench measures what they buy); /metrics counts their hits and misses.
const searchCountsHit = keptReadsAsked.labels("searches", "hit");
const searchCountsMissed = keptReadsAsked.labels("searches", "miss");

function countSearch(viewer: Viewer, scope: Scope, search: string, filters: SQL | undefined, tag: string | undefined) {
  if (scope !== "public") return countCards(filters);
  if (getEnv().KEEP_READS === "none") {
    searchCountsMissed.inc();
    return countCards(filters);
  }
  const key = tag ? `tag:${tag}:${search}` : `${viewer.admin ? "all" : "public"}:${search}`;
  let counting = searchCounts.get(key);
  if (counting) searchCountsHit.inc();
  else {
    searchCountsMissed.inc();
    counting = countCards(filters);
    searchCounts.set(key, counting);
    counting.catch(() => searchCounts.delete(key));
  }
  return counting;
}

/** How many cards a list without a kept count holds, counting at most COUNT_CAP rows. */
async function countCards(filters: SQL | undefined) {
  const db = await getDb();
  const capped = db
    .select({ one: sql`1` })
    .from(pages)
    .where(filters)
    .limit(COUNT_CAP)
    .as("capped");
  const [{ total }] = await db.select({ total: count() }).from(capped);
  return { total, exact: total < COUNT_CAP };
}

/** The page carries the tag (a collection's slug): served by the tags' GIN index. */
export const hasTag = (tag: string) => sql`${pages.tags} @> array[${tag}]::text[]`;

/** A page of rows read for a list, before they are made into cards. */
type RowPage = Marked & { currentPage: number; lastPage: number; nextCursor: string | null };

/**
 * A list's page of rows. With a cursor (what "Load more" sends) the next page is read by keyset,
 * so page 1000 costs what page 1 costs and pages added meanwhile never shift the walk; without
 * one, by offset. `through` loads pages 1..N at once (no-JS screens) and ignores the cursor.
 */
async function readRows(viewer: Viewer, query: PageQuery, through: boolean, tag?: string): Promise<RowPage> {
  const cursor = through ? null : decodeCursor(query.cursor, query.sort, isTimeSort(query.sort));
  // A collection has no kept count: it is counted like a search (and kept a minute the same way).
  const kept = tag ? undefined : keptCountKey(viewer, query.scope, query.search);
  // The gallery with a kept count runs its prepared statements, whose conditions are written in
  // them; the rest is built for this request.
  const filters = kept
    ? undefined
    : and(
        // A collection is the public gallery's pages, whoever looks (an admin too).
        tag ? galleryScope(false) : scopeCondition(viewer, query.scope),
        query.search ? matchesSearch(pages.prompt, query.search) : undefined,
        tag ? hasTag(tag) : undefined,
      );
  // A search or a personal list is counted beside the rows; the gallery's kept count comes
  // with the rows themselves (a page past the end has none, and asks for it apart).
  const counting = kept ? null : countSearch(viewer, query.scope, query.search, filters, tag);
  // (awaited below; a failure of the rows' query must not leave it unhandled meanwhile)
  counting?.catch(() => undefined);

  // One row beyond the page tells whether another page exists, even if pages were added meanwhile.
  let rows: SharedRow[];
  let markOf: Marked["markOf"] = ownMarks;
  let wanted = PAGE_SIZE;
  let currentPage = query.page;
  if (through) {
    currentPage = Math.min(query.page, MAX_PAGES_AT_ONCE);
    wanted = currentPage * PAGE_SIZE;
    if (kept) ({ rows, markOf } = await galleryRows(viewer, { sort: query.sort, admin: viewer.admin, shape: { after: false, limit: wanted + 1 }, values: {} }));
    else rows = await selectCards(viewer, filters, query.sort, wanted + 1);
  } else if (kept && (cursor || query.page === 1)) {
    const shape = { after: cursor !== null, limit: PAGE_SIZE + 1 };
    ({ rows, markOf } = await galleryRows(viewer, {
      sort: query.sort,
      admin: viewer.admin,
      shape,
      values: cursor ? { value: cursor.value, id: cursor.id } : {},
    }));
  } else if (kept) {
    const skip = (query.page - 1) * PAGE_SIZE;
    ({ rows, markOf } = await galleryRows(viewer, { sort: query.sort, admin: viewer.admin, shape: "page", values: { skip } }));
  } else if (cursor) {
    rows = await selectCards(viewer, and(filters, afterCursor(query.sort, cursor)), query.sort, PAGE_SIZE + 1);
  } else if (query.page === 1) {
    rows = await selectCards(viewer, filters, query.sort, PAGE_SIZE + 1);
  } else {
    // Page N by number: the rows to skip are walked on the sort's index alone (no joins, no
    // card columns), then only the page's own rows are made into cards.
    const ids = await (
      await getDb()
    )
      .select({ id: pages.id })
      .from(pages)
      .where(filters)
      .orderBy(...orderFor(query.sort))
      .limit(PAGE_SIZE + 1)
      .offset((query.page - 1) * PAGE_SIZE);
    rows = ids.length
      ? await selectCards(
          viewer,
          inArray(
            pages.id,
            ids.map((row) => row.id),
          ),
          query.sort,
          PAGE_SIZE + 1,
        )
      : [];
  }
  const counted = !kept ? await counting! : rows.length ? { total: Math.max(0, rows[0].total ?? 0), exact: true } : await keptTotal(kept);
  const last = lastPage(counted.total, PAGE_SIZE);
  const more = rows.length > wanted;
  if (more) rows = rows.slice(0, wanted);
  const tail = rows.at(-1);
  const sortValue = (row: SharedRow) => {
    const column = query.sort;
    if (isTimeSort(column)) return row.createdAtText;
    if (column === "popularity") return row.popularity;
    if (column === "mostFavorited") return row.favoritedCount;
    if (column === "mostColored") return row.coloredCount;
    return row.trending;
  };
  return {
    rows,
    markOf,
    currentPage,
    // Past a capped count, the last page is the one where the rows run out.
    lastPage: more ? Math.max(last, currentPage + 1) : counted.exact || rows.length === 0 ? Math.min(last, currentPage) : currentPage,
    nextCursor: more && tail ? encodeCursor(query.sort, sortValue(tail), tail.id) : null,
  };
}

/** GET /pages/paginate: a page of a list (gallery, own, favourites, coloured), as whole cards. */
export async function paginatePages(viewer: Viewer, query: PageQuery, options: { through?: boolean } = {}): Promise<CardPage> {
  const { rows, markOf, ...paging } = await readRows(viewer, query, options.through ?? false);
  return { data: rows.map((row) => toCard(row, markOf(row), viewer)), ...paging };
}

/** The same page as the web's galleries draw it (WebCard: only what a card shows). */
export async function paginateWebCards(viewer: Viewer, query: PageQuery, options: { through?: boolean } = {}): Promise<CardPage<WebCard>> {
  const { rows, markOf, ...paging } = await readRows(viewer, query, options.through ?? false);
  return { data: rows.map((row) => toWebCard(row, markOf(row), viewer)), ...paging };
}

/**
 * A collection's page of the gallery (its public pages carrying the tag), in the gallery's sorts
 * and keyset cursor. The viewer may be no one (signed out): `SIGNED_OUT` sees the gallery.
 */
export async function paginateTagged(viewer: Viewer, tag: string, query: PageQuery, options: { through?: boolean } = {}): Promise<CardPage> {
  const { rows, markOf, ...paging } = await readRows(viewer, { ...query, scope: "public" }, options.through ?? false, tag);
  return { data: rows.map((row) => toCard(row, markOf(row), viewer)), ...paging };
}

/** The same page as the web draws it. */
export async function paginateTaggedWebCards(viewer: Viewer, tag: string, query: PageQuery, options: { through?: boolean } = {}): Promise<CardPage<WebCard>> {
  const { rows, markOf, ...paging } = await readRows(viewer, { ...query, scope: "public" }, options.through ?? false, tag);
  return { data: rows.map((row) => toWebCard(row, markOf(row), viewer)), ...paging };
}

/** Someone signed out, for the public screens: no row is theirs (ids start at 1), nothing is favourited or coloured. */
export const SIGNED_OUT: Viewer = { id: 0, admin: false, plan: { paid: false } };

/**
 * One page's card by id, as an admin or anyone else sees it: a prepared statement each, since the
 * colour screen and the page of the day read a card on every visit.
 */
const cardByIdQuery = (admin: boolean) =>
  prepared((db) =>
    cardsQuery(
      db,
      sql.placeholder("viewer"),
      and(eq(pages.id, sql.placeholder("id")), visibleTo({ admin, id: sql.placeholder("viewer") })),
      "latest",
      literalLimit(1),
    ).prepare(`card_by_id_${admin ? "admin" : "user"}`),
  );
const cardById = { admin: cardByIdQuery(true), user: cardByIdQuery(false) };

/** One page by id; blocked pages exist only for admins, private ones for their owner and admins. */
export async function readCard(viewer: Viewer, id: number): Promise<Card> {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw NotFound();
  const query = await cardById[viewer.admin ? "admin" : "user"]();
  const [row] = await query.execute({ viewer: viewer.id, id });
  if (!row) throw NotFound();
  return toCard(row, row, viewer);
}

/** A page's card whatever it shows now and to whom: the answer to its owner's delete, which leaves it blocked. */
export async function readDeletedPage(viewer: Viewer, id: number): Promise<Card> {
  const [row] = await selectCards(viewer, eq(pages.id, id), "latest", 1);
  return toCard(row, row, viewer);
}
