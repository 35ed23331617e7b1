/**
 * `npx tsx scripts/rewrite-product-references.ts`: rewrites the references to the product's former
 * description outside the repository (the specification and its decisions, in ../shared/) into
 * references to docs/product.md, whose sections 1–9 are the specification's and 10–17 the
 * decisions' 1–8 (record 0169); and the README's former sections into the docs pages they moved to.
 * Idempotent: run it again after merging work written before the move. `--check` lists the files it
 * would change and exits 1 if there are any. app/product-references.test.ts fails on what is left.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const SPEC = "SPEC";
const DECISIONS = "DECISIONS";
const PRODUCT = "docs/product.md";
const SELF = "scripts/rewrite-product-references.ts";
const TEST = "app/product-references.test.ts";

/** A list of sections after a name: "§3", "§2, §4", "§3/§4", "§5 and §8". */
const SECTIONS = String.raw`§\d+(?:(?:, |/| and |, and )§\d+)*`;

const decisionSection = (sections: string) => sections.replace(/§(\d+)/g, (_, n: string) => `§${Number(n) + 9}`);

/** In order: the particular phrases first, then the general forms. */
const RULES: [RegExp, string | ((...match: string[]) => string)][] = [
  [new RegExp(String.raw`Strings ${SPEC}\.md quotes verbatim \(${DECISIONS} §6\)`, "g"), `Strings ${PRODUCT} §1–9 quote verbatim (its §15)`],
  [new RegExp(String.raw`([Ww])here ${SPEC}\.md and ${DECISIONS}\.md are silent`, "g"), `$1here ${PRODUCT} is silent`],
  [new RegExp(String.raw`(?:\.\./shared/)?${SPEC}\.md and (?:\.\./shared/)?${DECISIONS}\.md`, "g"), PRODUCT],
  [new RegExp(String.raw`${DECISIONS} named downloads`, "g"), `${PRODUCT} §14 first named downloads`],
  [new RegExp(String.raw`replacing ${DECISIONS}' naming`, "g"), `replacing the first naming (${PRODUCT} §14)`],
  [new RegExp(String.raw`${DECISIONS}\.md's `, "g"), `${PRODUCT} §11's `],
  [new RegExp(String.raw`\(${SPEC} route guard\)`, "g"), `(${PRODUCT} §2's route guard)`],
  [new RegExp(String.raw`\b${SPEC} (${SECTIONS})`, "g"), (_, sections: string) => `${PRODUCT} ${sections}`],
  [new RegExp(String.raw`\b${DECISIONS} (${SECTIONS})`, "g"), (_, sections: string) => `${PRODUCT} ${decisionSection(sections)}`],
  [new RegExp(String.raw`(?:\.\./shared/)?\b(?:${SPEC}|${DECISIONS})\.md\b`, "g"), PRODUCT],
  // "docs/product.md §3, docs/product.md §11" → "docs/product.md §3, §11"
  [new RegExp(String.raw`(${PRODUCT.replace(".", "\\.")} ${SECTIONS})(, | and |; )${PRODUCT.replace(".", "\\.")} §`, "g"), "$1$2§"],
  [new RegExp(String.raw`\b${SPEC}_(ENGLISH|SPANISH)\b`, "g"), "QUOTED_$1"],
];

/** The README's sections that moved to docs/ (issue #45.2); decision records keep what they said then. */
const README_RULES: [RegExp, string][] = [
  [/More than one server \(README, "Más de un servidor"\)/g, "More than one server (docs/operations.md)"],
  [/README,? "Más de un servidor"/g, 'docs/operations.md, "More than one server"'],
  [/README,? "(Operate|Backups)"/g, 'docs/operations.md, "$1"'],
  [/README,? "Security"/g, 'docs/security.md, "In short"'],
  [/README,? "(?:Native shells|Installable app and native shells)"/g, "docs/shells.md"],
  [/README's \/api session/g, "docs/product.md §11's /api session"],
  [/the README's cron line/g, "docs/operations.md's cron line"],
];

const TEXT = /\.(ts|tsx|js|mjs|cjs|md|json|yml|yaml|css|html|conf|sh)$|(^|\/)(Dockerfile|\.ci\/run)$/;

function rewrite(path: string, text: string) {
  let out = text;
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement as string);
  if (!path.startsWith("docs/decisions/")) for (const [pattern, replacement] of README_RULES) out = out.replace(pattern, replacement);
  return out;
}

function main() {
  const check = process.argv.includes("--check");
  const files = execFileSync("git", ["ls-files"], { encoding: "utf8" })
    .split("\n")
    .filter((path) => TEXT.test(path) && path !== SELF && path !== TEST && path !== "package-lock.json");
  const changed: string[] = [];
  for (const path of files) {
    const text = readFileSync(path, "utf8");
    const out = rewrite(path, text);
    if (out === text) continue;
    changed.push(path);
    if (!check) writeFileSync(path, out);
  }
  console.log(`${check ? "would rewrite" : "rewrote"} ${changed.length} files${changed.length ? `:\n  ${changed.join("\n  ")}` : ""}`);
  if (check && changed.length) process.exitCode = 1;
}

main();
