import { createId } from "@paralleldrive/cuid2";
import { and, desc, eq, inArray, lt, ne, sql } from "drizzle-orm";
import { Zip, ZipPassThrough, strToU8 } from "fflate";
import { getDb } from "~/db/client.server";
import { coloreds, dataExports, favorites, pages, plans, shareLinks, subscriptions, users, type DataExportRow } from "~/db/schema";
import { translate, type Locale } from "~/i18n";
import type { BookletStatus } from "~/lib/booklets";
import { logger } from "~/infra/logger.server";
import { refusedBy } from "~/infra/metrics.server";
import { slugOf } from "~/lib/page-title";
import { mailAccount } from "./account-mail.server";
import { readCredits } from "./credits.server";
import { RateLimited, secondsUntil } from "~/lib/errors";
import { hit } from "./rate-limits.server";
import { finishedFile, ownJobRow, removeJobFiles } from "./job-files.server";
import { shareUrl } from "./shares.server";
import { getObject, keyFromUrl, newKey, putObject } from "./storage/backends.server";
import { storageOf } from "./storage/usage.server";
import { defineTask } from "./tasks.server";
import { pictureAt } from "./colored-pictures.server";

/**
 * "Download my data" (the GDPR's access and portability): a zip of everything the
 * account holds, made in the background (the job queue, like booklets) with its progress
 * counted, kept a week, personal (`exports/{userId}/…`, served only to its owner).
 *
 * Exports are outside the storage quota (a copy of one's data must not cost a family the room
 * for new pictures), so they are bounded here instead: one export at a time, three a day, and
 * only the newest finished one is kept (a new one replaces the ones before it, record 0160).
 * One zip holds at most what the account stores (its quota) and its facts.
 *
 * Inside: LEEME.txt (what each file is), cuenta.json (the account, its plan, credits and
 * storage), suscripciones.json, favoritos.json, and for each page of theirs its line art (PNG)
 * with a JSON of what is known of it, and for each colouring its picture, its paint layer and
 * its time-lapse (JSON), each with a JSON of its own.
 */

/** How long an export is kept. */
export const EXPORT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Exports one person may ask for in a day (each reads every file of theirs). */
export const EXPORTS_PER_DAY = 3;

type Viewer = { id: number; admin: boolean };

export type DataExport = {
  id: string;
  status: BookletStatus;
  progress: { done: number; total: number };
  /** The zip's URL once it is ready (read with the owner's session or token), else "". */
  file: string;
  error: string | null;
  created_at: string;
};

