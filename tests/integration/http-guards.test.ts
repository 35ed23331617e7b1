/**
 * Issue #18 through HTTP: the Express app (app/server/app.server.ts) in front of the
 * production build (`npm run build` first), on a free port, against the worker's Postgres.
 * Each attack the probe reproduced is replayed here as it was sent.
 */
import http from "node:http";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { insertPage, makeAdmin, makeUser, PASSWORD, sessionCookieFor, type TestUser } from "../helpers/pages";
import { appServers } from "../helpers/http";
import { uniqueEmail } from "../helpers/users";

const apps = appServers();
const start = apps.start;

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request exactly as written (path not normalised, any header), optionally sending less body than declared. */
function raw(base: string, options: { method?: string; path: string; headers?: Record<string, string>; body?: string }): Promise<Raw> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method: options.method ?? "GET", path: options.path, headers: options.headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

const json = (body: unknown) => ({ "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(JSON.stringify(body))) });
const signInApi = (base: string, email: string, password: string, headers: Record<string, string> = {}) =>
  raw(base, { method: "POST", path: "/api/users/sign-in", headers: { ...json({ email, password }), ...headers }, body: JSON.stringify({ email, password }) });

let user: TestUser;
let admin: TestUser;
let base: string;

beforeAll(async () => {
  user = await makeUser();
  admin = await makeAdmin();
  base = await start();
});

// The per-address counts live in Postgres (shared by every app server): each test starts from none.
beforeEach(async () => {
  await (await getDb()).delete(rateLimits).where(like(rateLimits.key, "ip:%"));
});

afterAll(() => apps.closeAll());

describe("rate limits believe no forwarded address unless TRUST_PROXY says so (finding 1)", () => {
  it("20 wrong sign-ins get 429, and X-Forwarded-For does not start a new count", async () => {
    const app = await start();
    for (let i = 0; i < 20; i++) expect((await signInApi(app, uniqueEmail("guess"), "wrong-password")).status).toBe(401);
    const next = await signInApi(app, uniqueEmail("guess"), "wrong-password");
    expect(next.status).toBe(429);
    expect(JSON.parse(next.body)).toMatchObject({ code: "RATE_LIMITED" });
    for (const forwarded of ["10.9.8.1", "10.9.8.2", "10.9.8.3"]) {
      expect((await signInApi(app, user.email, PASSWORD, { "X-Forwarded-For": forwarded })).status).toBe(429);
    }
  });

  it("behind a load balancer named in TRUST_PROXY, each client is counted by its forwarded address", async () => {
    const app = await start({ TRUST_PROXY: "loopback" });
    for (let i = 0; i < 21; i++) await signInApi(app, uniqueEmail("guess"), "wrong-password", { "X-Forwarded-For": "10.9.8.1" });
    expect((await signInApi(app, uniqueEmail("guess"), "wrong-password", { "X-Forwarded-For": "10.9.8.1" })).status).toBe(429);
    expect((await signInApi(app, user.email, PASSWORD, { "X-Forwarded-For": "10.9.8.2" })).status).toBe(200);
  });

  it("an account takes 10 wrong passwords, from whatever address, then waits", async () => {
    const victim = await makeUser();
    const app = await start({ TRUST_PROXY: "loopback" });
    for (let i = 0; i < 10; i++) {
      expect((await signInApi(app, victim.email, `wrong-${i}-password`, { "X-Forwarded-For": `10.1.1.${i}` })).status).toBe(401);
    }
    const locked = await signInApi(app, victim.email, PASSWORD, { "X-Forwarded-For": "10.1.2.1" });
    expect(locked.status).toBe(429);
    expect(JSON.parse(locked.body)).toEqual({ message: expect.stringContaining("esta cuenta"), code: "RATE_LIMITED" });
    // The per-account count lives in the database: another app server sees it too.
    expect((await signInApi(await start(), victim.email, PASSWORD)).status).toBe(429);
  });
});

describe("after sign-in, only a path of this site (finding 2)", () => {
  const signInForm = (redirectTo: string) => {
    const body = new URLSearchParams({ email: user.email, password: PASSWORD, redirectTo }).toString();
    return raw(base, {
      method: "POST",
      path: "/sign-in",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(Buffer.byteLength(body)), "Sec-Fetch-Site": "same-origin" },
      body,
    });
  };

  it("a tab, a newline or a backslash never turns the redirect into another origin, and never a 500", async () => {
    for (const attack of [
      "/\t/evil.example/x",
      "/\t/127.0.0.1:3475/pwned",
      "/\n/evil.example",
      "/\\evil.example",
      "/.//evil.example",
      "/a\r\nSet-Cookie: x=1",
    ]) {
      const res = await signInForm(attack);
      expect(res.status, JSON.stringify(attack)).toBe(302);
      const location = res.headers.location ?? "";
      expect(new URL(location, base).origin, JSON.stringify(attack)).toBe(base);
      expect(location).not.toMatch(/^\/\/|^\/\\|[\t\r\n]/);
    }
    const kept = await signInForm("/pages/favorite?sort=popular");
    expect(kept.headers.location).toBe("/pages/favorite?sort=popular");
  });

  it("GET /sign-in with a newline in redirectTo is the sign-in page", async () => {
    expect((await raw(base, { path: "/sign-in?redirectTo=%2F%0A%2Fx" })).status).toBe(200);
  });
});

describe("bodies are measured before they are read (finding 4)", () => {
  it("a 200 MB webhook, a 10 MB JSON sign-in: 413 in the JSON error shape, without reading them", async () => {
    for (const [target, length] of [
      ["/api/stripe/webhook", 200 * 1024 * 1024],
      ["/api/users/sign-in", 10 * 1024 * 1024],
    ] as const) {
      const started = Date.now();
      const res = await raw(base, {
        method: "POST",
        path: target,
        headers: { "Content-Type": "application/json", "Content-Length": String(length) },
        body: '{"a":',
      });
      expect(res.status, target).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({ code: "TOO_LARGE", message: expect.stringContaining("demasiado grande") });
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });

  it("a web form over its limit gets a page saying so; an upload's limit is the image limit", async () => {
    const form = await raw(base, {
      method: "POST",
      path: "/sign-in",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(1024 * 1024), "Sec-Fetch-Site": "same-origin" },
      body: "a=",
    });
    expect(form.status).toBe(413);
    expect(form.headers["content-type"]).toMatch(/text\/html/);
    expect(form.body).toContain("demasiado grande");
    const upload = await raw(base, {
      method: "POST",
      path: "/api/storage/upload",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(11 * 1024 * 1024), Authorization: `Bearer ${user.token}` },
      body: "--x",
    });
    expect(upload.status).toBe(413);
    expect(JSON.parse(upload.body).message).toContain("10 MB");
  });

  it("a body that does not say its length is refused (411)", async () => {
    const res = await raw(base, {
      method: "POST",
      path: "/api/users/sign-in",
      headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
      body: "{}",
    });
    expect(res.status).toBe(411);
    expect(JSON.parse(res.body)).toMatchObject({ code: "LENGTH_REQUIRED" });
  });
});

