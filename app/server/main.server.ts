import type { Server } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { closeDb } from "~/db/client.server";
import { t } from "~/i18n";
import { closeImagePool, imageThreads } from "~/services/image-pool.server";
import { tasksSettled } from "~/services/tasks.server";
import { EnvError, getEnv } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { createApp } from "./app.server";
import { initDatabase } from "./init.server";
import { startJobs, type Jobs } from "./jobs.server";

/**
 * The process: the web server (the Express app in front of this build) or, with `--worker`, a
 * worker that only works background jobs. server.ts loads the Remix build and calls this, the
 * build's own entry (entry.server.tsx exports it), so every app module exists once at run time.
 */
export async function main(build: ServerBuild, args: string[]) {
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

  /** `--worker` (npm run worker): works background jobs and serves no HTTP, so heavy work can have its own machines. */
  const workerOnly = args.includes("--worker");
  if (workerOnly && !env.DATABASE_URL) {
    process.stderr.write(`${t("jobs.workerNeedsDatabase")}\n`);
    process.exit(1);
  }

  let jobs: Jobs | null = null;
  let server: Server | null = null;
  if (workerOnly) {
    // The app servers ask for the start-up jobs; a worker only works.
    jobs = await startJobs({ work: true, atStart: false });
    logger.info(`Colorea worker: working background jobs (${imageThreads()} image threads)`);
  } else {
    const app = createApp({ build, env });
    server = app.listen(env.PORT, () => {
      logger.info(`Colorea listening on ${env.APP_URL} (port ${env.PORT})`);
      // Background work starts once the server answers (the first-run gallery takes a few
      // seconds on a fresh database); a failure is logged and the app runs without it.
      startJobs({ work: env.RUN_JOBS }).then(
        (started) => (jobs = started),
        (error: unknown) => logger.error("background jobs could not start", error),
      );
    });
  }

  let closing = false;
  function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    logger.info(`${signal} received: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    const finish = async () => {
      try {
        await jobs?.stop();
        // Mails still being sent in this process (the embedded database has no queue to keep them).
        await Promise.race([tasksSettled(), new Promise((resolve) => setTimeout(resolve, 5_000))]);
        await closeImagePool();
        await closeDb();
      } finally {
        process.exit(0);
      }
    };
    if (server) {
      server.close(finish);
      server.closeIdleConnections?.();
    } else void finish();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
