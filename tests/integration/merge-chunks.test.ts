import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { assertNoCycles, groupChunks, mergeChunks, readManifest, type Manifest } from "../../scripts/merge-chunks";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A build as Remix's compiler leaves it: absolute /build/ imports, one chunk per set of users. */
function fakeBuild() {
  // Filler, so each chunk weighs about what it is given (the script estimates gzipped bytes as a
  // third of the minified ones).
  const weight = (bytes: number) => `export const filler = "${crypto.randomBytes(Math.round(bytes * 3 * 0.75)).toString("base64")}";`;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "merge-chunks-"));
  dirs.push(root);
  const files: Record<string, string> = {
    "_shared/chunk-REACT001.js": `${weight(40_000)} export const h = (tag) => "<" + tag + ">";`,
    "_shared/chunk-ICON0001.js": `export const heart = "♥";`,
    "_shared/chunk-CARD0001.js": `${weight(900)} import { h } from "/build/_shared/chunk-REACT001.js"; import { heart } from "/build/_shared/chunk-ICON0001.js"; export const card = (t) => h("article") + t + heart;`,
    "_shared/chunk-FORM0001.js": `${weight(3_000)} import { h } from "/build/_shared/chunk-REACT001.js"; export const form = () => h("form");`,
    "_shared/chunk-LAZY0001.js": `export const big = "lazy";`,
    "entry.client-ENTRY001.js": `import { h } from "/build/_shared/chunk-REACT001.js"; export const start = h("html");`,
    "root-ROOT0001.js": `import { h } from "/build/_shared/chunk-REACT001.js"; export default () => h("body");`,
    "routes/pages+/public-PUBLIC01.js": `import { card } from "/build/_shared/chunk-CARD0001.js"; export const handle = { hydrate: true }; export default () => card("a"); export const lazy = () => import("/build/_shared/chunk-LAZY0001.js");`,
    "routes/pages+/favorite-FAVORIT1.js": `import { card } from "/build/_shared/chunk-CARD0001.js"; export default () => card("b");`,
    "routes/$id.color-COLOR001.js": `import { heart } from "/build/_shared/chunk-ICON0001.js"; import { form } from "/build/_shared/chunk-FORM0001.js"; export default () => form() + heart;`,
    "routes/sign-in-SIGNIN01.js": `import { form } from "/build/_shared/chunk-FORM0001.js"; export default () => form();`,
  };
  const manifest: Manifest = {
    entry: { module: "/build/entry.client-ENTRY001.js", imports: ["/build/_shared/chunk-REACT001.js"] },
    routes: {
      root: { id: "root", path: "", module: "/build/root-ROOT0001.js", imports: ["/build/_shared/chunk-REACT001.js"] },
      "routes/pages+/public": {
        id: "routes/pages+/public",
        parentId: "root",
        path: "pages/public",
        module: "/build/routes/pages+/public-PUBLIC01.js",
        imports: ["/build/_shared/chunk-CARD0001.js", "/build/_shared/chunk-ICON0001.js", "/build/_shared/chunk-REACT001.js"],
      },
      "routes/pages+/favorite": {
        id: "routes/pages+/favorite",
        parentId: "root",
        path: "pages/favorite",
        module: "/build/routes/pages+/favorite-FAVORIT1.js",
        imports: ["/build/_shared/chunk-CARD0001.js", "/build/_shared/chunk-ICON0001.js", "/build/_shared/chunk-REACT001.js"],
      },
      "routes/$id.color": {
        id: "routes/$id.color",
        parentId: "root",
        path: ":id/color",
        module: "/build/routes/$id.color-COLOR001.js",
        imports: ["/build/_shared/chunk-ICON0001.js", "/build/_shared/chunk-FORM0001.js", "/build/_shared/chunk-REACT001.js"],
      },
      "routes/sign-in": {
        id: "routes/sign-in",
        parentId: "root",
        path: "sign-in",
        module: "/build/routes/sign-in-SIGNIN01.js",
        imports: ["/build/_shared/chunk-FORM0001.js", "/build/_shared/chunk-REACT001.js"],
      },
    },
    version: "0a0a0a0a",
    url: "/build/manifest-0A0A0A0A.js",
  };
  for (const [name, code] of Object.entries(files)) {
    const file = path.join(root, "public/build", name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, code);
  }
  fs.mkdirSync(path.join(root, "public/build/_assets"));
  fs.writeFileSync(path.join(root, "public/build/_assets/tailwind-STYLE001.css"), "body{}");
  fs.writeFileSync(path.join(root, "public/build/manifest-0A0A0A0A.js"), `window.__remixManifest=${JSON.stringify(manifest)};`);
  // The server build holds the same manifest as an object literal (what esbuild prints).
  const literal = JSON.stringify(manifest).replace(/"url":"[^"]*"}$/, `url: ${JSON.stringify(manifest.url)} }`);
  fs.mkdirSync(path.join(root, "build"));
  fs.writeFileSync(
    path.join(root, "build/index.js"),
    `var before = 1;\nvar assets_manifest_default = ${literal};\nexport { assets_manifest_default as assets };\n`,
  );
  return { root, manifest };
}

