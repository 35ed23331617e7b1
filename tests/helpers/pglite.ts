import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { connectPglite, type Connection } from "~/db/client.server";

/**
 * The embedded database (PGlite) in a temp folder of its own, for the tests of a describe block:
 * `connect()` opens it (again after `close()`, on the same data); after the block it is closed
 * and the folder removed.
 */
export function usePglite(name: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `coloring-${name}-`));
  let open: Connection | undefined;
  afterAll(async () => {
    await open?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    async connect() {
      open = await connectPglite(dataDir);
      return open;
    },
    async close() {
      await open?.close();
      open = undefined;
    },
  };
}
