/**
 * `npm run backup` (record 0145): the database and every stored file in one tar archive, with a
 * manifest. The database is saved as one snapshot (pg_dump of an exported snapshot, or a copy of
 * the embedded database); the files are copied after it, with removals held meanwhile
 * (storage/backup-gate.server), so every file the snapshot names is in the archive. Files stored
 * after the snapshot may be in it too: restored, named by nothing, harmless.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { Sql } from "postgres";
import { connectPglite, pgliteDir, pgliteExtensions, type Connection } from "~/db/client.server";
import { getEnv, localSecret, type Env } from "~/infra/env.server";
import { BACKUP_LOCK, holdingRemovals } from "~/services/storage/backup-gate.server";
import { createStorage, type Storage } from "~/services/storage/backends.server";
import {
  appVersion,
  filesEntry,
  MANIFEST,
  migrationLevel,
  namedKeys,
  secretFingerprint,
  SECRETS_FILE,
  sha256,
  SIGNATURE,
  SIGNING_SECRET,
  signingKeys,
  signManifest,
  tableCounts,
  type Manifest,
  type ManifestFile,
  type Query,
} from "./manifest.server";
import { runTool, toolVersion } from "./pg-tools.server";
import { TarWriter } from "./tar.server";

export type BackupOptions = {
  /** The folder the archive is written to (made if missing). */
  dir: string;
  env?: Env;
  /** The embedded database when this process has it open already (else it is opened here). */
  connection?: Connection;
  /** How many files are read from the store at once. */
  parallel?: number;
  log?: (line: string) => void;
};

export type BackupResult = { file: string; bytes: number; sha256: string; manifest: Manifest };

/** What the database step leaves: the dump on disk, the snapshot's facts, and how to let go of it. */
type Snapshot = {
  takenAt: Date;
  database: Omit<Manifest["database"], "bytes" | "sha256">;
  counts: Record<string, number>;
  migrations: Manifest["migrations"];
  named: Set<string>;
  /** Ends the hold on removals taken for this backup across processes. */
  release: () => Promise<void>;
};

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-");

export async function takeBackup(options: BackupOptions): Promise<BackupResult> {
  const env = options.env ?? getEnv();
  const log = options.log ?? (() => undefined);
  const storage = createStorage(env);
  await fsp.mkdir(options.dir, { recursive: true });
  const name = `colorea-backup-${stamp(new Date())}.tar`;
  const file = path.join(options.dir, name);
  const partial = `${file}.partial`;
  const dumpFile = path.join(options.dir, `.${name}.database`);
  const writer = await TarWriter.create(partial);
  try {
    const { snapshot, files, missing, database } = await holdingRemovals(async () => {
      const snapshot = env.DATABASE_URL
        ? await postgresSnapshot(env.DATABASE_URL, storage, dumpFile, log)
        : await pgliteSnapshot(env, options, storage, dumpFile, log);
      try {
        const database = await dumpFacts(dumpFile);
        await writer.addFile(snapshot.database.file, dumpFile);
        await fsp.rm(dumpFile, { force: true });
        log(`files: copying the ${storage.kind === "s3" ? "bucket" : "uploads folder"}`);
        const { files, missing } = await copyFiles(storage, writer, snapshot.named, options.parallel ?? 8);
        return { snapshot, files, missing, database };
      } finally {
        await snapshot.release();
      }
    });

    const signing = signingKeys(env, () => localSecret(env.DATA_DIR, SIGNING_SECRET));
    const secretsFile = env.SESSION_SECRET ? null : await readSecretsFile(env.DATA_DIR);
    if (secretsFile) await writer.addBuffer(SECRETS_FILE, secretsFile);
    const manifest: Manifest = {
      format: "colorea-backup",
      version: 1,
      app: appVersion(),
      createdAt: snapshot.takenAt.toISOString(),
      finishedAt: new Date().toISOString(),
      database: { ...snapshot.database, ...database },
      migrations: snapshot.migrations,
      counts: snapshot.counts,
      storage: {
        kind: storage.kind,
        publicBase: storage.publicUrl(""),
        files: files.length,
        bytes: files.reduce((sum, entry) => sum + entry.bytes, 0),
        unnamed: files.filter((entry) => !snapshot.named.has(entry.key)).length,
        missing,
      },
      files,
      secrets: {
        fingerprint: env.sessionSecrets[0] ? secretFingerprint(env.sessionSecrets[0]) : null,
        file: secretsFile ? SECRETS_FILE : null,
        sha256: secretsFile ? sha256(secretsFile) : null,
      },
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await writer.addBuffer(MANIFEST, manifestBytes);
    await writer.addBuffer(SIGNATURE, Buffer.from(JSON.stringify(signManifest(manifestBytes, signing.keys[0], signing.source))));
    const archive = await writer.close();
    // Only a finished archive has the name: a backup stopped midway leaves at most a `.partial`.
    await fsp.rename(partial, file);
    await fsp.writeFile(`${file}.sha256`, `${archive.sha256}  ${name}\n`, { mode: 0o600 });
    return { file, ...archive, manifest };
  } catch (error) {
    await writer.abort();
    await fsp.rm(partial, { force: true });
    throw error;
  } finally {
    await fsp.rm(dumpFile, { force: true });
  }
}

async function dumpFacts(dumpFile: string) {
  const data = fs.createReadStream(dumpFile);
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of data) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest("hex") };
}

