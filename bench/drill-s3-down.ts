/**
 * Fault drill 5 (issue #31): the S3 store stops under load, then hangs. Two app servers and a
 * worker keep their files in the S3 stand-in; families keep saving colourings, making pages
 * (AI and uploads) and reading. The store is stopped (its port refuses) for BENCH_DOWN_SECONDS,
 * started again, then made to hang (its port takes connections and never answers) as long, and
 * started again. What record 0147 says should happen: every call that stores or reads a file
 * answers 503 STORAGE_UNAVAILABLE with Retry-After within seconds (a hanging store within two
 * tries of five seconds' silence), spends no credit and leaves no row naming a file the store
 * does not hold; calls that touch no file go on as before; once the store is back everything
 * works again. The families' clients retry a 503 with the same Idempotency-Key (after its
 * Retry-After) until a minute has passed, as a shell should: what they asked for during the
 * outage is made once the store is back, once.
 *
 *   npm run build && npx tsx bench/drill-s3-down.ts
 *
 * Knobs: BENCH_DOWN_SECONDS (10), BENCH_FAMILIES (3), BENCH_KEEP=1. Exit 0: the drill ran; 1: the
 * harness failed.
 */
import { elapsed, intEnv, log, makeFamilies, percentile, printFigures, RetryingClient, runDrill, sleep, startCluster, Tally, Traffic } from "./lib/cluster";
import { FamilyAtWork, Ledger, lineArtPng, reckon, reckoningRows, StoreReader } from "./lib/families";

const DOWN_SECONDS = intEnv("BENCH_DOWN_SECONDS", 10);
const FAMILIES = intEnv("BENCH_FAMILIES", 3);
const CALM_SECONDS = 10;
const CREDITS = { pageCreation: 100, publicPage: 100 };

