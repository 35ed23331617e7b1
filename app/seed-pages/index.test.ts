import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cleanTags, COLLECTION_SLUGS } from "~/lib/collections";
import { SEED_PAGES } from "./index";

const folder = path.join(import.meta.dirname, "svg");

describe("the first-run gallery's list", () => {
  it("has at least 24 pages with unique stable keys and unique Spanish titles", () => {
    expect(SEED_PAGES.length).toBeGreaterThanOrEqual(24);
    const keys = SEED_PAGES.map((page) => page.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z]+(-[a-z]+)*$/);
    const titles = SEED_PAGES.map((page) => page.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("covers every category and every difficulty", () => {
    expect(new Set(SEED_PAGES.map((page) => page.category))).toEqual(new Set(["animals", "vehicles", "nature", "fantasy", "mandalas", "letters"]));
    expect(new Set(SEED_PAGES.map((page) => page.difficulty))).toEqual(new Set(["easy", "medium", "hard"]));
  });

  it("has a file for every hand-drawn page and no file without a page", () => {
    const drawn = SEED_PAGES.filter((page) => !page.generate).map((page) => `${page.key}.svg`);
    expect(fs.readdirSync(folder).sort()).toEqual([...drawn].sort());
  });

  it("draws black line art on a 1024×1024 canvas, with no text to read and no external references", () => {
    for (const page of SEED_PAGES) {
      const svg = page.generate ? page.generate() : fs.readFileSync(path.join(folder, `${page.key}.svg`), "utf8");
      expect(svg, page.key).toMatch(/viewBox="0 0 1024 1024"/);
      expect(svg, page.key).not.toMatch(/<text|<image|<use|href=|font-family/);
      // Only black ink and white paper.
      const colors = new Set([...svg.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map((match) => match[1]));
      for (const color of colors) expect(["#000", "#fff", "none"], `${page.key}: ${color}`).toContain(color);
    }
  });

  it("fills every curated collection on a fresh install, with known tags only", () => {
    for (const page of SEED_PAGES) expect(cleanTags(page.tags), page.key).toEqual(page.tags);
    const filled = new Set(SEED_PAGES.flatMap((page) => page.tags));
    expect(COLLECTION_SLUGS.filter((slug) => !filled.has(slug))).toEqual([]);
  });

  it("makes the generated pages the same every time", () => {
    for (const page of SEED_PAGES.filter((entry) => entry.generate)) expect(page.generate?.()).toBe(page.generate?.());
  });
});
