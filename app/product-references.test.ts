/**
 * A clone holds everything it cites (issue #45.1, record 0169): the product is described in
 * docs/product.md, not in files outside the repository, and the docs name only files the repository
 * holds. `npx tsx scripts/rewrite-product-references.ts` rewrites the old references.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Folders that are made, installed or written by runs, not written by us. */
const SKIPPED = new Set(["node_modules", ".git", "build", "server-build", "data", ".artifacts", ".scratch", "backups", "android", "ios"]);
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|json|yml|yaml|css|html|conf|sh|sql)$|^Dockerfile$/;
/** The two files that name the old references on purpose: this test and the script that rewrites them. */
const NAMING_THEM = new Set(["app/product-references.test.ts", "scripts/rewrite-product-references.ts"]);

function textFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return TEXT.test(entry.name) && entry.name !== "package-lock.json" ? [path.relative(ROOT, full)] : [];
  });
}

/** The specification and its decisions, as they were cited before docs/product.md (§1–9, §10–17). */
const OUTSIDE = /\b(?:SPEC|DECISIONS)(?:\.md\b|\s*§|')|\.\.\/shared\//;

function outsideReferences(text: string) {
  return text.split("\n").flatMap((line, index) => (OUTSIDE.test(line) ? [`${index + 1}: ${line.trim()}`] : []));
}

/** Whether `target` (a path in the repository, possibly without its `.ts`/`.tsx` ending) is there. */
const held = (target: string) => ["", ".ts", ".tsx"].some((ending) => fs.existsSync(path.join(ROOT, target + ending)));

/**
 * The files a page names that the repository does not hold: its relative links, and the `docs/…`
 * and `app/…` paths written in its text (globs and placeholders are not paths).
 */
function missingFiles(file: string, text: string, exists: (target: string) => boolean = held) {
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^(?:[a-z]+:|#)/.test(target))
    .map((target) => path.posix.join(path.posix.dirname(file), target.replace(/#.*$/, "")));
  const paths = [...text.matchAll(/(?<![\w./~-])((?:docs|app)\/[\w./+$[\]-]*)/g)]
    .map((match) => match[1].replace(/[.,:;]+$/, "").replace(/^([^[]*)\]$/, "$1"))
    .filter((target) => !/[*{<…]/.test(target));
  return [...new Set([...links, ...paths])].filter((target) => !exists(target));
}

describe("references", () => {
  it("cite docs/product.md, never the specification or its decisions outside the repository", () => {
    const found = textFiles(ROOT)
      .filter((file) => !NAMING_THEM.has(file))
      .flatMap((file) => outsideReferences(fs.readFileSync(path.join(ROOT, file), "utf8")).map((line) => `${file}:${line}`));
    expect(found, "run `npx tsx scripts/rewrite-product-references.ts`").toEqual([]);
  });

  it("in docs/*.md, docs/benches/*.md, README.md and bench/README.md name only files the repository holds", () => {
    const markdownIn = (dir: string) => fs.readdirSync(path.join(ROOT, dir)).flatMap((name) => (name.endsWith(".md") ? [`${dir}/${name}`] : []));
    const pages = ["README.md", "bench/README.md", ...markdownIn("docs"), ...markdownIn("docs/benches")];
    const missing = pages.flatMap((file) => missingFiles(file, fs.readFileSync(path.join(ROOT, file), "utf8")).map((target) => `${file}: ${target}`));
    expect(missing).toEqual([]);
  });

  it("catch a planted reference and a planted path", () => {
    expect(outsideReferences("see SPEC §4\nfine\nas DECISIONS.md says")).toEqual(["1: see SPEC §4", "3: as DECISIONS.md says"]);
    expect(outsideReferences("the product is `../shared/README`")).toHaveLength(1);
    expect(outsideReferences("docs/product.md §13; SPEC_ENGLISH is a name")).toEqual([]);
    const page = "[a](architecture.md) [b](gone.md#top) [docs/security.md] `app/lib/nothing-here.ts`, app/services/*.server.ts";
    expect(missingFiles("docs/x.md", page)).toEqual(["docs/gone.md", "app/lib/nothing-here.ts"]);
  });
});
