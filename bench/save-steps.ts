/**
 * What one colouring save costs the server (issue #41 part 5, record 0153): whole saves through
 * each door, one at a time, timed in wall-clock and in this process's CPU (every thread: sharp's
 * and libuv's too, as /proc counts a server), then the image steps of a save one by one.
 *
 *   npx tsx bench/save-steps.ts
 *
 * In-process, no HTTP server: the /api door through its two route actions (a multipart upload
 * and the upsert, with a Bearer token and an Idempotency-Key, as a shell saves), then the services
 * they call (storeUpload and upsertColored; saveColoring with the whole layer or a patch, as the
 * colour screen does), on Postgres (a database `coloring_save_steps`, made again on every run) and
 * a temporary DATA_DIR. The paint layers are bench/evening.ts's (1024×1024, 32–43 % painted); the
 * pages' line art is the evening bench's simple drawing and two of the first-run gallery's
 * (castle, mandala-flowers), saved in turn, so after the first round each page's line art is kept.
 *
 * Another commit's figures: copy this file into its tree (git archive into a directory, with
 * node_modules linked) and run it there with BENCH_STEPS=0 (its image steps are this commit's).
 *
 * Knobs: BENCH_SAVES (saves timed per door, default 30, after 6 untimed), BENCH_STEPS=0 (whole
 * saves only: what another commit's code can run, for a before and after), BENCH_ADMIN_URL (the
 * Postgres server, default postgres://postgres@127.0.0.1:5432/postgres).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import sharp from "sharp";
import { dbUrl, remakeDatabase } from "./lib/bench-database";
import { paintLayer } from "./lib/paint-layers";

const DB = "coloring_save_steps";
const SAVES = Number(process.env.BENCH_SAVES ?? 30);
const WARMUP = 6;
const SIZE = 1024;

// The app's clients read the environment on first use: set before any app module is imported.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-save-steps-"));
process.env.DATABASE_URL = dbUrl(DB);
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = "silent";
process.env.RATE_LIMIT_FACTOR = "100000";
process.env.SESSION_SECRET ??= crypto.randomBytes(24).toString("base64url");

const { closeDb } = await import("~/db/client.server");
const { svgToLineArt } = await import("~/services/page-creation.server");
const { SEED_PAGES } = await import("~/seed-pages");
const { putObject, newKey } = await import("~/services/storage/backends.server");
const { parseUploadRules } = await import("~/services/storage/rules.server");
const { storeUpload } = await import("~/services/storage/uploads.server");
const save = await import("~/services/coloring-save.server");
const { lineArtPng } = await import("./lib/families");

const log = (line = "") => process.stdout.write(`${line}\n`);
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

// --- the database and the family ------------------------------------------------------------------

async function prepare(lineArts: Buffer[]) {
  await remakeDatabase(DB, { email: "admin@save-steps.test", password: "save-steps-password" });
  const sql = postgres(dbUrl(DB), { max: 1, onnotice: () => undefined });
  try {
    const [family] = await sql<{ id: number; name: string; email: string }[]>`
      insert into users (name, email, plan_id, email_verified_at)
      values ('Familia', 'familia@save-steps.test', (select id from plans where name = 'starter'), now())
      returning id, name, email`;
    const pages: number[] = [];
    for (const lineArt of lineArts) {
      // The family's own private pages, their line art where an upload's page keeps it.
      const illustration = await putObject(newKey("private-pages", family.id, "png"), lineArt, "image/png");
      const [{ id }] = await sql<{ id: number }[]>`
        insert into pages (user_id, prompt, illustration, thumbnail, visibility, source)
        values (${family.id}, 'Dibujo', ${illustration}, ${illustration}, 'private', 'upload') returning id`;
      pages.push(id);
    }
    return { viewer: { id: family.id, admin: false, name: family.name, email: family.email, photo: "" }, pages };
  } finally {
    await sql.end();
  }
}

// --- whole saves ----------------------------------------------------------------------------------

type Viewer = Awaited<ReturnType<typeof prepare>>["viewer"];
/** A door: what its client sends (made before the clock starts), and the save. */
type Door = {
  name: string;
  send?: (layer: Buffer, n: number) => Promise<Buffer>;
  run: (viewer: Viewer, pageId: number, sent: Buffer, version: number, n: number) => Promise<unknown>;
};

/** A patch's corner, a different one each save. */
const corner = (n: number) => ({ x: (n * 97) % (SIZE - 256), y: (n * 211) % (SIZE - 256) });

const paintRules = parseUploadRules({ dimensions: save.PAINT_DIMENSIONS });

