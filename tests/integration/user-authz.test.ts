/**
 * The authorization matrix of everything outside the admin area, for both doors (the admin
 * area's is admin-authz.test.ts). Every route module on disk must be classified in WEB or API
 * below, so a screen or /api route added later fails here until someone says who may call it.
 *
 * - Web door: every module under app/routes except admin+ and api+ (pages+, _user+, _auth+, _resources+,
 *   _marketing+ and the top-level ones). Each loader runs alone: without single fetch, a
 *   `?_data=routeId` request runs one route's loader without its layout's, so a loader that
 *   hands out data has to guard itself. Actions run alone, as Remix runs them.
 * - /api door: every api+ module but the admin-only ones (admin-authz.test.ts covers those).
 *
 * Callers: a visitor (no session, no or a bad token), a verified user on a paid plan, a
 * blocked user (blocked behind the service's back, so their session and token survive for
 * the guards to refuse), and an admin. A second user then tries every route about the first
 * user's private page (and their public one): reading, colouring, saving, printing,
 * downloading, favouriting, deleting and changing its visibility.
 */
import fs from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { apiTokens, coloreds, favorites, pages, plans, users, type PageRow } from "~/db/schema";
import { issueApiToken, userFromSession } from "~/services/auth.server";
import { parseUploadRules } from "~/services/storage/rules.server";
import { storeUpload } from "~/services/storage/uploads.server";
import { sha256 } from "~/infra/crypto.server";
import { sessionId } from "~/utils/session.server";
import { getToast } from "~/utils/toast.server";
import { insertColored, insertPage, linePng, makeAdmin, makeUser, sessionCookieFor, uniqueWord, type TestUser } from "../helpers/pages";
import { isAdminApi, isRouteModule, ROUTES_DIR, runRoute, type Handler, type Outcome } from "../helpers/routes";
import { es } from "../helpers/words";

type RouteModule = { loader?: Handler; action?: Handler; default?: unknown };

const API_DIR = path.join(ROUTES_DIR, "api+");
const BASE = "http://localhost:3999";
const context = { cspNonce: "", requestId: "user-authz" };

// ---------------------------------------------------------------------------
// What each route promises
// ---------------------------------------------------------------------------

/**
 * - public: no session needed (a visitor is served, never sent to /sign-in);
 * - regular: signed-in non-admins; visitors go to /sign-in?redirectTo, blocked users are
 *   signed out to /sign-in, admins go to /admin with a toast saying why;
 * - signedIn: like regular, but admins are served too;
 * - notFound: a 404 for every caller (nothing to guard);
 * - signOut: ends whatever session the request has and goes to /sign-in;
 * - bounce: reads nothing and sends every caller to the same place.
 */
type WebRule = "public" | "regular" | "signedIn" | "notFound" | "signOut" | { bounce: RegExp };
type WebEntry = { loader?: WebRule; action?: WebRule };

