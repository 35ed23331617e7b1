import { describe, expect, it } from "vitest";
import { seededRandom as random } from "~/lib/patterns";
import { domainTransform, toLab } from "./color";
import { closeOutline, findSubject, outlineOf } from "./subject";

/** A smooth tan ellipse (a pet's body) on busy green-beige "grass", as Lab planes, smoothed as the pipeline does. */
function petOnGrass(width: number, height: number, seed: number) {
  const next = random(seed);
  const inside = (x: number, y: number) => ((x - width * 0.5) / (width * 0.28)) ** 2 + ((y - height * 0.55) / (height * 0.25)) ** 2 <= 1;
  const data = rgbPhoto(width, height, (x, y) =>
    inside(x, y) ? [196, 140, 90].map((c) => c + (next() - 0.5) * 6) : [120, 130, 70].map((c) => c + (next() - 0.5) * 90),
  );
  return { ...smoothedLab(data, width, height), inside };
}

/** An RGB photo whose pixel (x, y) is `color(x, y)` (rows top to bottom, each left to right), each channel rounded into 0–255. */
function rgbPhoto(width: number, height: number, color: (x: number, y: number) => number[]) {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const rgb = color(x, y);
      for (let c = 0; c < 3; c++) data[i + c] = Math.max(0, Math.min(255, Math.round(rgb[c])));
    }
  }
  return data;
}

/**
 * A close-up, 480×320: the face is a disc cropped by the left and bottom borders, furry (busy:
 * `fur`), on an out-of-focus backdrop, a smooth grey-pink gradient with no texture.
 */
const CLOSE_UP = { width: 480, height: 320 };
const inFace = (x: number, y: number) => (x - CLOSE_UP.width * 0.35) ** 2 + (y - CLOSE_UP.height * 0.7) ** 2 <= (CLOSE_UP.height * 0.62) ** 2;
const backdrop = (x: number, y: number) => [200 - y * 0.15, 180 - x * 0.05, 185 - y * 0.1];
const fur = (next: () => number) => [170, 130, 90].map((c) => c + (next() - 0.5) * 70);

/** An RGB photo as Lab planes smoothed as the pipeline does, with its lightness before smoothing. */
function smoothedLab(data: Uint8Array, width: number, height: number) {
  const lab = toLab(data, width * height, 3);
  const lightness = lab[0].slice();
  domainTransform(lab, width, height, 25, 18, 3);
  return { lab, lightness };
}

/** How far a found mask agrees with the true shape: the pixels in both over the pixels in either. */
function overlap(mask: Uint8Array, inside: (x: number, y: number) => boolean, width: number, height: number) {
  let both = 0;
  let either = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const a = mask[y * width + x] === 1;
      const b = inside(x, y);
      if (a && b) both++;
      if (a || b) either++;
    }
  return both / either;
}

describe("findSubject", () => {
  it("finds a calm animal on busy grass: the mask is the ellipse", () => {
    const width = 480;
    const height = 360;
    const { lab, lightness, inside } = petOnGrass(width, height, 7);
    const subject = findSubject(lab, lightness, width, height);
    expect(subject).not.toBeNull();
    expect(subject!.closeUp, "found by saliency, not as a close-up").toBe(false);
    expect(overlap(subject!.mask, inside, width, height)).toBeGreaterThan(0.9);
  });

  it("finds a close-up's subject as what its calm backdrop leaves: a busy face filling the frame, cut by the left and bottom borders", () => {
    const { width, height } = CLOSE_UP;
    const next = random(11);
    const data = rgbPhoto(width, height, (x, y) => (inFace(x, y) ? fur(next) : backdrop(x, y)));
    const { lab, lightness } = smoothedLab(data, width, height);
    const subject = findSubject(lab, lightness, width, height);
    expect(subject?.closeUp).toBe(true);
    expect(overlap(subject!.mask, inFace, width, height)).toBeGreaterThan(0.9);
  });

  it("keeps a close-up's calm part that reaches the border deeper than it runs along it (a white chest) in the subject", () => {
    const { width, height } = CLOSE_UP;
    const next = random(11);
    // The chest: a calm white band inside the face, from its middle down to the bottom border.
    const chest = (x: number, y: number) => x >= width * 0.1 && x < width * 0.22 && y >= height * 0.45;
    const data = rgbPhoto(width, height, (x, y) => (!inFace(x, y) ? backdrop(x, y) : chest(x, y) ? [235, 228, 222] : fur(next)));
    const { lab, lightness } = smoothedLab(data, width, height);
    const subject = findSubject(lab, lightness, width, height);
    expect(subject?.closeUp).toBe(true);
    let chestPixels = 0;
    let chestInMask = 0;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        if (chest(x, y)) {
          chestPixels++;
          chestInMask += subject!.mask[y * width + x];
        }
    expect(chestInMask / chestPixels, "share of the chest in the subject").toBeGreaterThan(0.9);
    expect(overlap(subject!.mask, inFace, width, height)).toBeGreaterThan(0.9);
  });

  it("finds nothing in a photo with no subject (even noise)", () => {
    const width = 320;
    const height = 240;
    const next = random(3);
    const data = new Uint8Array(width * height * 3).map(() => 110 + Math.round(next() * 40));
    const { lab, lightness } = smoothedLab(data, width, height);
    expect(findSubject(lab, lightness, width, height)).toBeNull();
  });
});

describe("closeOutline", () => {
  it("draws the outline only where the photo has an edge and no line runs near it", () => {
    const width = 100;
    const height = 100;
    const mask = new Uint8Array(width * height);
    for (let y = 20; y < 80; y++) for (let x = 20; x < 80; x++) mask[y * width + x] = 1;
    const outline = outlineOf(mask, width, height);
    // A line two pixels outside the top side; the other sides have none.
    const lines = new Uint8Array(width * height);
    for (let x = 20; x < 80; x++) lines[17 * width + x] = 1;
    // The photo has an edge along the left side only.
    const magnitude = new Float32Array(width * height);
    for (let y = 20; y < 80; y++) magnitude[y * width + 20] = 10;
    closeOutline(lines, outline, width, height, 3, magnitude, 4);
    expect(lines[20 * width + 50], "top side: the photo's line is kept instead").toBe(0);
    expect(lines[50 * width + 20], "left side: drawn").toBe(1);
    expect(lines[79 * width + 50], "bottom side: no edge in the photo, not drawn").toBe(0);
  });
});