describe("user input never gives a 500 (finding 9)", () => {
  it("a NUL in a search, a huge page number, an out-of-range id, on both doors", async () => {
    const bearer = { Authorization: `Bearer ${user.token}` };
    const userCookie = { Cookie: await sessionCookieFor(user.user) };
    const adminCookie = { Cookie: await sessionCookieFor(admin.user) };
    const cases: [string, Record<string, string>][] = [
      ["/api/pages/paginate?search=a%00b", bearer],
      ["/api/pages/paginate?page=9007199254740993", bearer],
      ["/pages/public?search=%00", userCookie],
      ["/pages/public?page=9007199254740993", userCookie],
      ["/admin/users?search=%00", adminCookie],
      ["/admin/pages?page=9007199254740993", adminCookie],
    ];
    for (const [target, headers] of cases) expect((await raw(base, { path: target, headers })).status, target).toBe(200);

    const upsert = { pageId: "99999999999", photo: "/files/uploads/1/x.png" };
    const res = await raw(base, { method: "PATCH", path: "/api/coloreds/upsert", headers: { ...bearer, ...json(upsert) }, body: JSON.stringify(upsert) });
    expect(res.status).toBe(422);
    expect(JSON.parse(res.body)).toMatchObject({ code: "VALIDATION" });

    const named = { name: "Ana\u0000Bea", email: user.email };
    const update = await raw(base, { method: "PATCH", path: "/api/users/update", headers: { ...bearer, ...json(named) }, body: JSON.stringify(named) });
    expect(update.status).toBe(200);
    expect(JSON.parse(update.body).updated.name).toBe("AnaBea");
  });

  it("a Host that is not a host name is a 400, in the JSON shape on /api", async () => {
    const api = await raw(base, { path: "/api/plans/list", headers: { Host: "a b" } });
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toMatchObject({ code: "BAD_REQUEST" });
    expect((await raw(base, { path: "/pages/public", headers: { Host: "a b" } })).status).toBe(400);
  });
});

