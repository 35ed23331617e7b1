import type { Options, Store } from "express-rate-limit";
import { createClient } from "redis";
import { countOf, forget, hit, unhit } from "~/services/rate-limits.server";
import type { Env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { singleton } from "~/utils/singleton.server";

/**
 * Where the per-address limits count, so that every app server counts the same requests
 * (issue #15): Redis when REDIS_URL is set, else the Postgres table `rate_limits` when the
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

const connect = (url: string) =>
  createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy: (retries: number) => Math.min(retries * 200, 5_000) } });
type Redis = ReturnType<typeof connect>;

/**
 * One Redis connection per process and URL, shared by the limiters. Commands fail at once
 * while it is down (no offline queue), so a limiter decides (open or closed) instead of waiting.
 */
function redisClient(url: string): Redis {
  return singleton(`redis-limits:${url}`, () => {
    const client = connect(url);
    let logged = 0;
    client.on("error", (error: unknown) => {
      // One line a minute while it stays down, not one per reconnection attempt.
      if (Date.now() - logged < 60_000) return;
      logged = Date.now();
      logger.error("redis (rate limits) unavailable", error);
    });
    void client.connect().catch(() => {});
    return client;
  });
}

/**
 * express-rate-limit's store on Redis: fixed windows, one MULTI a request (the key is created
 * with its expiry, then incremented), so counts expire by themselves and no script is loaded.
 */
export class RedisStore implements Store {
  windowMs = 60_000;
  readonly localKeys = false;

  constructor(
    private readonly client: Redis,
    readonly prefix: string,
  ) {}

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  async get(key: string) {
    const k = this.prefix + key;
    const [hits, ttl] = await this.client.multi().get(k).pTTL(k).exec();
    if (hits === null || Number(ttl) < 0) return undefined;
    return { totalHits: Number(hits), resetTime: new Date(Date.now() + Number(ttl)) };
  }

  async increment(key: string) {
    const k = this.prefix + key;
    const [, hits, ttl] = await this.client.multi().set(k, "0", { condition: "NX", expiration: { type: "PX", value: this.windowMs } }).incr(k).pTTL(k).exec();
    return { totalHits: Number(hits), resetTime: new Date(Date.now() + Math.max(0, Number(ttl))) };
  }

  async decrement(key: string) {
    await this.client.decr(this.prefix + key);
  }

  async resetKey(key: string) {
    await this.client.del(this.prefix + key);
  }
}

/**
 * A store for one limiter (`name` keeps the limiters' counts apart), or undefined for memory.
 * `postgres: false` keeps a limiter that sees every request off the Postgres store (a write
 * before every request would cost the galleries their throughput): the broad limit is shared
 * through Redis, and counted per server without it.
 */
export function limitStore(env: Pick<Env, "REDIS_URL" | "DATABASE_URL">, name: string, options: { postgres: boolean } = { postgres: true }): Store | undefined {
  const prefix = `ip:${name}:`;
  const backend = limitBackend(env);
  switch (backend === "postgres" && !options.postgres ? "memory" : backend) {
    case "redis":
      return new RedisStore(redisClient(env.REDIS_URL as string), prefix);
    case "postgres":
      return new PostgresStore(prefix);
    default:
      return undefined;
  }
}
