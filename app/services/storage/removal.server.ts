import { getDb } from "~/db/client.server";
import { settings } from "~/db/schema";
import { logger } from "~/infra/logger.server";
import { deleteObject } from "./backends.server";

/** How many files are removed at once: a popular page's colourings must not flood the store. */
const REMOVALS_AT_ONCE = 16;

/**
 * Removes stored files no row names any more, once the change that let go of them has committed.
 * Best effort: a failure is logged (`what` says whose files they were) and never thrown, so the
 * change stands either way. `keepNamedBySettings` keeps any file a setting names (see
 * namedBySettings), for files an admin may have put in one.
 */
export async function removeFiles(keys: (string | null)[], what: string, options: { keepNamedBySettings?: boolean } = {}) {
  try {
    const unique = [...new Set(keys.filter((key): key is string => !!key))];
    const named = options.keepNamedBySettings ? await namedBySettings(unique) : new Set<string>();
    const doomed = unique.filter((key) => !named.has(key));
    for (let start = 0; start < doomed.length; start += REMOVALS_AT_ONCE) {
      const batch = doomed.slice(start, start + REMOVALS_AT_ONCE);
      const results = await Promise.allSettled(batch.map((key) => deleteObject(key)));
      results.forEach((result, i) => {
        if (result.status === "rejected") logger.error(`could not remove ${batch[i]} of ${what}`, result.reason);
      });
    }
  } catch (error) {
    logger.error(`could not remove the files of ${what}`, error);
  }
}

/**
 * The keys a setting still names. Pages and colourings always get new keys of their own and a
 * profile photo is only ever an upload, so no other row can name a page's files; but
 * an admin may put any stored URL in a setting (the favicon, a picture of the website inside its
 * JSON). The settings are a handful of rows.
 */
async function namedBySettings(keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const db = await getDb();
  const values = (await db.select({ value: settings.value }).from(settings)).map((row) => row.value);
  return new Set(keys.filter((key) => values.some((value) => value.includes(key))));
}
