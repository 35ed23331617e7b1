/**
 * The authorization matrix of the whole admin area, for both doors. The route modules are
 * found on disk when the tests run, so a screen or /api route added later is covered
 * without touching this file:
 * - every module under app/routes/admin+ (its loader, run beside the admin layout's loader
 *   the way Remix runs them, and its action, which Remix runs alone);
 * - every admin /api route: users.* (but the user's own ones), settings.*.update,
 *   plans.*.update, subscriptions.paginate, analytics.*, app.status, grants.* (the support log).
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { plans, users } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { getToast } from "~/utils/toast.server";
import { putBackSettingsAndPlans } from "../helpers/shared-rows";
import { insertPage, makeAdmin, makeUser, sessionCookieFor, type TestUser } from "../helpers/pages";
import { isAdminApi, isRouteModule, ROUTES_DIR, runRoute, type Handler, type Outcome } from "../helpers/routes";

type RouteModule = { loader?: Handler; action?: Handler };

// An admin's empty POST to an editor saves what it was given (e.g. a website section with
// nothing ticked): the settings and plans are put back for the files that run after this one.
putBackSettingsAndPlans();

const ADMIN_DIR = path.join(ROUTES_DIR, "admin+");
const API_DIR = path.join(ROUTES_DIR, "api+");
const context = { cspNonce: "", requestId: "authz" };

const adminModules = fs.readdirSync(ADMIN_DIR).filter(isRouteModule).sort();
const apiModules = fs
  .readdirSync(API_DIR)
  .filter((file) => isRouteModule(file) && isAdminApi(file))
  .sort();

const load = async (dir: string, file: string) => (await import(path.join(dir, file))) as RouteModule;

// ---------------------------------------------------------------------------
// Who calls
// ---------------------------------------------------------------------------

let admin: TestUser;
let regular: TestUser;
let blockedAdmin: TestUser;
let target: TestUser;
let pageId: number;
let planId: number;

beforeAll(async () => {
  [admin, regular, blockedAdmin, target] = await Promise.all([makeAdmin(), makeUser(), makeAdmin(), makeUser({ name: "Objetivo" })]);
  const db = await getDb();
  // Blocked behind the service's back, so the sessions and the token it holds survive:
  // the guards themselves must refuse them.
  await db.update(users).set({ blocked: true }).where(eq(users.id, blockedAdmin.user.id));
  pageId = (await insertPage(target.user, { prompt: "authz" })).id;
  [{ id: planId }] = await db.select({ id: plans.id }).from(plans).where(eq(plans.name, "free"));
});

type Role = "visitor" | "user" | "blockedAdmin" | "admin";
const ROLES: Role[] = ["visitor", "user", "blockedAdmin", "admin"];

/** A fresh cookie each call: a blocked user's request signs that session out. */
async function cookieFor(role: Role) {
  if (role === "visitor") return "";
  return sessionCookieFor({ user: regular, blockedAdmin, admin }[role].user);
}

function tokenFor(role: Role) {
  if (role === "visitor") return null;
  return { user: regular, blockedAdmin, admin }[role].token;
}

/** Route params a module's file name asks for, with ids that exist. */
function paramsFor(file: string, role: Role): Record<string, string> {
  const params: Record<string, string> = {};
  if (file.includes("$id")) {
    if (file.startsWith("pages.")) params.id = String(pageId);
    else if (file.startsWith("plans.")) params.id = role === "admin" ? "2000000009" : String(planId);
    else params.id = String(target.user.id);
  }
  if (file.includes("$name")) params.name = role === "admin" ? "no_such_setting" : "app_name";
  if (/(^|\.)\$\.tsx?$/.test(file)) params["*"] = "nope";
  return params;
}

// ---------------------------------------------------------------------------
// Calling modules as Remix does
// ---------------------------------------------------------------------------

const run = (handler: Handler, request: Request, params: Record<string, string>) => runRoute(handler, request, params, context);

const isRedirect = (res: Response | null) => Boolean(res && res.status >= 300 && res.status < 400 && res.headers.get("Location"));

/** Remix runs the layout's loader beside the route's; a redirect from either wins, the layout's first. */
async function browserLoader(file: string, role: Role): Promise<Outcome> {
  // Each loader gets its own session (a blocked user's request signs its session out).
  const url = `http://localhost:3999/admin/${file.replace(/\.tsx?$/, "").replace(/\./g, "/")}`;
  const request = async () => new Request(url, { headers: { Cookie: await cookieFor(role) } });
  const mod = await load(ADMIN_DIR, file);
  const layout = file.startsWith("_layout.") ? null : await load(ADMIN_DIR, "_layout.tsx");
  const own = mod.loader ? await run(mod.loader, await request(), paramsFor(file, role)) : { response: null, thrown: null };
  if (layout?.loader) {
    const guard = await run(layout.loader, await request(), {});
    if (isRedirect(guard.response) || guard.thrown) return guard;
  }
  return own;
}

async function browserAction(file: string, role: Role): Promise<Outcome> {
  const mod = await load(ADMIN_DIR, file);
  const request = new Request("http://localhost:3999/admin/authz", {
    method: "POST",
    headers: { Cookie: await cookieFor(role), "Content-Type": "application/x-www-form-urlencoded" },
    body: "",
  });
  return run(mod.action as Handler, request, paramsFor(file, role));
}

