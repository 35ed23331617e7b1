/**
 * Gallery reads through HTTP at catalogue scale (issue #15): the production build against a
 * Postgres holding BENCH_PAGES pages (default 1,000,000), timed with autocannon beside the app's
 * own /healthz, so the figures are what a user meets and the ratios say what the gallery costs
 * over the cheapest request the server answers.
 *
 *   npm run build && npx tsx bench/http-throughput.ts
 *
 * Knobs: BENCH_PAGES, BENCH_SECONDS (per target, default 10), BENCH_WARMUP (seconds per target
 * untimed before any is timed, default 4), BENCH_CONNECTIONS (default 10),
 * BENCH_ADMIN_URL (the Postgres server, default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_ONLY (comma-separated parts of target names: only those are timed, with /healthz around
 * each; for comparing builds quickly, e.g. BENCH_ONLY="page 1,HTML"), BENCH_PAIR_ROUNDS and
 * BENCH_PAIR_SECONDS (the goals' alternating bursts, default 8 rounds of 2 s).
 * The database `coloring_bench_http` is dropped and made again when its page count differs.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import { connectPostgres } from "~/db/client.server";
import { buildEnv, freePort } from "../tests/helpers/ports";
import { createUser } from "~/services/users.server";
import { ADMIN_URL, dbUrl, insertCatalogue, remakeDatabase } from "./lib/bench-database";

const DB = "coloring_bench_http";
const PAGES = Number(process.env.BENCH_PAGES ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Seconds each target is called, untimed, before any is timed. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 4);
const PASSWORD = "bench-password-123";
/** A regular user on the free plan: the gallery a family sees. */
const VIEWER = "viewer@bench.test";

const log = (message: string) => process.stdout.write(`${message}\n`);

// The app modules this script calls (createUser) read the environment on first use.
process.env.DATABASE_URL = dbUrl(DB);
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET ??= "bench-session-secret-0123456789";
process.env.DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "bench-http-script-"));

