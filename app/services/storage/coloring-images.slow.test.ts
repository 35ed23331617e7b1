/**
 * The composite a save makes in JavaScript (record 0153) is, byte for byte, what sharp's composite
 * of white ← paint (over) ← line art (multiply) made before it: for every line art value, paint
 * alpha and paint channel, 2^24 of them, each channel of a pixel one of them.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PICTURE_SIZE } from "~/lib/pages";
import { composePixels } from "./coloring-images.server";

const PIXELS = PICTURE_SIZE * PICTURE_SIZE;
/** Each alpha's 65,536 (line, channel) pairs, three to a pixel. */
const PER_ALPHA = Math.ceil(65_536 / 3);

/** What sharp's composite (libvips, as the save called it before) makes of these pixels. */
async function sharpComposite(paint: Buffer, lineArt: Buffer) {
  return sharp({ create: { width: PICTURE_SIZE, height: PICTURE_SIZE, channels: 3, background: "#ffffff" } })
    .composite([
      { input: paint, raw: { width: PICTURE_SIZE, height: PICTURE_SIZE, channels: 4 } },
      { input: lineArt, raw: { width: PICTURE_SIZE, height: PICTURE_SIZE, channels: 3 }, blend: "multiply" },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
}

describe("composePixels", () => {
  it("makes sharp's composite, for every line art value, paint alpha and paint channel", async () => {
    const combinations = 256 * PER_ALPHA;
    let checked = 0;
    for (let first = 0; first < combinations; first += PIXELS) {
      // Pixel i holds alpha a = i / PER_ALPHA and three (line, channel) pairs of it.
      const paint = Buffer.alloc(PIXELS * 4);
      const lineArt = Buffer.alloc(PIXELS * 3, 255);
      for (let i = 0; i < PIXELS && first + i < combinations; i++) {
        const pixel = first + i;
        const alpha = Math.floor(pixel / PER_ALPHA);
        paint[i * 4 + 3] = alpha;
        for (let channel = 0; channel < 3; channel++) {
          const pair = ((pixel % PER_ALPHA) * 3 + channel) % 65_536;
          paint[i * 4 + channel] = pair & 0xff;
          lineArt[i * 3 + channel] = pair >> 8;
        }
      }
      const expected = await sharpComposite(paint, lineArt);
      const made = composePixels({ data: paint, channels: 4 }, { data: lineArt, channels: 3 });
      expect(made.equals(expected)).toBe(true);
      checked += Math.min(PIXELS, combinations - first) * 3;
    }
    expect(checked).toBeGreaterThanOrEqual(2 ** 24);
  });
});
