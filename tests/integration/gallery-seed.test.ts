import fs from "node:fs";
import path from "node:path";
import { count, desc, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { pages, users, type PageRow } from "~/db/schema";
import { SEED_PAGES } from "~/seed-pages";
import { seedGallery } from "~/services/gallery-seed.server";
import { toggleBlocked } from "~/services/page-changes.server";
import { getObject, keyFromUrl } from "~/services/storage/backends.server";
import { getEnv } from "~/infra/env.server";
import { TEST_ADMIN } from "../helpers/database";
import { makeAdmin, makeUser, type TestUser, listPages } from "../helpers/pages";

/** What every seeded page must offer beyond passing the region engine's own check. */
const MIN_USABLE_REGIONS = 10;
const MAX_TINY_REGION_SHARE = 0.2;

const seededRows = async () => {
  const db = await getDb();
  return db.select().from(pages).where(eq(pages.source, "seed"));
};
const rowsOf = async (keys: string[]) => {
  const db = await getDb();
  return db.select().from(pages).where(inArray(pages.seedKey, keys));
};
const file = async (url: string) => {
  const key = keyFromUrl(url);
  const data = key ? await getObject(key) : null;
  if (!data) throw new Error(`missing file ${url}`);
  return data;
};

let reader: TestUser;
let adminId: number;

beforeAll(async () => {
  reader = await makeUser();
  const db = await getDb();
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email));
  adminId = admin.id;
});

// Other test files of this worker share the database: leave its gallery as it was.
afterAll(async () => {
  const db = await getDb();
  await db.delete(pages).where(eq(pages.source, "seed"));
});

describe("seedGallery", () => {
  it("finds nothing seeded in a test database (the template does not seed the gallery)", async () => {
    expect(await seededRows()).toEqual([]);
  });

  it("inserts each page once when two servers seed at the same moment", async () => {
    const keys = ["lion", "mandala-simple"];
    const [a, b] = await Promise.all([seedGallery({ keys }), seedGallery({ keys })]);
    expect([...a.added, ...b.added].sort()).toEqual([...keys].sort());
    expect(a.failed).toEqual([]);
    expect(b.failed).toEqual([]);
    const rows = await rowsOf(keys);
    expect(rows.map((row) => row.seedKey).sort()).toEqual([...keys].sort());
    // The loser of each race removed the files it had made: three files a page remain.
    const folder = path.join(getEnv().DATA_DIR, "uploads", "pages", String(adminId));
    expect(fs.readdirSync(folder).sort()).toEqual(
      rows.flatMap((row) => [row.illustration, row.thumbnail, row.regionMap].map((url) => path.basename(url))).sort(),
    );
  });

  describe("the whole gallery", () => {
    let rows: PageRow[];
    let first: Awaited<ReturnType<typeof seedGallery>>;

    beforeAll(async () => {
      first = await seedGallery();
      rows = await seededRows();
    }, 300_000);

    it("adds every page not seeded yet, and only those", () => {
      expect(first.failed).toEqual([]);
      expect(first.present.sort()).toEqual(["lion", "mandala-simple"]);
      expect(first.added).toHaveLength(SEED_PAGES.length - 2);
      expect(rows).toHaveLength(SEED_PAGES.length);
    });

    it("stores each page like any other: the admin's, public, titled in Spanish, with a map", () => {
      for (const page of SEED_PAGES) {
        const row = rows.find((candidate) => candidate.seedKey === page.key);
        expect(row, page.key).toMatchObject({ userId: adminId, prompt: page.title, source: "seed", blocked: false });
        expect(row?.thumbnail, page.key).not.toBe("");
        expect(row?.regionMap, page.key).not.toBe("");
        expect(row?.regionCount, page.key).toBeGreaterThan(0);
      }
    });

    it.each(SEED_PAGES.map((page) => [page.key]))("%s passes the fillability check with room to colour", (key) => {
      const row = rows.find((candidate) => candidate.seedKey === key);
      const fillability = row?.fillability;
      expect(fillability?.passed, JSON.stringify(fillability)).toBe(true);
      expect(fillability?.problems).toEqual([]);
      expect(fillability?.usableRegions).toBeGreaterThanOrEqual(MIN_USABLE_REGIONS);
      expect(fillability?.tinyRegionShare).toBeLessThanOrEqual(MAX_TINY_REGION_SHARE);
    });

    it("stores 1024×1024 line art, a thumbnail and a region map of the same size", async () => {
      for (const row of rows.slice(0, 3)) {
        const art = await sharp(await file(row.illustration)).metadata();
        expect([art.width, art.height]).toEqual([1024, 1024]);
        const map = await sharp(await file(row.regionMap)).metadata();
        expect([map.width, map.height]).toEqual([1024, 1024]);
        const thumb = await sharp(await file(row.thumbnail)).metadata();
        expect(thumb.format).toBe("webp");
      }
    });

    it("dates the pages one run adds in the list's order, the first newest (the gallery's default sort)", async () => {
      const db = await getDb();
      const ordered = await db.select({ key: pages.seedKey }).from(pages).where(inArray(pages.seedKey, first.added)).orderBy(desc(pages.createdAt));
      expect(ordered.map((row) => row.key)).toEqual(SEED_PAGES.map((page) => page.key).filter((key) => first.added.includes(key)));
    });

    it("finds the pages by their Spanish titles in the gallery search", async () => {
      // Other files' pages may share this worker's database (a pattern page is a "Mandala …"): only seed pages count here.
      const seeded = new Set(rows.map((row) => row.id));
      const search = async (text: string) => (await listPages(reader.user, { search: text })).data.filter((card) => seeded.has(card.id));
      expect((await search("león sonriente")).map((card) => card.prompt)).toEqual(["León sonriente"]);
      expect((await search("mandala")).map((card) => card.prompt)).toEqual(["Mandala de flores", "Mandala de estrellas", "Mandala sencillo"]);
      expect(await search("Letra")).toHaveLength(SEED_PAGES.filter((page) => page.category === "letters").length);
    });

    it("adds nothing when run again", async () => {
      const again = await seedGallery();
      expect(again).toMatchObject({ added: [], failed: [], owned: true });
      expect(again.present).toHaveLength(SEED_PAGES.length);
      const db = await getDb();
      const [{ total }] = await db.select({ total: count() }).from(pages).where(eq(pages.source, "seed"));
      expect(total).toBe(SEED_PAGES.length);
    });

    it("never adds back a page an admin blocked (or deleted: the same flag)", async () => {
      const moderator = await makeAdmin();
      const [octopus] = await rowsOf(["octopus"]);
      await toggleBlocked(moderator.user, octopus.id);
      const again = await seedGallery({ keys: ["octopus"] });
      expect(again.added).toEqual([]);
      expect(again.present).toEqual(["octopus"]);
      const db = await getDb();
      const after = await db.select().from(pages).where(eq(pages.seedKey, "octopus"));
      expect(after).toHaveLength(1);
      expect(after[0].blocked).toBe(true);
      const search = await listPages(reader.user, { search: "Pulpo simpático" });
      expect(search.data).toEqual([]);
    });
  });
});