async function prepareDatabase() {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
  const exists = (await admin`select 1 from pg_database where datname = ${DB}`).length > 0;
  if (exists) {
    const db = postgres(dbUrl(DB), { max: 1, onnotice: () => undefined });
    const [{ n }] = await db<{ n: number }[]>`select count(*)::int as n from pages where seed_key is null`.catch(() => [{ n: -1 }]);
    // (the first-run gallery's pages, added by a start, are not counted)
    await db.end();
    if (n === PAGES) {
      await admin.end();
      log(`reusing ${DB} (${PAGES.toLocaleString("en")} pages)`);
      return;
    }
  }
  await admin.end();
  const started = Date.now();
  await remakeDatabase(DB, { email: "admin@bench.test", password: PASSWORD });
  const connection = await connectPostgres(dbUrl(DB), 1);
  await createUser({ name: "Bench viewer", email: VIEWER, password: PASSWORD, verified: true }, connection.db);
  await connection.close();
  const db = postgres(dbUrl(DB), { max: 1, onnotice: () => undefined });
  await db`select setseed(0.4242)`;
  // The catalogue's authors, the viewer and the admin own its pages.
  await insertCatalogue(
    db,
    { name: "Owner", local: "owner", domain: "bench.test" },
    () =>
      db`
      insert into pages (user_id, prompt, illustration, thumbnail, blocked, visibility, colored_count, favorited_count, trending, created_at, updated_at)
      select
        o.ids[1 + floor(power(random(), 2) * array_length(o.ids, 1))::int],
        (array['cute','happy','sleepy','giant','tiny','magic','funny','brave','spooky','smiling'])[1 + floor(random() * 10)::int] || ' ' ||
        (array['cat','dog','unicorn','dragon','dinosaur','butterfly','castle','rocket','mermaid','owl','turtle','lion','robot','princess','truck','flower'])[1 + floor(random() * 16)::int] || ' ' ||
        (array['in the forest','at the beach','in space','under the sea','on a farm','in the city','with balloons','in the snow'])[1 + floor(random() * 8)::int],
        '/files/bench/illustration-' || g || '.png',
        '/files/bench/thumbnail-' || g || '.webp',
        random() < 0.02,
        case when random() < 0.1 then 'private' else 'public' end,
        floor(power(random(), 5) * 400)::int,
        floor(power(random(), 6) * 250)::int,
        case when random() < 0.75 then 0 else floor(power(random(), 3) * 40)::int end,
        now() - random() * interval '730 days', now()
      from generate_series(1, ${PAGES}::int) g, (select array_agg(id) as ids from users where email like '%@bench.test') o`,
  );
  await db.unsafe("vacuum (analyze)");
  await db.end();
  log(`made ${DB}: ${PAGES.toLocaleString("en")} pages in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

await prepareDatabase();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const app = spawn(process.execPath, ["server-build/index.js"], {
  env: {
    ...buildEnv(port),
    DATABASE_URL: dbUrl(DB),
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "bench-http-")),
    SESSION_SECRET: "bench-session-secret-0123456789",
    ADMIN_EMAIL: "admin@bench.test",
    ADMIN_PASSWORD: PASSWORD,
    // The limits stay on, far above what the bench sends from one address.
    RATE_LIMIT_FACTOR: "100000",
    // Nothing in the background while timing.
    RUN_JOBS: "false",
    LOG_LEVEL: "error",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
try {
  for (
    let i = 0;
    !(await fetch(`${base}/healthz`)
      .then((r) => r.ok)
      .catch(() => false));
    i++
  ) {
    if (i > 240) throw new Error("the app did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // A signed-in viewer: a token for the /api door, a session cookie for the web.
  const signIn = await fetch(`${base}/api/users/sign-in`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: VIEWER, password: PASSWORD }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  const form = await fetch(`${base}/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ email: VIEWER, password: PASSWORD }),
  });
  const cookie = {
    Cookie: form.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  };
  const first = (await (await fetch(`${base}/api/pages/paginate?page=1`, { headers: auth })).json()) as { last_page: number; data: unknown[] };
  log(`gallery: ${first.data.length} cards a page, last_page ${first.last_page.toLocaleString("en")}`);

  // Page 1000, or the last page of a smaller catalogue.
  const far = Math.min(1000, first.last_page);
  const targets: { name: string; path: string; headers?: Record<string, string> }[] = [
    { name: "/healthz", path: "/healthz" },
    { name: "/api/pages/paginate page 1", path: "/api/pages/paginate?page=1", headers: auth },
    { name: `/api/pages/paginate page ${far}`, path: `/api/pages/paginate?page=${far}`, headers: auth },
    { name: "/api/pages/paginate most colored", path: "/api/pages/paginate?page=1&sort=mostColored", headers: auth },
    { name: "/api/pages/paginate search", path: "/api/pages/paginate?page=1&search=dragon", headers: auth },
    { name: "/pages/public (HTML)", path: "/pages/public", headers: cookie },
    // For scale, not a goal: the smallest screen (a form, signed out, no query of its own) is
    // the floor of what a document served through Remix costs here.
    { name: "/sign-in (HTML, signed out)", path: "/sign-in" },
    // What an audience meets first: the landing, signed out.
    { name: "/ (landing, signed out)", path: "/" },
  ];
  const only = process.env.BENCH_ONLY?.split(",").filter(Boolean);
  if (only) targets.splice(1, targets.length, ...targets.slice(1).filter((t) => only.some((part) => t.name.includes(part))));
  type Result = { name: string; rps: number; p50: number; p99: number; bytes: number; errors: number };
  const timed = async (target: (typeof targets)[number]): Promise<Result> => {
    const run = await autocannon({ url: base + target.path, headers: target.headers, connections: CONNECTIONS, duration: SECONDS });
    return {
      name: target.name,
      rps: run.requests.average,
      p50: run.latency.p50,
      p99: run.latency.p99,
      bytes: run.throughput.average / Math.max(run.requests.average, 1),
      errors: run.errors + run.non2xx,
    };
  };
  // Every path once first, so each is timed on a server whose code is warm (JIT), not just started.
  for (const target of targets) await autocannon({ url: base + target.path, headers: target.headers, connections: CONNECTIONS, duration: WARMUP });
  // /healthz is timed before and after every target, and each target is compared with the mean
  // of the two around it: a shared machine's speed drifts over a run (by a third here), and a
  // single /healthz at the start made the ratios of the last targets say as much about the drift.
  const [healthTarget, ...rest] = targets;
  const healths = [await timed(healthTarget)];
  const results: (Result & { health: number })[] = [];
  for (const target of rest) {
    const result = await timed(target);
    healths.push(await timed(healthTarget));
    results.push({ ...result, health: (healths.at(-2)!.rps + healths.at(-1)!.rps) / 2 });
  }
  const rates = healths.map((h) => h.rps);
  const mean = rates.reduce((sum, rps) => sum + rps, 0) / rates.length;
  log(`\n${PAGES.toLocaleString("en")} pages; ${CONNECTIONS} connections, ${SECONDS} s per target`);
  log(
    `/healthz, timed ${rates.length} times around the others: ${Math.min(...rates).toFixed(0)}–${Math.max(...rates).toFixed(0)} req/s (mean ${mean.toFixed(0)})`,
  );
  log(
    `${"target".padEnd(36)} ${"req/s".padStart(8)} ${"healthz".padStart(8)} ${"× healthz".padStart(10)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"bytes".padStart(8)} errors`,
  );
  for (const r of results) {
    log(
      `${r.name.padEnd(36)} ${r.rps.toFixed(0).padStart(8)} ${r.health.toFixed(0).padStart(8)} ${(r.rps / r.health).toFixed(3).padStart(10)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${r.bytes.toFixed(0).padStart(8)} ${r.errors}`,
    );
  }
  // The goals are read from a whole run, each from its two targets timed in alternating bursts
  // (BENCH_PAIR_ROUNDS rounds of BENCH_PAIR_SECONDS each, the order swapped every round): the
  // machine's speed drifts by a third over minutes, and two targets timed minutes apart compare
  // that drift as much as the targets.
  if (!only) {
    const target = (name: string) => targets.find((t) => t.name === name)!;
    const rounds = Number(process.env.BENCH_PAIR_ROUNDS ?? 8);
    const burst = Number(process.env.BENCH_PAIR_SECONDS ?? 2);
    const paired = async (a: (typeof targets)[number], b: (typeof targets)[number]) => {
      const counts = [0, 0];
      for (let round = 0; round < rounds; round++) {
        for (const i of round % 2 ? [1, 0] : [0, 1]) {
          const run = await autocannon({ url: base + [a, b][i].path, headers: [a, b][i].headers, connections: CONNECTIONS, duration: burst });
          counts[i] += run.requests.total;
        }
      }
      return counts[0] / counts[1];
    };
    const goal = (label: string, value: number, target: number) =>
      log(`${label.padEnd(44)} ${value.toFixed(3)} (goal ≥ ${target}): ${value >= target ? "met" : "NOT met"}`);
    log(`\nGoals (${rounds} rounds of ${burst} s each, alternating):`);
    goal("API page 1, × /healthz", await paired(target("/api/pages/paginate page 1"), target("/healthz")), 0.5);
    // The HTML gallery beside the smallest document: the floor of any Remix screen here is about
    // a quarter of /healthz, so the screen's own cost is read against that floor.
    goal("HTML gallery, × /sign-in", await paired(target("/pages/public (HTML)"), target("/sign-in (HTML, signed out)")), 0.5);
    goal(`page ${far} by number, × page 1`, await paired(target(`/api/pages/paginate page ${far}`), target("/api/pages/paginate page 1")), 0.5);
  }
} finally {
  app.kill("SIGTERM");
}