describe("groupChunks", () => {
  it("puts together what is always loaded together, and keeps apart what would weigh on screens that do not use it", () => {
    const { manifest } = fakeBuild();
    const sizes: Record<string, number> = { "chunk-REACT001": 40_000, "chunk-ICON0001": 100, "chunk-CARD0001": 900, "chunk-FORM0001": 3_000 };
    const groups = groupChunks(manifest, (url) => sizes[url.match(/chunk-\w+/)![0]]);
    const of = (name: string) => groups.get(`/build/_shared/${name}.js`);
    // The tiny icon, used by three screens of four, travels with what every screen loads.
    expect(of("chunk-ICON0001")).toBe(of("chunk-REACT001"));
    // The cards (two screens) and the form (two others) are not forced on screens without them.
    expect(of("chunk-CARD0001")).not.toBe(of("chunk-REACT001"));
    expect(of("chunk-FORM0001")).not.toBe(of("chunk-REACT001"));
    expect(of("chunk-FORM0001")).not.toBe(of("chunk-CARD0001"));
  });
  it("counts only the routes that draw a screen: resource routes never load scripts", () => {
    const { manifest } = fakeBuild();
    // Eight resource routes (no component) under the root: they load the entry's and the root's chunks.
    for (let i = 0; i < 8; i++)
      manifest.routes[`routes/feed${i}`] = { id: `routes/feed${i}`, parentId: "root", path: `feed${i}`, module: `/build/routes/feed${i}-FEED000${i}.js` };
    const sizes: Record<string, number> = { "chunk-REACT001": 40_000, "chunk-ICON0001": 200, "chunk-CARD0001": 900, "chunk-FORM0001": 3_000 };
    const size = (url: string) => sizes[url.match(/chunk-\w+/)![0]];
    // The icon, used by three screens of four, joins React when only the four screens count...
    const screens = groupChunks(manifest, size, (route) => !route.id.startsWith("routes/feed"));
    expect(screens.get("/build/_shared/chunk-ICON0001.js")).toBe(screens.get("/build/_shared/chunk-REACT001.js"));
    // ...and would not if the eight resource routes counted as visits that do not need it.
    const all = groupChunks(manifest, size);
    expect(all.get("/build/_shared/chunk-ICON0001.js")).not.toBe(all.get("/build/_shared/chunk-REACT001.js"));
  });
});

describe("assertNoCycles", () => {
  it("refuses chunks that import each other in a ring, and lets a tree through", () => {
    expect(() =>
      assertNoCycles([
        { fileName: "a.js", imports: ["b.js"] },
        { fileName: "b.js", imports: ["c.js"] },
        { fileName: "c.js", imports: ["a.js"] },
      ]),
    ).toThrow(/a\.js -> b\.js -> c\.js -> a\.js/);
    expect(() =>
      assertNoCycles([
        { fileName: "a.js", imports: ["b.js", "c.js"] },
        { fileName: "b.js", imports: ["c.js"] },
        { fileName: "c.js", imports: [] },
      ]),
    ).not.toThrow();
  });
});

describe("mergeChunks", () => {
  it("rewrites the build into fewer chunks whose modules still work, and both manifests name them", async () => {
    const { root, manifest } = fakeBuild();
    const { before, after } = await mergeChunks(path.join(root, "public/build"), path.join(root, "build/index.js"));
    expect(before).toBe(4);
    // React with the icon, the cards, the form, and the lazily imported chunk.
    expect(after).toBe(4);

    const build = path.join(root, "public/build");
    const manifestFile = fs.readdirSync(build).find((name) => name.startsWith("manifest-"))!;
    const next = readManifest(path.join(build, manifestFile));
    expect(next.url).toBe(`/build/${manifestFile}`);
    expect(next.version).not.toBe(manifest.version);
    expect(Object.keys(next.routes)).toEqual(Object.keys(manifest.routes));
    expect(next.routes["routes/pages+/public"].path).toBe("pages/public");
    // A gallery preloads two shared files where it preloaded three.
    expect(next.routes["routes/pages+/public"].imports).toHaveLength(2);
    // Route files keep their names; every file the manifest names exists.
    expect(next.routes["routes/$id.color"].module).toMatch(/^\/build\/routes\/\$id\.color-\w+\.js$/);
    const named = [next.entry.module, ...next.entry.imports, ...Object.values(next.routes).flatMap((route) => [route.module, ...(route.imports ?? [])])];
    for (const url of named) expect(fs.existsSync(path.join(root, "public", url)), url).toBe(true);
    // esbuild's scripts are gone; the styles stay.
    expect(fs.existsSync(path.join(build, "_shared/chunk-CARD0001.js"))).toBe(false);
    expect(fs.existsSync(path.join(build, "_assets/tailwind-STYLE001.css"))).toBe(true);

    // The server build holds the same manifest, and only that changed in it.
    const server = await import(pathToFileURL(path.join(root, "build/index.js")).href);
    expect(server.assets).toEqual(next);
    expect(fs.readFileSync(path.join(root, "build/index.js"), "utf8")).toMatch(/^var before = 1;/);

    // The route modules still export what they did, working, through the new chunks.
    const load = (url: string) => import(pathToFileURL(path.join(root, "public", url)).href);
    const publicRoute = await load(next.routes["routes/pages+/public"].module);
    expect(publicRoute.default()).toBe("<article>a♥");
    expect(publicRoute.handle).toEqual({ hydrate: true });
    expect((await publicRoute.lazy()).big).toBe("lazy");
    expect((await load(next.routes["routes/$id.color"].module)).default()).toBe("<form>♥");
    expect((await load(next.entry.module)).start).toBe("<html>");
  });
});
