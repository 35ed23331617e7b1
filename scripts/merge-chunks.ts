/**
 * After `remix build`: fewer, larger browser chunks (issue #15). Remix's compiler (esbuild) puts
 * the code shared between its ~150 route modules into one chunk per exact set of routes using
 * it, so a gallery visit loaded 41 small files besides React and Remix, each with its own
 * import/export glue and its own gzip dictionary: about 8 kB gzipped more than the same code in
 * one file. esbuild cannot be told how to group chunks; Rollup can. This re-bundles the built
 * chunks with Rollup, grouping them by `groupChunks` (below), minifies each file again with
 * terser, and rewrites the manifest: the browser's (`manifest-*.js`) and the copy in the server
 * build (`build/index.js`), which the service worker's precache list and route discovery read.
 *
 *   npx tsx scripts/merge-chunks.ts [public/build] [build/index.js]
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { rollup, type OutputChunk } from "rollup";
import { minify } from "terser";

type ManifestRoute = { id: string; parentId?: string; module: string; imports?: string[]; [key: string]: unknown };
export type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
  version: string;
  url: string;
  hmr?: unknown;
};

/**
 * What one more file costs a visit, in gzipped bytes: its import/export glue, what gzip loses by
 * starting a new dictionary (the gallery's 41 small files: 7.8 kB, about 190 each) and a request.
 * 190 gave 64 shared chunks, 400 gives 53 and 800 41, each within 0.6 kB on six screens.
 */
const FILE_COST = 400;

/** Minified JavaScript is about three times its gzipped size (the gallery's: 310 kB, 107 kB). */
const GZIP_RATIO = 3;

export const readManifest = (file: string): Manifest => {
  const source = fs.readFileSync(file, "utf8");
  return JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "")) as Manifest;
};

/**
 * Which shared chunks to put together. A visit to a screen loads the entry's chunks and those of
 * every route from the root to the screen's; a chunk's visits are the screens that load it.
 * Starting from one group per chunk, two groups are joined while that makes the visits cheaper in
 * all: a join saves FILE_COST on each visit that loaded both, and costs each visit that loaded
 * only one the other's (estimated gzipped) bytes. So what every screen loads (React, Remix, the root's code)
 * ends in one file, what every screen under a layout loads in another, and a small icon used by
 * the galleries joins the galleries' code rather than travelling alone.
 */
export function groupChunks(
  manifest: Manifest,
  sizeOf: (url: string) => number,
  drawsScreen: (route: ManifestRoute) => boolean = () => true,
): Map<string, string> {
  const routes = Object.values(manifest.routes);
  const parents = new Set(routes.map((route) => route.parentId).filter(Boolean));
  // (resource and /api routes never load JavaScript in a browser: they are not visits)
  const screens = routes.filter((route) => !parents.has(route.id) && drawsScreen(route));
  const chain = (route: ManifestRoute | undefined): ManifestRoute[] =>
    route ? [...chain(route.parentId ? manifest.routes[route.parentId] : undefined), route] : [];

  const visits = new Map<string, Set<number>>();
  screens.forEach((screen, index) => {
    for (const url of [...manifest.entry.imports, ...chain(screen).flatMap((route) => route.imports ?? [])]) {
      if (!visits.has(url)) visits.set(url, new Set());
      visits.get(url)!.add(index);
    }
  });

  type Group = { urls: string[]; visits: Set<number>; bytes: number };
  const groups: Group[] = [...visits].map(([url, seen]) => ({ urls: [url], visits: seen, bytes: sizeOf(url) }));
  const gain = (a: Group, b: Group) => {
    let both = 0;
    for (const visit of a.visits) if (b.visits.has(visit)) both++;
    return both * FILE_COST - a.bytes * (b.visits.size - both) - b.bytes * (a.visits.size - both);
  };
  for (;;) {
    let best = { gain: 0, i: -1, j: -1 };
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const g = gain(groups[i], groups[j]);
        if (g > best.gain) best = { gain: g, i, j };
      }
    }
    if (best.i < 0) break;
    const [a, b] = [groups[best.i], groups[best.j]];
    groups[best.i] = { urls: [...a.urls, ...b.urls], visits: new Set([...a.visits, ...b.visits]), bytes: a.bytes + b.bytes };
    groups.splice(best.j, 1);
  }

  const named = new Map<string, string>();
  groups.forEach((group, index) => {
    for (const url of group.urls) named.set(url, `group${index}`);
  });
  return named;
}

