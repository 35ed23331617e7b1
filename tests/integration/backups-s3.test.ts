/**
 * Backups with the files in an S3-compatible store (the s3rver stand-in, the real SDK; record
 * 0145): the bucket is listed and copied through the app's storage backend while families
 * colour, and restored into another bucket (another store) and a new database. Both are read at
 * the same public address, as a CDN in front of them would be.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restoreBackup } from "~/services/backup/restore.server";
import { createStorage } from "~/services/storage/backends.server";
import { setEnv } from "../helpers/env";
import { s3EnvOf, startS3StandIn } from "../stand-ins/s3";
import { backUpWhileColouring, emptyDatabase, expectRestored, restoreEnv, tempDir } from "./backups.suite";

const CDN = "https://cdn.colorea.test/media";
let live: Awaited<ReturnType<typeof startS3StandIn>>;
let fresh: Awaited<ReturnType<typeof startS3StandIn>>;
let restoreVars: () => void;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  live = await startS3StandIn("colorea-live");
  fresh = await startS3StandIn("colorea-restored");
  restoreVars = setEnv({
    ...s3EnvOf(live),
    S3_PUBLIC_URL: CDN,
  });
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  restoreVars?.();
  await live?.close();
  await fresh?.close();
});

describe("npm run backup / npm run restore, Postgres and an S3 store", () => {
  it("copies every object of the bucket the snapshot names while families colour, and restores them into another bucket", async () => {
    const dir = tempDir("s3-archives");
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const scenario = await backUpWhileColouring(dir);
    expect(scenario.whileBackingUp.saves).toBeGreaterThan(0);
    const { manifest } = scenario.backup;
    expect(manifest.storage).toMatchObject({ kind: "s3", publicBase: `${CDN}/` });
    expect(manifest.files.length).toBeGreaterThan(0);

    const target = await emptyDatabase("s3-restored");
    cleanups.push(target.drop);
    const dataDir = tempDir("s3-restored");
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = restoreEnv({ DATABASE_URL: target.url, DATA_DIR: dataDir, S3_BUCKET: fresh.bucket, S3_ENDPOINT: fresh.endpoint });
    const result = await restoreBackup({ archive: scenario.backup.file, env });
    expect(result.files).toMatchObject({ restored: manifest.files.length, alreadyThere: 0 });
    expect(result.warnings.filter((warning) => warning.includes("public"))).toEqual([]);
    // Into the bucket, not the data folder.
    expect(fs.existsSync(`${dataDir}/uploads`)).toBe(false);
    const listed: string[] = [];
    for await (const { key } of createStorage(env).listObjects()) listed.push(key);
    expect(listed.sort()).toEqual(manifest.files.map((file) => file.key).sort());

    await expectRestored(scenario, env);

    // Read at another address, the pages' pictures would not show: said.
    const elsewhere = await emptyDatabase("s3-elsewhere");
    cleanups.push(elsewhere.drop);
    const moved = await restoreBackup({ archive: scenario.backup.file, env: { ...env, DATABASE_URL: elsewhere.url, S3_PUBLIC_URL: undefined } });
    expect(moved.files).toMatchObject({ restored: 0, alreadyThere: manifest.files.length });
    expect(moved.warnings.join("\n")).toContain(`${CDN}/`);
  }, 240_000);
});
