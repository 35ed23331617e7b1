/**
 * How fast can one free account fill the disk? (issue #27, finding 13: 48 MB in 3 s, ~1 GB a
 * minute, before there was a limit). Against the production build with the real limits
 * (E2E_RATE_LIMIT_FACTOR=1: the uploads per hour and the free plan's storage as shipped), one
 * free user uploads a 1 MB photo as fast as it can through POST /api/storage/upload, until
 * the limit refuses it (or BENCH_SECONDS pass), then ten more times. It prints what was accepted,
 * how fast, what was refused and why, and what that allows an hour and in all.
 *
 *   npm run build && npx tsx bench/upload-rate.ts        (BENCH_SECONDS=180)
 */
import sharp from "sharp";
import { startApp } from "./e2e-app";

process.env.E2E_RATE_LIMIT_FACTOR = "1";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 180);
const app = await startApp();

try {
  const { token } = await app.newUser("Subidas");
  // A phone-sized photo's worth of detail: ~1 MB as a JPEG.
  const photo = await sharp({ create: { width: 1400, height: 1400, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 50 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const answers = new Map<string, number>();
  let accepted = 0;
  let firstRefusal: { after: number; status: number; code: string; retryAfter: string | null } | null = null;
  const started = performance.now();
  let refusedAfter = 0;
  let lastAccepted = started;
  while (performance.now() - started < SECONDS * 1000 && refusedAfter < 10) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "foto.jpg");
    const response = await fetch(`${app.base}/api/storage/upload`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
    const body = (await response.json()) as { code?: string };
    const label = response.status === 200 ? "200" : `${response.status} ${body.code}`;
    answers.set(label, (answers.get(label) ?? 0) + 1);
    if (response.status === 200) {
      accepted++;
      lastAccepted = performance.now();
    } else {
      firstRefusal ??= { after: accepted, status: response.status, code: body.code ?? "", retryAfter: response.headers.get("Retry-After") };
      refusedAfter++;
    }
  }
  const credits = await app.api<{ storage: { used: number; quota: number } }>("/credits/read", { method: "GET", token });
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const burst = (lastAccepted - started) / 1000;
  console.log(`One free account uploading a ${mb(photo.byteLength)} JPEG as fast as it can (before the limit: 48 MB in 3 s, ~1 GB a minute):`);
  console.log(`  answers: ${[...answers].map(([label, n]) => `${n} × ${label}`).join(", ")}`);
  console.log(
    `  accepted: ${accepted} uploads in ${burst.toFixed(1)} s (${((accepted / burst) * 60).toFixed(0)} a minute while allowed), ${mb(credits.storage.used)} stored (quota ${mb(credits.storage.quota)})`,
  );
  if (firstRefusal) {
    console.log(
      `  first refusal after ${firstRefusal.after} uploads: ${firstRefusal.status} ${firstRefusal.code}, Retry-After ${firstRefusal.retryAfter ?? "—"} s`,
    );
    console.log(
      `  sustained: at most ${firstRefusal.after} uploads an hour (${mb(credits.storage.used)} stored an hour), never past the plan's ${mb(credits.storage.quota)}; unused uploads are removed after a day`,
    );
  } else console.log(`  no refusal in ${SECONDS} s: raise BENCH_SECONDS`);
} finally {
  await app.stop();
}
