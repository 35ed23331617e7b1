/**
 * A closed-loop HTTP load of a bench's own (bench/evening.ts): a fixed number of kept-alive
 * connections to one server on 127.0.0.1, each sending its next request when its last one is
 * answered, every request timed until its whole answer is read; the figures per kind; and the CPU
 * the server, Postgres, this process and everything else used meanwhile, read from /proc.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import { percentile } from "./cluster";

export type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
export type HttpRequest = { method?: string; path: string; headers?: Record<string, string>; body?: Buffer; timeoutMs?: number };

/** Requests to one port of 127.0.0.1 over at most `connections` kept-alive sockets. */
export class HttpClient {
  private readonly agent: http.Agent;

  constructor(
    readonly port: number,
    connections: number,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  }

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** One request; rejects on a network failure or when the answer takes longer than `timeoutMs` (30 s). */
  send({ method = "GET", path, headers = {}, body, timeoutMs = 30_000 }: HttpRequest): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port: this.port,
          method,
          path,
          agent: this.agent,
          headers: body ? { ...headers, "Content-Length": String(body.length) } : headers,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
          response.on("error", reject);
        },
      );
      request.setTimeout(timeoutMs, () => request.destroy(Object.assign(new Error(`no answer in ${timeoutMs} ms`), { code: "TIMEOUT" })));
      request.on("error", reject);
      request.end(body);
    });
  }

  close() {
    this.agent.destroy();
  }
}

/** A failed request's label: its error code ("ECONNRESET", "TIMEOUT"). */
export const networkFailure = (error: unknown) => `network ${(error as { code?: string }).code ?? (error as Error).message ?? "error"}`;

/**
 * Runs `next` on each of `connections` loops until `seconds` have passed. A loop's last call may
 * end after that: `deadline` is when the window closed, `elapsed` the seconds until every loop had
 * stopped. `next` must not throw.
 */
export async function closedLoop(connections: number, seconds: number, next: (loop: number) => Promise<void>) {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, loop) => {
      while (performance.now() < deadline) await next(loop);
    }),
  );
  return { deadline, elapsed: (performance.now() - started) / 1000 };
}

/** What one timed thing met: its time, and a failure's label (a status not 2xx/3xx, or a network error). */
export type Sample = { ms: number; failure?: string; redirect?: boolean };

type Ended = Sample & { end: number };

/** Timed samples by name, and their figures. */
export class Timings {
  private readonly samples = new Map<string, Ended[]>();

  /** A sample that has just ended. */
  add(name: string, sample: Sample) {
    let list = this.samples.get(name);
    if (!list) this.samples.set(name, (list = []));
    list.push({ ...sample, end: performance.now() });
  }

  names() {
    return [...this.samples.keys()];
  }

  /**
   * The figures of the samples of every name that `which` accepts, taken together: the times of
   * all, and how many had ended by `deadline` (a rate's count: what ended in the timed window).
   */
  figures(which: (name: string) => boolean, deadline = Infinity) {
    const all = [...this.samples].filter(([name]) => which(name)).flatMap(([, list]) => list);
    const ms = all.map((sample) => sample.ms);
    const failures = new Map<string, number>();
    for (const { failure } of all) if (failure) failures.set(failure, (failures.get(failure) ?? 0) + 1);
    return {
      count: all.length,
      ended: all.filter((sample) => sample.end <= deadline).length,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      p99: percentile(ms, 99),
      errors: all.filter((sample) => sample.failure).length,
      redirects: all.filter((sample) => sample.redirect).length,
      failures,
    };
  }

  of(name: string, deadline = Infinity) {
    return this.figures((n) => n === name, deadline);
  }
}

/** A status's failure label, or undefined for 2xx and 3xx. */
export const failureOf = (status: number, body?: Buffer) => {
  if (status >= 200 && status < 400) return undefined;
  let code = "";
  try {
    code = (JSON.parse(body?.toString() ?? "") as { code?: string }).code ?? "";
  } catch {
    // Not JSON: a document.
  }
  return code ? `${status} ${code}` : String(status);
};

// --- CPU ------------------------------------------------------------------------------------------

/** Clock ticks a second in /proc (USER_HZ, 100 on Linux everywhere). */
const TICKS = 100;

/** utime + stime of a process (ticks), 0 when it is gone. */
function processTicks(pid: number) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The ticks of every process named `postgres` (the server and its backends). */
function postgresTicks() {
  let total = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres") total += processTicks(Number(entry));
    } catch {
      // gone
    }
  }
  return total;
}

function machineTicks() {
  const [, user, nice, system, , , irq, softirq, steal] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  return user + nice + system + irq + softirq + steal;
}

type CpuSample = { at: number; machine: number; server: number; postgres: number; bench: number };

/** CPU used between `start()` and `stop()`, in cores (1.0: one core busy the whole time), by who used it. */
export type CpuUse = { server: number; postgres: number; bench: number; others: number; idle: number };

export class CpuMeter {
  private from: CpuSample | null = null;

  constructor(private readonly serverPid: () => number | undefined) {}

  private sample(): CpuSample | null {
    if (!fs.existsSync("/proc/stat")) return null;
    const pid = this.serverPid();
    return { at: performance.now(), machine: machineTicks(), server: pid ? processTicks(pid) : 0, postgres: postgresTicks(), bench: processTicks(process.pid) };
  }

  start() {
    this.from = this.sample();
  }

  stop(): CpuUse | null {
    const to = this.sample();
    const from = this.from;
    if (!from || !to) return null;
    const seconds = (to.at - from.at) / 1000;
    const cores = (ticks: number) => ticks / TICKS / seconds;
    const use = { server: cores(to.server - from.server), postgres: cores(to.postgres - from.postgres), bench: cores(to.bench - from.bench) };
    const busy = cores(to.machine - from.machine);
    return { ...use, others: Math.max(0, busy - use.server - use.postgres - use.bench), idle: Math.max(0, os.cpus().length - busy) };
  }
}

export const describeCpu = (use: CpuUse | null) =>
  use
    ? `server ${use.server.toFixed(2)}, Postgres ${use.postgres.toFixed(2)}, this bench ${use.bench.toFixed(2)}, other processes ${use.others.toFixed(2)}, idle ${use.idle.toFixed(2)} (cores of ${os.cpus().length})`
    : "not measured (no /proc)";
