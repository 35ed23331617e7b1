/**
 * Issue #15: the /api door (app/server/api-door.server.ts) writes an apiRoute's answer as JSON
 * itself instead of building a Response and reading it back. Through HTTP, each answer must be
 * the one the route module's own loader or action gives (what Remix would have sent): status,
 * type, body and headers, for data, errors, a refused method, HEAD, and a route that answers
 * a Response of its own.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiDoor } from "~/server/api-door.server";
import { API_ANSWER, apiRoute } from "~/utils/api.server";
import { translate } from "~/i18n";
import * as notFoundRoute from "~/routes/api+/$";
import * as plansList from "~/routes/api+/plans.list";
import * as usersRead from "~/routes/api+/users.read";
import { appServers } from "../helpers/http";
import { callApi, makeUser, type TestUser } from "../helpers/pages";

const apps = appServers();
let base = "";
let user: TestUser;

beforeAll(async () => {
  base = await apps.start();
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
  const route = (name: string, loader: unknown) => [`routes/api+/t.${name}`, { id: `routes/api+/t.${name}`, parentId: "root", path: `api/t/${name}`, module: { loader } }];
  const answerOnly = Object.assign(
    () => {
      throw new Error("the door called the Response-making loader");
    },
    { [API_ANSWER]: async () => ({ text: '{"via":"answer"}', status: 200 }) },
  );
  const badHeader = Object.assign(() => new Response("{}"), { [API_ANSWER]: async () => ({ text: "{}", status: 200, headers: { "X-Bad": "a\nb" } }) });
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
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    door = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

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

  it("a failure while the answer is written is the contract's 500, not an unhandled rejection", async () => {
    const res = await fetch(`${door}/api/t/header`, { headers: { Cookie: "lang=en" } });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: translate("en", "errors.generic"), code: "INTERNAL" });
    expect((await fetch(`${door}/api/t/data`)).status).toBe(200);
  });
});
