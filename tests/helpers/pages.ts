import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq, type SQL } from "drizzle-orm";
import sharp from "sharp";
import { expect } from "vitest";
import { getDb } from "~/db/client.server";
import { coloreds, credits, favorites, pages, plans, users, type PageRow } from "~/db/schema";
import type { Sort } from "~/lib/pages";
import { pageQuerySchema } from "~/lib/pagination";
import { paginatePages, type Viewer } from "~/services/pages.server";
import { issueApiToken } from "~/services/auth.server";
import { grantPlanCredits } from "~/services/credits.server";
import { AppError } from "~/lib/errors";
import { findUserRow, toPublicUser, type PublicUser } from "~/services/users.server";
import { hashPassword } from "~/infra/crypto.server";
import { newKey, putObject } from "~/services/storage/backends.server";
import { getEnv } from "~/infra/env.server";
import { toCanvasLineArt } from "~/services/page-creation.server";
import { signInAndRedirect } from "~/utils/session.server";
import { getToast } from "~/utils/toast.server";
import { uniqueEmail } from "./users";

// ---------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------

export const PASSWORD = "colores-123";
let passwordHash: Promise<string> | undefined;

export type PlanChoice = "free" | "paid" | "advanced";
export type TestUser = { user: PublicUser; token: string; email: string };

/**
 * A verified user on a plan ("paid" is the starter plan), with a full period of that
 * plan's credits and an API token. Inserted directly (one argon2 hash for the whole file)
 * so that tests needing many users stay fast; the row is what createUser would write.
 */
export async function makeUser(options: { plan?: PlanChoice; admin?: boolean; name?: string } = {}): Promise<TestUser> {
  const db = await getDb();
  const planName = options.plan === "paid" ? "starter" : (options.plan ?? "free");
  const [plan] = await db.select().from(plans).where(eq(plans.name, planName)).limit(1);
  if (!plan) throw new Error(`no seeded plan ${planName}`);
  passwordHash ??= hashPassword(PASSWORD);
  const email = uniqueEmail(options.admin ? "admin-pages" : `pages-${planName}`);
  const [row] = await db
    .insert(users)
    .values({
      name: options.name ?? (options.admin ? "Moderadora" : "Lucía"),
      email,
      passwordHash: await passwordHash,
      admin: options.admin ?? false,
      planId: plan.id,
      emailVerifiedAt: new Date(),
    })
    .returning();
  await grantPlanCredits(db, row.id, plan);
  return { user: toPublicUser(row, plan), token: await issueApiToken(row.id), email };
}

export const makeAdmin = () => makeUser({ admin: true });

/** The viewers the list tests compare: a page owner, another free user, a paid user and an admin. */
export async function makeViewers() {
  const [owner, other, paid, admin] = await Promise.all([makeUser(), makeUser({ name: "Otra" }), makeUser({ plan: "paid" }), makeAdmin()]);
  return { owner, other, paid, admin };
}

/** Re-reads a user (e.g. after changing their plan). */
export async function reloadUser(id: number): Promise<PublicUser> {
  const row = await findUserRow({ id });
  if (!row) throw new Error(`no user ${id}`);
  return toPublicUser(row.user, row.plan);
}

export async function setCredits(userId: number, values: { pageCreation?: number; publicPage?: number; expireAt?: Date }) {
  const db = await getDb();
  await db.update(credits).set(values).where(eq(credits.userId, userId));
}

export async function creditRow(userId: number) {
  const db = await getDb();
  const [row] = await db.select().from(credits).where(eq(credits.userId, userId));
  return row;
}

/** The Cookie header of a signed-in browser session for `user`. */
export async function sessionCookieFor(user: PublicUser) {
  const res = await signInAndRedirect(user, "/");
  const setCookie = res.headers.get("Set-Cookie") ?? "";
  const pair = setCookie.split(";")[0];
  if (!pair.startsWith("__session=")) throw new Error(`no session cookie in ${setCookie}`);
  return pair;
}

// ---------------------------------------------------------------------------
// Pages, favourites, coloureds (straight into the tables)
// ---------------------------------------------------------------------------

/** A word nobody else's pages contain: scope every list assertion with it. */
export const uniqueWord = (prefix = "tok") => `${prefix}${crypto.randomBytes(6).toString("hex")}`;

