/**
 * Fault drill 4 (issue #31): Redis, where the rate limits count (REDIS_URL), stops under load.
 * The drill runs a redis-server of its own (`--save ""`), so stopping it disturbs nobody; two
 * app servers and a worker count their limits there. Families keep reading and saving colourings
 * (the broad limit) and someone keeps signing in (the sign-in limit). Redis is killed (-9: its
 * counts are gone) for BENCH_DOWN_SECONDS and started again. What records 0047 and 0102 say should
 * happen: the broad limit fails open (everything else is answered as before), the sign-in paths
 * fail closed (503 UNAVAILABLE) until Redis is back, and then the limits count in Redis again.
 *
 *   npm run build && npx tsx bench/drill-redis-down.ts        (needs redis-server: apt-get install -y redis-server)
 *
 * Knobs: BENCH_DOWN_SECONDS (10), BENCH_FAMILIES (3), BENCH_KEEP=1. Exit 0: the drill ran; 1: the
 * harness failed.
 */
import { hashPassword } from "~/infra/crypto.server";
import { elapsed, intEnv, log, makeFamilies, percentile, printFigures, RetryingClient, runDrill, sleep, startCluster, Tally, Traffic } from "./lib/cluster";
import { FamilyAtWork, Ledger, lineArtPng, reckon, reckoningRows, StoreReader } from "./lib/families";

const DOWN_SECONDS = intEnv("BENCH_DOWN_SECONDS", 10);
const FAMILIES = intEnv("BENCH_FAMILIES", 3);
const CALM_SECONDS = [10, 20];
const CREDITS = { pageCreation: 50, publicPage: 50 };
const PASSWORD = "colores-seguros-1";

