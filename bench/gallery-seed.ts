/**
 * How long the first-run gallery takes to fill on a fresh embedded database (what a zero-config
 * first start does after the server listens), and how long it holds the event loop (what a
 * request arriving meanwhile may wait): `npx tsx bench/gallery-seed.ts`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-gallery-seed-"));
delete process.env.DATABASE_URL;
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = "error";
process.env.ADMIN_EMAIL = "admin@colorea.test";
process.env.ADMIN_PASSWORD = "bench-password-123";

const { closeDb } = await import("~/db/client.server");
const { initDatabase } = await import("~/server/init.server");
const { seedGallery } = await import("~/services/gallery-seed.server");

await initDatabase();
const delay = monitorEventLoopDelay({ resolution: 10 });
const cpu = process.cpuUsage();
const started = performance.now();
const marks: number[] = [];
delay.enable();
const result = await seedGallery({ onPage: () => marks.push(performance.now() - started) });
delay.disable();
const used = process.cpuUsage(cpu);
await closeDb();
fs.rmSync(dataDir, { recursive: true, force: true });

const s = (ms: number | undefined) => (ms === undefined ? "-" : `${(ms / 1000).toFixed(1)} s`);
console.log(`pages added:            ${result.added.length} (failed ${result.failed.length})`);
console.log(`first page in gallery:  ${s(marks[0])}`);
console.log(`first screen (12):      ${s(marks[11])}`);
console.log(`whole gallery:          ${s(result.ms)}  (${(result.ms / Math.max(1, result.added.length)).toFixed(0)} ms a page)`);
console.log(`CPU time (all threads): ${s((used.user + used.system) / 1000)}`);
console.log(`event loop held:        longest ${(delay.max / 1e6).toFixed(0)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms`);
console.log(`machine load (1 min):   ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