export type PageSeed = {
  prompt: string;
  createdAt?: Date | SQL;
  coloredCount?: number;
  favoritedCount?: number;
  trending?: number;
  blocked?: boolean;
  visibility?: "public" | "private";
};

export async function insertPage(owner: { id: number }, seed: PageSeed): Promise<PageRow> {
  const db = await getDb();
  const name = crypto.randomUUID();
  const [row] = await db
    .insert(pages)
    .values({
      userId: owner.id,
      prompt: seed.prompt,
      illustration: `/files/pages/${owner.id}/${name}.png`,
      thumbnail: `/files/pages/${owner.id}/${name}.webp`,
      blocked: seed.blocked ?? false,
      coloredCount: seed.coloredCount ?? 0,
      favoritedCount: seed.favoritedCount ?? 0,
      trending: seed.trending ?? 0,
      visibility: seed.visibility ?? "public",
      ...(seed.createdAt ? { createdAt: seed.createdAt as Date } : {}),
    })
    .returning();
  return row;
}

/** A page whose line art is a real stored file (a colouring's composite reads it). */
export async function drawnPage(owner: { id: number }, lineArt: Buffer, options: { blocked?: boolean } = {}): Promise<PageRow> {
  const illustration = await putObject(newKey("pages", owner.id, "png"), lineArt, "image/png");
  const db = await getDb();
  const [row] = await db
    .insert(pages)
    .values({ userId: owner.id, prompt: `Colorear ${uniqueWord("pg")}`, illustration, thumbnail: illustration, blocked: options.blocked ?? false })
    .returning();
  return row;
}

export async function insertPages(owner: { id: number }, seeds: PageSeed[]) {
  const rows: PageRow[] = [];
  for (const seed of seeds) rows.push(await insertPage(owner, seed));
  return rows;
}

export async function insertColored(
  user: { id: number },
  page: { id: number },
  values: { photo?: string; preview?: string; thumbnail?: string; createdAt?: Date; updatedAt?: Date } = {},
) {
  const db = await getDb();
  const [row] = await db
    .insert(coloreds)
    .values({
      userId: user.id,
      pageId: page.id,
      photo: values.photo ?? `/files/coloreds/${user.id}/${crypto.randomUUID()}.png`,
      preview: values.preview ?? `/files/coloreds/${user.id}/${crypto.randomUUID()}.webp`,
      ...(values.thumbnail ? { thumbnail: values.thumbnail } : {}),
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
      ...(values.updatedAt ? { updatedAt: values.updatedAt } : {}),
    })
    .returning();
  return row;
}

export async function insertFavorite(user: { id: number }, page: { id: number }, createdAt?: Date) {
  const db = await getDb();
  await db.insert(favorites).values({ userId: user.id, pageId: page.id, ...(createdAt ? { createdAt } : {}) });
}

export async function pageRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  return row;
}

export async function favoriteRows(pageId: number) {
  const db = await getDb();
  return db.select().from(favorites).where(eq(favorites.pageId, pageId));
}

export async function pagesOf(userId: number) {
  const db = await getDb();
  return db.select().from(pages).where(eq(pages.userId, userId));
}

/** The files stored under a user's pages folder. */
/** The page files stored for a user, in the public folder and the private one. */
export function storedPageFiles(userId: number) {
  return ["pages", "private-pages"].flatMap((folder) => {
    const dir = path.join(getEnv().DATA_DIR, "uploads", folder, String(userId));
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  });
}

/** Asserts that nothing was created and nothing spent: the credits left, no page, no stored file. */
export async function expectNothingSpent(user: TestUser, pageCreation: number) {
  expect((await creditRow(user.user.id)).pageCreation).toBe(pageCreation);
  expect(await pagesOf(user.user.id)).toEqual([]);
  expect(storedPageFiles(user.user.id)).toEqual([]);
}

// ---------------------------------------------------------------------------
// What the lists should hold, computed independently of the service
// ---------------------------------------------------------------------------

/** A list read as a door reads it: the raw query parsed once (pageQuerySchema), then the service. */
export const listPages = (viewer: Viewer, input: Record<string, unknown> = {}, options?: { through?: boolean }) =>
  paginatePages(viewer, pageQuerySchema.parse(input), options);

export const cardIds = (result: { data: { id: number }[] }) => result.data.map((card) => card.id);