const WEB: Record<string, WebEntry> = {
  // The user area.
  "pages+/_layout.tsx": { loader: "regular" },
  "pages+/$.tsx": { loader: "notFound" },
  "pages+/_index.tsx": { loader: "regular" },
  "pages+/public.tsx": { loader: "regular" },
  "pages+/favorite.tsx": { loader: "regular" },
  "pages+/colored.tsx": { loader: "regular" },
  "pages+/$scope.create.tsx": { loader: "regular" },
  "pages+/create._index.tsx": { loader: "regular" },
  "pages+/create.ai.tsx": { loader: "regular", action: "regular" },
  "_resources+/pages.create.idea.tsx": { loader: "regular" },
  "pages+/create.pattern.tsx": { loader: "regular", action: "regular" },
  "pages+/create.photo.tsx": { loader: "regular", action: "regular" },
  "_resources+/pages.create.photo_.preview.tsx": { loader: "regular" },
  "pages+/create.upload.tsx": { loader: "regular", action: "regular" },
  "pages+/$id.color.tsx": { loader: "regular" },
  "_resources+/pages.$id.save.tsx": { loader: { bounce: /^\/pages\/\d+\/color$/ }, action: "regular" },
  "_resources+/pages.$id.print.tsx": { loader: "regular" },
  "_resources+/pages.$id.download.tsx": { loader: "regular" },
  "_resources+/pages.$id.pdf.tsx": { loader: "regular" },
  "_resources+/pages.$id.timelapse.ts": { loader: "regular" },
  "_resources+/pages.$id.share.ts": { loader: "regular", action: "regular" },
  "pages+/booklets.new.tsx": { loader: "regular", action: "regular" },
  "_user+/paid.$feature.tsx": { loader: "regular" },
  "pages+/booklets.$bookletId.tsx": { loader: "regular" },
  "_resources+/pages.booklets.$bookletId.pdf.ts": { loader: "regular" },
  "pages+/$id.delete.tsx": { loader: "regular", action: "regular" },
  "_resources+/pages.$id.favorite.tsx": { loader: { bounce: /^\/pages\/public$/ }, action: "regular" },
  "_resources+/pages.$id.visibility.tsx": { loader: { bounce: /^\/pages$/ }, action: "regular" },
  "_resources+/pages.recent-colors.ts": { loader: { bounce: /^\/pages\/public$/ }, action: "regular" },
  "_user+/_layout.tsx": { loader: "regular" },
  "_user+/account.tsx": { loader: "regular", action: "regular" },
  "_user+/account_.delete.tsx": { loader: "regular", action: "regular" },
  "_resources+/account.export.$exportId.ts": { loader: "signedIn" },
  "_user+/checkout.tsx": { loader: "regular", action: "regular" },
  // The way in, and out.
  "_auth+/_layout.tsx": {},
  "_auth+/sign-in.tsx": { loader: "public", action: "public" },
  "_auth+/sign-up.tsx": { loader: "public", action: "public" },
  "_auth+/verify._index.tsx": { loader: "public", action: "public" },
  "_auth+/verify.$token.tsx": { loader: "public", action: "public" },
  "_auth+/forgot-password.tsx": { loader: "public", action: "public" },
  "_auth+/reset-password.$token.tsx": { loader: "public", action: "public" },
  // "No he sido yo": it only ever signs out (issue #27).
  "_auth+/not-me.$token.tsx": { action: "public" },
  // Personal files: a 404 for whoever is not their owner or an admin (private-files.suite.ts).
  "_resources+/files.$.ts": { loader: "notFound" },
  // Stripe sends whoever paid back here; an admin may land here too (it only reads their plan).
  "_auth+/payment.tsx": { loader: "signedIn" },
  "_resources+/sign-out.tsx": { loader: { bounce: /^\/$/ }, action: "signOut" },
  // The shop window and the installable app's files.
  "_marketing+/_index.tsx": { loader: "public" },
  "_marketing+/privacy.tsx": { loader: "public" },
  "_marketing+/terms.tsx": { loader: "public" },
  "_marketing+/pagina-del-dia.tsx": { loader: "public" },
  // The curated collections: public, like the landing.
  "colecciones+/_index.tsx": { loader: "public" },
  "colecciones+/$slug.tsx": { loader: "public" },
  // A shared colouring: anyone with its link; a link that is not one (or is off) is a 404 for everyone (share-links.test.ts).
  "_marketing+/compartido.$token.tsx": { loader: "notFound" },
  "_resources+/compartido.$token.dibujo[.]png.ts": { loader: "notFound" },
  "_resources+/compartido.$token.tarjeta[.]png.ts": { loader: "notFound" },
  "$.tsx": { loader: "notFound" },
  "splash.tsx": { loader: "public" },
  "_resources+/offline.tsx": { loader: "public" },
  "_resources+/icons.$name.ts": { loader: "public" },
  "_resources+/manifest[.]webmanifest.ts": { loader: "public" },
  "_resources+/robots[.]txt.ts": { loader: "public" },
  "_resources+/sitemap[.]xml.ts": { loader: "public" },
  "_resources+/sw[.]js.ts": { loader: "public" },
  // 'Load more' of the galleries; admins' galleries use it too.
  "_resources+/feed.pages.tsx": { loader: "signedIn" },
};

/**
 * - public: no token needed;
 * - user: any signed-in caller with a token, admins included;
 * - regular: non-admins only (an admin's token gets 403 FORBIDDEN).
 * A method a route does not list must answer 405 before anything else.
 */
type ApiRule = "public" | "user" | "regular";
type Method = "GET" | "POST" | "PATCH" | "DELETE";
type ApiEntry = "admin" | Partial<Record<Method, ApiRule>>;
const METHODS: Method[] = ["GET", "POST", "PATCH", "DELETE"];

