import crypto from "node:crypto";

/**
 * HTTP caching of what is the same for everyone who is signed out (record 0152): the landing, the
 * legal pages, the collections, a share page, the sitemap. Each answer carries an ETag of what it
 * shows and `Cache-Control: public, no-cache`, so a browser or a CDN in front keeps it and asks
 * again each time, and a request naming the same ETag is answered 304 with no body.
 */

/** Asked again every time (a withdrawn share link or a hidden page must stop at once), kept in between. */
export const PUBLIC_CACHE_CONTROL = "public, no-cache";
/** What else an answer depends on besides its address: the session and the language and platform cookies, a shell's header and agent. */
export const PUBLIC_VARY = "Cookie, X-Platform, User-Agent";

/** A weak ETag of `content`: the same content, the same tag, on every server. */
export const etagOf = (content: string | Uint8Array) => `W/"${crypto.createHash("sha256").update(content).digest("base64url").slice(0, 27)}"`;

/** Whether `request` already holds `etag` (If-None-Match, compared weakly: a list, `*`). */
export function holds(request: Request, etag: string) {
  const asked = request.headers.get("If-None-Match");
  if (!asked) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return asked.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/**
 * The CSP nonce of a public document, made from its ETag with the server's secret: a document
 * kept by a browser is answered 304 with the Content-Security-Policy of that same document, so
 * the scripts it holds still run (a random nonce per answer would block them after a 304). An
 * attacker who could add markup to the page changes the page, and so the nonce, which only the
 * server can make.
 */
export const nonceOf = (etag: string, secret: string) => crypto.createHmac("sha256", secret).update(etag).digest("base64").slice(0, 24);

/** A public resource (the sitemap): its ETag, and 304 when the request holds it. */
export function publicResource(request: Request, body: string, headers: Record<string, string>) {
  const etag = etagOf(body);
  const cached = { ...headers, "Cache-Control": PUBLIC_CACHE_CONTROL, ETag: etag };
  if (holds(request, etag)) return new Response(null, { status: 304, headers: cached });
  return new Response(body, { headers: cached });
}
