/**
 * `npm run gallery:seed`: adds the first-run gallery's pages that an existing database lacks
 * (the server also does this at every start). Never re-adds a page an admin blocked or deleted.
 * With the embedded database (no DATABASE_URL), stop the server first: PGlite has one user.
 */
import { closeDb } from "~/db/client.server";
import { initDatabase } from "~/server/init.server";
import { describeSeeding, seedGallery } from "~/services/gallery-seed.server";
import { closeImagePool } from "~/services/image-pool.server";

await initDatabase();
try {
  const result = await seedGallery();
  process.stdout.write(`${describeSeeding(result)}\n`);
  if (result.failed.length > 0) process.exitCode = 1;
} finally {
  await closeImagePool();
  await closeDb();
}
