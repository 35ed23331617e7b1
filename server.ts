import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import type { ServerEntry } from "~/entry.server";

/**
 * Starts Colorea from the Remix build (`npm run build` makes it). Nothing of the app is imported
 * here: the build's entry runs the process (app/server/main.server.ts), so every module, its
 * state and its classes exist once at run time (a test bundles this file and checks).
 */
const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
await (build.entry.module as unknown as ServerEntry).main(build, process.argv.slice(2));