/** The /api door through its two routes, as a shell sends a save: a multipart upload, then the upsert, each with a Bearer token and an Idempotency-Key. */
async function routeSave(token: string, pageId: number, layer: Buffer, version: number) {
  const { action: upload } = await import("~/routes/api+/storage.upload");
  const { action: upsert } = await import("~/routes/api+/coloreds.upsert");
  const context = { cspNonce: "", requestId: "bench" };
  const auth = { Authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(layer)], { type: "image/png" }), "paint.png");
  form.append("extensions", "png");
  form.append("dimensions", save.PAINT_DIMENSIONS);
  const uploaded = await upload({
    request: new Request("http://localhost/api/storage/upload", { method: "POST", headers: { ...auth, "Idempotency-Key": crypto.randomUUID() }, body: form }),
    params: {},
    context,
  } as never);
  const { url } = (await uploaded.json()) as { url: string };
  const upserted = await upsert({
    request: new Request("http://localhost/api/coloreds/upsert", {
      method: "PATCH",
      headers: { ...auth, "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
      body: JSON.stringify({ pageId, photo: url, version }),
    }),
    params: {},
    context,
  } as never);
  if (upserted.status !== 200) throw new Error(`upsert: ${upserted.status} ${await upserted.text()}`);
}

let apiToken = "";

const DOORS: Door[] = [
  {
    name: "/api through its routes: multipart upload + upsert, token, Idempotency-Key",
    run: (_viewer, pageId, layer, version) => routeSave(apiToken, pageId, layer, version),
  },
  {
    name: "/api: upload + upsert",
    run: async (viewer, pageId, layer, version) => {
      const { url } = await storeUpload(viewer.id, { name: "paint.png", data: layer }, paintRules);
      return save.upsertColored(viewer, { pageId, photo: url, version });
    },
  },
  {
    name: "/api: the upload alone",
    run: (viewer, _pageId, layer) => storeUpload(viewer.id, { name: "paint.png", data: layer }, paintRules),
  },
  {
    name: "screen: the whole layer",
    run: (viewer, pageId, layer, version, n) => save.saveColoring(viewer, { pageId, paint: { kind: "layer", data: layer }, version, saveId: `bench:${n}` }),
  },
  {
    name: "screen: a 256×256 patch",
    send: (layer, n) =>
      sharp(layer)
        .extract({ left: corner(n).x, top: corner(n).y, width: 256, height: 256 })
        .png()
        .toBuffer(),
    run: (viewer, pageId, patch, version, n) =>
      save.saveColoring(viewer, { pageId, paint: { kind: "patch", data: patch, ...corner(n) }, version, saveId: `bench:${n}` }),
  },
];

async function wholeSaves(viewer: Viewer, pages: number[], layers: Buffer[]) {
  const versions = new Map<number, number>();
  const { readColored } = await import("~/services/coloreds.server");
  log(`Whole saves, one at a time (${SAVES} timed per door after ${WARMUP} untimed; pages in turn, layers in turn):`);
  log("| door | wall p50 | wall mean | CPU p50 | CPU mean |");
  log("| --- | ---: | ---: | ---: | ---: |");
  for (const door of DOORS) {
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let n = 0; n < WARMUP + SAVES; n++) {
      const pageId = pages[n % pages.length];
      const version = versions.get(pageId) ?? (await readColored(viewer.id, pageId).catch(() => null))?.version ?? 0;
      const layer = layers[n % layers.length];
      const sent = door.send ? await door.send(layer, n) : layer;
      const [startCpu, startWall] = [cpuMs(), performance.now()];
      await door.run(viewer, pageId, sent, version, n);
      const [endWall, endCpu] = [performance.now(), cpuMs()];
      if (!door.name.includes("alone")) versions.set(pageId, version + 1);
      if (n < WARMUP) continue;
      wall.push(endWall - startWall);
      cpu.push(endCpu - startCpu);
    }
    log(`| ${door.name} | ${median(wall).toFixed(1)} ms | ${mean(wall).toFixed(1)} ms | ${median(cpu).toFixed(1)} ms | ${mean(cpu).toFixed(1)} ms |`);
  }
}

// --- the image steps of a save ---------------------------------------------------------------------

/**
 * Each image step of a save alone, on one layer and one page's line art, in this process's CPU:
 * the steps as the save makes them now, then the sharp calls it made before record 0153 (the same
 * options as that code), for the figures side by side.
 */
