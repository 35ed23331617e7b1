import { createId } from "@paralleldrive/cuid2";
import { and, eq, inArray, lt, ne, sql } from "drizzle-orm";
import * as z from "zod";
import { getDb, type Tx } from "~/db/client.server";
import { booklets, type BookletRow } from "~/db/schema";
import { translate, type Locale } from "~/i18n";
import { BOOKLET_TITLE_MAX, BOOKLETS_AT_ONCE, MAX_BOOKLET_PAGES, type Booklet } from "~/lib/booklets";
import { defaultPaper, PAPER_NAMES } from "~/lib/paper";
import { logger } from "~/infra/logger.server";
import { refusedBy } from "~/infra/metrics.server";
import { slugOf } from "~/lib/page-title";
import { AppError, Forbidden, RateLimited } from "~/lib/errors";
import { recordEffect, type KeyEffect } from "./idempotency.server";
import { finishedFile, ownJobRow, removeJobFiles } from "./job-files.server";
import { requirePaidFeature } from "./paid-features.server";
import { runImageTask } from "./image-pool.server";
import { readCard } from "./pages.server";
import type { Card } from "~/lib/pages";
import { pagePdf } from "./print.server";
import { getSettingsValues } from "./settings.server";
import { getObject, keyFromUrl, newKey, putObject } from "./storage/backends.server";
import { getUser, type PublicUser } from "./users.server";
import { parseInput } from "~/lib/validation";
import { dateFormat } from "~/lib/format";
import { pictureAt } from "./colored-pictures.server";

/** While two of a person's booklets are being made, when to ask again: about what making one takes. */
const BOOKLET_BUSY_RETRY_SECONDS = 60;

/**
 * Booklets: up to 24 of a person's pages in one print-ready PDF with a cover made
 * from the first page and the app's name. Asking for one answers at once; the PDF is made in the
 * background (a job on the queue with Postgres, in this process with the embedded database),
 * page by page in the image pool's threads, and `done` says how far it got. Paid plans only, as
 * printing is (docs/product.md §5).
 */

/** How long a booklet (row and PDF) is kept. */
export const BOOKLET_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const idList = z.preprocess(
  (value) => (typeof value === "string" ? value.split(",").filter((part) => part.trim() !== "") : value),
  z
    .array(
      z.coerce
        .number({ error: "booklet.errors.pages" })
        .int({ error: "booklet.errors.pages" })
        .min(1, { error: "booklet.errors.pages" })
        .max(2_147_483_647, { error: "booklet.errors.pages" }),
      {
        error: "booklet.errors.pages",
      },
    )
    .min(1, { error: "booklet.errors.pages" })
    .max(MAX_BOOKLET_PAGES, { error: "booklet.errors.pages" })
    // The same page twice is printed once, where it first comes.
    .transform((ids) => [...new Set(ids)]),
);

export const bookletInputSchema = z.object({
  pageIds: idList,
  paper: z.enum(PAPER_NAMES, { error: "print.errors.paper" }).optional(),
  footer: z
    .union([z.boolean(), z.enum(["0", "1", "true", "false", "on"])], { error: "print.errors.footer" })
    .optional()
    .transform((value) => value === undefined || value === true || value === "1" || value === "true" || value === "on"),
  title: z.string({ error: "booklet.errors.title" }).trim().max(BOOKLET_TITLE_MAX, { error: "booklet.errors.title" }).optional(),
});

type Viewer = Pick<PublicUser, "id" | "admin"> & { plan: Pick<PublicUser["plan"], "paid"> };

/** The booklet as both doors show it, its error in the asker's language. */
export function toBooklet(row: BookletRow): Booklet {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    progress: { done: row.done, total: row.pageIds.length },
    paper: row.paper,
    footer: row.footer,
    page_ids: row.pageIds,
    file: row.status === "done" ? row.file : "",
    error: row.status === "failed" ? translate(row.locale, (row.error ?? "booklet.errors.failed") as Parameters<typeof translate>[1]) : null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Asks for a booklet of pages the viewer can see, in the order given: answered at once (queued),
 * made in the background. At most BOOKLETS_AT_ONCE of one person's wait or are being made.
 */
export async function requestBooklet(viewer: Viewer, input: unknown, options: { locale: Locale; acceptLanguage?: string | null }): Promise<Booklet> {
  if (viewer.admin) throw Forbidden();
  await requirePaidFeature(viewer, "booklet");
  const { pageIds, paper, footer, title } = parseInput(bookletInputSchema, input);
  // Every page must be one the viewer can see (404 names the first that is not).
  for (const id of pageIds) await readCard(viewer, id);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    // One at a time per person: the count and the insert see the same rows.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('booklets'), ${viewer.id})`);
    const [{ waiting }] = await tx
      .select({ waiting: sql<number>`count(*)::int` })
      .from(booklets)
      .where(and(eq(booklets.userId, viewer.id), inArray(booklets.status, ["queued", "running"])));
    if (waiting >= BOOKLETS_AT_ONCE) {
      refusedBy("booklets_at_once");
      throw RateLimited("booklet.errors.busy", BOOKLET_BUSY_RETRY_SECONDS);
    }
    const [made] = await tx
      .insert(booklets)
      .values({
        id: createId(),
        userId: viewer.id,
        title: title || translate(options.locale, "booklet.defaultTitle"),
        locale: options.locale,
        pageIds,
        paper: paper ?? defaultPaper(options.acceptLanguage),
        footer,
      })
      .returning();
    // Asked with an Idempotency-Key: the booklet is that key's (record 0143), or neither is.
    await recordEffect(tx, { kind: "booklet", id: made.id });
    // With the job queue, its job is added in this transaction: both or neither (record 0147).
    return { made, queued: runner.run ? (await runner.run(made.id, tx), true) : false };
  });
  if (!row.queued) void buildBooklet(row.made.id).catch((error: unknown) => logger.error(`booklet ${row.made.id} failed`, error));
  return toBooklet(row.made);
}

