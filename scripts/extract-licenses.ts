/**
 * After `remix build`: the browser's chunks carry the licence notices esbuild copies from the
 * packages they bundle (a `/*! Bundled license information: … *\/` block, or a `/** @license`
 * banner) — about 250 bytes in each of dozens of small chunks, 3 kB of a gallery visit's
 * gzipped JavaScript (issue #15). This moves them, once each, to public/build/LICENSES.txt, which
 * is served with the build (esbuild's own `legalComments: "external"`, which Remix's compiler
 * does not let us set). File names stay as they are: they name the build, not the bytes.
 *
 *   npx tsx scripts/extract-licenses.ts [public/build]
 */
import fs from "node:fs";
import path from "node:path";
import { transformSync } from "esbuild";

const LEGAL = /\/\*![\s\S]*?\*\/\n?|\/\*\*\s*@license[\s\S]*?\*\/\n?/g;

function* scripts(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* scripts(full);
    else if (entry.name.endsWith(".js")) yield full;
  }
}

export function extractLicenses(buildDir: string) {
  const notices = new Set<string>();
  let saved = 0;
  for (const file of scripts(buildDir)) {
    const source = fs.readFileSync(file, "utf8");
    const found = source.match(LEGAL);
    if (!found) continue;
    for (const notice of found) notices.add(notice.trim());
    const stripped = source.replace(LEGAL, "");
    // Only comments went: the script must still parse (a notice-like text inside a string would not).
    transformSync(stripped, { loader: "js", format: "esm", logLevel: "silent" });
    saved += source.length - stripped.length;
    fs.writeFileSync(file, stripped);
  }
  const text = ["Licence notices of the open-source packages bundled into this build's JavaScript.", "", ...[...notices].sort(), ""].join("\n");
  fs.writeFileSync(path.join(buildDir, "LICENSES.txt"), text);
  return { notices: notices.size, saved };
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("extract-licenses.ts")) {
  const dir = process.argv[2] ?? "public/build";
  const { notices, saved } = extractLicenses(dir);
  console.log(`licences: ${notices} notices moved to ${path.join(dir, "LICENSES.txt")} (${saved} bytes out of the scripts)`);
}