/** The key of the toast a response flashes (null without one). */
async function toastKeyOf(response: Response | null) {
  const cookie = response?.headers.getSetCookie().find((c) => c.startsWith("toast="));
  if (!cookie) return null;
  const { toast } = await getToast(new Request("http://localhost:3999/", { headers: { Cookie: cookie.split(";")[0] } }));
  return toast?.key ?? null;
}

async function expectGuard(outcome: Outcome, role: Role, what: string) {
  const { response, thrown } = outcome;
  if (role === "admin") {
    // Not turned away: anything but a sign-in/home redirect, a 401 or a 403.
    if (thrown instanceof AppError) expect([401, 403], what).not.toContain(thrown.status);
    if (response) {
      expect([401, 403], what).not.toContain(response.status);
      const to = isRedirect(response) ? (response.headers.get("Location") ?? "") : "";
      expect(to, what).not.toMatch(/^\/(sign-in|pages\/public)(\?|$)/);
    }
    return;
  }
  expect(thrown, `${what} threw instead of redirecting`).toBeNull();
  expect(isRedirect(response), `${what} should redirect (status ${response?.status})`).toBe(true);
  const location = response?.headers.get("Location") ?? "";
  if (role === "visitor") expect(location, what).toMatch(/^\/sign-in(\?|$)/);
  if (role === "user") {
    expect(location, what).toBe("/pages/public");
    // Said, not silent (#14).
    expect(await toastKeyOf(response), what).toBe("errors.adminOnly");
  }
  if (role === "blockedAdmin") {
    expect(location, what).toMatch(/^\/sign-in(\?|$)/);
    // Signed out: the session cookie is cleared.
    const cleared = response?.headers.getSetCookie().find((c) => c.startsWith("__session="));
    expect(cleared, `${what} should clear the session cookie`).toMatch(/^__session=;|Max-Age=0|Expires=Thu, 01 Jan 1970/);
  }
}

// ---------------------------------------------------------------------------
// The matrix
// ---------------------------------------------------------------------------

describe("the admin area is found on disk", () => {
  it("holds the users screens and the admin /api routes", () => {
    expect(adminModules).toEqual(
      expect.arrayContaining(["_layout.tsx", "users._index.tsx", "users.create.tsx", "users.$id.edit.tsx", "users.$id.blocked.tsx", "support.tsx"]),
    );
    expect(apiModules).toEqual(
      expect.arrayContaining([
        "users.paginate.ts",
        "users.$id.read.ts",
        "users.$id.update.ts",
        "users.create.ts",
        "users.admin.create.ts",
        "users.$id.blocked.toggle.ts",
        "users.$id.grants.ts",
        "grants.paginate.ts",
      ]),
    );
    // The user's own /api routes are not admin routes.
    expect(apiModules).not.toContain("users.read.ts");
    expect(apiModules).not.toContain("users.update.ts");
  });
});

describe.each(adminModules)("browser door: admin+/%s", (file) => {
  it.each(ROLES)("loader as %s", async (role) => {
    await expectGuard(await browserLoader(file, role), role, `${file} loader as ${role}`);
  });

  it.each(ROLES)("action as %s", async (role) => {
    const mod = await load(ADMIN_DIR, file);
    if (!mod.action) return;
    await expectGuard(await browserAction(file, role), role, `${file} action as ${role}`);
  });
});

type Body = { message?: string; code?: string };

/** Calls an /api route the way the shells do; an action's method is the one it allows. */
async function callApiRoute(file: string, token: string | null, role: Role) {
  const mod = await load(API_DIR, file);
  const params = paramsFor(file, role);
  const headers = () => {
    const h = new Headers({ "Content-Type": "application/json" });
    if (token) h.set("Authorization", `Bearer ${token}`);
    return h;
  };
  const call = async (handler: Handler, method: string) => {
    const request = new Request(`http://localhost:3999/api/${file.replace(/\.ts$/, "")}`, {
      method,
      headers: headers(),
      body: method === "GET" ? undefined : JSON.stringify({}),
    });
    const { response, thrown } = await run(handler, request, params);
    if (thrown) throw thrown;
    return response as Response;
  };
  if (!mod.action) return call(mod.loader as Handler, "GET");
  let res = await call(mod.action, "PATCH");
  if (res.status === 405) {
    const allowed = (res.headers.get("Allow") ?? "POST").split(",")[0].trim();
    res = await call(mod.action, allowed);
  }
  return res;
}

describe.each(apiModules)("/api door: api+/%s", (file) => {
  it("a visitor (or a bad token) gets 401 JSON", async () => {
    for (const token of [null, "not-a-token"]) {
      const res = await callApiRoute(file, token, "visitor");
      expect(res.status).toBe(401);
      expect(res.headers.get("Content-Type")).toMatch(/json/);
      expect(((await res.json()) as Body).code).toBe("UNAUTHORIZED");
    }
  });

  it("a regular user gets 403 FORBIDDEN", async () => {
    const res = await callApiRoute(file, tokenFor("user"), "user");
    expect(res.status).toBe(403);
    expect(((await res.json()) as Body).code).toBe("FORBIDDEN");
  });

  it("a blocked admin gets 403 USER_BLOCKED", async () => {
    const res = await callApiRoute(file, tokenFor("blockedAdmin"), "blockedAdmin");
    expect(res.status).toBe(403);
    expect(((await res.json()) as Body).code).toBe("USER_BLOCKED");
  });

  it("an admin is let through", async () => {
    const res = await callApiRoute(file, tokenFor("admin"), "admin");
    expect([401, 403]).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
  });
});
