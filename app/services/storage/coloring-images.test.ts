/**
 * The pictures of a colouring save (record 0153): the line art kept per illustration URL and
 * bounded, grey line art kept in one channel with the same pixels, the composite's PNG and
 * thumbnail made from its pixels as they were made from its PNG. Every (line, alpha, channel) of
 * the composite itself: coloring-images.slow.test.ts.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PICTURE_SIZE } from "~/lib/pages";
import { composePixels, keptLineArt, lineArtPixels, paintPng, previewPng, thumbnailOf, THUMBNAIL_WEBP, type Pixels } from "./coloring-images.server";
import { UPLOAD_PNG } from "./images.server";

const SIZE = PICTURE_SIZE;

const svgPng = (body: string, size = SIZE) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${body}</svg>`))
    .png()
    .toBuffer();
const blackLines = () =>
  svgPng(`<rect width="100%" height="100%" fill="#fff"/><circle cx="512" cy="512" r="300" fill="none" stroke="#000" stroke-width="12"/>`);
/** Transparent, with a red square and a half-transparent blue stroke: every kind of alpha. */
const paintLayer = () =>
  svgPng(
    `<rect x="100" y="100" width="400" height="400" fill="#e53935"/><path d="M50 900 Q500 500 950 900" stroke="#1e88e5" stroke-width="40" fill="none" opacity="0.6"/>`,
  );

/** The line art as the save read it before record 0153 (readLineArt), decoded. */
const oldLineArt = async (original: Buffer) =>
  sharp(
    await sharp(original)
      .flatten({ background: "#ffffff" })
      .resize(SIZE, SIZE, { fit: "contain", background: "#ffffff" })
      .toColourspace("srgb")
      .png()
      .toBuffer(),
  )
    .raw()
    .toBuffer();

const pixelsOf = (pixels: number, channels: 1 | 3 | 4, value = 0): Pixels => ({ data: Buffer.alloc(pixels * channels, value), channels });

describe("the line art a save composes on", () => {
  it("is the old pipeline's pixels: grey line art in one channel, line art in colour in three", async () => {
    const grey = await blackLines();
    const kept = await lineArtPixels(grey);
    expect(kept.channels).toBe(1);
    const old = await oldLineArt(grey);
    expect(Buffer.from(Array.from({ length: SIZE * SIZE }, (_, i) => old[i * 3])).equals(kept.data)).toBe(true);

    const coloured = await svgPng(
      `<rect width="100%" height="100%" fill="#fff"/><circle cx="512" cy="512" r="300" fill="none" stroke="#c00" stroke-width="12"/>`,
    );
    const rgb = await lineArtPixels(coloured);
    expect(rgb.channels).toBe(3);
    expect(rgb.data.equals(await oldLineArt(coloured))).toBe(true);
  });

  it("fits any size into the canvas with white margins, transparency as white paper", async () => {
    const wide = await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const kept = await lineArtPixels(wide);
    expect(kept).toMatchObject({ channels: 1 });
    expect(kept.data.length).toBe(SIZE * SIZE);
    expect(kept.data.every((value) => value === 255)).toBe(true);
  });
});

