/**
 * Backups (issue #31, record 0145), shared by the database and store variants: families keep
 * colouring (in-process saves that replace their files) while `takeBackup` runs; the archive is
 * restored into a new database and a new store, where every user, page and colouring of the
 * families is found, and every file their rows name, byte for byte as the backup saw it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import sharp from "sharp";
import { expect } from "vitest";
import { pgliteDir, pgliteExtensions, type Connection } from "~/db/client.server";
import { getEnv } from "~/infra/env.server";
import { takeBackup, type BackupResult } from "~/services/backup/backup.server";
import { MANIFEST, namedKeys, sha256, SIGNATURE, signManifest, type Manifest, type Query } from "~/services/backup/manifest.server";
import { TarReader, TarWriter } from "~/services/backup/tar.server";
import { gunzipSync, gzipSync } from "node:zlib";
import { restoreBackup, RestoreRefused, type RestoreEnv } from "~/services/backup/restore.server";
import { saveColoring } from "~/services/coloring-save.server";
import { heldRemovals, retryHeld } from "~/services/storage/backup-gate.server";
import { createStorage, getObject, keyFromUrl, type Storage } from "~/services/storage/backends.server";
import { getDb } from "~/db/client.server";
import { coloreds, pages, users } from "~/db/schema";
import { inArray } from "drizzle-orm";
import { ADMIN_URL, databaseUrl } from "../helpers/database";
import { blankLineArt, drawnPage, makeUser, solidPaint, type TestUser } from "../helpers/pages";

export const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `backups-${name}-`));

/** A new, empty Postgres database (named after this branch's tests), and how to drop it. */
export async function emptyDatabase(name: string) {
  const full = `backups_${process.pid}_${name}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${full}" with (force)`);
  await admin.unsafe(`create database "${full}"`);
  await admin.end();
  return {
    url: databaseUrl(full),
    drop: async () => {
      const again = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
      await again.unsafe(`drop database if exists "${full}" with (force)`);
      await again.end();
    },
  };
}

/** Statements on a restored database, whichever kind. */
export async function openRestored(env: RestoreEnv): Promise<{ query: Query; close: () => Promise<void> }> {
  if (env.DATABASE_URL) {
    const sql = postgres(env.DATABASE_URL, { max: 1, onnotice: () => {} });
    return { query: async (text) => (await sql.unsafe(text)) as never, close: () => sql.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create(pgliteDir(env.DATA_DIR), { extensions: await pgliteExtensions() });
  return { query: async (text) => (await client.query(text)).rows as never, close: () => client.close() };
}

type Family = { user: TestUser; pageIds: number[] };

/** Three families, each with two pages of their own, each coloured once. */
async function makeFamilies(): Promise<Family[]> {
  const lineArt = await blankLineArt();
  const paint = await solidPaint({ r: 250, g: 200, b: 20 });
  const families: Family[] = [];
  for (let i = 0; i < 3; i++) {
    const user = await makeUser({ name: `Familia ${i}` });
    const pageIds: number[] = [];
    for (let p = 0; p < 2; p++) {
      const page = await drawnPage(user.user, lineArt);
      await saveColoring(user.user, { pageId: page.id, paint: { kind: "layer", data: paint } });
      pageIds.push(page.id);
    }
    families.push({ user, pageIds });
  }
  return families;
}

/** The families' rows, as the database holds them now. */
async function rowsOf(families: Family[]) {
  const db = await getDb();
  const ids = families.map((family) => family.user.user.id);
  return {
    users: await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids)),
    pages: await db.select({ id: pages.id, illustration: pages.illustration }).from(pages).where(inArray(pages.userId, ids)),
    coloreds: await db.select({ id: coloreds.id, version: coloreds.version, photo: coloreds.photo }).from(coloreds).where(inArray(coloreds.userId, ids)),
  };
}

/**
 * Saves that keep replacing the families' colourings (each save stores three new files and lets
 * the three old ones go), and now and then a new page coloured, until stopped.
 */
