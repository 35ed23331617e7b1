/**
 * `npm run restore -- <archive> [--force] [--accept-unverified-archive]`: a backup (npm run backup) into an empty database and
 * the configured store (docs/operations.md, "Backups"; record 0145), each file and the rows of every table
 * checked against the backup's manifest. The same variables as the server say where to
 * (DATABASE_URL or the embedded database in DATA_DIR; S3_* or DATA_DIR/uploads). Stop the servers
 * first. --force empties a database that is not empty (the embedded one's folder is moved aside),
 * replaces stored files of the same name, and restores a backup of a newer version. An archive
 * whose signature does not verify with this machine's backup key (BACKUP_SIGNING_KEY, else
 * SESSION_SECRET, else the data folder's own; record 0161) is refused unless
 * --accept-unverified-archive says the operator trusts it all the same.
 */
import path from "node:path";
import { parseEnv } from "~/infra/env.server";
import { formatSize, serverAnswers } from "~/services/backup/backup.server";
import { restoreBackup, RestoreRefused } from "~/services/backup/restore.server";

const args = process.argv.slice(2);
const FLAGS = ["--force", "--accept-unverified-archive"];
const force = args.includes("--force");
const acceptUnverified = args.includes("--accept-unverified-archive");
const rest = args.filter((arg) => !FLAGS.includes(arg));
if (args.includes("--help") || rest.length !== 1 || rest[0].startsWith("-")) {
  process.stderr.write("usage: npm run restore -- <archive.tar> [--force] [--accept-unverified-archive]\n");
  process.exit(args.includes("--help") ? 0 : 2);
}

// Parsed as the server parses it, but without getEnv(): that would make a new secrets.json in
// DATA_DIR before the backup's could be restored there.
const parsed = parseEnv(process.env);
const env = { ...parsed, DATA_DIR: path.resolve(parsed.DATA_DIR) };
if (!env.DATABASE_URL && (await serverAnswers(env.PORT))) {
  process.stderr.write(`a server answers on port ${env.PORT}: stop it first (the embedded database allows one process)\n`);
  process.exit(1);
}
const say = (line: string) => process.stdout.write(`${line}\n`);

try {
  const { manifest, database, files, secrets, warnings } = await restoreBackup({ archive: path.resolve(rest[0]), env, force, acceptUnverified, log: say });
  const { counts } = database;
  say(`restored the backup of ${manifest.createdAt} (${manifest.app.name} ${manifest.app.version}, migration ${manifest.migrations.last ?? "none"}):`);
  say(
    `  database: ${database.kind === "postgres" ? "Postgres" : `the embedded database in ${env.DATA_DIR}`}, ${counts.users ?? 0} users, ${counts.pages ?? 0} pages, ${counts.coloreds ?? 0} colourings; every table's rows as counted in the backup`,
  );
  if (database.movedAside) say(`  the embedded database that was there is kept in ${database.movedAside}`);
  say(
    `  files: ${files.restored} restored (${formatSize(files.bytes)}), ${files.alreadyThere} already there; every sha256 checked, in the archive and read back from the store`,
  );
  if (secrets !== "none") say(`  secrets.json: ${secrets === "kept" ? "the data folder's own kept (--force replaces it)" : secrets}`);
  for (const warning of warnings) say(`  WARNING: ${warning}`);
} catch (error) {
  process.stderr.write(`restore ${error instanceof RestoreRefused ? "refused" : "failed"}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
