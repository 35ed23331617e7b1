/**
 * What is the same for everyone signed out is HTTP-cached (record 0152, #41): the landing, the
 * legal pages, the collections and the sitemap answer with `Cache-Control: public, no-cache` and an
 * ETag, and a request holding that ETag is answered 304 with no body. The document's CSP nonce is
 * made from its ETag, so a browser that keeps it and meets a 304 still runs its scripts; what is
 * not the same for everyone (someone signed in, a toast) is never tagged.
 */
import { describe, expect, it } from "vitest";
import { servedApp } from "../helpers/http";
import { insertPage, makeUser, sessionCookieFor } from "../helpers/pages";
import { pinDailyPage } from "~/services/daily-pages.server";
import { dayOf } from "~/lib/daily-page";

const app = servedApp();

const nonceOfPolicy = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];
const noncesIn = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);

describe("signed-out pages", () => {
  for (const path of ["/", "/pagina-del-dia", "/privacy", "/terms", "/sitemap.xml"]) {
    it(`${path}: an ETag and public, no-cache; 304 when the request holds it, with the same policy`, async () => {
      const first = await fetch(`${app.base}${path}`);
      if (first.status === 404) return expect(path).toMatch(/privacy|terms/); // (hidden by the admin's settings)
      expect(first.status).toBe(200);
      const etag = first.headers.get("ETag");
      expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
      expect(first.headers.get("Cache-Control")).toBe("public, no-cache");
      const body = await first.text();

      // Another request, another answer: the same tag and the same bytes but for the request's id.
      const second = await fetch(`${app.base}${path}`);
      expect(second.headers.get("ETag")).toBe(etag);
      await second.text();

      const again = await fetch(`${app.base}${path}`, { headers: { "If-None-Match": `"other", ${etag}` } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("ETag")).toBe(etag);

      if (path !== "/sitemap.xml") {
        expect(first.headers.get("Vary")).toMatch(/Cookie/);
        // One policy, whose nonce is the one every script of the kept document carries.
        const policy = first.headers.get("Content-Security-Policy");
        expect(policy?.match(/'nonce-/g)).toHaveLength(1);
        const nonce = nonceOfPolicy(policy);
        expect(nonce).toBeTruthy();
        expect(new Set(noncesIn(body))).toEqual(new Set([nonce]));
        expect(nonceOfPolicy(again.headers.get("Content-Security-Policy"))).toBe(nonce);
      }
    });
  }

  it("a changed page has another tag", async () => {
    const before = (await fetch(`${app.base}/`)).headers.get("ETag");
    const other = await fetch(`${app.base}/`, { headers: { Cookie: "lang=en" } });
    expect(other.headers.get("ETag")).not.toBe(before);
  });

  it("what is not the same for everyone is never tagged: someone signed in, a private screen", async () => {
    const { user } = await makeUser();
    const cookie = await sessionCookieFor(user);
    const signedIn = await fetch(`${app.base}/privacy`, { headers: { Cookie: cookie } });
    expect(signedIn.headers.get("ETag")).toBeNull();
    expect(signedIn.headers.get("Cache-Control") ?? "").not.toMatch(/public/);
    const noncePolicy = nonceOfPolicy(signedIn.headers.get("Content-Security-Policy"));
    expect(new Set(noncesIn(await signedIn.text()))).toEqual(new Set([noncePolicy]));
    const signIn = await fetch(`${app.base}/sign-in`);
    expect(signIn.headers.get("ETag")).toBeNull();
  });
});

describe("the page of the day's own address (issue #43)", () => {
  it("/pagina-del-dia shows today's page signed out, with its own title and preview tags, and the sitemap lists it", async () => {
    const admin = await makeUser({ admin: true });
    const page = await insertPage(admin.user, { prompt: "Un faro junto al mar", visibility: "public" });
    await pinDailyPage(admin.user, { day: dayOf(new Date()), pageId: page.id }, new Date());
    let html = "";
    await expect
      .poll(async () => (html = await (await fetch(`${app.base}/pagina-del-dia`)).text()).includes(`data-page-id="${page.id}"`), { timeout: 10_000 })
      .toBe(true);
    expect(html).toMatch(/<title>Página del día: [^<]+<\/title>/);
    expect(html).toMatch(/<meta property="og:title" content="Página del día: [^"]+"/);
    expect(html).toContain(`<meta property="og:url" content="`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="http[^"]+${page.thumbnail.replace(/[.]/g, "[.]")}"`));
    expect(html).toContain(`href="/pages/${page.id}/color"`);
    const sitemap = await (await fetch(`${app.base}/sitemap.xml`)).text();
    expect(sitemap).toMatch(/<loc>http[^<]+\/pagina-del-dia<\/loc>/);
  });
});
