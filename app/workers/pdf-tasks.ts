import { PDFDocument, PDFOperator, PDFOperatorNames, StandardFonts, appendBezierCurve, closePath, concatTransformationMatrix, lineTo, moveTo, popGraphicsState, pushGraphicsState, rgb, setFillingGrayscaleColor } from "pdf-lib";
import sharp from "sharp";
import type { Paper } from "~/lib/paper";
import type { TracedLines } from "./image-tasks";

/**
 * The print-ready PDF itself (issue #17), made in the image pool's threads: embedding a 300 dpi
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
  for (let i = 0; i < tokens.length; ) {
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
const printable = (text: string) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, "").replace(/\s+/g, " ").trim();

/** The PDF itself, from traced lines and an optional paint layer (a PNG of the picture's size). */
export async function renderPdf({ lines, paint, title: rawTitle, app: rawApp, paper, footer }: { lines: TracedLines; paint: Uint8Array | null; title: string; app: string; paper: Paper; footer: boolean }) {
  // The picture's box: as large as fits inside the margins (and above the footer), turned to
  // landscape when the picture is wider than tall.
  const { width: paperWidth, height: paperHeight } = PAPERS[paper];
  const landscape = lines.width > lines.height;
  const [pageWidth, pageHeight] = landscape ? [paperHeight, paperWidth] : [paperWidth, paperHeight];
  const footerSpace = footer ? FOOTER : 0;
  const scale = Math.min((pageWidth - 2 * MARGIN) / lines.width, (pageHeight - 2 * MARGIN - footerSpace) / lines.height);
  const boxWidth = lines.width * scale;
  const boxHeight = lines.height * scale;
  const left = (pageWidth - boxWidth) / 2;
  const bottom = MARGIN + footerSpace + (pageHeight - 2 * MARGIN - footerSpace - boxHeight) / 2;

  const doc = await PDFDocument.create();
  const title = printable(rawTitle) || "Colorea";
  const app = printable(rawApp) || "Colorea";
  doc.setTitle(title);
  doc.setCreator(app);
  doc.setProducer(app);
  const sheet = doc.addPage([pageWidth, pageHeight]);

  if (paint) {
    // The paint layer at 300 dpi of the box, scaled up smoothly (lanczos), under the lines.
    const pixels = Math.round((Math.max(boxWidth, boxHeight) / 72) * DPI);
    const scaled = await sharp(paint).resize(pixels, pixels, { fit: "fill", kernel: "lanczos3" }).flatten({ background: "#ffffff" }).png({ compressionLevel: 6 }).toBuffer();
    const image = await doc.embedPng(scaled);
    sheet.drawImage(image, { x: left, y: bottom, width: boxWidth, height: boxHeight });
  }

  // The lines as vectors: picture pixels to points, y turned up the PDF's way, filled even-odd.
  sheet.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(scale, 0, 0, -scale, left, bottom + boxHeight),
    setFillingGrayscaleColor(0),
    ...pathOperators(lines.d),
    PDFOperator.of(PDFOperatorNames.FillEvenOdd),
    popGraphicsState(),
  );

  if (footer) {
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const text = `${title} · ${app}`;
    const size = 9;
    const width = font.widthOfTextAtSize(text, size);
    sheet.drawText(text, { x: (pageWidth - width) / 2, y: MARGIN - size / 2 + 4, size, font, color: rgb(0.45, 0.45, 0.5) });
  }
  return doc.save();
}