const API: Record<string, ApiEntry> = {
  // Unknown /api paths: a JSON 404 for everyone.
  "$.ts": { GET: "public", POST: "public", PATCH: "public", DELETE: "public" },
  "settings.list.ts": { GET: "public" },
  "users.sign-up.ts": { POST: "public" },
  "users.verify.ts": { POST: "public" },
  "users.sign-in.ts": { POST: "public" },
  "users.password.forgot.ts": { POST: "public" },
  "users.password.reset.ts": { POST: "public" },
  "users.email.undo.ts": { POST: "public" },
  // Stripe's own call: authenticated by the signature, not a token.
  "stripe.webhook.ts": { POST: "public" },
  // The contract itself (record 0141).
  "openapi[.]json.ts": { GET: "public" },
  "users.read.ts": { GET: "user" },
  "users.update.ts": { PATCH: "user" },
  "users.account.ts": { DELETE: "user" },
  "users.export.ts": { POST: "user" },
  "users.export.$exportId.ts": { GET: "user" },
  "users.password.change.ts": { PATCH: "user" },
  "users.sign-out.ts": { POST: "user" },
  "users.recent-colors.ts": { GET: "user", PATCH: "regular" },
  "credits.read.ts": { GET: "user" },
  // Need a token, as docs/product.md §11's /api session and payments.test.ts say (the landing reads plans itself).
  "plans.list.ts": { GET: "user" },
  "plans.paid.list.ts": { GET: "user" },
  "plans.paid.features.ts": { GET: "user" },
  "plans.$id.read.ts": { GET: "user" },
  "pages.paginate.ts": { GET: "user" },
  "pages.$id.read.ts": { GET: "user" },
  // The collections and the page of the day are public, as on the web.
  "collections.ts": { GET: "public" },
  "collections.$slug.pages.ts": { GET: "public" },
  "pages.daily.ts": { GET: "public" },
  // The owner deletes; an admin moderates.
  "pages.$id.blocked.toggle.ts": { PATCH: "user" },
  "pages.$id.favorited.toggle.ts": { PATCH: "regular" },
  "pages.$id.visibility.ts": { PATCH: "regular" },
  "pages.prompt.generate.ts": { GET: "regular" },
  "pages.create.ts": { POST: "regular" },
  "pages.upload.ts": { POST: "regular" },
  "pages.photo.preview.ts": { GET: "regular" },
  "pages.photo.create.ts": { POST: "regular" },
  "pages.pattern.preview.ts": { GET: "user" },
  "pages.pattern.create.ts": { POST: "regular" },
  "coloreds.paginate.ts": { GET: "user" },
  "coloreds.upsert.ts": { PATCH: "regular" },
  "coloreds.$id.pdf.ts": { GET: "user" },
  "coloreds.$id.timelapse.ts": { GET: "user" },
  // Only one's own colouring: an admin has none (404, not a refusal).
  "coloreds.$id.share.ts": { GET: "user", POST: "user", DELETE: "user" },
  "booklets.ts": { POST: "regular" },
  // Only one's own: an admin has none (404, not a refusal).
  "booklets.$bookletId.ts": { GET: "user" },
  "storage.upload.ts": { POST: "user" },
  "stripe.checkout.ts": { POST: "regular" },
  // An admin has no subscription to cancel: 404, not a refusal.
  "stripe.subscription.cancel.ts": { POST: "user" },
  // Covered by admin-authz.test.ts.
  "analytics.charts.ts": "admin",
  "analytics.counters.ts": "admin",
  "app.status.ts": "admin",
  "plans.$id.update.ts": "admin",
  "settings.$name.update.ts": "admin",
  "subscriptions.paginate.ts": "admin",
  "users.$id.blocked.toggle.ts": "admin",
  "users.$id.account.ts": "admin",
  "users.$id.grants.ts": "admin",
  "grants.paginate.ts": "admin",
  "users.$id.read.ts": "admin",
  "users.$id.update.ts": "admin",
  "users.admin.create.ts": "admin",
  "users.create.ts": "admin",
  "users.paginate.ts": "admin",
  "pages.$id.tags.ts": "admin",
  "daily-pages.ts": "admin",
};

// ---------------------------------------------------------------------------
// The route modules on disk
// ---------------------------------------------------------------------------

function modulesUnder(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return modulesUnder(path.join(dir, entry.name), `${relative}/`);
    return isRouteModule(entry.name) ? [relative] : [];
  });
}

const webOnDisk = modulesUnder(ROUTES_DIR)
  .filter((file) => !file.startsWith("admin+/") && !file.startsWith("api+/"))
  .sort();
const apiOnDisk = modulesUnder(API_DIR).sort();

const load = async (file: string) => (await import(path.join(ROUTES_DIR, file))) as RouteModule;

const webFiles = Object.keys(WEB).sort();
const apiFiles = Object.keys(API)
  .filter((file) => API[file] !== "admin")
  .sort();

// ---------------------------------------------------------------------------
// Who calls
// ---------------------------------------------------------------------------

type Role = "visitor" | "user" | "blocked" | "admin";
const ROLES: Role[] = ["visitor", "user", "blocked", "admin"];

let owner: TestUser;
let other: TestUser;
let blocked: TestUser;
let admin: TestUser;
let word: string;
let privatePage: PageRow;
let publicPage: PageRow;
let freePlanId: number;
let before: { pages: PageRow[]; touchedBy: number[] };
/** A token given out that has since expired: its caller signed in once. */
let EXPIRED_TOKEN: string;

beforeAll(async () => {
  [owner, other, blocked, admin] = await Promise.all([
    makeUser({ plan: "paid", name: "Dueña Privada" }),
    makeUser({ plan: "paid", name: "Otra Persona" }),
    makeUser({ plan: "paid", name: "Bloqueada" }),
    makeAdmin(),
  ]);
  const db = await getDb();
  await db.update(users).set({ blocked: true }).where(eq(users.id, blocked.user.id));
  word = uniqueWord("authz");
  privatePage = await insertPage(owner.user, { prompt: `Privada ${word}`, visibility: "private" });
  publicPage = await insertPage(owner.user, { prompt: `Compartida ${word}` });
  await insertColored(owner.user, privatePage);
  await insertColored(owner.user, publicPage);
  [{ id: freePlanId }] = await db.select({ id: plans.id }).from(plans).where(eq(plans.name, "free"));
  before = await ownersPages();
  EXPIRED_TOKEN = await issueApiToken(other.user.id);
  await db
    .update(apiTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(apiTokens.tokenHash, sha256(EXPIRED_TOKEN)));
});

