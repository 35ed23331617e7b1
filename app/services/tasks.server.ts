import type { Tx } from "~/db/client.server";
import { logger } from "~/infra/logger.server";
import { jobsCompleted, jobsFailed } from "~/infra/metrics.server";

/**
 * Work that a request asks for but must not wait on: the mails, above all. A
 * request's answer then takes the same time whatever the work finds (an address with an account
 * or without one) and whatever it meets (an SMTP server down), and the work is tried again.
 *
 * A service defines a task once (`defineTask`) and asks for it with plain JSON data; nothing
 * secret travels in that data (a mail's link is made when the task runs), since the queue keeps
 * it in Postgres. With DATABASE_URL, server/jobs.server.ts hands tasks to the Postgres queue
 * (pg-boss: kept across restarts, worked by any server or worker); until then, and with the
 * embedded database, they run in this process, tried again with growing pauses.
 */

export type TaskRun = {
  /** 0 the first time, then 1, 2… (a retried task does not count a mail against its limit again). */
  attempt: number;
};
type Handler = (data: never, run: TaskRun) => Promise<void>;
/** Hands a task to the job queue; `within`: as part of that transaction (the job exists if it commits). */
type Sender = (name: string, data: unknown, within?: Tx) => Promise<void>;

/** Tries in all, and the first pause between them (doubled each time). */
export const TASK_ATTEMPTS = 5;
const FIRST_PAUSE_MS = 2_000;

const tasks = {
  handlers: new Map<string, Handler>(),
  sender: null as Sender | null,
  /** In-process tasks not yet finished (queued, running or waiting to try again). */
  pending: new Set<Promise<void>>(),
  /** The same, by task name, and those of them running now (the queue's depth in the metrics). */
  pendingByName: new Map<string, { pending: number; running: number }>(),
  pauseMs: FIRST_PAUSE_MS,
};

/**
 * A task `name` run by `handler`; answers the function that asks for it (which carries the name,
 * for the job queue). Its `within(tx, data)` asks for it as part of a transaction that makes the
 * row the task is for: with the job queue the job is added in `tx`, so a server dying between
 * the commit and the ask leaves no row waiting forever (record 0147); it answers false when
 * tasks run in this process, and the caller asks for it once `tx` has committed.
 */
export function defineTask<T>(name: string, handler: (data: T, run: TaskRun) => Promise<void>) {
  tasks.handlers.set(name, handler as Handler);
  const within = async (tx: Tx, data: T) => {
    if (!tasks.sender) return false;
    await tasks.sender(name, data, tx);
    return true;
  };
  return Object.assign((data: T) => enqueue(name, data), { taskName: name, within });
}

/** Runs one try of a task (the job queue's workers call this), counted in the metrics by its name. */
export async function runTask(name: string, data: unknown, run: TaskRun) {
  const handler = tasks.handlers.get(name);
  if (!handler) throw new Error(`unknown task ${name}`);
  try {
    await handler(data as never, run);
    jobsCompleted.inc({ queue: name });
  } catch (error) {
    jobsFailed.inc({ queue: name });
    throw error;
  }
}

/** The job queue says how tasks are handed to it; null: run them in this process. */
export function setTaskSender(sender: Sender | null) {
  tasks.sender = sender;
}

async function enqueue(name: string, data: unknown) {
  if (tasks.sender) return tasks.sender(name, data);
  const counts = tasks.pendingByName.get(name) ?? { pending: 0, running: 0 };
  tasks.pendingByName.set(name, counts);
  counts.pending++;
  const done = runHere(name, data, counts).finally(() => {
    tasks.pending.delete(done);
    counts.pending--;
  });
  tasks.pending.add(done);
}

/** The in-process tasks not yet finished, by name, and how many of them are running (the embedded database's queue depth). */
export const inProcessTasks = () => [...tasks.pendingByName].map(([name, { pending, running }]) => ({ name, pending, running }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** In this process: tried up to TASK_ATTEMPTS times; a failure is logged (its name, never its data). */
async function runHere(name: string, data: unknown, counts: { running: number }) {
  // Never within the asking request's own turn of the event loop.
  await new Promise((resolve) => setImmediate(resolve));
  for (let attempt = 0; attempt < TASK_ATTEMPTS; attempt++) {
    let failure: unknown;
    counts.running++;
    try {
      return await runTask(name, data, { attempt });
    } catch (error) {
      failure = error;
    } finally {
      counts.running--;
    }
    const last = attempt === TASK_ATTEMPTS - 1;
    logger.error(`task ${name} failed (try ${attempt + 1} of ${TASK_ATTEMPTS}${last ? ", given up" : ""})`, failure);
    if (!last) await sleep(tasks.pauseMs * 2 ** attempt);
  }
}

/** Waits until every task run in this process so far has finished (tests, and a server closing). */
export async function tasksSettled() {
  while (tasks.pending.size) await Promise.allSettled([...tasks.pending]);
}

/** The first pause before an in-process task is tried again (tests shorten it). */
export function setTaskPause(ms: number) {
  tasks.pauseMs = ms;
}
