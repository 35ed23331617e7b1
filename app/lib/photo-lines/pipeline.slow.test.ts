import { describe, expect, it } from "vitest";
// A deterministic pseudo-random generator (mulberry32), so the noisy pictures are the same every run.
import { seededRandom as random } from "~/lib/patterns";
import { DETAIL_MAX, DETAIL_MIN } from "./options";
import { photoToLineArt, type RgbImage } from "./pipeline";
import { labelPaper } from "./pockets";

type Paint = (x: number, y: number) => [number, number, number];

function picture(width: number, height: number, paint: Paint, noise = 0, seed = 1): RgbImage {
  const data = new Uint8Array(width * height * 3);
  const next = random(seed);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const color = paint(x, y);
      for (let c = 0; c < 3; c++) {
        const jitter = noise ? (next() - 0.5) * 2 * noise : 0;
        data[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(color[c] + jitter)));
      }
    }
  }
  return { data, width, height };
}

const WHITE: [number, number, number] = [250, 250, 250];
const disc =
  (cx: number, cy: number, r: number, inside: [number, number, number], outside = WHITE): Paint =>
  (x, y) =>
    (x - cx) ** 2 + (y - cy) ** 2 <= r * r ? inside : outside;

/** Paper regions of the result (4-connected, as a tap fill sees them), with their sizes. */
function regions(gray: Uint8Array, width: number, height: number) {
  const { labels, count } = labelPaper(gray, width, height);
  const sizes = new Array<number>(count + 1).fill(0);
  for (const id of labels) sizes[id]++;
  return { count, sizes: sizes.slice(1), labels };
}

const inkShare = (gray: Uint8Array) => gray.filter((v) => v < 128).length / gray.length;

describe("photoToLineArt", () => {
  it("turns a filled circle into one closed outline: exactly two regions, inside and outside", () => {
    for (const detail of [DETAIL_MIN, 3, DETAIL_MAX]) {
      const { gray, width, height } = photoToLineArt(picture(320, 320, disc(160, 160, 90, [200, 40, 40])), { detail, frame: false });
      const { count, sizes, labels } = regions(gray, width, height);
      expect(count, `detail ${detail}`).toBe(2);
      // The inside is the disc (less the line), the outside the rest.
      const inside = labels[160 * width + 160];
      const outside = labels[5 * width + 5];
      expect(inside).not.toBe(outside);
      expect(sizes[inside - 1]).toBeGreaterThan(Math.PI * 80 * 80);
      expect(sizes[inside - 1]).toBeLessThan(Math.PI * 95 * 95);
    }
  });

  it("with a frame, the circle gives the inside and the framed background; the frame closes along the border", () => {
    const { gray, width, height } = photoToLineArt(picture(320, 240, disc(160, 120, 70, [30, 60, 200])), { detail: 3 });
    const { count, labels } = regions(gray, width, height);
    // Inside the circle, between circle and frame, and the thin margin outside the frame.
    expect(count).toBeLessThanOrEqual(3);
    expect(labels[120 * width + 160]).not.toBe(labels[20 * width + 20]);
    // The frame is ink all along, within a few pixels of the border.
    const inked = (pixels: number[]) => pixels.some((i) => gray[i] < 128);
    for (let x = 2; x < width - 2; x++) expect(inked([0, 1, 2, 3].map((y) => y * width + x)), `top, x=${x}`).toBe(true);
    for (let y = 2; y < height - 2; y++) expect(inked([1, 2, 3, 4].map((d) => y * width + width - d)), `right, y=${y}`).toBe(true);
  });

  it("an outline with a gap is closed: a disc whose edge fades out along an arc still gives two regions", () => {
    // Along 15 px of the rim the disc has the background's colour, so its edge has a gap there.
    const faded: Paint = (x, y) => {
      const inside = (x - 320) ** 2 + (y - 320) ** 2 <= 250 * 250;
      const inGap = Math.abs(Math.atan2(y - 320, x - 320)) < 0.03;
      return inside && !inGap ? [40, 90, 40] : WHITE;
    };
    const { gray, width, height } = photoToLineArt(picture(640, 640, faded), { detail: 3, frame: false });
    const { labels, count } = regions(gray, width, height);
    expect(labels[320 * width + 320]).not.toBe(labels[10 * width + 10]);
    expect(count).toBe(2);
  });

  it("noise gives no specks: a noisy flat photo comes out blank, a noisy circle as one clean outline", () => {
    for (const detail of [DETAIL_MIN, 3, DETAIL_MAX]) {
      const flat = photoToLineArt(
        picture(512, 512, () => [128, 140, 120], 30, detail),
        { detail, frame: false },
      );
      expect(inkShare(flat.gray), `detail ${detail}`).toBe(0);

      const noisy = photoToLineArt(picture(300, 300, disc(150, 150, 80, [60, 120, 200], [230, 220, 200]), 30, detail), { detail, frame: false });
      const { count } = regions(noisy.gray, noisy.width, noisy.height);
      expect(count, `detail ${detail}`).toBe(2);
      // Only the outline is inked: about its length times the line width.
      expect(inkShare(noisy.gray)).toBeLessThan((2 * Math.PI * 80 * 6) / (300 * 300));
    }
  });

  it("draws every line the same width, scaled to the output", () => {
    const square: Paint = (x, y) => (x >= 100 && x < 220 && y >= 100 && y < 220 ? [0, 0, 0] : WHITE);
    const { gray, width } = photoToLineArt(picture(320, 320, square), { detail: 3, frame: false, outputScale: 2, lineWidth: 8 });
    expect(width).toBe(640);
    // Across the left side of the square at mid height: one run of ink about 8 px wide.
    const row = 320 * width;
    const dark = [...gray.subarray(row + 150, row + 300)].filter((v) => v < 128).length;
    expect(dark).toBeGreaterThanOrEqual(7);
    expect(dark).toBeLessThanOrEqual(10);
  });

  it("more detail draws more lines", () => {
    // Concentric rings of falling contrast: higher detail keeps fainter ones.
    const rings: Paint = (x, y) => {
      const r = Math.hypot(x - 200, y - 200);
      const band = Math.floor(r / 30);
      const contrast = [0, 90, 60, 40, 25, 15, 10][Math.min(6, band)];
      return band % 2 === 0 ? [200, 200, 200] : [200 - contrast, 200 - contrast, 200 - contrast];
    };
    const ink = [DETAIL_MIN, DETAIL_MAX].map((detail) => inkShare(photoToLineArt(picture(400, 400, rings), { detail, frame: false }).gray));
    expect(ink[1]).toBeGreaterThan(ink[0]);
  });

  it("refuses pixel data that does not match the size", () => {
    expect(() => photoToLineArt({ data: new Uint8Array(10), width: 32, height: 32 })).toThrow(RangeError);
  });
});
