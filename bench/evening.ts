/**
 * A busy evening (issue #41, part 3): the production build on Postgres with BENCH_PAGES pages
 * (default 300,000) and BENCH_FAMILIES families (default 120), each a real account signed in on
 * both doors (a session cookie from the /sign-in form, a Bearer token from /api/users/sign-in),
 * with three pages of its own to colour. BENCH_CONNECTIONS loops (default 16) each pick a random
 * family and do what a family does: the gallery in HTML and through /api, their own lists, a
 * page, the colour screen, a search, and in the first phase a save in ten actions (the paint
 * layer uploaded, then PATCH /api/coloreds/upsert). Each phase is timed for BENCH_SECONDS
 * (default 20), then right after the same loops on /sign-in (signed out) and /healthz; the
 * actions a second are read against those two.
 *
 *   npm run build && npm run bench:evening      # same as: npx tsx bench/evening.ts
 *
 * Knobs: BENCH_PAGES, BENCH_FAMILIES, BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_WARMUP (seconds of
 * the mix, untimed, before the first phase; default 5), BENCH_ADMIN_URL (the Postgres server,
 * default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SERVER_ENV ("A=1 B=2": more
 * environment for the server under test, to compare its settings), BENCH_APP_DIR (a directory
 * whose build is run instead of this repository's, e.g. another commit's). The database
 * `coloring_evening` is made again on every run and kept afterwards for a look. BENCH_NODE_ARGS:
 * node's flags for the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles`). BENCH_PICTURES=0:
 * no picture fetched after an answer.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import sharp from "sharp";
import { SEED_PAGES } from "~/seed-pages";
import { hashPassword } from "~/infra/crypto.server";
import { PICTURE_SIZE } from "~/lib/pages";
import { freePort } from "../tests/helpers/ports";
import { dbUrl, insertCatalogue, remakeDatabase } from "./lib/bench-database";
import { atEnd, intEnv, log, logDir, ROOT, runDrill, until } from "./lib/cluster";
import { lineArtPng } from "./lib/families";
import { paintLayer } from "./lib/paint-layers";
import { closedLoop, CpuMeter, describeCpu, failureOf, HttpClient, networkFailure, Timings, type CpuUse, type Reply } from "./lib/http-load";

const DB = "coloring_evening";
const PAGES = intEnv("BENCH_PAGES", 300_000);
const FAMILIES = intEnv("BENCH_FAMILIES", 120);
const CONNECTIONS = intEnv("BENCH_CONNECTIONS", 16);
const SECONDS = intEnv("BENCH_SECONDS", 20);
const WARMUP = intEnv("BENCH_WARMUP", 5);
/** BENCH_PICTURES=0: no picture fetched after an answer (the mix as it was measured before record 0162). */
// (not intEnv, which reads 0 as "not set")
const PICTURES = process.env.BENCH_PICTURES !== "0";
/** The build under test: this directory's server-build/ and build/, run from it (default: this repository). */
const APP_DIR = path.resolve(process.env.BENCH_APP_DIR ?? ROOT);
const PASSWORD = "evening-password-123";
const SESSION_SECRET = "evening-session-secret-0123456789";
/** Paint layers made once and sent in turn. */
const LAYERS = 6;
/** The `dimensions` field that tells /api/storage/upload a paint layer's size (coloring-save.server's PAINT_DIMENSIONS). */
const PAINT_DIMENSIONS = `min_width=${PICTURE_SIZE},max_width=${PICTURE_SIZE},min_height=${PICTURE_SIZE},max_height=${PICTURE_SIZE}`;

/** BENCH_SERVER_ENV: `NAME=value` pairs separated by spaces. */
function serverEnvOverrides(text = process.env.BENCH_SERVER_ENV ?? ""): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const pair of text.split(/\s+/).filter(Boolean)) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(pair);
    if (!match) throw new Error(`BENCH_SERVER_ENV: "${pair}" is not NAME=value`);
    pairs[match[1]] = match[2];
  }
  return pairs;
}

// --- the catalogue and the families ---------------------------------------------------------------

/** Spanish prompts, as the app's families write them; each subject with the collection it belongs to. */
const ADJECTIVES = ["simpático", "feliz", "dormilón", "gigante", "pequeño", "mágico", "divertido", "valiente", "travieso", "sonriente"];
const SUBJECTS: [string, string][] = [
  ["gato", "animales"],
  ["perro", "animales"],
  ["unicornio", "fantasia"],
  ["dragón", "fantasia"],
  ["dinosaurio", "dinosaurios"],
  ["mariposa", "naturaleza"],
  ["castillo", "fantasia"],
  ["cohete", "vehiculos"],
  ["sirena", "mar"],
  ["búho", "animales"],
  ["tortuga", "mar"],
  ["león", "animales"],
  ["robot", ""],
  ["princesa", "fantasia"],
  ["camión", "vehiculos"],
  ["flor", "naturaleza"],
];
const PLACES = ["en el bosque", "en la playa", "en el espacio", "bajo el mar", "en la granja", "en la ciudad", "con globos", "en la nieve"];
/** What families type in the search box (folded: "dragon" finds "dragón"). */
const SEARCHES = ["dragon", "gato", "unicornio", "dinosaurio", "sirena", "princesa", "camion", "flor", "playa", "espacio", "leon en la nieve", "robot"];

