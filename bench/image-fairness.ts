/**
 * Does one person's flood of image work stall everyone else's? (issue #27). Against the
 * production build (bench/e2e-app.ts: Postgres, stand-ins; one image thread on a 2-core host),
 * another user's PDF (GET /api/coloreds/{id}/pdf) is timed with the server idle, then right after
 * one user sends a burst of FLOOD PDF requests at once (20, then 30), BENCH_ROUNDS times each.
 * Three pairs: both users printing an unpainted page (the same task each), both a painted one (a
 * 300 dpi paint layer: the heaviest PDF), and the other's unpainted page behind a painted flood.
 * It prints the other's PDF times, p50 and max, and how the flooder's requests were answered.
 *
 *   npm run build && npx tsx bench/image-fairness.ts        (BENCH_ROUNDS=10)
 */
import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import sharp from "sharp";
import { ROOT, startApp } from "./e2e-app";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const FLOODS = [20, 30];

const app = await startApp();
const { E2E } = await import("../tests/e2e/config");
const { insertPages, setPlan } = await import("../tests/e2e/fixtures");
const { databaseUrl } = await import("../tests/helpers/database");
const sql = postgres(databaseUrl(E2E.database), { max: 2, onnotice: () => {} });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(9);
const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time));

/** A paint layer (soft colour across the middle), stored where a colouring's paint is. */
async function paintUrl() {
  const key = "pages/0/bench-fairness-paint.png";
  const file = path.join(ROOT, E2E.dataDir, "uploads", key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect x="150" y="300" width="724" height="420" fill="#fbbf24"/><circle cx="512" cy="512" r="180" fill="#60a5fa"/></svg>`;
  const png = await sharp({ create: { width: 1024, height: 1024, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toBuffer();
  fs.writeFileSync(file, png);
  return `/files/${key}`;
}

type Printer = { token: string; blank: number; painted: number };

/** A paid user with two pages: one unpainted, one painted by them. */
async function printer(name: string, paint: string): Promise<Printer> {
  const user = await app.newUser(name);
  await setPlan(user.email, "starter");
  const [blank, painted] = await insertPages(user.email, [{ prompt: `${name} sin pintar` }, { prompt: `${name} pintada` }]);
  const [{ id }] = await sql`select id from users where email = ${user.email}`;
  await sql`insert into coloreds (user_id, page_id, photo) values (${id}, ${painted}, ${paint})`;
  return { token: user.token, blank, painted };
}

/** One PDF: its time, and its status. */
async function pdf(who: Printer, pageId: number) {
  const started = performance.now();
  const response = await fetch(`${app.base}/api/coloreds/${pageId}/pdf?paper=a4`, { headers: { Authorization: `Bearer ${who.token}` } });
  const body = await response.arrayBuffer();
  if (response.status !== 200 && response.status !== 429) throw new Error(`PDF → ${response.status}: ${Buffer.from(body).toString().slice(0, 200)}`);
  return { time: performance.now() - started, status: response.status };
}

try {
  const paint = await paintUrl();
  const flooder = await printer("Inundador", paint);
  const other = await printer("Otra", paint);
  // Trace every page once (kept), and warm the routes up.
  for (const who of [flooder, other]) for (const page of [who.blank, who.painted]) for (let i = 0; i < 10; i++) await pdf(who, page);

  const pairs = [
    { label: "unpainted, flood unpainted", theirs: (who: Printer) => who.blank, flood: (who: Printer) => who.blank },
    { label: "painted, flood painted", theirs: (who: Printer) => who.painted, flood: (who: Printer) => who.painted },
    { label: "unpainted, flood painted", theirs: (who: Printer) => who.blank, flood: (who: Printer) => who.painted },
  ];
  console.log(`Another user's PDF (A4), idle and right after one user sends a burst of PDF requests; ${ROUNDS} rounds each`);
  for (const pair of pairs) {
    const idle: number[] = [];
    for (let i = 0; i < ROUNDS * 2; i++) idle.push((await pdf(other, pair.theirs(other))).time);
    idle.sort((a, b) => a - b);
    const idleP50 = percentile(idle, 50);
    console.log(`\n${pair.label}: idle p50 ${ms(idleP50)}  max ${ms(idle.at(-1) as number)}`);
    for (const flood of FLOODS) {
      const times: number[] = [];
      let made = 0;
      let busy = 0;
      let floodMs = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const started = performance.now();
        const burst = Promise.all(Array.from({ length: flood }, () => pdf(flooder, pair.flood(flooder))));
        // The other user asks just after the burst arrived.
        await sleep(30);
        times.push((await pdf(other, pair.theirs(other))).time);
        const answers = await burst;
        floodMs = Math.max(floodMs, performance.now() - started);
        made += answers.filter((answer) => answer.status === 200).length;
        busy += answers.filter((answer) => answer.status === 429).length;
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 50);
      console.log(
        `  flood of ${String(flood).padStart(2)}: p50 ${ms(p50)}  max ${ms(times.at(-1) as number)}  (${(p50 / idleP50).toFixed(1)}× idle p50)   flood: ${made} made, ${busy} refused as busy (429), a burst done in ${ms(floodMs)}`,
      );
    }
  }
} finally {
  await sql.end();
  await app.stop();
}
