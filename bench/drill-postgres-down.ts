/**
 * Fault drill 3 (issue #31): Postgres goes away under load and comes back. The shared Postgres
 * server cannot be restarted (others use it), so the apps reach it through a TCP proxy of the
 * drill's own; "down" cuts every connection and refuses new ones for BENCH_DOWN_SECONDS, twice.
 * Families keep reading (the gallery, their credits) and saving colourings throughout; both
 * servers' /healthz is watched. The figures: what the tries met while it was down (and how fast
 * they were answered), how soon after it was back the first try succeeded and whether anything
 * failed after that, then the reckoning of the acknowledged writes.
 *
 *   npm run build && npx tsx bench/drill-postgres-down.ts
 *
 * Knobs: BENCH_DOWN_SECONDS (8), BENCH_FAMILIES (3), BENCH_KEEP=1. Exit 0: the drill ran; 1: the
 * harness failed.
 */
import { elapsed, intEnv, log, makeFamilies, percentile, printFigures, RetryingClient, runDrill, sleep, startCluster, Tally, Traffic } from "./lib/cluster";
import { FamilyAtWork, Ledger, lineArtPng, reckon, reckoningRows, StoreReader } from "./lib/families";

const DOWN_SECONDS = intEnv("BENCH_DOWN_SECONDS", 8);
const FAMILIES = intEnv("BENCH_FAMILIES", 3);
/** Calm before the first outage, between the two, and after the last. */
const CALM_SECONDS = [10, 15, 12];
const CREDITS = { pageCreation: 50, publicPage: 50 };

type Outage = { down: number; up: number };

