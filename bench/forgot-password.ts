/**
 * Does "forgot password" tell who has an account by how long it takes? (issue #27, finding 3:
 * it took ~82 ms for a known address and ~12 ms for an unknown one, because the answer waited
 * for the mail). Against the production build (bench/e2e-app.ts: Postgres, the SMTP stand-in, the
 * mail queue), BENCH_ROUNDS requests each for a known and an unknown address, interleaved, through
 * HTTP (POST /api/users/password/forgot and the web form), with the statuses and the medians.
 *
 *   npm run build && npx tsx bench/forgot-password.ts        (BENCH_ROUNDS=150)
 */
import { startApp } from "./e2e-app";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 150);
const app = await startApp();

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** One ask, as the shells (JSON) or a browser without JavaScript (the form) send it. */
async function ask(door: "api" | "web", email: string) {
  const started = performance.now();
  const response =
    door === "api"
      ? await fetch(`${app.base}/api/users/password/forgot`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email }),
        })
      : await fetch(`${app.base}/forgot-password`, {
          method: "POST",
          redirect: "manual",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.base },
          body: new URLSearchParams({ email }),
        });
  await response.arrayBuffer();
  return { time: performance.now() - started, status: response.status };
}

try {
  const known = (await app.newUser("Olvido")).email;
  let unknownCount = 0;
  const unknown = () => `nadie-${Date.now().toString(36)}-${unknownCount++}@colorea.test`;
  for (let i = 0; i < 20; i++) await ask("api", i % 2 ? known : unknown()); // warm up
  console.log(`"Forgot password": a known and an unknown address, ${ROUNDS} asks each, interleaved, through HTTP`);
  console.log("door   address   statuses        p50       p90       max");
  for (const door of ["api", "web"] as const) {
    const times: Record<"known" | "unknown", number[]> = { known: [], unknown: [] };
    const statuses: Record<"known" | "unknown", Set<number>> = { known: new Set(), unknown: new Set() };
    for (let i = 0; i < ROUNDS; i++) {
      for (const who of i % 2 ? (["known", "unknown"] as const) : (["unknown", "known"] as const)) {
        const { time, status } = await ask(door, who === "known" ? known : unknown());
        times[who].push(time);
        statuses[who].add(status);
      }
    }
    for (const who of ["known", "unknown"] as const) {
      const sorted = times[who].sort((a, b) => a - b);
      const f = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
      console.log(
        `${door.padEnd(6)} ${who.padEnd(9)} ${[...statuses[who]].join(",").padEnd(12)} ${f(percentile(sorted, 50))} ${f(percentile(sorted, 90))} ${f(sorted.at(-1) ?? NaN)}`,
      );
    }
    const gap = percentile(times.known, 50) - percentile(times.unknown, 50);
    console.log(`${door.padEnd(6)} median difference (known - unknown): ${gap.toFixed(1)} ms`);
  }
} finally {
  await app.stop();
}
