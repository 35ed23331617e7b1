/**
 * What the fault drills (bench/drill-*.ts) share: the product run locally as it runs at scale —
 * app servers and a worker of the production build (`node server-build/index.js`, `--worker`),
 * a fresh Postgres database per drill, the S3 stand-in, the OpenAI and SMTP stand-ins, Redis
 * when a drill wants it — and the tools to hurt it: kill -9 a process and start it again on its
 * port, a TCP proxy that can go down, and a client that retries as a shell should (the same body
 * and the same Idempotency-Key on the other server). Each drill prints its figures; see
 * docs/benches/fault-drills.md.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { SEED_PAGES } from "~/seed-pages";
import { createDatabases, databaseUrl, dropDatabases } from "../../tests/helpers/database";
import { freePort } from "../../tests/helpers/ports";
import { startOpenAiStandIn, type OpenAiStandIn } from "../../tests/stand-ins/openai";
import { startS3StandIn } from "../../tests/stand-ins/s3";
import { startSmtpStandIn } from "../../tests/stand-ins/smtp";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const SERVER_ENTRY = path.join(ROOT, "server-build", "index.js");

// --- small things -------------------------------------------------------------------------------

// The drill process's own app modules (the database helpers) log nothing, and the S3 reader's SDK
// does not warn about this machine's Node version on every drill.
process.env.LOG_LEVEL ??= "silent";
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";

const t0 = performance.now();
/** Seconds since the drill started. */
export const elapsed = () => (performance.now() - t0) / 1000;
export const log = (line = "") => console.log(line ? `[${elapsed().toFixed(1).padStart(5)} s] ${line}` : "");
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function intEnv(name: string, fallback: number) {
  const n = Number.parseInt(process.env[name] ?? "", 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Waits until `check` gives a truthy value, or throws after `ms` naming `what`. */
export async function until<T>(
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  ms: number,
  what: string,
  every = 200,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(every);
  }
}

/** Counts by name, printed as "a 3, b 1" (largest first). */
export class Tally {
  private readonly counts = new Map<string, number>();
  add(kind: string, n = 1) {
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + n);
  }
  get(kind: string) {
    return this.counts.get(kind) ?? 0;
  }
  get total() {
    return [...this.counts.values()].reduce((sum, n) => sum + n, 0);
  }
  entries() {
    return [...this.counts].sort((a, b) => b[1] - a[1]);
  }
  toString() {
    return this.counts.size
      ? this.entries()
          .map(([kind, n]) => `${kind} ${n}`)
          .join(", ")
      : "none";
  }
}

