/**
 * Fault drill 1 (issue #31): kill -9 an app server while families save colourings and make pages
 * through /api. Two app servers and a worker of the production build on one Postgres and one S3
 * store; each family's client retries a try that failed on the other server, with the same body
 * and Idempotency-Key. Every BENCH_SECONDS × 0.7 / BENCH_KILLS seconds a server (in turn) is
 * killed with SIGKILL and started again a few seconds later; the last 30 % run with both up.
 * Then, in Postgres and the store: every acknowledged write is there, nothing made or spent twice.
 *
 *   npm run build && npx tsx bench/drill-kill-app.ts
 *
 * Knobs: BENCH_SECONDS (60), BENCH_FAMILIES (3), BENCH_KILLS (4), BENCH_DOWN_SECONDS (3: how long a
 * killed server stays down), BENCH_KEEP=1 (keep the database). Exit 0: the drill ran (whatever it
 * found); 1: the harness failed.
 */
import { elapsed, intEnv, log, makeFamilies, percentile, printFigures, RetryingClient, runDrill, sleep, startCluster, Traffic } from "./lib/cluster";
import { FamilyAtWork, Ledger, lineArtPng, reckon, reckoningRows, StoreReader } from "./lib/families";

const SECONDS = intEnv("BENCH_SECONDS", 60);
const FAMILIES = intEnv("BENCH_FAMILIES", 3);
const KILLS = intEnv("BENCH_KILLS", 4);
const DOWN_SECONDS = intEnv("BENCH_DOWN_SECONDS", 3);
const CREDITS = { pageCreation: 200, publicPage: 200 };

await runDrill("drill-kill-app", async () => {
  const cluster = await startCluster({ drill: "kill_app" });
  const [owner, ...families] = await makeFamilies(cluster.db.sql, FAMILIES + 1, CREDITS);
  const traffic = new Traffic();
  const client = new RetryingClient(cluster.bases, traffic);
  const ledger = new Ledger();
  const lineArt = await lineArtPng();

  // Two public pages everyone colours (a first colouring of someone else's page spends a public-page credit).
  const setup = new FamilyAtWork(owner, 0, { client, ledger: new Ledger() });
  const shared = [await setup.uploadPage(lineArt, "public"), await setup.uploadPage(lineArt, "public")];
  if (shared.some((id) => id === null)) throw new Error("the pages to colour could not be made");
  const pageIds = shared as number[];
  log(`pages to colour: ${pageIds.join(", ")}; ${families.length} families at work for ${SECONDS} s`);

  const loadStarted = elapsed();
  const stopAt = loadStarted + SECONDS;
  const writeTimes: number[] = [];
  const workers = families.map(async (family, i) => {
    const hands = new FamilyAtWork(family, i + 1, { client, ledger, deadlineMs: 90_000 });
    for (let n = 1; elapsed() < stopAt; n++) {
      const started = elapsed();
      // Mostly saves, as on the colour screen; every fourth write a page, made or uploaded in turn.
      if (n % 4 === 0) await (n % 8 === 0 ? hands.uploadPage(lineArt) : hands.createPage());
      else await hands.saveColouring(pageIds[n % 2], n % 2);
      writeTimes.push((elapsed() - started) * 1000);
    }
  });

  const kills: string[] = [];
  const chaos = (async () => {
    const every = (SECONDS * 0.7) / KILLS;
    for (let k = 0; k < KILLS; k++) {
      await sleep(Math.max(0, loadStarted + every * (k + 1) - DOWN_SECONDS - elapsed()) * 1000);
      const victim = cluster.servers[k % cluster.servers.length];
      const tries = traffic.tries.total;
      await victim.kill9();
      log(`kill -9 ${victim.name}`);
      await sleep(DOWN_SECONDS * 1000);
      const restarting = elapsed();
      await victim.start();
      kills.push(`${victim.name} at ${(restarting - DOWN_SECONDS - loadStarted).toFixed(0)} s`);
      log(`${victim.name} back after ${(elapsed() - restarting).toFixed(1)} s of starting (${traffic.tries.total - tries} tries meanwhile)`);
    }
  })();
  await Promise.all([...workers, chaos]);
  log("load stopped; reckoning");

  const store = new StoreReader(cluster.s3);
  const reckoning = await reckon(cluster.db.sql, store, ledger, families, CREDITS);
  store.close();
  const [{ unfinished }] = await cluster.db.sql<{ unfinished: number }[]>`select count(*)::int as unfinished from idempotency_keys where answer_status is null`;
  const okTimes = traffic.times.filter((t) => /^2/.test(t.outcome)).map((t) => t.ms);
  printFigures(`drill-kill-app: kill -9 an app server (${new Date().toISOString().slice(0, 10)})`, [
    ["load", `${families.length} families, ${SECONDS} s, 2 app servers + worker`],
    ["kills", `${kills.length}: ${kills.join(", ")} (each down ${DOWN_SECONDS} s, then started again)`],
    ["requests (tries)", traffic.tries.total],
    ["errors by kind", traffic.errors().toString()],
    ["answers replayed (Idempotent-Replayed)", traffic.replayed.toString()],
    ["keys never answered (idempotency_keys)", unfinished],
    ["2xx try time p50 / p99", `${percentile(okTimes, 50).toFixed(0)} / ${percentile(okTimes, 99).toFixed(0)} ms`],
    [
      "write (all its tries) p50 / p99 / max",
      `${percentile(writeTimes, 50).toFixed(0)} / ${percentile(writeTimes, 99).toFixed(0)} / ${Math.max(0, ...writeTimes).toFixed(0)} ms`,
    ],
    ...reckoningRows(ledger, reckoning),
  ]);
});