await runDrill("drill-s3-down", async () => {
  const cluster = await startCluster({ drill: "s3_down" });
  const { sql } = cluster.db;
  const [owner, ...families] = await makeFamilies(sql, FAMILIES + 1, CREDITS);
  const traffic = new Traffic();
  const client = new RetryingClient(cluster.bases, traffic);
  const ledger = new Ledger();
  const pageId = await new FamilyAtWork(owner, 0, { client, ledger: new Ledger() }).uploadPage(await lineArtPng(), "public");
  if (!pageId) throw new Error("the page to colour could not be made");
  const lineArt = await lineArtPng();

  let stop = false;
  // A refusal that says the store is out of reach, if a call is still refused so after its minute of retries.
  const storeRefusal = (status: number, code: string | undefined) => status === 503 && code === "STORAGE_UNAVAILABLE";
  const work = families.flatMap((family, i) => {
    const hands = new FamilyAtWork(family, i + 1, { client, ledger, expected: storeRefusal, deadlineMs: 60_000 });
    const loop = (step: () => Promise<unknown>, pause: number) =>
      (async () => {
        while (!stop) {
          await step();
          await sleep(pause);
        }
      })();
    return [
      loop(() => hands.saveColouring(pageId, 0), 100),
      loop(() => (i % 2 ? hands.createPage() : hands.uploadPage(lineArt)), 500),
      loop(() => client.call("/pages/paginate?page=1", { token: family.token, deadlineMs: 1 }), 200),
    ];
  });

  const phases: { name: string; from: number; to: number }[] = [];
  const phase = async (name: string, seconds: number, begin: () => Promise<void> = async () => {}) => {
    await begin();
    const from = elapsed();
    log(name);
    await sleep(seconds * 1000);
    phases.push({ name, from, to: elapsed() });
  };
  await phase("calm", CALM_SECONDS);
  await phase(`store stopped (port refuses) for ${DOWN_SECONDS} s`, DOWN_SECONDS, () => cluster.s3.down());
  await phase("store back", CALM_SECONDS, () => cluster.s3.up());
  await phase(`store hanging (connections taken, never answered) for ${DOWN_SECONDS} s`, DOWN_SECONDS, () => cluster.s3.hang());
  await phase("store back", CALM_SECONDS, () => cluster.s3.up());
  stop = true;
  await Promise.all(work);
  log("load stopped; reckoning");
  const store = new StoreReader(cluster.s3);
  const reckoning = await reckon(sql, store, ledger, families, CREDITS);
  // Files in the store that no row names: a page or colouring refused half-way whose clean-up
  // could not reach the store (its removal is queued and tried again until the store is back).
  const unnamedFiles = async () => {
    const named = new Set<string>();
    const rows = await sql<{ url: string }[]>`
      select unnest(array[illustration, thumbnail, region_map]) as url from pages
      union all select unnest(array[photo, preview, thumbnail]) from coloreds`;
    for (const { url } of rows) {
      const key = store.keyOf(url);
      if (key) named.add(key);
    }
    return [...(await store.keys())].filter((key) => /^(pages|private-pages|coloreds)\//.test(key) && !named.has(key));
  };
  const unnamedAtEnd = await unnamedFiles();
  const cleaning = elapsed();
  let unnamed = unnamedAtEnd;
  while (unnamed.length > 0 && elapsed() - cleaning < 90) {
    await sleep(2_000);
    unnamed = await unnamedFiles();
  }
  const cleanedIn = elapsed() - cleaning;
  store.close();

  // Each phase's tries: outcome tally and times (for the file calls and the reads apart).
  const fileRoutes = new Set(["/storage/upload", "/coloreds/upsert", "/pages/create", "/pages/upload"]);
  const rowsOfPhase = phases.map(({ name, from, to }) => {
    const within = traffic.times.filter((t) => t.at >= from && t.at < to);
    return { name, within };
  });
  const tallyOf = (items: { outcome: string }[]) => {
    const tally = new Tally();
    for (const item of items) tally.add(item.outcome);
    return tally.toString();
  };
  const timesOf = (items: { ms: number }[]) =>
    items.length
      ? `${percentile(
          items.map((t) => t.ms),
          50,
        ).toFixed(0)} / ${Math.max(...items.map((t) => t.ms)).toFixed(0)} ms`
      : "—";
  const refusedWithRetryAfter = traffic.times.filter((t) => t.outcome === "503 STORAGE_UNAVAILABLE");
  const dead = [...cluster.servers, ...(cluster.worker ? [cluster.worker] : [])].filter((proc) => !proc.alive).map((proc) => proc.name);
  printFigures(`drill-s3-down: the S3 store stopped, then hanging, under load (${new Date().toISOString().slice(0, 10)})`, [
    ["load", `${families.length} families: colouring saves, pages (AI and uploads), a gallery read every 200 ms; 2 app servers + worker`],
    ["outages", `store stopped ${DOWN_SECONDS} s, back ${CALM_SECONDS} s, hanging ${DOWN_SECONDS} s, back ${CALM_SECONDS} s`],
    ["requests (tries)", traffic.tries.total],
    ["errors by kind", traffic.errors().toString()],
    ...rowsOfPhase.flatMap(({ name, within }) => {
      const files = within.filter((t) => fileRoutes.has(t.route));
      const reads = within.filter((t) => !fileRoutes.has(t.route));
      return [
        [`${name}: file calls`, `${files.length}: ${tallyOf(files)}; p50 / max ${timesOf(files)}`],
        [`${name}: gallery reads`, `${reads.length}: ${tallyOf(reads)}; p50 / max ${timesOf(reads)}`],
      ] as [string, string][];
    }),
    ["503 STORAGE_UNAVAILABLE with Retry-After", `${refusedWithRetryAfter.filter((t) => t.retryAfter).length} of ${refusedWithRetryAfter.length}`],
    [
      "files in the store no row names",
      `${unnamedAtEnd.length} when the load stopped; ${unnamed.length} ${unnamed.length ? `still after ${cleanedIn.toFixed(0)} s: ${unnamed.slice(0, 3).join(", ")}` : `after ${cleanedIn.toFixed(0)} s (their removals, queued, done)`}`,
    ],
    ["processes that died", dead.length ? dead.join(", ") : "none"],
    ...reckoningRows(ledger, reckoning),
  ]);
});
