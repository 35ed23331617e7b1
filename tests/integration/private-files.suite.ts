/**
 * Issue #27, private pictures: personal files (private pages' files, colourings, uploads,
 * booklets) are served only to their owner and admins, never cacheable by others; making a page
 * private moves its files to new keys and the old URLs stop answering; public pages' files stay
 * public and cacheable. Run through HTTP against the production build (`npm run build` first),
 * once with the local store (private-files.test.ts) and once with the S3-compatible one
 * (private-files-s3.test.ts).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { coloreds, pages, settings } from "~/db/schema";
import sharp from "sharp";
import { saveColoring } from "~/services/coloring-save.server";
import { moveMisplacedPageFiles } from "~/services/page-files.server";
import { savePage, toCanvasLineArt } from "~/services/page-creation.server";
import { setVisibility, toggleBlocked } from "~/services/page-changes.server";
import { getObject, keyFromUrl, newKey, putObject } from "~/services/storage/backends.server";
import { appServers } from "../helpers/http";
import { insertColored, linePng, makeAdmin, makeUser, pageRow, sessionCookieFor, solidPaint, uniqueWord, type TestUser } from "../helpers/pages";

type Who = { cookie?: string; token?: string } | null;

export function privateFilesSuite(store: "local" | "s3") {
  const servers = appServers();
  let base = "";
  let owner: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  let ownerCookie = "";
  let strangerCookie = "";

  beforeAll(async () => {
    base = await servers.start({ RATE_LIMIT_FACTOR: 100 });
    owner = await makeUser({ plan: "paid" });
    stranger = await makeUser();
    admin = await makeAdmin();
    ownerCookie = await sessionCookieFor(owner.user);
    strangerCookie = await sessionCookieFor(stranger.user);
  });
  afterAll(() => servers.closeAll());

  /** Reads a stored file's URL as `who` would, following the app's redirect to the store as a browser does. */
  async function read(url: string, who: Who) {
    const headers: Record<string, string> = {};
    if (who?.cookie) headers.Cookie = who.cookie;
    if (who?.token) headers.Authorization = `Bearer ${who.token}`;
    const first = await fetch(url.startsWith("http") ? url : `${base}${url}`, { headers, redirect: "manual" });
    const redirect = first.status === 302 ? (first.headers.get("Location") ?? "") : null;
    // The file's own answer: the app's, or the store's behind the redirect (its caching is the app's).
    const file = redirect === null ? first : await fetch(redirect);
    return {
      status: file.status,
      cache: first.headers.get("Cache-Control") ?? "",
      sniffing: file.headers.get("X-Content-Type-Options"),
      body: Buffer.from(await file.arrayBuffer()),
      redirect,
    };
  }

  const asOwner = (): Who => ({ cookie: ownerCookie });
  const asOwnerShell = (): Who => ({ token: owner.token });
  const asStranger = (): Who => ({ cookie: strangerCookie });
  const asStrangerShell = (): Who => ({ token: stranger.token });
  const asAdmin = (): Who => ({ token: admin.token });

  async function expectPersonal(url: string) {
    expect(url.startsWith("/files/"), url).toBe(true);
    for (const who of [null, asStranger(), asStrangerShell()]) {
      const res = await read(url, who);
      expect(res.status, `${url} as ${JSON.stringify(who)}`).toBe(404);
      expect(res.cache).not.toContain("public");
    }
    for (const who of [asOwner(), asOwnerShell(), asAdmin()]) {
      const res = await read(url, who);
      expect(res.status, `${url} as ${JSON.stringify(who)}`).toBe(200);
      expect(res.body.equals((await getObject(keyFromUrl(url) ?? "")) ?? Buffer.alloc(0))).toBe(true);
      expect(res.cache).toMatch(/private/);
      expect(res.cache).not.toContain("public");
      // Once (issue #42: "nosniff, nosniff", the route's own beside every answer's).
      if (store === "local") expect(res.sniffing).toBe("nosniff");
      if (store === "s3") {
        // A presigned link that works for minutes, not a public address.
        expect(res.redirect).toMatch(/X-Amz-Expires=300/);
      }
    }
  }

  async function expectPublic(url: string) {
    const res = await read(url, null);
    expect(res.status, url).toBe(200);
    // Anyone's, for an hour, then asked again: a page taken back leaves shared caches within it (issue #42).
    expect(res.cache).toBe("public, max-age=3600, must-revalidate");
  }

  async function expectGone(url: string) {
    expect(await getObject(keyFromUrl(url) ?? "")).toBeNull();
    for (const who of [null, asOwner()]) expect((await read(url, who)).status, url).toBe(404);
  }

  async function makePage(visibility: "public" | "private") {
    return savePage(owner.user, `Privada ${uniqueWord()}`, await toCanvasLineArt(await linePng(300, 300)), "upload", { visibility });
  }

  describe(`personal files (${store} store)`, () => {
    it("a private page's line art, thumbnail and region map are its owner's and admins' only", async () => {
      const page = await makePage("private");
      for (const url of [page.illustration, page.thumbnail, page.regionMap]) await expectPersonal(url);
    });

    it("a public page's files are anyone's, cacheable for an hour and then asked again", async () => {
      const page = await makePage("public");
      for (const url of [page.illustration, page.thumbnail, page.regionMap]) await expectPublic(url);
    });

    it("making a page private moves its files: the old URLs stop answering, the new ones are personal; public again, public again", async () => {
      const page = await makePage("public");
      const before = [page.illustration, page.thumbnail, page.regionMap];
      const made = await setVisibility(owner.user, page.id, { visibility: "private" });
      const after = [made.illustration, made.thumbnail, made.regionMap];
      for (const url of before) await expectGone(url);
      for (const url of after) await expectPersonal(url);
      const shared = await setVisibility(owner.user, page.id, { visibility: "public" });
      for (const url of after) await expectGone(url);
      for (const url of [shared.illustration, shared.thumbnail, shared.regionMap]) await expectPublic(url);
    });

    it("a public page taken back answers 404 at its public address at once: blocked by an admin (and public again when unblocked), deleted by its owner (issue #42)", async () => {
      const page = await makePage("public");
      const shown = [page.illustration, page.thumbnail, page.regionMap];
      for (const url of shown) await expectPublic(url);

      await toggleBlocked(admin.user, page.id);
      const blocked = await pageRow(page.id);
      expect(blocked.blocked).toBe(true);
      for (const url of shown) await expectGone(url);
      for (const url of [blocked.illustration, blocked.thumbnail, blocked.regionMap]) await expectPersonal(url);

      await toggleBlocked(admin.user, page.id);
      const unblocked = await pageRow(page.id);
      for (const url of [blocked.illustration, blocked.thumbnail, blocked.regionMap]) await expectGone(url);
      for (const url of [unblocked.illustration, unblocked.thumbnail, unblocked.regionMap]) await expectPublic(url);

      await toggleBlocked(owner.user, page.id);
      for (const url of [unblocked.illustration, unblocked.thumbnail, unblocked.regionMap]) await expectGone(url);
    });

    it("colourings, uploads and booklets are personal, whatever page they belong to", async () => {
      const page = await makePage("public");
      const files = {
        photo: await putObject(newKey("coloreds", owner.user.id, "png"), await linePng(20, 20), "image/png"),
        preview: await putObject(newKey("coloreds", owner.user.id, "png"), await linePng(20, 20), "image/png"),
        thumbnail: await putObject(newKey("coloreds", owner.user.id, "webp"), await linePng(20, 20), "image/webp"),
      };
      await insertColored(owner.user, page, files);
      const upload = await putObject(newKey("uploads", owner.user.id, "png"), await linePng(20, 20), "image/png");
      const booklet = await putObject(newKey("booklets", owner.user.id, "pdf"), Buffer.from("%PDF-1.7 test"), "application/pdf");
      for (const url of [...Object.values(files), upload, booklet]) await expectPersonal(url);
    });

    it("a colouring's picture is made when its owner or an admin first asks for it, never for anyone else (record 0162)", async () => {
      const page = await makePage("public");
      const { colored } = await saveColoring(owner.user, { pageId: page.id, paint: { kind: "layer", data: await solidPaint({ r: 0, g: 0, b: 255 }) } });
      const pictured = async () => (await getDb()).select({ pictured: coloreds.pictured }).from(coloreds).where(eq(coloreds.id, colored.id));
      expect(await getObject(keyFromUrl(colored.preview) ?? "")).toBeNull();
      for (const who of [null, asStranger(), asStrangerShell()]) {
        for (const url of [colored.preview, colored.thumbnail]) expect((await read(url, who)).status).toBe(404);
      }
      expect(await pictured()).toEqual([{ pictured: false }]);
      const thumbnail = await read(colored.thumbnail, asOwnerShell());
      expect(thumbnail.status).toBe(200);
      expect(await sharp(thumbnail.body).metadata()).toMatchObject({ format: "webp", width: 512, height: 512 });
      expect(await pictured()).toEqual([{ pictured: true }]);
      await expectPersonal(colored.preview);
      const { data } = await sharp((await read(colored.preview, asAdmin())).body)
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([...data.subarray(0, 3)]).toEqual([0, 0, 255]); // blue paint where the line art (a border inset) has no line
    });

    it("a picture an admin put on the site before it had a folder of its own is still everyone's", async () => {
      const picture = await putObject(newKey("uploads", admin.user.id, "png"), await linePng(20, 20), "image/png");
      const db = await getDb();
      const [website] = await db.select().from(settings).where(eq(settings.name, "website"));
      await db
        .update(settings)
        .set({ value: website.value.replace(/"image":"[^"]*"/, `"image":"${picture}"`) })
        .where(eq(settings.name, "website"));
      try {
        // (each server keeps the public settings a few seconds)
        await expect.poll(async () => (await read(picture, null)).status, { timeout: 15_000 }).toBe(200);
      } finally {
        await db.update(settings).set({ value: website.value }).where(eq(settings.name, "website"));
      }
    });

    it("a private page made before private folders existed is moved by the start-up job", async () => {
      const page = await makePage("public");
      const db = await getDb();
      // As such a page was: private, its files in the public folder.
      await db.update(pages).set({ visibility: "private" }).where(eq(pages.id, page.id));
      const result = await moveMisplacedPageFiles();
      expect(result.moved).toBeGreaterThanOrEqual(1);
      const row = await pageRow(page.id);
      expect(keyFromUrl(row.illustration)).toMatch(/^private-pages\//);
      await expectGone(page.illustration);
      await expectPersonal(row.illustration);
    });

    it("odd spellings of a path reach no file", async () => {
      const page = await makePage("private");
      const key = keyFromUrl(page.illustration) ?? "";
      for (const path of [
        `/files/pages/../${key}`,
        `/files/${key.replace("/", "%2F")}`,
        `/files/${key}%00`,
        `/files/./${key}`,
        "/files/private-pages/",
        "/files/",
      ]) {
        const res = await fetch(`${base}${path}`, { redirect: "manual" });
        expect([400, 404], path).toContain(res.status);
      }
    });
  });
}
