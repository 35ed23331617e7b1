/**
 * Issue #15: every screen shows the public settings, so each server keeps them, and forgets
 * them when any server, worker or tool writes settings (a trigger notifies `settings_changed`,
 * drizzle/0015). What one server kept must never outlive a change made on another. The same
 * holds for the secrets (the user area asks whether payments are set up), the plans and the page
 * of the day (issue #29, drizzle/0023).
 */
import { eq } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { settings } from "~/db/schema";
import { forgetEnv } from "~/infra/env.server";
import { dailyPageId } from "~/services/daily-pages.server";
import { everyReaderListening } from "~/services/kept.server";
import { listPlans } from "~/services/plans.server";
import { encryptSecret, getSecret } from "~/services/secrets.server";
import { DEFAULT_SETTINGS, getSettingsValues, saveSettings } from "~/services/settings.server";
import { insertPage, makeUser } from "../helpers/pages";
import { usePglite } from "../helpers/pglite";

/** What another server wrote arrives with its notice: asked again until it does, at most 3 s. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 3_000, interval: 50 });
const tagline = async () => (await getSettingsValues(["tagline"])).tagline;

// Another server, a worker or psql: a connection of its own to the same database.
let elsewhere: postgres.Sql;
beforeAll(() => {
  elsewhere = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => undefined });
});
afterAll(() => elsewhere.end());

/**
 * A write made elsewhere that tells nobody (triggers off for it: as if its notice were lost): `read`
 * keeps answering what it did before, until a notice on `channel` comes; then it answers `written`.
 * Nothing is kept before its reader listens: it is asked, then waited for.
 */
async function unheardUntilNotified<T>(read: () => Promise<T>, write: (tx: postgres.TransactionSql) => Promise<unknown>, channel: string, written: T) {
  await read();
  await eventually(everyReaderListening).toBe(true);
  // Read once listening: kept from now on.
  const before = await read();
  await elsewhere.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    await write(tx);
  });
  for (let i = 0; i < 5; i++) expect(await read()).toBe(before);
  await elsewhere`select pg_notify(${channel}, '')`;
  await eventually(read).toBe(written);
}

describe("the public settings a server keeps", () => {
  let original: string;

  beforeAll(async () => {
    original = (await getSettingsValues(["tagline"])).tagline;
  });
  afterAll(async () => {
    const db = await getDb();
    await db
      .insert(settings)
      .values({ name: "tagline", value: original })
      .onConflictDoUpdate({ target: settings.name, set: { value: original } });
  });

  it("follow a write made on another connection as soon as it commits", async () => {
    for (const value of ["Colorea con la familia", "Dibujos para todos"]) {
      await elsewhere`update settings set value = ${value} where name = 'tagline'`;
      await eventually(tagline).toBe(value);
    }
  });

  it("are kept between requests: a write that tells nobody is not seen until a notice comes", async () => {
    await unheardUntilNotified(tagline, (tx) => tx`update settings set value = ${"Sin aviso"} where name = 'tagline'`, "settings_changed", "Sin aviso");
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

describe("the plans, the secrets and the page of the day a server keeps", () => {
  const starterTitle = async () => (await listPlans()).find((plan) => plan.name === "starter")!.title;

  it("plans: not read again between requests, and a change elsewhere seen once its notice comes", async () => {
    const original = await starterTitle();
    try {
      await unheardUntilNotified(starterTitle, (tx) => tx`update plans set title = ${"Sin aviso"} where name = 'starter'`, "plans_changed", "Sin aviso");
      await elsewhere`update plans set title = ${"Principiante"} where name = 'starter'`;
      await eventually(starterTitle).toBe("Principiante");
    } finally {
      await elsewhere`update plans set title = ${original} where name = 'starter'`;
      await eventually(starterTitle).toBe(original);
    }
  });

  it("plans: each caller gets its own copies", async () => {
    const first = await listPlans();
    first.reverse();
    first[0].title = "cambiado";
    expect((await listPlans()).map((plan) => plan.title)).not.toContain("cambiado");
    expect((await listPlans())[0].price).toBeLessThanOrEqual((await listPlans()).at(-1)!.price);
  });

  it("secrets: a key stored or removed elsewhere is used or dropped once its notice comes", async () => {
    const fromEnv = process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_API_KEY;
    forgetEnv();
    try {
      const sealed = encryptSecret("sk-stored-elsewhere");
      await elsewhere`
        insert into settings (name, value, encrypted) values ('openai_key', ${sealed}, true)
        on conflict (name) do update set value = excluded.value, encrypted = true`;
      await eventually(() => getSecret("openai_key")).toBe("sk-stored-elsewhere");
      await elsewhere`delete from settings where name = 'openai_key'`;
      await eventually(() => getSecret("openai_key")).toBeNull();
    } finally {
      if (fromEnv !== undefined) process.env.OPENAI_API_KEY = fromEnv;
      forgetEnv();
    }
  });

  it("the page of the day: a pin made elsewhere shows once its notice comes", async () => {
    const day = "2034-05-06";
    const now = new Date(`${day}T11:00:00Z`);
    const owner = await makeUser();
    const pair = [await insertPage(owner.user, { prompt: "una del día" }), await insertPage(owner.user, { prompt: "otra del día" })];
    const before = (await dailyPageId(now)).pageId;
    const page = pair.find((each) => each.id !== before)!;
    try {
      await elsewhere`
        insert into daily_pages (day, page_id, pinned) values (${day}, ${page.id}, true)
        on conflict (day) do update set page_id = excluded.page_id, pinned = true`;
      await eventually(async () => (await dailyPageId(now)).pageId).toBe(page.id);
    } finally {
      await elsewhere`delete from daily_pages where day = ${day}`;
      await elsewhere`update pages set blocked = true where id in ${elsewhere(pair.map((each) => each.id))}`;
    }
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
