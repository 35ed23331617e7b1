/**
 * Issue #27 (17): `GET /pages/booklets/%00` answered 500. Every param of a path is checked once,
 * for every route, before any loader or action runs (app/utils/params.ts, applied by both doors):
 * a malformed one is a 404, the Spanish not-found page on a screen, `{message, code: "NOT_FOUND"}`
 * from a resource route and on /api, never a 500. Every route of the build that has a param is
 * asked, signed in (as an admin where only admins go), with values no param of its name may take.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wholePath } from "~/server/api-door.server";
import { appServers } from "../helpers/http";
import { makeAdmin, makeUser, sessionCookieFor, type TestUser } from "../helpers/pages";
import { es } from "../helpers/words";

/** Sent as they are (already URL-encoded): none is a value any param may take. */
const NEVER = ["%00", "..%2Fx", "..%2F..%2Fetc%2Fpasswd", "%", "%ZZ", "a%20b", "%F0%9F%8E%A8", "x%0Ay", "x".repeat(3000)];
/** Per param name, what only that name refuses (a token may be "-1": a cut link reaches its page). */
const ALSO: Record<string, string[]> = {
  id: ["-1", "0", "01", "1.5", "1e3", "0x10", "2147483648", "99999999999999999999", "abc"],
  bookletId: ["-1", "ABC", "x_y"],
  exportId: ["-1", "ABC", "x_y"],
  token: [],
  name: ["-1", ".env"],
  section: ["-1", ".x"],
  scope: ["-1", "_x"],
  feature: ["-1", "teleport", "Favorito", "constructor", "__proto__"],
  slug: ["-1", "Animales", "_x", "a_b"],
};

type Route = { id: string; path: string; params: string[]; loader: boolean; action: boolean; screen: boolean };

let base = "";
let routes: Route[] = [];
let user: TestUser;
let admin: TestUser;
let userCookie = "";
let adminCookie = "";
const apps = appServers();

beforeAll(async () => {
  const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
  routes = Object.values(build.routes)
    .map((route) => {
      const whole = wholePath(build.routes, route.id);
      const module = route.module as unknown as Record<string, unknown>;
      return {
        id: route.id,
        path: `/${whole}`,
        params: [...whole.matchAll(/:(\w+)/g)].map((match) => match[1]),
        loader: typeof module.loader === "function",
        action: typeof module.action === "function",
        screen: typeof module.default === "function",
      };
    })
    .filter((route) => route.params.length > 0);
  // Several hundred requests in a few seconds: the broad rate limit is not what is tested here.
  base = await apps.start({ RATE_LIMIT_FACTOR: 100 });
  user = await makeUser({ plan: "paid" });
  admin = await makeAdmin();
  userCookie = await sessionCookieFor(user.user);
  adminCookie = await sessionCookieFor(admin.user);
});
afterAll(() => apps.closeAll());

/** The route's path with `param` set to `value` and any other param to a good value. */
const urlOf = (route: Route, param: string, value: string) => route.path.replace(/:(\w+)/g, (_, name: string) => (name === param ? value : "1"));

describe("a malformed param is a 404 on every route, before any loader runs", () => {
  it("finds the routes with params, each param's name known to this test", () => {
    expect(routes.map((route) => route.id)).toEqual(
      expect.arrayContaining(["routes/pages+/booklets.$bookletId", "routes/api+/booklets.$bookletId", "routes/pages+/$id.color"]),
    );
    for (const route of routes) for (const param of route.params) expect(Object.keys(ALSO), `${route.id}: :${param}`).toContain(param);
  });

  it("the browser door: the not-found page on a screen, JSON from a resource route", async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => !r.id.startsWith("routes/api+/"))) {
      const cookie = route.id.startsWith("routes/admin+/") ? adminCookie : userCookie;
      for (const param of route.params) {
        for (const value of [...NEVER, ...ALSO[param]]) {
          const url = urlOf(route, param, value);
          // Signed in, and (reading) signed out: the layouts' guards never answer before the check.
          const asks = [
            ...(route.loader
              ? [
                  ["GET", cookie],
                  ["GET", ""],
                ]
              : []),
            ...(route.action ? [["POST", cookie]] : []),
          ];
          for (const [method, as] of asks) {
            const res = await fetch(`${base}${url}`, {
              method,
              redirect: "manual",
              headers: { ...(as ? { Cookie: as } : {}), ...(method === "POST" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
              body: method === "POST" ? "" : undefined,
            });
            const text = await res.text();
            const said = route.screen ? text.includes(es("notFound.title")) : text === JSON.stringify({ message: es("errors.notFound"), code: "NOT_FOUND" });
            if (res.status !== 404 || !said)
              failures.push(`${method} ${url.slice(0, 80)} (${route.id}${as ? "" : ", signed out"}): ${res.status} ${text.slice(0, 80)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("the /api door: {message, code: NOT_FOUND} whatever the method", async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.id.startsWith("routes/api+/"))) {
      const token = /\/(users\.\$id|settings|plans\.\$id\.update)/.test(route.id) ? admin.token : user.token;
      for (const param of route.params) {
        for (const value of [...NEVER, ...ALSO[param]]) {
          const url = urlOf(route, param, value);
          for (const method of ["GET", "POST", "PATCH"]) {
            const res = await fetch(`${base}${url}`, {
              method,
              headers: { Authorization: `Bearer ${token}`, ...(method === "GET" ? {} : { "Content-Type": "application/json" }) },
              body: method === "GET" ? undefined : "{}",
            });
            const text = await res.text();
            if (res.status !== 404 || text !== JSON.stringify({ message: es("errors.notFound"), code: "NOT_FOUND" }))
              failures.push(`${method} ${url.slice(0, 80)}: ${res.status} ${text.slice(0, 80)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("a well-formed id still reaches its route (a page that is not there: the route's own answer)", async () => {
    const res = await fetch(`${base}/api/pages/2000000000/read`, { headers: { Authorization: `Bearer ${user.token}` } });
    expect(res.status).toBe(404);
    const booklet = await fetch(`${base}/api/booklets/zzzzzzzzzzzzzzzzzzzzzzzz`, { headers: { Authorization: `Bearer ${user.token}` } });
    expect(await booklet.json()).toEqual({ message: es("booklet.gone"), code: "NOT_FOUND" });
    const color = await fetch(`${base}/pages/2000000000/color`, { headers: { Cookie: userCookie }, redirect: "manual" });
    expect([color.status, color.headers.get("Location")]).toEqual([302, "/pages/public"]);
  });
});