await runDrill("drill-redis-down", async () => {
  // The limits as shipped, ten times over: every client of the drill is 127.0.0.1.
  const cluster = await startCluster({ drill: "redis_down", redis: true, rateLimitFactor: 10 });
  const redis = cluster.redis;
  if (!redis) throw new Error("no redis");
  const { sql } = cluster.db;
  const [owner, signer, ...families] = await makeFamilies(sql, FAMILIES + 2, CREDITS);
  await sql`update users set password_hash = ${await hashPassword(PASSWORD)} where id = ${signer.id}`;
  const traffic = new Traffic();
  const client = new RetryingClient(cluster.bases, traffic);
  const ledger = new Ledger();
  const pageId = await new FamilyAtWork(owner, 0, { client, ledger: new Ledger() }).uploadPage(await lineArtPng(), "public");
  if (!pageId) throw new Error("the page to colour could not be made");

  let stop = false;
  const work = families.flatMap((family, i) => {
    const hands = new FamilyAtWork(family, i + 1, { client, ledger, deadlineMs: 60_000 });
    return [
      (async () => {
        while (!stop) await hands.saveColouring(pageId, 0);
      })(),
      (async () => {
        for (let n = 0; !stop; n++) {
          await client.call(n % 2 ? "/credits/read" : "/pages/paginate?page=1", { token: family.token, deadlineMs: 1 });
          await sleep(200);
        }
      })(),
    ];
  });
  // Someone signing in every half second, one try each (a wrong password every other time).
  const signIns: { at: number; outcome: string; ms: number; retryAfter: boolean }[] = [];
  const signing = (async () => {
    const signInTraffic = new Traffic();
    const signInClient = new RetryingClient(cluster.bases, signInTraffic);
    for (let n = 0; !stop; n++) {
      const at = elapsed();
      const answer = await signInClient.call("/users/sign-in", { json: { email: signer.email, password: n % 2 ? PASSWORD : "no-es-esta" }, deadlineMs: 1 });
      const code = (answer.body as { code?: string } | null)?.code;
      signIns.push({ at, outcome: `${answer.status}${code ? ` ${code}` : ""}`, ms: answer.ms, retryAfter: answer.headers.has("Retry-After") });
      await sleep(500);
    }
  })();

  await sleep(CALM_SECONDS[0] * 1000);
  const keysBefore = (await redis.command("DBSIZE")).trim();
  await redis.kill9();
  const down = elapsed();
  log(`redis-server killed (-9; it held ${keysBefore.replace(":", "")} keys)`);
  await sleep(DOWN_SECONDS * 1000);
  await redis.up();
  const up = elapsed();
  log("redis-server started again (empty)");
  await sleep(CALM_SECONDS[1] * 1000);
  stop = true;
  await Promise.all([...work, signing]);
  const keysAfter = (await redis.command("KEYS", "ip:*")).split("\r\n").filter((line) => line.startsWith("ip:"));
  log("load stopped; reckoning");

  const store = new StoreReader(cluster.s3);
  const reckoning = await reckon(sql, store, ledger, families, CREDITS);
  store.close();

  const tallyOf = (items: { outcome: string }[]) => {
    const tally = new Tally();
    for (const item of items) tally.add(item.outcome);
    return tally.toString();
  };
  const phase = <T extends { at: number }>(items: T[], from: number, to: number) => items.filter((item) => item.at >= from && item.at < to);
  const whileDown = phase(traffic.times, down, up);
  const reads = traffic.times.filter((t) => t.route !== "/coloreds/upsert" && t.route !== "/storage/upload");
  const saves = traffic.times.filter((t) => t.route === "/coloreds/upsert");
  const timesOf = (items: { ms: number }[]) =>
    `${percentile(
      items.map((t) => t.ms),
      50,
    ).toFixed(0)} / ${Math.max(0, ...items.map((t) => t.ms)).toFixed(0)} ms (${items.length})`;
  const signInsDown = phase(signIns, down, up);
  const firstSignInBack = signIns.find((s) => s.at >= up && /^(200|401)/.test(s.outcome));
  const signInsAfter = phase(signIns, up, Number.POSITIVE_INFINITY);
  const dead = [...cluster.servers, ...(cluster.worker ? [cluster.worker] : [])].filter((proc) => !proc.alive).map((proc) => proc.name);
  const failedDown = signInsDown.filter((s) => !/^(200|401)/.test(s.outcome));
  printFigures(`drill-redis-down: Redis killed under load (${new Date().toISOString().slice(0, 10)})`, [
    ["load", `${families.length} families (colouring saves, a read every 200 ms), a sign-in every 500 ms; 2 app servers + worker; RATE_LIMIT_FACTOR=10`],
    ["outage", `redis-server killed (-9) for ${DOWN_SECONDS} s, started again empty`],
    ["requests (tries, sign-ins apart)", traffic.tries.total],
    ["errors by kind", traffic.errors().toString()],
    ["tries while down", `${whileDown.length}: ${tallyOf(whileDown)}`],
    ["reads p50 / max: before, down, after", [phase(reads, 0, down), phase(reads, down, up), phase(reads, up, Infinity)].map(timesOf).join("; ")],
    ["saves p50 / max: before, down, after", [phase(saves, 0, down), phase(saves, down, up), phase(saves, up, Infinity)].map(timesOf).join("; ")],
    ["sign-ins before", tallyOf(phase(signIns, 0, down))],
    [
      "sign-ins while down",
      `${signInsDown.length}: ${tallyOf(signInsDown)}; Retry-After on ${failedDown.filter((s) => s.retryAfter).length} of ${failedDown.length}; max ${Math.max(0, ...signInsDown.map((s) => s.ms)).toFixed(0)} ms`,
    ],
    ["sign-ins after", tallyOf(signInsAfter)],
    ["first sign-in answered after", firstSignInBack ? `${(firstSignInBack.at - up).toFixed(1)} s` : "none"],
    [
      "limits counting in Redis again",
      `${keysAfter.length} keys (${keysAfter
        .map((key) => key.split(":").slice(0, 2).join(":"))
        .filter((v, i, all) => all.indexOf(v) === i)
        .join(", ")})`,
    ],
    ["processes that died", dead.length ? dead.join(", ") : "none"],
    ...reckoningRows(ledger, reckoning),
  ]);
});
