import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { closeDb } from "~/db/client.server";
import { initDatabase } from "~/db/init.server";
import { purgeExpired } from "~/services/auth.server";
import { describeSeeding, seedGallery } from "~/services/gallery-seed.server";
import { recountTrending } from "~/services/pages.server";
import { backfillRegionMaps } from "~/services/regions.server";
import { t } from "~/i18n";
import { createApp } from "~/server/app.server";
import { EnvError, getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

let env: ReturnType<typeof getEnv>;
try {
  env = getEnv();
} catch (error) {
  if (error instanceof EnvError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

await initDatabase();
await purgeExpired();
await recountTrending();
// Housekeeping every instance may run: both jobs are idempotent.
const every = (ms: number, name: string, job: () => Promise<unknown>) =>
  setInterval(() => job().catch((error: unknown) => logger.error(`${name} failed`, error)), ms).unref();
every(6 * 60 * 60 * 1000, "purge", purgeExpired);
every(60 * 60 * 1000, "trending recount", recountTrending);
// Pages created before region maps existed get theirs in the background, without holding up
// the start (about 0.1 s each, yielding between pages); several instances may run it at once.
void backfillRegionMaps()
  .then(({ done, failed }) => (done || failed) && logger.info(`region maps backfilled: ${done} computed, ${failed} failed`))
  .catch((error: unknown) => logger.error("region map backfill failed", error));

const BUILD_PATH = path.resolve("build/index.js");
const build = (await import(pathToFileURL(BUILD_PATH).href)) as ServerBuild;

const app = createApp({ build, env });

const server = app.listen(env.PORT, () => {
  logger.info(`Colorea listening on ${env.APP_URL} (port ${env.PORT})`);
  // The first-run gallery fills in the background once the server answers (a few seconds on
  // a fresh database, one query afterwards); a failure is logged and the app runs without it.
  seedGallery()
    .then((result) => logger.info(describeSeeding(result)))
    .catch((error: unknown) => logger.error(t("gallerySeed.log.error"), error));
});

let closing = false;
function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info(`${signal} received: closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    try {
      await closeDb();
    } finally {
      process.exit(0);
    }
  });
  server.closeIdleConnections?.();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