describe("cross-site writes are judged on the path Remix routes (info)", () => {
  it("POST /api/../pages/{id}/favorite from another origin is refused", async () => {
    const page = await insertPage(admin.user, { prompt: "Un gato" });
    const res = await raw(base, {
      method: "POST",
      path: `/api/../pages/${page.id}/favorite`,
      headers: {
        Origin: "http://evil.example",
        Cookie: await sessionCookieFor(user.user),
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": "0",
      },
    });
    expect(res.status).toBe(403);
    const encoded = await raw(base, {
      method: "POST",
      path: `/api/%2e%2e/pages/${page.id}/favorite`,
      headers: {
        Origin: "http://evil.example",
        Cookie: await sessionCookieFor(user.user),
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": "0",
      },
    });
    expect(encoded.status).toBe(403);
  });
});

describe("nothing personal is kept by a shared cache (info)", () => {
  it("signed-in pages and /api answers are private, no-store; a visitor's landing is not marked", async () => {
    const page = await raw(base, { path: "/pages/public", headers: { Cookie: await sessionCookieFor(user.user) } });
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    const api = await raw(base, { path: "/api/users/read", headers: { Authorization: `Bearer ${user.token}` } });
    expect(api.status).toBe(200);
    expect(api.headers["cache-control"]).toBe("private, no-store");
    const landing = await raw(base, { path: "/" });
    expect(landing.headers["cache-control"] ?? "").not.toContain("no-store");
  });
});

describe("a method nothing serves is a 405 naming what is served (issue #44)", () => {
  it("TRACE, CONNECT-like and WebDAV methods on the web and /api: 405 with Allow, in the door's shape, no 500", async () => {
    for (const method of ["TRACE", "PROPFIND", "MKCOL"]) {
      for (const path of ["/", "/privacy", "/no-such-page", "/api/users/read", "/api/pages/1/blocked/toggle", "/api/no-such-call"]) {
        const res = await raw(base, { method, path });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.allow, `${method} ${path}`).toBe("GET, HEAD, POST");
        if (path.startsWith("/api/")) expect(JSON.parse(res.body)).toMatchObject({ code: "METHOD_NOT_ALLOWED" });
      }
    }
  });

  it("a write to a screen with no action names the methods it answers", async () => {
    const res = await raw(base, { method: "PUT", path: "/privacy" });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
  });

  it("an /api call sent with a method it does not answer is a 405 before its Idempotency-Key is looked at", async () => {
    const key = `method-first-${crypto.randomUUID()}`;
    const headers = { ...json({ seed: 7 }), Authorization: `Bearer ${user.token}`, "Idempotency-Key": key };
    const first = await raw(base, { method: "POST", path: "/api/pages/pattern/create", headers, body: JSON.stringify({ seed: 7 }) });
    expect(first.status).toBe(201);
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const res = await raw(base, { method, path: "/api/pages/pattern/create", headers, body: JSON.stringify({ seed: 7 }) });
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe("POST");
      expect(JSON.parse(res.body)).toMatchObject({ code: "METHOD_NOT_ALLOWED" });
    }
  });
});
