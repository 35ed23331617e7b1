import PgBoss from "pg-boss";
import { executorOf } from "~/db/client.server";
import { t } from "~/i18n";
import { purgeExpired } from "~/services/auth.server";
import { buildBooklet, purgeBooklets, setBookletRunner } from "~/services/booklets.server";
import { describeSeeding, seedGallery } from "~/services/gallery-seed.server";
import { purgeIdempotencyKeys } from "~/services/idempotency.server";
import { countStoredFiles, moveMisplacedPageFiles } from "~/services/page-files.server";
import { deleteObject, removeLater } from "~/services/storage/backends.server";
import { removeUnusedUploads } from "~/services/storage/usage.server";
import { recountTrending } from "~/services/page-changes.server";
import { mailAccount } from "~/services/account-mail.server";
import { buildLater, purgeExports } from "~/services/data-export.server";
import { inProcessTasks, runTask, setTaskSender, TASK_ATTEMPTS } from "~/services/tasks.server";
import { backfillRegionMaps } from "~/services/regions.server";
import { priceUnpricedPlans, repricePlans } from "~/services/plan-prices.server";
import { getEnv } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { jobsCompleted, jobsFailed, knownQueues, measureQueues, type QueueDepth } from "~/infra/metrics.server";

/**
 * Background work: the expiry purges, the trending recount, the region-map backfill, the
 * first-run gallery, the paid plans' first Stripe prices, and the booklets people ask for (one job each, BOOKLET_QUEUE). With DATABASE_URL they are jobs on a Postgres queue (pg-boss): each runs
 * once however many servers run it, is retried when it fails and survives restarts; app
 * servers work them too unless RUN_JOBS=false, and `--worker` machines only work them. With
 * the embedded database they run in this process, as one server does.
 */

export const JOB_NAMES = ["purge-expired", "trending-recount", "regions-backfill", "gallery-seed", "stored-files", "plan-prices"] as const;
export type JobName = (typeof JOB_NAMES)[number];

/**
 * The tasks requests ask for (services/tasks.server.ts), each a queue: named here, so a worker
 * that loads no route still defines and works every one of them.
 */
const TASK_QUEUES = [mailAccount.taskName, buildLater.taskName, removeLater.taskName];
type Handlers = Record<JobName, () => Promise<unknown>>;

const defaultHandlers: Handlers = {
  "purge-expired": async () => {
    await purgeExpired();
    await purgeBooklets();
    await purgeExports();
    await purgeIdempotencyKeys();
    const removed = await removeUnusedUploads(deleteObject);
    if (removed) logger.info(`unused uploads removed: ${removed}`);
  },
  "trending-recount": () => recountTrending(),
  "regions-backfill": async () => {
    const { done, failed } = await backfillRegionMaps();
    if (done || failed) logger.info(`region maps backfilled: ${done} computed, ${failed} failed`);
    // A page that failed is tried again by the queue's retry.
    if (failed) throw new Error(`${failed} region maps failed`);
  },
  "gallery-seed": async () => logger.info(describeSeeding(await seedGallery())),
  // Files where they belong: private pages' files out of the public folder, and every
  // stored file counted as its owner's (files stored before either was kept).
  "stored-files": async () => {
    const { moved, failed } = await moveMisplacedPageFiles();
    if (moved || failed) logger.info(`page files moved to their visibility's folder: ${moved} pages, ${failed} failed`);
    const counted = await countStoredFiles();
    if (counted) logger.info(`stored files counted as their owners': ${counted}`);
    if (failed) throw new Error(`${failed} pages' files could not be moved`);
  },
  // A fresh install with a Stripe key sells its paid plans at once (record 0166), in the admin's
  // currency (record 0172); Stripe unreachable fails the job, which the queue tries again.
  "plan-prices": async () => {
    const repriced = await repricePlans();
    if (repriced) logger.info(`stripe: prices made again in the admin's currency for ${repriced} paid plans`);
    const priced = await priceUnpricedPlans();
    if (priced) logger.info(`stripe: prices made for ${priced} paid plans that had none`);
  },
};

/** When the scheduled jobs run again (cron, UTC); every job also runs once at every start. */
const SCHEDULES: Partial<Record<JobName, string>> = {
  "purge-expired": "17 */6 * * *",
  "trending-recount": "7 * * * *",
};

export type Jobs = {
  /** Asks for a job to run (once, however many servers ask before it starts). */
  enqueue: (name: JobName) => Promise<void>;
  /** Takes no new job and waits up to `timeoutMs` for the ones running here to finish their step. */
  stop: (timeoutMs?: number) => Promise<void>;
};

