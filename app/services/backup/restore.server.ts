/**
 * `npm run restore` (record 0145): a backup archive into an empty database and the configured
 * store, checked as it goes: the manifest's signature against this machine's backup key (record
 * 0161: the checksums live in the archive they check, so only a key from outside it vouches for
 * them), the dump's and every file's sha256 against the manifest, the rows of every table against
 * its counts, every file read back from the store. No shell tool reads the archive's SQL: an
 * embedded database's script goes to Postgres as statements, where psql's meta-commands (`\!`
 * runs a shell command) mean nothing.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { createGunzip } from "node:zlib";
import { pgliteDir, pgliteExtensions } from "~/db/client.server";
import type { Env } from "~/infra/env.server";
import { createStorage, type Storage, type StorageEnv } from "~/services/storage/backends.server";
import {
  contentTypeOf,
  filesEntry,
  knownMigrations,
  MANIFEST,
  secretFingerprint,
  SECRETS_FILE,
  sha256,
  SIGNATURE,
  SIGNING_SECRET,
  signatureHolds,
  signingKeys,
  storedSigningKey,
  tableCounts,
  type Manifest,
  type Query,
  type Signature,
} from "./manifest.server";
import { libpqEnv, runTool } from "./pg-tools.server";
import { TarReader, type TarEntry } from "./tar.server";

/** What a restore reads of the environment (parsed as the app parses it, DATA_DIR absolute). */
export type RestoreEnv = StorageEnv & Pick<Env, "DATABASE_URL" | "SESSION_SECRET" | "BACKUP_SIGNING_KEY">;

export type RestoreOptions = {
  archive: string;
  env: RestoreEnv;
  /** Empties a database that is not empty, replaces a different file of the same name, restores a newer backup. */
  force?: boolean;
  /**
   * Restores an archive whose signature does not verify with this machine's key (`--accept-unverified-archive`):
   * whoever could change it decides what goes into the database and the store.
   */
  acceptUnverified?: boolean;
  parallel?: number;
  log?: (line: string) => void;
};

export type RestoreResult = {
  manifest: Manifest;
  database: { kind: "postgres" | "pglite"; counts: Record<string, number>; movedAside: string | null };
  files: { restored: number; alreadyThere: number; bytes: number };
  secrets: "none" | "written" | "same" | "replaced" | "kept";
  warnings: string[];
};

/** A restore that would overwrite something, or cannot be made here: nothing was changed. */
export class RestoreRefused extends Error {
  name = "RestoreRefused";
}

/** The archive does not hold what its manifest says, or what was restored does not match it. */
export class RestoreFailed extends Error {
  name = "RestoreFailed";
}

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-");

const listed = (problems: string[]) => problems.slice(0, 20).join("\n  ") + (problems.length > 20 ? `\n  … and ${problems.length - 20} more` : "");

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { env, force = false } = options;
  const log = options.log ?? (() => undefined);
  const reader = await TarReader.open(options.archive);
  try {
    const { manifest, bytes } = await readManifest(reader);
    const warnings: string[] = [];
    await checkSignature(reader, bytes, env, options.acceptUnverified ?? false, warnings, log);
    const dumpEntry = await checkArchive(reader, manifest);
    log(`archive: whole (${manifest.files.length} files and the database dump match the manifest's sizes and the dump its sha256)`);

    const known = knownMigrations().map((migration) => migration.tag);
    if (manifest.migrations.last && !known.includes(manifest.migrations.last)) {
      const message = `the backup was made by a newer version of Colorea (its database is at migration ${manifest.migrations.last}, this code knows up to ${known.at(-1)})`;
      if (!force) throw new RestoreRefused(`${message}: restore it with that version or a newer one (or --force)`);
      warnings.push(message);
    }

    const database = env.DATABASE_URL
      ? await restorePostgres(env.DATABASE_URL, reader, dumpEntry, manifest, force, log)
      : await restorePglite(env.DATA_DIR, reader, dumpEntry, manifest, force, log);
    const wrong = Object.entries(manifest.counts).filter(([table, n]) => database.counts[table] !== n);
    if (wrong.length)
      throw new RestoreFailed(
        `the restored database does not hold the backup's rows:\n  ${listed(wrong.map(([table, n]) => `${table}: ${database.counts[table] ?? "no table"} rows, the backup has ${n}`))}`,
      );
    log(`database: restored and counted (${Object.keys(manifest.counts).length} tables as in the backup)`);
    if (manifest.migrations.applied < known.length)
      warnings.push(`the backup's database is at migration ${manifest.migrations.last ?? "none"}: the server brings it up to date when it starts`);

    const storage = createStorage(env);
    const publicBase = storage.publicUrl("");
    if (manifest.storage.publicBase && manifest.storage.publicBase !== publicBase) {
      warnings.push(
        `public pages' pictures are named in the database by the address they were read from, ${manifest.storage.publicBase}, and this store's is ${publicBase}: they show once that address serves this store (S3_PUBLIC_URL, e.g. a CDN in front of the new bucket)`,
      );
    }
    log(`files: into the ${storage.kind === "s3" ? `bucket ${env.S3_BUCKET}` : `folder ${path.join(env.DATA_DIR, "uploads")}`}`);
    const files = await restoreFiles(reader, manifest, storage, force, options.parallel ?? 8);
    const secrets = await restoreSecrets(reader, manifest, env, force, warnings);
    return { manifest, database, files, secrets, warnings };
  } finally {
    await reader.close();
  }
}

