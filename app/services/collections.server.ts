/**
 * The curated collections (lib/collections.ts): what each holds, a collection's pages, and the
 * tags an admin gives a page. A collection is the public gallery's pages carrying its slug in
 * `pages.tags`; its pages are read by pages.server.ts like the gallery's.
 */
import { eq, sql } from "drizzle-orm";
import * as z from "zod";
import { getDb } from "~/db/client.server";
import { pages } from "~/db/schema";
import { translate, type Locale } from "~/i18n";
import { cleanTags, COLLECTIONS, isCollectionSlug, type Collection, type CollectionSlug } from "~/lib/collections";
import { Forbidden, NotFound } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { pageTitle } from "~/lib/page-title";
import type { PageQuery } from "~/lib/pagination";
import { paginateTagged, paginateTaggedWebCards, type Viewer } from "./pages.server";
import { rowsOf } from "~/db/sql-state.server";

export type { Collection, CollectionSlug } from "~/lib/collections";

/**
 * How many public pages each collection holds and its cover, counted together and kept a
 * minute per server: every gallery and landing visit shows the chips, and a count a minute
 * old only delays a new page's chip (the first-run gallery's, too, while it is being seeded).
 * Counting reads every public page's tags (most of a second at a million pages), so once a count
 * is kept, a stale one is counted again in the background while requests go on with the kept one:
 * only the server's first count is waited for.
 */
const COUNTS_TTL_MS = 60_000;
type Counts = Map<string, { count: number; cover: string }>;
let counted: { at: number; counts: Promise<Counts>; ready: Counts | null } | null = null;

async function readCounts(): Promise<Counts> {
  const db = await getDb();
  const result: unknown = await db.execute(sql`
    select tag, count(*)::int as n,
      (array_agg(coalesce(nullif(${pages.thumbnail}, ''), ${pages.illustration}) order by ${pages.popularity} desc, ${pages.id} desc))[1] as cover
    from ${pages}, unnest(${pages.tags}) as tag
    where not ${pages.blocked} and ${pages.visibility} = 'public'
    group by tag`);
  const rows = rowsOf<{ tag: string; n: number; cover: string | null }>(result);
  return new Map(rows.map((row) => [row.tag, { count: Number(row.n), cover: row.cover ?? "" }]));
}

function collectionCounts(now = Date.now()): Promise<Counts> {
  if (counted && now - counted.at <= COUNTS_TTL_MS) return counted.ready ? Promise.resolve(counted.ready) : counted.counts;
  const stale = counted?.ready ?? null;
  // The kept counts serve until the new ones are in.
  const entry: NonNullable<typeof counted> = { at: now, counts: readCounts(), ready: stale };
  counted = entry;
  entry.counts.then(
    (counts) => {
      entry.ready = counts;
    },
    () => {
      // A failed count is tried again by the next request; the stale one is kept meanwhile.
      if (counted === entry) counted = stale ? { at: 0, counts: Promise.resolve(stale), ready: stale } : null;
    },
  );
  return stale ? Promise.resolve(stale) : entry.counts;
}

/** Forgets the kept counts (an admin's change of tags shows at once on this server; tests). */
export const forgetCollectionCounts = () => {
  counted = null;
};

const describe = (slug: CollectionSlug, locale: Locale, counts: Map<string, { count: number; cover: string }>): Collection => ({
  slug,
  title: translate(locale, `collections.${slug}.title`),
  description: translate(locale, `collections.${slug}.description`),
  count: counts.get(slug)?.count ?? 0,
  cover: counts.get(slug)?.cover ?? "",
});

/** Every curated collection in its order, with what it holds (empty ones too: `count` 0). */
export async function listCollections(locale: Locale): Promise<Collection[]> {
  const counts = await collectionCounts();
  return COLLECTIONS.map((collection) => describe(collection.slug, locale, counts));
}

/** One collection by its slug; an unknown slug is NotFound. */
export async function readCollection(slug: string, locale: Locale): Promise<Collection> {
  if (!isCollectionSlug(slug)) throw NotFound();
  return describe(slug, locale, await collectionCounts());
}

/** A collection's cards for the shells (the /api gallery's card). */
export async function paginateCollection(viewer: Viewer, slug: string, query: PageQuery) {
  if (!isCollectionSlug(slug)) throw NotFound();
  return paginateTagged(viewer, slug, query);
}

/** A collection's cards for the web (pages 1..N at once: its screen works without JavaScript). */
export async function paginateCollectionWebCards(viewer: Viewer, slug: CollectionSlug, query: PageQuery) {
  return paginateTaggedWebCards(viewer, slug, query, { through: true });
}

/** A page's tags as a form or JSON sends them: a list, or one slug (a single ticked box); unknown slugs are refused. */
export const pageTagsSchema = z.object({
  tags: z
    .preprocess((value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]), z.array(z.string()))
    .refine((tags) => tags.every(isCollectionSlug), { message: "errors.collections.unknownTag" }),
});

/** What an admin's tag screen shows of a page. */
export type TaggedPage = { id: number; title: string; prompt: string; thumbnail: string; tags: CollectionSlug[]; public: boolean };

/** An admin sets a page's collections; it answers the page's tags as stored. */
export async function setPageTags(viewer: Viewer, pageId: number, input: unknown): Promise<{ id: number; tags: CollectionSlug[] }> {
  if (!viewer.admin) throw Forbidden();
  const { tags } = parseInput(pageTagsSchema, input);
  const db = await getDb();
  const [row] = await db
    .update(pages)
    .set({ tags: cleanTags(tags) })
    .where(eq(pages.id, pageId))
    .returning({ id: pages.id, tags: pages.tags });
  if (!row) throw NotFound();
  forgetCollectionCounts();
  return { id: row.id, tags: cleanTags(row.tags) };
}

/** A page as the admin's page screen shows it, with its tags (any page: blocked and private ones too). */
export async function readTaggedPage(viewer: Viewer, pageId: number): Promise<TaggedPage> {
  if (!viewer.admin) throw Forbidden();
  const db = await getDb();
  const [row] = await db
    .select({
      id: pages.id,
      prompt: pages.prompt,
      source: pages.source,
      thumbnail: pages.thumbnail,
      illustration: pages.illustration,
      tags: pages.tags,
      shown: sql<boolean>`not ${pages.blocked} and ${pages.visibility} = 'public'`,
    })
    .from(pages)
    .where(eq(pages.id, pageId));
  if (!row) throw NotFound();
  return {
    id: row.id,
    title: pageTitle(row),
    prompt: row.prompt,
    thumbnail: row.thumbnail || row.illustration,
    tags: cleanTags(row.tags),
    public: row.shown,
  };
}
