import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { analyzeLineArt, decodeLabelsRgba, encodeLabelsRgba, inkTinyRegions, REGION_PROBLEMS, withinRadius } from "./regions";

const SIZE = 1024;

/** Line art drawn by librsvg (antialiased unless the SVG says otherwise), as grey bytes. */
async function raster(body: string, size = SIZE) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" fill="#fff"/>${body}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).flatten({ background: "#fff" }).greyscale().raw().toBuffer({ resolveWithObject: true });
  expect(info.channels).toBe(1);
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}

const at = (labels: Uint32Array, x: number, y: number) => labels[Math.round(y) * SIZE + Math.round(x)];

/** A ring of stroke `width` with a white cut `gap` px wide through its right side (crisp edges). */
const brokenRing = (gap: number, width = 4) => `
  <circle cx="512" cy="512" r="300" fill="none" stroke="#000" stroke-width="${width}"/>
  <rect x="700" y="${512 - gap / 2}" width="200" height="${gap}" fill="#fff" shape-rendering="crispEdges"/>`;

describe("analyzeLineArt: gaps", () => {
  it("a circle with a 2 px gap does not leak: inside and outside are different regions", async () => {
    const gray = await raster(brokenRing(2));
    // The gap really is there: the row through it is paper across the whole ring.
    for (let x = 780; x < 840; x++) expect(gray[512 * SIZE + x]).toBeGreaterThan(200);
    const { labels, regionCount } = analyzeLineArt(gray, SIZE, SIZE);
    expect(regionCount).toBe(2);
    expect(at(labels, 512, 512)).not.toBe(at(labels, 10, 10));
    // The gap's own pixels are split between the two sides.
    expect([at(labels, 512, 512), at(labels, 10, 10)]).toContain(at(labels, 812, 512));
  });

  it("a 4 px gap is still closed, antialiased ring and all", async () => {
    const { labels } = analyzeLineArt(await raster(brokenRing(4, 3)), SIZE, SIZE);
    expect(at(labels, 512, 512)).not.toBe(at(labels, 10, 10));
  });

  it("a wide opening is not a gap: the fill goes through it", async () => {
    const { labels, regionCount } = analyzeLineArt(await raster(brokenRing(12)), SIZE, SIZE);
    expect(regionCount).toBe(1);
    expect(at(labels, 512, 512)).toBe(at(labels, 10, 10));
  });

  it("a larger closeRadius closes a larger gap", async () => {
    const gray = await raster(brokenRing(12));
    const { labels } = analyzeLineArt(gray, SIZE, SIZE, { closeRadius: 7 });
    expect(at(labels, 512, 512)).not.toBe(at(labels, 10, 10));
  });
});

describe("analyzeLineArt: no halo", () => {
  it("an antialiased ring leaves no unfilled fringe: every pixel is inside or outside", async () => {
    // Off-pixel centre and radius: every pixel of the stroke's edge is a shade of grey.
    const cx = 511.3;
    const cy = 512.7;
    const r = 250.4;
    const stroke = 3;
    const gray = await raster(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#000" stroke-width="${stroke}"/>`);
    const greys = gray.filter((v) => v > 10 && v < 245).length;
    expect(greys).toBeGreaterThan(1000);
    const { labels, regionCount, pixelCounts } = analyzeLineArt(gray, SIZE, SIZE);
    expect(regionCount).toBe(2);
    const inner = at(labels, cx, cy);
    const outer = at(labels, 0, 0);
    expect(inner).not.toBe(outer);
    let zeros = 0;
    let strays = 0;
    let innerBeyondRing = 0;
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) {
        const id = labels[y * SIZE + x];
        const distance = Math.hypot(x - cx, y - cy);
        if (id === 0) zeros++;
        else if (id !== inner && id !== outer) strays++;
        // A pixel well inside the ring's inner edge is the inside; beyond its outer edge, the outside.
        if (distance < r - stroke && id !== inner) strays++;
        if (distance > r + stroke && id === inner) innerBeyondRing++;
      }
    }
    expect(zeros).toBe(0);
    expect(strays).toBe(0);
    expect(innerBeyondRing).toBe(0);
    expect(pixelCounts[inner] + pixelCounts[outer]).toBe(SIZE * SIZE);
    // The line is split about its middle: the inside reaches about halfway under it.
    const expectedInner = Math.PI * r * r;
    expect(Math.abs(pixelCounts[inner] - expectedInner) / expectedInner).toBeLessThan(0.01);
  });
});