async function imageSteps(layers: Buffer[], lineArts: Buffer[]) {
  const images = await import("~/services/storage/images.server");
  const pictures = await import("~/services/storage/coloring-images.server");
  const runs = Math.max(10, Math.round(SAVES / 2));
  const rows: [string, number, number, string][] = [];
  async function step<T>(name: string, run: (n: number) => Promise<T> | T, size?: (out: T) => number) {
    const cpu: number[] = [];
    let out: T | undefined;
    for (let n = -2; n < runs; n++) {
      const start = cpuMs();
      out = await run(n);
      if (n >= 0) cpu.push(cpuMs() - start);
    }
    const bytes = out !== undefined && size ? `${(size(out) / 1024).toFixed(0)} kB` : "";
    rows.push([name, median(cpu), mean(cpu), bytes]);
    return out as T;
  }
  const length = (out: Buffer) => out.length;
  const layerOf = (n: number) => layers[((n % layers.length) + layers.length) % layers.length];
  const rules = save.PAINT_RULES;

  // Now.
  await step(
    "upload: check, decode, PNG encode (processImage)",
    (n) => images.processImage(layerOf(n), rules, "paint.png"),
    (out) => out.data.length,
  );
  await step("upsert: the stored upload's header (checkImage)", (n) => images.checkImage(layerOf(n), rules, "paint.png"));
  const paints = await Promise.all(layers.map((layer) => images.decodeRgba(layer)));
  await step("upsert: its pixels (decodeRgba)", (n) => images.decodeRgba(layerOf(n)));
  const lineArt = await step("line art, a page's first save here: decode, flatten, fit (lineArtPixels)", () => pictures.lineArtPixels(lineArts[1]));
  await step("line art, later saves: kept (keptLineArt)", () => lineArt);
  const paintPixels = (n: number) => ({ data: paints[((n % paints.length) + paints.length) % paints.length].data, channels: 4 as const });
  const composite = await step("composite, in JS on the event loop (composePixels)", (n) => pictures.composePixels(paintPixels(n), lineArt));
  await step(`composite's PNG, zlib level ${pictures.PREVIEW_PNG.compressionLevel} (previewPng)`, () => pictures.previewPng(composite), length);
  await step(`thumbnail from the pixels, WebP effort ${pictures.THUMBNAIL_WEBP.effort} (thumbnailOf)`, () => pictures.thumbnailOf(composite), length);
  await step("screen door: the layer's PNG from its pixels (paintPng)", (n) => pictures.paintPng(paintPixels(n)), length);

  // Before record 0153: what the same save did, with the options it used.
  await step(
    "before: upsert decoded and re-encoded the upload again (processImage)",
    (n) => images.processImage(layerOf(n), rules, "paint.png"),
    (out) => out.data.length,
  );
  const oldLineArt = await step(
    "before: line art flattened, fitted and PNG-encoded, every save",
    () =>
      sharp(lineArts[1])
        .flatten({ background: "#ffffff" })
        .resize(SIZE, SIZE, { fit: "contain", background: "#ffffff" })
        .toColourspace("srgb")
        .png()
        .toBuffer(),
    length,
  );
  const oldPreview = await step(
    "before: composite in libvips and its PNG, zlib level 6",
    (n) =>
      sharp({ create: { width: SIZE, height: SIZE, channels: 3, background: "#ffffff" } })
        .composite([{ input: layerOf(n) }, { input: oldLineArt, blend: "multiply" }])
        .removeAlpha()
        .png()
        .toBuffer(),
    length,
  );
  await step("before:   of which the composite alone (to raw pixels)", (n) =>
    sharp({ create: { width: SIZE, height: SIZE, channels: 3, background: "#ffffff" } })
      .composite([{ input: layerOf(n) }, { input: oldLineArt, blend: "multiply" }])
      .removeAlpha()
      .raw()
      .toBuffer(),
  );
  await step("before: thumbnail from the composite's PNG, WebP effort 4 (makeThumbnail)", () => images.makeThumbnail(oldPreview), length);

  log(`The image steps alone (CPU ms of this process, ${runs} runs each after 2 untimed; the castle page's line art):`);
  log("| step | CPU p50 | CPU mean | output |");
  log("| --- | ---: | ---: | ---: |");
  for (const [name, p50, average, bytes] of rows) log(`| ${name} | ${p50.toFixed(1)} | ${average.toFixed(1)} | ${bytes} |`);
}

async function main() {
  const started = performance.now();
  const lineArts = [
    await lineArtPng(),
    await svgToLineArt(fs.readFileSync(path.join("app", "seed-pages", "svg", "castle.svg"), "utf8")),
    await svgToLineArt(SEED_PAGES.find((page) => page.key === "mandala-flowers")?.generate?.() ?? ""),
  ];
  const layers = await Promise.all(Array.from({ length: 6 }, async (_, i) => (await paintLayer(41 + i)).png));
  const { viewer, pages } = await prepare(lineArts);
  apiToken = await (await import("~/services/auth.server")).issueApiToken(viewer.id);
  log(
    `${os.availableParallelism()} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}; sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, sharp concurrency ${sharp.concurrency()}`,
  );
  log(
    `paint layers ${layers.map((layer) => `${(layer.length / 1024).toFixed(0)} kB`).join(", ")}; line art ${lineArts.map((art) => `${(art.length / 1024).toFixed(0)} kB`).join(", ")}`,
  );
  log();
  await wholeSaves(viewer, pages, layers);
  log();
  if (process.env.BENCH_STEPS !== "0") {
    await imageSteps(layers, lineArts);
    log();
  }
  log(
    `(${((performance.now() - started) / 1000).toFixed(0)} s; load average now ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")})`,
  );
}

try {
  await main();
} finally {
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
