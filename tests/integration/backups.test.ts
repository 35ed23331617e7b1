/**
 * Backups on Postgres with files on disk (record 0145): a backup taken while families colour,
 * restored into a new database and a new data folder. The store's S3 variant is
 * backups-s3.test.ts, the embedded database's backups-pglite.test.ts.
 */
import fs from "node:fs";
import { eq } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { storedFiles } from "~/db/schema";
import { getEnv } from "~/infra/env.server";
import { BACKUP_LOCK, heldRemovals, retryHeld } from "~/services/storage/backup-gate.server";
import { createStorage, deleteObject, getObject, newKey, putObject } from "~/services/storage/backends.server";
import { restoreBackup, RestoreRefused } from "~/services/backup/restore.server";
import { TarReader } from "~/services/backup/tar.server";
import { backUpWhileColouring, emptyDatabase, expectRefusedWhenNotEmpty, expectRestored, restoreEnv, tempDir } from "./backups.suite";

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe("npm run backup / npm run restore, Postgres and a data folder", () => {
  it("saves one snapshot and every file it names while families keep colouring, and restores them all into a new database and folder", async () => {
    const dir = tempDir("archives");
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const scenario = await backUpWhileColouring(dir);
    const { backup, whileBackingUp } = scenario;

    // The saves went on during the backup, and their removals waited for it.
    expect(whileBackingUp.saves).toBeGreaterThan(0);
    expect(whileBackingUp.heldAtMost).toBeGreaterThan(0);

    // One archive: the dump, the files, the manifest and its signature last; a finished name and its checksum beside it.
    expect(backup.file).toMatch(/colorea-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar$/);
    expect(fs.readFileSync(`${backup.file}.sha256`, "utf8")).toContain(backup.sha256);
    expect(fs.readdirSync(dir).filter((name) => name.includes("partial") || name.startsWith("."))).toEqual([]);
    const reader = await TarReader.open(backup.file);
    const names = reader.entries.map((entry) => entry.name);
    await reader.close();
    expect(names[0]).toBe("database.dump");
    // The manifest, then its signature (record 0161).
    expect(names.slice(-2)).toEqual(["manifest.json", "manifest.sig"]);
    const { manifest } = backup;
    expect(manifest.database).toMatchObject({ kind: "postgres", format: "pg_dump-custom" });
    expect(manifest.database.dumpedBy).toMatch(/^pg_dump \(PostgreSQL\)/);
    expect(manifest.migrations.last).toMatch(/^\d{4}_/);
    expect(manifest.counts.users).toBeGreaterThanOrEqual(3);
    expect(manifest.storage).toMatchObject({ kind: "local", files: manifest.files.length });
    expect(names.filter((name) => name.startsWith("files/")).sort()).toEqual(manifest.files.map((file) => `files/${file.key}`).sort());

    const target = await emptyDatabase("restored");
    cleanups.push(target.drop);
    const dataDir = tempDir("restored");
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = restoreEnv({ DATABASE_URL: target.url, DATA_DIR: dataDir });
    const lines: string[] = [];
    const result = await restoreBackup({ archive: backup.file, env, log: (line) => lines.push(line) });
    expect(result.database.counts).toEqual(manifest.counts);
    expect(result.files).toMatchObject({ restored: manifest.files.length, alreadyThere: 0 });
    // Same SESSION_SECRET: nothing to warn about the sealed settings.
    expect(result.warnings.filter((warning) => warning.includes("session secret"))).toEqual([]);
    expect(lines.join("\n")).toContain("pg_restore");

    await expectRestored(scenario, env);
    await expectRefusedWhenNotEmpty(scenario, env);

    // A Postgres dump does not go into the embedded database.
    const elsewhere = tempDir("pglite-target");
    cleanups.push(() => fs.rmSync(elsewhere, { recursive: true, force: true }));
    await expect(restoreBackup({ archive: backup.file, env: restoreEnv({ DATABASE_URL: undefined, DATA_DIR: elsewhere }) })).rejects.toThrow(RestoreRefused);

    // --force empties the database and restores again; the files there already are left as they are.
    const again = await restoreBackup({ archive: backup.file, env, force: true });
    expect(again.database.counts).toEqual(manifest.counts);
    expect(again.files).toMatchObject({ restored: 0, alreadyThere: manifest.files.length });
    expect(getEnv().DATABASE_URL).not.toBe(target.url);
  }, 240_000);

  it("refuses an archive whose files were damaged, naming them", async () => {
    const dir = tempDir("damaged");
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const { takeBackup } = await import("~/services/backup/backup.server");
    const backup = await takeBackup({ dir });
    const reader = await TarReader.open(backup.file);
    const victim = reader.entries.find((entry) => entry.name.startsWith("files/") && entry.size > 100);
    await reader.close();
    expect(victim).toBeDefined();
    const bytes = fs.readFileSync(backup.file);
    bytes[(victim?.offset ?? 0) + 50] ^= 0xff;
    fs.writeFileSync(backup.file, bytes);

    const target = await emptyDatabase("damaged");
    cleanups.push(target.drop);
    const dataDir = tempDir("damaged-restored");
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    await expect(restoreBackup({ archive: backup.file, env: restoreEnv({ DATABASE_URL: target.url, DATA_DIR: dataDir }) })).rejects.toThrow(
      new RegExp(`${victim?.name.slice("files/".length)}: damaged in the archive`),
    );
  }, 120_000);

  it("holds a removal while a backup in another process holds the lock, and makes it once the lock is let go", async () => {
    const counted = newKey("coloreds", 4242, "png");
    await putObject(counted, Buffer.from("counted"), "image/png");
    // A file stored before files were counted has no row: the lock is asked on its own then.
    const uncounted = newKey("coloreds", 4242, "png");
    await createStorage(getEnv()).putObject(uncounted, Buffer.from("uncounted"), "image/png");

    const other = postgres(getEnv().DATABASE_URL ?? "", { max: 1, onnotice: () => {} });
    try {
      await other.unsafe(`select pg_advisory_lock(${BACKUP_LOCK})`);
      expect(await deleteObject(counted)).toBe(false);
      expect(await deleteObject(uncounted)).toBe(false);
      expect(heldRemovals()).toEqual(expect.arrayContaining([counted, uncounted]));
      expect((await getObject(counted))?.toString()).toBe("counted");
      const db = await getDb();
      expect(await db.select().from(storedFiles).where(eq(storedFiles.key, counted))).toHaveLength(1);
      await retryHeld(); // still held: tried, held again
      expect(await getObject(uncounted)).not.toBeNull();
      await other.unsafe(`select pg_advisory_unlock(${BACKUP_LOCK})`);
      await retryHeld();
      expect(await getObject(counted)).toBeNull();
      expect(await getObject(uncounted)).toBeNull();
      expect(await db.select().from(storedFiles).where(eq(storedFiles.key, counted))).toEqual([]);
      expect(heldRemovals()).toEqual([]);
    } finally {
      await other.end();
    }
  });
});