/** Chunks that import each other statically, in a ring, would run in an order nobody chose. */
export function assertNoCycles(chunks: Pick<OutputChunk, "fileName" | "imports">[]) {
  const imports = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const state = new Map<string, "open" | "done">();
  const visit = (name: string, trail: string[]) => {
    if (state.get(name) === "done") return;
    if (state.get(name) === "open") throw new Error(`circular imports between chunks: ${[...trail, name].join(" -> ")}`);
    state.set(name, "open");
    for (const dep of imports.get(name) ?? []) visit(dep, [...trail, name]);
    state.set(name, "done");
  };
  for (const name of imports.keys()) visit(name, []);
}

export async function mergeChunks(buildDir: string, serverBuild: string) {
  const publicDir = path.resolve(path.dirname(buildDir));
  const urlPrefix = `/${path.basename(buildDir)}/`;
  const manifestFile = fs.readdirSync(buildDir).find((name) => /^manifest-\w+\.js$/.test(name));
  if (!manifestFile) throw new Error(`no manifest in ${buildDir}`);
  const manifest = readManifest(path.join(buildDir, manifestFile));
  const toFile = (url: string) => path.join(publicDir, url);

  // Sizes as a third of the minified bytes (about what gzip leaves of them), not gzip's own
  // figure: zlib's output can differ between machines, and two machines building the same
  // commit must make the same files (servers behind one load balancer serve each other's HTML).
  const code = (url: string) => fs.readFileSync(toFile(url), "utf8");
  const byUrl = groupChunks(
    manifest,
    (url) => Math.round(Buffer.byteLength(code(url)) / GZIP_RATIO),
    (route) => /\bexport\s*\{[^}]*\bas default\b|\bexport default\b/.test(code(route.module)),
  );
  const group = new Map([...byUrl].map(([url, name]) => [toFile(url), name]));

  const entries = [manifest.entry.module, ...Object.values(manifest.routes).map((route) => route.module)];
  const entryName = (url: string) => url.slice(urlPrefix.length).replace(/\.js$/, "");
  const bundle = await rollup({
    input: Object.fromEntries(entries.map((url) => [entryName(url), toFile(url)])),
    preserveEntrySignatures: "strict",
    // The chunks are already tree-shaken by esbuild: every statement stays as it is.
    treeshake: false,
    onwarn(warning) {
      // Any warning fails the build: a circular chunk, say, could run a module before one it
      // needs on some screens only, and nothing else would show it.
      throw new Error(`rollup: ${warning.message}`);
    },
    plugins: [{ name: "build-urls", resolveId: (source) => (source.startsWith(urlPrefix) ? toFile(source) : null) }],
  });
  const { output } = await bundle.generate({
    format: "es",
    manualChunks: (id) => group.get(id),
    // Entries keep their route's file name (without esbuild's hash); Rollup hashes the content.
    entryFileNames: (chunk) => `${chunk.name.replace(/-[A-Z0-9]{8}$/, "")}-[hash].js`,
    chunkFileNames: "_shared/chunk-[hash].js",
    hashCharacters: "base36",
    // Route files keep their names ("routes/pages+/$id.color"): what a URL may hold stays.
    sanitizeFileName: (name) => name.replace(/[\0?*#%"<>|:]/g, "_"),
  });
  await bundle.close();
  const chunks = output.filter((item): item is OutputChunk => item.type === "chunk");
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  assertNoCycles(chunks);

  // A module and every file it imports statically, recursively: the manifest's modulepreloads.
  const closure = (fileName: string, seen = new Set<string>()) => {
    for (const dep of byName.get(fileName)!.imports) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      closure(dep, seen);
    }
    return seen;
  };
  const outputFor = new Map(chunks.filter((chunk) => chunk.isEntry).map((chunk) => [chunk.facadeModuleId, chunk.fileName]));
  const rewrite = (url: string) => {
    const fileName = outputFor.get(toFile(url));
    if (!fileName) throw new Error(`no output for ${url}`);
    const imports = [...closure(fileName)].filter((dep) => dep !== fileName).map((dep) => `${urlPrefix}${dep}`);
    return { module: `${urlPrefix}${fileName}`, imports };
  };
  const entry = rewrite(manifest.entry.module);
  const routes = Object.fromEntries(
    Object.entries(manifest.routes).map(([id, route]) => {
      const { module, imports } = rewrite(route.module);
      return [id, { ...route, module, imports: imports.length > 0 ? imports : undefined }];
    }),
  );
  const version = createHash("sha256").update(JSON.stringify({ entry, routes })).digest("hex").slice(0, 8);
  const next: Manifest = { ...manifest, entry, routes, version, url: `${urlPrefix}manifest-${version.toUpperCase()}.js` };
  // Out with esbuild's scripts (styles and other assets stay), in with Rollup's, minified again:
  // Rollup joins modules without minifying. Imports stay relative, as Rollup wrote them.
  const oldScripts = new Set([...entries, ...manifest.entry.imports, ...Object.values(manifest.routes).flatMap((route) => route.imports ?? [])]);
  for (const url of oldScripts) fs.rmSync(toFile(url), { force: true });
  for (const file of fs.readdirSync(path.join(buildDir, "_shared"))) {
    if (file.endsWith(".js")) fs.rmSync(path.join(buildDir, "_shared", file));
  }
  for (const chunk of chunks) {
    // Terser after esbuild's own minifying: about 4% less gzipped (two passes, module scope).
    const { code } = await minify(chunk.code, { module: true, compress: { passes: 2 }, mangle: { toplevel: true }, format: { comments: false } });
    if (code === undefined) throw new Error(`terser gave nothing for ${chunk.fileName}`);
    const target = path.join(buildDir, chunk.fileName);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, code);
  }

  fs.rmSync(path.join(buildDir, manifestFile));
  fs.writeFileSync(toFile(next.url), `window.__remixManifest=${JSON.stringify(next)};`);

  // The server build's copy of the manifest: one object literal, ending with its url.
  const server = fs.readFileSync(serverBuild, "utf8");
  const head = "var assets_manifest_default = {";
  const tail = `url: ${JSON.stringify(manifest.url)} };`;
  const start = server.indexOf(head);
  const end = server.indexOf(tail, start);
  if (start < 0 || end < 0) throw new Error(`no assets manifest in ${serverBuild}`);
  fs.writeFileSync(serverBuild, `${server.slice(0, start)}var assets_manifest_default = ${JSON.stringify(next)};${server.slice(end + tail.length)}`);
  // (Remix's compiler writes the version beside the server build too)
  const versionFile = path.join(path.dirname(serverBuild), "version.txt");
  if (fs.existsSync(versionFile)) fs.writeFileSync(versionFile, next.version);

  return { before: oldScripts.size - entries.length, after: chunks.filter((chunk) => !chunk.isEntry).length };
}

if (process.argv[1]?.endsWith("merge-chunks.ts")) {
  const { before, after } = await mergeChunks(process.argv[2] ?? "public/build", process.argv[3] ?? "build/index.js");
  console.log(`chunks: ${before} shared chunks regrouped into ${after}`);
}