/** A drill's figures, printed as an aligned block at the end. */
export function printFigures(title: string, rows: [string, string | number][]) {
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\n== ${title} ==`);
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
}

// --- cleanup ------------------------------------------------------------------------------------

const cleanups: (() => Promise<unknown> | unknown)[] = [];
const children = new Set<ChildProcess>();

/** Runs at the end of the drill (last added first), also when it fails. */
export function atEnd(cleanup: () => Promise<unknown> | unknown) {
  cleanups.push(cleanup);
}

async function cleanUp() {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error("cleanup failed:", error);
    }
  }
  cleanups.length = 0;
}

// A drill stopped by Ctrl-C, or crashing, leaves no server behind.
process.on("exit", () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});
process.on("SIGINT", () => {
  console.error("\ninterrupted: stopping what the drill started");
  void cleanUp().finally(() => process.exit(1));
});

/**
 * Runs a drill: its body, then the cleanups. Exit code 0 when the body ran (whatever it
 * measured), 1 when the harness itself failed (a process that did not start, a check that
 * could not be made).
 */
export async function runDrill(name: string, body: () => Promise<void>) {
  let failed = false;
  try {
    await body();
  } catch (error) {
    failed = true;
    console.error(`\n${name}: the drill itself failed:`, error);
  } finally {
    await cleanUp();
  }
  process.exit(failed ? 1 : 0);
}

// --- Postgres -----------------------------------------------------------------------------------

export type Database = { name: string; url: string; sql: postgres.Sql };

/**
 * A fresh database for one drill (`drills_{drill}_{pid}`): migrated and seeded like the tests'
 * template (plans, settings, the first admin), dropped at the end unless BENCH_KEEP=1. The
 * first-run gallery is marked as there already (a deleted row per seed page), so the worker does
 * not spend the drill's two cores drawing 32 pages.
 */
export async function freshDatabase(drill: string): Promise<Database> {
  const name = `drills_${drill}_${process.pid}`;
  await createDatabases(name, []);
  const url = databaseUrl(name);
  const sql = postgres(url, { max: 4, onnotice: () => undefined });
  atEnd(async () => {
    await sql.end({ timeout: 5 });
    if (process.env.BENCH_KEEP === "1") log(`kept database ${name}`);
    else await dropDatabases([name]);
  });
  const [admin] = await sql<{ id: number }[]>`select id from users where admin order by id limit 1`;
  await sql`
    insert into pages (user_id, prompt, illustration, seed_key, blocked, visibility)
    select ${admin.id}, key, '', key, true, 'private' from unnest(${sql.array(SEED_PAGES.map((page) => page.key))}::text[]) as key`;
  return { name, url, sql };
}

export type Family = { id: number; name: string; email: string; token: string };

/**
 * `count` families with an API token each, made by rows (no password, no mail: the drills are
 * not about signing up), on `plan` with the credits given.
 */
export async function makeFamilies(
  sql: postgres.Sql,
  count: number,
  {
    plan = "free",
    pageCreation = 100,
    publicPage = 100,
    prefix = "familia",
  }: { plan?: string; pageCreation?: number; publicPage?: number; prefix?: string } = {},
): Promise<Family[]> {
  const families: Family[] = [];
  for (let i = 1; i <= count; i++) {
    const name = `${prefix} ${i}`;
    const email = `${prefix}-${i}-${crypto.randomUUID().slice(0, 8)}@drills.test`;
    const [{ id }] = await sql<{ id: number }[]>`
      insert into users (name, email, plan_id, email_verified_at)
      values (${name}, ${email}, (select id from plans where name = ${plan}), now()) returning id`;
    await sql`
      insert into credits (user_id, public_page, page_creation, expire_at)
      values (${id}, ${publicPage}, ${pageCreation}, now() + interval '30 days')`;
    const token = crypto.randomBytes(32).toString("base64url");
    await sql`
      insert into api_tokens (user_id, token_hash, expires_at)
      values (${id}, ${crypto.createHash("sha256").update(token).digest("hex")}, now() + interval '30 days')`;
    families.push({ id, name, email, token });
  }
  return families;
}

// --- processes of the production build ------------------------------------------------------------

/** Where a drill's processes write their logs (kept after the drill, printed at its end). */
let logs: string | null = null;
export const logDir = () => (logs ??= fs.mkdtempSync(path.join(os.tmpdir(), "drills-logs-")));

/** One process of the production build, on a port of its own that it keeps across restarts. */
export class AppProcess {
  child: ChildProcess | null = null;
  starts = 0;
  private tail = "";
  readonly logFile: string;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    readonly worker = false,
  ) {
    this.logFile = path.join(logDir(), `${name}.log`);
  }

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  get alive() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The last lines it wrote (for a failure's message). */
  output() {
    return this.tail;
  }

  /** Starts it and waits until it serves /healthz (a worker: until it says it works jobs). */
  async start(timeoutMs = 90_000) {
    if (this.alive) return;
    this.starts++;
    const mark = this.tail.length;
    const out = fs.createWriteStream(this.logFile, { flags: "a" });
    out.write(`\n--- start ${this.starts} at ${new Date().toISOString()} ---\n`);
    const child = spawn(process.execPath, [SERVER_ENTRY, ...(this.worker ? ["--worker"] : [])], {
      cwd: ROOT,
      env: { NODE_ENV: "production", ...this.env, PORT: String(this.port), APP_URL: this.base },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child = child;
    children.add(child);
    const keep = (chunk: Buffer) => {
      out.write(chunk);
      this.tail = (this.tail + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    child.once("exit", () => {
      children.delete(child);
      out.end();
    });
    const started = await until(
      async () => {
        if (child.exitCode !== null || child.signalCode !== null) return "exited";
        if (this.worker) return this.tail.slice(mark).includes("Colorea worker") && "ready";
        return fetch(`${this.base}/healthz`, { signal: AbortSignal.timeout(2_000) })
          .then((r) => r.ok && "ready")
          .catch(() => false);
      },
      timeoutMs,
      `${this.name} to start (${this.logFile})`,
      250,
    );
    if (started === "exited") throw new Error(`${this.name} exited at start:\n${this.tail.slice(-3000)}`);
  }

  /** kill -9: no goodbye, its connections cut mid-way. */
  async kill9() {
    const child = this.child;
    if (!child || !this.alive) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }

  /** SIGTERM, as a deploy stops it; SIGKILL if it has not gone after 15 s. */
  async stop() {
    const child = this.child;
    if (!child || !this.alive) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(force);
  }
}

export type ClusterOptions = {
  /** The drill's name (its database and logs are named after it). */
  drill: string;
  servers?: number;
  worker?: boolean;
  /** Put a TCP proxy between the processes and Postgres (the Postgres drill takes it down). */
  postgresProxy?: boolean;
  /** Start a redis-server of the drill's own and give its URL to the processes. */
  redis?: boolean;
  smtp?: boolean;
  /** RATE_LIMIT_FACTOR: all the drill's clients share one address, 127.0.0.1. */
  rateLimitFactor?: number;
  /** Extra environment for every process. */
  env?: Record<string, string>;
};

export type Cluster = {
  db: Database;
  s3: S3Store;
  openai: OpenAiStandIn;
  smtp: Awaited<ReturnType<typeof startSmtpStandIn>> | null;
  redis: RedisServer | null;
  pgProxy: TcpProxy | null;
  servers: AppProcess[];
  worker: AppProcess | null;
  /** The servers' bases, in order (the client tries them in turn). */
  bases: () => string[];
};

/**
 * The product as it runs at scale, on this machine: `servers` app servers (RUN_JOBS=false) and
 * a worker on one Postgres database, one S3 store, Redis if asked; the OpenAI and SMTP stand-ins.
 * Everything it starts is stopped at the drill's end.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${path.relative(ROOT, SERVER_ENTRY)} is missing: run \`npm run build\` first`);
  const db = await freshDatabase(options.drill);
  log(`database ${db.name} made`);
  const s3 = await S3Store.start();
  atEnd(() => s3.close());
  const openai = await startOpenAiStandIn();
  atEnd(() => openai.close());
  let smtp: Cluster["smtp"] = null;
  let mailPorts = { smtpPort: 0, httpPort: 0 };
  if (options.smtp) {
    mailPorts = { smtpPort: await freePort(), httpPort: await freePort() };
    smtp = await startSmtpStandIn(mailPorts);
    const started = smtp;
    atEnd(() => started.close());
  }
  let redis: RedisServer | null = null;
  if (options.redis) {
    redis = await RedisServer.start();
    const started = redis;
    atEnd(() => started.stop());
  }
  let pgProxy: TcpProxy | null = null;
  let databaseUrlForApps = db.url;
  if (options.postgresProxy) {
    const target = new URL(db.url);
    pgProxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await pgProxy.start();
    const proxy = pgProxy;
    atEnd(() => proxy.close());
    databaseUrlForApps = Object.assign(new URL(db.url), { hostname: "127.0.0.1", port: String(pgProxy.port) }).toString();
  }
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    NODE_ENV: "production",
    DATABASE_URL: databaseUrlForApps,
    // Every server signs the same sessions.
    SESSION_SECRET: "drills-session-secret-0123456789abcdef",
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    OPENAI_API_KEY: "sk-drills",
    OPENAI_BASE_URL: openai.url,
    ...(smtp ? { SMTP_URL: `smtp://127.0.0.1:${mailPorts.smtpPort}`, MAIL_FROM: "Colorea <hola@drills.test>" } : {}),
    ...(redis ? { REDIS_URL: redis.url } : {}),
    RUN_JOBS: "false",
    RATE_LIMIT_FACTOR: String(options.rateLimitFactor ?? 1000),
    IMAGE_THREADS: "1",
    LOG_LEVEL: "info",
    ...options.env,
  };
  const processes: AppProcess[] = [];
  const names = "abcdefgh";
  for (let i = 0; i < (options.servers ?? 2); i++) {
    processes.push(new AppProcess(`app-${names[i]}`, await freePort(), { ...env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "drills-data-")) }));
  }
  const worker =
    options.worker === false
      ? null
      : new AppProcess("worker", await freePort(), { ...env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "drills-data-")) }, true);
  const all = worker ? [...processes, worker] : processes;
  atEnd(() => Promise.all(all.map((proc) => proc.stop())));
  // One at a time: each start migrates (a no-op) and seeds, and two cores are shared.
  for (const proc of all) {
    await proc.start();
    log(`${proc.name} started (${proc.worker ? "worker" : proc.base})`);
  }
  return { db, s3, openai, smtp, redis, pgProxy, servers: processes, worker, bases: () => processes.map((proc) => proc.base) };
}

