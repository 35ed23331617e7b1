import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import sharp from "sharp";
import { startJobs, type JobName, type Jobs } from "~/server/jobs.server";
import { createId } from "@paralleldrive/cuid2";
import { sql as drizzleSql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { readBooklet, requestBooklet } from "~/services/booklets.server";
import { buildLater, requestExport } from "~/services/data-export.server";
import { keyFromUrl, putObject } from "~/services/storage/backends.server";
import { mailAccount } from "~/services/account-mail.server";
import * as mail from "~/services/mail.server";
import { insertPage, makeUser, uniqueWord } from "../helpers/pages";

/**
 * Background jobs on the Postgres queue (issue #15): two servers working the same queue run a
 * job once, however often it is asked for; a job that fails is run again; a job asked for
 * while no server works survives until one starts; a job whose worker is killed mid-way is run
 * again once its lease runs out, and a long one whose worker lives is not (record 0147).
 */

const schema = `pgboss_test_${randomBytes(4).toString("hex")}`;
const started: Jobs[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const POLLING_SECONDS = 0.5;
const sql = postgres(process.env.DATABASE_URL as string, { max: 1, onnotice: () => undefined });

/** Stops every runner started so far (each test's own runners work only its own jobs). */
const stopAll = () => Promise.all(started.splice(0).map((jobs) => jobs.stop()));
afterEach(stopAll);

afterAll(async () => {
  await sql.unsafe(`drop schema if exists ${schema} cascade`);
  await sql.end();
});

/** This test file's jobs of one queue not finished yet: waiting, waiting to be tried again, or running. */
async function unfinished(name: string) {
  const [{ count }] = await sql<
    { count: number }[]
  >`select count(*)::int as count from ${sql(schema)}.job where name = ${name} and state in ('created', 'retry', 'active')`;
  return count;
}

/**
 * A server that works no jobs must leave a job alone. A job left alone is a state that does not
 * change, so only time shows it: a few polling intervals, in which a worker would have taken it.
 */
const whileNobodyWorks = () => sleep(3 * POLLING_SECONDS * 1000);

/** A server's job runner whose jobs only count their runs (each takes `takes` ms). */
async function server(runs: Partial<Record<JobName, number>>, { work = true, fail = 0, takes = 300, leaseSeconds = 30 } = {}) {
  let failures = fail;
  const count = (name: JobName) => async () => {
    runs[name] = (runs[name] ?? 0) + 1;
    // A job takes a while, so the other server looks for work while this one runs it.
    await sleep(takes);
    if (failures-- > 0) throw new Error("a job that fails once");
  };
  const jobs = await startJobs({
    work,
    schema,
    atStart: false,
    pollingSeconds: POLLING_SECONDS,
    retryDelaySeconds: 1,
    leaseSeconds,
    maintenanceSeconds: 1,
    handlers: {
      "regions-backfill": count("regions-backfill"),
      "gallery-seed": count("gallery-seed"),
      "trending-recount": count("trending-recount"),
      "purge-expired": count("purge-expired"),
    },
  });
  started.push(jobs);
  return jobs;
}

describe("background jobs on the Postgres queue", () => {
  it("runs a job once across two servers, however many times it is asked for before it starts", async () => {
    // Asked for three times, by two app servers that leave jobs to workers.
    const idle: Partial<Record<JobName, number>> = {};
    const asking = [await server(idle, { work: false }), await server(idle, { work: false })];
    await Promise.all([asking[0].enqueue("regions-backfill"), asking[1].enqueue("regions-backfill"), asking[0].enqueue("regions-backfill")]);
    // Two workers start.
    const a: Partial<Record<JobName, number>> = {};
    const b: Partial<Record<JobName, number>> = {};
    await Promise.all([server(a), server(b)]);
    // Once nothing of it waits or runs any more, every run it was going to have has happened.
    await expect.poll(() => unfinished("regions-backfill"), { timeout: 20_000, interval: 100 }).toBe(0);
    expect((a["regions-backfill"] ?? 0) + (b["regions-backfill"] ?? 0)).toBe(1);
    expect(idle["regions-backfill"]).toBeUndefined();
  });

  it("runs a failed job again", async () => {
    const runs: Partial<Record<JobName, number>> = {};
    const jobs = await server(runs, { fail: 1 });
    await jobs.enqueue("trending-recount");
    await expect.poll(() => unfinished("trending-recount"), { timeout: 20_000, interval: 100 }).toBe(0);
    expect(runs["trending-recount"]).toBe(2);
  });

  it("keeps a job asked for while no server works it, and a worker that starts later runs it", async () => {
    const none: Partial<Record<JobName, number>> = {};
    const appServer = await server(none, { work: false });
    await appServer.enqueue("gallery-seed");
    await whileNobodyWorks();
    expect(none["gallery-seed"]).toBeUndefined();
    expect(await unfinished("gallery-seed")).toBe(1);
    const worker: Partial<Record<JobName, number>> = {};
    await server(worker);
    await expect.poll(() => unfinished("gallery-seed"), { timeout: 20_000, interval: 100 }).toBe(0);
    expect(worker["gallery-seed"]).toBe(1);
  });

  it("runs a job again on a live worker once the worker running it was killed and its lease ran out", async () => {
    // A worker of its own process takes the job and never finishes it; then it is killed (-9).
    const child = spawn(process.execPath, ["--import", "tsx", "tests/helpers/hanging-worker.ts", schema, "2"], {
      env: { ...process.env, LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let said = "";
    child.stdout.on("data", (chunk: Buffer) => (said += chunk.toString()));
    const exited = new Promise((resolve) => child.once("exit", resolve));
    try {
      await expect.poll(() => said, { timeout: 30_000, interval: 100 }).toContain("ready");
      const asking = await server({}, { work: false });
      await asking.enqueue("trending-recount");
      await expect.poll(() => said, { timeout: 20_000, interval: 100 }).toContain("running");
    } finally {
      child.kill("SIGKILL");
      await exited;
    }
    const killedAt = Date.now();
    const runs: Partial<Record<JobName, number>> = {};
    await server(runs, { leaseSeconds: 2 });
    // Its lease (2 s) runs out, the queue's next look (every second) fails the job, and after
    // its retry delay the live worker runs it: seconds, not the queue's hour.
    await expect.poll(() => unfinished("trending-recount"), { timeout: 20_000, interval: 100 }).toBe(0);
    expect(runs["trending-recount"]).toBe(1);
    expect(Date.now() - killedAt).toBeLessThan(15_000);
  }, 60_000);

  it("keeps a job running past its lease while its worker lives: it runs once", async () => {
    const runs: Partial<Record<JobName, number>> = {};
    // Three leases long, on two workers looking for work and for expired leases every second.
    await Promise.all([server(runs, { takes: 3_500, leaseSeconds: 1 }), server(runs, { takes: 3_500, leaseSeconds: 1 })]);
    await started[0].enqueue("purge-expired");
    await expect.poll(() => unfinished("purge-expired"), { timeout: 20_000, interval: 100 }).toBe(0);
    expect(runs["purge-expired"]).toBe(1);
  }, 30_000);

  // More than the default 20 s: making the booklet may take the 30 s its wait allows.
  it("a booklet asked for on an app server waits in the queue and is made once, by a worker", async () => {
    const owner = await makeUser({ plan: "paid" });
    const page = await insertPage(owner.user, { prompt: `Cola ${uniqueWord()}` });
    const lineArt = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: "#ffffff" } })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><circle cx="512" cy="512" r="300" fill="none" stroke="#000" stroke-width="12"/></svg>',
          ),
        },
      ])
      .greyscale()
      .png()
      .toBuffer();
    await putObject(keyFromUrl(page.illustration) as string, lineArt, "image/png");
    await server({}, { work: false });
    const booklet = await requestBooklet(owner.user, { pageIds: [page.id] }, { locale: "es" });
    await whileNobodyWorks();
    expect((await readBooklet(owner.user, booklet.id)).status).toBe("queued");
    await server({});
    await expect.poll(async () => (await readBooklet(owner.user, booklet.id)).status, { timeout: 30_000, interval: 200 }).toBe("done");
    expect((await readBooklet(owner.user, booklet.id)).progress).toEqual({ done: 1, total: 1 });
  }, 45_000);

  it("a job asked for inside a transaction exists exactly when it commits: a server dying between the row and the ask leaves no row waiting forever", async () => {
    const owner = await makeUser({ plan: "paid" });
    await server({}, { work: false });
    const jobsFor = async (id: string) => {
      const [{ count }] = await sql<{ count: number }[]>`select count(*)::int as count from ${sql(schema)}.job where data->>'id' = ${id}`;
      return count;
    };
    // A transaction that adds the job and then fails: neither the row nor the job is there.
    const db = await getDb();
    const rolledBack = createId();
    await expect(
      db.transaction(async (tx) => {
        expect(await buildLater.within(tx, { id: rolledBack })).toBe(true);
        // Seen inside the transaction, as the row is.
        const seen = await tx.execute(drizzleSql`select count(*)::int as count from ${drizzleSql.identifier(schema)}.job where data->>'id' = ${rolledBack}`);
        expect([...(seen as unknown as { count: number }[])]).toEqual([{ count: 1 }]);
        throw new Error("the server died before the commit");
      }),
    ).rejects.toThrow("the server died");
    expect(await jobsFor(rolledBack)).toBe(0);
    // Committed: the export row and its job, both.
    const asked = await requestExport(owner.user, "es");
    expect(await jobsFor(asked.id)).toBe(1);
    // (not made here: the next test's worker would make it and mail its owner)
    await sql`delete from ${sql(schema)}.job where data->>'id' = ${asked.id}`;
  });

  it("a mail a request asks for waits in the queue, is sent once by a worker, and tried again when SMTP fails (issue #27)", async () => {
    const { email } = await makeUser();
    const tries: { to: string }[] = [];
    let failures = 1;
    vi.spyOn(mail, "sendMail").mockImplementation(async (message) => {
      tries.push({ to: message.to });
      if (failures-- > 0) throw new Error("SMTP 421 service not available");
    });
    // An app server that works no jobs hands the mail to the queue instead of sending it.
    await server({}, { work: false });
    await mailAccount({ kind: "forgot", email, locale: "es" });
    await whileNobodyWorks();
    expect(tries).toEqual([]);
    await server({});
    await expect.poll(() => unfinished(mailAccount.taskName), { timeout: 20_000, interval: 100 }).toBe(0);
    expect(tries).toEqual([{ to: email }, { to: email }]);
    vi.restoreAllMocks();
  });
});
