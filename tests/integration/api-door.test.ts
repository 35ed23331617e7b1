/**
 * Issue #15: the /api door (app/server/api-door.server.ts) writes an apiRoute's answer as JSON
 * itself instead of building a Response and reading it back. Through HTTP, each answer must be
 * the one the route module's own loader or action gives (what Remix would have sent): status,
 * type, body and headers, for data, errors, a refused method, HEAD, and a route that answers
 * a Response of its own.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import express from "express";
import { createId } from "@paralleldrive/cuid2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { booklets } from "~/db/schema";
import { apiDoor } from "~/server/api-door.server";
import { requestContext, runInRequest } from "~/infra/request-context.server";
import { withWebErrors } from "~/server/web-door.server";
import { readBooklet } from "~/services/booklets.server";
import { API_ANSWER, JsonReply, apiRoute } from "~/utils/api.server";
import { translate } from "~/i18n";
import * as notFoundRoute from "~/routes/api+/$";
import * as plansList from "~/routes/api+/plans.list";
import * as usersRead from "~/routes/api+/users.read";
import { appServers } from "../helpers/http";
import { callApi, makeUser, type TestUser } from "../helpers/pages";
import { isRouteModule, ROUTES_DIR } from "../helpers/routes";
import { closeServer, listenOnFreePort } from "../helpers/ports";

const apps = appServers();
let base = "";
let user: TestUser;

beforeAll(async () => {
  // Every route is asked, the sign-in ones twice (door and Remix): more than their limit per address, which this is not about.
  base = await apps.start({ RATE_LIMIT_FACTOR: 10 });
  user = await makeUser();
});
afterAll(() => apps.closeAll());

type Handler = Parameters<typeof callApi>[0];

/** What the route module answers when Remix calls it (its JSON written out again as text, as sent). */
async function fromModule(handler: Handler, method: string, token?: string) {
  const res = await callApi<unknown>(handler, { method, token });
  return { status: res.status, type: res.headers.get("Content-Type"), allow: res.headers.get("Allow"), body: JSON.stringify(res.body) };
}

async function overHttp(method: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { method, headers });
  return { status: res.status, type: res.headers.get("Content-Type"), allow: res.headers.get("Allow"), body: await res.text() };
}

describe("the /api door answers what the route module answers", () => {
  it("data: the same status, JSON type and body", async () => {
    const auth = { Authorization: `Bearer ${user.token}` };
    const http = await overHttp("GET", "/api/plans/list", auth);
    expect(http.status).toBe(200);
    expect(http.type).toBe("application/json; charset=utf-8");
    expect(JSON.stringify(JSON.parse(http.body))).toContain('"name":"free"');
    expect(http).toEqual(await fromModule(plansList.loader, "GET", user.token));
  });

  it("a signed-in caller's data, and the typed error without a token", async () => {
    const auth = { Authorization: `Bearer ${user.token}` };
    const read = await overHttp("GET", "/api/users/read", auth);
    expect(read.status).toBe(200);
    expect(JSON.parse(read.body)).toMatchObject({ email: user.email });
    expect(read).toEqual(await fromModule(usersRead.loader, "GET", user.token));

    const refused = await overHttp("GET", "/api/users/read");
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body)).toMatchObject({ code: "UNAUTHORIZED" });
    expect(refused).toEqual(await fromModule(usersRead.loader, "GET"));
  });

  it("a method the route does not answer: 405 naming the one it does", async () => {
    const http = await overHttp("DELETE", "/api/plans/list");
    expect(http.status).toBe(405);
    expect(http.allow).toBe("GET");
    expect(JSON.parse(http.body)).toEqual({ message: translate("es", "errors.methodNotAllowed"), code: "METHOD_NOT_ALLOWED" });
    expect(http).toEqual(await fromModule(plansList.action, "DELETE"));
  });

  it("HEAD: the GET's status and type, no body", async () => {
    const head = await fetch(`${base}/api/plans/list`, { method: "HEAD", headers: { Authorization: `Bearer ${user.token}` } });
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(await head.text()).toBe("");
  });

  it("a route answering its own Response (the unknown /api path) is sent as it is", async () => {
    const http = await overHttp("GET", "/api/no-such-thing");
    expect(http.status).toBe(404);
    expect(JSON.parse(http.body)).toMatchObject({ code: "NOT_FOUND" });
    expect(http).toEqual(await fromModule(notFoundRoute.loader, "GET"));
  });
});