// --- the S3 store -------------------------------------------------------------------------------

/** The S3 stand-in, stoppable and started again on its port with what it held. */
export class S3Store {
  private server: Awaited<ReturnType<typeof startS3StandIn>> | null = null;
  private silent: net.Server | null = null;
  private readonly held = new Set<net.Socket>();

  private constructor(
    readonly port: number,
    readonly directory: string,
    readonly bucket: string,
  ) {}

  static async start() {
    const store = new S3Store(await freePort(), fs.mkdtempSync(path.join(os.tmpdir(), "drills-s3-")), "colorea-drills");
    await store.up();
    return store;
  }

  get endpoint() {
    return `http://127.0.0.1:${this.port}`;
  }
  readonly accessKeyId = "S3RVER";
  readonly secretAccessKey = "S3RVER";

  get running() {
    return this.server !== null;
  }

  /** Starts the store (again), with every object it held. */
  async up() {
    await this.unsilence();
    if (!this.server) this.server = await startS3StandIn(this.bucket, { port: this.port, directory: this.directory });
  }

  /** Stops it: its port refuses connections. */
  async down() {
    await this.unsilence();
    await this.server?.close();
    this.server = null;
  }

  /**
   * Stopped, and something else on its port that accepts connections and never answers (a
   * store that hangs: a network partition, a stuck load balancer).
   */
  async hang() {
    await this.down();
    const silent = net.createServer((socket) => {
      this.held.add(socket);
      socket.on("error", () => undefined);
      socket.on("close", () => this.held.delete(socket));
      socket.resume();
    });
    await new Promise<void>((resolve, reject) => {
      silent.once("error", reject);
      silent.listen(this.port, "127.0.0.1", resolve);
    });
    this.silent = silent;
  }

