/**
 * Gallery pagination benchmark: page 1000 of 100,000 pages must cost about what page 1
 * costs (target ratio ≤ 1.2) for every sort.
 *
 *   npm run bench            (or: npx tsx bench/gallery-pagination.ts)
 *
 * Drops and re-creates the database `coloring_bench` on the Postgres server at
 * BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres), migrates and
 * seeds it, inserts 100,000 pages with generate_series, then times paginatePages() (with the
 * query's parse, as a door does it) in the public scope for a regular (non-admin, free-plan) viewer:
 *   page 1, page 1000 by keyset cursor (what "Load more" sends), page 1000 by OFFSET.
 * See docs/benches/gallery-pagination.md for the knobs and what is printed. It is a measurement:
 * the exit code is 0 whatever the ratios are, and 1 only if something fails.
 */
import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import postgres from "postgres";

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const BENCH_DB = "coloring_bench";
const TOTAL_PAGES = intEnv("BENCH_PAGES", 100_000);
const RUNS = intEnv("BENCH_RUNS", 25);
const WARMUP = intEnv("BENCH_WARMUP", 5);
const TARGET_PAGE = 1000;
const TARGET_RATIO = 1.2;
/** Sorts whose page-1000 cursor is also obtained by walking 999 "Load more" requests. */
const WALK_SORTS = (process.env.BENCH_WALK ?? "latest")
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);

function intEnv(name: string, fallback: number) {
  const n = Number.parseInt(process.env[name] ?? "", 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function databaseUrl(name: string) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

const BENCH_URL = databaseUrl(BENCH_DB);

// The app's db client is a process singleton that reads the environment on first use:
// point it at the bench database before any app module is imported.
process.env.DATABASE_URL = BENCH_URL;
process.env.LOG_LEVEL = "silent";
// Without these the app would write a session secret into ./data of the project.
process.env.SESSION_SECRET ??= crypto.randomBytes(24).toString("base64url");
process.env.DATA_DIR = path.join(os.tmpdir(), "coloring-bench-data");

const { migratePostgresUrl } = await import("../app/db/migrate.server");
const { seed } = await import("../app/services/seed.server");
const { getConnection, closeDb } = await import("../app/db/client.server");
const schema = await import("../app/db/schema");
const { createUser } = await import("../app/services/users.server");
const { afterCursor, isTimeSort, orderFor, paginatePages, sortColumns } = await import("../app/services/pages.server");
const { PAGE_SIZE, SORTS } = await import("../app/lib/pages");
const { encodeCursor, pageQuerySchema } = await import("~/lib/pagination");
const { and, count, eq, sql } = await import("drizzle-orm");
type Sort = import("../app/lib/pages").Sort;

const { pages, users, favorites, coloreds } = schema;

const log = (message = "") => process.stdout.write(`${message}\n`);
const ms = (n: number) => n.toFixed(2);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await fn();
  return [performance.now() - start, result];
}
function table(headers: string[], rows: string[][]) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ")} |`;
  log(line(headers));
  log(`|${widths.map((w, i) => (i === 0 ? `:${"-".repeat(w + 1)}` : `${"-".repeat(w + 1)}:`)).join("|")}|`);
  for (const row of rows) log(line(row));
}

// ---------------------------------------------------------------------------------------
// The service's sort SQL (sortColumns, orderFor, afterCursor), used for the cursor of page
// 1000, the rows-only timings and EXPLAIN; the index each sort should use.
// ---------------------------------------------------------------------------------------
const sortIndex: Record<Sort, string> = {
  latest: "pages_latest_idx",
  oldest: "pages_latest_idx",
  popularity: "pages_popularity_idx",
  mostFavorited: "pages_favorited_idx",
  mostColored: "pages_colored_idx",
  trending: "pages_trending_idx",
};
const sortValueExpr = (sort: Sort) => (isTimeSort(sort) ? sql<string>`${pages.createdAt}::text` : sortColumns[sort]);

type Viewer = { id: number; admin: boolean; plan: { paid: boolean } };
type RawCursor = { value: string | number; id: number };

// ---------------------------------------------------------------------------------------

const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
let raw: postgres.Sql | undefined;

