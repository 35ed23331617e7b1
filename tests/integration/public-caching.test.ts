/**
 * What is the same for everyone signed out is HTTP-cached (record 0152, #41): the landing, the
 * legal pages, the collections and the sitemap answer with `Cache-Control: public, no-cache` and an
 * ETag, and a request holding that ETag is answered 304 with no body. The document's CSP nonce is
 * made from its ETag, so a browser that keeps it and meets a 304 still runs its scripts; what is
 * not the same for everyone (someone signed in, a toast) is never tagged.
 */
import { describe, expect, it } from "vitest";
import { servedApp } from "../helpers/http";
import { makeUser, sessionCookieFor } from "../helpers/pages";

const app = servedApp();

const nonceOfPolicy = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];
const noncesIn = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);

describe("signed-out pages", () => {
  for (const path of ["/", "/privacy", "/terms", "/sitemap.xml"]) {
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