export type JobOptions = {
  /** Work jobs here (an app server with RUN_JOBS, or a `--worker`); else only enqueue and schedule. */
  work: boolean;
  /** Replaces what a job does (tests). */
  handlers?: Partial<Handlers>;
  /** The queue's schema in Postgres (tests use their own). */
  schema?: string;
  /** Seconds between looks for new jobs (tests look often). */
  pollingSeconds?: number;
  /** Skip the jobs every start asks for (tests). */
  atStart?: boolean;
  /** Seconds before a failed job runs again (doubling each time; tests wait less). */
  retryDelaySeconds?: number;
  /** A running job's lease (LEASE_SECONDS; tests use less). */
  leaseSeconds?: number;
  /** Seconds between looks for jobs whose lease ran out (MAINTENANCE_SECONDS; tests look often). */
  maintenanceSeconds?: number;
};

/**
 * How long a running job stays its worker's without a sign of life. pg-boss (v10) has no
 * heartbeat: a job stays "active" until its expiry however its worker ended, so a worker killed
 * mid-booklet left the booklet "running" for the queue's 30 minutes (the fault drill,
 * bench/drill-kill-worker.ts). Instead a job is leased: while its handler runs, its expiry is
 * pushed to LEASE_SECONDS from now, every third of that (`whileLeased`); a dead worker stops
 * pushing, and within a lease and a look (MAINTENANCE_SECONDS) the queue fails the job and tries
 * it again on a live one, after the queue's retry delay (record 0147).
 */
export const LEASE_SECONDS = 30;
/** How often a process looks for jobs whose lease ran out (pg-boss's maintenance: one process at a time does it). */
export const MAINTENANCE_SECONDS = 10;

type Leasable = { id: string; name: string };

/**
 * Runs `run` for `job` holding its lease: the job's expiry (`expire_in`, counted from when it
 * started) is set to `lease` seconds from now at once and again every third of that, until
 * `run` ends. Written in pg-boss's own job table, the one place its expiry is read from
 * (failJobsByTimeout: `started_on + expire_in < now()`); only while the job is still active, so
 * a lease never revives a job the queue has already failed.
 */
async function whileLeased<T>(boss: PgBoss, schema: string, job: Leasable, lease: number, run: () => Promise<T>): Promise<T> {
  const db = boss.getDb();
  const table = `"${schema.replace(/"/g, '""')}".job`;
  let failing = false;
  const renew = () =>
    db
      .executeSql(`update ${table} set expire_in = (now() - started_on) + make_interval(secs => $3) where name = $1 and id = $2 and state = 'active'`, [
        job.name,
        job.id,
        lease,
      ])
      .then(
        () => void (failing = false),
        (error: unknown) => {
          // Said once per run of failures: the job may be taken up elsewhere if it lasts a lease.
          if (!failing) logger.error(`job ${job.name}: its lease could not be renewed`, error);
          failing = true;
        },
      );
  await renew();
  const timer = setInterval(() => void renew(), (lease * 1000) / 3);
  timer.unref();
  try {
    return await run();
  } finally {
    clearInterval(timer);
  }
}

export async function startJobs(options: JobOptions): Promise<Jobs> {
  const handlers = { ...defaultHandlers, ...options.handlers };
  const url = getEnv().DATABASE_URL;
  return url ? startQueue(url, handlers, options) : startInProcess(handlers, options);
}

/** Runs a job's handler, counted in the metrics by its queue (a task counts itself: tasks.server's runTask). */
async function counted(queue: string, work: () => Promise<unknown>) {
  try {
    await work();
    jobsCompleted.inc({ queue });
  } catch (error) {
    jobsFailed.inc({ queue });
    throw error;
  }
}

/** The embedded database: one process, timers as before. */
function startInProcess(handlers: Handlers, options: JobOptions): Jobs {
  knownQueues([...JOB_NAMES, ...TASK_QUEUES]);
  // Its queue: the tasks waiting or running in this process.
  measureQueues(async () =>
    TASK_QUEUES.map((queue) => {
      const found = inProcessTasks().find((each) => each.name === queue);
      return { queue, waiting: found ? found.pending - found.running : 0, active: found?.running ?? 0 };
    }),
  );
  const run = (name: JobName) =>
    counted(name, handlers[name]).catch((error: unknown) => logger.error(name === "gallery-seed" ? t("gallerySeed.log.error") : `${name} failed`, error));
  const timers = [setInterval(() => void run("purge-expired"), 6 * 60 * 60 * 1000), setInterval(() => void run("trending-recount"), 60 * 60 * 1000)];
  timers.forEach((timer) => timer.unref());
  if (options.atStart !== false) {
    // One after another, as they share the one database connection and the image pool.
    void JOB_NAMES.reduce<Promise<unknown>>((previous, name) => previous.then(() => run(name)), Promise.resolve());
  }
  return {
    enqueue: async (name) => void run(name),
    stop: async () => timers.forEach(clearInterval),
  };
}

