import { promisify } from "node:util";
import { deflate } from "node:zlib";
import {
  PDFDocument,
  PDFOperator,
  PDFOperatorNames,
  StandardFonts,
  appendBezierCurve,
  closePath,
  concatTransformationMatrix,
  drawObject,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingGrayscaleColor,
  type PDFPage,
} from "pdf-lib";
import sharp from "sharp";
import type { Paper } from "~/lib/paper";
import { decodeTrace, LINE_THRESHOLD } from "./image-tasks";

/**
 * The print-ready PDF itself, made in the image pool's threads: embedding a 300 dpi
 * paint layer is hundreds of milliseconds of JavaScript.
 */

/** Paper sizes in points (1/72 in). */
export const PAPERS: Record<Paper, { width: number; height: number }> = { a4: { width: 595.28, height: 841.89 }, letter: { width: 612, height: 792 } };
const DPI = 300;
const MARGIN = 36;
const FOOTER = 22;

/** An SVG path of absolute M/L/C commands (what potrace writes) as PDF path operators. */
export function pathOperators(d: string): PDFOperator[] {
  const tokens = d.match(/[MLCZmlcz]|-?\d*\.?\d+(?:e[-+]?\d+)?/g) ?? [];
  const ops: PDFOperator[] = [];
  let command = "";
  for (let i = 0; i < tokens.length;) {
    if (/[A-Za-z]/.test(tokens[i])) command = tokens[i++].toUpperCase();
    const n = (k: number) => Number(tokens[i + k]);
    if (command === "M") {
      if (ops.length) ops.push(closePath());
      ops.push(moveTo(n(0), n(1)));
      i += 2;
      command = "L";
    } else if (command === "L") {
      ops.push(lineTo(n(0), n(1)));
      i += 2;
    } else if (command === "C") {
      ops.push(appendBezierCurve(n(0), n(1), n(2), n(3), n(4), n(5)));
      i += 6;
    } else if (command === "Z") {
      ops.push(closePath());
    } else i++;
  }
  if (ops.length) ops.push(closePath());
  return ops;
}

/** Text Helvetica can write (WinAnsi: Latin letters with accents, ñ, ¿¡); anything else left out. */
const printable = (text: string) =>
  text
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** A printed page, and what to keep as its trace instead of the one given (null: keep it). */
export type PrintedPdf = { pdf: Uint8Array; trace: Uint8Array | null };

/**
 * The PDF itself, from the page's kept trace (its bytes: read here, not on the thread that
 * answers requests) and line art, and an optional paint layer (a PNG of the picture's size).
 * The lines are vectors; a trace too complex for them (image-tasks' MAX_TRACE_SEGMENTS) prints
 * the line art itself at 300 dpi instead.
 */