/** The owner's two pages and who has coloured or favourited them: nobody else may change these. */
async function ownersPages() {
  const db = await getDb();
  const ids = [privatePage.id, publicPage.id];
  const rows = await db.select().from(pages).where(inArray(pages.id, ids)).orderBy(pages.id);
  const colourists = await db.select({ userId: coloreds.userId }).from(coloreds).where(inArray(coloreds.pageId, ids));
  const fans = await db.select({ userId: favorites.userId }).from(favorites).where(inArray(favorites.pageId, ids));
  return { pages: rows, touchedBy: [...colourists, ...fans].map((row) => row.userId) };
}

const callerOf = (role: Exclude<Role, "visitor">) => ({ user: owner, blocked, admin })[role];

/** A fresh session each call: a blocked user's request signs its session out. */
const cookieFor = async (role: Role) => (role === "visitor" ? "" : sessionCookieFor(callerOf(role).user));

/** A fresh token each call: sign-out revokes the one it is given. */
const tokenFor = async (role: Exclude<Role, "visitor">) => issueApiToken(callerOf(role).user.id);

/** A page of the owner's that a call may change (delete, favourite, moderate) without touching the shared ones. */
const scratchPage = async () => (await insertPage(owner.user, { prompt: "Borrador" })).id;

// ---------------------------------------------------------------------------
// Calling modules as Remix does
// ---------------------------------------------------------------------------

const run = (handler: Handler, request: Request, params: Record<string, string>) => runRoute(handler, request, params, context);

const locationOf = (res: Response | null) => (res && res.status >= 300 && res.status < 400 ? res.headers.get("Location") : null);

/** The key of the toast a response flashes (null without one). */
async function toastKeyOf(response: Response | null) {
  const cookie = response?.headers.getSetCookie().find((c) => c.startsWith("toast="));
  if (!cookie) return null;
  const { toast } = await getToast(new Request(`${BASE}/`, { headers: { Cookie: cookie.split(";")[0] } }));
  return toast?.key ?? null;
}

const clearsSession = (res: Response | null) =>
  /^__session=;|Max-Age=0|Expires=Thu, 01 Jan 1970/.test(res?.headers.getSetCookie().find((c) => c.startsWith("__session=")) ?? "");

/** The params a module's file name asks for, and the address it answers at. */
function webTarget(file: string, pageId: number) {
  const params: Record<string, string> = {};
  const folder = file.includes("/") ? file.split("/")[0] : "";
  const name = path
    .basename(file)
    .replace(/\.(tsx?|jsx?)$/, "")
    .replace(/\[\.\]/g, "\u0000");
  const segments = name.split(".").flatMap((segment) => {
    // eslint-disable-next-line no-control-regex -- the NUL stands for a literal dot in a route file's name
    const plain = segment.replace(/\u0000/g, ".").replace(/_$/, "");
    if (plain === "_index" || plain === "_layout") return [];
    if (plain === "$") return [(params["*"] = "nope")];
    if (plain === "$id") return [(params.id = String(pageId))];
    if (plain === "$bookletId") return [(params.bookletId = "nosuchbooklet")];
    if (plain === "$scope") return [(params.scope = "public")];
    if (plain === "$token") return [(params.token = "authz-no-such-link")];
    if (plain === "$name") return [(params.name = "icon-192.png")];
    if (plain === "$feature") return [(params.feature = "print")];
    if (plain === "$slug") return [(params.slug = "animales")];
    return [plain];
  });
  const prefix = folder === "pages+" ? ["pages"] : folder === "colecciones+" ? ["colecciones"] : [];
  return { params, path: `/${[...prefix, ...segments].join("/")}` };
}

/** What every action is sent: enough for the JSON answer of card mutations, a past confirmation, and a (bad) file. */
function actionForm() {
  const form = new FormData();
  form.set("response", "json");
  form.set("confirmed", "1");
  form.set("file", new Blob([Uint8Array.of(1)], { type: "image/png" }), "x.png");
  return form;
}

async function callWeb(file: string, kind: "loader" | "action", role: Role, pageId?: number) {
  const mod = await load(file);
  const { params, path: where } = webTarget(file, pageId ?? privatePage.id);
  const cookie = await cookieFor(role);
  const headers = cookie ? { Cookie: cookie } : undefined;
  const request =
    kind === "loader" ? new Request(`${BASE}${where}`, { headers }) : new Request(`${BASE}${where}`, { method: "POST", headers, body: actionForm() });
  return { outcome: await run(mod[kind] as Handler, request, params), where, cookie };
}

