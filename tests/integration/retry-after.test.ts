import fs from "node:fs";
import path from "node:path";
import { createId } from "@paralleldrive/cuid2";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { booklets, dataExports } from "~/db/schema";
import { ACCOUNT_SIGN_IN_LIMIT, SIGN_IN_WINDOW } from "~/services/auth.server";
import { EXPORTS_PER_DAY } from "~/services/data-export.server";
import { LINK_MAILS_PER_HOUR } from "~/services/account-mail.server";
import { accountKey, hit } from "~/services/rate-limits.server";
import { servedApp } from "../helpers/http";
import { insertPage, makeUser, PASSWORD, sessionCookieFor, type TestUser } from "../helpers/pages";

/**
 * Issue #44.4, record 0159: every 429 says when to ask again (Retry-After, in seconds), on both
 * doors, as the OpenAPI document promises: the sign-in and password locks, a data export being
 * made and the day's exports, a booklet being made, the own-mail budget, a picture's turn. Each
 * limit is brought to its edge in the database (its own counts), then met through HTTP.
 */

const served = servedApp();
const HOUR = 60 * 60 * 1000;

async function spendAll(key: string, windowMs: number, times: number) {
  for (let i = 0; i < times; i++) await hit(key, windowMs);
}

async function api(user: TestUser | null, method: string, route: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (user) headers.Authorization = `Bearer ${user.token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return fetch(`${served.base}/api${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function form(user: TestUser | null, route: string, fields: Record<string, string>) {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", Origin: served.base, "Sec-Fetch-Site": "same-origin" };
  if (user) headers.Cookie = await sessionCookieFor(user.user);
  return fetch(`${served.base}${route}`, { method: "POST", headers, body: new URLSearchParams(fields), redirect: "manual" });
}

/** A 429 that says a whole number of seconds, at most `most` and (a window's end) at least `least`. */
function expectRetryAfter(res: Response, most: number, least = 1) {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers.get("Retry-After"));
  expect(Number.isInteger(seconds) && seconds >= least && seconds <= most, `${res.url}: Retry-After ${res.headers.get("Retry-After")}`).toBe(true);
}

/** A window of `ms` just begun: what is left of it, in seconds, give or take the test's own time. */
const nearly = (ms: number) => ms / 1000 - 60;

describe("every 429 carries Retry-After", () => {
  it("the account's sign-in lock, on both doors: until its window ends", async () => {
    const user = await makeUser();
    await spendAll(accountKey("sign-in", user.email), SIGN_IN_WINDOW, ACCOUNT_SIGN_IN_LIMIT);
    expectRetryAfter(await api(null, "POST", "/users/sign-in", { email: user.email, password: PASSWORD }), SIGN_IN_WINDOW / 1000, nearly(SIGN_IN_WINDOW));
    expectRetryAfter(await form(null, "/sign-in", { email: user.email, password: PASSWORD }), SIGN_IN_WINDOW / 1000, nearly(SIGN_IN_WINDOW));
  });

  it("the password lock, on both doors", async () => {
    const user = await makeUser();
    await spendAll(`password-change:${user.user.id}`, SIGN_IN_WINDOW, ACCOUNT_SIGN_IN_LIMIT);
    expectRetryAfter(
      await api(user, "PATCH", "/users/password/change", { current: PASSWORD, password: "otra-clave-456" }),
      SIGN_IN_WINDOW / 1000,
      nearly(SIGN_IN_WINDOW),
    );
    expectRetryAfter(
      await form(user, "/account", { intent: "password", current: PASSWORD, password: "otra-clave-456" }),
      SIGN_IN_WINDOW / 1000,
      nearly(SIGN_IN_WINDOW),
    );
  });

  it("a data export being made, and the day's exports spent, on both doors", async () => {
    const busy = await makeUser();
    await (await getDb()).insert(dataExports).values({ id: createId(), userId: busy.user.id });
    expectRetryAfter(await api(busy, "POST", "/users/export"), 3600);
    expectRetryAfter(await form(busy, "/account", { intent: "export" }), 3600);

    const spent = await makeUser();
    await spendAll(`export:${spent.user.id}`, 24 * HOUR, EXPORTS_PER_DAY);
    expectRetryAfter(await api(spent, "POST", "/users/export"), 24 * 3600, nearly(24 * HOUR));
  });

  it("a booklet while two are being made", async () => {
    const user = await makeUser({ plan: "advanced" });
    const page = await insertPage(user.user, { prompt: "un barco" });
    const waiting = { userId: user.user.id, title: "t", pageIds: [page.id], paper: "a4" as const };
    await (await getDb()).insert(booklets).values([
      { id: createId(), ...waiting },
      { id: createId(), ...waiting },
    ]);
    expectRetryAfter(await api(user, "POST", "/booklets", { pageIds: [page.id] }), 3600);
  });

  it("the own-mail budget (a change of address)", async () => {
    const user = await makeUser();
    await spendAll(`mail:own:${user.user.id}`, HOUR, LINK_MAILS_PER_HOUR);
    expectRetryAfter(await api(user, "PATCH", "/users/update", { name: user.user.name, email: `nueva-${user.user.id}@colorea.test` }), 3600, nearly(HOUR));
  });

  it("is made one way in the code: RateLimited, which takes the seconds (no bare 429 left)", () => {
    const bare: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (
          /\.tsx?$/.test(entry.name) &&
          !entry.name.includes(".test.") &&
          file !== path.resolve("app/lib/errors.ts") &&
          /new AppError\(429/.test(fs.readFileSync(file, "utf8"))
        )
          bare.push(file);
      }
    };
    walk(path.resolve("app"));
    expect(bare).toEqual([]);
  });
});
