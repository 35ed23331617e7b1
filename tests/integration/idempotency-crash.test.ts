/**
 * Issue #31, record 0143: a retry never spends twice, even when the server running the first
 * call is killed (kill -9) and the retry goes to another server. Real processes of the production
 * build (`npm run build` first), as scale-out.test.ts runs them, on one Postgres and one S3 store.
 *
 * - Killed after the spend, before its answer was kept: a trigger holds the answer's write (and
 *   fails it, so a dead server's answer never lands); the retry on the other server answers the
 *   page made, and the credit is spent once.
 * - Killed before the spend (held at the credit row): nothing was made; the retry runs it, once.
 * In both, while the first server lives the other answers 409 IDEMPOTENCY_IN_PROGRESS, and once
 * it is killed, at once, the key is free: its lock died with it.
 */
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabases, databaseUrl, dropDatabases } from "../helpers/database";
import { uniqueEmail } from "../helpers/users";
import { s3EnvOf, startS3StandIn } from "../stand-ins/s3";
import { buildProcesses, kill, until, type BuildProcess } from "../helpers/build-process";

const DB = `coloring_idempotency_crash_${process.pid}`;
const PASSWORD = "colores-seguros-1";
/** The advisory lock the trigger waits on while the test holds it. */
const HOLD = 4242;
let s3: Awaited<ReturnType<typeof startS3StandIn>>;
let sql: postgres.Sql;
/** A connection of its own, for the session lock the test holds. */
let holder: postgres.Sql;
let b: BuildProcess;
let token = "";
let userId = 0;

const { launch, stopAll } = buildProcesses(() => ({
  DATABASE_URL: databaseUrl(DB),
  SESSION_SECRET: "idempotency-crash-session-secret-0123",
  ...s3EnvOf(s3),
}));