async function expectLetThroughWeb({ response, thrown }: Outcome, what: string) {
  expect(thrown, `${what} threw ${String(thrown)}`).toBeNull();
  if (!response) return;
  // A typed refusal (503 when AI is not set up, 422, 404 …) is an answer; a crash is not.
  expect(response.status, what).not.toBe(500);
  expect([401, 403], what).not.toContain(response.status);
  const to = locationOf(response);
  if (to) expect(new URL(to, BASE).pathname, `${what} sent to ${to}`).not.toMatch(/^\/(sign-in|admin)(\/|$)/);
}

async function expectWebRule(rule: WebRule, role: Role, call: Awaited<ReturnType<typeof callWeb>>, what: string) {
  const { outcome, where, cookie } = call;
  const { response, thrown } = outcome;
  if (typeof rule === "object") {
    expect(thrown, what).toBeNull();
    expect(locationOf(response), what).toMatch(rule.bounce);
    expect(response?.headers.getSetCookie() ?? [], `${what} should not touch the session`).toEqual([]);
    return;
  }
  if (rule === "notFound") {
    expect(thrown, what).toBeNull();
    expect(response?.status, what).toBe(404);
    return;
  }
  if (rule === "signOut") {
    expect(thrown, what).toBeNull();
    expect(locationOf(response), what).toBe("/sign-in");
    expect(clearsSession(response), `${what} should clear the session cookie`).toBe(true);
    // The session itself is gone, not only the browser's cookie.
    const id = cookie ? await sessionId(new Request(BASE, { headers: { Cookie: cookie } })) : null;
    if (id) expect(await userFromSession(id), what).toBeUndefined();
    return;
  }
  if (rule === "public" || role === "user" || (rule === "signedIn" && role === "admin")) return expectLetThroughWeb(outcome, what);

  expect(thrown, `${what} threw ${String(thrown)} instead of redirecting`).toBeNull();
  const to = locationOf(response);
  expect(to, `${what} should redirect (status ${response?.status})`).toBeTruthy();
  const url = new URL(to ?? "", BASE);
  if (role === "visitor") {
    expect(url.pathname, what).toBe("/sign-in");
    // Back where they were after signing in (the address of a pathless layout is "/", which needs no redirectTo).
    expect(url.searchParams.get("redirectTo"), what).toBe(where === "/" ? null : where);
  }
  if (role === "blocked") {
    expect(to, what).toBe("/sign-in");
    expect(clearsSession(response), `${what} should sign the blocked user out`).toBe(true);
    expect(await toastKeyOf(response), what).toBe("errors.userBlocked");
  }
  if (role === "admin") {
    expect(to, what).toBe("/admin");
    // Said, not silent.
    expect(await toastKeyOf(response), what).toBe("errors.adminHome");
  }
}

type Json = { message?: string; code?: string; [key: string]: unknown };
type ApiAnswer = { status: number; body: Json | null; contentType: string };

/** Calls an /api route the way the shells do: GET runs the loader, any other method the action. */
async function callApi(
  file: string,
  method: Method,
  token: string | null,
  params: Record<string, string> = {},
  body: unknown = {},
  query: Record<string, string> = {},
): Promise<ApiAnswer> {
  const mod = await load(`api+/${file}`);
  const headers = new Headers();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (method !== "GET") headers.set("Content-Type", "application/json");
  const address = file
    .replace(/\.ts$/, "")
    .replace(/\$id/, params.id ?? "x")
    .replace(/\./g, "/");
  const search = Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : "";
  const request = new Request(`${BASE}/api/${address}${search}`, { method, headers, body: method === "GET" ? undefined : JSON.stringify(body) });
  const handler = method === "GET" ? mod.loader : mod.action;
  const { response, thrown } = await run(handler as Handler, request, params);
  if (thrown) throw thrown;
  const res = response as Response;
  const contentType = res.headers.get("Content-Type") ?? "";
  const text = contentType.includes("json") ? await res.text() : "";
  return { status: res.status, body: text ? (JSON.parse(text) as Json) : null, contentType };
}

/** Ids that exist: the owner's private page for callers who must be refused, a scratch page for those let through. */
async function apiParams(file: string, role: Role) {
  const params: Record<string, string> = {};
  if (file.startsWith("pages.$id.")) params.id = String(role === "user" || role === "admin" ? await scratchPage() : privatePage.id);
  if (file.startsWith("plans.$id.")) params.id = String(freePlanId);
  if (file.startsWith("collections.$slug.")) params.slug = "animales";
  return params;
}

function expectLetThroughApi(res: ApiAnswer, what: string) {
  expect([401, 403], `${what}: ${JSON.stringify(res.body)}`).not.toContain(res.status);
  // A typed refusal (503 AI_UNAVAILABLE, 422, 404 …) is an answer; a crash is not.
  expect(res.body?.code, what).not.toBe("INTERNAL");
  expect(res.status, what).not.toBe(500);
}

