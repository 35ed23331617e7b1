import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import sharp from "sharp";
import { startJobs, type JobName, type Jobs } from "~/server/jobs.server";
import { readBooklet, requestBooklet } from "~/services/booklets.server";
import { keyFromUrl, putObject } from "~/services/storage/backends.server";
import { mailAccount } from "~/services/account-mail.server";
import * as mail from "~/services/mail.server";
import { insertPage, makeUser, uniqueWord } from "../helpers/pages";

/**
 * Background jobs on the Postgres queue (issue #15): two servers working the same queue run a
 * job once, however often it is asked for; a job that fails is run again; a job asked for
 * while no server works survives until one starts.
 */

const schema = `pgboss_test_${randomBytes(4).toString("hex")}`;
const started: Jobs[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops every runner started so far (each test's own runners work only its own jobs). */
const stopAll = () => Promise.all(started.splice(0).map((jobs) => jobs.stop()));
afterEach(stopAll);

afterAll(async () => {
  const sql = postgres(process.env.DATABASE_URL as string, { max: 1, onnotice: () => undefined });
  await sql.unsafe(`drop schema if exists ${schema} cascade`);
  await sql.end();
});

/** A server's job runner whose jobs only count their runs. */
async function server(runs: Partial<Record<JobName, number>>, { work = true, fail = 0 } = {}) {
  let failures = fail;
  const count = (name: JobName) => async () => {
    runs[name] = (runs[name] ?? 0) + 1;
    await sleep(300);
    if (failures-- > 0) throw new Error("a job that fails once");
  };
  const jobs = await startJobs({
    work,
    schema,
    atStart: false,
    pollingSeconds: 0.5,
    retryDelaySeconds: 1,
    handlers: { "regions-backfill": count("regions-backfill"), "gallery-seed": count("gallery-seed"), "trending-recount": count("trending-recount"), "purge-expired": count("purge-expired") },
  });
  started.push(jobs);
  return jobs;
}

async function until(check: () => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await sleep(100);
  }
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
    await until(() => (a["regions-backfill"] ?? 0) + (b["regions-backfill"] ?? 0) >= 1);
    // Time for a second run, if there were one.
    await sleep(2500);
    expect((a["regions-backfill"] ?? 0) + (b["regions-backfill"] ?? 0)).toBe(1);
    expect(idle["regions-backfill"]).toBeUndefined();
  });

  it("runs a failed job again", async () => {
    const runs: Partial<Record<JobName, number>> = {};
    const jobs = await server(runs, { fail: 1 });
    await jobs.enqueue("trending-recount");
    await until(() => (runs["trending-recount"] ?? 0) >= 2);
    expect(runs["trending-recount"]).toBe(2);
  });

  it("keeps a job asked for while no server works it, and a worker that starts later runs it", async () => {
    const none: Partial<Record<JobName, number>> = {};
    const appServer = await server(none, { work: false });
    await appServer.enqueue("gallery-seed");
    await sleep(1500);
    expect(none["gallery-seed"]).toBeUndefined();
    const worker: Partial<Record<JobName, number>> = {};
    await server(worker);
    await until(() => (worker["gallery-seed"] ?? 0) >= 1);
    expect(worker["gallery-seed"]).toBe(1);
  });

  it("a booklet asked for on an app server waits in the queue and is made once, by a worker", async () => {
    const owner = await makeUser({ plan: "paid" });
    const page = await insertPage(owner.user, { prompt: `Cola ${uniqueWord()}` });
    const lineArt = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: "#ffffff" } })
      .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><circle cx="512" cy="512" r="300" fill="none" stroke="#000" stroke-width="12"/></svg>') }])
      .greyscale()
      .png()
      .toBuffer();
    await putObject(keyFromUrl(page.illustration) as string, lineArt, "image/png");
    await server({}, { work: false });
    const booklet = await requestBooklet(owner.user, { pageIds: [page.id] }, { locale: "es" });
    await sleep(1500);
    expect((await readBooklet(owner.user, booklet.id)).status).toBe("queued");
    await server({});
    const deadline = Date.now() + 30_000;
    let status = "queued";
    while (status !== "done" && Date.now() < deadline) {
      status = (await readBooklet(owner.user, booklet.id)).status;
      await sleep(200);
    }
    expect(status).toBe("done");
    expect((await readBooklet(owner.user, booklet.id)).progress).toEqual({ done: 1, total: 1 });
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
    await sleep(1500);
    expect(tries).toEqual([]);
    await server({});
    await until(() => tries.length >= 2);
    await sleep(1000);
    expect(tries).toEqual([{ to: email }, { to: email }]);
    vi.restoreAllMocks();
  });
});