export async function renderPdf({
  trace,
  lineArt,
  paint,
  title: rawTitle,
  app: rawApp,
  paper,
  footer,
}: {
  trace: Uint8Array;
  lineArt: Uint8Array;
  paint: Uint8Array | null;
  title: string;
  app: string;
  paper: Paper;
  footer: boolean;
}): Promise<PrintedPdf> {
  const { lines, replaced } = decodeTrace(trace);
  // The picture's box: as large as fits inside the margins (and above the footer), turned to
  // landscape when the picture is wider than tall.
  const { width: paperWidth, height: paperHeight } = PAPERS[paper];
  const landscape = lines.width > lines.height;
  const [pageWidth, pageHeight] = landscape ? [paperHeight, paperWidth] : [paperWidth, paperHeight];
  const footerSpace = footer ? FOOTER : 0;
  const scale = Math.min((pageWidth - 2 * MARGIN) / lines.width, (pageHeight - 2 * MARGIN - footerSpace) / lines.height);
  const box = { width: lines.width * scale, height: lines.height * scale, left: 0, bottom: 0 };
  box.left = (pageWidth - box.width) / 2;
  box.bottom = MARGIN + footerSpace + (pageHeight - 2 * MARGIN - footerSpace - box.height) / 2;
  // The box at 300 dpi, in pixels.
  const pixels = { width: Math.round((box.width / 72) * DPI), height: Math.round((box.height / 72) * DPI) };

  const doc = await PDFDocument.create();
  const title = printable(rawTitle) || "Colorea";
  const app = printable(rawApp) || "Colorea";
  doc.setTitle(title);
  doc.setCreator(app);
  doc.setProducer(app);
  const sheet = doc.addPage([pageWidth, pageHeight]);

  if (paint) {
    // The paint layer at 300 dpi of the box, scaled up smoothly (lanczos), under the lines.
    const scaled = await sharp(paint)
      .resize(pixels.width, pixels.height, { fit: "fill", kernel: "lanczos3" })
      .flatten({ background: "#ffffff" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    await drawPixels(doc, sheet, box, scaled);
  }

  if (lines.d !== null) {
    // The lines as vectors: picture pixels to points, y turned up the PDF's way, filled even-odd.
    pushInChunks(sheet, [
      pushGraphicsState(),
      concatTransformationMatrix(scale, 0, 0, -scale, box.left, box.bottom + box.height),
      setFillingGrayscaleColor(0),
      ...pathOperators(lines.d),
      PDFOperator.of(PDFOperatorNames.FillEvenOdd),
      popGraphicsState(),
    ]);
  } else {
    // The lines as a 300 dpi stencil, cut where the trace would (potrace's threshold), painted
    // black over the paint as the vectors would be.
    const mask = await sharp(lineArt)
      .flatten({ background: "#ffffff" })
      .greyscale()
      .resize(pixels.width, pixels.height, { fit: "fill", kernel: "lanczos3" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    await drawStencil(doc, sheet, box, mask);
  }

  if (footer) {
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const text = `${title} · ${app}`;
    const size = 9;
    const width = font.widthOfTextAtSize(text, size);
    sheet.drawText(text, { x: (pageWidth - width) / 2, y: MARGIN - size / 2 + 4, size, font, color: rgb(0.45, 0.45, 0.5) });
  }
  return { pdf: await doc.save(), trace: replaced };
}

/** Operators handed to pdf-lib at a time: it spreads them into one call, which a long path overflowed. */
const OPERATORS_AT_ONCE = 4096;

/** Adds operators to a page's content however many there are. */
export function pushInChunks(sheet: PDFPage, operators: PDFOperator[]) {
  for (let i = 0; i < operators.length; i += OPERATORS_AT_ONCE) sheet.pushOperators(...operators.slice(i, i + OPERATORS_AT_ONCE));
}

type Box = { left: number; bottom: number; width: number; height: number };
type Pixels = { data: Buffer; info: { width: number; height: number; channels: number } };

const deflated = promisify(deflate);

/**
 * Raw pixels as an image filling the box, compressed by zlib here (pdf-lib's own embedding
 * decodes and compresses a PNG again in JavaScript: twice as slow for a 300 dpi paint layer).
 */
async function drawPixels(doc: PDFDocument, sheet: PDFPage, box: Box, { data, info }: Pixels) {
  const colours = info.channels === 1 ? "DeviceGray" : info.channels === 3 ? "DeviceRGB" : null;
  if (!colours) throw new Error(`drawPixels: ${info.channels} channels`);
  const image = doc.context.stream(await deflated(data), {
    Type: "XObject",
    Subtype: "Image",
    Width: info.width,
    Height: info.height,
    ColorSpace: colours,
    BitsPerComponent: 8,
    Filter: "FlateDecode",
  });
  drawImageObject(sheet, box, doc.context.register(image));
}

/** Grey pixels as a stencil: black where darker than potrace's threshold, painted in the fill colour (black). */
async function drawStencil(doc: PDFDocument, sheet: PDFPage, box: Box, { data, info }: Pixels) {
  const rowBytes = Math.ceil(info.width / 8);
  const bits = new Uint8Array(rowBytes * info.height);
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      // A 1 bit leaves the paper (or the paint) as it is; a 0 bit paints: black where the trace sees line.
      if (data[(y * info.width + x) * info.channels] >= LINE_THRESHOLD) bits[y * rowBytes + (x >> 3)] |= 0x80 >> (x & 7);
    }
  }
  const stencil = doc.context.stream(await deflated(bits), {
    Type: "XObject",
    Subtype: "Image",
    Width: info.width,
    Height: info.height,
    ImageMask: true,
    BitsPerComponent: 1,
    Filter: "FlateDecode",
  });
  drawImageObject(sheet, box, doc.context.register(stencil), true);
}

function drawImageObject(sheet: PDFPage, box: Box, ref: ReturnType<PDFDocument["context"]["register"]>, black = false) {
  const name = sheet.node.newXObject("Image", ref);
  sheet.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(box.width, 0, 0, box.height, box.left, box.bottom),
    ...(black ? [setFillingGrayscaleColor(0)] : []),
    drawObject(name),
    popGraphicsState(),
  );
}

/** What a booklet's cover says and shows; the texts come already in the person's language. */
export type BookletCover = {
  app: string;
  title: string;
  /** e.g. "12 páginas para colorear". */
  subtitle: string;
  /** The day it was made, as the person writes dates. */
  date: string;
  /** The first page's picture (its colouring, or its line art), a PNG; null draws none. */
  picture: Uint8Array | null;
};

/**
 * A booklet: a cover made from the first page and the app's name, then the pages' own PDFs
 * (each made by renderPdf, so each is exactly what printing it alone gives), in order.
 */
export async function renderBooklet({ pages, cover, paper }: { pages: Uint8Array[]; cover: BookletCover; paper: Paper }) {
  const doc = await PDFDocument.create();
  const title = printable(cover.title) || "Colorea";
  const app = printable(cover.app) || "Colorea";
  doc.setTitle(title);
  doc.setCreator(app);
  doc.setProducer(app);
  await drawCover(doc, { ...cover, title, app }, paper);
  for (const bytes of pages) {
    const source = await PDFDocument.load(bytes);
    const copied = await doc.copyPages(source, source.getPageIndices());
    for (const sheet of copied) doc.addPage(sheet);
  }
  return doc.save();
}

async function drawCover(doc: PDFDocument, cover: BookletCover, paper: Paper) {
  const { width, height } = PAPERS[paper];
  const sheet = doc.addPage([width, height]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const ink = rgb(0.12, 0.1, 0.2);
  const soft = rgb(0.4, 0.38, 0.48);
  const brand = rgb(0.49, 0.23, 0.93);
  const centred = (text: string, y: number, size: number, font: typeof bold, color = ink) => {
    const line = fitted(text, font, size, width - 2 * MARGIN);
    sheet.drawText(line, { x: (width - font.widthOfTextAtSize(line, size)) / 2, y, size, font, color });
  };

  // A frame a child can colour in too, the app's name, the title.
  sheet.drawRectangle({ x: MARGIN / 2, y: MARGIN / 2, width: width - MARGIN, height: height - MARGIN, borderColor: brand, borderWidth: 3 });
  centred(printable(cover.app), height - 2.2 * MARGIN, 18, bold, brand);
  centred(cover.title, height - 3.6 * MARGIN, 30, bold);

  // The first page's picture, as large as fits between the title and the words below.
  const top = height - 4.4 * MARGIN;
  const bottomSpace = 4 * MARGIN;
  if (cover.picture) {
    const png = await sharp(cover.picture).resize(1200, 1200, { fit: "inside" }).flatten({ background: "#ffffff" }).png({ compressionLevel: 6 }).toBuffer();
    const image = await doc.embedPng(png);
    const box = Math.min(width - 3 * MARGIN, top - bottomSpace);
    const scale = Math.min(box / image.width, box / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    sheet.drawImage(image, { x: (width - w) / 2, y: bottomSpace + (top - bottomSpace - h) / 2, width: w, height: h });
  }
  centred(printable(cover.subtitle), 2.6 * MARGIN, 16, bold, soft);
  centred(printable(cover.date), 1.8 * MARGIN, 11, regular, soft);
}

/** A line cut (with "…") to fit a width at a size. */
function fitted(text: string, font: { widthOfTextAtSize: (text: string, size: number) => number }, size: number, width: number) {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}...`;
}
