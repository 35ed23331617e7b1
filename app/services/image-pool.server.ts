import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Piscina } from "piscina";
import { getEnv } from "~/utils/env.server";
import { dropSingleton, singleton } from "~/utils/singleton.server";
import { AppError } from "./errors";
import type { PhotoLinesResult, RegionMapResult, TracedLines } from "~/workers/image-tasks";
import type { renderBooklet, renderPdf } from "~/workers/pdf-tasks";

/**
 * The worker threads that do image work (app/workers/image.worker.ts), so no request waits on
 * another's line art or region map: the event loop only hands bytes over and back. Each owner
 * (a user, or the background jobs) has one task in the threads at a time and a short line
 * behind it, and owners take turns, so one person converting photos cannot take the pool
 * from everyone else.
 */

type Tasks = {
  regionMap: { input: { lineArt: Uint8Array }; output: RegionMapResult };
  photoLines: { input: { photo: Uint8Array; detail: number }; output: PhotoLinesResult };
  traceLines: { input: { lineArt: Uint8Array }; output: TracedLines };
  printPdf: { input: Parameters<typeof renderPdf>[0]; output: Uint8Array };
  bookletPdf: { input: Parameters<typeof renderBooklet>[0]; output: Uint8Array };
};

/**
 * A user's photo conversions in the pool and waiting behind it; one more is refused as busy
 * (a slider moved quickly asks for many). Region maps are never refused: they come with a
 * page being made, which credits and the rate limits already bound, and a refusal would throw
 * away a drawing already made.
 */
export const PER_USER_TASKS = 3;
const REFUSED_WHEN_BUSY: ReadonlySet<keyof Tasks> = new Set(["photoLines"]);

/** Who a task is for: a user's own line, or the background jobs' (never refused, one at a time). */
export type Owner = { userId: number } | "background";

/** A task waiting for a thread: whose it is, and how to start it. */
type Waiting = { key: string; start: () => void };

/** The built worker beside the server bundle in production; the source through tsx otherwise. */
function workerFile() {
  const built = path.resolve("server-build/image.worker.mjs");
  if (process.env.NODE_ENV === "production" && fs.existsSync(built)) return { filename: built, execArgv: [] };
  return { filename: path.resolve("app/workers/image.worker.ts"), execArgv: ["--import", "tsx"] };
}

export function imageThreads() {
  return getEnv().IMAGE_THREADS ?? Math.max(1, os.availableParallelism() - 1);
}

const state = () =>
  singleton("image-pool", () => {
    const threads = imageThreads();
    const pool = new Piscina({ ...workerFile(), minThreads: 0, maxThreads: threads, idleTimeout: 60_000 });
    return { pool, threads, waiting: [] as Waiting[], running: new Set<string>(), tasks: new Map<string, number>() };
  });

/**
 * Starts waiting tasks while threads are free: the oldest whose owner has none running, so
 * each owner has at most one task in the threads and owners take turns. (The pool is never
 * handed more tasks than it has threads: its own queue would not take turns.)
 */
function dispatch(pool: ReturnType<typeof state>) {
  for (let i = 0; i < pool.waiting.length && pool.running.size < pool.threads; ) {
    const next = pool.waiting[i];
    if (pool.running.has(next.key)) {
      i++;
      continue;
    }
    pool.waiting.splice(i, 1);
    pool.running.add(next.key);
    next.start();
  }
}

/** Runs `name` in the pool in `owner`'s turn; a photo conversion is a 429 when that user already has PER_USER_TASKS tasks. */
export async function runImageTask<K extends keyof Tasks>(owner: Owner, name: K, input: Tasks[K]["input"]): Promise<Tasks[K]["output"]> {
  const current = state();
  const key = owner === "background" ? owner : `user:${owner.userId}`;
  const tasks = current.tasks.get(key) ?? 0;
  if (owner !== "background" && REFUSED_WHEN_BUSY.has(name) && tasks >= PER_USER_TASKS) throw new AppError(429, "RATE_LIMITED", "errors.imageBusy");
  current.tasks.set(key, tasks + 1);
  try {
    await new Promise<void>((start) => {
      current.waiting.push({ key, start });
      dispatch(current);
    });
    try {
      return (await current.pool.run(input, { name })) as Tasks[K]["output"];
    } finally {
      current.running.delete(key);
      dispatch(current);
    }
  } finally {
    const left = (current.tasks.get(key) ?? 1) - 1;
    if (left) current.tasks.set(key, left);
    else current.tasks.delete(key);
  }
}

/** What the pool is doing (the benches print it). */
export function imagePoolStats() {
  const { pool, waiting, running } = state();
  return { threads: pool.threads.length, waiting: waiting.length, running: running.size, completed: pool.completed };
}

/** Ends the threads (server shutdown, tests). */
export async function closeImagePool() {
  await dropSingleton<ReturnType<typeof state>>("image-pool")?.pool.destroy();
}
