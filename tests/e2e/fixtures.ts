import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { createCookie } from "@remix-run/node";
import argon2 from "argon2";
import sharp from "sharp";
import { E2E } from "./config";
import { sql } from "./database";

/** A real line-art picture in the app's storage, for pages inserted straight into the database. */
async function sampleImage() {
  const key = "pages/0/e2e-sample-1024.png";
  const file = path.join(E2E.dataDir, "uploads", key);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // 1024×1024 like every page's line art: a face, plus a vertical line down the middle at x=512.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/><g fill="none" stroke="#000" stroke-width="16"><circle cx="512" cy="480" r="300"/><circle cx="400" cy="420" r="40"/><circle cx="624" cy="420" r="40"/><path d="M360 600q152 120 304 0"/><path d="M512 40v944"/></g></svg>`;
    fs.writeFileSync(file, await sharp(Buffer.from(svg)).png().toBuffer());
  }
  return `/files/${key}`;
}

export async function setPlan(email: string, plan: "free" | "starter" | "advanced") {
  await sql`update users set plan_id = (select id from plans where name = ${plan}) where email = ${email}`;
}

export async function setCredits(email: string, credits: { pageCreation?: number; publicPage?: number }) {
  const [user] = await sql`select id from users where email = ${email}`;
  if (credits.pageCreation !== undefined) await sql`update credits set page_creation = ${credits.pageCreation} where user_id = ${user.id}`;
  if (credits.publicPage !== undefined) await sql`update credits set public_page = ${credits.publicPage} where user_id = ${user.id}`;
}

type NewPage = { prompt: string; coloredCount?: number; favoritedCount?: number; minutesAgo?: number };

/** Inserts pages owned by `email`, returning their ids in the given order. */
export async function insertPages(email: string, items: NewPage[]) {
  const image = await sampleImage();
  const [owner] = await sql`select id from users where email = ${email}`;
  const ids: number[] = [];
  for (const item of items) {
    const [row] = await sql`
      insert into pages (user_id, prompt, illustration, thumbnail, colored_count, favorited_count, created_at)
      values (${owner.id}, ${item.prompt}, ${image}, ${image}, ${item.coloredCount ?? 0}, ${item.favoritedCount ?? 0},
              now() - make_interval(mins => ${item.minutesAgo ?? 0}))
      returning id`;
    ids.push(row.id as number);
  }
  return ids;
}

/** Marks pages as `email`'s favourites (as the heart does on a paid plan). */
export async function favorite(email: string, pageIds: number[]) {
  const [owner] = await sql`select id from users where email = ${email}`;
  for (const pageId of pageIds) await sql`insert into favorites (user_id, page_id) values (${owner.id}, ${pageId}) on conflict do nothing`;
}

export async function pageRow(id: number) {
  const [row] = await sql`select * from pages where id = ${id}`;
  return row as { id: number; blocked: boolean; favorited_count: number; prompt: string } | undefined;
}

/** Waits until React has hydrated the page, so clicks go to the enhanced controls. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** The server's copy of `email`'s colouring of a page (null before the first save). */
export async function coloredRow(email: string, pageId: number) {
  const [row] = await sql`
    select c.version, c.photo, c.preview, c.save_id, c.timelapse from coloreds c join users u on u.id = c.user_id
    where u.email = ${email} and c.page_id = ${pageId}`;
  return (row ?? null) as { version: number; photo: string; preview: string; save_id: string; timelapse: string | null } | null;
}

export async function creditsOf(email: string) {
  const [row] = await sql`select c.public_page, c.page_creation from credits c join users u on u.id = c.user_id where u.email = ${email}`;
  return row as { public_page: number; page_creation: number };
}

/**
 * Moves `email`'s subscriptions and credit period `interval` into the past (a Postgres interval,
 * "2 months 1 day"), as if all of it had happened that long ago: how a test sees a plan end.
 */
export async function travelBack(email: string, interval: string) {
  const [user] = await sql`select id from users where email = ${email}`;
  await sql`update subscriptions set created_at = created_at - ${interval}::interval, expire_at = expire_at - ${interval}::interval where user_id = ${user.id}`;
  await sql`update credits set expire_at = expire_at - ${interval}::interval where user_id = ${user.id}`;
}

/** Writes `email`'s colouring's stored time-lapse as it is (JSON text), as an older version of the app might have left it. */
export async function setTimelapse(email: string, pageId: number, timelapse: string) {
  await sql`update coloreds c set timelapse = ${timelapse} from users u where u.id = c.user_id and u.email = ${email} and c.page_id = ${pageId}`;
}

const PASSWORD = "colores-seguros-1";
// Hashed once per worker, as the app hashes (argon2id, 19 MiB, t = 2): signing in by the form works.
let passwordHash: Promise<string> | undefined;
const sessionCookie = createCookie("__session", { path: "/", httpOnly: true, sameSite: "lax", secrets: [E2E.sessionSecret] });

/**
 * A verified family on the free plan, signed in in `page`'s browser context: the rows the sign-up
 * and the e-mailed link leave (the user, the plan's credits, a session) and the session cookie,
 * written directly. The sign-up itself is tried by accounts.spec.ts; everywhere else it is only
 * the way in, and the form, the password hash and the mail cost seconds a test on a slow two-core
 * machine. `open`: a screen to open then (the e-mailed link opens /pages/public).
 */
export async function newFamily(page: Page, name = "Marta", { open }: { open?: string } = {}) {
  const email = `e2e-${crypto.randomUUID().slice(0, 8)}@colorea.test`;
  passwordHash ??= argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const [user] = await sql`
    insert into users (name, email, password_hash, plan_id, email_verified_at)
    values (${name}, ${email}, ${await passwordHash}, (select id from plans where name = 'free'), now())
    returning id`;
  await sql`
    insert into credits (user_id, public_page, page_creation, expire_at)
    select ${user.id}, public_page_limit, page_creation_limit, now() + interval '1 month' from plans where name = 'free'`;
  const session = crypto.randomBytes(32).toString("base64url");
  // Sessions are kept by their hash (record 0157).
  const idHash = crypto.createHash("sha256").update(session).digest("hex");
  await sql`insert into sessions (id_hash, user_id, expires_at) values (${idHash}, ${user.id}, now() + interval '30 days')`;
  await page
    .context()
    .addCookies([{ name: "__session", value: (await sessionCookie.serialize(session)).split(";")[0].split("=").slice(1).join("="), url: E2E.baseURL }]);
  // Where the e-mailed link leaves a new family, for a test that goes on from there.
  if (open) await page.goto(open);
  return { email, password: PASSWORD, name };
}
