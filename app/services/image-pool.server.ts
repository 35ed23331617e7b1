import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Piscina } from "piscina";
import { getEnv } from "~/infra/env.server";
import { imageTaskDuration, imageTaskFailures, measureImagePool } from "~/infra/metrics.server";
import { ImageTurns, PER_USER_TASKS, type WhenBusy } from "./image-turns.server";
import type { PhotoLinesResult, RegionMapResult } from "~/workers/image-tasks";
import type { PrintedPdf, renderBooklet, renderPdf } from "~/workers/pdf-tasks";

/**
 * The worker threads that do image work (app/workers/image.worker.ts), so no request waits on
 * another's line art or region map: the event loop only hands bytes over and back. Each owner
 * (a user, or the background jobs) has a line of its own, and owners take turns in the threads
 * (image-turns.server.ts), so one person's work cannot take the pool from everyone else.
 */

type Tasks = {
  regionMap: { input: { lineArt: Uint8Array }; output: RegionMapResult };
  photoLines: { input: { photo: Uint8Array; detail: number }; output: PhotoLinesResult };
  traceLines: { input: { lineArt: Uint8Array }; output: Uint8Array };
  printPdf: { input: Parameters<typeof renderPdf>[0]; output: PrintedPdf };
  bookletPdf: { input: Parameters<typeof renderBooklet>[0]; output: Uint8Array };
};

export { PER_USER_TASKS, type WhenBusy };

/** Who a task is for: a user's own line, or the background jobs' (one line, never refused). */
export type Owner = { userId: number } | "background";

/** The built worker beside the server bundle in production; the source through tsx otherwise. */
function workerFile() {
  const built = path.resolve("server-build/image.worker.mjs");
  if (process.env.NODE_ENV === "production" && fs.existsSync(built)) return { filename: built, execArgv: [] };
  return { filename: path.resolve("app/workers/image.worker.ts"), execArgv: ["--import", "tsx"] };
}

export function imageThreads() {
  return getEnv().IMAGE_THREADS ?? Math.max(1, os.availableParallelism() - 1);
}

type PoolState = { pool: Piscina; turns: ImageTurns };
let made: PoolState | null = null;

function state(): PoolState {
  if (made) return made;
  const threads = imageThreads();
  // The pool is never handed more tasks than it has threads: its own queue would not take turns.
  const pool = new Piscina({ ...workerFile(), minThreads: 0, maxThreads: threads, idleTimeout: 60_000 });
  const turns = new ImageTurns(threads);
  measureImagePool(() => turns.stats());
  return (made = { pool, turns });
}

/**
 * Runs `name` in the pool in `owner`'s turn. `whenBusy` says what happens when that user already
 * has PER_USER_TASKS tasks waiting or running: "refuse" is a 429 (errors.imageBusy), "wait"
 * waits its turn. The background jobs' tasks always wait.
 */
export async function runImageTask<K extends keyof Tasks>(owner: Owner, name: K, input: Tasks[K]["input"], whenBusy: WhenBusy): Promise<Tasks[K]["output"]> {
  const { pool, turns } = state();
  return turns.run(lineOf(owner), owner === "background" ? "wait" : whenBusy, async () => {
    // Its time in a thread, by task (record 0139); its wait for one shows in the queue's depth.
    const stop = imageTaskDuration.startTimer({ task: name });
    try {
      return (await pool.run(input, { name })) as Tasks[K]["output"];
    } catch (error) {
      imageTaskFailures.inc({ task: name });
      throw error;
    } finally {
      stop();
    }
  });
}

/** The 429 that a user's task that may be refused would get now (see runImageTask): checked before the request reads anything. */
export function assertImageRoom(owner: { userId: number }) {
  state().turns.assertRoom(lineOf(owner));
}

const lineOf = (owner: Owner) => (owner === "background" ? owner : `user:${owner.userId}`);

/** What the pool is doing (the benches print it). */
export function imagePoolStats() {
  const { pool, turns } = state();
  return { threads: pool.threads.length, ...turns.stats(), completed: pool.completed };
}

/** Ends the threads (server shutdown, tests). */
export async function closeImagePool() {
  const closing = made;
  made = null;
  await closing?.pool.destroy();
}
