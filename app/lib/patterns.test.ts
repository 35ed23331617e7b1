import { describe, expect, it } from "vitest";
import {
  DEFAULT_PATTERN,
  PATTERN_DENSITIES,
  PATTERN_MOTIFS,
  PATTERN_SYMMETRIES,
  SEED_MAX,
  generatePattern,
  patternDataUrl,
  randomSeed,
  seededRandom,
  type PatternOptions,
} from "./patterns";

const every: PatternOptions[] = PATTERN_MOTIFS.flatMap((motif) =>
  PATTERN_SYMMETRIES.flatMap((symmetry) => PATTERN_DENSITIES.map((density) => ({ seed: 4321, motif, symmetry, density }))),
);

describe("generatePattern", () => {
  it("is deterministic: the same seed and choices give the same SVG, byte for byte", () => {
    for (const options of every) expect(generatePattern({ ...options })).toBe(generatePattern(options));
  });

  it("different seeds give different patterns, and so do different choices", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) seen.add(generatePattern({ ...DEFAULT_PATTERN, seed }));
    expect(seen.size).toBe(40);
    const variants = new Set(every.map(generatePattern));
    expect(variants.size).toBe(every.length);
  });

  it("is a 1024×1024 SVG of closed shapes: black strokes, white fill, no open paths, nothing outside the page", () => {
    for (const options of every) {
      const svg = generatePattern(options);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">')).toBe(true);
      expect(svg).toContain('fill="#fff" stroke="#000"');
      const paths = [...svg.matchAll(/<path d="([^"]+)"\/>/g)].map((m) => m[1]);
      expect(paths.length).toBeGreaterThan(0);
      for (const d of paths) expect(d.endsWith("Z")).toBe(true);
      // Every coordinate stays on the page.
      const shapes = svg.slice(svg.indexOf("<g "));
      const numbers = [...shapes.matchAll(/-?\d+(\.\d+)?/g)].map((m) => Number(m[0]));
      expect(Math.min(...numbers)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...numbers)).toBeLessThanOrEqual(1024);
      expect(svg).not.toMatch(/NaN|Infinity|undefined/);
    }
  });

  it("more density draws more shapes", () => {
    for (const motif of PATTERN_MOTIFS) {
      const shapes = PATTERN_DENSITIES.map((density) => (generatePattern({ seed: 99, motif, symmetry: 8, density }).match(/<(path|circle)/g) ?? []).length);
      expect(shapes[0], motif).toBeLessThan(shapes[2]);
    }
  });
});

describe("seeds", () => {
  it("seededRandom repeats its sequence for a seed, and randomSeed stays in 1…SEED_MAX", () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    for (let i = 0; i < 5; i++) expect(a()).toBe(b());
    expect(randomSeed(() => 0)).toBe(1);
    expect(randomSeed(() => 0.9999999)).toBe(SEED_MAX);
  });

  it("patternDataUrl encodes the SVG so it can be an <img> source", () => {
    const url = patternDataUrl(generatePattern(DEFAULT_PATTERN));
    expect(url.startsWith("data:image/svg+xml;charset=utf-8,%3Csvg")).toBe(true);
    expect(url).not.toMatch(/[<>"#]/);
  });
});
