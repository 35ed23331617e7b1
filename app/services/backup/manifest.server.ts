import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { migrationsFolder } from "~/db/migrate.server";
import type { Storage } from "~/services/storage/backends.server";

/**
 * What a backup says about itself (manifest.json, the archive's last entry), and the facts it
 * reads from the database snapshot it saved (record 0145).
 */
export type Manifest = {
  format: "colorea-backup";
  version: 1;
  app: { name: string; version: string };
  /** When the database snapshot was taken: the backup holds what had been saved by then. */
  createdAt: string;
  finishedAt: string;
  database: {
    kind: "postgres" | "pglite";
    /** pg_dump's custom format (pg_restore reads it), or plain SQL gzipped (from the embedded database). */
    format: "pg_dump-custom" | "sql-gzip";
    file: string;
    bytes: number;
    sha256: string;
    serverVersion: string;
    dumpedBy: string;
  };
  migrations: { applied: number; last: string | null };
  /** Rows of every table of the app's schema, in the snapshot. */
  counts: Record<string, number>;
  storage: {
    kind: "local" | "s3";
    /** Where public files were read (their URLs in the rows start with it): S3_PUBLIC_URL, the bucket's URL, or /files/. */
    publicBase: string;
    files: number;
    bytes: number;
    /** Files no row of the snapshot names: stored after it, or left over; restored all the same. */
    unnamed: number;
    /** Files the snapshot names that the store did not have (missing before the backup began). */
    missing: string[];
  };
  files: ManifestFile[];
  /**
   * A fingerprint of the secret the encrypted settings and the sessions were sealed with (never
   * the secret), and `secrets.json` when the data folder kept it (no SESSION_SECRET set).
   */
  secrets: { fingerprint: string | null; file: string | null; sha256?: string | null };
};

export type ManifestFile = { key: string; bytes: number; sha256: string };

export const MANIFEST = "manifest.json";
/** The manifest's signature, the archive's last entry (record 0161). */
export const SIGNATURE = "manifest.sig";
export const SECRETS_FILE = "secrets.json";
export const filesEntry = (key: string) => `files/${key}`;

export const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

/** Which secret sealed a backup's settings, without saying it. */
export const secretFingerprint = (secret: string) => createHmac("sha256", secret).update("colorea-backup").digest("hex").slice(0, 16);

/**
 * Where the key that signs backups comes from. The manifest holds the sha256 of everything else in
 * the archive, so a signature over it vouches for the whole archive, provided the key is not in
 * the archive: BACKUP_SIGNING_KEY; else one derived from SESSION_SECRET (never archived); else
 * `backupSigningKey` in the data folder's secrets.json, which the backup leaves out of its copy
 * of that file (record 0161).
 */
export type SigningKeySource = "BACKUP_SIGNING_KEY" | "SESSION_SECRET" | "secrets.json";

export type SigningEnv = { BACKUP_SIGNING_KEY?: string; SESSION_SECRET?: string; DATA_DIR: string };

/** The name of the signing key in the data folder's secrets.json. */
export const SIGNING_SECRET = "backupSigningKey";

/** The keys a backup here is signed with (the first) or checked against (any), and where they come from; none when the data folder has no key yet. */
export function signingKeys(env: SigningEnv, localKey: () => string | undefined): { source: SigningKeySource; keys: string[] } {
  if (env.BACKUP_SIGNING_KEY) return { source: "BACKUP_SIGNING_KEY", keys: [env.BACKUP_SIGNING_KEY] };
  if (env.SESSION_SECRET) {
    const secrets = env.SESSION_SECRET.split(",")
      .map((secret) => secret.trim())
      .filter(Boolean);
    return { source: "SESSION_SECRET", keys: secrets.map((secret) => createHmac("sha256", secret).update("colorea-backup-signing-key").digest("hex")) };
  }
  const local = localKey();
  return { source: "secrets.json", keys: local ? [local] : [] };
}

/** The data folder's own backup key, if it has one (read, never made). */
export function storedSigningKey(dataDir: string): string | undefined {
  try {
    const stored = JSON.parse(fs.readFileSync(path.join(dataDir, SECRETS_FILE), "utf8")) as Record<string, string>;
    return stored[SIGNING_SECRET] || undefined;
  } catch {
    return undefined;
  }
}

/** The signature entry: HMAC-SHA256 of the manifest's exact bytes. */
export type Signature = { algorithm: "HMAC-SHA256"; key: SigningKeySource; signature: string };

export function signManifest(manifest: Buffer, key: string, source: SigningKeySource): Signature {
  return { algorithm: "HMAC-SHA256", key: source, signature: createHmac("sha256", key).update(manifest).digest("hex") };
}