describe("analyzeLineArt: tiny regions, thick lines, blobs", () => {
  it("a page of tiny cells fails as too fine to colour", async () => {
    // A 40×40 grid of 12 px cells (about 100 px of paper each) in the middle of the page.
    const lines: string[] = [];
    for (let i = 0; i <= 40; i++) {
      const p = 272 + i * 12;
      lines.push(`<path d="M${p} 272 V752 M272 ${p} H752"/>`);
    }
    const gray = await raster(`<g stroke="#000" stroke-width="2" shape-rendering="crispEdges">${lines.join("")}</g>`);
    const { regionCount, fillability } = analyzeLineArt(gray, SIZE, SIZE);
    expect(regionCount).toBeGreaterThan(1500);
    expect(fillability.tinyRegionShare).toBeGreaterThan(0.9);
    expect(fillability.passed).toBe(false);
    expect(fillability.problems).toContain(REGION_PROBLEMS.tinyRegions);
  });

  it("a pinhole in the ink is not a region: it joins its surroundings", async () => {
    const gray = await raster(`<rect x="300" y="300" width="40" height="40" fill="#000" shape-rendering="crispEdges"/>
      <rect x="318" y="318" width="3" height="3" fill="#fff" shape-rendering="crispEdges"/>`);
    const { labels, regionCount } = analyzeLineArt(gray, SIZE, SIZE);
    expect(regionCount).toBe(1);
    expect(at(labels, 319, 319)).toBe(1);
  });

  it("a small enclosed shape (an eye) is a region of its own, even narrower than the closing", async () => {
    const gray = await raster(`<g fill="none" stroke="#000" stroke-width="4" shape-rendering="crispEdges">
      <rect x="200" y="200" width="600" height="600"/>
      <rect x="400" y="400" width="9" height="40"/></g>`);
    const { labels, regionCount, pixelCounts } = analyzeLineArt(gray, SIZE, SIZE);
    expect(regionCount).toBe(3);
    const eye = at(labels, 404, 420);
    expect(eye).not.toBe(at(labels, 300, 300));
    expect(pixelCounts[eye]).toBeGreaterThan(5 * 36);
  });

  it("thick lines divide the page and are shared out between the regions they separate", async () => {
    const gray = await raster(`<g stroke="#000" stroke-width="24" fill="none">
      <rect x="100" y="100" width="824" height="824"/><path d="M512 100 V924 M100 512 H924"/></g>`);
    const { labels, regionCount, fillability } = analyzeLineArt(gray, SIZE, SIZE);
    expect(regionCount).toBe(5); // four quarters and the outside
    const quarters = new Set([at(labels, 300, 300), at(labels, 700, 300), at(labels, 300, 700), at(labels, 700, 700)]);
    expect(quarters.size).toBe(4);
    // Under the vertical line, left of its middle is the left quarter, right of it the right one.
    expect(at(labels, 505, 300)).toBe(at(labels, 300, 300));
    expect(at(labels, 519, 300)).toBe(at(labels, 700, 300));
    // Only the crossings of two 24 px lines are thicker than a line: no blob worth the name.
    expect(fillability.blobShare).toBeLessThan(0.002);
    expect(fillability.passed).toBe(true);
    expect(fillability.problems).toEqual([]);
  });

  it("a large solid black blob is measured and fails the check", async () => {
    const gray = await raster(`<g stroke="#000" stroke-width="8" fill="none">
      <rect x="100" y="100" width="824" height="824"/><path d="M512 100 V924 M100 512 H924"/></g>
      <circle cx="300" cy="300" r="160" fill="#000"/>`);
    const { fillability } = analyzeLineArt(gray, SIZE, SIZE);
    const disc = (Math.PI * 160 * 160) / (SIZE * SIZE);
    expect(fillability.blobShare).toBeGreaterThan(disc * 0.95);
    expect(fillability.blobShare).toBeLessThan(disc * 1.1);
    expect(fillability.problems).toContain(REGION_PROBLEMS.blobs);
    expect(fillability.passed).toBe(false);
  });
});

