import { afterAll, beforeAll } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import type { ServerEntry } from "~/entry.server";
import { like } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { getEnv, type Env } from "~/infra/env.server";
import { observeServer } from "./contract";

/**
 * The Express app in front of the production build (`npm run build` first), as server.ts
 * serves it, on free ports: several of them on one database are several app servers. The app is
 * the build's own (its entry's createApp), so the routes and the door share one copy of every
 * module; the test's imports of app modules are another copy, which meets it only in the database.
 */
export function appServers() {
  let build: ServerBuild | undefined;
  const servers: http.Server[] = [];
  return {
    /** Starts one more app server; `overrides` change its environment (TRUST_PROXY, REDIS_URL...). */
    async start(overrides: Partial<Env> = {}) {
      // The address limits are counted in Postgres, per address (127.0.0.1 for every test) and
      // minute, and the files of a worker share its database: a file's first server starts with
      // nothing counted, so it is not refused for what the file before it asked.
      if (!build) await (await getDb()).delete(rateLimits).where(like(rateLimits.key, "ip:%"));
      build ??= (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
      const { createApp } = build.entry.module as unknown as ServerEntry;
      const app = createApp({ build, env: { ...getEnv(), RATE_LIMIT_FACTOR: 1, LOG_LEVEL: "silent", TRUST_PROXY: undefined, ...overrides } });
      // Each /api answer is checked against the OpenAPI document as it is written (record 0141).
      const server = http.createServer((req, res) => {
        observeServer(req, res);
        app(req, res);
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      servers.push(server);
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async closeAll() {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}

/**
 * One app server for the tests of the describe (or file) this is called in: started before them,
 * closed after them; `base` is its address once started.
 */
export function servedApp() {
  const apps = appServers();
  const served = { base: "" };
  beforeAll(async () => {
    served.base = await apps.start();
  });
  afterAll(() => apps.closeAll());
  return served;
}