/** The snapshot's facts: row counts, migration level, the files it names. */
async function factsOf(query: Query, storage: Storage) {
  return { counts: await tableCounts(query), migrations: await migrationLevel(query), named: await namedKeys(query, storage) };
}

/** Waits up to a minute for another backup to end (removals take the lock shared for a moment only). */
async function lockForBackup(sql: Sql) {
  for (let tries = 0; tries < 60; tries++) {
    const [row] = await sql.unsafe<{ locked: boolean }[]>(`select pg_try_advisory_lock(${BACKUP_LOCK}) as locked`);
    if (row?.locked) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error("another backup is running (it holds the backup lock): try again when it ends");
}

/**
 * Postgres: one connection holds the backup lock (removals wait from now on), opens a repeatable
 * read transaction and exports its snapshot; pg_dump dumps that very snapshot, and the counts and
 * named files are read in it too. The lock stays until the files are copied.
 */
async function postgresSnapshot(url: string, storage: Storage, dumpFile: string, log: (line: string) => void): Promise<Snapshot> {
  const { default: postgres } = await import("postgres");
  // One connection (max 1): the lock and the transaction are that connection's.
  const sql = postgres(url, { max: 1, onnotice: () => {}, idle_timeout: 0 });
  try {
    const dumpedBy = await toolVersion("pg_dump");
    await lockForBackup(sql);
    await sql.unsafe("begin isolation level repeatable read");
    const [{ id, now, version }] = await sql.unsafe<{ id: string; now: Date; version: string }[]>(
      "select pg_export_snapshot() as id, now() as now, current_setting('server_version') as version",
    );
    const query: Query = async (text) => (await sql.unsafe(text)) as never;
    const facts = await factsOf(query, storage);
    log(`database: pg_dump of snapshot ${id} (Postgres ${version})`);
    await runTool("pg_dump", ["--format=custom", `--snapshot=${id}`, `--file=${dumpFile}`, "--no-password"], { url });
    await sql.unsafe("commit");
    return {
      takenAt: new Date(now),
      database: { kind: "postgres", format: "pg_dump-custom", file: "database.dump", serverVersion: version, dumpedBy },
      ...facts,
      release: async () => {
        await sql.unsafe(`select pg_advisory_unlock(${BACKUP_LOCK})`).catch(() => undefined);
        await sql.end({ timeout: 5 });
      },
    };
  } catch (error) {
    await sql.end({ timeout: 5 });
    throw error;
  }
}

/**
 * The embedded database: a copy of its folder, taken between two queries (PGlite runs one at a
 * time), opened in memory; a transaction open at that moment is not in it, as after a crash. Its
 * pg_dump (PGlite's own, compiled to WebAssembly) is plain SQL, which Postgres reads too. Removals
 * are held by this process alone (no other process can have the folder open).
 */
async function pgliteSnapshot(env: Env, options: BackupOptions, storage: Storage, dumpFile: string, log: (line: string) => void): Promise<Snapshot> {
  let connection = options.connection;
  const opened = !connection;
  if (!connection) {
    if (!fs.existsSync(path.join(pgliteDir(env.DATA_DIR), "PG_VERSION")))
      throw new Error(`there is no embedded database in ${env.DATA_DIR} (and DATABASE_URL is not set)`);
    connection = await connectPglite(env.DATA_DIR);
  }
  try {
    const client = connection.pglite;
    if (!client) throw new Error("the connection given is not the embedded database's");
    const { PGlite } = await import("@electric-sql/pglite");
    const { pgDump } = await import("@electric-sql/pglite-tools/pg_dump");
    const takenAt = new Date();
    const image = await client.dumpDataDir("none");
    const copy = await PGlite.create({ loadDataDir: image, extensions: await pgliteExtensions() });
    try {
      const query: Query = async (text) => (await copy.query(text)).rows as never;
      const facts = await factsOf(query, storage);
      const [{ version }] = await query<{ version: string }>("select current_setting('server_version') as version");
      log(`database: pg_dump of the embedded database (PGlite, Postgres ${version})`);
      const dump = await pgDump({ pg: copy, args: ["--no-owner", "--no-privileges"] });
      const head = await dump.slice(0, 400).text();
      await pipeline(Readable.fromWeb(dump.stream() as never), createGzip(), fs.createWriteStream(dumpFile, { mode: 0o600 }));
      return {
        takenAt,
        database: {
          kind: "pglite",
          format: "sql-gzip",
          file: "database.sql.gz",
          serverVersion: version,
          dumpedBy: `pg_dump ${/Dumped by pg_dump version (\S+)/.exec(head)?.[1] ?? "?"} (@electric-sql/pglite-tools)`,
        },
        ...facts,
        release: async () => undefined,
      };
    } finally {
      await copy.close();
    }
  } finally {
    if (opened) await connection.close();
  }
}

/** The data folder's secrets.json as the archive keeps it: without the key that signs backups (it must not travel with them). */
async function readSecretsFile(dataDir: string) {
  const text = await fsp.readFile(path.join(dataDir, SECRETS_FILE), "utf8").catch(() => null);
  if (text === null) return null;
  const { [SIGNING_SECRET]: _signingKey, ...kept } = JSON.parse(text) as Record<string, string>;
  return Buffer.from(JSON.stringify(kept, null, 2));
}

/**
 * Every object of the store into the archive (a few read at once, written one at a time), then
 * any named file the listing did not give (a store whose listing lags). What is still missing is
 * reported, not invented.
 */
async function copyFiles(storage: Storage, writer: TarWriter, named: Set<string>, parallel: number) {
  const files: ManifestFile[] = [];
  const copied = new Set<string>();
  let writing: Promise<unknown> = Promise.resolve();
  const keep = async (key: string) => {
    const data = await storage.getObject(key);
    // Gone since it was listed: removed before the backup held removals, so named by nothing.
    if (!data || copied.has(key)) return;
    copied.add(key);
    const write = writing.then(() => writer.addBuffer(filesEntry(key), data));
    writing = write.catch(() => undefined);
    await write;
    files.push({ key, bytes: data.length, sha256: sha256(data) });
  };
  const listing = storage.listObjects()[Symbol.asyncIterator]();
  let failed = false;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (!failed) {
        const next = await listing.next();
        if (next.done) return;
        await keep(next.value.key).catch((error: unknown) => {
          failed = true;
          throw error;
        });
      }
    }),
  );
  for (const key of named) if (!copied.has(key)) await keep(key);
  const missing = [...named].filter((key) => !copied.has(key)).sort();
  files.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { files, missing };
}

/**
 * Whether an app server answers on this machine's PORT. The embedded database allows one process:
 * the backup and restore commands refuse to open it while the server has it open.
 */
export async function serverAnswers(port: number) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1500) });
    await res.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/** "12.3 MB": sizes as the commands print them. */
export function formatSize(bytes: number) {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}