const api = (base: string, route: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api${route}`, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json", ...(token && { Authorization: `Bearer ${token}` }), ...headers },
    body: JSON.stringify(body),
  });

const createPattern = (base: string, key: string, seed: number) => api(base, "/pages/pattern/create", { seed }, { "Idempotency-Key": key });

const pagesOfUser = async () => (await sql<{ id: number }[]>`select id from pages where user_id = ${userId} order by id`).map((row) => row.id);
const creationsLeft = async () => (await sql<{ n: number }[]>`select page_creation as n from credits where user_id = ${userId}`)[0].n;
const keyRow = async (key: string) =>
  (
    await sql<{ id: number; effect: { kind: string; id: number } | null; answer_status: number | null }[]>`
    select id, effect, answer_status from idempotency_keys where user_id = ${userId} and key = ${key}`
  )[0];

/** The retry on the other server, once the key is free (Postgres lets the killed server's lock and transaction go once it sees its socket closed: at once). */
const retryOnceFree = (base: string, key: string, seed: number) =>
  until(
    async () => {
      const res = await createPattern(base, key, seed);
      return res.status === 409 ? false : res;
    },
    10_000,
    () => "the key to be free",
  );

/** The call on the other server, while the first holds the key: 409 in progress. */
async function expectInProgress(base: string, key: string, seed: number) {
  const res = await createPattern(base, key, seed);
  expect(res.status).toBe(409);
  expect(((await res.json()) as { code: string }).code).toBe("IDEMPOTENCY_IN_PROGRESS");
}

beforeAll(async () => {
  await createDatabases(DB, []);
  sql = postgres(databaseUrl(DB), { max: 2, onnotice: () => undefined });
  holder = postgres(databaseUrl(DB), { max: 1, onnotice: () => undefined });
  s3 = await startS3StandIn();
  b = await launch();
  // A family with the free plan's three creations, verified here rather than by mail (no worker runs).
  const email = uniqueEmail("idempotency");
  expect((await api(b.base, "/users/sign-up", { name: "Reintento", email, password: PASSWORD, birth_year: 1985 })).status).toBe(201);
  await sql`update users set email_verified_at = now() where email = ${email}`;
  const signedIn = (await (await api(b.base, "/users/sign-in", { email, password: PASSWORD })).json()) as { token: string; user: { id: number } };
  token = signedIn.token;
  userId = signedIn.user.id;
}, 120_000);

afterAll(async () => {
  await stopAll();
  await holder?.end();
  await sql?.end();
  await s3?.close();
  await dropDatabases([DB]);
}, 60_000);

describe("a server killed (kill -9) in the middle of a keyed call, the retry sent to another server", () => {
  it("killed after the spend, before the answer was kept: the retry answers the page made, one credit spent", async () => {
    const a = await launch();
    const before = await creationsLeft();
    const key = `crash-after-${crypto.randomUUID()}`;
    await holder`select pg_advisory_lock(${HOLD})`;
    await sql.unsafe(`
      create function idempotency_crash() returns trigger language plpgsql as $$
      begin
        perform pg_advisory_xact_lock(${HOLD});
        raise exception 'the server died before its answer was kept';
      end $$;
      create trigger idempotency_crash before update on idempotency_keys
        for each row when (new.answer_status is not null) execute function idempotency_crash();`);
    try {
      const first = createPattern(a.base, key, 11).catch((error: unknown) => error);
      // The page and its spend committed, with the key's record; the answer's write waits.
      await until(
        async () => {
          const row = await keyRow(key);
          const [{ waiting }] = await sql<{ waiting: number }[]>`
            select count(*)::int as waiting from pg_locks where locktype = 'advisory' and objid = ${HOLD} and not granted`;
          return row?.effect && waiting > 0;
        },
        60_000,
        () => `the first call to spend and reach its answer (${a.output().slice(-1500)})`,
      );
      await expectInProgress(b.base, key, 11);
      await kill(a);
      expect(await first).toBeInstanceOf(Error);
    } finally {
      // The write the dead server had begun now fails (the trigger), as if it had never been sent.
      await holder`select pg_advisory_unlock(${HOLD})`;
      await sql.unsafe(`drop trigger idempotency_crash on idempotency_keys; drop function idempotency_crash();`);
    }
    const made = await keyRow(key);
    expect(made.answer_status).toBeNull();

    const retry = await retryOnceFree(b.base, key, 11);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    const text = await retry.text();
    expect((JSON.parse(text) as { created: { id: number } }).created.id).toBe(made.effect!.id);
    expect(await pagesOfUser()).toEqual([made.effect!.id]);
    expect(await creationsLeft()).toBe(before - 1);
    expect(await (await createPattern(b.base, key, 11)).text()).toBe(text);
  }, 180_000);

  it("killed before the spend: nothing was made, and the retry makes it once", async () => {
    const c = await launch();
    const pagesBefore = await pagesOfUser();
    const before = await creationsLeft();
    const key = `crash-before-${crypto.randomUUID()}`;
    let first: Promise<unknown> | undefined;
    await holder.begin(async (tx) => {
      // The spend waits for the credit row while the test holds it.
      await tx`select 1 from credits where user_id = ${userId} for update`;
      first = createPattern(c.base, key, 12).catch((error: unknown) => error);
      await until(
        async () => {
          const [{ waiting }] = await sql<{ waiting: number }[]>`
            select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query ilike 'update "credits"%'`;
          return waiting > 0;
        },
        60_000,
        () => `the first call to reach its spend (${c.output().slice(-1500)})`,
      );
      await expectInProgress(b.base, key, 12);
      await kill(c);
    });
    expect(await first).toBeInstanceOf(Error);
    const retry = await retryOnceFree(b.base, key, 12);
    expect(retry.status).toBe(201);
    const { created } = (await retry.json()) as { created: { id: number } };
    expect(await pagesOfUser()).toEqual([...pagesBefore, created.id]);
    expect(await creationsLeft()).toBe(before - 1);
  }, 180_000);
});
