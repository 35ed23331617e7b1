import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import packageJson from "../../package.json";

/**
 * The app's modules exist once at run time: server.ts only loads the Remix build and calls its
 * entry, so the bundle made of it holds no module of app/. A second copy would bring back two of
 * every class (an AppError failing `instanceof`), of every cache and of every connection.
 * The image worker (app/workers) is bundled apart on purpose: it runs in its own threads.
 */
describe("one build", () => {
  it("bundles server.ts with no module of the app in it", () => {
    const command = packageJson.scripts["build:server"]
      .split("&&")
      .map((part) => part.trim())
      .find((part) => part.includes("server.ts"));
    expect(command, "build:server bundles server.ts").toBeDefined();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "one-build-"));
    const args = command!
      .split(/\s+/)
      .slice(1)
      .map((arg) => (arg.startsWith("--outfile=") ? `--outfile=${path.join(dir, "index.js")}` : arg));
    execFileSync(path.resolve("node_modules/.bin/esbuild"), [...args, `--metafile=${path.join(dir, "meta.json")}`, "--log-level=error"]);
    const meta = JSON.parse(fs.readFileSync(path.join(dir, "meta.json"), "utf8")) as { inputs: Record<string, unknown> };
    fs.rmSync(dir, { recursive: true, force: true });
    expect(Object.keys(meta.inputs)).toEqual(["server.ts"]);
  });
});