type Family = { id: number; email: string; pages: number[]; token: string; cookie: string };

/**
 * Drops and makes `coloring_evening` again: migrated and seeded as a start makes it, the first-run
 * gallery marked as done, 50 authors' BENCH_PAGES pages in one INSERT … SELECT generate_series
 * (bench/http-throughput.ts's, in Spanish and tagged), the families with their pages (line art on
 * the disk of DATA_DIR, as an upload leaves it), favourites and colourings.
 */
async function prepareDatabase(dataDir: string) {
  const started = performance.now();
  await remakeDatabase(DB, { email: "admin@evening.test", password: PASSWORD });

  const sql = postgres(dbUrl(DB), { max: 1, onnotice: () => undefined });
  try {
    await sql`select setseed(0.4141)`;
    // The first-run gallery counts as there already (a blocked row per seed page), so no start draws it.
    const [{ adminId }] = await sql<{ adminId: number }[]>`select id as "adminId" from users where admin order by id limit 1`;
    await sql`
      insert into pages (user_id, prompt, illustration, seed_key, blocked, visibility)
      select ${adminId}, key, '', key, true, 'private' from unnest(${sql.array(SEED_PAGES.map((page) => page.key))}::text[]) as key`;
    await insertCatalogue(
      sql,
      { name: "Autor", local: "autor", domain: "evening.test" },
      () =>
        sql`
        insert into pages (user_id, prompt, illustration, thumbnail, blocked, visibility, colored_count, favorited_count, trending, tags, created_at, updated_at)
        select
          o.ids[1 + floor(power(random(), 2) * array_length(o.ids, 1))::int],
          (${sql.array(SUBJECTS.map(([subject]) => subject))}::text[])[s.subject] || ' ' ||
            (${sql.array(ADJECTIVES)}::text[])[1 + floor(random() * ${ADJECTIVES.length})::int] || ' ' ||
            (${sql.array(PLACES)}::text[])[1 + floor(random() * ${PLACES.length})::int],
          '/files/pages/bench/illustration-' || s.g || '.png',
          '/files/pages/bench/thumbnail-' || s.g || '.webp',
          random() < 0.02,
          case when random() < 0.1 then 'private' else 'public' end,
          floor(power(random(), 5) * 400)::int,
          floor(power(random(), 6) * 250)::int,
          case when random() < 0.75 then 0 else floor(power(random(), 3) * 40)::int end,
          array_remove(array[(${sql.array(SUBJECTS.map(([, tag]) => tag))}::text[])[s.subject]], ''),
          s.at, s.at
        from (
          select g, 1 + floor(random() * ${SUBJECTS.length})::int as subject, now() - random() * interval '730 days' as at
          from generate_series(1, ${PAGES}::int) g
        ) s, (select array_agg(id) as ids from users where email like 'autor%@evening.test') o`,
    );
    log(`${PAGES.toLocaleString("en")} pages inserted (${((performance.now() - started) / 1000).toFixed(0)} s)`);

    // The families: every third on a paid plan (favourites are a paid plan's), all with credits.
    const hash = await hashPassword(PASSWORD);
    await sql`
      insert into users (name, email, password_hash, plan_id, email_verified_at)
      select 'Familia ' || g, 'familia' || g || '@evening.test', ${hash},
        (select id from plans where name = case when g % 3 = 0 then 'starter' else 'free' end), now()
      from generate_series(1, ${FAMILIES}::int) g`;
    const rows = await sql<{ id: number; email: string }[]>`select id, email from users where email like 'familia%@evening.test' order by id`;
    await sql`
      insert into credits (user_id, public_page, page_creation, expire_at)
      select id, 100, 100, now() + interval '30 days' from users where email like 'familia%@evening.test'`;

    // Three pages of their own each, private, their line art and thumbnail where an upload's page keeps them.
    const lineArt = await lineArtPng();
    const thumbnail = await sharp(lineArt).resize(512, 512).webp().toBuffer();
    const families: Family[] = [];
    for (const [index, row] of rows.entries()) {
      const folder = path.join(dataDir, "uploads", "private-pages", String(row.id));
      fs.mkdirSync(folder, { recursive: true });
      const pages: number[] = [];
      for (let n = 1; n <= 3; n++) {
        fs.writeFileSync(path.join(folder, `evening-${n}.png`), lineArt);
        fs.writeFileSync(path.join(folder, `evening-${n}.webp`), thumbnail);
        const [{ id }] = await sql<{ id: number }[]>`
          insert into pages (user_id, prompt, illustration, thumbnail, visibility, source)
          values (${row.id}, ${`Dibujo ${n} de la familia ${index + 1}`}, ${`/files/private-pages/${row.id}/evening-${n}.png`},
            ${`/files/private-pages/${row.id}/evening-${n}.webp`}, 'private', 'upload')
          returning id`;
        pages.push(id);
      }
      families.push({ id: row.id, email: row.email, pages, token: "", cookie: "" });
    }
    // What their own lists show: favourites (the paid families) and colourings of gallery pages.
    const [{ first, last }] = await sql<{ first: number; last: number }[]>`
      select min(id) as first, max(id) as last from pages where illustration like '/files/pages/bench/%'`;
    await sql`
      insert into favorites (user_id, page_id, created_at)
      select f.id, ${first}::int + floor(random() * ${last - first + 1})::int, now() - random() * interval '60 days'
      from users f join plans p on p.id = f.plan_id and p.paid, generate_series(1, 30)
      where f.email like 'familia%@evening.test'
      on conflict do nothing`;
    await sql`
      insert into coloreds (user_id, page_id, photo, preview, thumbnail, progress, updated_at)
      select c.user_id, c.page_id, '/files/coloreds/' || c.user_id || '/bench-' || c.page_id || '.png', '/files/coloreds/' || c.user_id || '/bench-' || c.page_id || '-preview.png',
        '/files/coloreds/' || c.user_id || '/bench-' || c.page_id || '.webp', floor(random() * 100)::int, now() - random() * interval '60 days'
      from (
        select f.id as user_id, ${first}::int + floor(random() * ${last - first + 1})::int as page_id
        from users f, generate_series(1, 8) where f.email like 'familia%@evening.test'
      ) c
      on conflict do nothing`;
    // Their files, where a save and a look at its picture leave them: a browser fetches the
    // pictures its lists show (Evening.pictures). One set of bytes, linked under every name.
    const seeded = path.join(dataDir, "seeded-coloring");
    fs.mkdirSync(seeded, { recursive: true });
    const paint = (await paintLayer(1)).png;
    const composite = await sharp(lineArt)
      .composite([{ input: paint }, { input: lineArt, blend: "multiply" }])
      .png()
      .toBuffer();
    const seededFiles = { ".png": paint, "-preview.png": composite, ".webp": await sharp(composite).resize(512, 512).webp().toBuffer() };
    for (const [suffix, data] of Object.entries(seededFiles)) fs.writeFileSync(path.join(seeded, `file${suffix}`), data);
    for (const { user_id: userId, page_id: pageId } of await sql<{ user_id: number; page_id: number }[]>`
      select user_id, page_id from coloreds where photo like '/files/coloreds/%/bench-%'`) {
      const folder = path.join(dataDir, "uploads", "coloreds", String(userId));
      fs.mkdirSync(folder, { recursive: true });
      for (const suffix of Object.keys(seededFiles)) fs.linkSync(path.join(seeded, `file${suffix}`), path.join(folder, `bench-${pageId}${suffix}`));
    }
    await sql.unsafe("vacuum (analyze)");
    // Pages people open from the gallery: visible to everyone.
    const visible = await sql<{ id: number }[]>`
      select id from pages where visibility = 'public' and not blocked and seed_key is null order by random() limit 5000`;
    log(`made ${DB}: ${families.length} families with 3 pages each (${((performance.now() - started) / 1000).toFixed(0)} s in all)`);
    return { families, visible: visible.map((row) => row.id) };
  } finally {
    await sql.end();
  }
}

