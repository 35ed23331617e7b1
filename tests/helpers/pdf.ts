import { PDFBool, PDFDocument, PDFName, PDFNumber, PDFRawStream } from "pdf-lib";
import sharp from "sharp";

/** The images a PDF holds: their size in pixels, and whether each is a stencil (ImageMask) painted in the fill colour. */
export async function imagesOf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const images: { width: number; height: number; stencil: boolean }[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of("Subtype")) !== PDFName.of("Image")) continue;
    const number = (key: string) => (object.dict.get(PDFName.of(key)) as PDFNumber).asNumber();
    images.push({ width: number("Width"), height: number("Height"), stencil: object.dict.get(PDFName.of("ImageMask")) === PDFBool.True });
  }
  return images;
}

/** 1024×1024 random black-and-white noise as a PNG: the page whose trace was 10 MB (issue #27). */
export async function noisePng() {
  const pixels = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.random() < 0.5 ? 0 : 255;
  return sharp(pixels, { raw: { width: 1024, height: 1024, channels: 1 } })
    .png()
    .toBuffer();
}