describe("the /api door itself (a build of test routes)", () => {
  const route = (name: string, loader: unknown) => [
    `routes/api+/t.${name}`,
    { id: `routes/api+/t.${name}`, parentId: "root", path: `api/t/${name}`, module: { loader } },
  ];
  const answerOnly = Object.assign(
    () => {
      throw new Error("the door called the Response-making loader");
    },
    { [API_ANSWER]: async () => new JsonReply('{"via":"answer"}', 200) },
  );
  const badHeader = Object.assign(() => new Response("{}"), { [API_ANSWER]: async () => new JsonReply("{}", 200, { "X-Bad": "a\nb" }) });
  const build = {
    routes: Object.fromEntries([
      route("data", apiRoute({ method: "GET", auth: "public" }, async () => ({ ok: true })).loader),
      route("bigint", apiRoute({ method: "GET", auth: "public" }, async () => ({ n: 1n })).loader),
      route("answer", answerOnly),
      route("header", badHeader),
      route("throws", () => {
        throw new Error("boom");
      }),
    ]),
  } as unknown as ServerBuild;
  const server = http.createServer(express().use("/api", apiDoor(build)));
  let door = "";
  beforeAll(async () => {
    door = `http://127.0.0.1:${await listenOnFreePort(server)}`;
  });
  afterAll(() => closeServer(server));

  it("takes an apiRoute's answer as data and writes it, never calling the Response-making loader", async () => {
    const res = await fetch(`${door}/api/t/answer`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ via: "answer" });
    const data = await fetch(`${door}/api/t/data`);
    expect(data.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(await data.json()).toEqual({ ok: true });
  });

  it("data that cannot be JSON is the contract's 500, and the server goes on answering", async () => {
    const res = await fetch(`${door}/api/t/bigint`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: translate("es", "errors.generic"), code: "INTERNAL" });
    expect((await fetch(`${door}/api/t/data`)).status).toBe(200);
  });

  it("a loader that throws something other than a Response is the contract's 500", async () => {
    const res = await fetch(`${door}/api/t/throws`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: translate("es", "errors.generic"), code: "INTERNAL" });
  });

  it("a 500 inside a request names it (request_id, its X-Request-Id), for whoever reports it (issue #31)", async () => {
    const named = http.createServer(
      express()
        .use((req, res, next) => {
          res.locals.requestId = "req-api-500";
          runInRequest(requestContext(req.method, "req-api-500"), next);
        })
        .use("/api", apiDoor(build)),
    );
    const at = `http://127.0.0.1:${await listenOnFreePort(named)}`;
    try {
      for (const path of ["/api/t/bigint", "/api/t/throws", "/api/t/header"]) {
        const res = await fetch(`${at}${path}`);
        expect(res.status).toBe(500);
        expect(await res.json()).toEqual({ message: translate("es", "errors.generic"), code: "INTERNAL", request_id: "req-api-500" });
      }
    } finally {
      await closeServer(named);
    }
  });

  it("a failure while the answer is written is the contract's 500, not an unhandled rejection", async () => {
    const res = await fetch(`${door}/api/t/header`, { headers: { Cookie: "lang=en" } });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: translate("en", "errors.generic"), code: "INTERNAL" });
    expect((await fetch(`${door}/api/t/data`)).status).toBe(200);
  });
});

/**
 * Issue #27 (14): every file in app/routes/api+ is reached through HTTP. The door once served only
 * the routes whose parent is the root, so `booklets.$bookletId` (nested under `booklets`) fell to the
 * catch-all's 404. For each file, a method no /api route answers (PUT) must get that route's own
 * answer (apiRoute's 405 naming its methods), which the catch-all never gives; then each method it
 * names, without a token, must answer what Remix's own request handler answers for the same request
 * (the web door, on the same build), be it the route's 401, 405 or 422.
 */
