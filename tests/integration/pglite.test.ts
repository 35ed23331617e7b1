import { asc, eq, ilike, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { pages, plans, users } from "~/db/schema";
import { seed } from "~/services/seed.server";
import { matchesSearch } from "~/lib/pagination";
import { verifyPassword } from "~/infra/crypto.server";
import { usePglite } from "../helpers/pglite";
import path from "node:path";

// The zero-configuration default (docs/product.md §17): an embedded Postgres in a data folder.
describe("PGlite, the embedded default", () => {
  const pglite = usePglite("pglite");
  const admin = { adminEmail: "admin@pglite.test", adminPassword: "pglite-password-1" };

  it("migrates, seeds, searches with trigrams and keeps its data across a restart", async () => {
    let open = await pglite.connect();
    expect(open.kind).toBe("pglite");
    await open.migrate();
    expect(await seed(open.db, admin)).toEqual({ adminCreated: true, email: admin.adminEmail });
    const { db } = open;

    const planRows = await db.select().from(plans).orderBy(asc(plans.price));
    expect(planRows.map((plan) => plan.name)).toEqual(["free", "starter", "advanced"]);
    expect(planRows.map((plan) => plan.price)).toEqual([0, 4.99, 9.99]);

    const [adminRow] = await db.select().from(users).where(eq(users.email, admin.adminEmail));
    expect(adminRow).toMatchObject({ admin: true });
    expect(await verifyPassword(adminRow.passwordHash ?? "", admin.adminPassword)).toBe(true);

    await db.insert(pages).values([
      { userId: adminRow.id, prompt: "Un dinosaurio feliz en la selva", illustration: "/uploads/dino.png" },
      { userId: adminRow.id, prompt: "Gato con sombrero", illustration: "/uploads/gato.png" },
    ]);

    const found = await db.select({ prompt: pages.prompt }).from(pages).where(ilike(pages.prompt, "%DINOSAURIO%"));
    expect(found).toEqual([{ prompt: "Un dinosaurio feliz en la selva" }]);
    // Searches fold accents here too (unaccent is loaded): "leon" finds "León".
    await db.insert(pages).values({ userId: adminRow.id, prompt: "León sonriente", illustration: "/uploads/leon.png" });
    const folded = await db.select({ prompt: pages.prompt }).from(pages).where(matchesSearch(pages.prompt, "LEON"));
    expect(folded).toEqual([{ prompt: "León sonriente" }]);

    // pg_trgm is loaded: its operator and the GIN index on prompt exist.
    const [{ extensions }] = await db
      .select({ extensions: sql<number>`count(*)::int` })
      .from(sql`pg_extension`)
      .where(sql`extname = 'pg_trgm'`);
    expect(extensions).toBe(1);
    const similar = await db
      .select({ prompt: pages.prompt })
      .from(pages)
      .where(sql`${pages.prompt} % ${"gato con sombreros"}`);
    expect(similar).toEqual([{ prompt: "Gato con sombrero" }]);

    await pglite.close();

    // Same folder, new process-like connection: everything is still there.
    open = await pglite.connect();
    await open.migrate();
    expect(await seed(open.db, { adminEmail: "other@pglite.test", adminPassword: "other-password-1" })).toEqual({
      adminCreated: false,
    });
    expect(await open.db.select().from(plans)).toHaveLength(3);
    const admins = await open.db.select({ email: users.email }).from(users).where(eq(users.admin, true));
    expect(admins).toEqual([{ email: admin.adminEmail }]);
    const kept = await open.db.select({ prompt: pages.prompt }).from(pages).where(ilike(pages.prompt, "%gato%"));
    expect(kept).toEqual([{ prompt: "Gato con sombrero" }]);
  }, 120_000);
});

// A test serves the production build beside its own imports of the app: two copies of the database
// module in one process. Each opening its own PGlite on the folder kept its own buffers, and one
// copy's sign-up was not there for the other's sign-in (401 where 201 was due).
describe("one folder, one embedded database per process", () => {
  const pglite = usePglite("pglite-shared");

  it("a second copy of the database module opens the same client, sees its writes and shares its line; closing gives the folder up", async () => {
    const first = await pglite.connect();
    await first.migrate();
    vi.resetModules();
    const again = (await import("~/db/client.server")) as typeof import("~/db/client.server");
    const second = await again.connectPglite(path.dirname(first.pglite!.dataDir!));
    expect(second.pglite).toBe(first.pglite);
    await first.db.insert(plans).values({ name: "shared-folder", title: "Compartida" });
    expect(await second.db.select({ name: plans.name }).from(plans).where(eq(plans.name, "shared-folder"))).toEqual([{ name: "shared-folder" }]);
    // One line for both: the second copy's statement waits for the first copy's transaction.
    const order: string[] = [];
    await Promise.all([
      first.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(0.2)`);
        order.push("transaction");
      }),
      new Promise((resolve) => setTimeout(resolve, 20)).then(async () => {
        await second.db.execute(sql`select 1`);
        order.push("statement");
      }),
    ]);
    expect(order).toEqual(["transaction", "statement"]);
    await second.close();
    expect(first.pglite!.closed).toBe(true);
    // Opened anew, the folder is a new client with the data still there.
    const reopened = await pglite.connect();
    expect(reopened.pglite).not.toBe(first.pglite);
    expect(await reopened.db.select({ name: plans.name }).from(plans).where(eq(plans.name, "shared-folder"))).toHaveLength(1);
  }, 120_000);
});