// ---------------------------------------------------------------------------
// Every route is classified
// ---------------------------------------------------------------------------

describe("every route outside the admin area is classified", () => {
  it("every web route module on disk is in WEB, and WEB names nothing else", () => {
    expect(webOnDisk).toEqual(webFiles);
  });

  it("every /api module on disk is in API, and API names nothing else", () => {
    expect(apiOnDisk).toEqual(Object.keys(API).sort());
  });

  it("the admin-only /api routes are exactly the ones admin-authz.test.ts finds", () => {
    const adminHere = Object.keys(API).filter((file) => API[file] === "admin");
    expect(adminHere.sort()).toEqual(apiOnDisk.filter(isAdminApi));
  });

  it.each(webFiles)("WEB classifies the handlers web %s exports", async (file) => {
    const mod = await load(file);
    expect({ loader: Boolean(mod.loader), action: Boolean(mod.action) }).toEqual({ loader: Boolean(WEB[file].loader), action: Boolean(WEB[file].action) });
  });

  it.each(apiFiles)("API lists a handler for each method of api+/%s", async (file) => {
    const mod = await load(`api+/${file}`);
    const entry = API[file] as Partial<Record<Method, ApiRule>>;
    if (entry.GET) expect(mod.loader).toBeTypeOf("function");
    if (entry.POST || entry.PATCH || entry.DELETE) expect(mod.action).toBeTypeOf("function");
  });
});

// ---------------------------------------------------------------------------
// The web door
// ---------------------------------------------------------------------------

const rulesOf = (file: string) =>
  (["loader", "action"] as const).flatMap((kind) => {
    const rule = WEB[file][kind];
    return rule ? [{ kind, rule }] : [];
  });

describe.each(webFiles.filter((file) => rulesOf(file).length > 0))("web door: %s", (file) => {
  const cases = rulesOf(file).flatMap(({ kind, rule }) =>
    (rule === "public" ? (["visitor"] as Role[]) : ROLES).map((role) => [`${kind} as ${role}`, { kind, rule, role }] as const),
  );
  it.each(cases)("%s", async (_name, { kind, rule, role }) => {
    // The owner's own actions get a page of their own to act on (a delete really deletes).
    const pageId = role === "user" && kind === "action" && file.includes("$id") ? await scratchPage() : undefined;
    const what = `${file} ${kind} as ${role}`;
    await expectWebRule(rule, role, await callWeb(file, kind, role, pageId), what);
  });
});

// ---------------------------------------------------------------------------
// The /api door
// ---------------------------------------------------------------------------

const apiCases = apiFiles.flatMap((file) => {
  const entry = API[file] as Partial<Record<Method, ApiRule>>;
  return METHODS.flatMap((method) => {
    const rule = entry[method];
    return rule ? [[`${method} api+/${file} (${rule})`, { file, method, rule }] as const] : [];
  });
});

describe.each(apiCases)("/api door: %s", (_name, { file, method, rule }) => {
  if (rule === "public") {
    it("answers a visitor without asking for a token", async () => {
      const res = await callApi(file, method, null, await apiParams(file, "visitor"));
      expect(res.status).not.toBe(401);
      expect(res.contentType).toMatch(/json/);
      expect(res.body?.code).not.toBe("INTERNAL");
      expect(res.status).not.toBe(500);
    });
    return;
  }

  it("a visitor (or a bad token) gets 401 {message, code}: asked to sign in; a token that no longer opens a session, that it has expired", async () => {
    for (const token of [null, "not-a-token"]) {
      const res = await callApi(file, method, token, await apiParams(file, "visitor"));
      expect(res.status).toBe(401);
      expect(res.contentType).toMatch(/json/);
      expect(res.body).toEqual({ message: es("errors.signInRequired"), code: "UNAUTHORIZED" });
    }
    const gone = await callApi(file, method, EXPIRED_TOKEN, await apiParams(file, "visitor"));
    expect(gone.status).toBe(401);
    expect(gone.body).toEqual({ message: es("errors.unauthorized"), code: "UNAUTHORIZED" });
  });

  it("a blocked user gets 403 USER_BLOCKED", async () => {
    const res = await callApi(file, method, await tokenFor("blocked"), await apiParams(file, "blocked"));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: es("errors.userBlocked"), code: "USER_BLOCKED" });
  });

  it("a verified user is let through", async () => {
    expectLetThroughApi(await callApi(file, method, await tokenFor("user"), await apiParams(file, "user")), `${method} ${file} as user`);
  });

  if (rule === "regular") {
    it("an admin gets 403 FORBIDDEN", async () => {
      const res = await callApi(file, method, await tokenFor("admin"), await apiParams(file, "admin"));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: es("errors.forbidden"), code: "FORBIDDEN" });
    });
  } else {
    it("an admin is let through", async () => {
      expectLetThroughApi(await callApi(file, method, await tokenFor("admin"), await apiParams(file, "admin")), `${method} ${file} as admin`);
    });
  }
});

