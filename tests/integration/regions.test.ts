import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { pages } from "~/db/schema";
import { analyzeLineArt, decodeLabelsRgba } from "~/lib/regions";
import * as adminPages from "~/routes/admin+/pages._index";
import * as feed from "~/routes/_resources+/feed.pages";
import { backfillRegionMaps, computeRegionMap, describeProblems, fillabilityOf, storeRegionMap, uploadWarnings } from "~/services/regions.server";
import { getObject, keyFromUrl, newKey, putObject } from "~/services/storage/backends.server";
import { insertPage, makeAdmin, makeUser, pageRow, sessionCookieFor, uniqueWord } from "../helpers/pages";

/** A small colouring page: a frame, a house with a door and a window, a sun. */
const PAGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">
  <rect width="1024" height="1024" fill="#fff"/>
  <g fill="none" stroke="#000" stroke-width="10" stroke-linejoin="round">
    <rect x="40" y="40" width="944" height="944"/>
    <path d="M200 500 L512 250 L824 500 Z"/><rect x="250" y="500" width="524" height="380"/>
    <rect x="450" y="680" width="124" height="200"/><rect x="300" y="560" width="110" height="90"/>
    <circle cx="830" cy="180" r="70"/><path d="M40 880 H984"/>
  </g></svg>`;

const lineArt = () => sharp(Buffer.from(PAGE_SVG)).greyscale().png().toBuffer();

/** The chunk types of a PNG, in order. */
function pngChunks(png: Buffer) {
  const types: string[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    types.push(png.toString("latin1", offset + 4, offset + 8));
    offset += 12 + length;
  }
  return types;
}

async function rgbaOf(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { rgba: new Uint8Array(data), width: info.width, height: info.height };
}

describe("computeRegionMap", () => {
  it("writes the labels as a plain 8-bit RGB PNG with no colour chunks, decoding to the engine's labels", async () => {
    const art = await lineArt();
    const { png, regionCount, fillability } = await computeRegionMap(art);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: "png", width: 1024, height: 1024, channels: 3, depth: "uchar" });
    const chunks = pngChunks(png);
    expect(chunks[0]).toBe("IHDR");
    expect(chunks.at(-1)).toBe("IEND");
    for (const chunk of ["gAMA", "iCCP", "sRGB", "cHRM", "PLTE"]) expect(chunks).not.toContain(chunk);

    const { data } = await sharp(art).greyscale().raw().toBuffer({ resolveWithObject: true });
    const expected = analyzeLineArt(new Uint8Array(data), 1024, 1024);
    const { rgba } = await rgbaOf(png);
    const labels = decodeLabelsRgba(rgba);
    expect(labels.findIndex((id, i) => id !== expected.labels[i])).toBe(-1);
    // Frame outside, the sky, the roof, the wall, the door, the window, the sun and the ground.
    expect(regionCount).toBe(8);
    expect(regionCount).toBe(expected.regionCount);
    expect(fillability).toEqual(expected.fillability);
    expect(fillability.passed).toBe(true);
    expect(png.length).toBeLessThan(64 * 1024);
  });

  it("reads transparent line art as paper", async () => {
    const transparent = await sharp(Buffer.from(PAGE_SVG.replace('<rect width="1024" height="1024" fill="#fff"/>', "")))
      .png()
      .toBuffer();
    expect((await sharp(transparent).metadata()).hasAlpha).toBe(true);
    const { regionCount, fillability } = await computeRegionMap(transparent);
    expect(regionCount).toBe(8);
    expect(fillability.passed).toBe(true);
  });
});

describe("storeRegionMap", () => {
  it("stores the map under the owner's pages and returns the page's columns", async () => {
    const { user } = await makeUser();
    const stored = await storeRegionMap(user.id, await lineArt(), "pages");
    const key = keyFromUrl(stored.regionMap);
    expect(key).toMatch(new RegExp(`^pages/${user.id}/[a-z0-9]+\\.png$`));
    const file = await getObject(key ?? "");
    expect(file).not.toBeNull();
    expect((await sharp(file as Buffer).metadata()).channels).toBe(3);
    expect(stored.regionCount).toBe(8);
    expect(stored.fillability.passed).toBe(true);
  });
});

describe("backfillRegionMaps", () => {
  async function pageWithLineArt(ownerId: number) {
    const page = await insertPage({ id: ownerId }, { prompt: "casa" });
    const illustration = await putObject(newKey("pages", ownerId, "png"), await lineArt(), "image/png");
    const db = await getDb();
    await db.update(pages).set({ illustration }).where(eq(pages.id, page.id));
    return page;
  }

  it("computes the maps of pages without one, once, and skips pages whose line art is gone", async () => {
    const { user } = await makeUser();
    const first = await pageWithLineArt(user.id);
    const second = await pageWithLineArt(user.id);
    const lost = await insertPage(user, { prompt: "sin archivo" }); // its illustration file does not exist
    const ids = [first.id, second.id, lost.id];
    const seen: number[] = [];

    const result = await backfillRegionMaps({ pageIds: ids, batchSize: 2, onPage: ({ id }) => seen.push(id) });
    expect(result).toEqual({ done: 2, failed: 1 });
    expect(seen).toEqual(ids);
    for (const page of [first, second]) {
      const row = await pageRow(page.id);
      expect(row.regionMap).toMatch(new RegExp(`^/files/pages/${user.id}/`));
      expect(row.regionCount).toBe(8);
      expect(row.fillability?.passed).toBe(true);
      expect(await getObject(keyFromUrl(row.regionMap) ?? "")).not.toBeNull();
    }
    const lostRow = await pageRow(lost.id);
    expect(lostRow.regionMap).toBe("");
    expect(lostRow.fillability).toBeNull();

    // Pages with a map are left alone; the lost one is tried again and fails again.
    const map = (await pageRow(first.id)).regionMap;
    const again = await backfillRegionMaps({ pageIds: ids });
    expect(again).toEqual({ done: 0, failed: 1 });
    expect((await pageRow(first.id)).regionMap).toBe(map);
  });

  it("recompute replaces a map and removes the old file; limit stops early", async () => {
    const { user } = await makeUser();
    const page = await pageWithLineArt(user.id);
    const other = await pageWithLineArt(user.id);
    expect(await backfillRegionMaps({ pageIds: [page.id, other.id], limit: 1 })).toEqual({ done: 1, failed: 0 });
    expect((await pageRow(other.id)).regionMap).toBe("");
    const before = (await pageRow(page.id)).regionMap;

    expect(await backfillRegionMaps({ pageIds: [page.id], recompute: true })).toEqual({ done: 1, failed: 0 });
    const after = (await pageRow(page.id)).regionMap;
    expect(after).not.toBe(before);
    expect(await getObject(keyFromUrl(after) ?? "")).not.toBeNull();
    expect(await getObject(keyFromUrl(before) ?? "")).toBeNull();
  });
});

describe("the fillability check for admins", () => {
  const FAILED = { inkShare: 0.5, tinyRegionShare: 0, blobShare: 0.2, usableRegions: 1, passed: false, problems: ["regions.problem.blobs"] };

  async function loaderJson(handler: (args: never) => Promise<Response>, path: string, cookie: string) {
    const request = new Request(`http://localhost:3999${path}`, { headers: { Cookie: cookie } });
    const res = await handler({ request, params: {}, context: { cspNonce: "", requestId: "t" } } as never);
    return (await res.json()) as { data: { id: number }[]; fillability?: Record<string, unknown> };
  }

  it("the admin pages list and its 'Load more' feed carry each page's check; a user's feed does not", async () => {
    const { user } = await makeUser();
    const word = uniqueWord("fill");
    const checked = await insertPage(user, { prompt: `${word} con` });
    const pending = await insertPage(user, { prompt: `${word} sin` });
    const db = await getDb();
    await db.update(pages).set({ regionMap: "/files/pages/0/x.png", regionCount: 3, fillability: FAILED }).where(eq(pages.id, checked.id));
    expect(await fillabilityOf([checked.id, pending.id])).toEqual({ [checked.id]: FAILED, [pending.id]: null });
    expect(await fillabilityOf([])).toEqual({});

    const admin = await sessionCookieFor((await makeAdmin()).user);
    const list = await loaderJson(adminPages.loader as never, `/admin/pages?search=${word}`, admin);
    expect(list.fillability).toEqual({ [checked.id]: FAILED, [pending.id]: null });
    const more = await loaderJson(feed.loader as never, `/feed/pages?search=${word}`, admin);
    expect(more.fillability).toEqual({ [checked.id]: FAILED, [pending.id]: null });
    const mine = await loaderJson(feed.loader as never, `/feed/pages?search=${word}`, await sessionCookieFor(user));
    expect(mine.data).toHaveLength(2);
    expect(mine.fillability).toBeUndefined();
  });

  it("problems read as the end of a sentence, in the request's language", () => {
    const problems = ["regions.problem.fewRegions", "regions.problem.blobs"];
    expect(describeProblems("es", problems)).toBe("casi no tiene zonas cerradas para rellenar; tiene manchas negras grandes");
    expect(describeProblems("en", problems)).toBe("it has hardly any closed areas to fill; it has large black blots");
    expect(uploadWarnings("es", [])).toEqual([]);
    expect(uploadWarnings("en", ["regions.problem.blobs"])).toEqual([
      {
        code: "HARD_TO_FILL",
        message: "Your page was created, but it may be hard to fill with the paint bucket: it has large black blots.",
        problems: ["regions.problem.blobs"],
      },
    ]);
  });
});