function sortValue(row: PageRow, sort: Sort) {
  switch (sort) {
    case "latest":
    case "oldest":
      return row.createdAt.getTime();
    case "popularity":
      return row.coloredCount + row.favoritedCount;
    case "mostFavorited":
      return row.favoritedCount;
    case "mostColored":
      return row.coloredCount;
    case "trending":
      return row.trending;
  }
}

/** The ids in the order a sort must give: value, then id, descending (ascending for oldest). */
export function expectedOrder(rows: PageRow[], sort: Sort) {
  return [...rows]
    .sort((a, b) => {
      const desc = sortValue(b, sort) - sortValue(a, sort) || b.id - a.id;
      return sort === "oldest" ? -desc : desc;
    })
    .map((row) => row.id);
}

// ---------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------

/** A real PNG: black outlines on white, like a drawing someone would upload. */
export function linePng(width = 600, height = 400) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#ffffff"/>
    <g fill="none" stroke="#000000" stroke-width="10">
      <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}"/>
      <rect x="20" y="20" width="${width - 40}" height="${height - 40}"/>
    </g>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

// ---------------------------------------------------------------------------
// Calling route modules the way Remix does
// ---------------------------------------------------------------------------

type Handler = (args: never) => Response | Promise<Response>;
export type ErrorBody = { message: string; code: string; errors?: Record<string, string> };

export type ApiCall = {
  method?: string;
  token?: string | null;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  params?: Record<string, string>;
  path?: string;
};

export type ApiResult<T> = { status: number; body: T; headers: Headers };

/** Calls an /api route's loader or action with a JSON body and a Bearer token. */
export async function callApi<T = ErrorBody>(handler: Handler, call: ApiCall = {}): Promise<ApiResult<T>> {
  const { method = "GET", token, body, query = {}, params = {}, path = "x" } = call;
  const url = new URL(`http://localhost:3999/api/${path}`);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
  const headers = new Headers();
  if (body !== undefined) headers.set("Content-Type", "application/json");
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const request = new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const res = await handler({ request, params, context: { cspNonce: "", requestId: "t" } } as never);
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

/** Calls a browser-door action with a form body and a session cookie; redirects come back as responses. */
export async function callForm(
  handler: Handler,
  { cookie, form, params = {}, path = "/" }: { cookie: string; form: Record<string, string>; params?: Record<string, string>; path?: string },
): Promise<Response> {
  const request = new Request(`http://localhost:3999${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
  return respond(handler, request, params);
}

/** Calls a browser-door loader with a session cookie; redirects and thrown responses come back as responses. */
export function callLoader(
  handler: (args: never) => unknown,
  { cookie, params = {}, path }: { cookie: string; params?: Record<string, string>; path: string },
) {
  return respond(handler, new Request(`http://localhost:3999${path}`, { headers: { Cookie: cookie } }), params);
}

/** What a loader or action answered, returned or thrown (a redirect, a 404); a thrown error fails the call. */
async function respond(handler: (args: never) => unknown, request: Request, params: Record<string, string>) {
  try {
    return (await handler({ request, params, context: { cspNonce: "", requestId: "t" } } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The toast a response flashes through its cookie (null without one). */
export async function toastOf(res: Response) {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("toast="));
  if (!cookie) return null;
  return (await getToast(new Request("http://localhost:3999/", { headers: { Cookie: cookie.split(";")[0] } }))).toast;
}

/** The AppError a promise rejects with (failing the test if it resolves or throws anything else). */
export async function appErrorOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** A blank page's line art as the colour screen holds it (1024×1024, white). */
export async function blankLineArt() {
  return toCanvasLineArt(
    await sharp({ create: { width: 1024, height: 1024, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer(),
  );
}

/** A paint layer of one opaque colour over the whole 1024×1024 page. */
export function solidPaint(color: { r: number; g: number; b: number }) {
  return sharp({ create: { width: 1024, height: 1024, channels: 4, background: { ...color, alpha: 1 } } })
    .png()
    .toBuffer();
}

/**
 * What the colouring-save tests start from: the owner of the pages they colour, a blank page's
 * line art and a paint layer of one colour.
 */
export async function colouringFixture(color: { r: number; g: number; b: number }, owner: { name?: string } = {}) {
  const [user, lineArt, paint] = await Promise.all([makeUser(owner), blankLineArt(), solidPaint(color)]);
  return { owner: user, lineArt, paint };
}
