/**
 * Issue #15: every screen shows the public settings, so each server keeps them, and forgets
 * them when any server, worker or tool writes settings (a trigger notifies `settings_changed`,
 * drizzle/0015). What one server kept must never outlive a change made on another.
 */
import { eq } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { settings } from "~/db/schema";
import { DEFAULT_SETTINGS, getSettingsValues, saveSettings } from "~/services/settings.server";
import { usePglite } from "../helpers/pglite";

/** What another server wrote arrives with its notice: asked again until it does, at most 3 s. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 3_000, interval: 50 });
const tagline = async () => (await getSettingsValues(["tagline"])).tagline;

describe("the public settings a server keeps", () => {
  // Another server, a worker or psql: a connection of its own to the same database.
  let elsewhere: postgres.Sql;
  let original: string;

  beforeAll(async () => {
    elsewhere = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => undefined });
    original = (await getSettingsValues(["tagline"])).tagline;
  });
  afterAll(async () => {
    const db = await getDb();
    await db
      .insert(settings)
      .values({ name: "tagline", value: original })
      .onConflictDoUpdate({ target: settings.name, set: { value: original } });
    await elsewhere.end();
  });

  it("follow a write made on another connection as soon as it commits", async () => {
    for (const value of ["Colorea con la familia", "Dibujos para todos"]) {
      await elsewhere`update settings set value = ${value} where name = 'tagline'`;
      await eventually(tagline).toBe(value);
    }
  });

  it("are kept between requests: a write that tells nobody is not seen until a notice comes", async () => {
    const before = await tagline();
    // (triggers off for this write: as if its notice were lost)
    await elsewhere.begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      await tx`update settings set value = ${"Sin aviso"} where name = 'tagline'`;
    });
    for (let i = 0; i < 5; i++) expect(await tagline()).toBe(before);
    await elsewhere`select pg_notify('settings_changed', '')`;
    await eventually(tagline).toBe("Sin aviso");
  });

  it("are forgotten at once after this server's own write", async () => {
    await getSettingsValues(["app_name", "tagline"]);
    await saveSettings([["tagline", "Guardado aquí"]]);
    expect(await tagline()).toBe("Guardado aquí");
  });

  it("fall back to each default when a setting has no row", async () => {
    const db = await getDb();
    await db.delete(settings).where(eq(settings.name, "tagline"));
    await eventually(async () => (await getSettingsValues(["tagline", "app_name"])).tagline).toBe(DEFAULT_SETTINGS.tagline);
  });
});

describe("the embedded database (PGlite)", () => {
  const pglite = usePglite("settings-pglite");

  it("hears the settings trigger's notice too", async () => {
    const open = await pglite.connect();
    await open.migrate();
    let heard = 0;
    let listening = false;
    await open.listen(
      "settings_changed",
      () => heard++,
      () => (listening = true),
    );
    expect(listening).toBe(true);
    await open.db.insert(settings).values({ name: "tagline", value: "Una" });
    await open.db.update(settings).set({ value: "Otra" }).where(eq(settings.name, "tagline"));
    await eventually(() => heard).toBeGreaterThanOrEqual(2);
  });
});
