/**
 * Issue #30, "Compartir": a colouring's share link, through HTTP against the production build
 * (`npm run build` first). The share page's link preview tags are absolute, its card a
 * 1200×630 PNG; sharing twice gives the same link; turning it off takes the page and both
 * pictures away, and sharing again makes a new link; nobody else makes or stops someone's link;
 * a private page's own files stay its owner's while its colouring is shared.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { coloreds, rateLimits, shareLinks } from "~/db/schema";
import { savePage } from "~/services/page-creation.server";
import { setVisibility, toggleBlocked } from "~/services/page-changes.server";
import { SHARE_CARDS_PER_HOUR } from "~/services/limits.server";
import { getObject, keyFromUrl, newKey, putObject } from "~/services/storage/backends.server";
import { appServers } from "../helpers/http";
import { blankLineArt, insertColored, makeUser, sessionCookieFor, solidPaint, uniqueWord, type TestUser } from "../helpers/pages";

const APP_URL = "http://localhost:3999";
type Share = { token: string; url: string; picture: string; card: string; created_at: string };

describe("share links", () => {
  const servers = appServers();
  let base = "";
  let owner: TestUser;
  let stranger: TestUser;
  let strangerCookie = "";

  beforeAll(async () => {
    base = await servers.start({ RATE_LIMIT_FACTOR: 1 });
    owner = await makeUser({ plan: "advanced" });
    stranger = await makeUser();
    strangerCookie = await sessionCookieFor(stranger.user);
  });
  afterAll(() => servers.closeAll());

  const path = (url: string) => url.replace(APP_URL, "");
  const get = (url: string, headers: Record<string, string> = {}) => fetch(`${base}${path(url)}`, { headers, redirect: "manual" });
  const api = (method: string, pageId: number, who: TestUser) =>
    fetch(`${base}/api/coloreds/${pageId}/share`, { method, headers: { Authorization: `Bearer ${who.token}`, Accept: "application/json" } });

  /** A page of `who`'s with their saved colouring of it: a real composite in storage. */
  async function colouredPage(who: TestUser, visibility: "public" | "private", color = { r: 240, g: 120, b: 30 }) {
    const page = await savePage(who.user, `Gato ${uniqueWord()}`, await blankLineArt(), "upload", { visibility });
    const preview = await putObject(newKey("coloreds", who.user.id, "png"), await solidPaint(color), "image/png");
    const colored = await insertColored(who.user, page, { preview });
    return { page, colored };
  }

  async function share(pageId: number, who: TestUser, status = 201) {
    const res = await api("POST", pageId, who);
    expect(res.status).toBe(status);
    return ((await res.json()) as { share: Share }).share;
  }

  const metaOf = (html: string, key: string) =>
    html.match(new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`))?.[1]?.replace(/&amp;/g, "&");

  it("the share page has link preview tags with absolute URLs, and its card is a 1200×630 PNG", async () => {
    const { page } = await colouredPage(owner, "private");
    const shared = await share(page.id, owner);
    expect(shared.url).toBe(`${APP_URL}/compartido/${shared.token}`);
    expect(shared.token).toMatch(/^[\w-]{32}$/);

    const res = await get(shared.url);
    expect(res.status).toBe(200);
    // Asked again on each visit, so a link turned off is gone from caches too; a signed-in visitor's page is theirs alone.
    expect(res.headers.get("Cache-Control")).toBe("public, no-cache");
    // Revalidated by its ETag: 304 while it is the same (record 0152).
    const etag = res.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^W\/"/);
    expect((await get(shared.url, { "If-None-Match": etag })).status).toBe(304);
    expect((await get(shared.url, { Cookie: strangerCookie })).headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    expect(metaOf(html, "og:title")).toContain(page.prompt);
    expect(metaOf(html, "og:url")).toBe(shared.url);
    expect(metaOf(html, "og:description")).toBeTruthy();
    expect(metaOf(html, "og:image")).toBe(`${APP_URL}/compartido/${shared.token}/tarjeta.png?v=1`);
    expect(metaOf(html, "og:image:width")).toBe("1200");
    expect(metaOf(html, "og:image:height")).toBe("630");
    expect(metaOf(html, "twitter:card")).toBe("summary_large_image");
    expect(metaOf(html, "twitter:image")).toBe(metaOf(html, "og:image"));
    expect(html).toContain(`<h1`);
    expect(html).toContain(page.prompt);
    // The private page's own line art is nowhere in it.
    expect(html).not.toContain(page.illustration);

    const card = await get(metaOf(html, "og:image") ?? "");
    expect(card.status).toBe(200);
    expect(card.headers.get("Content-Type")).toBe("image/png");
    const meta = await sharp(Buffer.from(await card.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);

    // The picture is the colouring as saved.
    const picture = await get(shared.picture);
    expect(picture.status).toBe(200);
    const [colored] = await (await getDb()).select().from(coloreds).where(eq(coloreds.pageId, page.id));
    expect(Buffer.from(await picture.arrayBuffer()).equals((await getObject(keyFromUrl(colored.preview) ?? "")) ?? Buffer.alloc(0))).toBe(true);
  });

  it("sharing twice gives the same link; turning it off answers 404 for the page and both pictures; sharing again makes a new one", async () => {
    const { page } = await colouredPage(owner, "public");
    const first = await share(page.id, owner);
    const again = await share(page.id, owner, 200);
    expect(again.token).toBe(first.token);
    // The colour screen's door answers the same link.
    const screen = await fetch(`${base}/pages/${page.id}/share`, {
      method: "POST",
      headers: { Cookie: await sessionCookieFor(owner.user), Accept: "application/json", Origin: base },
    });
    expect(screen.status).toBe(200);
    // (the web speaks camelCase; the /api door renames)
    const { createdAt, ...onScreen } = ((await screen.json()) as { share: Omit<Share, "created_at"> & { createdAt: string } }).share;
    expect({ ...onScreen, created_at: createdAt }).toEqual(first);
    expect(((await (await api("GET", page.id, owner)).json()) as { share: Share }).share.token).toBe(first.token);
    expect((await get(first.card)).status).toBe(200);
    const [link] = await (await getDb()).select().from(shareLinks).where(eq(shareLinks.token, first.token));
    expect(link.card).not.toBe("");

    const off = await api("DELETE", page.id, owner);
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ share: null });
    for (const url of [first.url, first.picture, first.card]) expect((await get(url)).status, url).toBe(404);
    // The card it had is removed from storage.
    expect(await getObject(keyFromUrl(link.card) ?? "")).toBeNull();
    expect(((await (await api("GET", page.id, owner)).json()) as { share: Share | null }).share).toBeNull();

    const renewed = await share(page.id, owner);
    expect(renewed.token).not.toBe(first.token);
    expect((await get(renewed.url)).status).toBe(200);
    expect((await get(first.url)).status).toBe(404);
  });

  it("another user can neither make nor stop someone's link, on either door", async () => {
    const { page } = await colouredPage(owner, "public");
    const shared = await share(page.id, owner);
    for (const method of ["POST", "DELETE", "GET"]) {
      const res = await api(method, page.id, stranger);
      expect(res.status, method).toBe(404);
      expect(await res.json()).toMatchObject({ code: "NOT_FOUND", message: expect.any(String) });
    }
    for (const method of ["POST", "DELETE"]) {
      const res = await fetch(`${base}/pages/${page.id}/share`, { method, headers: { Cookie: strangerCookie, Accept: "application/json", Origin: base } });
      expect(res.status, method).toBe(404);
    }
    expect((await get(shared.url)).status).toBe(200);
    expect(((await (await api("GET", page.id, owner)).json()) as { share: Share }).share.token).toBe(shared.token);
  });

  it("a shared private page's own files still refuse strangers; 'Colorea esta página' asks a visitor to sign up", async () => {
    const { page, colored } = await colouredPage(owner, "private");
    const shared = await share(page.id, owner);
    for (const url of [page.illustration, page.thumbnail, page.regionMap, colored.preview, colored.photo]) {
      const callers: Record<string, string>[] = [{}, { Cookie: strangerCookie }, { Authorization: `Bearer ${stranger.token}` }];
      for (const headers of callers) {
        expect((await get(url, headers)).status, url).toBe(404);
      }
    }
    const cta = (html: string) => html.match(/<a href="([^"]*)"[^>]*data-testid="shared-cta"/)?.[1];
    expect(cta(await (await get(shared.url)).text())).toBe("/sign-up");
    expect(cta(await (await get(shared.url, { Cookie: strangerCookie })).text())).toBe("/pages/public");
    expect(cta(await (await get(shared.url, { Cookie: await sessionCookieFor(owner.user) })).text())).toBe(`/pages/${page.id}/color`);

    const open = await colouredPage(owner, "public");
    const openShare = await share(open.page.id, owner);
    expect(cta(await (await get(openShare.url)).text())).toBe(`/pages/${open.page.id}/color`);
  });

  it("a colouring of someone else's page that turns private is no longer shown", async () => {
    const page = await savePage(owner.user, `Perro ${uniqueWord()}`, await blankLineArt(), "upload", { visibility: "public" });
    const preview = await putObject(newKey("coloreds", stranger.user.id, "png"), await solidPaint({ r: 10, g: 200, b: 90 }), "image/png");
    await insertColored(stranger.user, page, { preview });
    const shared = await share(page.id, stranger);
    expect((await get(shared.url)).status).toBe(200);
    await setVisibility(owner.user, page.id, { visibility: "private" });
    for (const url of [shared.url, shared.picture, shared.card]) expect((await get(url)).status, url).toBe(404);
  });

  it("deleting a page takes its colourings' links away, and removes their cards", async () => {
    const { page } = await colouredPage(owner, "public");
    const shared = await share(page.id, owner);
    expect((await get(shared.card)).status).toBe(200);
    const [link] = await (await getDb()).select().from(shareLinks).where(eq(shareLinks.token, shared.token));
    await toggleBlocked(owner.user, page.id);
    for (const url of [shared.url, shared.picture, shared.card]) expect((await get(url)).status, url).toBe(404);
    expect(await (await getDb()).select().from(shareLinks).where(eq(shareLinks.token, shared.token))).toEqual([]);
    expect(await getObject(keyFromUrl(link.card) ?? "")).toBeNull();
  });

  it("the card is made again when the colouring changes, within the colourist's hourly limit (past it, the last card)", async () => {
    const { page, colored } = await colouredPage(owner, "public");
    const shared = await share(page.id, owner);
    const first = Buffer.from(await (await get(shared.card)).arrayBuffer());

    const db = await getDb();
    const preview = await putObject(newKey("coloreds", owner.user.id, "png"), await solidPaint({ r: 20, g: 60, b: 220 }), "image/png");
    await db.update(coloreds).set({ preview, version: 2 }).where(eq(coloreds.id, colored.id));
    const html = await (await get(shared.url)).text();
    expect(metaOf(html, "og:image")).toBe(`${APP_URL}/compartido/${shared.token}/tarjeta.png?v=2`);
    const second = Buffer.from(await (await get(metaOf(html, "og:image") ?? "")).arrayBuffer());
    expect(second.equals(first)).toBe(false);

    // The hour's cards spent: a change keeps the last card; a link with none yet is refused.
    await db
      .insert(rateLimits)
      .values({ key: `share-card:${owner.user.id}`, hits: SHARE_CARDS_PER_HOUR, resetAt: new Date(Date.now() + 3_600_000) })
      .onConflictDoUpdate({ target: rateLimits.key, set: { hits: SHARE_CARDS_PER_HOUR, resetAt: new Date(Date.now() + 3_600_000) } });
    await db.update(coloreds).set({ version: 3 }).where(eq(coloreds.id, colored.id));
    const stale = await get(shared.card);
    expect(stale.status).toBe(200);
    expect(Buffer.from(await stale.arrayBuffer()).equals(second)).toBe(true);

    const fresh = await colouredPage(owner, "public");
    const freshShare = await share(fresh.page.id, owner);
    const refused = await get(freshShare.card);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
