/**
 * Fault drill 2 (issue #31): kill -9 the worker while it makes a booklet and a copy of someone's
 * data. Two app servers and a worker of the production build; a family on a paid plan asks for a
 * booklet of 24 pages (POST /api/booklets) and, once the booklet is some pages in, for their data
 * (POST /api/users/export). As soon as both are being made the worker is killed with SIGKILL,
 * and started again BENCH_DOWN_SECONDS later. The family polls both through /api until they are
 * done (or BENCH_RECOVERY_SECONDS pass). Then: each finished once — status done, one file in the
 * store, one file counted, one "your data is ready" mail (the SMTP stand-in counts).
 *
 *   npm run build && npx tsx bench/drill-kill-worker.ts
 *
 * Knobs: BENCH_DOWN_SECONDS (2), BENCH_RECOVERY_SECONDS (150), BENCH_KEEP=1. Exit 0: the drill ran;
 * 1: the harness failed.
 */
import { elapsed, intEnv, log, makeFamilies, newKey, printFigures, RetryingClient, runDrill, sleep, startCluster, Tally, Traffic, until } from "./lib/cluster";
import { FamilyAtWork, Ledger, lineArtPng, StoreReader } from "./lib/families";

const DOWN_SECONDS = intEnv("BENCH_DOWN_SECONDS", 2);
const RECOVERY_SECONDS = intEnv("BENCH_RECOVERY_SECONDS", 150);
const BOOKLET_PAGES = 24;
/** Pages the family has (the export reads every one: enough that it is caught mid-way). */
const PAGES = 60;

type Job = { status: string; progress: { done: number; total: number }; file: string };

