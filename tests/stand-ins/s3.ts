import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

/** The part of s3rver (which ships no types) that the stand-in uses. */
type S3rverOptions = {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
};
type S3rverServer = { run(): Promise<AddressInfo>; close(): Promise<void> };
type S3rverClass = new (options: S3rverOptions) => S3rverServer;

const require = createRequire(import.meta.url);

/** s3rver's built-in key pair. It refuses unknown access key ids (v2 signatures are checked, SigV4 ones are not). */
export const S3_STAND_IN_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * A local S3 server (npm s3rver: the real REST/XML protocol, objects on disk), on a
 * free port of 127.0.0.1, with one empty bucket. `port` and `directory` start it again where a
 * stopped one was, with what it held (the fault drills stop the store and start it again); a
 * directory given is the caller's, and close() leaves it.
 */
export async function startS3StandIn(bucket = "colorea-test", options: { port?: number; directory?: string } = {}) {
  const S3rver = require("s3rver") as S3rverClass;
  const directory = options.directory ?? (await fs.mkdtemp(path.join(os.tmpdir(), "s3-stand-in-")));
  const server = new S3rver({
    address: "127.0.0.1",
    port: options.port ?? 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    directory,
    bucket,
    ...S3_STAND_IN_CREDENTIALS,
    close: async () => {
      // Stopped as a store going away is: open connections cut too (a kept-alive one would hold close() until it idles out).
      const closing = server.close();
      (server as unknown as { httpServer?: import("node:http").Server }).httpServer?.closeAllConnections();
      await closing;
      if (!options.directory) await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/** The environment that points the app at a stand-in (its bucket, endpoint and keys). */
export function s3EnvOf(store: { bucket: string; endpoint: string; accessKeyId: string; secretAccessKey: string }) {
  return {
    S3_BUCKET: store.bucket,
    S3_REGION: "us-east-1",
    S3_ENDPOINT: store.endpoint,
    S3_ACCESS_KEY_ID: store.accessKeyId,
    S3_SECRET_ACCESS_KEY: store.secretAccessKey,
  };
}