async function main() {
  const started = performance.now();
  log(`# Gallery pagination benchmark — ${TOTAL_PAGES.toLocaleString("en")} pages, page ${TARGET_PAGE} vs page 1`);

  // 1. Fresh database, migrated and seeded like any other.
  let [t] = await timed(async () => {
    await admin.unsafe(`drop database if exists "${BENCH_DB}" with (force)`);
    await admin.unsafe(`create database "${BENCH_DB}"`);
    await migratePostgresUrl(BENCH_URL);
  });
  const connection = await getConnection();
  const db = connection.db;
  const [{ database }] = await db.select({ database: sql<string>`current_database()` }).from(sql`(select 1) as one`);
  if (connection.kind !== "postgres" || database !== BENCH_DB) {
    throw new Error(`The app's db client is on ${connection.kind}/${database}, not ${BENCH_DB}`);
  }
  await seed(db, { adminEmail: "admin@bench.test", adminPassword: "bench-admin-password" });
  const viewerUser = await createUser({ name: "Bench viewer", email: "viewer@bench.test", password: "viewer-password-123", verified: true }, db);
  const viewer: Viewer = { id: viewerUser.id, admin: viewerUser.admin, plan: { paid: viewerUser.plan.paid } };
  if (viewer.admin || viewer.plan.paid) throw new Error("The bench viewer must be a non-admin on the free plan");
  log(`created, migrated and seeded ${BENCH_DB} in ${ms(t)} ms`);

  // 2. 100k pages in one INSERT ... SELECT generate_series (reproducible: setseed).
  raw = postgres(BENCH_URL, { max: 1, onnotice: () => {} });
  const r = raw;
  [t] = await timed(async () => {
    await r`select setseed(0.4242)`;
    await r`
      insert into users (name, email, plan_id, email_verified_at)
      select 'Owner ' || g, 'owner' || g || '@bench.test', (select id from plans where name = 'free'), now()
      from generate_series(1, 6) g`;
    await r`
      insert into pages (user_id, prompt, illustration, thumbnail, blocked,
                         colored_count, favorited_count, trending, created_at, updated_at)
      select
        -- a handful of owners, the first ones far more prolific
        o.ids[1 + floor(power(random(), 2) * array_length(o.ids, 1))::int],
        (array['cute','happy','sleepy','giant','tiny','magic','funny','brave','spooky','smiling'])[1 + floor(random() * 10)::int]
          || ' ' ||
        (array['cat','dog','unicorn','dragon','dinosaur','butterfly','castle','rocket','mermaid','owl',
               'turtle','lion','robot','princess','truck','flower'])[1 + floor(random() * 16)::int]
          || ' ' ||
        (array['in the forest','at the beach','in space','under the sea','on a farm','in the city',
               'with balloons','in the snow'])[1 + floor(random() * 8)::int],
        '/storage/bench/illustration-' || s.g || '.png',
        '/storage/bench/thumbnail-' || s.g || '.webp',
        random() < 0.02,                         -- ~2% blocked
        floor(power(random(), 5) * 400)::int,    -- colored: ~30% zero, long tail up to 400
        floor(power(random(), 6) * 250)::int,    -- favorited: ~40% zero, long tail up to 250
        case when random() < 0.75 then 0 else floor(power(random(), 3) * 40)::int end, -- trending: ~82% zero
        s.at, s.at
      from (
        -- (a FROM subquery with volatile functions is evaluated once per row, not flattened)
        select g, case
          -- 20%: batch imports sharing one of 500 exact timestamps (ties for latest/oldest)
          when random() < 0.2 then date_trunc('day', now()) - floor(random() * 500) * interval '31 hours'
          -- 80%: anywhere in the last two years, to the microsecond
          else now() - random() * interval '730 days'
        end as at
        from generate_series(1, ${TOTAL_PAGES}::int) g
      ) s
      cross join (select array_agg(id order by id) as ids from users where email like 'owner%@bench.test') o`;
    await r`
      insert into favorites (user_id, page_id, created_at)
      select ${viewer.id}::int, id, created_at + interval '1 day' from pages where random() < 0.003`;
    await r`
      insert into coloreds (user_id, page_id, photo, preview)
      select ${viewer.id}::int, id, '/storage/bench/paint-' || id || '.png', '/storage/bench/preview-' || id || '.png'
      from pages where random() < 0.001`;
  });
  log(`inserted ${TOTAL_PAGES.toLocaleString("en")} pages (+ 6 owners, viewer favourites/colourings) in ${ms(t)} ms`);
  [t] = await timed(async () => {
    await r.unsafe(`vacuum (analyze) pages, users, favorites, coloreds`);
  });
  log(`VACUUM (ANALYZE) in ${ms(t)} ms`);

  const [stats] = await r<Record<string, string | number>[]>`
    select count(*)::int as total,
      count(*) filter (where blocked)::int as blocked,
      count(distinct created_at)::int as created_at,
      count(distinct popularity)::int as popularity,
      count(distinct favorited_count)::int as favorited_count,
      count(distinct colored_count)::int as colored_count,
      count(distinct trending)::int as trending,
      round(100.0 * count(*) filter (where trending = 0) / count(*))::int as trending_zero_pct,
      (select count(*)::int from pages where prompt ilike '%dragon%') as dragon_matches,
      (select max(n)::int from (select count(*) n from pages group by created_at) x) as largest_time_tie
    from pages`;
  const [version] = await r<{ v: string }[]>`select current_setting('server_version') as v`;
  log(
    `data: ${stats.total} pages, ${stats.blocked} blocked; distinct values — created_at ${stats.created_at} ` +
      `(largest tie ${stats.largest_time_tie}), popularity ${stats.popularity}, favorited ${stats.favorited_count}, ` +
      `colored ${stats.colored_count}, trending ${stats.trending} (${stats.trending_zero_pct}% zero); ` +
      `"dragon" matches ${stats.dragon_matches}. PostgreSQL ${version.v}.`,
  );
  log(
    `viewer: user ${viewer.id}, non-admin, free plan; scope public; page size ${PAGE_SIZE}; ` +
      `median of ${RUNS} interleaved runs after ${WARMUP} warm-up rounds`,
  );

  // 3. Cursor of page 1000 = next_cursor of page 999 = the sort value and id of the last
  //    row of page 999, i.e. the visible row at offset 999 * 12 - 1 in the sort's order.
  const visible = eq(pages.blocked, false);
  const cardsQuery = (sort: Sort, options: { cursor?: RawCursor; offset?: number }) =>
    db
      .select({
        page: pages,
        author: { name: users.name, stripeId: users.stripeId },
        favoritedBy: favorites.userId,
        colored: { preview: coloreds.preview, photo: coloreds.photo },
        createdAtText: sql<string>`${pages.createdAt}::text`,
      })
      .from(pages)
      .innerJoin(users, eq(users.id, pages.userId))
      .leftJoin(favorites, and(eq(favorites.pageId, pages.id), eq(favorites.userId, viewer.id)))
      .leftJoin(coloreds, and(eq(coloreds.pageId, pages.id), eq(coloreds.userId, viewer.id)))
      .where(and(visible, options.cursor ? afterCursor(sort, options.cursor) : undefined))
      .orderBy(...orderFor(sort))
      .limit(PAGE_SIZE)
      .offset(options.offset ?? 0);

  const cursors = new Map<Sort, { raw: RawCursor; encoded: string }>();
  for (const sort of SORTS) {
    const [row] = await db
      .select({ value: sortValueExpr(sort), id: pages.id })
      .from(pages)
      .where(visible)
      .orderBy(...orderFor(sort))
      .limit(1)
      .offset((TARGET_PAGE - 1) * PAGE_SIZE - 1);
    if (!row) throw new Error(`No row at page ${TARGET_PAGE - 1} for ${sort}`);
    const value = row.value as string | number;
    cursors.set(sort, { raw: { value, id: row.id }, encoded: encodeCursor(sort, value, row.id) });
  }

  log();
  log("## Checks");
  for (const sort of WALK_SORTS as Sort[]) {
    if (!SORTS.includes(sort)) throw new Error(`BENCH_WALK: unknown sort ${sort}`);
    const seen = new Set<number>();
    let cursor: string | undefined;
    const [walkMs] = await timed(async () => {
      for (let page = 1; page < TARGET_PAGE; page++) {
        const result = await paginatePages(viewer, pageQuerySchema.parse({ sort, page, cursor }));
        for (const card of result.data) seen.add(card.id);
        if (!result.nextCursor) throw new Error(`${sort}: walk stopped at page ${page}`);
        cursor = result.nextCursor;
      }
    });
    const expected = cursors.get(sort)!.encoded;
    const same = cursor === expected;
    const distinct = seen.size === (TARGET_PAGE - 1) * PAGE_SIZE;
    log(
      `- walk ${sort}: 999 "Load more" requests in ${ms(walkMs)} ms; cursor of page ${TARGET_PAGE} ` +
        `${same ? "equals" : "DIFFERS FROM"} the computed one; ${seen.size} distinct pages seen` +
        `${distinct ? " (no duplicates, none skipped)" : " (DUPLICATES OR GAPS)"}`,
    );
    if (!same || !distinct) throw new Error(`walk check failed for ${sort}: ${cursor} vs ${expected}`);
  }
  const mismatches: string[] = [];
  for (const sort of SORTS) {
    const byCursor = await paginatePages(viewer, pageQuerySchema.parse({ sort, page: TARGET_PAGE, cursor: cursors.get(sort)!.encoded }));
    const byOffset = await paginatePages(viewer, pageQuerySchema.parse({ sort, page: TARGET_PAGE }));
    const ids = (r: typeof byCursor) => r.data.map((c) => c.id).join(",");
    if (byCursor.data.length !== PAGE_SIZE || ids(byCursor) !== ids(byOffset)) mismatches.push(sort);
  }
  log(
    mismatches.length
      ? `- page ${TARGET_PAGE} by cursor DIFFERS from page ${TARGET_PAGE} by offset for: ${mismatches.join(", ")}`
      : `- page ${TARGET_PAGE} by cursor returns the same ${PAGE_SIZE} pages as page ${TARGET_PAGE} by offset, for every sort`,
  );
  if (mismatches.length) throw new Error("cursor/offset mismatch");

  // 4. Timings: paginatePages() end to end, then the rows query alone.
  type Case = { name: string; run: () => Promise<unknown> };
  async function measure(cases: Case[]) {
    const samples = cases.map(() => [] as number[]);
    for (let i = 0; i < WARMUP; i++) for (const c of cases) await c.run();
    for (let i = 0; i < RUNS; i++) {
      // Interleaved, and the order rotates so no case is always first or last.
      for (let k = 0; k < cases.length; k++) {
        const j = (i + k) % cases.length;
        const [elapsed] = await timed(cases[j].run);
        samples[j].push(elapsed);
      }
    }
    return samples.map(median);
  }

  const lastPageStart = (TARGET_PAGE - 1) * PAGE_SIZE;
  const results: { sort: Sort; p1: number; cur: number; off: number; rp1: number; rcur: number; roff: number }[] = [];
  const [countMs] = await measure([{ name: "count", run: () => db.select({ total: count() }).from(pages).where(visible) }]);
  for (const sort of SORTS) {
    const { raw: rawCursor, encoded } = cursors.get(sort)!;
    const [p1, cur, off] = await measure([
      { name: "page 1", run: () => paginatePages(viewer, pageQuerySchema.parse({ sort, page: 1 })) },
      { name: "cursor", run: () => paginatePages(viewer, pageQuerySchema.parse({ sort, page: TARGET_PAGE, cursor: encoded })) },
      { name: "offset", run: () => paginatePages(viewer, pageQuerySchema.parse({ sort, page: TARGET_PAGE })) },
    ]);
    const [rp1, rcur, roff] = await measure([
      { name: "rows page 1", run: () => cardsQuery(sort, {}) },
      { name: "rows cursor", run: () => cardsQuery(sort, { cursor: rawCursor }) },
      { name: "rows offset", run: () => cardsQuery(sort, { offset: lastPageStart }) },
    ]);
    results.push({ sort, p1, cur, off, rp1, rcur, roff });
  }

  log();
  log(`## paginatePages(viewer, query) — median ms`);
  table(
    ["sort", "page 1 (ms)", `page ${TARGET_PAGE} by cursor (ms)`, "ratio", `page ${TARGET_PAGE} by offset (ms)`, "offset ratio"],
    results.map((x) => [x.sort, ms(x.p1), ms(x.cur), (x.cur / x.p1).toFixed(2), ms(x.off), (x.off / x.p1).toFixed(2)]),
  );
  const worst = results.reduce((a, b) => (b.cur / b.p1 > a.cur / a.p1 ? b : a));
  log();
  log(
    `Every request also runs the total count (select count(*) from pages where not blocked): ` +
      `${ms(countMs)} ms of each figure above. The rows query alone (same SQL as the service, no count):`,
  );
  table(
    ["sort", "page 1 rows (ms)", `page ${TARGET_PAGE} cursor rows (ms)`, "ratio", `page ${TARGET_PAGE} offset rows (ms)`, "offset ratio"],
    results.map((x) => [x.sort, ms(x.rp1), ms(x.rcur), (x.rcur / x.rp1).toFixed(2), ms(x.roff), (x.roff / x.rp1).toFixed(2)]),
  );

  // 5. The plans of the cursor queries: keyset index scans on the sort's index?
  log();
  log(`## EXPLAIN (ANALYZE, BUFFERS) of the rows query for page ${TARGET_PAGE}`);
  type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };
  const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
  const literal = (value: unknown) => (typeof value === "number" || typeof value === "boolean" ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
  async function explain(query: { toSQL: () => { sql: string; params: unknown[] } }, generic: boolean) {
    const { sql: text, params } = query.toSQL();
    const plan = await r.begin(async (tx) => {
      let rows: { "QUERY PLAN": [{ Plan: PlanNode; "Planning Time": number; "Execution Time": number }] }[];
      if (generic) {
        // What a prepared statement gets once Postgres switches to its generic plan.
        await tx.unsafe(`set local plan_cache_mode = force_generic_plan`);
        await tx.unsafe(`prepare bench_q as ${text}`);
        rows = (await tx.unsafe(`explain (analyze, buffers, format json) execute bench_q(${params.map(literal).join(", ")})`)) as unknown as typeof rows;
        await tx.unsafe(`deallocate bench_q`);
      } else {
        rows = (await tx.unsafe(`explain (analyze, buffers, format json) ${text}`, params as never[])) as unknown as typeof rows;
      }
      return rows[0]["QUERY PLAN"][0];
    });
    const all = nodes(plan.Plan);
    const scan = all.find((n) => n["Relation Name"] === "pages");
    const sharedHit = Number(plan.Plan["Shared Hit Blocks"] ?? 0) + Number(plan.Plan["Shared Read Blocks"] ?? 0);
    return { plan, all, scan, buffers: sharedHit };
  }
  function describe(sort: Sort, label: string, e: Awaited<ReturnType<typeof explain>>) {
    const s = e.scan ?? {};
    const scanType = `${s["Node Type"] ?? "?"}${s["Scan Direction"] === "Backward" ? " Backward" : ""}`;
    const index = (s["Index Name"] as string | undefined) ?? "-";
    const cond = (s["Index Cond"] as string | undefined) ?? "";
    const keyset = cond.includes("ROW(") || /\(.*,.*\)\s*[<>]/.test(cond);
    const usesSortIndex = index === sortIndex[sort];
    const sortNode = e.all.some((n) => n["Node Type"] === "Sort");
    log(
      `- ${sort.padEnd(13)} ${label.padEnd(14)} planning ${ms(e.plan["Planning Time"])} ms, execution ${ms(e.plan["Execution Time"])} ms, ` +
        `${e.buffers} buffers; pages: ${scanType}${index !== "-" ? ` using ${index}` : ""} ` +
        `(${usesSortIndex ? "the sort index" : "NOT the sort index"}` +
        `${cond ? (keyset ? ", keyset in Index Cond" : `, Index Cond ${cond}`) : ", no Index Cond"}` +
        `${s["Filter"] ? `, Filter ${s["Filter"]}` : ""}, ${s["Actual Rows"]} rows out` +
        `${Number(s["Actual Loops"] ?? 1) > 1 ? ` in each of ${s["Actual Loops"]} parallel processes` : ""}` +
        `${s["Rows Removed by Filter"] ? `, ${s["Rows Removed by Filter"]} removed by filter` : ""})` +
        `${sortNode ? "; has a Sort node" : ""}`,
    );
    return usesSortIndex && keyset && !sortNode;
  }
  let allKeyset = true;
  for (const sort of SORTS) {
    const { raw: rawCursor } = cursors.get(sort)!;
    allKeyset = describe(sort, "cursor", await explain(cardsQuery(sort, { cursor: rawCursor }), false)) && allKeyset;
  }
  const sample: Sort = worst.sort;
  log(`  for contrast, ${sample} (the highest cursor ratio above):`);
  describe(sample, "cursor/generic", await explain(cardsQuery(sample, { cursor: cursors.get(sample)!.raw }), true));
  describe(sample, "page 1", await explain(cardsQuery(sample, {}), false));
  describe(sample, "offset", await explain(cardsQuery(sample, { offset: lastPageStart }), false));
  log(
    allKeyset
      ? "Every cursor query is a keyset index scan on its sort's index, with no Sort node."
      : "NOT every cursor query is a keyset index scan on its sort's index (see above).",
  );

  log();
  const pass = results.every((x) => x.cur / x.p1 <= TARGET_RATIO);
  log(`worst cursor ratio: ${worst.sort} ${(worst.cur / worst.p1).toFixed(2)}; total runtime ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (pass && !allKeyset) {
    log(`note: the ratio holds only because page 1 is as slow as page ${TARGET_PAGE}: ` + `neither is read from its sort's index (see the plans above).`);
  }
  log(`ratio ≤ ${TARGET_RATIO} for every sort: ${pass ? "yes" : "no"}`);
}

try {
  await main();
} catch (error) {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await raw?.end({ timeout: 5 });
  await admin.end({ timeout: 5 });
  await closeDb();
}