describe("analyzeLineArt: pages that cannot be coloured", () => {
  it("a page with no closed regions is one region and fails with 'few regions'", async () => {
    const gray = await raster(`<path d="M100 500 C300 100 700 900 900 500 M200 200 L400 260" fill="none" stroke="#000" stroke-width="8"/>`);
    const { labels, regionCount, pixelCounts, fillability } = analyzeLineArt(gray, SIZE, SIZE);
    expect(regionCount).toBe(1);
    expect(pixelCounts[1]).toBe(SIZE * SIZE);
    expect(labels.every((id) => id === 1)).toBe(true);
    expect(fillability.usableRegions).toBe(1);
    expect(fillability.passed).toBe(false);
    expect(fillability.problems).toEqual([REGION_PROBLEMS.fewRegions]);
  });

  it("a blank page is empty", async () => {
    const gray = new Uint8Array(SIZE * SIZE).fill(255);
    const { regionCount, fillability } = analyzeLineArt(gray, SIZE, SIZE);
    expect(regionCount).toBe(1);
    expect(fillability.inkShare).toBe(0);
    expect(fillability.problems).toEqual([REGION_PROBLEMS.empty, REGION_PROBLEMS.fewRegions]);
  });

  it("an all-black page has no region at all", () => {
    const { labels, regionCount, fillability } = analyzeLineArt(new Uint8Array(64 * 64), 64, 64);
    expect(regionCount).toBe(0);
    expect(labels.every((id) => id === 0)).toBe(true);
    expect(fillability.inkShare).toBe(1);
    expect(fillability.problems).toContain(REGION_PROBLEMS.tooMuchInk);
    expect(fillability.problems).toContain(REGION_PROBLEMS.blobs);
  });

  it("refuses grey values that do not match the size", () => {
    expect(() => analyzeLineArt(new Uint8Array(10), 4, 4)).toThrow(RangeError);
  });
});

describe("label encoding", () => {
  it("round-trips ids through RGBA, including ids past 65535", () => {
    const labels = Uint32Array.from([0, 1, 255, 256, 65_535, 65_536, 1_000_000, 16_777_215]);
    const rgba = encodeLabelsRgba(labels, 4, 2);
    expect(rgba.length).toBe(32);
    expect([...rgba.slice(4 * 3, 4 * 4)]).toEqual([0, 1, 0, 255]); // 256 = G 1
    for (let i = 3; i < rgba.length; i += 4) expect(rgba[i]).toBe(255);
    expect([...decodeLabelsRgba(rgba)]).toEqual([...labels]);
  });

  it("round-trips a real map", async () => {
    const { labels } = analyzeLineArt(await raster(brokenRing(2)), SIZE, SIZE);
    const back = decodeLabelsRgba(encodeLabelsRgba(labels, SIZE, SIZE));
    expect(back.length).toBe(labels.length);
    expect(back.findIndex((id, i) => id !== labels[i])).toBe(-1);
  });
});

describe("withinRadius", () => {
  it("matches brute force on a random sparse picture", () => {
    const w = 37;
    const h = 23;
    const feature = new Uint8Array(w * h);
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let i = 0; i < feature.length; i++) feature[i] = random() < 0.03 ? 1 : 0;
    for (const radius of [1, 2, 3, 5]) {
      const fast = withinRadius(feature, w, h, radius);
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          let near = 0;
          for (let q = 0; q < feature.length; q++) {
            if (feature[q] && (x - (q % w)) ** 2 + (y - Math.floor(q / w)) ** 2 <= radius * radius) near = 1;
          }
          expect(fast[y * w + x], `radius ${radius} at ${x},${y}`).toBe(near);
        }
      }
    }
  });
});

describe("inkTinyRegions", () => {
  it("inks the regions too small to colour (a dot, a sliver between two lines) and leaves every other one as it was", async () => {
    const gray = await raster(`
      <circle cx="300" cy="300" r="200" fill="none" stroke="#000" stroke-width="4"/>
      <rect x="700" y="200" width="10" height="10" fill="none" stroke="#000" stroke-width="3"/>
      <rect x="600" y="700" width="24" height="8" fill="none" stroke="#000" stroke-width="4"/>`);
    const before = analyzeLineArt(gray, SIZE, SIZE);
    expect(before.fillability.tinyRegionShare).toBeGreaterThan(0);
    const big = [...before.pixelCounts].filter((count) => count >= 256).length;

    expect(inkTinyRegions(gray, SIZE, SIZE)).toBe(2);
    const after = analyzeLineArt(gray, SIZE, SIZE);
    expect(after.fillability.tinyRegionShare).toBe(0);
    expect(after.regionCount).toBe(big);
    // The dot and the sliver are ink now; the circle's inside and the paper around are not.
    expect(gray[205 * SIZE + 705]).toBe(0);
    expect(gray[704 * SIZE + 612]).toBe(0);
    expect(gray[300 * SIZE + 300]).toBe(255);
    expect(gray[900 * SIZE + 100]).toBe(255);
    // Nothing tiny left: a second pass inks nothing.
    expect(inkTinyRegions(gray, SIZE, SIZE)).toBe(0);
  });
});