async function readManifest(reader: TarReader): Promise<{ manifest: Manifest; bytes: Buffer }> {
  const entry = reader.find(MANIFEST);
  if (!entry) throw new RestoreFailed(`the archive has no ${MANIFEST}: it is not a Colorea backup, or it was cut short`);
  const bytes = await reader.read(entry);
  const manifest = JSON.parse(bytes.toString("utf8")) as Manifest;
  if (manifest.format !== "colorea-backup" || manifest.version !== 1) throw new RestoreFailed(`${MANIFEST} is not a Colorea backup's manifest (version 1)`);
  return { manifest, bytes };
}

/**
 * The manifest is signed with this machine's backup key (BACKUP_SIGNING_KEY, else SESSION_SECRET,
 * else the data folder's own key), or the restore is refused before anything is read or changed;
 * unless the operator accepts the risk by name, and then it is said among the warnings.
 */
async function checkSignature(reader: TarReader, manifest: Buffer, env: RestoreEnv, accept: boolean, warnings: string[], log: (line: string) => void) {
  const entry = reader.find(SIGNATURE);
  const signature = entry ? (JSON.parse((await reader.read(entry)).toString("utf8")) as Signature) : null;
  const { source, keys } = signingKeys(env, () => storedSigningKey(env.DATA_DIR));
  if (signatureHolds(manifest, signature, keys)) return log(`archive: signed with this machine's backup key (${source})`);
  const why = !signature
    ? `the archive is not signed (no ${SIGNATURE})`
    : keys.length === 0
      ? `there is no backup key here to check its signature with (BACKUP_SIGNING_KEY, SESSION_SECRET or ${SIGNING_SECRET} in ${path.join(env.DATA_DIR, SECRETS_FILE)}); it was signed with ${signature.key}`
      : `its signature does not verify with this machine's key (${source}); it was signed with ${signature.key}`;
  const risk = "an archive that does not verify may have been changed by anyone who could write it, and its database and files would be trusted as they are";
  if (!accept)
    throw new RestoreRefused(
      `${why}: ${risk}. Set BACKUP_SIGNING_KEY (or SESSION_SECRET) to the key the backup was made with, or, if you know where this archive has been, restore it with --accept-unverified-archive`,
    );
  warnings.push(`${why}: restored anyway (--accept-unverified-archive)`);
}

/** Every entry the manifest lists is in the archive at its size, and the dump is the one dumped. */
async function checkArchive(reader: TarReader, manifest: Manifest) {
  const dump = reader.find(manifest.database.file);
  if (!dump) throw new RestoreFailed(`the archive has no ${manifest.database.file}`);
  const hash = createHash("sha256");
  for await (const chunk of reader.stream(dump)) hash.update(chunk as Buffer);
  if (dump.size !== manifest.database.bytes || hash.digest("hex") !== manifest.database.sha256)
    throw new RestoreFailed(`${manifest.database.file} is damaged (its sha256 is not the manifest's)`);
  const short = manifest.files.filter((file) => reader.find(filesEntry(file.key))?.size !== file.bytes).map((file) => file.key);
  if (short.length) throw new RestoreFailed(`files missing from the archive, or of another size:\n  ${listed(short)}`);
  return dump;
}

