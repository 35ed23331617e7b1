import type { Options, Store } from "express-rate-limit";
import { createClient } from "redis";
import { addHits, countOf, forget, hit, unhit } from "~/services/rate-limits.server";
import type { Env } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";

/**
 * Where the per-address limits count, so that every app server counts the same requests:
 * Redis when REDIS_URL is set, else the Postgres table `rate_limits` when the
 * app has a Postgres server, and memory only for the embedded database (one process).
 */
export type LimitBackend = "redis" | "postgres" | "memory";

export const limitBackend = (env: Pick<Env, "REDIS_URL" | "DATABASE_URL">): LimitBackend =>
  env.REDIS_URL ? "redis" : env.DATABASE_URL ? "postgres" : "memory";

/** express-rate-limit's store over `rate_limits` (fixed windows, one upsert a request). */
export class PostgresStore implements Store {
  windowMs = 60_000;
  readonly localKeys = false;

  constructor(readonly prefix: string) {}

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  async get(key: string) {
    const count = await countOf(this.prefix + key);
    return count && { totalHits: count.hits, resetTime: count.resetAt };
  }

  async increment(key: string) {
    const count = await hit(this.prefix + key, this.windowMs);
    return { totalHits: count.hits, resetTime: count.resetAt };
  }

  async decrement(key: string) {
    await unhit(this.prefix + key);
  }

  async resetKey(key: string) {
    await forget(this.prefix + key);
  }
}

/** How often an app server tells the others what it counted for the broad limit. */
export const SHARE_EVERY_MS = 1_000;

/**
 * express-rate-limit's store for a limit that sees every request (the broad one), shared
 * through `rate_limits` without a write per request: each server counts in memory and, once a
 * second, adds what it counted to Postgres in one statement and reads back the total across
 * servers of every key it has seen in the window. A client is limited by all servers' counts, up to a second late. If Postgres
 * cannot be reached, the server goes on with its own counts (the broad limit fails open) and says
 * so in the log once a minute.
 */
export class PostgresBatchStore implements Store {
  windowMs = 60_000;
  readonly localKeys = false;
  private readonly counts = new Map<string, { shared: number; pending: number; resetAt: number }>();
  private timer: NodeJS.Timeout | undefined;
  private logged = 0;
  private sharing: Promise<void> | null = null;

  constructor(readonly prefix: string) {}

  init(options: Options) {
    this.windowMs = options.windowMs;
    this.timer ??= setInterval(() => void this.share(), SHARE_EVERY_MS);
    this.timer.unref();
  }

  private current(key: string) {
    const now = Date.now();
    let count = this.counts.get(key);
    if (!count || count.resetAt <= now) {
      count = { shared: 0, pending: 0, resetAt: now + this.windowMs };
      this.counts.set(key, count);
    }
    return count;
  }

  async get(key: string) {
    const count = this.counts.get(key);
    return count && count.resetAt > Date.now() ? { totalHits: count.shared + count.pending, resetTime: new Date(count.resetAt) } : undefined;
  }

  async increment(key: string) {
    const count = this.current(key);
    count.pending += 1;
    return { totalHits: count.shared + count.pending, resetTime: new Date(count.resetAt) };
  }

  async decrement(key: string) {
    this.current(key).pending -= 1;
  }

  async resetKey(key: string) {
    this.counts.delete(key);
    await forget(this.prefix + key);
  }

  /** Adds this server's new hits to the shared counts and takes back the totals (one at a time). */
  share(): Promise<void> {
    this.sharing ??= this.shareNow().finally(() => (this.sharing = null));
    return this.sharing;
  }

  private async shareNow() {
    const now = Date.now();
    const deltas: { key: string; hits: number }[] = [];
    for (const [key, count] of this.counts) {
      if (count.resetAt <= now) {
        this.counts.delete(key);
        continue;
      }
      // Every live key, also one this server saw nothing new of: its total may have grown on
      // the others (a client that moved to this server is limited by what they counted).
      deltas.push({ key, hits: count.pending });
      // Hits arriving while this is on its way count toward the next share.
      count.pending = 0;
    }
    if (deltas.length === 0) return;
    try {
      const totals = await addHits(
        deltas.map((delta) => ({ key: this.prefix + delta.key, hits: delta.hits })),
        this.windowMs,
      );
      for (const total of totals) {
        const count = this.counts.get(total.key.slice(this.prefix.length));
        if (!count) continue;
        count.shared = total.hits;
        count.resetAt = total.resetAt.getTime();
      }
    } catch (error) {
      // Kept to be told next time; meanwhile this server limits with what it knows.
      for (const delta of deltas) this.current(delta.key).pending += delta.hits;
      if (Date.now() - this.logged >= 60_000) {
        this.logged = Date.now();
        logger.error("rate limits could not be shared through Postgres: this server counts alone meanwhile", error);
      }
    }
  }
}

