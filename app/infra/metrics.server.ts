import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * What the process measures, in Prometheus's format (GET /metrics, record 0139). One registry,
 * plain module state: the server runs from the Remix build alone (record 0132), so this module
 * and its registry exist once at run time, and every door, service and job counts into the same
 * one. (prom-client's global registry is not used: a second copy of this module, such as a
 * test's own import, then has a registry of its own instead of failing on names already taken.)
 *
 * Labels are bounded: a route is its route id or /api pattern, never a path with ids in it; a
 * limit, a task, a queue, an AI operation or a Stripe resource is one of a fixed list of names.
 */
const registry = new Registry();
collectDefaultMetrics({ register: registry });

const registers = [registry];

// -- HTTP ---------------------------------------------------------------------

const httpLabels = ["method", "route", "status_class"] as const;

export const httpRequests = new Counter({
  name: "colorea_http_requests_total",
  help: "HTTP requests answered, by method, route (route id or /api pattern) and status class (2xx… or aborted)",
  labelNames: httpLabels,
  registers,
});

export const httpErrors = new Counter({
  name: "colorea_http_request_errors_total",
  help: "HTTP requests answered with a 5xx status",
  labelNames: ["method", "route"] as const,
  registers,
});

export const httpDuration = new Histogram({
  name: "colorea_http_request_duration_seconds",
  help: "Time from a request's arrival to the end of its answer",
  labelNames: httpLabels,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers,
});

// -- Image pool ---------------------------------------------------------------

export const imageTaskDuration = new Histogram({
  name: "colorea_image_task_duration_seconds",
  help: "Time an image task held a worker thread, by task",
  labelNames: ["task"] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers,
});

export const imageTaskFailures = new Counter({
  name: "colorea_image_task_failures_total",
  help: "Image tasks that failed in their thread, by task",
  labelNames: ["task"] as const,
  registers,
});

type PoolState = { waiting: number; running: number };
let readImagePool: () => PoolState = () => ({ waiting: 0, running: 0 });
/** How the image pool's gauges are read (services/image-pool.server says, once its pool exists). */
export function measureImagePool(read: () => PoolState) {
  readImagePool = read;
}

new Gauge({
  name: "colorea_image_pool_queue_depth",
  help: "Image tasks waiting for a worker thread",
  registers,
  collect() {
    this.set(readImagePool().waiting);
  },
});

new Gauge({
  name: "colorea_image_pool_running",
  help: "Image tasks holding a worker thread",
  registers,
  collect() {
    this.set(readImagePool().running);
  },
});

// -- Jobs and tasks -----------------------------------------------------------

export const jobsCompleted = new Counter({
  name: "colorea_jobs_completed_total",
  help: "Background jobs and tasks this process worked to the end, by queue",
  labelNames: ["queue"] as const,
  registers,
});

export const jobsFailed = new Counter({
  name: "colorea_jobs_failed_total",
  help: "Tries of background jobs and tasks that failed in this process, by queue (a retried job counts each failed try)",
  labelNames: ["queue"] as const,
  registers,
});

export type QueueDepth = { queue: string; waiting: number; active: number };
let readQueues: () => Promise<QueueDepth[]> = async () => [];
/** How the job queues' depth is read (server/jobs.server says, once the queue has started). */
export function measureQueues(read: () => Promise<QueueDepth[]>) {
  readQueues = read;
}

new Gauge({
  name: "colorea_job_queue_depth",
  help: "Jobs waiting to be worked (created or to be retried), by queue; across all servers with DATABASE_URL",
  labelNames: ["queue"] as const,
  registers,
  async collect() {
    const depths = await readQueues().catch(() => null);
    // A queue that cannot be read now (the database is down) shows no figure rather than an old one.
    this.reset();
    queueActive.reset();
    for (const { queue, waiting, active } of depths ?? []) {
      this.set({ queue }, waiting);
      queueActive.set({ queue }, active);
    }
  },
});

const queueActive = new Gauge({
  name: "colorea_job_queue_active",
  help: "Jobs being worked now, by queue; across all servers with DATABASE_URL",
  labelNames: ["queue"] as const,
  registers,
});

/** The queues a process works start at 0, so a scrape shows them before anything happens. */
export function knownQueues(names: readonly string[]) {
  for (const queue of names) {
    jobsCompleted.inc({ queue }, 0);
    jobsFailed.inc({ queue }, 0);
  }
}

// -- Postgres -------------------------------------------------------------------

export const dbQueriesInFlight = new Gauge({
  name: "colorea_db_queries_in_flight",
  help: "Statements sent to Postgres and not yet answered, waiting for a connection included (postgres.js shows no pool figures)",
  registers,
});

export const dbTransactionsOpen = new Gauge({
  name: "colorea_db_transactions_open",
  help: "Transactions open, each holding one of the pool's connections",
  registers,
});

export const dbPoolSize = new Gauge({
  name: "colorea_db_pool_size",
  help: "Connections the pool may open (0 with the embedded database)",
  registers,
});

export const dbUnavailable = new Counter({
  name: "colorea_db_unavailable_total",
  help: "Requests answered 503 because Postgres could not be reached",
  registers,
});

export const keptReadsAsked = new Counter({
  name: "colorea_kept_reads_total",
  help: "Reads of what each server keeps between requests (a gallery search's count, services/pages.server), by reader and whether the kept value answered (hit) or the database did (miss)",
  labelNames: ["reader", "result"] as const,
  registers,
});

// -- Rate limits ------------------------------------------------------------------

export const rateLimitRefusals = new Counter({
  name: "colorea_rate_limit_refusals_total",
  help: "Requests refused by a limit (429), by the limit's name",
  labelNames: ["limit"] as const,
  registers,
});

/** One refusal by `limit` (a fixed name: address_auth, ai_idea_minute, uploads_hour…). */
export const refusedBy = (limit: string) => rateLimitRefusals.inc({ limit });

// -- Mail, AI, Stripe ---------------------------------------------------------------

export const mailsSent = new Counter({
  name: "colorea_mails_sent_total",
  help: "Mails handed over, by transport (smtp; outbox when no SMTP_URL is set)",
  labelNames: ["transport"] as const,
  registers,
});

export const mailsFailed = new Counter({
  name: "colorea_mails_failed_total",
  help: "Mails the SMTP server did not take (each try; the task tries again)",
  registers,
});

export const aiCalls = new Counter({
  name: "colorea_ai_calls_total",
  help: "Calls to the AI service, by operation (idea, line_art, moderation)",
  labelNames: ["operation"] as const,
  registers,
});

export const aiFailures = new Counter({
  name: "colorea_ai_failures_total",
  help: "AI calls that gave nothing usable, by operation and reason (timeout, refused, bad_output, error)",
  labelNames: ["operation", "reason"] as const,
  registers,
});

export const stripeRequests = new Counter({
  name: "colorea_stripe_requests_total",
  help: "HTTP requests to Stripe's API (each try), by resource",
  labelNames: ["resource"] as const,
  registers,
});

export const stripeFailures = new Counter({
  name: "colorea_stripe_request_failures_total",
  help: "Stripe API requests that failed, by resource and reason (network, 4xx, 5xx)",
  labelNames: ["resource", "reason"] as const,
  registers,
});

// -- Exposition ---------------------------------------------------------------------

export const METRICS_CONTENT_TYPE = registry.contentType;

/** Every series, in the Prometheus text format. */
export function metricsText(): Promise<string> {
  return registry.metrics();
}