/** Tables, views and sequences outside Postgres's own schemas: a database with none is empty. */
const COUNT_RELATIONS = `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and n.nspname not in ('pg_catalog', 'information_schema')
  and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'`;

const notEmpty = (where: string) => new RestoreRefused(`${where} is not empty: restore into a new, empty one (or --force to replace what it holds)`);

async function restorePostgres(url: string, reader: TarReader, dump: TarEntry, manifest: Manifest, force: boolean, log: (line: string) => void) {
  const { default: postgres } = await import("postgres");
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const query: Query = async (text) => (await sql.unsafe(text)) as never;
    const [{ n }] = await query<{ n: string }>(COUNT_RELATIONS);
    if (Number(n) > 0) {
      if (!force) throw notEmpty(`the database ${libpqEnv(url).PGDATABASE ?? ""}`);
      log("database: not empty, emptied (--force): every schema dropped");
      const schemas = await query<{ name: string }>(
        `select nspname as name from pg_namespace where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg_toast%' and nspname not like 'pg_temp%'`,
      );
      for (const { name } of schemas) await sql.unsafe(`drop schema "${name.replace(/"/g, '""')}" cascade`);
      await sql.unsafe("create schema public");
    }
    const dbname = libpqEnv(url).PGDATABASE ?? "";
    if (manifest.database.format === "pg_dump-custom") {
      log("database: pg_restore");
      await runTool("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", "--no-password", `--dbname=${dbname}`], {
        url,
        stdin: reader.stream(dump),
      });
    } else {
      // The embedded database's dump (plain SQL of INSERTs), into Postgres: sent as statements in
      // one message, which Postgres runs as one transaction, all or nothing; not through psql,
      // whose meta-commands would run shell commands on this machine.
      const [{ version }] = await query<{ version: string }>(`select current_setting('server_version_num')::int as version`);
      log("database: the dump of the embedded database, as statements");
      let script = await scriptOf(reader, dump);
      // PGlite's pg_dump is Postgres 18's; a server before 17 has no transaction_timeout to set.
      if (Number(version) < 170000) script = script.replace(/^SET transaction_timeout = .*$/gm, "");
      await sql
        .unsafe(script)
        .simple()
        .catch((error: unknown) => {
          throw new RestoreFailed(
            `Postgres refused the database script, and nothing of it was kept: ${error instanceof Error ? error.message : String(error)}`,
          );
        });
    }
    return { kind: "postgres" as const, counts: await tableCounts(query, Object.keys(manifest.counts)), movedAside: null };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** An embedded database's dump, unzipped (it is read whole, as the embedded database reads it). */
