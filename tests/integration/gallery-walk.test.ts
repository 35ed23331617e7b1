/**
 * Issue #41 (6): every page of every sort of the public gallery, walked with "Cargar más" (the
 * cursor) while other families favourite, save, are blocked by an admin and are refused, answers
 * without an error; once the writes stop, a walk of each sort sees each public page exactly once,
 * whatever a server kept meanwhile (record 0152).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { pages } from "~/db/schema";
import { SORTS, type Sort } from "~/lib/pages";
import { saveColoring } from "~/services/coloring-save.server";
import { toggleBlocked, toggleFavorite } from "~/services/page-changes.server";
import { SIGNED_OUT, type Viewer } from "~/services/pages.server";
import { colouringFixture, drawnPage, listPages, makeAdmin, makeUser, type TestUser } from "../helpers/pages";

/** The public gallery walked with its cursor: the ids in the order shown. */
async function walk(viewer: Viewer, sort: Sort) {
  const ids: number[] = [];
  let cursor: string | null = null;
  for (let step = 0; step < 200; step++) {
    const page = await listPages(viewer, { sort, ...(cursor ? { cursor } : {}) });
    ids.push(...page.data.map((card) => card.id));
    cursor = page.nextCursor;
    if (!cursor) return ids;
  }
  throw new Error(`the ${sort} walk did not end`);
}

/** The pages the public gallery holds, by the database: public, not blocked. */
async function publicIds() {
  const db = await getDb();
  const rows = await db.select({ id: pages.id, visibility: pages.visibility, blocked: pages.blocked }).from(pages);
  return rows
    .filter((row) => row.visibility === "public" && !row.blocked)
    .map((row) => row.id)
    .sort((a, b) => a - b);
}

let owner: TestUser;
let fans: TestUser[];
let free: TestUser;
let admin: TestUser;
let paint: Buffer;
let pageIds: number[];

beforeAll(async () => {
  let lineArt: Buffer;
  ({ owner, lineArt, paint } = await colouringFixture({ r: 30, g: 160, b: 90 }));
  fans = await Promise.all([makeUser({ plan: "paid" }), makeUser({ plan: "paid" }), makeUser({ plan: "paid" })]);
  free = await makeUser();
  admin = await makeAdmin();
  pageIds = [];
  for (let i = 0; i < 40; i++) pageIds.push((await drawnPage(owner.user, lineArt)).id);
});

describe("the public gallery walked while families write", () => {
  it("answers every walk meanwhile, and once the writes stop sees each public page exactly once in every sort", async () => {
    let writing = true;
    const refused: unknown[] = [];
    const pick = () => pageIds[Math.floor(Math.random() * pageIds.length)];
    const writer = async (work: () => Promise<unknown>) => {
      while (writing) {
        await work().catch((error: unknown) => refused.push(error));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const writers = Promise.all([
      writer(() => toggleFavorite(fans[0].user, pick())),
      writer(() => toggleFavorite(fans[1].user, pick())),
      writer(() => saveColoring(fans[2].user, { pageId: pick(), paint: { kind: "layer", data: paint }, progress: Math.floor(Math.random() * 100) })),
      writer(() => toggleBlocked(admin.user, pick())),
      // Refused: a family's block of someone else's page, a favourite on the free plan.
      writer(() => toggleBlocked(free.user, pick())),
      writer(() => toggleFavorite(free.user, pick())),
    ]);
    try {
      for (const sort of SORTS) {
        const seen = await walk(fans[0].user, sort);
        expect(seen.length).toBeGreaterThan(0);
      }
    } finally {
      writing = false;
      await writers;
    }
    // Each refusal is a refusal (403; 404 for a page an admin blocked meanwhile), not a failure.
    for (const error of refused) expect([403, 404]).toContain((error as { status?: number }).status);
    expect(refused.length).toBeGreaterThan(0);

    const expected = await publicIds();
    const ours = new Set(pageIds);
    for (const sort of SORTS) {
      for (const viewer of [fans[0].user, free.user, SIGNED_OUT]) {
        const seen = await walk(viewer, sort);
        expect(new Set(seen).size, `${sort}: a page seen twice`).toBe(seen.length);
        expect(
          [...seen].sort((a, b) => a - b),
          `${sort}: the public pages`,
        ).toEqual(expected);
      }
    }
    // The admin's blocks did land: some of the test's pages left the gallery, and none came back twice.
    const db = await getDb();
    const blocked = await db.select({ id: pages.id }).from(pages).where(eq(pages.blocked, true));
    expect(blocked.some((row) => ours.has(row.id))).toBe(true);
  });
});