describe("keptLineArt", () => {
  const MB = SIZE * SIZE;
  /** A reader that answers each URL with its own pixels (its number in every byte) and counts what it read. */
  function reader() {
    const read: string[] = [];
    return {
      read,
      load: async (url: string) => {
        read.push(url);
        if (url.includes("missing")) throw new Error("missing");
        return pixelsOf(SIZE * SIZE, 1, Number(/\d+/.exec(url)?.[0] ?? 0));
      },
    };
  }

  it("answers each URL with its own line art, reading it once however many saves ask at once", async () => {
    const { read, load } = reader();
    const kept = keptLineArt({ budget: 8 * MB, read: load });
    const [a, again, b] = await Promise.all([kept.get("/files/pages/1/a.png"), kept.get("/files/pages/1/a.png"), kept.get("/files/pages/2/b.png")]);
    expect(a.data[0]).toBe(1);
    expect(again).toBe(a);
    expect(b.data[0]).toBe(2);
    expect(await kept.get("/files/pages/2/b.png")).toBe(b);
    expect(read).toEqual(["/files/pages/1/a.png", "/files/pages/2/b.png"]);
    expect(kept.state).toEqual({ urls: ["/files/pages/1/a.png", "/files/pages/2/b.png"], bytes: 2 * MB, reads: 2 });
  });

  it("keeps at most its budget, letting the least recently used go first", async () => {
    const { read, load } = reader();
    const kept = keptLineArt({ budget: 2 * MB, read: load });
    await kept.get("/p/1.png");
    await kept.get("/p/2.png");
    await kept.get("/p/1.png"); // used again: 2 is now the oldest
    await kept.get("/p/3.png");
    await new Promise((resolve) => setImmediate(resolve));
    expect(kept.state).toMatchObject({ urls: ["/p/1.png", "/p/3.png"], bytes: 2 * MB });
    expect((await kept.get("/p/2.png")).data[0]).toBe(2);
    expect(read).toEqual(["/p/1.png", "/p/2.png", "/p/3.png", "/p/2.png"]);
  });

  it("keeps no failed read: the next save reads again", async () => {
    const { read, load } = reader();
    const kept = keptLineArt({ budget: 2 * MB, read: load });
    await expect(kept.get("/p/missing-9.png")).rejects.toThrow("missing");
    await new Promise((resolve) => setImmediate(resolve));
    await expect(kept.get("/p/missing-9.png")).rejects.toThrow("missing");
    expect(read).toEqual(["/p/missing-9.png", "/p/missing-9.png"]);
    expect(kept.state).toMatchObject({ urls: [], bytes: 0 });
  });
});

describe("the files made from a composite's pixels", () => {
  it("the composite's PNG: RGB, the same pixels; the thumbnail as makeThumbnail made it from that PNG", async () => {
    const paint = await paintLayer();
    const { data: paintPixels } = await sharp(paint).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const lineArt = await lineArtPixels(await blackLines());
    const composite = composePixels({ data: paintPixels, channels: 4 }, lineArt);

    const png = await previewPng(composite);
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: SIZE, height: SIZE, channels: 3, hasAlpha: false });
    const rgb = composite;
    expect((await sharp(png).raw().toBuffer()).equals(rgb)).toBe(true);
    // Red on white, black lines over it, white where nothing is.
    const at = (x: number, y: number) => [...rgb.subarray((y * SIZE + x) * 3, (y * SIZE + x) * 3 + 3)];
    expect(at(150, 150)).toEqual([229, 57, 53]);
    expect(at(212, 512)).toEqual([0, 0, 0]);
    expect(at(800, 100)).toEqual([255, 255, 255]);

    // makeThumbnail's steps (flatten, resize, WebP) from the PNG decoded, with the same WebP options.
    const fromPng = await sharp(png)
      .flatten({ background: "#ffffff" })
      .resize(512, 512, { fit: "inside", withoutEnlargement: true })
      .webp(THUMBNAIL_WEBP)
      .toBuffer();
    const thumbnail = await thumbnailOf(composite);
    expect(thumbnail.equals(fromPng)).toBe(true);
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: "webp", width: 512, height: 512 });
  });

  it("the paint layer's PNG is what processImage makes of the layer sent (but the sender's resolution, which it kept)", async () => {
    const paint = await paintLayer();
    const { data } = await sharp(paint).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const reencoded = await sharp(paint, { failOn: "error", autoOrient: true }).png(UPLOAD_PNG).toBuffer();
    const png = await paintPng({ data, channels: 4 });
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: SIZE, height: SIZE, channels: 4 });
    expect((await sharp(png).raw().toBuffer()).equals(await sharp(reencoded).raw().toBuffer())).toBe(true);
    expect(png.length).toBe(reencoded.length);
  });

  it("refuses pixels that are not the canvas's", () => {
    expect(() => composePixels(pixelsOf(10, 4), pixelsOf(SIZE * SIZE, 1))).toThrow(/paint/);
    expect(() => composePixels(pixelsOf(SIZE * SIZE, 4), pixelsOf(SIZE * SIZE, 4))).toThrow(/line art/);
  });
});