async function scriptOf(reader: TarReader, dump: TarEntry) {
  const chunks: Buffer[] = [];
  for await (const chunk of reader.stream(dump).pipe(createGunzip())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function restorePglite(dataDir: string, reader: TarReader, dump: TarEntry, manifest: Manifest, force: boolean, log: (line: string) => void) {
  if (manifest.database.format !== "sql-gzip") {
    throw new RestoreRefused(
      "this is a backup of a Postgres server: it restores into Postgres (set DATABASE_URL to an empty database), not into the embedded one",
    );
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const extensions = await pgliteExtensions();
  const dir = pgliteDir(dataDir);
  let movedAside: string | null = null;
  if (fs.existsSync(path.join(dir, "PG_VERSION"))) {
    const existing = await PGlite.create(dir, { extensions });
    const [{ n }] = (await existing.query<{ n: number }>(COUNT_RELATIONS)).rows;
    await existing.close();
    if (Number(n) > 0) {
      if (!force) throw notEmpty(`the embedded database in ${dataDir}`);
      // Kept, not deleted: --force must not be the end of the data it replaces.
      movedAside = `${dir}-before-restore-${stamp()}`;
      await fsp.rename(dir, movedAside);
      log(`database: not empty, moved aside to ${movedAside} (--force)`);
    }
  }
  await fsp.mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dir, { extensions });
  try {
    log("database: the dump into the embedded database");
    // One message of many statements: Postgres runs them as one transaction, all or nothing.
    await client.exec(await scriptOf(reader, dump));
    const query: Query = async (text) => (await client.query(text)).rows as never;
    return { kind: "pglite" as const, counts: await tableCounts(query, Object.keys(manifest.counts)), movedAside };
  } finally {
    await client.close();
  }
}

/**
 * Each file into the store, checked against the manifest before and read back after. A file the
 * store holds already with the same bytes is left; with other bytes, only --force replaces it.
 */
async function restoreFiles(reader: TarReader, manifest: Manifest, storage: Storage, force: boolean, parallel: number) {
  const entries = new Map(reader.entries.map((entry) => [entry.name, entry]));
  const problems: string[] = [];
  let restored = 0;
  let alreadyThere = 0;
  let bytes = 0;
  const restoreOne = async (file: Manifest["files"][number]) => {
    const entry = entries.get(filesEntry(file.key));
    if (!entry) return problems.push(`${file.key}: not in the archive`);
    const data = await reader.read(entry);
    if (sha256(data) !== file.sha256) return problems.push(`${file.key}: damaged in the archive (its sha256 is not the manifest's)`);
    const existing = await storage.getObject(file.key);
    if (existing) {
      if (sha256(existing) === file.sha256) return alreadyThere++;
      if (!force) return problems.push(`${file.key}: the store holds a different file of this name (--force replaces it)`);
      await storage.deleteObject(file.key);
    }
    await storage.putObject(file.key, data, contentTypeOf(file.key));
    const back = await storage.getObject(file.key);
    if (!back || sha256(back) !== file.sha256) return problems.push(`${file.key}: the store gave back other bytes`);
    restored++;
    bytes += data.length;
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < manifest.files.length) await restoreOne(manifest.files[next++]);
    }),
  );
  if (problems.length) throw new RestoreFailed(`${problems.length} of ${manifest.files.length} files were not restored:\n  ${listed(problems)}`);
  return { restored, alreadyThere, bytes };
}

/**
 * The data folder's secrets.json (the session secret, which also seals the settings' keys) when
 * the backup kept one and SESSION_SECRET is not set; then whether the secret here is the backup's.
 */
async function restoreSecrets(reader: TarReader, manifest: Manifest, env: RestoreEnv, force: boolean, warnings: string[]): Promise<RestoreResult["secrets"]> {
  const target = path.join(env.DATA_DIR, SECRETS_FILE);
  let outcome: RestoreResult["secrets"] = "none";
  const entry = manifest.secrets.file ? reader.find(SECRETS_FILE) : undefined;
  if (entry && !env.SESSION_SECRET) {
    const data = await reader.read(entry);
    if (manifest.secrets.sha256 && sha256(data) !== manifest.secrets.sha256)
      throw new RestoreFailed(`${SECRETS_FILE} is damaged in the archive (its sha256 is not the manifest's)`);
    const existing = await fsp.readFile(target, "utf8").catch(() => null);
    const { [SIGNING_SECRET]: ownKey, ...existingSecrets } = existing === null ? {} : (JSON.parse(existing) as Record<string, string>);
    const restored = JSON.parse(data.toString("utf8")) as Record<string, string>;
    delete restored[SIGNING_SECRET];
    if (existing !== null && JSON.stringify(existingSecrets) === JSON.stringify(restored)) outcome = "same";
    else if (existing !== null && !force) outcome = "kept";
    else {
      await fsp.mkdir(env.DATA_DIR, { recursive: true });
      // This machine's backup key stays its own (the archive never carries one).
      await fsp.writeFile(target, JSON.stringify(ownKey ? { ...restored, [SIGNING_SECRET]: ownKey } : restored, null, 2), { mode: 0o600 });
      outcome = existing !== null ? "replaced" : "written";
    }
  }
  const here = env.SESSION_SECRET
    ? env.SESSION_SECRET.split(",").map((secret) => secret.trim())
    : [(JSON.parse(await fsp.readFile(target, "utf8").catch(() => "{}")) as { sessionSecret?: string }).sessionSecret ?? ""];
  const { fingerprint } = manifest.secrets;
  if (fingerprint && !here.some((secret) => secret && secretFingerprint(secret) === fingerprint)) {
    warnings.push(
      `the session secret here is not the one the backup was made with: everyone signs in again, and the keys entered on the admin's settings (OpenAI, Stripe) cannot be read — set SESSION_SECRET to the old secret (anywhere in its list)${outcome === "kept" ? `, or restore with --force to replace ${target}` : ""}, or enter the keys again`,
    );
  }
  return outcome;
}
