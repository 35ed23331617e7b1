/**
 * Issue #15, "more than one server": two app servers and a worker, as separate processes of
 * the production build (`npm run build` first), on one Postgres and one S3-compatible store
 * (the s3rver stand-in), each with its own empty data folder, so nothing can pass between them
 * except through what they share. A session made on A works on B, an upload through A is used
 * and served through B, the sign-in limit counts across both, and the jobs both ask for at
 * start run once, on the worker.
 */
import postgres from "postgres";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabases, databaseUrl, dropDatabases, TEST_ADMIN } from "../helpers/database";
import { uniqueEmail } from "../helpers/users";
import { s3EnvOf, startS3StandIn } from "../stand-ins/s3";
import { buildProcesses, outboxMailTo, until, type BuildProcess } from "../helpers/build-process";

const DB = `coloring_scale_${process.pid}`;
const PASSWORD = "colores-seguros-1";
let s3: Awaited<ReturnType<typeof startS3StandIn>>;
let a: BuildProcess;
let b: BuildProcess;
let sql: postgres.Sql;

const { launch, stopAll } = buildProcesses(() => ({
  DATABASE_URL: databaseUrl(DB),
  SESSION_SECRET: "scale-out-session-secret-0123456789",
  ...s3EnvOf(s3),
}));