/** The booklet an earlier call with the same Idempotency-Key asked for, its answer lost: as it is now (record 0143). */
export async function askedBooklet(viewer: Pick<PublicUser, "id">, effect: KeyEffect): Promise<Booklet> {
  if (effect.kind !== "booklet") throw new Error(`an idempotency key recorded a ${effect.kind}, not a booklet`);
  return readBooklet(viewer, effect.id);
}

/** One of the viewer's own booklets (anyone else's is not there for them). */
export async function readBooklet(viewer: Pick<PublicUser, "id">, id: string): Promise<Booklet> {
  return toBooklet(await ownRow(viewer, id));
}

const ownRow = (viewer: Pick<PublicUser, "id">, id: string) => ownJobRow(booklets, viewer, id, "booklet.gone");

/** The finished PDF of one of the viewer's booklets, and the name to save it under. */
export async function bookletFile(viewer: Pick<PublicUser, "id">, id: string) {
  const row = await ownRow(viewer, id);
  const pdf = await finishedFile(row, "booklet.gone");
  return { pdf, name: `${slugOf(row.title) || "cuadernillo"}-${row.paper}.pdf` };
}

// Background work ---------------------------------------------------------------------------

type Runner = (id: string, within: Tx) => Promise<void>;
const runner: { run: Runner | null } = { run: null };

/** The job queue says how booklets are handed to it (server/jobs.server.ts); without one they are made here. */
export function setBookletRunner(run: Runner | null) {
  runner.run = run;
}

/**
 * Makes a booklet: each page's PDF in turn (the count of pages made is kept as it goes), then
 * the cover and the whole. `final` is false while the queue will try again: a failure then puts
 * the booklet back in the queue instead of marking it failed.
 */
export async function buildBooklet(id: string, { final = true }: { final?: boolean } = {}) {
  const db = await getDb();
  // A booklet made already is not made again: a retry of a job whose worker died after the
  // booklet was done, before the queue heard (record 0147), would store a second PDF.
  const [row] = await db
    .update(booklets)
    .set({ status: "running", done: 0, error: null })
    .where(and(eq(booklets.id, id), ne(booklets.status, "done")))
    .returning();
  if (!row) return;
  try {
    const user = await getUser(row.userId);
    const { app_name: app } = await getSettingsValues(["app_name"]);
    // In the person's own line (their booklet and their other image work share one turn), and
    // never refused as busy: the booklet was accepted, and BOOKLETS_AT_ONCE bounds how many wait.
    const owner = { userId: user.id };
    const pages: Card[] = [];
    const sheets: Uint8Array[] = [];
    for (const pageId of row.pageIds) {
      // A page deleted or made private since is left out, not a failure of the whole.
      const page = await readCard(user, pageId).catch((error: unknown) => (error instanceof AppError && error.status === 404 ? null : Promise.reject(error)));
      if (page) {
        pages.push(page);
        sheets.push(await pagePdf(page, owner, { paper: row.paper, footer: row.footer, app }, "wait"));
      }
      await db
        .update(booklets)
        .set({ done: sql`${booklets.done} + 1` })
        .where(eq(booklets.id, id));
    }
    if (sheets.length === 0) throw new AppError(404, "NOT_FOUND", "booklet.errors.pages");
    const first = pages[0];
    const picture = await (first.colored?.preview ? pictureAt(first.colored.preview) : getObject(keyFromUrl(first.illustration) ?? "")).catch(() => null);
    const cover = {
      app,
      title: row.title,
      subtitle: translate(row.locale, "booklet.pages", { count: sheets.length }),
      date: dateFormat(row.locale === "en" ? "en-GB" : "es-ES", { dateStyle: "long" }).format(row.createdAt),
      picture,
    };
    const pdf = await runImageTask(owner, "bookletPdf", { pages: sheets, cover, paper: row.paper }, "wait");
    const file = await putObject(newKey("booklets", user.id, "pdf"), Buffer.from(pdf), "application/pdf");
    await db.update(booklets).set({ status: "done", file }).where(eq(booklets.id, id));
  } catch (error) {
    if (!final) {
      await db.update(booklets).set({ status: "queued" }).where(eq(booklets.id, id));
      throw error;
    }
    logger.error(`booklet ${id} could not be made`, error);
    const key = error instanceof AppError && error.messageKey.startsWith("booklet.") ? error.messageKey : "booklet.errors.failed";
    await db.update(booklets).set({ status: "failed", error: key }).where(eq(booklets.id, id));
  }
}

/** Booklets older than BOOKLET_TTL_MS go, with their PDFs (the housekeeping purge). */
export async function purgeBooklets() {
  const db = await getDb();
  const old = await db
    .delete(booklets)
    .where(lt(booklets.createdAt, new Date(Date.now() - BOOKLET_TTL_MS)))
    .returning({ file: booklets.file });
  await removeJobFiles(old, "booklet");
}
