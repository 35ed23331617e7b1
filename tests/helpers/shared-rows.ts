import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { getDb } from "~/db/client.server";
import { plans, settings } from "~/db/schema";

type Kept = { settings: (typeof settings.$inferSelect)[]; plans: (typeof plans.$inferSelect)[] };

/**
 * For a file whose calls change the app's settings or plans (an admin's forms, an empty POST to an
 * editor saving a section with nothing ticked): both are put back as they were, rows and all, when
 * the file ends, for the files that run after it on the worker's database (tests/setup/shared-rows.ts
 * fails the file that does not). Call it at the file's top level; `kept()` is what was there.
 */
export function putBackSettingsAndPlans() {
  let kept: Kept = { settings: [], plans: [] };
  beforeAll(async () => {
    const db = await getDb();
    kept = { settings: await db.select().from(settings), plans: await db.select().from(plans) };
  });
  afterAll(async () => {
    const db = await getDb();
    await db.transaction(async (tx) => {
      await tx.delete(settings);
      if (kept.settings.length) await tx.insert(settings).values(kept.settings);
      for (const { id, ...plan } of kept.plans) await tx.update(plans).set(plan).where(eq(plans.id, id));
    });
  });
  return { kept: () => kept };
}
