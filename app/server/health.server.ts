import type { ServerResponse } from "node:http";
import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { pendingMigrations } from "~/db/migrate.server";
import { probeStorage } from "~/services/storage/backends.server";

/**
 * Whether this server should be sent requests (GET /readyz, record 0140), beside /healthz's
 * "the process answers". Ready: Postgres answers, every migration of this build is applied, and
 * the file store takes a file. Not ready at once, without looking, once the server is stopping
 * (SIGTERM): a load balancer then sends its requests elsewhere while it finishes its own.
 */

let draining = false;

/** The server is stopping: /readyz says so from now on. */
export function startDraining() {
  draining = true;
}

export const isDraining = () => draining;

export type Check = { ok: boolean; ms: number; error?: string; pending?: string[] };
export type Readiness = { status: "ready" | "unready" | "draining"; checks: Record<string, Check> };

/** Each check's time limit: /readyz answers within it even when what it asks hangs. */
const CHECK_TIMEOUT_MS = 3_000;
/** A store that took a file is not asked again for this long (S3 bills each write; a balancer asks every few seconds). */
const STORAGE_KEPT_MS = 30_000;

let storageKept: { check: Check; at: number } | null = null;

export async function readiness(): Promise<Readiness> {
  if (draining) return { status: "draining", checks: {} };
  const [database, migrations, storage] = await Promise.all([
    check(async () => {
      await (await getDb()).execute(sql`select 1`);
    }),
    check(async () => {
      const pending = await pendingMigrations(await getDb());
      return pending.length ? { ok: false, pending } : {};
    }),
    storageCheck(),
  ]);
  const checks = { database, migrations, storage };
  return { status: Object.values(checks).every((each) => each.ok) ? "ready" : "unready", checks };
}

/** How old a readiness answer may be: a balancer's probes, or a flood of them, meet one check a second. */
const READINESS_KEPT_MS = 1_000;
let kept: { at: number; result: Promise<Readiness> } | null = null;

/**
 * readiness() at most READINESS_KEPT_MS old, one check at a time however many ask (issue #42: 2,365
 * calls in 3 s each queried Postgres, and a signed-in read's median went from 3 ms to 101 ms).
 * Draining is said at once.
 */
export function keptReadiness(): Promise<Readiness> {
  if (draining) return readiness();
  if (!kept || Date.now() - kept.at >= READINESS_KEPT_MS) kept = { at: Date.now(), result: readiness() };
  return kept.result;
}

/** What anyone may see of readiness: each check's verdict, without its timing, error code or pending migrations. */
function publicReadiness(result: Readiness): { status: Readiness["status"]; checks: Record<string, { ok: boolean }> } {
  return { status: result.status, checks: Object.fromEntries(Object.entries(result.checks).map(([name, check]) => [name, { ok: check.ok }])) };
}

/** GET /readyz's answer (PORT's, and METRICS_PORT's with `detailed`): 200 when ready, else 503. */
export async function sendReadiness(res: ServerResponse, detailed: boolean) {
  const result = await keptReadiness();
  res.writeHead(result.status === "ready" ? 200 : 503, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  res.end(JSON.stringify(detailed ? result : publicReadiness(result)));
}

async function storageCheck(): Promise<Check> {
  if (storageKept && Date.now() - storageKept.at < STORAGE_KEPT_MS) return storageKept.check;
  const result = await check(probeStorage);
  // Only a success is kept: a store that failed is asked again next time.
  storageKept = result.ok ? { check: result, at: Date.now() } : null;
  return result;
}

/** Runs one check within CHECK_TIMEOUT_MS; a failure says only its code or name (no message: no host, no key). */
async function check(run: () => Promise<Partial<Check> | void>): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error("timed out"), { code: "TIMEOUT" })), CHECK_TIMEOUT_MS);
    });
    const running = run();
    // (a check that fails after its time is up has already been answered)
    running.catch(() => {});
    const extra = (await Promise.race([running, timeout])) ?? {};
    return { ok: true, ...extra, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, ms: Math.round(performance.now() - started), error: errorName(error) };
  } finally {
    clearTimeout(timer);
  }
}

function errorName(error: unknown): string {
  if (!error || typeof error !== "object") return "error";
  const { code, name, cause } = error as { code?: unknown; name?: unknown; cause?: unknown };
  if (typeof code === "string") return code;
  // drizzle's wrapper: the driver's error says what happened.
  if (cause) return errorName(cause);
  return typeof name === "string" ? name : "error";
}