const connect = (url: string) =>
  createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy: (retries: number) => Math.min(retries * 200, 5_000) } });
type Redis = ReturnType<typeof connect>;

/** A process's connection to one Redis, and when its first attempt to connect came to an end. */
type SharedRedis = { client: Redis; firstTry: Promise<void> };

/**
 * One Redis connection per process and URL, shared by the limiters. Commands fail at once
 * while it is down (`usable`), so a limiter decides (open or closed) instead of waiting.
 */
const redisClients = new Map<string, SharedRedis>();
function redisClient(url: string): SharedRedis {
  const found = redisClients.get(url);
  if (found) return found;
  const client = connect(url);
  const firstTry = new Promise<void>((resolve) => {
    client.once("ready", resolve);
    client.once("error", () => resolve());
  });
  const shared = { client, firstTry };
  redisClients.set(url, shared);
  let logged = 0;
  client.on("error", (error: unknown) => {
    // One line a minute while it stays down, not one per reconnection attempt.
    if (Date.now() - logged < 60_000) return;
    logged = Date.now();
    logger.error("redis (rate limits) unavailable", error);
  });
  void client.connect().catch(() => {});
  return shared;
}

/**
 * The connection, if Redis is there now; else an error at once. Without an offline queue
 * node-redis still holds a command sent while it reconnects until its next attempt (up to 5 s
 * apart), so every request waited that long before its limiter failed open or closed: the fault
 * drill (bench/drill-redis-down.ts) measured reads at 1 s instead of 20 ms with Redis killed
 * (record 0147). Only a process's first connection is waited for, a second at most, so the first
 * requests after a start are not refused while it connects.
 */
async function usable({ client, firstTry }: SharedRedis): Promise<Redis> {
  if (!client.isReady) await Promise.race([firstTry, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
  if (!client.isReady) throw new Error("redis (rate limits) is not connected");
  return client;
}

/**
 * express-rate-limit's store on Redis: fixed windows, one MULTI a request (the key is created
 * with its expiry, then incremented), so counts expire by themselves and no script is loaded.
 */
export class RedisStore implements Store {
  windowMs = 60_000;
  readonly localKeys = false;

  constructor(
    private readonly redis: SharedRedis,
    readonly prefix: string,
  ) {}

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  async get(key: string) {
    const k = this.prefix + key;
    const [hits, ttl] = await (await usable(this.redis)).multi().get(k).pTTL(k).exec();
    if (hits === null || Number(ttl) < 0) return undefined;
    return { totalHits: Number(hits), resetTime: new Date(Date.now() + Number(ttl)) };
  }

  async increment(key: string) {
    const k = this.prefix + key;
    const client = await usable(this.redis);
    const [, hits, ttl] = await client
      .multi()
      .set(k, "0", { condition: "NX", expiration: { type: "PX", value: this.windowMs } })
      .incr(k)
      .pTTL(k)
      .exec();
    return { totalHits: Number(hits), resetTime: new Date(Date.now() + Math.max(0, Number(ttl))) };
  }

  async decrement(key: string) {
    await (await usable(this.redis)).decr(this.prefix + key);
  }

  async resetKey(key: string) {
    await (await usable(this.redis)).del(this.prefix + key);
  }
}

/**
 * A store for one limiter (`name` keeps the limiters' counts apart), or undefined for memory.
 * A limiter that sees every request (`everyRequest`) counts in Postgres in batches
 * (PostgresBatchStore: a write before every request would cost the galleries their
 * throughput); the sign-in limit counts each attempt in Postgres as it happens.
 */
export function limitStore(
  env: Pick<Env, "REDIS_URL" | "DATABASE_URL">,
  name: string,
  options: { everyRequest: boolean } = { everyRequest: false },
): Store | undefined {
  const prefix = `ip:${name}:`;
  switch (limitBackend(env)) {
    case "redis":
      return new RedisStore(redisClient(env.REDIS_URL as string), prefix);
    case "postgres":
      return options.everyRequest ? new PostgresBatchStore(prefix) : new PostgresStore(prefix);
    default:
      return undefined;
  }
}