function keepColouring(families: Family[], paints: Buffer[], lineArt: Buffer) {
  let stop = false;
  let saves = 0;
  const whileBackingUp = { saves: 0, heldAtMost: 0 };
  let backingUp = false;
  const loop = (async () => {
    for (let round = 0; !stop; round++) {
      for (const family of families) {
        if (stop) break;
        const pageId = family.pageIds[round % family.pageIds.length];
        await saveColoring(family.user.user, { pageId, paint: { kind: "layer", data: paints[(round + saves) % paints.length] } });
        saves++;
        if (backingUp) {
          whileBackingUp.saves++;
          whileBackingUp.heldAtMost = Math.max(whileBackingUp.heldAtMost, heldRemovals().length);
        }
      }
      if (round % 3 === 2) {
        const family = families[round % families.length];
        const page = await drawnPage(family.user.user, lineArt);
        await saveColoring(family.user.user, { pageId: page.id, paint: { kind: "layer", data: paints[0] } });
        family.pageIds.push(page.id);
      }
    }
  })();
  const savesReached = async (n: number) => {
    while (saves < n) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  return {
    get saves() {
      return saves;
    },
    whileBackingUp,
    savesReached,
    async during<T>(work: () => Promise<T>) {
      backingUp = true;
      try {
        return await work();
      } finally {
        backingUp = false;
      }
    },
    stop: async () => {
      stop = true;
      await loop;
    },
  };
}

export type Scenario = {
  backup: BackupResult;
  families: Family[];
  /** The families' rows before the backup began: the backup must hold them all. */
  before: Awaited<ReturnType<typeof rowsOf>>;
  whileBackingUp: { saves: number; heldAtMost: number };
};

/** Families colour; a backup is taken meanwhile; the colouring goes on a little after it. */
export async function backUpWhileColouring(dir: string, options: { connection?: Connection } = {}): Promise<Scenario> {
  const families = await makeFamilies();
  const paints = await Promise.all([
    solidPaint({ r: 200, g: 30, b: 30 }),
    solidPaint({ r: 30, g: 160, b: 60 }),
    solidPaint({ r: 40, g: 60, b: 220 }),
    solidPaint({ r: 120, g: 20, b: 160 }),
  ]);
  const colouring = keepColouring(families, paints, await blankLineArt());
  try {
    await colouring.savesReached(2);
    const before = await rowsOf(families);
    const backup = await colouring.during(() => takeBackup({ dir, parallel: 2, connection: options.connection }));
    // A few more saves: the colourings the backup saved are replaced, and their files removed.
    const after = colouring.saves;
    await colouring.savesReached(after + 4);
    await colouring.stop();
    await retryHeld();
    return { backup, families, before, whileBackingUp: colouring.whileBackingUp };
  } finally {
    await colouring.stop();
  }
}

/**
 * The restored database and store hold everything of the families the backup saw: every row
 * that existed before it began (colourings at that version or later), the counts of the
 * manifest, and every file their rows name, with the bytes the manifest hashed (and valid images).
 */
export async function expectRestored(scenario: Scenario, env: RestoreEnv) {
  const { backup, families, before } = scenario;
  const { manifest } = backup;
  const storage: Storage = createStorage(env);
  const restored = await openRestored(env);
  try {
    const ids = families.map((family) => family.user.user.id).join(",");
    const userRows = await restored.query<{ id: number; email: string }>(`select id, email from users where id in (${ids}) order by id`);
    expect(userRows.map((row) => [row.id, row.email])).toEqual(before.users.sort((a, b) => a.id - b.id).map((row) => [row.id, row.email]));
    const pageRows = await restored.query<{ id: number }>(`select id from pages where user_id in (${ids})`);
    expect(pageRows.map((row) => row.id)).toEqual(expect.arrayContaining(before.pages.map((row) => row.id)));
    const colouredRows = await restored.query<{ id: number; version: number; photo: string; preview: string; thumbnail: string }>(
      `select id, version, photo, preview, thumbnail from coloreds where user_id in (${ids})`,
    );
    for (const row of before.coloreds) expect(colouredRows.find((found) => found.id === row.id)?.version).toBeGreaterThanOrEqual(row.version);

    // The rows of every table, as the backup counted them in its snapshot.
    for (const table of ["users", "pages", "coloreds", "stored_files", "credits"]) {
      const [{ n }] = await restored.query<{ n: number | string }>(`select count(*) as n from ${table}`);
      expect([table, Number(n)]).toEqual([table, manifest.counts[table]]);
    }

    // Every file the families' rows name is in the new store, with the bytes the backup saw.
    const hashed = new Map(manifest.files.map((file) => [file.key, file.sha256]));
    const theirs = [...(await namedKeys(restored.query, storage))].filter((key) =>
      families.some((family) => key.split("/")[1] === String(family.user.user.id)),
    );
    // Each colouring names its paint; its composite and thumbnail only once made (record 0162).
    expect(theirs.length).toBeGreaterThanOrEqual(before.pages.length + before.coloreds.length);
    expect(manifest.storage.missing.filter((key) => theirs.includes(key))).toEqual([]);
    for (const key of theirs) {
      const data = await storage.getObject(key);
      expect(data, `${key} restored`).not.toBeNull();
      expect(sha256(data ?? Buffer.alloc(0))).toBe(hashed.get(key));
    }
    for (const row of colouredRows) {
      const paint = await storage.getObject(storage.keyFromUrl(row.photo) ?? "");
      expect((await sharp(paint ?? Buffer.alloc(0)).metadata()).width).toBe(1024);
    }
    // Some of what the backup saved is gone from the live store by now (replaced by later saves),
    // yet it was saved: the removals waited for the copy.
    const goneLive = [];
    for (const row of colouredRows) {
      const key = keyFromUrl(row.photo);
      if (key && !(await getObject(key))) goneLive.push(key);
    }
    expect(goneLive.length).toBeGreaterThan(0);
  } finally {
    await restored.close();
  }
}

/** Restoring again into what is no longer empty is refused, and changes nothing. */
export async function expectRefusedWhenNotEmpty(scenario: Scenario, env: RestoreEnv) {
  await expect(restoreBackup({ archive: scenario.backup.file, env })).rejects.toThrow(RestoreRefused);
  await expect(restoreBackup({ archive: scenario.backup.file, env })).rejects.toThrow(/not empty/);
}

/** The environment a restore reads, from the app's with another database and store. */
export function restoreEnv(overrides: Partial<RestoreEnv>): RestoreEnv {
  const env = getEnv();
  return {
    DATA_DIR: env.DATA_DIR,
    DATABASE_URL: env.DATABASE_URL,
    SESSION_SECRET: env.SESSION_SECRET,
    S3_BUCKET: env.S3_BUCKET,
    S3_REGION: env.S3_REGION,
    S3_ENDPOINT: env.S3_ENDPOINT,
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
    S3_PUBLIC_URL: env.S3_PUBLIC_URL,
    BACKUP_SIGNING_KEY: env.BACKUP_SIGNING_KEY,
    ...overrides,
  };
}

/**
 * A copy of an embedded database's backup as anyone who could write the archive would make it:
 * its SQL changed by `edit`, the manifest's size and sha256 of it made to match (they live in the
 * archive they check), and the manifest signed again with `key`.
 */
export async function tamperedCopy(archive: string, edit: (script: string) => string, key: string) {
  const reader = await TarReader.open(archive);
  const file = archive.replace(/\.tar$/, `-tampered-${Date.now()}.tar`);
  const writer = await TarWriter.create(file);
  try {
    const manifest = JSON.parse((await reader.read(reader.find(MANIFEST) ?? reader.entries[0])).toString("utf8")) as Manifest;
    for (const entry of reader.entries) {
      if (entry.name === MANIFEST || entry.name === SIGNATURE) continue;
      let data = await reader.read(entry);
      if (entry.name === manifest.database.file) {
        data = gzipSync(edit(gunzipSync(data).toString("utf8")));
        manifest.database = { ...manifest.database, bytes: data.length, sha256: sha256(data) };
      }
      await writer.addBuffer(entry.name, data);
    }
    const bytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await writer.addBuffer(MANIFEST, bytes);
    await writer.addBuffer(SIGNATURE, Buffer.from(JSON.stringify(signManifest(bytes, key, "BACKUP_SIGNING_KEY"))));
    await writer.close();
    return file;
  } finally {
    await reader.close();
  }
}