  private async unsilence() {
    const silent = this.silent;
    if (!silent) return;
    this.silent = null;
    for (const socket of this.held) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  }

  async close() {
    await this.down();
    fs.rmSync(this.directory, { recursive: true, force: true });
  }
}

// --- a TCP proxy that can go down -----------------------------------------------------------------

/**
 * A plain TCP pipe to `host:port`. `down()` cuts every connection and stops listening (new ones
 * are refused), as a database restarting looks to its clients; `up()` listens again on the same port.
 */
export class TcpProxy {
  port = 0;
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  /** Connections accepted in all. */
  accepted = 0;
  /** What went wrong on the way to the target (not counting the cuts `down()` makes), by kind. */
  readonly upstream = new Tally();

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async start() {
    this.port = await this.listen(0);
  }

  private listen(port: number) {
    const server = net.createServer((client) => {
      this.accepted++;
      const opened = performance.now();
      const upstream = net.connect(this.targetPort, this.host);
      upstream.once("connect", () => {
        const ms = performance.now() - opened;
        if (ms > 1_000) this.upstream.add(`connect took over 1 s`);
      });
      upstream.once("data", () => {
        const ms = performance.now() - opened;
        if (ms > 2_000) this.upstream.add(`first answer took over 2 s`);
      });
      upstream.on("error", (error: NodeJS.ErrnoException) => this.isUp && this.upstream.add(`error ${error.code ?? error.message}`));
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => undefined);
      }
      client.pipe(upstream).on("error", () => client.destroy());
      upstream.pipe(client).on("error", () => upstream.destroy());
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    this.server = server;
    return new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port));
    });
  }

  get isUp() {
    return this.server !== null;
  }

  async down() {
    const server = this.server;
    this.server = null;
    const closed = server ? new Promise((resolve) => server.close(resolve)) : Promise.resolve();
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  async up() {
    if (!this.server) await this.listen(this.port);
  }

  async close() {
    await this.down();
  }
}