await runDrill("drill-postgres-down", async () => {
  const cluster = await startCluster({ drill: "postgres_down", postgresProxy: true });
  const proxy = cluster.pgProxy;
  if (!proxy) throw new Error("no proxy");
  const [owner, ...families] = await makeFamilies(cluster.db.sql, FAMILIES + 1, CREDITS);
  const traffic = new Traffic();
  const client = new RetryingClient(cluster.bases, traffic);
  const ledger = new Ledger();
  const setup = new FamilyAtWork(owner, 0, { client, ledger: new Ledger() });
  const pageId = await setup.uploadPage(await lineArtPng(), "public");
  if (!pageId) throw new Error("the page to colour could not be made");

  const outages: Outage[] = [];
  let stop = false;
  // /healthz of each server, every half second: what a load balancer would see.
  const health: { at: number; server: string; status: number }[] = [];
  const watching = (async () => {
    while (!stop) {
      for (const server of cluster.servers) {
        const status = await fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(3_000) })
          .then((r) => r.status)
          .catch(() => 0);
        health.push({ at: elapsed(), server: server.name, status });
      }
      await sleep(500);
    }
  })();
  // Each family saves (retrying until it is acknowledged) and, beside, reads every 200 ms.
  const workers = families.flatMap((family, i) => {
    const hands = new FamilyAtWork(family, i + 1, { client, ledger, deadlineMs: 120_000 });
    const saving = (async () => {
      while (!stop) await hands.saveColouring(pageId, 0);
    })();
    const reading = (async () => {
      for (let n = 0; !stop; n++) {
        const route = ["/pages/paginate?page=1", "/credits/read", "/pages/paginate?page=1&sort=popularity"][n % 3];
        // A read is not tried again: what its one try met is the figure.
        await client.call(route, { token: family.token, deadlineMs: 1 });
        await sleep(200);
      }
    })();
    return [saving, reading];
  });
  log(`${families.length} families at work; Postgres goes down twice for ${DOWN_SECONDS} s`);
  await sleep(CALM_SECONDS[0] * 1000);
  for (let n = 0; n < 2; n++) {
    const down = elapsed();
    await proxy.down();
    log("Postgres down (every connection cut, new ones refused)");
    await sleep(DOWN_SECONDS * 1000);
    await proxy.up();
    const up = elapsed();
    log("Postgres back");
    outages.push({ down, up });
    await sleep(CALM_SECONDS[n + 1] * 1000);
  }
  stop = true;
  await Promise.all([...workers, watching]);
  log("load stopped; reckoning");

  const store = new StoreReader(cluster.s3);
  const reckoning = await reckon(cluster.db.sql, store, ledger, families, CREDITS);
  store.close();

  const during = (outage: Outage) => traffic.times.filter((t) => t.at >= outage.down && t.at < outage.up);
  // Tries between this outage's end and the next one's start (a try still running when the next one began met that one).
  const after = (outage: Outage, next?: Outage) => traffic.times.filter((t) => t.at >= outage.up && (!next || t.at + t.ms / 1000 < next.down));
  const rows: [string, string | number][] = [
    ["load", `${families.length} families (colouring saves, and a read every 200 ms), 2 app servers + worker`],
    ["outages", `${outages.length} × ${DOWN_SECONDS} s (proxy down: connections cut, new ones refused)`],
    ["requests (tries)", traffic.tries.total],
    ["errors by kind", traffic.errors().toString()],
  ];
  outages.forEach((outage, i) => {
    const tries = during(outage);
    const failed = tries.filter((t) => !/^2/.test(t.outcome));
    const outcomes = new Tally();
    for (const t of tries) outcomes.add(t.outcome);
    const later = after(outage, outages[i + 1]);
    const firstOk = later.filter((t) => /^2/.test(t.outcome)).sort((a, b) => a.at + a.ms / 1000 - (b.at + b.ms / 1000))[0];
    const back = firstOk ? firstOk.at + firstOk.ms / 1000 - outage.up : NaN;
    const lateErrors = later.filter((t) => !/^2/.test(t.outcome) && t.at > outage.up + 5);
    const lateTally = new Tally();
    for (const t of lateErrors) lateTally.add(`${t.outcome} at +${(t.at - outage.up).toFixed(1)} s`);
    const healthDown = health.filter((h) => h.at >= outage.down && h.at < outage.up);
    const healthBack = cluster.servers.map((server) => {
      const firstOkHealth = health.find((h) => h.server === server.name && h.at >= outage.up && h.status === 200);
      return `${server.name} +${firstOkHealth ? (firstOkHealth.at - outage.up).toFixed(1) : "never"} s`;
    });
    rows.push(
      [`outage ${i + 1}: tries while down`, `${tries.length}: ${outcomes.toString()}`],
      [
        `outage ${i + 1}: error answer time p50 / max`,
        `${percentile(
          failed.map((t) => t.ms),
          50,
        ).toFixed(
          0,
        )} / ${Math.max(0, ...failed.map((t) => t.ms)).toFixed(0)} ms; with Retry-After ${failed.filter((t) => t.retryAfter).length} of ${failed.length}`,
      ],
      [`outage ${i + 1}: /healthz while down`, tallyOf(healthDown.map((h) => String(h.status))).toString()],
      [`outage ${i + 1}: /healthz 200 again`, healthBack.join(", ")],
      [`outage ${i + 1}: first 2xx after it was back`, Number.isNaN(back) ? "none" : `${back.toFixed(1)} s`],
      [
        `outage ${i + 1}: errors later than 5 s after`,
        lateErrors.length
          ? `${lateErrors.length}: ${lateTally
              .entries()
              .slice(0, 6)
              .map(([kind, n]) => `${kind}${n > 1 ? ` ×${n}` : ""}`)
              .join(", ")}${lateTally.entries().length > 6 ? ", …" : ""}`
          : "0",
      ],
    );
  });
  const dead = [...cluster.servers, ...(cluster.worker ? [cluster.worker] : [])].filter((proc) => !proc.alive).map((proc) => proc.name);
  rows.push(
    ["proxy: connections, trouble upstream", `${proxy.accepted}; ${proxy.upstream.toString()}`],
    ["processes that died", dead.length ? dead.join(", ") : "none"],
    ...reckoningRows(ledger, reckoning),
  );
  printFigures(`drill-postgres-down: Postgres cut off under load (${new Date().toISOString().slice(0, 10)})`, rows);
});

function tallyOf(values: string[]) {
  const tally = new Tally();
  for (const value of values) tally.add(value);
  return tally;
}