/** Whether `signature` is the manifest's under one of `keys`. */
export function signatureHolds(manifest: Buffer, signature: Signature | null, keys: string[]) {
  if (signature?.algorithm !== "HMAC-SHA256" || !/^[0-9a-f]{64}$/.test(signature.signature)) return false;
  const given = Buffer.from(signature.signature, "hex");
  return keys.some((key) => timingSafeEqual(given, createHmac("sha256", key).update(manifest).digest()));
}

export function appVersion() {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(process.cwd(), "package.json"), "utf8")) as { name?: string; version?: string };
    return { name: pkg.name ?? "colorea", version: pkg.version ?? "unknown" };
  } catch {
    return { name: "colorea", version: "unknown" };
  }
}

/** The migrations this code knows, oldest first: tag and time (drizzle's `created_at` of an applied one). */
export function knownMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** Runs one statement on the snapshot (Postgres's exporting transaction, or the embedded database's copy). */
export type Query = <T extends Record<string, unknown>>(text: string) => Promise<T[]>;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables of the app's schema (public), by name. */
export async function appTables(query: Query) {
  const rows = await query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  return rows.map((row) => row.name);
}

/** Rows of each table of the app's schema. */
export async function tableCounts(query: Query, tables?: string[]) {
  const names = tables ?? (await appTables(query));
  if (names.length === 0) return {};
  const rows = await query<{ name: string; n: number | string }>(
    names.map((name) => `select '${name.replace(/'/g, "''")}' as name, count(*) as n from public.${quoted(name)}`).join(" union all "),
  );
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}

/** How far the database's schema has been migrated: drizzle's record, named by this code's journal. */
export async function migrationLevel(query: Query) {
  const [exists] = await query<{ present: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!exists?.present) return { applied: 0, last: null };
  const [row] = await query<{ n: number | string; last: number | string | null }>(
    `select count(*) as n, max(created_at) as last from drizzle.__drizzle_migrations`,
  );
  const last = row?.last == null ? null : Number(row.last);
  const tag = last === null ? null : (knownMigrations().find((migration) => migration.when === last)?.tag ?? `unknown (${last})`);
  return { applied: Number(row?.n ?? 0), last: tag };
}

/**
 * Every column that holds a stored file's URL, with the boolean column that says the file is made
 * when it may not be yet. A new one belongs here: the backup still copies its files (it copies the
 * whole store), but would not check that they were there.
 */
const FILE_COLUMNS: [table: string, column: string, madeWhen?: string][] = [
  ["users", "photo"],
  ["pages", "illustration"],
  ["pages", "thumbnail"],
  ["pages", "region_map"],
  ["coloreds", "photo"],
  // A colouring's composite and thumbnail are named by the save and made when first asked for
  // (record 0162): until then the key names no file, and a restored copy makes them again.
  ["coloreds", "preview", "pictured"],
  ["coloreds", "thumbnail", "pictured"],
  ["booklets", "file"],
  ["data_exports", "file"],
  ["share_links", "card"],
];

/** A storage key inside a setting's text (an admin may put any stored picture's URL in one). */
const KEY_IN_TEXT = /(?:uploads|pages|private-pages|coloreds|photos|booklets|exports|site)\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.[a-z0-9]{1,5}/g;

/** The keys of every file the snapshot names: counted files, file columns, settings. */
export async function namedKeys(query: Query, storage: Pick<Storage, "keyFromUrl">): Promise<Set<string>> {
  const present = new Set(
    (await query<{ t: string; c: string }>(`select table_name as t, column_name as c from information_schema.columns where table_schema = 'public'`)).map(
      (row) => `${row.t}.${row.c}`,
    ),
  );
  const keys = new Set<string>();
  if (present.has("stored_files.key")) for (const row of await query<{ key: string }>(`select key from public.stored_files`)) keys.add(row.key);
  const columns = FILE_COLUMNS.filter(([table, column]) => present.has(`${table}.${column}`));
  if (columns.length) {
    const urls = await query<{ url: string }>(
      columns
        .map(([table, column, madeWhen]) => {
          const made = madeWhen && present.has(`${table}.${madeWhen}`) ? ` and ${quoted(madeWhen)}` : "";
          return `select ${quoted(column)} as url from public.${quoted(table)} where ${quoted(column)} <> ''${made}`;
        })
        .join(" union "),
    );
    for (const { url } of urls) {
      const key = storage.keyFromUrl(url);
      if (key) keys.add(key);
    }
  }
  if (present.has("settings.value")) {
    for (const { value } of await query<{ value: string }>(`select value from public.settings`))
      for (const match of value.matchAll(KEY_IN_TEXT)) keys.add(match[0]);
  }
  return keys;
}

/** What a stored file is, by its key's extension (S3 serves it with this type). */
const CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  svg: "image/svg+xml",
  ico: "image/x-icon",
  json: "application/json",
  pdf: "application/pdf",
  zip: "application/zip",
  mp4: "video/mp4",
  webm: "video/webm",
};
export const contentTypeOf = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