// --- Redis --------------------------------------------------------------------------------------

/** A redis-server of the drill's own (`--save ""`: nothing on disk), on a free port. */
export class RedisServer {
  private child: ChildProcess | null = null;
  private constructor(readonly port: number) {}

  static async start() {
    const redis = new RedisServer(await freePort());
    await redis.up();
    return redis;
  }

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  async up() {
    if (this.running) return;
    const child = spawn("redis-server", ["--port", String(this.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: ["ignore", fs.openSync(path.join(logDir(), "redis.log"), "a"), "inherit"],
    });
    child.once("error", (error) => console.error(`redis-server could not start (apt-get install -y redis-server): ${error.message}`));
    this.child = child;
    children.add(child);
    child.once("exit", () => children.delete(child));
    await until(() => this.ping(), 10_000, "redis-server to answer PING", 100);
  }

  /** Stops it the hard way (kill -9): what it counted is gone. */
  async kill9() {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    this.child = null;
  }

  async stop() {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    this.child = null;
  }

  /** One command through the protocol, its reply as text. */
  command(...args: string[]) {
    return new Promise<string>((resolve, reject) => {
      const socket = net.connect(this.port, "127.0.0.1");
      let reply = "";
      socket.setTimeout(2_000, () => socket.destroy(new Error("redis timeout")));
      socket.on("error", reject);
      socket.on("data", (chunk) => {
        reply += chunk.toString();
        if (reply.endsWith("\r\n")) socket.end();
      });
      socket.on("close", () => resolve(reply));
      socket.write(`*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join("")}`);
    });
  }

  private ping() {
    return this.command("PING")
      .then((reply) => reply.startsWith("+PONG"))
      .catch(() => false);
  }
}

// --- the retrying client ----------------------------------------------------------------------------

/** What one try met: a status and code, or how the connection failed. */
export function kindOfFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  const code = cause?.code ?? (error as { code?: string })?.code ?? "";
  const name = (error as { name?: string })?.name ?? "";
  if (name === "TimeoutError" || name === "AbortError") return "timeout";
  if (code === "ECONNREFUSED") return "refused";
  if (code === "ECONNRESET" || code === "UND_ERR_SOCKET" || code === "EPIPE" || /other side closed|socket hang up/i.test(cause?.message ?? "")) return "reset";
  return `network ${code || name || "error"}`;
}

export type Answer<T = unknown> = { status: number; body: T; headers: Headers; ms: number; server: string };

export type Call = {
  method?: string;
  token?: string;
  json?: unknown;
  /** A multipart body, made anew for every try (a FormData is read once). */
  form?: () => FormData;
  /** Sent as Idempotency-Key on every try. */
  key?: string;
  /** How long one try may take. */
  timeoutMs?: number;
  /** How long to keep trying (then the last answer, or the last failure, is given up on). */
  deadlineMs?: number;
  /** Retry these statuses too (a 500 by default; a drill that wants to see a 5xx as final says so). */
  retry?: (answer: Answer) => boolean;
};

/** Every try of every call, by outcome, and each try's time. */
export class Traffic {
  readonly tries = new Tally();
  /** Answers kept from an earlier try and sent again (Idempotent-Replayed: true), by route. */
  readonly replayed = new Tally();
  readonly times: { at: number; ms: number; outcome: string; route: string; retryAfter: boolean }[] = [];
  /** `at` is when the try started (seconds since the drill started). */
  record(route: string, outcome: string, ms: number, retryAfter = false) {
    this.tries.add(outcome);
    this.times.push({ at: elapsed() - ms / 1000, ms, outcome, route, retryAfter });
  }
  /** The failures (everything but 2xx) by kind. */
  errors() {
    const errors = new Tally();
    for (const [kind, n] of this.tries.entries()) if (!/^2\d\d$/.test(kind)) errors.add(kind, n);
    return errors;
  }
}