// --- the paint layers (bench/lib/paint-layers.ts) -------------------------------------------------

/** The multipart body of POST /api/storage/upload for a paint layer, made once per layer. */
function uploadBody(png: Buffer) {
  const boundary = `----evening${crypto.randomBytes(8).toString("hex")}`;
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(
      `${field("extensions", "png")}${field("dimensions", PAINT_DIMENSIONS)}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pintura.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

// --- the evening ----------------------------------------------------------------------------------

const READS = [
  ["HTML gallery", 35],
  ["API gallery", 25],
  ["own lists", 10],
  ["page read", 10],
  ["colour screen", 12],
  ["search", 8],
] as const;
type Kind = (typeof READS)[number][0] | "save";
const KINDS: Kind[] = [...READS.map(([kind]) => kind), "save"];
/** A save in ten actions in the phase with saves. */
const SAVE_SHARE = 0.1;
const SORTS = ["trending", "popularity", "latest", "oldest", "mostFavorited", "mostColored"] as const;

/** One request of an action, as timed; `auth` the headers that signed it in. */
type Step = { route: string; reply?: Reply; failure?: string; ms: number; auth?: Record<string, string> };

/** A family's own pictures an answer shows (its colourings' paint, composite, thumbnail), as a browser or shell finds them in it. */
const PICTURE_URL = /\/files\/coloreds\/(\d+)\/[\w-]+\.(?:png|webp)/g;
/** At most as many of them fetched after one answer: what a screen shows before scrolling. */
const PICTURES_SHOWN = 12;

class Evening {
  private readonly random = Math.random;
  /** "Load more" cursors the API gallery has answered, by sort and the page they lead to. */
  private readonly cursors = new Map<string, string>();
  /** The stored version of each family's colouring of each of its pages, as the family knows it (null: not known). */
  private readonly versions = new Map<number, number | null>();
  /** Pages whose save is on its way (a family saves a page once at a time, as one screen does). */
  private readonly saving = new Set<number>();
  /** The pictures each family's browser has fetched (Evening.pictures). */
  private readonly fetchedPictures = new Map<number, Set<string>>();
  private layer = 0;

  constructor(
    private readonly client: HttpClient,
    private readonly families: Family[],
    private readonly visible: number[],
    private readonly uploads: { body: Buffer; contentType: string }[],
  ) {}

  private pick<T>(list: readonly T[]) {
    return list[Math.floor(this.random() * list.length)];
  }

  /** Pages 1–3 of a list: mostly the first. */
  private pageNumber() {
    const r = this.random();
    return r < 0.7 ? 1 : r < 0.9 ? 2 : 3;
  }

  private kind(withSaves: boolean): Kind {
    if (withSaves && this.random() < SAVE_SHARE) return "save";
    let r = this.random() * 100;
    for (const [kind, weight] of READS) if ((r -= weight) < 0) return kind;
    return "HTML gallery";
  }

  private async step(route: string, request: Parameters<HttpClient["send"]>[0], auth?: Record<string, string>): Promise<Step> {
    const started = performance.now();
    try {
      const reply = await this.client.send(request);
      return { route, reply, failure: failureOf(reply.status, reply.body), ms: performance.now() - started, auth };
    } catch (error) {
      return { route, failure: networkFailure(error), ms: performance.now() - started, auth };
    }
  }

  private html(family: Family, route: string, url: string) {
    const auth = { Cookie: family.cookie };
    return this.step(route, { path: url, headers: { ...auth, Accept: "text/html" } }, auth);
  }

  private api(family: Family, route: string, url: string) {
    const auth = { Authorization: `Bearer ${family.token}` };
    return this.step(route, { path: `/api${url}`, headers: { ...auth, Accept: "application/json" } }, auth);
  }

  /**
   * The family's own pictures that `answer` shows and its browser (or shell) has not fetched yet,
   * fetched after it as a browser does, one after another: a colouring's picture is made when first
   * asked for (record 0162), so this is where that work is paid. Each URL once per family: the
   * next answers find it in the browser's cache (a key is never reused).
   */
  async pictures(family: Family, answer: Step): Promise<Step[]> {
    if (!answer.reply || answer.failure || !answer.auth) return [];
    const fetched = (this.fetchedPictures.get(family.id) ?? this.fetchedPictures.set(family.id, new Set()).get(family.id)) as Set<string>;
    const shown = [...new Set(Array.from(answer.reply.body.toString().matchAll(PICTURE_URL), (match) => (Number(match[1]) === family.id ? match[0] : "")))];
    const steps: Step[] = [];
    for (const url of shown.filter((each) => each && !fetched.has(each)).slice(0, PICTURES_SHOWN)) {
      fetched.add(url);
      steps.push(await this.step(`picture ${url.endsWith(".webp") ? "(thumbnail)" : "(PNG)"}`, { path: url, headers: answer.auth }, answer.auth));
    }
    return steps;
  }

  /** The API gallery's page `page` of `sort`: by its "Load more" cursor when one was answered before, else by number. */
  private async apiGallery(family: Family, sort: string, page: number, search = "") {
    const cursor = search ? undefined : this.cursors.get(`${sort}:${page}`);
    const query = new URLSearchParams({ page: String(page), sort, ...(search ? { search } : {}), ...(cursor ? { cursor } : {}) });
    const step = await this.api(family, search ? "API search" : cursor ? "API gallery (cursor)" : "API gallery (number)", `/pages/paginate?${query}`);
    if (!search && step.reply?.status === 200) {
      const next = (JSON.parse(step.reply.body.toString()) as { next_cursor: string | null }).next_cursor;
      if (next) this.cursors.set(`${sort}:${page + 1}`, next);
    }
    return step;
  }

  /** One action of `kind` by `family`: the requests it made, in order. */
  async act(kind: Kind, family: Family): Promise<Step[]> {
    const sort = this.pick(SORTS);
    const page = this.pageNumber();
    switch (kind) {
      case "HTML gallery":
        return [await this.html(family, "/pages/public", page === 1 && sort === "latest" ? "/pages/public" : `/pages/public?sort=${sort}&page=${page}`)];
      case "API gallery":
        return [await this.apiGallery(family, sort, page)];
      case "own lists": {
        const scope = this.pick(["owned", "favorited", "colored"] as const);
        if (this.random() < 0.5) {
          const screen = { owned: "/pages", favorited: "/pages/favorite", colored: "/pages/colored" }[scope];
          return [await this.html(family, screen, screen)];
        }
        if (scope === "colored" && this.random() < 0.5) return [await this.api(family, "/api/coloreds/paginate", "/coloreds/paginate?page=1")];
        return [await this.api(family, `/api/pages/paginate scope=${scope}`, `/pages/paginate?scope=${scope}&sort=${sort}&page=1`)];
      }
      case "page read":
        return [await this.api(family, "/api/pages/:id/read", `/pages/${this.pick(this.visible)}/read`)];
      case "colour screen": {
        const own = this.random() < 0.5;
        return [
          await this.html(
            family,
            own ? "/pages/:id/color (own)" : "/pages/:id/color (gallery)",
            `/pages/${own ? this.pick(family.pages) : this.pick(this.visible)}/color`,
          ),
        ];
      }
      case "search": {
        const words = this.pick(SEARCHES);
        if (this.random() < 0.5) return [await this.apiGallery(family, sort, page, words)];
        return [await this.html(family, "HTML search", `/pages/public?${new URLSearchParams({ search: words, sort })}`)];
      }
      case "save":
        return this.save(family);
    }
  }

  /**
   * A save as a shell makes it: the paint layer to /api/storage/upload, then PATCH
   * /api/coloreds/upsert naming its URL and the version it builds on, each with an Idempotency-Key.
   */
  private async save(chosen: Family): Promise<Step[]> {
    // A family whose three pages are all being saved (by other connections) gives way to another.
    const freePages = (family: Family) => family.pages.filter((id) => !this.saving.has(id));
    let family = chosen;
    while (freePages(family).length === 0) family = this.pick(this.families);
    const pageId = this.pick(freePages(family));
    this.saving.add(pageId);
    try {
      const upload = this.uploads[this.layer++ % this.uploads.length];
      const auth = { Authorization: `Bearer ${family.token}`, Accept: "application/json" };
      const stored = await this.step("upload", {
        method: "POST",
        path: "/api/storage/upload",
        headers: { ...auth, "Content-Type": upload.contentType, "Idempotency-Key": crypto.randomUUID() },
        body: upload.body,
      });
      if (stored.failure || !stored.reply) return [stored];
      const { url } = JSON.parse(stored.reply.body.toString()) as { url: string };
      // Never saved: 0; not known (after a conflict): none, and the save overwrites.
      const version = this.versions.has(pageId) ? this.versions.get(pageId) : 0;
      const body = {
        pageId,
        photo: url,
        ...(version === null ? {} : { version }),
        save_id: `evening-${pageId}-${crypto.randomUUID().slice(0, 8)}`,
        progress: Math.round(this.random() * 100),
      };
      const upsert = await this.step("upsert", {
        method: "PATCH",
        path: "/api/coloreds/upsert",
        headers: { ...auth, "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
        body: Buffer.from(JSON.stringify(body)),
      });
      if (upsert.reply?.status === 200) {
        this.versions.set(pageId, (JSON.parse(upsert.reply.body.toString()) as { upserted: { version: number } }).upserted.version);
      } else if (upsert.reply?.status === 409) {
        // Moved on meanwhile (it should not: one save of a page at a time): the next save overwrites.
        this.versions.set(pageId, null);
      }
      return [stored, upsert];
    } finally {
      this.saving.delete(pageId);
    }
  }

  /** The mix for `seconds` on every connection: each action's time by kind, each request's by route. */
  async run(seconds: number, withSaves: boolean) {
    const actions = new Timings();
    const requests = new Timings();
    const { deadline, elapsed } = await closedLoop(CONNECTIONS, seconds, async () => {
      const kind = this.kind(withSaves);
      const family = this.pick(this.families);
      const started = performance.now();
      const steps = await this.act(kind, family);
      const failed = steps.find((step) => step.failure);
      // A read's time is its answer's; the pictures it shows come after, timed on their own.
      actions.add(kind, { ms: performance.now() - started, failure: failed ? `${failed.route}: ${failed.failure}` : undefined });
      if (kind !== "save" && PICTURES) steps.push(...(await this.pictures(family, steps[0])));
      for (const step of steps) {
        const status = step.reply?.status ?? 0;
        requests.add(step.route, { ms: step.ms, failure: step.failure, redirect: status >= 300 && status < 400 });
      }
    });
    return { actions, requests, deadline, elapsed };
  }

  /** One path, signed out, on every connection for `seconds`. */
  async plain(path: string, seconds: number) {
    const timings = new Timings();
    const { deadline } = await closedLoop(CONNECTIONS, seconds, async () => {
      const step = await this.step(path, { path, headers: { Accept: "text/html" } });
      timings.add(path, { ms: step.ms, failure: step.failure });
    });
    const figures = timings.of(path, deadline);
    return { ...figures, rate: figures.ended / seconds };
  }
}

// --- the server under test --------------------------------------------------------------------------

/**
 * `node server-build/index.js` of APP_DIR, run from there (its build/, public/ and drizzle/), on
 * `port` with `env` and nothing else of this process's environment but PATH and HOME; its output
 * to a log file. Started when it answers /healthz; stopped (SIGTERM, then SIGKILL) at the end.
 */
async function startServer(port: number, env: Record<string, string>) {
  const logFile = path.join(logDir(), "evening-app.log");
  const out = fs.openSync(logFile, "a");
  // BENCH_NODE_ARGS: node's own flags for the server (`--cpu-prof`, which NODE_OPTIONS refuses).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(/\s+/).filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, path.join(APP_DIR, "server-build", "index.js")], {
    cwd: APP_DIR,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ["ignore", out, out],
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  // Whatever ends this process, the server goes with it.
  const kill = () => running() && child.kill("SIGKILL");
  process.on("exit", kill);
  atEnd(async () => {
    if (running()) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const force = setTimeout(kill, 15_000);
      await exited;
      clearTimeout(force);
    }
    fs.closeSync(out);
  });
  await until(
    async () => {
      if (!running()) throw new Error(`the server exited at start (${logFile}):\n${fs.readFileSync(logFile, "utf8").slice(-3000)}`);
      return fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2_000) })
        .then((r) => r.ok)
        .catch(() => false);
    },
    120_000,
    `the server to answer /healthz (${logFile})`,
    250,
  );
  return { pid: child.pid, logFile };
}

// --- signing in -----------------------------------------------------------------------------------

/** Signs a family in on both doors: /api/users/sign-in for a token, the /sign-in form for a session cookie. */
async function signIn(client: HttpClient, family: Family) {
  const api = await client.send({
    method: "POST",
    path: "/api/users/sign-in",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: Buffer.from(JSON.stringify({ email: family.email, password: PASSWORD })),
  });
  if (api.status !== 200) throw new Error(`${family.email}: /api/users/sign-in answered ${api.status} ${api.body.toString().slice(0, 200)}`);
  family.token = (JSON.parse(api.body.toString()) as { token: string }).token;
  const form = await client.send({
    method: "POST",
    path: "/sign-in",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: client.base },
    body: Buffer.from(new URLSearchParams({ email: family.email, password: PASSWORD }).toString()),
  });
  const cookies = [form.headers["set-cookie"] ?? []].flat().map((cookie) => cookie.split(";")[0]);
  if (form.status !== 302 || cookies.length === 0) throw new Error(`${family.email}: the /sign-in form answered ${form.status} without a session`);
  family.cookie = cookies.join("; ");
}

// --- the report -----------------------------------------------------------------------------------

type Phase = {
  name: string;
  withSaves: boolean;
  actions: Timings;
  requests: Timings;
  rate: number;
  signIn: Awaited<ReturnType<Evening["plain"]>>;
  health: Awaited<ReturnType<Evening["plain"]>>;
  cpu: CpuUse | null;
  /** When the timed window closed, and the seconds until the last action on its way had ended. */
  deadline: number;
  elapsed: number;
};

const num = (n: number, digits = 0) => n.toLocaleString("en", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const row = (cells: (string | number)[], widths: number[]) =>
  cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join(" ");

const WIDTHS = [34, 7, 8, 8, 8, 8, 7, 5];

/** A line of figures: the count of all timed, the rate of those that ended in the window, the times of all. */
const figuresRow = (name: string, f: ReturnType<Timings["figures"]>) =>
  `  ${row([name, f.count, num(f.ended / SECONDS, 1), num(f.p50), num(f.p95), num(f.p99), f.errors, f.redirects], WIDTHS)}`;

function printTable(title: string, timings: Timings, names: string[], deadline: number) {
  log(`  ${row([title, "count", "per s", "p50 ms", "p95 ms", "p99 ms", "errors", "3xx"], WIDTHS)}`);
  for (const name of names) {
    const f = timings.of(name, deadline);
    if (f.count) log(figuresRow(name, f));
  }
}

function printPhase(phase: Phase) {
  log(`\n== ${phase.name}: ${CONNECTIONS} connections, ${SECONDS} s (the last action ended at ${phase.elapsed.toFixed(1)} s) ==`);
  const { actions, requests, deadline } = phase;
  printTable("action", actions, KINDS, deadline);
  log(
    figuresRow(
      "all reads",
      actions.figures((kind) => kind !== "save", deadline),
    ),
  );
  log(
    figuresRow(
      "all actions",
      actions.figures(() => true, deadline),
    ),
  );
  log("");
  printTable("request", requests, requests.names().sort(), deadline);
  for (const [name, timings] of [
    ["actions", actions],
    ["requests", requests],
  ] as const) {
    const { failures } = timings.figures(() => true);
    if (failures.size) log(`  failed ${name}: ${[...failures].map(([label, n]) => `${label} × ${n}`).join(", ")}`);
  }
  log("");
  for (const [name, run] of [
    ["/sign-in (signed out)", phase.signIn],
    ["/healthz", phase.health],
  ] as const) {
    log(`  ${name.padEnd(24)} ${num(run.rate).padStart(6)} req/s   p50 ${num(run.p50, 1)} ms, p99 ${num(run.p99, 1)} ms, errors ${run.errors}`);
  }
  log(`  actions/s ÷ /sign-in req/s: ${(phase.rate / phase.signIn.rate).toFixed(3)};  ÷ /healthz req/s: ${(phase.rate / phase.health.rate).toFixed(3)}`);
  log(`  CPU during the mix: ${describeCpu(phase.cpu)}`);
  const perAction = serverMsPerAction(phase);
  if (perAction !== null) log(`  the server's CPU per action: ${perAction.toFixed(1)} ms`);
}

/** Milliseconds of the server's CPU (all its threads: sharp's too) per action of a phase's mix. */
const serverMsPerAction = (phase: Phase) => (phase.cpu ? (phase.cpu.server * phase.elapsed * 1000) / phase.actions.figures(() => true).count : null);

function printSummary(phases: Phase[]) {
  const [withSaves, readsOnly] = phases;
  const reads = withSaves.actions.figures((kind) => kind !== "save");
  const saves = withSaves.actions.of("save");
  const readsAlone = readsOnly.actions.figures(() => true);
  log(`\n== Summary: ${PAGES.toLocaleString("en")} pages, ${FAMILIES} families, ${CONNECTIONS} connections, ${SECONDS} s a phase ==`);
  const widths = [16, 10, 10, 10, 9, 9, 10, 10, 8];
  log(`  ${row(["phase", "actions/s", "/sign-in/s", "/healthz/s", "÷ sign-in", "÷ healthz", "reads p99", "save p50", "errors"], widths)}`);
  for (const phase of phases) {
    const r = phase.actions.figures((kind) => kind !== "save");
    const s = phase.actions.of("save");
    const errors = phase.actions.figures(() => true).errors;
    log(
      `  ${row(
        [
          phase.withSaves ? "with saves" : "reads only",
          num(phase.rate, 1),
          num(phase.signIn.rate),
          num(phase.health.rate),
          (phase.rate / phase.signIn.rate).toFixed(3),
          (phase.rate / phase.health.rate).toFixed(3),
          `${num(r.p99)} ms`,
          s.count ? `${num(s.p50)} ms` : "-",
          errors,
        ],
        widths,
      )}`,
    );
  }
  const goal = (label: string, value: string, target: string, met: boolean) =>
    log(`  ${label.padEnd(46)} ${value.padStart(9)}  (goal ${target}): ${met ? "met" : "NOT met"}`);
  log("\nGoals:");
  const ratio = withSaves.rate / withSaves.signIn.rate;
  goal("with saves: actions/s ÷ /sign-in req/s", ratio.toFixed(3), "≥ 0.5", ratio >= 0.5);
  goal("with saves: reads' p99", `${num(reads.p99)} ms`, "≤ 200 ms", reads.p99 <= 200);
  goal("with saves: a save's p50", `${num(saves.p50)} ms`, "≤ 450 ms", saves.count > 0 && saves.p50 <= 450);
  const alone = readsOnly.rate / readsOnly.signIn.rate;
  goal("without saves: actions/s ÷ /sign-in req/s", alone.toFixed(3), "≥ 0.6", alone >= 0.6);
  log(`  (without saves, reads' p99: ${num(readsAlone.p99)} ms)`);
  const errors = phases.reduce((n, phase) => n + phase.actions.figures(() => true).errors, 0);
  if (errors) log(`  ${errors} actions failed: see "failed actions" above`);
  // What a save costs the server, reckoned from the two phases: the CPU of the phase with saves
  // less its reads at what a read cost in the phase without.
  const readMs = serverMsPerAction(readsOnly);
  if (withSaves.cpu && readMs !== null && saves.count) {
    const saveMs = (withSaves.cpu.server * withSaves.elapsed * 1000 - reads.count * readMs) / saves.count;
    log(`  the server's CPU: ${readMs.toFixed(1)} ms a read, about ${saveMs.toFixed(0)} ms a save (upload and upsert)`);
  }
}

// --- the run --------------------------------------------------------------------------------------

await runDrill("evening", async () => {
  const entry = path.join(APP_DIR, "server-build", "index.js");
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(APP_DIR, "build", "index.js"))) throw new Error(`${APP_DIR}: no build (npm run build first)`);
  const overrides = serverEnvOverrides();
  // Bounded in time whatever happens: the setup, the phases, and room for the slowest answers.
  const limitMs = (15 * 60 + WARMUP * 2 + SECONDS * 8) * 1000;
  setTimeout(() => {
    console.error(`\nevening: still running after ${limitMs / 1000} s: stopped`);
    process.exit(1);
  }, limitMs).unref();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-evening-"));
  atEnd(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  // The app modules this script calls (the seed, the password hash) read the environment on first use.
  process.env.DATABASE_URL = dbUrl(DB);
  process.env.DATA_DIR = dataDir;
  process.env.SESSION_SECRET = SESSION_SECRET;
  process.env.MIGRATIONS_DIR = path.join(APP_DIR, "drizzle");
  log(`evening: ${PAGES.toLocaleString("en")} pages, ${FAMILIES} families, ${CONNECTIONS} connections, ${SECONDS} s a phase`);
  const { families, visible } = await prepareDatabase(dataDir);

  const layers = await Promise.all(Array.from({ length: LAYERS }, (_, i) => paintLayer(41 + i)));
  log(`paint layers: ${layers.map(({ png, painted }) => `${(png.length / 1024).toFixed(0)} kB (${(painted * 100).toFixed(0)} % painted)`).join(", ")}`);

  const port = await freePort();
  const app = await startServer(port, {
    DATABASE_URL: dbUrl(DB),
    DATA_DIR: dataDir,
    SESSION_SECRET,
    ADMIN_EMAIL: "admin@evening.test",
    ADMIN_PASSWORD: PASSWORD,
    // The limits stay on, far above what the bench sends from one address.
    RATE_LIMIT_FACTOR: "100000",
    // No background jobs: a start's region-map backfill would walk every page of the catalogue.
    RUN_JOBS: "false",
    LOG_LEVEL: "error",
    ...overrides,
  });
  const extra = Object.keys(overrides).length ? `, with ${process.env.BENCH_SERVER_ENV}` : "";
  log(`server started: ${APP_DIR === ROOT ? "this repository's build" : APP_DIR} on port ${port}${extra} (log ${app.logFile})`);

  const client = new HttpClient(port, CONNECTIONS);
  atEnd(() => client.close());
  const signInStarted = performance.now();
  for (let i = 0; i < families.length; i += 4) await Promise.all(families.slice(i, i + 4).map((family) => signIn(client, family)));
  log(`${families.length} families signed in on both doors (${((performance.now() - signInStarted) / 1000).toFixed(0)} s)`);

  const evening = new Evening(
    client,
    families,
    visible,
    layers.map(({ png }) => uploadBody(png)),
  );
  // Every kind of request once before any is timed, so the server's code is warm.
  await evening.run(WARMUP, true);
  await evening.plain("/sign-in", 2);
  await evening.plain("/healthz", 2);
  log(`warmed up (${WARMUP} s of the mix, 2 s each of /sign-in and /healthz)`);

  const cpu = new CpuMeter(() => app.pid);
  const phases: Phase[] = [];
  for (const withSaves of [true, false]) {
    const name = withSaves ? `With saves (${SAVE_SHARE * 100} % of actions)` : "Reads only";
    log(`${name}: timing the mix, then /sign-in and /healthz`);
    cpu.start();
    const { actions, requests, deadline, elapsed } = await evening.run(SECONDS, withSaves);
    const used = cpu.stop();
    const signInRun = await evening.plain("/sign-in", SECONDS);
    const health = await evening.plain("/healthz", SECONDS);
    phases.push({
      name,
      withSaves,
      actions,
      requests,
      // What ended in the window, over the window: the actions still on their way at its end
      // (most often saves, the longest) are timed but not counted as done in it.
      rate: actions.figures(() => true, deadline).ended / SECONDS,
      signIn: signInRun,
      health,
      cpu: used,
      deadline,
      elapsed,
    });
    printPhase(phases.at(-1)!);
  }
  printSummary(phases);
  log(`machine load (1 min): ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
});
