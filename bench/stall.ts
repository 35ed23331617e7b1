/**
 * Does image work stall everyone else? (issue #15, "no request waits for another's image
 * work"). Against the production build (bench/e2e-app.ts: Postgres, stand-ins), it times
 * GET /healthz and GET /api/pages/paginate one after another for a while with the server
 * idle, then again while four users each turn photos into line art (GET
 * /api/pages/photo/preview, a new photo or detail each time, so nothing comes from the
 * cache), and prints p50 / p99 / max of both, and how many previews were made.
 *
 *   npm run build && npx tsx bench/stall.ts        (BENCH_SECONDS=15 per phase)
 */
import fs from "node:fs";
import path from "node:path";
import { ROOT, startApp } from "./e2e-app";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const USERS = 4;
const PHOTOS = path.join(ROOT, "tests/fixtures/photos");

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function describe(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(7);
  return `${label.padEnd(34)} n=${String(sorted.length).padStart(5)}  p50 ${f(percentile(sorted, 50))} ms  p99 ${f(percentile(sorted, 99))} ms  max ${f(sorted.at(-1) ?? NaN)} ms`;
}

/** Times `url` one request after another until `until`. */
async function probe(url: string, until: number, headers: Record<string, string> = {}) {
  const times: number[] = [];
  while (Date.now() < until) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} → ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

const app = await startApp();
try {
  const photos = fs.readdirSync(PHOTOS).filter((name) => /\.(jpe?g|png|webp)$/i.test(name));
  const users = await Promise.all(Array.from({ length: USERS }, (_, i) => app.newUser(`Stall ${i + 1}`)));
  // Each user uploads every photo once; previews then walk photo × detail, never the same twice.
  const uploads = await Promise.all(
    users.map(async (user) => {
      const urls: string[] = [];
      for (const name of photos) {
        const form = new FormData();
        form.set("file", new Blob([fs.readFileSync(path.join(PHOTOS, name))]), name);
        form.set("extensions", "jpg,jpeg,png,webp");
        urls.push((await app.api<{ url: string }>("/storage/upload", { token: user.token, body: form })).url);
      }
      return urls;
    }),
  );
  const viewer = { Authorization: `Bearer ${users[0].token}` };
  const gallery = `${app.base}/api/pages/paginate?page=1`;

  // Warm up both routes (first requests compile, fill caches).
  await probe(`${app.base}/healthz`, Date.now() + 1000);
  await probe(gallery, Date.now() + 1000, viewer);

  const idleHealth = await probe(`${app.base}/healthz`, Date.now() + SECONDS * 1000);
  const idleGallery = await probe(gallery, Date.now() + SECONDS * 1000, viewer);

  let previews = 0;
  let busy = 0;
  const previewTimes: number[] = [];
  let stop = false;
  const converting = users.map(async (user, u) => {
    for (let i = 0; !stop; i++) {
      const photo = uploads[u][i % photos.length];
      const detail = 1 + (Math.floor(i / photos.length) % 5);
      const started = performance.now();
      const response = await fetch(`${app.base}/api/pages/photo/preview?${new URLSearchParams({ photo, detail: String(detail) })}`, {
        headers: { Authorization: `Bearer ${user.token}` },
      });
      await response.arrayBuffer();
      if (response.status === 429) busy++;
      else if (!response.ok) throw new Error(`preview → ${response.status}`);
      else {
        previews++;
        previewTimes.push(performance.now() - started);
      }
    }
  });
  // Let the conversions get going, then time the others while they run.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const loadedHealth = await probe(`${app.base}/healthz`, Date.now() + SECONDS * 1000);
  const loadedGallery = await probe(gallery, Date.now() + SECONDS * 1000, viewer);
  stop = true;
  await Promise.all(converting);

  console.log(`${USERS} users converting photos (previews at detail 1..5, none cached); ${SECONDS} s per phase`);
  console.log(describe("/healthz, idle", idleHealth));
  console.log(describe("/healthz, while converting", loadedHealth));
  console.log(describe("/api/pages/paginate, idle", idleGallery));
  console.log(describe("/api/pages/paginate, while converting", loadedGallery));
  console.log(describe("photo previews (each)", previewTimes));
  console.log(`previews made: ${previews}; refused as busy: ${busy}`);
  if (process.env.BENCH_VERBOSE) console.log("preview times in order:", previewTimes.map((ms) => Math.round(ms)).join(" "));
} finally {
  await app.stop();
}