async function startQueue(url: string, handlers: Handlers, options: JobOptions): Promise<Jobs> {
  const schema = options.schema ?? "pgboss";
  const lease = options.leaseSeconds ?? LEASE_SECONDS;
  const boss = new PgBoss({
    connectionString: url,
    schema,
    application_name: "colorea-jobs",
    max: 3,
    maintenanceIntervalSeconds: options.maintenanceSeconds ?? MAINTENANCE_SECONDS,
  });
  const leased = <T>(job: Leasable, run: () => Promise<T>) => whileLeased(boss, schema, job, lease, run);
  boss.on("error", (error: unknown) => logger.error("job queue error", error));
  await boss.start();
  const queues = [...JOB_NAMES, BOOKLET_QUEUE, ...TASK_QUEUES];
  if (options.work) knownQueues(queues);
  measureQueues(() => queueDepths(boss, schema, queues));
  for (const name of JOB_NAMES) {
    // stately: at most one waiting and one running, so asking twice runs it once.
    await boss.createQueue(name, {
      name,
      policy: "stately",
      retryLimit: 3,
      retryDelay: options.retryDelaySeconds ?? 30,
      retryBackoff: true,
      expireInSeconds: 60 * 60,
    });
  }
  for (const [name, cron] of Object.entries(SCHEDULES)) await boss.schedule(name, cron, {}, { tz: "UTC" });
  const enqueue = async (name: JobName) => {
    await boss.send(name, {}, { singletonKey: name });
  };
  // Asked for before this server works any: a job still waiting is not asked for twice.
  if (options.atStart !== false) for (const name of JOB_NAMES) await enqueue(name);
  if (options.work) {
    for (const name of JOB_NAMES) {
      await boss.work(name, { pollingIntervalSeconds: options.pollingSeconds ?? 2, batchSize: 1 }, async ([job]) => {
        const started = Date.now();
        await counted(name, () => leased(job, () => handlers[name]()));
        logger.debug(`job ${name} done in ${Date.now() - started} ms`);
      });
    }
  }
  // Booklets: a job each (not one-at-a-time like the housekeeping), tried three times.
  await boss.createQueue(BOOKLET_QUEUE, {
    name: BOOKLET_QUEUE,
    policy: "standard",
    retryLimit: 2,
    retryDelay: options.retryDelaySeconds ?? 10,
    expireInSeconds: 30 * 60,
  });
  setBookletRunner(async (id, within) => {
    await boss.send(BOOKLET_QUEUE, { id }, { db: executorOf(within) });
  });
  // Tasks a request asks for and does not wait on (services/tasks.server.ts: the mails): a job
  // each, tried again with growing pauses.
  for (const name of TASK_QUEUES) {
    await boss.createQueue(name, {
      name,
      policy: "standard",
      retryLimit: TASK_ATTEMPTS - 1,
      retryDelay: options.retryDelaySeconds ?? 10,
      retryBackoff: true,
      expireInSeconds: 5 * 60,
    });
  }
  setTaskSender(async (name, data, within) => {
    await boss.send(name, data as object, within ? { db: executorOf(within) } : {});
  });
  if (options.work) {
    for (const name of TASK_QUEUES) {
      await boss.work<object>(name, { pollingIntervalSeconds: options.pollingSeconds ?? 1, batchSize: 1, includeMetadata: true }, async ([job]) => {
        await leased(job, () => runTask(name, job.data, { attempt: job.retryCount }));
      });
    }
  }
  if (options.work) {
    await boss.work<{ id: string }>(
      BOOKLET_QUEUE,
      { pollingIntervalSeconds: options.pollingSeconds ?? 1, batchSize: 1, includeMetadata: true },
      async ([job]) => {
        await counted(BOOKLET_QUEUE, () => leased(job, () => buildBooklet(job.data.id, { final: job.retryCount >= job.retryLimit })));
      },
    );
  }
  return {
    enqueue,
    stop: async (timeoutMs = 8_000) => {
      setBookletRunner(null);
      setTaskSender(null);
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}

export const BOOKLET_QUEUE = "booklet";

/** How long a scrape waits for the queue's figures before it shows none (the database may be down). */
const DEPTH_TIMEOUT_MS = 2_000;

/**
 * Each queue's jobs waiting (created, or to be retried) and active, across all servers: one
 * statement over pg-boss's job table at each scrape (record 0139).
 */
async function queueDepths(boss: PgBoss, schema: string, queues: string[]): Promise<QueueDepth[]> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) return [];
  const counting = boss.getDb().executeSql(
    `select name, count(*) filter (where state in ('created', 'retry'))::int as waiting, count(*) filter (where state = 'active')::int as active
       from ${schema}.job where state < 'completed' group by name`,
    [],
  ) as Promise<{ rows: { name: string; waiting: number; active: number }[] }>;
  // (a count that fails after the wait has ended is no one's concern)
  counting.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("queue depth timed out")), DEPTH_TIMEOUT_MS)));
  try {
    const { rows } = await Promise.race([counting, timeout]);
    return queues.map((queue) => {
      const row = rows.find((each) => each.name === queue);
      return { queue, waiting: row?.waiting ?? 0, active: row?.active ?? 0 };
    });
  } finally {
    clearTimeout(timer);
  }
}