export function toDataExport(row: DataExportRow): DataExport {
  return {
    id: row.id,
    status: row.status,
    progress: { done: row.done, total: row.total },
    file: row.status === "done" ? row.file : "",
    error: row.status === "failed" ? translate(row.locale, "account.export.failed") : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** While one of the person's copies is being made, when to ask again: about what making one takes. */
const EXPORT_BUSY_RETRY_SECONDS = 60;

/** Asks for a copy of the viewer's data: answered at once (queued), made in the background. */
export async function requestExport(viewer: Viewer, locale: Locale): Promise<DataExport> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('data_exports'), ${viewer.id})`);
    const [waiting] = await tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(and(eq(dataExports.userId, viewer.id), inArray(dataExports.status, ["queued", "running"])))
      .limit(1);
    if (waiting) {
      refusedBy("exports_at_once");
      throw RateLimited("account.export.busy", EXPORT_BUSY_RETRY_SECONDS);
    }
    const { hits, resetAt } = await hit(`export:${viewer.id}`, 24 * 60 * 60 * 1000, tx);
    if (hits > EXPORTS_PER_DAY) {
      refusedBy("exports_day");
      throw RateLimited("account.export.tooMany", secondsUntil(resetAt));
    }
    const [made] = await tx.insert(dataExports).values({ id: createId(), userId: viewer.id, locale }).returning();
    return { made, queued: await buildLater.within(tx, { id: made.id }) };
  });
  if (!row.queued) await buildLater({ id: row.made.id });
  return toDataExport(row.made);
}

/** The viewer's latest export, if any (what /account shows). */
export async function latestExport(viewer: Pick<Viewer, "id">): Promise<DataExport | null> {
  const db = await getDb();
  const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, viewer.id)).orderBy(desc(dataExports.createdAt)).limit(1);
  return row ? toDataExport(row) : null;
}

/** One of the viewer's own exports (anyone else's is not there for them). */
export async function readExport(viewer: Pick<Viewer, "id">, id: string): Promise<DataExport> {
  return toDataExport(await ownRow(viewer, id));
}

const ownRow = (viewer: Pick<Viewer, "id">, id: string) => ownJobRow(dataExports, viewer, id, "account.export.gone");

/** The finished zip of one of the viewer's exports, and the name to save it under. */
export async function exportFile(viewer: Pick<Viewer, "id">, id: string) {
  const row = await ownRow(viewer, id);
  const zip = await finishedFile(row, "account.export.gone");
  return { zip, name: `colorea-mis-datos-${row.createdAt.toISOString().slice(0, 10)}.zip` };
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
const readable = (title: string, id: number) => `${id}-${slugOf(title) || "pagina"}`;

/** Writes the zip entries as they come (stored, not compressed again: PNGs already are). */
function zipWriter() {
  const chunks: Uint8Array[] = [];
  let failed: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failed = error;
    else chunks.push(chunk);
  });
  return {
    add(name: string, data: Uint8Array) {
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      entry.push(data, true);
    },
    finish() {
      zip.end();
      if (failed) throw failed;
      return Buffer.concat(chunks);
    },
  };
}

/** Makes an export: every file read in turn (the count kept as it goes), then the zip stored. */
async function buildExport(id: string) {
  const db = await getDb();
  // An export made already is not made again (a retry after its worker died once it was done,
  // record 0147): no second zip, no second mail.
  const [row] = await db
    .update(dataExports)
    .set({ status: "running", done: 0, error: null })
    .where(and(eq(dataExports.id, id), ne(dataExports.status, "done")))
    .returning();
  if (!row) return;
  try {
    const [account] = await db.select({ user: users, plan: plans }).from(users).innerJoin(plans, eq(plans.id, users.planId)).where(eq(users.id, row.userId));
    if (!account) throw new Error("the account is gone");
    const ownPages = await db
      .select()
      .from(pages)
      .where(and(eq(pages.userId, row.userId), eq(pages.blocked, false)))
      .orderBy(pages.id);
    const colourings = await db
      .select({ colored: coloreds, title: pages.prompt, share: { token: shareLinks.token, createdAt: shareLinks.createdAt } })
      .from(coloreds)
      .innerJoin(pages, eq(pages.id, coloreds.pageId))
      .leftJoin(shareLinks, eq(shareLinks.coloredId, coloreds.id))
      .where(eq(coloreds.userId, row.userId))
      .orderBy(coloreds.pageId);
    await db
      .update(dataExports)
      .set({ total: ownPages.length + colourings.length })
      .where(eq(dataExports.id, id));
    const zip = zipWriter();
    const read = async (url: string) => {
      const key = url ? keyFromUrl(url) : null;
      return key ? await getObject(key) : null;
    };
    const step = () =>
      db
        .update(dataExports)
        .set({ done: sql`${dataExports.done} + 1` })
        .where(eq(dataExports.id, id));

    zip.add("LEEME.txt", strToU8(translate(row.locale, "account.export.readme")));
    const { user, plan } = account;
    zip.add(
      "cuenta.json",
      json({
        name: user.name,
        email: user.email,
        created_at: user.createdAt.toISOString(),
        email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
        plan: { name: plan.name, title: plan.title, paid: plan.paid },
        credits: await readCredits(user.id).then(({ publicPage, pageCreation, expireAt }) => ({
          public_page: publicPage,
          page_creation: pageCreation,
          expire_at: expireAt,
        })),
        storage: await storageOf(user.id),
        recent_colors: user.recentColors,
      }),
    );
    const subscriptionRows = await db
      .select({ subscription: subscriptions, plan: plans.title })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.userId, user.id));
    zip.add(
      "suscripciones.json",
      json(
        subscriptionRows.map(({ subscription, plan: title }) => ({
          plan: title,
          price: subscription.price,
          created_at: subscription.createdAt.toISOString(),
          canceled_at: subscription.canceledAt?.toISOString() ?? null,
          expire_at: subscription.expireAt.toISOString(),
        })),
      ),
    );
    const favouriteRows = await db
      .select({ pageId: favorites.pageId, createdAt: favorites.createdAt, title: pages.prompt })
      .from(favorites)
      .innerJoin(pages, eq(pages.id, favorites.pageId))
      .where(eq(favorites.userId, user.id));
    zip.add(
      "favoritos.json",
      json(favouriteRows.map((favourite) => ({ page_id: favourite.pageId, title: favourite.title, created_at: favourite.createdAt.toISOString() }))),
    );

    for (const page of ownPages) {
      const name = `paginas/${readable(page.prompt, page.id)}`;
      const picture = await read(page.illustration);
      if (picture) zip.add(`${name}.png`, picture);
      zip.add(
        `${name}.json`,
        json({
          id: page.id,
          title: page.prompt,
          created_at: page.createdAt.toISOString(),
          visibility: page.visibility,
          made_with: page.source,
          colored_count: page.coloredCount,
          favorited_count: page.favoritedCount,
        }),
      );
      await step();
    }
    for (const { colored, title, share } of colourings) {
      const name = `coloreados/${readable(title, colored.pageId)}`;
      // (the picture is made now if its last save left it to be made: record 0162)
      const [picture, paint] = await Promise.all([colored.preview ? pictureAt(colored.preview) : null, read(colored.photo)]);
      if (picture) zip.add(`${name}.png`, picture);
      if (paint) zip.add(`${name}-pintura.png`, paint);
      if (colored.timelapse) zip.add(`${name}-timelapse.json`, strToU8(colored.timelapse));
      zip.add(
        `${name}.json`,
        json({
          page_id: colored.pageId,
          title,
          progress: colored.progress,
          created_at: colored.createdAt.toISOString(),
          updated_at: colored.updatedAt.toISOString(),
          // The link it is shared with (anyone who has it sees the picture), while it is on.
          shared: share?.token ? { url: shareUrl(share.token), created_at: share.createdAt?.toISOString() ?? null } : null,
        }),
      );
      await step();
    }
    const file = await putObject(newKey("exports", user.id, "zip"), zip.finish(), "application/zip");
    await db.update(dataExports).set({ status: "done", file }).where(eq(dataExports.id, id));
    await dropEarlierExports(user.id, id);
    await mailAccount({ kind: "export-ready", userId: user.id, locale: row.locale });
  } catch (error) {
    logger.error(`data export ${id} failed`, error);
    await db.update(dataExports).set({ status: "failed", error: "account.export.failed" }).where(eq(dataExports.id, id));
  }
}

/**
 * The person's exports before `newest` go, rows and zips: only the newest is kept, so the exports
 * a person may ask for in a week never add up to more than one copy of their data.
 */
async function dropEarlierExports(userId: number, newest: string) {
  const db = await getDb();
  const earlier = await db
    .delete(dataExports)
    .where(and(eq(dataExports.userId, userId), ne(dataExports.id, newest), inArray(dataExports.status, ["done", "failed"])))
    .returning({ file: dataExports.file });
  await removeJobFiles(earlier, "export");
}

/** Exports are made by the job queue (or in this process with the embedded database), tried again if the process dies mid-way. */
export const buildLater = defineTask<{ id: string }>("data-export", ({ id }) => buildExport(id));

/** Exports older than a week go, with their zips (the housekeeping purge). */
export async function purgeExports() {
  const db = await getDb();
  const old = await db
    .delete(dataExports)
    .where(lt(dataExports.createdAt, new Date(Date.now() - EXPORT_TTL_MS)))
    .returning({ file: dataExports.file });
  await removeJobFiles(old, "export");
}
