/**
 * Issue #15: every rate limit counts across app servers. Two apps on one Postgres (the default
 * store) or one Redis (REDIS_URL) share the sign-in limit; with the store down, reading goes on
 * and sign-in is refused. The production build is served (`npm run build` first).
 */
import { like } from "drizzle-orm";
import { createClient } from "redis";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { limitBackend } from "~/server/rate-limit-stores.server";
import { appServers } from "../helpers/http";
import { uniqueEmail } from "../helpers/users";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const apps = appServers();
const start = apps.start;

const wrongSignIn = (base: string) =>
  fetch(`${base}/api/users/sign-in`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: uniqueEmail("guess"), password: "wrong-password" }),
  });

/** Wrong sign-ins alternating between two servers: the first 429 comes at the shared limit (20). */
async function firstRefusal(a: string, b: string) {
  for (let i = 1; i <= 24; i++) {
    const res = await wrongSignIn(i % 2 ? a : b);
    if (res.status === 429) return i;
    expect(res.status).toBe(401);
  }
  return null;
}

afterAll(() => apps.closeAll());

it("counts in Redis when REDIS_URL is set, else in Postgres, in memory only for the embedded database", () => {
  expect(limitBackend({ REDIS_URL: "redis://x", DATABASE_URL: "postgres://x" })).toBe("redis");
  expect(limitBackend({ DATABASE_URL: "postgres://x" })).toBe("postgres");
  expect(limitBackend({})).toBe("memory");
});

describe("two app servers on one Postgres", () => {
  it("share the sign-in limit: 24 wrong passwords alternating between them meet a 429 at the 21st", async () => {
    await (await getDb()).delete(rateLimits).where(like(rateLimits.key, "ip:%"));
    expect(await firstRefusal(await start(), await start())).toBe(21);
  });
});

describe("two app servers on one Redis", () => {
  it("share the sign-in limit as well", async () => {
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    for (const key of await redis.keys("ip:*")) await redis.del(key);
    await redis.quit();
    expect(await firstRefusal(await start({ REDIS_URL }), await start({ REDIS_URL }))).toBe(21);
  });

  it("with Redis down, pages are still served and sign-in is refused (503), never guessed without limit", async () => {
    const base = await start({ REDIS_URL: "redis://127.0.0.1:1" });
    const landing = await fetch(`${base}/`);
    expect(landing.status).toBe(200);
    const signIn = await wrongSignIn(base);
    expect(signIn.status).toBe(503);
    expect(await signIn.json()).toMatchObject({ code: "UNAVAILABLE" });
  });
});
