/**
 * A transaction's work goes through its own handle (record 0151, #41): on the embedded database a
 * statement sent through the shared handle from inside a transaction waited for itself and every
 * later request waited behind it ("Descargar mis datos" stopped the whole server). Now it fails at
 * once, on both databases, naming the statement; a wait for the embedded database past
 * DATABASE_WAIT_TIMEOUT answers 503 and a transaction held past DATABASE_TRANSACTION_TIMEOUT is
 * rolled back, so the server frees itself.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getConnection, getDb, unavailableFor, type Connection } from "~/db/client.server";
import { dataExports, rateLimits } from "~/db/schema";
import { readiness } from "~/server/health.server";
import { requestExport } from "~/services/data-export.server";
import { seed } from "~/services/seed.server";
import { createUser } from "~/services/users.server";
import { setEnv } from "../helpers/env";
import { uniqueEmail } from "../helpers/users";

/** Runs the cases on the database the worker was given (Postgres) and on an embedded one of its own. */
const databases = [
  { name: "Postgres", env: {} },
  { name: "the embedded database", env: { DATABASE_URL: undefined, DATABASE_WAIT_TIMEOUT: "0.5", DATABASE_TRANSACTION_TIMEOUT: "1.5" } },
] as const;

for (const database of databases) {
  describe(`on ${database.name}`, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coloring-one-at-a-time-"));
    let restore: () => void;
    let connection: Connection;

    beforeAll(async () => {
      // (the settings first: work a file before this one left running may open the database as soon as it is closed)
      restore = setEnv({ ...database.env, DATA_DIR: dataDir });
      await closeDb();
      connection = await getConnection();
      expect(connection.kind).toBe("DATABASE_WAIT_TIMEOUT" in database.env ? "pglite" : "postgres");
      if (connection.kind === "pglite") {
        await connection.migrate();
        await seed(connection.db, { adminEmail: "admin@one-at-a-time.test", adminPassword: "one-at-a-time-1" });
      }
    });
    afterAll(async () => {
      await closeDb();
      restore();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it("a statement sent through the shared handle from inside a transaction fails at once, naming it and where the transaction was begun", async () => {
      const db = await getDb();
      const started = performance.now();
      const outcome = await db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await db.select().from(rateLimits).limit(1);
        })
        .then(
          () => null,
          (error: Error) => error.cause as Error,
        );
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(outcome?.name).toBe("StatementOutsideTransaction");
      expect(outcome?.message).toMatch(/from inside the transaction begun at .*one-at-a-time\.test\.ts:\d+.*Statement: select .* from "rate_limits"/);
      // A transaction begun inside another one through the shared handle is refused too.
      await expect(db.transaction(async () => db.transaction(async () => 1))).rejects.toMatchObject({ name: "StatementOutsideTransaction" });
      // The database is free: the next statement answers.
      await expect(db.execute(sql`select 1`)).resolves.toBeDefined();
    });

    it("what a transaction left running is not inside it once it has ended", async () => {
      const db = await getDb();
      let later: Promise<unknown> = Promise.resolve();
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => db.execute(sql`select 1`));
      });
      await expect(later).resolves.toBeDefined();
    });

    it("'Descargar mis datos' answers, is counted against the day's limit, and the server goes on", async () => {
      const user = await createUser({ name: "Exporta", email: uniqueEmail("export"), password: "colores-123", verified: true });
      const made = await requestExport({ id: user.id, admin: false }, "es");
      expect(made.status).toBe("queued");
      const db = await getDb();
      const [count] = await db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `export:${user.id}`));
      expect(count.hits).toBe(1);
      const rows = await db.select().from(dataExports).where(eq(dataExports.userId, user.id));
      expect(rows.length).toBeGreaterThan(0);
      expect((await readiness()).checks.database.ok).toBe(true);
    });

    if ("DATABASE_WAIT_TIMEOUT" in database.env) {
      it("a statement that waits past DATABASE_WAIT_TIMEOUT answers 503 and is never sent; a transaction held too long is rolled back and the database is free again", async () => {
        const db = await getDb();
        let release!: () => void;
        const held = db.transaction(async (tx) => {
          await tx.execute(sql`insert into rate_limits (key, hits, reset_at) values ('held', 1, now() + interval '1 hour')`);
          await new Promise<void>((resolve) => (release = resolve));
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
        const waited = await db.execute(sql`insert into rate_limits (key, hits, reset_at) values ('waited', 1, now() + interval '1 hour')`).then(
          () => null,
          (error: Error) => error.cause,
        );
        expect(waited).toMatchObject({ name: "DatabaseBusy", code: "DATABASE_BUSY" });
        const answer = unavailableFor(waited);
        expect(answer?.status).toBe(503);
        expect(answer?.code).toBe("UNAVAILABLE");
        // The holder is past its 1.5 s: rolled back, nothing it wrote stays.
        await expect(held).rejects.toMatchObject({ name: "DatabaseBusy" });
        release();
        expect((await readiness()).checks.database.ok).toBe(true);
        const keys = await db.select({ key: rateLimits.key }).from(rateLimits);
        expect(keys.map((row) => row.key)).not.toContain("held");
        // The refused statement was never sent, not even once the database was free.
        expect(keys.map((row) => row.key)).not.toContain("waited");
      });
    }
  });
}
