/**
 * The dependencies patched for speed (patches/, issue #15) must still answer exactly as before:
 * what they keep between requests is handed out as each caller's own, and depends only on what
 * never changes (a build's routes, a query's columns). The server loads their CommonJS builds,
 * which is what is patched and read here.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import { and, eq, sql } from "drizzle-orm";
import Heart from "lucide-react/icons/heart";
import Palette from "lucide-react/icons/palette";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { favorites, pages, users } from "~/db/schema";
import { insertPages, makeUser, uniqueWord } from "../helpers/pages";

const require = createRequire(import.meta.url);
const { matchRoutes } = require("@remix-run/router") as typeof import("@remix-run/router");
const { createEntryRouteModules } = require("@remix-run/server-runtime/dist/entry.js") as {
  createEntryRouteModules: (manifest: Record<string, { module: unknown }>) => Record<string, unknown>;
};
const { createStaticRouter } = require("react-router-dom/server.js") as typeof import("react-router-dom/server");
type LoaderCall = {
  request: Request;
  loader: (args: { request: Request }) => unknown;
  loadContext: unknown;
  params: object;
  routeId: string;
  singleFetch: boolean;
};
const { callRouteLoader, callRouteAction } = require("@remix-run/server-runtime/dist/data.js") as {
  callRouteLoader: (call: LoaderCall) => Promise<unknown>;
  callRouteAction: (call: Omit<LoaderCall, "loader"> & { action: LoaderCall["loader"] }) => Promise<unknown>;
};

const routes = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "home", index: true },
      { id: "page", path: "pages/:id" },
      { id: "color", path: "pages/:id/color" },
      { id: "public", path: "pages/public" },
      { id: "rest", path: "*" },
    ],
  },
];

const ids = (matches: ReturnType<typeof matchRoutes>) => matches?.map((match) => match.route.id);

describe("matchRoutes (kept matches per routes array and path)", () => {
  it("matches as the router does, the same path again and again", () => {
    for (let round = 0; round < 3; round++) {
      expect(ids(matchRoutes(routes, "/pages/public"))).toEqual(["root", "public"]);
      expect(ids(matchRoutes(routes, "/pages/12/color"))).toEqual(["root", "color"]);
      expect(matchRoutes(routes, "/pages/12")?.at(-1)).toMatchObject({ params: { id: "12" }, pathname: "/pages/12" });
      expect(ids(matchRoutes(routes, "/"))).toEqual(["root", "home"]);
      expect(matchRoutes(routes, "/no/such/place")?.at(-1)).toMatchObject({ params: { "*": "no/such/place" } });
      expect(matchRoutes(routes, "/app/pages/7", "/app")?.at(-1)).toMatchObject({ route: { id: "page" }, params: { id: "7" } });
      expect(matchRoutes(routes, "/elsewhere", "/app")).toBeNull();
    }
    expect(matchRoutes([{ id: "only", path: "/a" }], "/b")).toBeNull();
    expect(matchRoutes([{ id: "only", path: "/a" }], "/b")).toBeNull();
  });

  it("gives every call its own matches and params: what one request changes, the next does not see", () => {
    const first = matchRoutes(routes, "/pages/5")!;
    expect(first[0].params).toBe(first[1].params); // (one params object for the whole match, as before)
    (first[1].params as Record<string, string>).id = "changed";
    first.pop();
    const again = matchRoutes(routes, "/pages/5")!;
    expect(ids(again)).toEqual(["root", "page"]);
    expect(again[1].params).toEqual({ id: "5" });
    expect(again[0].route).toBe(first[0].route); // the routes themselves are the caller's own objects
  });

  it("still matches rightly past the number of paths it keeps", () => {
    for (let id = 1; id <= 2_500; id++) {
      expect(matchRoutes(routes, `/pages/${id}/color`)?.at(-1)?.params.id).toBe(String(id));
    }
    expect(ids(matchRoutes(routes, "/pages/public"))).toEqual(["root", "public"]);
    // (a long made-up path is matched each time without being kept)
    const long = `/${"x".repeat(16_000)}`;
    for (let round = 0; round < 2; round++) expect(matchRoutes(routes, long)?.at(-1)?.params["*"]).toBe("x".repeat(16_000));
  });

  it("matches another array of routes by its own routes, never by what it kept for another", () => {
    const other = [{ id: "other-root", path: "/", children: [{ id: "other-public", path: "pages/public" }] }];
    expect(ids(matchRoutes(routes, "/pages/public"))).toEqual(["root", "public"]);
    expect(ids(matchRoutes(other, "/pages/public"))).toEqual(["other-root", "other-public"]);
  });
});

describe("a build's route modules and data routes, made once", () => {
  it("gives the same modules map for the same build, a new one for another build", () => {
    const build = { root: { module: { a: 1 } }, home: { module: { b: 2 } } };
    const modules = createEntryRouteModules(build);
    expect(modules).toEqual({ root: { a: 1 }, home: { b: 2 } });
    expect(createEntryRouteModules(build)).toBe(modules);
    expect(createEntryRouteModules({ root: { module: { c: 3 } } })).toEqual({ root: { c: 3 } });
  });

  it("converts the same routes once, and each request's matches point at those data routes", () => {
    const context = (path: string) => {
      const matches = matchRoutes(routes, path)!;
      return {
        basename: "",
        location: { pathname: path, search: "", hash: "", state: null, key: "default" },
        matches,
        loaderData: {},
        actionData: null,
        errors: null,
        statusCode: 200,
        loaderHeaders: {},
        actionHeaders: {},
        activeDeferreds: null,
      } as unknown as Parameters<typeof createStaticRouter>[1];
    };
    const first = createStaticRouter(routes, context("/pages/public"));
    const second = createStaticRouter(routes, context("/pages/9"));
    expect(second.routes).toBe(first.routes);
    expect(first.state.matches.map((match) => match.route.id)).toEqual(["root", "public"]);
    expect(second.state.matches.map((match) => match.route.id)).toEqual(["root", "page"]);
    expect(second.state.matches[1].params).toEqual({ id: "9" });
    // The matches carry the data routes (with what rendering adds), not the plain routes.
    expect(second.state.matches[1].route).toBe(second.routes[0].children![1]);
    expect(second.state.matches[1].route).toHaveProperty("hasErrorBoundary");
  });
});

describe("a loader's request (copied only when there is a param to strip)", () => {
  const seenBy = async (url: string, init?: RequestInit) => {
    const request = new Request(url, init);
    let seen: Request | undefined;
    const loader = ({ request }: { request: Request }) => ((seen = request), null);
    await callRouteLoader({ request, loader, loadContext: {}, params: {}, routeId: "r", singleFetch: false });
    return { request, seen: seen! };
  };

  it("hands a request with no query to its loaders as it came", async () => {
    const { request, seen } = await seenBy("http://x/pages/public", { headers: { Cookie: "a=b" } });
    expect(seen).toBe(request);
    expect(seen.headers.get("Cookie")).toBe("a=b");
  });

  it("copies a request with a query as before: its params decoded and written out again, an encoded ?_data stripped", async () => {
    const plain = await seenBy("http://x/pages/public?search=gato%20azul&d");
    expect(plain.seen).not.toBe(plain.request);
    expect(plain.seen.url).toBe("http://x/pages/public?search=gato+azul&d=");
    const encoded = await seenBy("http://x/pages?%5Fdata=root&search=gato");
    expect(encoded.seen.url).toBe("http://x/pages?search=gato");
  });

  it("still strips ?_data and an empty ?index, keeping every other param, header and the signal", async () => {
    const controller = new AbortController();
    const { request, seen } = await seenBy("http://x/pages?index&_data=routes%2Fpages&search=gato&index=keep", {
      headers: { Cookie: "a=b" },
      signal: controller.signal,
    });
    expect(seen).not.toBe(request);
    expect(seen.url).toBe("http://x/pages?search=gato&index=keep");
    expect(seen.headers.get("Cookie")).toBe("a=b");
    controller.abort();
    expect(seen.signal.aborted).toBe(true);
  });

  it("an action reads the posted body from the request as it came", async () => {
    const request = new Request("http://x/pages/1/favorite", { method: "POST", body: new URLSearchParams({ intent: "favorite" }) });
    let intent: FormDataEntryValue | null = null;
    let seen: Request | undefined;
    const action = async ({ request: handed }: { request: Request }) => ((seen = handed), (intent = (await handed.formData()).get("intent")), null);
    await callRouteAction({ request, action, loadContext: {}, params: {}, routeId: "r", singleFetch: false });
    expect(seen).toBe(request);
    expect(intent).toBe("favorite");
  });
});

describe("lucide's icons (built once per icon and values)", () => {
  const HEART_PATH =
    '<path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5"></path>';
  const svg = (attributes: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" ${attributes}>${HEART_PATH}</svg>`;
  const html = (props: Record<string, unknown>, Icon = Heart) => renderToString(createElement(Icon, props));

  it("draws each icon as lucide does, render after render, each with its own class and attributes", () => {
    for (let round = 0; round < 3; round++) {
      expect(html({ className: "size-4" })).toBe(svg('class="lucide lucide-heart size-4" aria-hidden="true"'));
      expect(html({ className: "size-5" })).toBe(svg('class="lucide lucide-heart size-5" aria-hidden="true"'));
      expect(html({ className: "size-5", "aria-label": "Favorita" })).toBe(svg('class="lucide lucide-heart size-5" aria-label="Favorita"'));
      expect(html({ className: "size-5", strokeWidth: 3 })).toContain('stroke-width="3"');
      expect(html({ className: "size-4" }, Palette)).toContain('class="lucide lucide-palette size-4"');
    }
  });

  it("an icon with a handler or a style is built for its own props", () => {
    expect(html({ className: "size-4", onClick: () => undefined })).toBe(svg('class="lucide lucide-heart size-4" aria-hidden="true"'));
    expect(html({ className: "size-4", style: { color: "red" } })).toContain('style="color:red"');
    expect(html({ className: "size-4", style: { color: "blue" } })).toContain('style="color:blue"');
  });

  it("never takes one set of values for another, whatever characters they hold", () => {
    expect(html({ className: "c", "aria-label": "a\u0001title\u0002string\u0002b" })).toContain('aria-label="a\u0001title\u0002string\u0002b"');
    const other = html({ className: "c", "aria-label": "a", title: "b" });
    expect(other).toContain('aria-label="a"');
    expect(other).toContain('title="b"');
    expect(html({ className: "c", "aria-label": "1" })).toBe(html({ className: "c", "aria-label": "1" }));
    expect(html({ className: "c", strokeWidth: 1 })).toContain('stroke-width="1"');
    expect(html({ className: "c", strokeWidth: "1.5" })).toContain('stroke-width="1.5"');
  });

  it("still draws rightly past the number of variants it keeps", () => {
    for (let i = 0; i < 100; i++) expect(html({ className: `c${i}` })).toBe(svg(`class="lucide lucide-heart c${i}" aria-hidden="true"`));
  });
});

describe("drizzle's row mapping (worked out once per query's columns)", () => {
  it("maps nested columns, typed values and a left join with no row to null, query after query", async () => {
    const db = await getDb();
    const owner = await makeUser();
    const word = uniqueWord("mapping");
    const [a, b] = await insertPages(owner.user, [{ prompt: `${word} uno` }, { prompt: `${word} dos` }]);
    await db.insert(favorites).values({ userId: owner.user.id, pageId: b.id });
    const query = db
      .select({
        page: { id: pages.id, createdAt: pages.createdAt, blocked: pages.blocked },
        author: { name: users.name },
        favorite: { userId: favorites.userId, since: favorites.createdAt },
        shout: sql<string>`upper(${pages.prompt})`.mapWith(String),
      })
      .from(pages)
      .innerJoin(users, eq(users.id, pages.userId))
      .leftJoin(favorites, and(eq(favorites.pageId, pages.id), eq(favorites.userId, owner.user.id)))
      .where(sql`${pages.prompt} like ${`${word}%`}`)
      .orderBy(pages.id)
      .prepare(`mapping_${word}`);
    for (let round = 0; round < 3; round++) {
      const rows = await query.execute();
      expect(rows).toHaveLength(2);
      expect(rows[0]).toEqual({
        page: { id: a.id, createdAt: expect.any(Date), blocked: false },
        author: { name: owner.user.name },
        favorite: null,
        shout: `${word} UNO`.toUpperCase(),
      });
      expect(rows[1].page.id).toBe(b.id);
      expect(rows[1].favorite).toEqual({ userId: owner.user.id, since: expect.any(Date) });
    }
  });
});

describe("each patched package is pinned to the version its patch was made for", () => {
  const manifest = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
    dependencies: Record<string, string>;
    devDependencies?: Record<string, string>;
    overrides?: Record<string, string>;
  };
  const patched = fs
    .readdirSync("patches")
    .filter((file) => file.endsWith(".patch"))
    .map((file) => {
      // patch-package's names: "@scope+name+1.2.3.patch" or "name+1.2.3.patch".
      const parts = file.replace(/\.patch$/, "").split("+");
      const version = parts.pop()!;
      return { name: parts.join("/"), version };
    });

  it.each(patched)("$name $version", ({ name, version }) => {
    const pinned = manifest.dependencies[name] ?? manifest.devDependencies?.[name] ?? manifest.overrides?.[name];
    expect(pinned, `package.json pins ${name} (dependencies, or overrides for one that comes with another)`).toBe(version);
    const installed = JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, "utf8")) as { version: string };
    expect(installed.version).toBe(version);
  });
});