const othersOf = (file: string) => METHODS.filter((method) => !(API[file] as Partial<Record<Method, ApiRule>>)[method]);

describe.each(apiFiles.filter((file) => othersOf(file).length > 0))("/api door: api+/%s answers the methods it does not take with 405", (file) => {
  it.each(othersOf(file))("%s, before asking who calls", async (method) => {
    const mod = await load(`api+/${file}`);
    if (!(method === "GET" ? mod.loader : mod.action)) return;
    const res = await callApi(file, method, null, await apiParams(file, "visitor"));
    expect(res.status).toBe(405);
    expect(res.body?.code).toBe("METHOD_NOT_ALLOWED");
  });
});

// ---------------------------------------------------------------------------
// Someone else's pages
// ---------------------------------------------------------------------------

describe("another user and the owner's pages", () => {
  const api = async (file: string, method: Method, id: number | null, body: unknown = {}) =>
    callApi(file, method, await issueApiToken(other.user.id), id === null ? {} : { id: String(id) }, body);
  const notFound = { message: es("errors.notFound"), code: "NOT_FOUND" };
  const forbidden = { message: es("errors.forbidden"), code: "FORBIDDEN" };
  /** /api's refusal: the status, and exactly its {message, code}. */
  const expectRefused = (res: { status: number; body: unknown }, status: 403 | 404) => {
    expect(res.status).toBe(status);
    expect(res.body).toEqual(status === 404 ? notFound : forbidden);
  };

  async function web(file: string, kind: "loader" | "action", pageId: number, form?: Record<string, string>, query = "") {
    const mod = await load(file);
    const { params, path: where } = webTarget(file, pageId);
    const headers = { Cookie: await sessionCookieFor(other.user) };
    let request: Request;
    if (kind === "loader") request = new Request(`${BASE}${where}${query}`, { headers });
    else {
      const body = actionForm();
      for (const [name, value] of Object.entries(form ?? {})) body.set(name, value);
      request = new Request(`${BASE}${where}`, { method: "POST", headers, body });
    }
    const { response, thrown } = await run(mod[kind] as Handler, request, params);
    expect(thrown).toBeNull();
    return response as Response;
  }

  async function expectPageGone(res: Response, to: string) {
    expect(locationOf(res)).toBe(to);
    expect(await toastKeyOf(res)).toBe("errors.pageGone");
  }

  describe("through /api", () => {
    it("cannot read the private page (404, as if it did not exist)", async () => {
      const res = await api("pages.$id.read.ts", "GET", privatePage.id);
      expectRefused(res, 404);
    });

    it("reads the public page without the owner's colouring or full name", async () => {
      const res = await api("pages.$id.read.ts", "GET", publicPage.id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: publicPage.id, is_owner: false, is_colored: false, colored: null, user: { name: "Dueña", stripe_id: null } });
    });

    it("cannot change the visibility of the private page (404) or of the public one (403)", async () => {
      const hidden = await api("pages.$id.visibility.ts", "PATCH", privatePage.id, { visibility: "public" });
      expectRefused(hidden, 404);
      const shared = await api("pages.$id.visibility.ts", "PATCH", publicPage.id, { visibility: "private" });
      expectRefused(shared, 403);
    });

    it("cannot delete either page: the private one is not there for them (404), the public one is refused (403)", async () => {
      const hidden = await api("pages.$id.blocked.toggle.ts", "PATCH", privatePage.id);
      expectRefused(hidden, 404);
      const shared = await api("pages.$id.blocked.toggle.ts", "PATCH", publicPage.id);
      expectRefused(shared, 403);
    });

    it("cannot favourite the private page (404)", async () => {
      const res = await api("pages.$id.favorited.toggle.ts", "PATCH", privatePage.id);
      expectRefused(res, 404);
    });

    it("cannot colour the private page (404 before anything about the upload)", async () => {
      const res = await api("coloreds.upsert.ts", "PATCH", null, { pageId: privatePage.id, photo: `/files/uploads/${other.user.id}/x.png` });
      expectRefused(res, 404);
    });

    it("finds neither the private page nor the owner's colourings in any list", async () => {
      for (const scope of ["public", "owned", "favorited", "colored"]) {
        const res = await callApi("pages.paginate.ts", "GET", await issueApiToken(other.user.id), {}, {}, { scope, search: word });
        expect(res.status, scope).toBe(200);
        expect(
          (res.body?.data as { id: number }[]).map((card) => card.id),
          scope,
        ).toEqual(scope === "public" ? [publicPage.id] : []);
      }
      const colored = await api("coloreds.paginate.ts", "GET", null);
      expect(colored.status).toBe(200);
      expect(colored.body?.data).toEqual([]);
    });
  });

  describe("through the web", () => {
    it("the colour screen of the private page sends them back to the gallery", async () => {
      await expectPageGone(await web("pages+/$id.color.tsx", "loader", privatePage.id), "/pages/public");
    });

    it("the colour screen of the public page shows their own (empty) colouring, not the owner's", async () => {
      const res = await web("pages+/$id.color.tsx", "loader", publicPage.id);
      expect(res.status).toBe(200);
      const data = (await res.json()) as { colored: unknown; page: { isOwner: boolean; isColored: boolean } };
      expect(data.colored).toBeNull();
      expect(data.page).toMatchObject({ isOwner: false, isColored: false });
    });

    it("cannot save a colouring of the private page (404)", async () => {
      const res = await web("_resources+/pages.$id.save.tsx", "action", privatePage.id);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: notFound });
    });

    it("print, download and the PDF of the private page send them back to the gallery", async () => {
      for (const file of ["_resources+/pages.$id.print.tsx", "_resources+/pages.$id.download.tsx", "_resources+/pages.$id.pdf.tsx"]) {
        await expectPageGone(await web(file, "loader", privatePage.id), "/pages/public");
      }
    });

    it("print and download of the public page never hand out the owner's colouring", async () => {
      for (const file of ["_resources+/pages.$id.print.tsx", "_resources+/pages.$id.download.tsx"]) {
        expect(locationOf(await web(file, "loader", publicPage.id))).toBe(`/pages/${publicPage.id}/color`);
      }
    });

    it("the delete screen is not theirs for either page, and deleting is refused (404 for the private one, 403 for the public one)", async () => {
      for (const [page, status] of [
        [privatePage, 404],
        [publicPage, 403],
      ] as const) {
        await expectPageGone(await web("pages+/$id.delete.tsx", "loader", page.id), "/pages");
        const res = await web("pages+/$id.delete.tsx", "action", page.id);
        expect(res.status).toBe(status);
      }
    });

    it("cannot change the visibility of the private page (404) or of the public one (403)", async () => {
      const hidden = await web("_resources+/pages.$id.visibility.tsx", "action", privatePage.id, { visibility: "public" });
      expect(hidden.status).toBe(404);
      expect(await hidden.json()).toEqual({ error: notFound });
      const shared = await web("_resources+/pages.$id.visibility.tsx", "action", publicPage.id, { visibility: "private" });
      expect(shared.status).toBe(403);
      expect(await shared.json()).toEqual({ error: forbidden });
    });

    it("cannot favourite the private page (404)", async () => {
      const res = await web("_resources+/pages.$id.favorite.tsx", "action", privatePage.id);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: notFound });
    });

    it("no gallery and no 'Load more' shows them the private page", async () => {
      const query = `?${new URLSearchParams({ search: word })}`;
      for (const file of ["pages+/public.tsx", "pages+/_index.tsx", "pages+/favorite.tsx", "pages+/colored.tsx", "_resources+/feed.pages.tsx"]) {
        const res = await web(file, "loader", 0, undefined, file === "_resources+/feed.pages.tsx" ? `${query}&scope=public` : query);
        expect(res.status, file).toBe(200);
        const data = (await res.json()) as { data: { id: number }[] };
        expect(
          data.data.map((card) => card.id),
          file,
        ).toEqual(file === "pages+/public.tsx" || file === "_resources+/feed.pages.tsx" ? [publicPage.id] : []);
      }
    });
  });

  describe("the owner's uploads", () => {
    // What /storage/upload answered the owner, and the same file reached by climbing out of the caller's folder.
    let theirs: string[];
    beforeAll(async () => {
      const { url } = await storeUpload(owner.user.id, { name: "familia.png", data: await linePng(600, 400) }, parseUploadRules({}));
      theirs = [url, url.replace(`/uploads/${owner.user.id}/`, `/uploads/${other.user.id}/../${owner.user.id}/`)];
    });

    const notOurs = (res: ApiAnswer) => {
      expect(res.status).toBe(422);
      expect(res.body?.code).toBe("VALIDATION");
      expect(Object.values((res.body?.errors ?? {}) as Record<string, string>)).toContain(es("errors.upload.notOurs"));
    };

    it("cannot be made into a page, previewed or used as paint by someone else", async () => {
      for (const url of theirs) {
        notOurs(await api("pages.upload.ts", "POST", null, { illustration: url }));
        notOurs(await api("pages.photo.create.ts", "POST", null, { photo: url }));
        notOurs(await callApi("pages.photo.preview.ts", "GET", await issueApiToken(other.user.id), {}, {}, { photo: url }));
        notOurs(await api("coloreds.upsert.ts", "PATCH", null, { pageId: publicPage.id, photo: url }));
        const preview = await web("_resources+/pages.create.photo_.preview.tsx", "loader", 0, undefined, `?${new URLSearchParams({ photo: url })}`);
        expect(preview.status).toBe(422);
        expect(await preview.text()).toBe(es("errors.upload.notOurs"));
      }
    });
  });

  it("left the owner's pages exactly as they were", async () => {
    expect(await ownersPages()).toEqual(before);
  });
});
