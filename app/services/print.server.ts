import * as z from "zod";
import { defaultPaper, PAPER_NAMES, type Paper } from "~/lib/paper";
import { AppError } from "~/lib/errors";
import { assertImageRoom, runImageTask, type Owner, type WhenBusy } from "./image-pool.server";
import { readCard } from "./pages.server";
import { traceKeyOf } from "./page-files.server";
import type { Card } from "~/lib/pages";
import { requirePaidFeature } from "./paid-features.server";
import { getSettingsValues } from "./settings.server";
import { deleteObject, getObject, keyFromUrl, putObject } from "./storage/backends.server";
import { logger } from "~/infra/logger.server";
import { fileSlug } from "~/lib/page-title";
import { parseInput } from "~/lib/validation";

/**
 * Print-ready PDFs: one page of A4 or Letter at 300 dpi, the line art as vectors
 * (traced once per page and kept) over the paint layer scaled up smoothly, so lines stay crisp
 * at any size; the title and the app's name in a small footer that can be turned off. A page
 * with nothing painted prints the same way, for crayons. A page too complex to trace as vectors
 * (a photo of noise) prints its line art at 300 dpi instead.
 */

export { defaultPaper, type Paper };
export { PAPERS, pathOperators } from "~/workers/pdf-tasks";

export const pdfOptionsSchema = z.object({
  paper: z.enum(PAPER_NAMES, { error: "print.errors.paper" }).optional(),
  footer: z
    .enum(["0", "1", "true", "false"], { error: "print.errors.footer" })
    .optional()
    .transform((value) => value !== "0" && value !== "false"),
});

/**
 * A page's line art, and its trace: made once and kept beside the line art (which never
 * changes), deleted with it. The trace is handed on as the bytes kept: only the image threads
 * read it (a noisy page's was 10 MB of JSON).
 */
async function linesOf(page: Card, owner: Owner, whenBusy: WhenBusy) {
  const illustrationKey = keyFromUrl(page.illustration);
  if (!illustrationKey) throw new AppError(404, "NOT_FOUND", "errors.pageGone");
  const traceKey = traceKeyOf(illustrationKey);
  const [lineArt, kept] = await Promise.all([getObject(illustrationKey), getObject(traceKey)]);
  if (!lineArt) throw new AppError(404, "NOT_FOUND", "errors.pageGone");
  if (kept) return { lineArt, trace: kept, traceKey };
  const trace = await runImageTask(owner, "traceLines", { lineArt }, whenBusy);
  await keepTrace(traceKey, trace);
  return { lineArt, trace, traceKey };
}

/** Not kept is only slower next time: the PDF is made all the same. */
async function keepTrace(key: string, trace: Uint8Array) {
  await putObject(key, Buffer.from(trace.buffer, trace.byteOffset, trace.byteLength), "application/json").catch((error: unknown) =>
    logger.error("the traced line art could not be kept", error),
  );
}

export type PrintPdf = { pdf: Uint8Array; page: Card; paper: Paper };

/**
 * The PDF of the viewer's colouring of a page (or the blank page when they have not painted
 * it): paid plans only, as print and download (docs/product.md §5).
 */
export async function coloringPdf(
  viewer: Parameters<typeof readCard>[0] & { plan: { paid: boolean } },
  pageId: number,
  input: unknown,
  options: { acceptLanguage?: string | null } = {},
): Promise<PrintPdf> {
  await requirePaidFeature(viewer, "pdf");
  const { paper: chosen, footer } = parseInput(pdfOptionsSchema, input);
  const paper = chosen ?? defaultPaper(options.acceptLanguage);
  // A flood of PDFs is mostly refused: before the page and its files are read.
  assertImageRoom({ userId: viewer.id });
  const page = await readCard(viewer, pageId);
  const { app_name: app } = await getSettingsValues(["app_name"]);
  const pdf = await pagePdf(page, { userId: viewer.id }, { paper, footer, app }, "refuse");
  return { pdf, page, paper };
}

/**
 * One page as print-ready PDF, as its viewer sees it (their colouring, or the blank page): what
 * printing it alone gives, and each page of a booklet. `whenBusy`: a PDF asked for is refused
 * while its owner has PER_USER_TASKS image tasks (asking again loses nothing); a booklet's pages
 * wait their turn.
 */
export async function pagePdf(page: Card, owner: Owner, options: { paper: Paper; footer: boolean; app: string }, whenBusy: WhenBusy) {
  const [{ lineArt, trace, traceKey }, paint] = await Promise.all([
    linesOf(page, owner, whenBusy),
    page.colored?.photo ? getObject(keyFromUrl(page.colored.photo) ?? "").catch(() => null) : Promise.resolve(null),
  ]);
  const printed = await runImageTask(owner, "printPdf", { trace, lineArt, paint, title: page.title, ...options }, whenBusy);
  // A trace kept before traces had a limit, past it: what is kept now says "print from the image"
  // (stored files are never overwritten, so the old one goes first).
  if (printed.trace) {
    const replacement = printed.trace;
    // (Not while a backup holds the removal: the next print replaces it.)
    await deleteObject(traceKey)
      .then((removed) => (removed ? keepTrace(traceKey, replacement) : undefined))
      .catch((error: unknown) => logger.error("the traced line art could not be replaced", error));
  }
  return printed.pdf;
}

/** The PDF as a download (both doors answer with it). */
export function pdfResponse({ pdf, page, paper }: PrintPdf) {
  return pdfDownload(pdf, pdfName(page, paper));
}

/** A PDF answered as a file to save under `name`, never kept by a cache (it is someone's own). */
export function pdfDownload(pdf: Uint8Array, name: string) {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** The file name of a page's PDF: its title in safe characters, as downloads are named, and the paper. */
export function pdfName(page: Card, paper: Paper) {
  return `${fileSlug(page.title, page.id)}-${paper}.pdf`;
}
