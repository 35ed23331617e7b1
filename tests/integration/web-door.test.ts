/**
 * Issue #16: the browser door maps the services' typed errors once (app/server/web-door.server.ts),
 * as `api()` does for /api: a screen whose loader meets NotFound answers the not-found page with
 * a 404, never the 500 page.
 */
import type { ServerBuild } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { connectPostgres } from "~/db/client.server";
import { t } from "~/i18n";
import { logger } from "~/infra/logger.server";
import { requestContext, runInRequest } from "~/infra/request-context.server";
import { withWebErrors } from "~/server/web-door.server";
import { Forbidden, NotFound, Unauthorized } from "~/lib/errors";
import { getWebsite, updateLegalPage } from "~/services/website/admin.server";
import { appServers } from "../helpers/http";
import { putBackSettingsAndPlans } from "../helpers/shared-rows";

type Loader = (args: { request: Request; params: Record<string, string>; context: unknown }) => Promise<unknown>;

const buildWith = (id: string, loader: () => unknown) =>
  ({ routes: { [id]: { id, path: "x", module: { loader, default: () => null } } } }) as unknown as ServerBuild;

async function thrownBy(build: ServerBuild, id: string) {
  const loader = (build.routes[id].module as unknown as { loader: Loader }).loader;
  try {
    await loader({ request: new Request("http://localhost/x", { headers: { "Accept-Language": "es" } }), params: {}, context: {} });
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

describe("typed errors a screen lets through", () => {
  it("NotFound is a 404, Unauthorized goes to /sign-in, any other is its status with the message in Spanish", async () => {
    const notFound = (await thrownBy(withWebErrors(buildWith("routes/x", () => Promise.reject(NotFound()))), "routes/x")) as Response;
    expect(notFound.status).toBe(404);

    const signIn = (await thrownBy(withWebErrors(buildWith("routes/x", () => Promise.reject(Unauthorized()))), "routes/x")) as Response;
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("Location")).toBe("/sign-in");

    const forbidden = (await thrownBy(withWebErrors(buildWith("routes/x", () => Promise.reject(Forbidden()))), "routes/x")) as Response;
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ message: t("errors.forbidden"), code: "FORBIDDEN" });
  });

  it("makes any other failure the 500 page naming its request (logged), and leaves the /api routes to their own door", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => {});
    const boom = new Error("boom");
    const build = withWebErrors(buildWith("routes/x", () => Promise.reject(boom)));
    // Issue #31: the id the error page shows is the request's (its X-Request-Id, its log line's).
    const thrown = await new Promise<unknown>((resolve) =>
      runInRequest(requestContext("GET", "req-web-500"), () => void thrownBy(build, "routes/x").then(resolve)),
    );
    expect(errors).toHaveBeenCalledWith("unhandled error on GET /x", boom);
    errors.mockRestore();
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(500);
    expect(await (thrown as Response).json()).toEqual({ message: t("errors.generic"), code: "INTERNAL", requestId: "req-web-500" });
    const api = NotFound();
    expect(await thrownBy(withWebErrors(buildWith("routes/api+/x", () => Promise.reject(api))), "routes/api+/x")).toBe(api);
  });

  it("makes Postgres out of reach the 503 page with Retry-After, naming its request (issue #31)", async () => {
    // What a query says when nothing listens where the database should be.
    const nowhere = await connectPostgres("postgres://postgres@127.0.0.1:1/nowhere", 1);
    const refused = await nowhere.db.execute(sql`select 1`).then(
      () => null,
      (error: unknown) => error,
    );
    await nowhere.close();
    expect(refused).toBeInstanceOf(Error);
    // The same refusal from anything but the database (S3, SMTP) is not the database's: a 500.
    const elsewhere = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9000"), { code: "ECONNREFUSED" });
    const errors = vi.spyOn(logger, "error").mockImplementation(() => {});
    const other = (await thrownBy(withWebErrors(buildWith("routes/x", () => Promise.reject(elsewhere))), "routes/x")) as Response;
    expect(other.status).toBe(500);
    const build = withWebErrors(buildWith("routes/x", () => Promise.reject(refused)));
    const thrown = (await new Promise<unknown>((resolve) =>
      runInRequest(requestContext("GET", "req-web-503"), () => void thrownBy(build, "routes/x").then(resolve)),
    )) as Response;
    errors.mockRestore();
    expect(thrown.status).toBe(503);
    expect(thrown.headers.get("Retry-After")).toBe("5");
    expect(await thrown.json()).toEqual({ message: t("errors.unavailable"), code: "UNAVAILABLE", requestId: "req-web-503" });
  });
});

describe("params (issue #27)", () => {
  const withParam = (path: string, loader: () => unknown) =>
    ({ routes: { "routes/x": { id: "routes/x", path, module: { loader, default: () => null } } } }) as unknown as ServerBuild;

  it("one that does not fit its shape is the not-found 404 before the loader runs", async () => {
    let ran = 0;
    const build = withWebErrors(withParam("pages/:id/color", () => ++ran));
    const loader = (build.routes["routes/x"].module as unknown as { loader: Loader }).loader;
    const request = new Request("http://localhost/pages/x/color", { headers: { "Accept-Language": "es" } });
    for (const id of ["\u0000", "-1", "0", "abc", "2147483648", "../x"]) {
      const thrown = await loader({ request, params: { id }, context: {} }).catch((error: unknown) => error);
      expect(thrown, JSON.stringify(id)).toBeInstanceOf(Response);
      expect([(thrown as Response).status, await (thrown as Response).json()]).toEqual([404, { message: t("errors.notFound"), code: "NOT_FOUND" }]);
    }
    expect(ran).toBe(0);
    expect(await loader({ request, params: { id: "2147483647" }, context: {} })).toBe(1);
  });

  it("a route whose param has no shape stops the server at start", () => {
    expect(() => withWebErrors(withParam("things/:thingId", () => null))).toThrow(/:thingId has no shape/);
  });
});

describe("through HTTP", () => {
  const apps = appServers();
  afterAll(() => apps.closeAll());
  // (the terms hidden below: put back as stored, for the files after this one)
  putBackSettingsAndPlans();

  it("a hidden /terms is the not-found page with a 404 (the service says NotFound)", async () => {
    const before = (await getWebsite()).terms;
    await updateLegalPage("terms", { visibility: false, content: before.content });
    const base = await apps.start();
    const res = await fetch(`${base}/terms`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Página no encontrada");
  });
});
