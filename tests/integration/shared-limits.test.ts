/**
 * Issue #15: every rate limit counts across app servers. Two apps on one Postgres (the default
 * store) or one Redis (REDIS_URL) share the sign-in limit; with the store down, reading goes on
 * and sign-in is refused. The production build is served (`npm run build` first).
 */
import { spawn } from "node:child_process";
import { like } from "drizzle-orm";
import { createClient } from "redis";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { limitBackend, SHARE_EVERY_MS } from "~/server/rate-limit-stores.server";
import { addHits } from "~/services/rate-limits.server";
import { appServers } from "../helpers/http";
import { freePort } from "../helpers/ports";
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

describe("two app servers on one Postgres, the broad limit", () => {
  it("adds what a server counted in one statement, answering the totals; taking back never goes below 0", async () => {
    const key = (n: number) => `test:add-hits:${uniqueEmail(String(n))}`;
    const [a, b] = [key(1), key(2)];
    expect(
      (
        await addHits(
          [
            { key: a, hits: 3 },
            { key: b, hits: 1 },
          ],
          60_000,
        )
      ).map((row) => [row.key, row.hits]),
    ).toEqual([
      [a, 3],
      [b, 1],
    ]);
    expect((await addHits([{ key: a, hits: 2 }], 60_000))[0].hits).toBe(5);
    expect((await addHits([{ key: b, hits: -4 }], 60_000))[0].hits).toBe(0);
    expect(await addHits([], 60_000)).toEqual([]);
  });

  it("counts what each server saw across both, a second late at most", async () => {
    // 600 a minute × 0.02: 12 requests a minute from one address, whichever server answers.
    // (Behind a balancer, each client is its forwarded address: one of its own for this test.)
    const a = await start({ RATE_LIMIT_FACTOR: 0.02, TRUST_PROXY: "loopback" });
    const b = await start({ RATE_LIMIT_FACTOR: 0.02, TRUST_PROXY: "loopback" });
    const client = { "X-Forwarded-For": "203.0.113.15" };
    const call = async (base: string) => (await fetch(`${base}/api/no-such-call`, { headers: client })).status;
    for (let i = 0; i < 10; i++) expect(await call(a)).toBe(404);
    expect(await call(b)).toBe(404);
    // Both have told Postgres what they counted (a loaded machine may take longer than a round),
    // then b reads back the total in its next rounds (every SHARE_EVERY_MS).
    const counted = async () =>
      (await (await getDb()).select({ hits: rateLimits.hits }).from(rateLimits).where(like(rateLimits.key, "ip:all:%203.0.113.15"))).reduce(
        (sum, row) => sum + row.hits,
        0,
      );
    await expect.poll(counted, { timeout: 20_000, interval: 100 }).toBe(11);
    await new Promise((resolve) => setTimeout(resolve, SHARE_EVERY_MS * 2.5));
    // b saw 2 of the 12, a the other 10: the 13th is refused.
    expect(await call(b)).toBe(404);
    expect(await call(b)).toBe(429);
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

  it("Redis killed while a server counts in it: reading is answered at once, sign-in refused at once, and it counts again once Redis is back", async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const startRedis = () => spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    const answers = async () => {
      const probe = createClient({ url });
      probe.on("error", () => undefined);
      return probe.connect().then(
        async () => (await probe.quit(), true),
        async () => (await probe.destroy(), false),
      );
    };
    let redis = startRedis();
    try {
      await expect.poll(answers, { timeout: 10_000, interval: 100 }).toBe(true);
      const base = await start({ REDIS_URL: url });
      const timed = async (call: () => Promise<Response>) => {
        const started = performance.now();
        const res = await call();
        return { status: res.status, code: ((await res.json()) as { code?: string }).code, ms: performance.now() - started };
      };
      expect((await timed(() => fetch(`${base}/api/no-such-call`))).status).toBe(404);
      const exited = new Promise((resolve) => redis.once("exit", resolve));
      redis.kill("SIGKILL");
      await exited;
      // Its reconnection attempts space out (200 ms more each): a command sent now would have
      // waited for the next attempt, up to a second here, 5 s later on.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const reads = [];
      for (let i = 0; i < 4; i++) {
        reads.push(await timed(() => fetch(`${base}/api/no-such-call`)));
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(reads.map((read) => read.status)).toEqual([404, 404, 404, 404]);
      expect(Math.max(...reads.map((read) => read.ms))).toBeLessThan(400);
      const refused = await timed(() => wrongSignIn(base));
      expect([refused.status, refused.code]).toEqual([503, "UNAVAILABLE"]);
      expect(refused.ms).toBeLessThan(400);
      // Back (empty), it counts again.
      redis = startRedis();
      await expect.poll(async () => (await wrongSignIn(base)).status, { timeout: 15_000, interval: 250 }).toBe(401);
      const keys = createClient({ url });
      await keys.connect();
      expect(await keys.keys("ip:auth:*")).not.toEqual([]);
      await keys.quit();
    } finally {
      redis.kill("SIGKILL");
    }
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