const isOk = (status: number) => status >= 200 && status < 300;

/**
 * A client as a shell should be: a try that fails on the way (refused, cut, timed out) or answers
 * 5xx goes to the next server at once with the same body and Idempotency-Key; 409
 * IDEMPOTENCY_IN_PROGRESS and 429 wait their Retry-After first. Anything else is the answer.
 */
export class RetryingClient {
  private next = 0;
  /** Servers whose connection failed, and until when they are left out (as a load balancer's passive check does). */
  private readonly resting = new Map<string, number>();
  constructor(
    private readonly bases: () => string[],
    readonly traffic: Traffic,
  ) {}

  /** The next server in turn, passing over one that failed in the last second unless every one did. */
  private pick() {
    const bases = this.bases();
    for (let i = 0; i < bases.length; i++) {
      const base = bases[this.next++ % bases.length];
      if ((this.resting.get(base) ?? 0) <= Date.now()) return base;
    }
    return bases[this.next++ % bases.length];
  }

  async call<T = Record<string, unknown>>(route: string, call: Call = {}): Promise<Answer<T> & { tries: number; gaveUp: boolean }> {
    const deadline = Date.now() + (call.deadlineMs ?? 90_000);
    let tries = 0;
    let last: Answer<T> | null = null;
    for (;;) {
      const base = this.pick();
      tries++;
      const started = performance.now();
      try {
        const answer = await this.once<T>(base, route, call);
        const code = (answer.body as { code?: string } | null)?.code;
        const outcome = isOk(answer.status) ? String(answer.status) : `${answer.status}${code ? ` ${code}` : ""}`;
        this.traffic.record(route, outcome, answer.ms, answer.headers.has("Retry-After"));
        if (answer.headers.get("Idempotent-Replayed") === "true") this.traffic.replayed.add(route);
        last = answer;
        const again =
          (answer.status === 409 && code === "IDEMPOTENCY_IN_PROGRESS") || answer.status === 429 || answer.status >= 500 || (call.retry?.(answer) ?? false);
        if (!again) return { ...answer, tries, gaveUp: false };
        if (Date.now() > deadline) return { ...answer, tries, gaveUp: true };
        const retryAfter = Number(answer.headers.get("Retry-After"));
        // A 5xx goes to the other server at once (after a breath); a wait asked for is waited.
        await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, 5) * 1000 : answer.status >= 500 ? 200 : 1000);
      } catch (error) {
        this.traffic.record(route, kindOfFailure(error), performance.now() - started);
        this.resting.set(base, Date.now() + 1_000);
        if (Date.now() > deadline) {
          return { ...(last ?? { status: 0, body: { error: String(error) } as T, headers: new Headers(), ms: 0, server: base }), tries, gaveUp: true };
        }
        // The next server at once; when every server fails, not in a tight loop.
        await sleep(tries % this.bases().length === 0 ? 500 : 50);
      }
    }
  }

  /** One try on one server. */
  async once<T>(base: string, route: string, call: Call): Promise<Answer<T>> {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (call.token) headers.Authorization = `Bearer ${call.token}`;
    if (call.key) headers["Idempotency-Key"] = call.key;
    let body: BodyInit | undefined;
    if (call.json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(call.json);
    } else if (call.form) body = call.form();
    const started = performance.now();
    const response = await fetch(`${base}/api${route}`, {
      method: call.method ?? (body === undefined ? "GET" : "POST"),
      headers,
      body,
      signal: AbortSignal.timeout(call.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = { unparsed: text.slice(0, 200) };
    }
    return { status: response.status, body: parsed as T, headers: response.headers, ms: performance.now() - started, server: base };
  }
}

/** A new Idempotency-Key. */
export const newKey = () => crypto.randomUUID();

/** A percentile of some times (ms). */
export function percentile(values: number[], p: number) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
