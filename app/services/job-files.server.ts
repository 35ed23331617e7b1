import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { booklets, dataExports } from "~/db/schema";
import type { MessageKey } from "~/i18n";
import { logger } from "~/infra/logger.server";
import { NotFound } from "~/lib/errors";
import { deleteObject, getObject, keyFromUrl } from "./storage/backends.server";

/**
 * What booklets and data exports share: a row of a person's made in the background, whose file
 * (a booklet's PDF, an export's zip) is served to its owner once it is done and removed with it.
 */
type JobTable = typeof booklets | typeof dataExports;

/** One of the viewer's own rows of `table` (anyone else's is not there for them): 404 `gone` otherwise. */
export async function ownJobRow<T extends JobTable>(table: T, viewer: { id: number }, id: string, gone: MessageKey): Promise<T["$inferSelect"]> {
  const db = await getDb();
  const jobs = table as JobTable;
  const [row] =
    typeof id === "string" && id.length <= 64
      ? await db
          .select()
          .from(jobs)
          .where(and(eq(jobs.id, id), eq(jobs.userId, viewer.id)))
      : [];
  if (!row) throw NotFound(gone);
  return row as T["$inferSelect"];
}

/** The finished file of a row (read from storage): 404 `gone` while it is not done, or once its file is gone. */
export async function finishedFile(row: { status: string; file: string }, gone: MessageKey): Promise<Buffer> {
  const key = row.status === "done" ? keyFromUrl(row.file) : null;
  const file = key ? await getObject(key) : null;
  if (!file) throw NotFound(gone);
  return file;
}

/** Removes the files of rows deleted; one that cannot be removed is logged ("could not remove {what} …"), not thrown. */
export async function removeJobFiles(rows: { file: string }[], what: string) {
  for (const { file } of rows) {
    const key = file ? keyFromUrl(file) : null;
    if (key) await deleteObject(key).catch((error: unknown) => logger.error(`could not remove ${what} ${key}`, error));
  }
}
