/**
 * Computes the region maps of pages that have none (pages created before #8):
 *   npm run regions:backfill                 every page whose region_map is ""
 *   npm run regions:backfill -- --recompute  every page, replacing its map (after the engine changed)
 *   npm run regions:backfill -- 12 40        only these page ids (with or without --recompute)
 * Uses the app's database and storage settings (DATABASE_URL, DATA_DIR, S3_*). With the
 * embedded database (no DATABASE_URL) stop the server first: PGlite allows one process. The
 * server also runs this in the background at start, so this command is rarely needed.
 */
import { closeDb, getConnection } from "~/db/client.server";
import { backfillRegionMaps } from "~/services/regions.server";

const args = process.argv.slice(2);
const recompute = args.includes("--recompute");
const pageIds = args.filter((arg) => /^\d+$/.test(arg)).map(Number);
const unknown = args.filter((arg) => arg !== "--recompute" && !/^\d+$/.test(arg));
if (unknown.length) {
  process.stderr.write(`unknown arguments: ${unknown.join(" ")}\nusage: npm run regions:backfill -- [--recompute] [page id ...]\n`);
  process.exit(2);
}

await (await getConnection()).migrate();
const started = performance.now();
const result = await backfillRegionMaps({
  recompute,
  pageIds: pageIds.length ? pageIds : undefined,
  onPage: ({ id, ok, regionCount, passed }) =>
    process.stdout.write(ok ? `page ${id}: ${regionCount} regions, ${passed ? "fillable" : "hard to fill"}\n` : `page ${id}: failed (see the error above)\n`),
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(`region maps: ${result.done} computed, ${result.failed} failed, ${seconds} s\n`);
await closeDb();
process.exit(result.failed > 0 ? 1 : 0);