await runDrill("drill-kill-worker", async () => {
  const cluster = await startCluster({ drill: "kill_worker", smtp: true });
  const { sql } = cluster.db;
  const [family] = await makeFamilies(sql, 1, { plan: "advanced", prefix: "cuadernillo" });
  const traffic = new Traffic();
  const client = new RetryingClient(cluster.bases, traffic);
  const hands = new FamilyAtWork(family, 1, { client, ledger: new Ledger() });

  // One page made through /api; the others are rows naming the same files (the drill is about the
  // worker, not about drawing 60 pages on two shared cores).
  const first = await hands.uploadPage(await lineArtPng());
  if (!first) throw new Error("the family's first page could not be made");
  await sql`
    insert into pages (user_id, prompt, illustration, thumbnail, region_map, region_count, fillability, source, visibility, created_at)
    select user_id, prompt || ' ' || g, illustration, thumbnail, region_map, region_count, fillability, source, visibility, created_at + g * interval '1 second'
    from pages, generate_series(1, ${PAGES - 1}::int) g where id = ${first}`;
  const pageIds = (await sql<{ id: number }[]>`select id from pages where user_id = ${family.id} order by id limit ${BOOKLET_PAGES}`).map((row) => row.id);
  log(`the family has ${PAGES} pages; asking for a booklet of ${pageIds.length}`);

  const asked = await client.call<{ booklet: { id: string } }>("/booklets", { token: family.token, json: { pageIds }, key: newKey() });
  if (asked.status !== 202) throw new Error(`POST /api/booklets answered ${asked.status}: ${JSON.stringify(asked.body)}`);
  const bookletId = asked.body.booklet.id;
  const bookletRow = async () => (await sql<{ status: string; done: number }[]>`select status, done from booklets where id = ${bookletId}`)[0];
  await until(
    async () => {
      const row = await bookletRow();
      return row.status === "running" && row.done >= 2;
    },
    120_000,
    "the booklet to be two pages in",
    50,
  );

  const exportAsked = await client.call<{ export: { id: string } }>("/users/export", { token: family.token, json: {}, key: newKey() });
  if (exportAsked.status !== 202) throw new Error(`POST /api/users/export answered ${exportAsked.status}: ${JSON.stringify(exportAsked.body)}`);
  const exportId = exportAsked.body.export.id;
  const exportRow = async () =>
    (await sql<{ status: string; done: number; total: number }[]>`select status, done, total from data_exports where id = ${exportId}`)[0];
  await until(
    async () => {
      const row = await exportRow();
      return row.status !== "queued" && (row.done >= 1 || row.status !== "running");
    },
    60_000,
    "the export to start",
    10,
  );

  const [bookletAtKill, exportAtKill] = [await bookletRow(), await exportRow()];
  await cluster.worker?.kill9();
  const killedAt = elapsed();
  const atKill = [
    `booklet ${bookletAtKill.status}, ${bookletAtKill.done} of ${pageIds.length} pages`,
    `export ${exportAtKill.status}, ${exportAtKill.done} of ${exportAtKill.total} items`,
  ].join("; ");
  log(`kill -9 worker (${atKill})`);
  await sleep(DOWN_SECONDS * 1000);
  await cluster.worker?.start();
  const restartedAt = elapsed();
  log("worker started again; the family polls");

  // The family polls both through /api, as the app's screens do.
  const statuses = { booklet: new Tally(), export: new Tally() };
  const finished: { booklet?: number; export?: number } = {};
  const read = async (what: "booklet" | "export") => {
    const route = what === "booklet" ? `/booklets/${bookletId}` : `/users/export/${exportId}`;
    const answer = await client.call<{ booklet?: Job; export?: Job }>(route, { token: family.token });
    const job = answer.body[what];
    if (!job) return null;
    statuses[what].add(job.status);
    if ((job.status === "done" || job.status === "failed") && finished[what] === undefined) {
      finished[what] = elapsed() - restartedAt;
      log(`${what} ${job.status} ${finished[what]?.toFixed(1)} s after the restart`);
    }
    return job;
  };
  let last: { booklet: Job | null; export: Job | null } = { booklet: null, export: null };
  while (elapsed() - restartedAt < RECOVERY_SECONDS) {
    last = { booklet: await read("booklet"), export: await read("export") };
    if (finished.booklet !== undefined && finished.export !== undefined) break;
    await sleep(1000);
  }
  // The "ready" mail is a task of its own, sent after the export is done.
  if (finished.export !== undefined && last.export?.status === "done") {
    await until(() => cluster.smtp?.inbox.some((mail) => mail.to.includes(family.email)), 30_000, "the export's mail").catch(() => null);
    await sleep(3000); // a second mail, if one were coming, would come now
  }

  const store = new StoreReader(cluster.s3);
  const keys = [...(await store.keys())];
  store.close();
  const inStore = (folder: string) => keys.filter((key) => key.startsWith(`${folder}/${family.id}/`)).length;
  const counted = async (folder: string) =>
    (await sql<{ n: number }[]>`select count(*)::int as n from stored_files where key like ${`${folder}/${family.id}/%`}`)[0].n;
  const jobs = await sql<{ name: string; state: string; retry_count: number }[]>`
    select name, state, retry_count from pgboss.job where name in ('booklet', 'data-export') order by name`;
  const mails = cluster.smtp?.inbox.filter((mail) => mail.to.includes(family.email)) ?? [];
  const [bookletEnd, exportEnd] = [await bookletRow(), await exportRow()];
  const describeJobs = (name: string) =>
    jobs
      .filter((job) => job.name === name)
      .map((job) => `${job.state} after ${job.retry_count + 1} ${job.retry_count ? "runs" : "run"}`)
      .join(", ") || "none";
  const outcome = (row: { status: string }, at: number | undefined) =>
    at === undefined ? `NOT finished ${RECOVERY_SECONDS} s after the restart (status ${row.status})` : `${row.status} ${at.toFixed(1)} s after the restart`;

  printFigures(`drill-kill-worker: kill -9 the worker mid-booklet and mid-export (${new Date().toISOString().slice(0, 10)})`, [
    ["killed at", `${(killedAt - 0).toFixed(1)} s: ${atKill}; down ${DOWN_SECONDS} s`],
    ["booklet", outcome(bookletEnd, finished.booklet)],
    ["booklet statuses polled", statuses.booklet.toString()],
    ["booklet files (store / counted)", `${inStore("booklets")} / ${await counted("booklets")}`],
    ["booklet queue jobs", describeJobs("booklet")],
    ["export", outcome(exportEnd, finished.export)],
    ["export statuses polled", statuses.export.toString()],
    ["export files (store / counted)", `${inStore("exports")} / ${await counted("exports")}`],
    ["export queue jobs", describeJobs("data-export")],
    ["mails to the family", `${mails.length}${mails.length ? ` (${mails.map((mail) => mail.subject).join("; ")})` : ""}`],
    ["requests (tries)", traffic.tries.total],
    ["errors by kind", traffic.errors().toString()],
    [
      "finished exactly once",
      finished.booklet !== undefined &&
      finished.export !== undefined &&
      bookletEnd.status === "done" &&
      exportEnd.status === "done" &&
      inStore("booklets") === 1 &&
      inStore("exports") === 1 &&
      mails.length === 1
        ? "yes"
        : "no",
    ],
  ]);
});
