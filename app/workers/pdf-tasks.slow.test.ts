import { PDFDocument, lineTo } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ringLineArt } from "../../tests/helpers/images";
import { imagesOf } from "../../tests/helpers/pdf";
import { decodeTrace, encodeTrace, MAX_TRACE_SEGMENTS, segmentsOf } from "./image-tasks";
import { pushInChunks, renderPdf } from "./pdf-tasks";

/** Issue #27: no trace, however large, makes a page's PDF fail. */

/** A path of `segments` segments: a zigzag of straight lines. */
const zigzag = (segments: number) => `M 0 0${Array.from({ length: segments - 1 }, (_, i) => ` L ${(i * 7) % 1024} ${(i * 13) % 1024}`).join("")}`;

const print = async (d: string | null, paint: Buffer | null = null) =>
  renderPdf({
    trace: encodeTrace({ d, width: 1024, height: 1024 }),
    lineArt: await ringLineArt(),
    paint,
    title: "Ruido",
    app: "Colorea",
    paper: "a4",
    footer: true,
  });

describe("printing a page", () => {
  it("hands pdf-lib any number of operators (one call with 250,000 overflowed the stack)", async () => {
    const doc = await PDFDocument.create();
    const sheet = doc.addPage();
    pushInChunks(
      sheet,
      Array.from({ length: 250_000 }, (_, i) => lineTo(i % 500, i % 700)),
    );
    expect((await doc.save()).byteLength).toBeGreaterThan(250_000);
  });

  it("prints a trace of MAX_TRACE_SEGMENTS segments as vectors, and one past it from the line art at 300 dpi", async () => {
    expect(segmentsOf(zigzag(MAX_TRACE_SEGMENTS))).toBe(MAX_TRACE_SEGMENTS);
    const vectors = await print(zigzag(MAX_TRACE_SEGMENTS));
    expect(await imagesOf(vectors.pdf)).toEqual([]);
    expect(vectors.trace).toBeNull();

    // Kept before there was a limit: printed from the image, and what to keep instead says so.
    const image = await print(zigzag(MAX_TRACE_SEGMENTS + 1));
    // The A4 picture box (523 pt) at 300 dpi, black where the line art is line.
    expect(await imagesOf(image.pdf)).toEqual([{ width: 2180, height: 2180, stencil: true }]);
    expect(decodeTrace(image.trace as Uint8Array)).toEqual({ lines: { d: null, width: 1024, height: 1024 }, replaced: null });
  });

  it("prints a trace kept as too complex from the line art, over the paint", async () => {
    const { pdf, trace } = await print(null);
    expect(trace).toBeNull();
    expect(await imagesOf(pdf)).toEqual([{ width: 2180, height: 2180, stencil: true }]);
    const paint = await sharp({ create: { width: 1024, height: 1024, channels: 4, background: { r: 225, g: 29, b: 72, alpha: 1 } } })
      .png()
      .toBuffer();
    const painted = await print(null, paint);
    expect(await imagesOf(painted.pdf)).toEqual([
      { width: 2180, height: 2180, stencil: false },
      { width: 2180, height: 2180, stencil: true },
    ]);
  });
});
