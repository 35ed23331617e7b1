/**
 * The gallery is read on every request (record 0152; it was kept per server, record 0150): a change
 * to a card made on this server or another, even one no notice tells of, is seen at once; what
 * each viewer did with those pages is theirs alone; a refused or rolled-back write changes nothing
 * anyone sees.
 */
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { toggleBlocked, toggleFavorite } from "~/services/page-changes.server";
import { SIGNED_OUT, type Viewer } from "~/services/pages.server";
import { insertPage, listPages, makeAdmin, makeUser, uniqueWord } from "../helpers/pages";

// Another server, a worker or psql: a connection of its own to the same database.
let elsewhere: postgres.Sql;
beforeAll(async () => {
  elsewhere = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => undefined });
  await getDb();
});
afterAll(() => elsewhere.end());

/** A write another server makes with its triggers off (no notice of it could reach anyone). */
const unheard = <T>(write: (tx: postgres.TransactionSql) => Promise<T>) =>
  elsewhere.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    return write(tx);
  }) as Promise<T>;

/**
 * Each page a test adds is dated after every other page in the database (other files' pages may be
 * dated ahead too), the later the further on: the newest card of the gallery is the test's own.
 */
let ahead = 1000;
const later = () => sql`now() + make_interval(years => ${++ahead})`;
const laterText = () => `${++ahead} years`;

/** The newest card of the gallery, as `viewer` sees it (each test puts its page there). */
const newest = async (viewer: Viewer) => (await listPages(viewer, { sort: "latest" })).data[0];

describe("the gallery, read on every request", () => {
  it("shows a page added, counted, hidden or renamed on another server at once", async () => {
    const { user } = await makeUser({ name: "Ana Pérez" });
    const page = await insertPage(user, { prompt: uniqueWord("pg"), createdAt: later() });
    expect((await newest(SIGNED_OUT)).id).toBe(page.id);

    const [added] = await elsewhere`
      insert into pages (user_id, prompt, illustration, thumbnail, created_at)
      values (${user.id}, ${uniqueWord("pg")}, '/files/pages/x.png', '/files/pages/x.webp', now() + ${laterText()}::interval)
      returning id`;
    expect((await newest(SIGNED_OUT)).id).toBe(added.id);

    await elsewhere`update pages set favorited_count = 3 where id = ${added.id}`;
    expect((await newest(SIGNED_OUT)).favoritedCount).toBe(3);

    await elsewhere`update users set name = 'Berta Pérez' where id = ${user.id}`;
    expect((await newest(SIGNED_OUT)).user.name).toBe("Berta");

    await elsewhere`update pages set visibility = 'private' where id = ${added.id}`;
    expect((await newest(SIGNED_OUT)).id).toBe(page.id);
  });

  it("reads each viewer's marks on every request: a favourite or a colouring made elsewhere is seen at once, by its owner alone", async () => {
    const owner = await makeUser();
    const { user: viewer } = await makeUser();
    const { user: other } = await makeUser();
    const page = await insertPage(owner.user, { prompt: uniqueWord("pg"), createdAt: later() });
    expect((await newest(viewer)).isFavorited).toBe(false);
    expect((await newest(other)).isFavorited).toBe(false);

    // (with no notice at all: nothing of a viewer's is kept)
    await unheard((tx) => tx`insert into favorites (user_id, page_id) values (${viewer.id}, ${page.id})`);
    expect((await newest(viewer)).isFavorited).toBe(true);
    expect((await newest(other)).isFavorited).toBe(false);
    expect((await newest(SIGNED_OUT)).isFavorited).toBe(false);

    await unheard(
      (tx) =>
        tx`insert into coloreds (user_id, page_id, photo, preview, progress) values (${other.id}, ${page.id}, '/files/coloreds/p.png', '/files/coloreds/p.webp', 40)`,
    );
    expect((await newest(other)).colored?.progress).toBe(40);
    expect((await newest(viewer)).colored).toBeNull();
    await unheard((tx) => tx`update coloreds set progress = 90 where user_id = ${other.id} and page_id = ${page.id}`);
    expect((await newest(other)).colored?.progress).toBe(90);
  });

  it("a refused or rolled-back write changes nothing any viewer sees", async () => {
    const owner = await makeUser();
    const stranger = await makeUser();
    const { user: viewer } = await makeUser();
    for (let i = 0; i < 14; i++) await insertPage(owner.user, { prompt: uniqueWord("pg"), createdAt: later() });
    const seen = async (who: Viewer) => {
      const first = await listPages(who, { sort: "latest" });
      return { lastPage: first.lastPage, ids: first.data.map((card) => card.id), next: first.nextCursor };
    };
    const before = { viewer: await seen(viewer), signedOut: await seen(SIGNED_OUT) };
    expect(before.viewer.lastPage).toBeGreaterThan(1);
    // Read again from what is kept: the same (a first request once cut the kept rows to its page,
    // and every later one was told there was no page after it).
    expect(await seen(viewer)).toEqual(before.viewer);
    const newestId = before.viewer.ids[0];

    // Refused: a family presses block on another family's page (403), or a favourite on the free plan.
    await expect(toggleBlocked(stranger.user, newestId)).rejects.toMatchObject({ status: 403 });
    await expect(toggleFavorite(stranger.user, newestId)).rejects.toMatchObject({ status: 403 });
    // Rolled back: a write on another connection that never commits.
    await elsewhere
      .begin(async (tx) => {
        await tx`update pages set blocked = true, colored_count = 99 where id = ${newestId}`;
        await tx`update page_counts set n = 0`;
        throw new Error("rolled back");
      })
      .catch(() => undefined);

    expect(await seen(viewer)).toEqual(before.viewer);
    expect(await seen(SIGNED_OUT)).toEqual(before.signedOut);
    expect((await newest(viewer)).coloredCount).toBe(0);
  });

  it("sees this server's own changes at once", async () => {
    const owner = await makeUser();
    const fan = await makeUser({ plan: "paid" });
    const admin = await makeAdmin();
    const page = await insertPage(owner.user, { prompt: uniqueWord("pg"), createdAt: later() });
    expect(await newest(fan.user)).toMatchObject({ id: page.id, isFavorited: false, favoritedCount: 0 });
    expect((await newest(admin.user)).blocked).toBe(false);
    {
      await toggleFavorite(fan.user, page.id);
      expect(await newest(fan.user)).toMatchObject({ id: page.id, isFavorited: true, favoritedCount: 1 });
      expect(await newest(owner.user)).toMatchObject({ id: page.id, isFavorited: false, favoritedCount: 1 });
      await toggleBlocked(admin.user, page.id);
      expect((await newest(fan.user)).id).not.toBe(page.id);
      expect((await newest(admin.user)).blocked).toBe(true);
    }
  });
});
