/**
 * Backups of the embedded database (PGlite, no DATABASE_URL; record 0145): a copy of it taken
 * while families colour in this process, dumped by PGlite's own pg_dump; restored into a new data
 * folder, and into Postgres (the way from the embedded database to a server).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getConnection } from "~/db/client.server";
import { getEnv } from "~/infra/env.server";
import { storedSigningKey } from "~/services/backup/manifest.server";
import { restoreBackup, RestoreFailed, RestoreRefused } from "~/services/backup/restore.server";
import { seed } from "~/services/seed.server";
import { setEnv } from "../helpers/env";
import {
  backUpWhileColouring,
  emptyDatabase,
  expectRefusedWhenNotEmpty,
  expectRestored,
  openRestored,
  restoreEnv,
  tamperedCopy,
  tempDir,
} from "./backups.suite";

const liveDir = tempDir("pglite-live");
let restoreVars: () => void;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  // Zero configuration: the embedded database and the session secret kept in the data folder.
  restoreVars = setEnv({ DATABASE_URL: undefined, DATA_DIR: liveDir, SESSION_SECRET: undefined });
  const connection = await getConnection();
  expect(connection.kind).toBe("pglite");
  await connection.migrate();
  await seed(connection.db, { adminEmail: "admin@pglite-backups.test", adminPassword: "pglite-backups-1" });
});
afterAll(async () => {
  await closeDb();
  restoreVars?.();
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(liveDir, { recursive: true, force: true });
});

describe("npm run backup / npm run restore, the embedded database", () => {
  it("copies the database between two of its queries while families colour, and restores it into a new data folder, secret included", async () => {
    const dir = tempDir("pglite-archives");
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const scenario = await backUpWhileColouring(dir, { connection: await getConnection() });
    expect(scenario.whileBackingUp.saves).toBeGreaterThan(0);
    const { manifest } = scenario.backup;
    expect(manifest.database).toMatchObject({ kind: "pglite", format: "sql-gzip", file: "database.sql.gz" });
    expect(manifest.database.dumpedBy).toMatch(/^pg_dump \d+/);
    expect(manifest.secrets).toMatchObject({ file: "secrets.json" });
    expect(manifest.secrets.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(manifest.migrations.last).toMatch(/^\d{4}_/);

    // The archive is signed with the data folder's own key, which its copy of secrets.json leaves out:
    // a new machine is given it (BACKUP_SIGNING_KEY) to restore.
    const liveKey = storedSigningKey(liveDir);
    expect(liveKey).toMatch(/^[\w-]{40,}$/);
    expect(JSON.stringify(manifest)).not.toContain(liveKey);
    const dataDir = tempDir("pglite-restored");
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = restoreEnv({ DATABASE_URL: undefined, DATA_DIR: dataDir, SESSION_SECRET: undefined, BACKUP_SIGNING_KEY: liveKey });
    const result = await restoreBackup({ archive: scenario.backup.file, env });
    expect(result.database).toMatchObject({ kind: "pglite", counts: manifest.counts, movedAside: null });
    expect(result.files.restored).toBe(manifest.files.length);
    expect(result.secrets).toBe("written");
    const secretsOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, "secrets.json"), "utf8")) as Record<string, string>;
    expect(secretsOf(dataDir)).toEqual({ sessionSecret: secretsOf(getEnv().DATA_DIR).sessionSecret });
    expect(result.warnings.filter((warning) => warning.includes("session secret"))).toEqual([]);
    await expectRestored(scenario, env);
    await expectRefusedWhenNotEmpty(scenario, env);

    // --force moves the database that is there aside (kept), and restores into a new one.
    const forced = await restoreBackup({ archive: scenario.backup.file, env, force: true });
    expect(forced.database.movedAside).toMatch(/pglite-before-restore-/);
    expect(fs.existsSync(path.join(forced.database.movedAside ?? "", "PG_VERSION"))).toBe(true);
    expect(forced.database.counts).toEqual(manifest.counts);
    expect(forced.secrets).toBe("same");

    // Into Postgres: PGlite's dump is plain SQL, which psql reads (the SET a server before 17 lacks left out).
    const target = await emptyDatabase("from-pglite");
    cleanups.push(target.drop);
    const serverDir = tempDir("pglite-to-postgres");
    cleanups.push(() => fs.rmSync(serverDir, { recursive: true, force: true }));
    const serverEnv = restoreEnv({ DATABASE_URL: target.url, DATA_DIR: serverDir, SESSION_SECRET: "another-secret-0123456789", BACKUP_SIGNING_KEY: liveKey });
    const crossed = await restoreBackup({ archive: scenario.backup.file, env: serverEnv });
    expect(crossed.database).toMatchObject({ kind: "postgres", counts: manifest.counts });
    // The secret is the data folder's, and this server has its own: said, and the file left alone.
    expect(crossed.secrets).toBe("none");
    expect(crossed.warnings.join("\n")).toContain("session secret here is not the one the backup was made with");
    await expectRestored(scenario, serverEnv);
  }, 240_000);

  it("refuses a tampered archive (a `\\!` in its SQL, the checksums made to match, signed with another key) and runs nothing of it; restores the untampered one (issue #42, record 0161)", async () => {
    const dir = tempDir("pglite-tampered");
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const { takeBackup } = await import("~/services/backup/backup.server");
    const backup = await takeBackup({ dir, connection: await getConnection() });
    const marker = path.join(dir, "the-shell-ran");
    const otherKey = "not-this-machine-s-key-0123456789abcdef";
    const tampered = await tamperedCopy(backup.file, (script) => `\\! touch ${marker}\n${script}`, otherKey);
    const resigned = await tamperedCopy(backup.file, (script) => script, otherKey);
    const target = await emptyDatabase("tampered");
    cleanups.push(target.drop);
    const dataDir = tempDir("pglite-tampered-target");
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = restoreEnv({ DATABASE_URL: target.url, DATA_DIR: dataDir, SESSION_SECRET: undefined, BACKUP_SIGNING_KEY: storedSigningKey(liveDir) });
    const tables = async () => {
      const restored = await openRestored(env);
      const [{ n }] = await restored.query<{ n: string }>(`select count(*) as n from pg_tables where schemaname = 'public'`);
      await restored.close();
      return Number(n);
    };

    // Signed with another key: refused before anything is read, whatever it holds.
    for (const archive of [tampered, resigned]) {
      await expect(restoreBackup({ archive, env })).rejects.toThrow(RestoreRefused);
      await expect(restoreBackup({ archive, env })).rejects.toThrow(/signature does not verify with this machine's key.*--accept-unverified-archive/s);
    }
    // No key here at all (a new machine, nothing set): refused, saying which key is needed.
    await expect(restoreBackup({ archive: backup.file, env: { ...env, BACKUP_SIGNING_KEY: undefined } })).rejects.toThrow(/no backup key here/);
    expect(fs.existsSync(marker)).toBe(false);
    expect(await tables()).toBe(0);

    // Accepted at the operator's risk: no shell reads its SQL, so `\!` is a syntax error, and nothing of the script is kept.
    await expect(restoreBackup({ archive: tampered, env, acceptUnverified: true })).rejects.toThrow(RestoreFailed);
    expect(fs.existsSync(marker)).toBe(false);
    expect(await tables()).toBe(0);

    // The untampered archive restores, with this machine's key.
    const restored = await restoreBackup({ archive: backup.file, env });
    expect(restored.database.counts).toEqual(backup.manifest.counts);
    expect(restored.warnings.join("\n")).not.toContain("accept-unverified-archive");
  }, 120_000);

  it("says there is nothing to back up in a data folder without a database", async () => {
    const empty = tempDir("pglite-nothing");
    cleanups.push(() => fs.rmSync(empty, { recursive: true, force: true }));
    const { takeBackup } = await import("~/services/backup/backup.server");
    await expect(takeBackup({ dir: path.join(empty, "out"), env: { ...getEnv(), DATA_DIR: empty } })).rejects.toThrow(/no embedded database/);
    expect(fs.readdirSync(path.join(empty, "out"))).toEqual([]);
  });
});