const apiCall = (base: string, route: string, init: { token?: string; json?: unknown; body?: FormData; method?: string } = {}) =>
  fetch(`${base}/api${route}`, {
    method: init.method ?? (init.json !== undefined || init.body ? "POST" : "GET"),
    headers: {
      Accept: "application/json",
      ...(init.token && { Authorization: `Bearer ${init.token}` }),
      ...(init.json !== undefined && { "Content-Type": "application/json" }),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });

beforeAll(async () => {
  await createDatabases(DB, []);
  sql = postgres(databaseUrl(DB), { max: 1, onnotice: () => undefined });
  s3 = await startS3StandIn();
  [a, b] = [await launch(), await launch()];
}, 120_000);

afterAll(async () => {
  await stopAll();
  await sql?.end();
  await s3?.close();
  await dropDatabases([DB]);
}, 60_000);

describe("two app servers and a worker on one Postgres and one S3 store", () => {
  let token = "";
  let email = "";
  let worker: BuildProcess;

  // First: the jobs wait for a worker, which then also sends the mails the app servers ask for.
  it("the jobs both servers asked for at start wait for a worker, and run once on it", async () => {
    // A and B leave jobs to workers (RUN_JOBS=false): asked for twice each, nothing ran yet.
    const asked = await sql<
      { name: string; state: string }[]
    >`select name, state from pgboss.job where name in ('purge-expired','trending-recount','regions-backfill','gallery-seed','stored-files','plan-prices')`;
    expect(asked.length).toBeGreaterThanOrEqual(6);
    expect(asked.every((job) => job.state === "created")).toBe(true);
    worker = await launch(["--worker"]);
    const done = await until(
      async () => {
        const rows = await sql<{ name: string; runs: number }[]>`select name, count(*)::int as runs from pgboss.job where state = 'completed' group by name`;
        return rows.length === 6 ? rows : false;
      },
      150_000,
      () => `the worker to finish the jobs (${worker.output().slice(-2000)})`,
    );
    expect(Object.fromEntries(done.map((row) => [row.name, row.runs]))).toEqual({
      "purge-expired": 1,
      "trending-recount": 1,
      "regions-backfill": 1,
      "gallery-seed": 1,
      "stored-files": 1,
      "plan-prices": 1,
    });
    // The first-run gallery is there once.
    const [{ seeded, distinct }] = await sql<
      { seeded: number; distinct: number }[]
    >`select count(*)::int as seeded, count(distinct seed_key)::int as distinct from pages where seed_key is not null`;
    expect(seeded).toBeGreaterThan(0);
    expect(seeded).toBe(distinct);
    expect(worker.output()).toMatch(/Galería inicial/);
  }, 180_000);

  it("a sign-up on A is verified on B, and a token and a browser session made on A work on B", async () => {
    email = uniqueEmail("scale");
    expect((await apiCall(a.base, "/users/sign-up", { json: { name: "Escala", email, password: PASSWORD, birth_year: 1985 } })).status).toBe(201);
    // No SMTP configured: the worker, which sends the mails A asks for (issue #27: off the request path),
    // writes it to its outbox (issue #43), and its log holds no link.
    const link = await until(
      () => /\/verify\/([\w-]+)/.exec(outboxMailTo(worker.dataDir, email) ?? "")?.[1],
      15_000,
      () => `the verification mail (worker: ${worker.output().slice(-1500)}; A: ${a.output().slice(-1500)})`,
    );
    expect(worker.output()).not.toContain(link);
    const verified = await apiCall(b.base, "/users/verify", { json: { token: link, password: PASSWORD } });
    expect(verified.status).toBe(200);
    const signedIn = (await (await apiCall(a.base, "/users/sign-in", { json: { email, password: PASSWORD } })).json()) as { token: string };
    token = signedIn.token;
    const me = await apiCall(b.base, "/users/read", { token });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email });

    const form = await fetch(`${a.base}/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: a.base },
      body: new URLSearchParams({ email, password: PASSWORD }),
    });
    expect(form.status).toBe(302);
    const cookie =
      form.headers
        .getSetCookie()
        .find((c) => c.startsWith("__session="))
        ?.split(";")[0] ?? "";
    expect(cookie).not.toBe("");
    const onB = await fetch(`${b.base}/pages`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(onB.status).toBe(200);
    expect(await onB.text()).toContain("Escala");
  });

  it("an upload through A becomes a page through B, and its files are served from the shared store", async () => {
    const png = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/><circle cx="512" cy="512" r="300" fill="none" stroke="#000" stroke-width="12"/></svg>`,
      ),
    )
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("file", new Blob([png], { type: "image/png" }), "anillo.png");
    form.set("extensions", "png");
    const upload = await apiCall(a.base, "/storage/upload", { token, body: form });
    expect(upload.status).toBe(200);
    const { url } = (await upload.json()) as { url: string };
    // An upload is personal (issue #27): the app's authorised address, not the store's.
    expect(url).toMatch(/^\/files\/uploads\//);
    const created = await apiCall(b.base, "/pages/upload", { token, json: { illustration: url, name: "Anillo" } });
    expect(created.status).toBe(201);
    const { created: page } = (await created.json()) as { created: { id: number; illustration: string; region_map: string } };
    // A private page (the default): its files are read through either server by their owner, from the shared store.
    for (const file of [page.illustration, page.region_map]) {
      const served = await fetch(file.startsWith("http") ? file : `${a.base}${file}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(served.status).toBe(200);
      expect((await fetch(`${b.base}${file}`)).status).toBe(404);
    }
    // A shows the page B made.
    const read = await apiCall(a.base, `/pages/${page.id}/read`, { token });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: page.id });
  });

  it("the app's tagline an admin saves through A is what B's next screen shows (B had shown the old one)", async () => {
    const title = async () => /<title>([^<]*)<\/title>/.exec(await (await fetch(`${b.base}/sign-in`)).text())?.[1] ?? "";
    const before = await title();
    expect(await title()).toBe(before);
    const admin = (await (await apiCall(a.base, "/users/sign-in", { json: TEST_ADMIN })).json()) as { token: string };
    for (const tagline of ["Colores para toda la familia", "Otra frase"]) {
      const saved = await apiCall(a.base, "/settings/tagline/update", { token: admin.token, method: "PATCH", json: { value: tagline } });
      expect(saved.status).toBe(200);
      // (no server keeps the settings: B reads them for each request, record 0179)
      expect(await title()).toContain(tagline);
    }
  });

  it("the sign-in limit counts across both servers: alternating wrong passwords meet a 429 at the 21st", async () => {
    // The earlier tests' sign-ins counted too (that is the point): start from an empty count.
    await sql`delete from rate_limits where key like 'ip:%'`;
    let refusedAt = 0;
    for (let i = 1; i <= 24 && !refusedAt; i++) {
      const res = await apiCall(i % 2 ? a.base : b.base, "/users/sign-in", { json: { email: uniqueEmail("guess"), password: "wrong-password" } });
      if (res.status === 429) refusedAt = i;
      else expect(res.status).toBe(401);
    }
    expect(refusedAt).toBe(21);
  });
});
