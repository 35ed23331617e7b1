/**
 * `npm run backup`: the database and every stored file in one archive (docs/operations.md, "Backups"; record 0145).
 *   npm run backup                    into BACKUP_DIR, or ./backups
 *   npm run backup -- /srv/backups    into that folder
 * The same variables as the server say what to save (DATABASE_URL or the embedded database in
 * DATA_DIR; S3_* or DATA_DIR/uploads). With Postgres it runs beside the servers, which keep
 * working; with the embedded database, stop the server first (PGlite allows one process).
 */
import path from "node:path";
import { getEnv } from "~/infra/env.server";
import { formatSize, serverAnswers, takeBackup } from "~/services/backup/backup.server";

const args = process.argv.slice(2);
if (args.includes("--help") || args.length > 1 || args.some((arg) => arg.startsWith("-"))) {
  process.stderr.write("usage: npm run backup -- [folder]   (default: BACKUP_DIR, else ./backups)\n");
  process.exit(args.includes("--help") ? 0 : 2);
}

const env = getEnv();
if (!env.DATABASE_URL && (await serverAnswers(env.PORT))) {
  process.stderr.write(`a server answers on port ${env.PORT}: stop it first (the embedded database allows one process)\n`);
  process.exit(1);
}
const dir = path.resolve(args[0] ?? env.BACKUP_DIR ?? "backups");
const say = (line: string) => process.stdout.write(`${line}\n`);

try {
  const { file, bytes, sha256, manifest } = await takeBackup({ dir, env, log: say });
  const { counts, database, storage, migrations } = manifest;
  say(`backup: ${file} (${formatSize(bytes)}, sha256 ${sha256}, also in ${path.basename(file)}.sha256)`);
  say(
    `  database: ${database.kind === "postgres" ? "Postgres" : "the embedded database (PGlite)"} ${database.serverVersion} as of ${manifest.createdAt}, migration ${migrations.last ?? "none"}`,
  );
  say(`  rows: ${counts.users ?? 0} users, ${counts.pages ?? 0} pages, ${counts.coloreds ?? 0} colourings (every table in manifest.json)`);
  say(
    `  files: ${storage.files} (${formatSize(storage.bytes)}) from ${storage.kind === "s3" ? `the bucket ${env.S3_BUCKET}` : "the uploads folder"}, ${storage.unnamed} of them named by no row`,
  );
  if (manifest.secrets.file)
    say(`  ${manifest.secrets.file}: the session secret of this data folder (it unlocks the settings' keys): keep the archive private`);
  if (storage.missing.length) {
    say(`  WARNING: ${storage.missing.length} files the database names were not in the store (they were missing before this backup):`);
    for (const key of storage.missing.slice(0, 20)) say(`    ${key}`);
  }
} catch (error) {
  process.stderr.write(`backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
