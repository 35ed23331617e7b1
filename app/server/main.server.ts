import http, { type Server } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { closeDb } from "~/db/client.server";
import { t } from "~/i18n";
import { closeImagePool, imageThreads } from "~/services/image-pool.server";
import { tasksSettled } from "~/services/tasks.server";
import { EnvError, getEnv } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { createApp } from "./app.server";
import { sendReadiness, startDraining } from "./health.server";
import { initDatabase } from "./init.server";
import { startJobs, type Jobs } from "./jobs.server";
import { sendMetrics } from "./observe.server";
import { outboxDir } from "~/services/mail.server";

/** How long a stop may take before the process exits anyway (orchestrators kill at 30 s: Kubernetes' default grace). */
const STOP_TIMEOUT_MS = 25_000;
/** Of which the background jobs' current step may take this long (pg-boss's graceful stop). */
const JOBS_STOP_TIMEOUT_MS = 15_000;

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

  let jobs: Promise<Jobs | null> = Promise.resolve(null);
  let server: Server | null = null;
  if (workerOnly) {
    // The app servers ask for the start-up jobs; a worker only works.
    jobs = startJobs({ work: true, atStart: false });
    await jobs;
    logger.info(`Colorea worker: working background jobs (${imageThreads()} image threads)`);
  } else {
    const app = createApp({ build, env });
    server = app.listen(env.PORT, () => {
      logger.info(`Colorea listening on ${env.APP_URL} (port ${env.PORT})`);
      if (!env.SMTP_URL) logger.info(`No SMTP_URL set: mails are written to ${outboxDir()}, one text file each`);
      // Background work starts once the server answers (the first-run gallery takes a few
      // seconds on a fresh database); a failure is logged and the app runs without it.
      jobs = startJobs({ work: env.RUN_JOBS }).catch((error: unknown) => {
        logger.error("background jobs could not start", error);
        return null;
      });
    });
  }

  // GET /metrics without a token, on a port a private network reaches (record 0139); a worker's only way to be scraped.
  let metricsServer: Server | null = null;
  if (env.METRICS_PORT) {
    metricsServer = http.createServer((req, res) => {
      if (req.method === "GET" && req.url?.split("?")[0] === "/metrics") return void sendMetrics(res);
      // Readiness with its details (timings, error codes, pending migrations), for the operator's network.
      if (req.method === "GET" && req.url?.split("?")[0] === "/readyz") return void sendReadiness(res, true);
      res.writeHead(404, { "Content-Type": "text/plain" }).end("not found\n");
    });
    // On this machine only by default (issue #42): a scraper elsewhere needs METRICS_HOST said.
    metricsServer.listen(env.METRICS_PORT, env.METRICS_HOST, () => logger.info(`metrics on ${env.METRICS_HOST}:${env.METRICS_PORT} (GET /metrics)`));
  }

  let closing = false;
  /**
   * The graceful stop (record 0140): /readyz says 503 at once and the server takes no new
   * connections; requests in flight are answered (each closing its connection); then the jobs
   * this process works finish their current step and take no new one (a task a last request
   * asked for is in the queue by then, not lost); then the image threads and the database
   * connections close and the process exits. Past STOP_TIMEOUT_MS it exits anyway.
   */
  function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    logger.info(`${signal} received: finishing the requests and jobs in progress`);
    startDraining();
    const force = setTimeout(() => {
      logger.error(`stop took longer than ${STOP_TIMEOUT_MS / 1000} s: exiting with work unfinished`);
      process.exit(1);
    }, STOP_TIMEOUT_MS);
    force.unref();
    const requestsDone = new Promise<void>((resolve) => {
      if (!server) return resolve();
      const open = server;
      open.close(() => {
        clearInterval(idle);
        resolve();
      });
      // A keep-alive connection with no request on it would hold the close open until it times out.
      open.closeIdleConnections();
      const idle = setInterval(() => open.closeIdleConnections(), 500);
      idle.unref();
    });
    void (async () => {
      let code = 0;
      try {
        await requestsDone;
        await jobs
          .then((started) => started?.stop(JOBS_STOP_TIMEOUT_MS))
          .catch((error: unknown) => logger.error("background jobs did not stop cleanly", error));
        // Mails still being sent in this process (the embedded database has no queue to keep them).
        await Promise.race([tasksSettled(), new Promise((resolve) => setTimeout(resolve, 5_000))]);
        metricsServer?.close();
        await closeImagePool();
        await closeDb();
        logger.info("stopped");
      } catch (error) {
        logger.error("stop failed", error);
        code = 1;
      } finally {
        process.exit(code);
      }
    })();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