describe("every api+ route file is reached through the /api door", () => {
  const files = fs.readdirSync(path.join(ROUTES_DIR, "api+")).filter(isRouteModule).sort();
  let remix: (request: Request) => Promise<Response>;

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    const handle = createRequestHandler(withWebErrors(build), "production");
    remix = (request) => handle(request, { cspNonce: "", requestId: "t" });
  });

  /** The URL path a flat-routes file name stands for: a param is given "1", a splat a path nothing claims, `[.]` a dot. */
  function pathOf(file: string) {
    const segments = (file.replace(/\.tsx?$/, "").match(/(?:\[\.\]|[^.])+/g) ?? []).map((segment) => segment.replaceAll("[.]", "."));
    return `/api/${segments
      .map((segment) => {
        if (segment === "$") return "no-such-thing";
        if (segment.startsWith("$")) return "1";
        if (!/^[a-z][a-z-]*(\.[a-z]+)?$/.test(segment)) throw new Error(`${file}: teach this test the segment "${segment}"`);
        return segment;
      })
      .join("/")}`;
  }

  type Answer = { status: number; type: string | null; allow: string | null; body: string };
  const answerOf = async (res: Response): Promise<Answer> => ({
    status: res.status,
    type: res.headers.get("Content-Type"),
    allow: res.headers.get("Allow"),
    body: await res.text(),
  });
  const init = (method: string): RequestInit =>
    method === "GET" || method === "HEAD" ? { method } : { method, headers: { "Content-Type": "application/json" }, body: "{}" };
  // The one thing the Express app adds to an answer's body: a 5xx names its request (issue #31).
  const unnamed = (answer: Answer) => ({ ...answer, body: answer.body.replace(/,"request_id":"[\w-]+"/, "") });
  const byDoor = async (method: string, url: string) => unnamed(await answerOf(await fetch(`${base}${url}`, init(method))));
  const byRemix = async (method: string, url: string) => answerOf(await remix(new Request(`http://localhost:3999${url}`, init(method))));

  it("GET /api/booklets/{id} answers the owner their booklet, and a stranger the route's own 404", async () => {
    const id = createId();
    const db = await getDb();
    await db.insert(booklets).values({ id, userId: user.user.id, title: "Vacaciones", pageIds: [1], paper: "a4", status: "done", done: 1 });
    const res = await fetch(`${base}/api/booklets/${id}`, { headers: { Authorization: `Bearer ${user.token}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ booklet: JSON.parse(JSON.stringify(await readBooklet(user.user, id))) });
    const stranger = await makeUser();
    const refused = await fetch(`${base}/api/booklets/${id}`, { headers: { Authorization: `Bearer ${stranger.token}` } });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ message: translate("es", "booklet.gone"), code: "NOT_FOUND" });
  });

  it("finds the route files (booklets.$bookletId among them)", () => {
    expect(files.length).toBeGreaterThan(40);
    expect(files).toContain("booklets.$bookletId.ts");
  });

  it("a method no route answers reaches each route's own module, never the catch-all", async () => {
    const catchAll = await byRemix("PUT", "/api/no-such-thing");
    expect(catchAll.status).toBe(404);
    expect(JSON.parse(catchAll.body)).toMatchObject({ code: "NOT_FOUND" });
    for (const file of files) {
      const url = pathOf(file);
      const door = await byDoor("PUT", url);
      expect(door, `${file}: PUT ${url}`).toEqual(await byRemix("PUT", url));
      if (file === "$.ts") continue;
      expect(door, `${file}: PUT ${url} got the catch-all's answer`).not.toEqual(catchAll);
      expect([door.status, door.allow], `${file}: PUT ${url}`).toEqual([405, expect.stringMatching(/^[A-Z, ]+$/)]);
    }
  });

  it("each method a route answers gives, without a token, the same answer as Remix's handler", async () => {
    for (const file of files.filter((name) => name !== "$.ts")) {
      const url = pathOf(file);
      const methods = (await byDoor("PUT", url)).allow?.split(", ") ?? [];
      expect(methods.length, file).toBeGreaterThan(0);
      for (const method of methods) {
        expect(await byDoor(method, url), `${file}: ${method} ${url}`).toEqual(await byRemix(method, url));
      }
    }
  });
});
