/**
 * The settings, the secrets, the plans and the page of the day are read on every request (record
 * 0179: kept per server, they bought under 10 % of a busy evening). What another server, a worker
 * or psql wrote is what the next request sees, and a setting without a row has its default.
 */
import { eq } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { settings } from "~/db/schema";
import { forgetEnv } from "~/infra/env.server";
import { dailyPageId } from "~/services/daily-pages.server";
import { listPlans } from "~/services/plans.server";
import { encryptSecret, getSecret } from "~/services/secrets.server";
import { DEFAULT_SETTINGS, getSettingsValues, saveSettings } from "~/services/settings.server";
import { insertPage, makeUser } from "../helpers/pages";

const tagline = async () => (await getSettingsValues(["tagline"])).tagline;

// Another server, a worker or psql: a connection of its own to the same database.
let elsewhere: postgres.Sql;
beforeAll(() => {
  elsewhere = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => undefined });
});
afterAll(() => elsewhere.end());

describe("the public settings", () => {
  let original: string;

  beforeAll(async () => {
    original = await tagline();
  });
  afterAll(async () => {
    const db = await getDb();
    await db
      .insert(settings)
      .values({ name: "tagline", value: original })
      .onConflictDoUpdate({ target: settings.name, set: { value: original } });
  });

  it("show a write made on another connection on the next read", async () => {
    for (const value of ["Colorea con la familia", "Dibujos para todos"]) {
      await elsewhere`update settings set value = ${value} where name = 'tagline'`;
      expect(await tagline()).toBe(value);
    }
  });

  it("show this server's own write at once", async () => {
    await getSettingsValues(["app_name", "tagline"]);
    await saveSettings([["tagline", "Guardado aquí"]]);
    expect(await tagline()).toBe("Guardado aquí");
  });

  it("fall back to each default when a setting has no row", async () => {
    const db = await getDb();
    await db.delete(settings).where(eq(settings.name, "tagline"));
    expect(await tagline()).toBe(DEFAULT_SETTINGS.tagline);
  });
});

describe("the plans, the secrets and the page of the day", () => {
  const starterTitle = async () => (await listPlans()).find((plan) => plan.name === "starter")!.title;

  it("plans: a change made elsewhere is seen on the next read", async () => {
    const original = await starterTitle();
    try {
      await elsewhere`update plans set title = ${"Principiante"} where name = 'starter'`;
      expect(await starterTitle()).toBe("Principiante");
    } finally {
      await elsewhere`update plans set title = ${original} where name = 'starter'`;
    }
    expect(await starterTitle()).toBe(original);
  });

  it("secrets: a key stored or removed elsewhere is used or dropped on the next read", async () => {
    const fromEnv = process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_API_KEY;
    forgetEnv();
    try {
      const sealed = encryptSecret("sk-stored-elsewhere");
      await elsewhere`
        insert into settings (name, value, encrypted) values ('openai_key', ${sealed}, true)
        on conflict (name) do update set value = excluded.value, encrypted = true`;
      expect(await getSecret("openai_key")).toBe("sk-stored-elsewhere");
      await elsewhere`delete from settings where name = 'openai_key'`;
      expect(await getSecret("openai_key")).toBeNull();
    } finally {
      if (fromEnv !== undefined) process.env.OPENAI_API_KEY = fromEnv;
      forgetEnv();
    }
  });

  it("the page of the day: a pin made elsewhere shows on the next request", async () => {
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
      expect((await dailyPageId(now)).pageId).toBe(page.id);
    } finally {
      await elsewhere`delete from daily_pages where day = ${day}`;
      await elsewhere`update pages set blocked = true where id in ${elsewhere(pair.map((each) => each.id))}`;
    }
  });
});
