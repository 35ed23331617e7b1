import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { plans, settings, users } from "~/db/schema";
import { RETIRED_AI_DEFAULTS, seed } from "~/services/seed.server";
import { DEFAULT_SETTINGS } from "~/services/settings.server";
import { defaultWebsite, RETIRED_DEFAULTS } from "~/lib/website/defaults";
import { parseWebsite } from "~/lib/website/parse";
import type { Website } from "~/lib/website/schema";
import { TEST_ADMIN } from "../helpers/database";
import { uniqueEmail } from "../helpers/users";

// docs/product.md §13: the seeded plans.
const EXPECTED_PLANS = [
  { name: "free", price: 0, discount: 0, paid: false, publicPageLimit: 5, pageCreationLimit: 3 },
  { name: "starter", price: 4.99, discount: 10, paid: true, publicPageLimit: 50, pageCreationLimit: 20 },
  { name: "advanced", price: 9.99, discount: 20, paid: true, publicPageLimit: 200, pageCreationLimit: 100 },
];

async function snapshot() {
  const db = await getDb();
  const planRows = await db
    .select({
      id: plans.id,
      name: plans.name,
      title: plans.title,
      description: plans.description,
      price: plans.price,
      discount: plans.discount,
      paid: plans.paid,
      publicPageLimit: plans.publicPageLimit,
      pageCreationLimit: plans.pageCreationLimit,
    })
    .from(plans)
    .orderBy(asc(plans.price), asc(plans.id));
  const [admins] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.admin, true));
  const settingRows = await db.select({ name: settings.name, value: settings.value }).from(settings).orderBy(asc(settings.name));
  return { planRows, admins: admins.n, settingRows };
}

describe("seed", () => {
  it("is idempotent: re-running it adds no plans, admins or settings", async () => {
    const db = await getDb();
    const before = await snapshot();
    const otherAdmin = uniqueEmail("second-admin");

    const first = await seed(db, { adminEmail: otherAdmin, adminPassword: "another-password-1" });
    const second = await seed(db);
    expect(first).toEqual({ adminCreated: false });
    expect(second).toEqual({ adminCreated: false });

    const after = await snapshot();
    expect(after).toEqual(before);

    expect(after.planRows).toHaveLength(3);
    expect(after.planRows).toMatchObject(EXPECTED_PLANS);
    for (const plan of after.planRows) {
      expect(plan.title.length).toBeGreaterThan(0);
      expect(plan.description.length).toBeGreaterThan(0);
    }

    expect(after.admins).toBeGreaterThanOrEqual(1);
    const [seededAdmin] = await db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    expect(seededAdmin).toMatchObject({ admin: true, blocked: false });
    expect(seededAdmin.emailVerifiedAt).not.toBeNull();
    expect(await db.select().from(users).where(eq(users.email, otherAdmin))).toHaveLength(0);

    const names = after.settingRows.map((row) => row.name);
    for (const name of ["app_name", "tagline", "favicon", "website"]) expect(names).toContain(name);
  });

  it("never overwrites what an admin changed", async () => {
    const db = await getDb();
    const [appName] = await db.select().from(settings).where(eq(settings.name, "app_name"));
    const [starter] = await db.select().from(plans).where(eq(plans.name, "starter"));
    try {
      await db.update(settings).set({ value: "Mi Taller de Colores" }).where(eq(settings.name, "app_name"));
      await db.update(plans).set({ title: "Básico", price: 3.5, publicPageLimit: 42 }).where(eq(plans.name, "starter"));

      await seed(db);
      await seed(db);

      const [appNameAfter] = await db.select().from(settings).where(eq(settings.name, "app_name"));
      expect(appNameAfter.value).toBe("Mi Taller de Colores");
      const [starterAfter] = await db.select().from(plans).where(eq(plans.name, "starter"));
      expect(starterAfter).toMatchObject({ id: starter.id, title: "Básico", price: 3.5, publicPageLimit: 42 });
      expect(await db.select().from(plans)).toHaveLength(3);
    } finally {
      await db.update(settings).set({ value: appName.value }).where(eq(settings.name, "app_name"));
      await db.update(plans).set({ title: starter.title, price: starter.price, publicPageLimit: starter.publicPageLimit }).where(eq(plans.name, "starter"));
    }
  });

  it("puts back a missing default setting without touching the others", async () => {
    const db = await getDb();
    const [tagline] = await db.select().from(settings).where(eq(settings.name, "tagline"));
    const [favicon] = await db.select().from(settings).where(eq(settings.name, "favicon"));
    try {
      await db.delete(settings).where(eq(settings.name, "tagline"));
      await db.update(settings).set({ value: "/mi-icono.png" }).where(eq(settings.name, "favicon"));
      await seed(db);
      const [taglineAfter] = await db.select().from(settings).where(eq(settings.name, "tagline"));
      expect(taglineAfter?.value).toBe(DEFAULT_SETTINGS.tagline);
      const [faviconAfter] = await db.select().from(settings).where(eq(settings.name, "favicon"));
      expect(faviconAfter.value).toBe("/mi-icono.png");
    } finally {
      await db
        .insert(settings)
        .values({ name: "tagline", value: tagline.value })
        .onConflictDoUpdate({ target: settings.name, set: { value: tagline.value } });
      await db.update(settings).set({ value: favicon.value }).where(eq(settings.name, "favicon"));
    }
  });

  it("an install still showing the invented testimonials, figures, store links and phone of earlier versions loses them; an admin's own stay", async () => {
    const db = await getDb();
    const [stored] = await db.select().from(settings).where(eq(settings.name, "website"));
    const earlier = (): Website => {
      const website = structuredClone(defaultWebsite);
      website.landing.testimonial = {
        ...website.landing.testimonial,
        visibility: true,
        testimonials: RETIRED_DEFAULTS.testimonials.map((name, i) => ({
          id: `testimonial-${i + 1}`,
          photo: "",
          feedback: "¡Genial!",
          name,
          location: "España",
        })),
      };
      website.landing.metrics = {
        ...website.landing.metrics,
        visibility: true,
        metrics: RETIRED_DEFAULTS.metrics.map((value, i) => ({ id: `metric-${i + 1}`, key: `Cifra ${i + 1}`, value })),
      };
      website.landing.home.platforms = { web: "/sign-up", ...RETIRED_DEFAULTS.platforms };
      website.landing.contact = { ...website.landing.contact, ...RETIRED_DEFAULTS.contact };
      return website;
    };
    const storeWebsite = (website: Website) =>
      db
        .update(settings)
        .set({ value: JSON.stringify(website) })
        .where(eq(settings.name, "website"));
    const read = async () => parseWebsite((await db.select().from(settings).where(eq(settings.name, "website")))[0].value);
    try {
      await storeWebsite(earlier());
      await seed(db);
      const cleaned = await read();
      expect(cleaned.landing.testimonial).toMatchObject({ visibility: false, testimonials: [] });
      expect(cleaned.landing.metrics).toMatchObject({ visibility: false, metrics: [] });
      expect(cleaned.landing.home.platforms).toEqual({ web: "/sign-up", android: "", ios: "", windows: "", mac: "", debian: "" });
      expect(cleaned.landing.contact).toMatchObject({ location: "", phone: "" });
      // The rest of the document is untouched.
      expect(cleaned.landing.faqs).toEqual(earlier().landing.faqs);

      // What an admin wrote is theirs: a real testimonial, their own figures and links stay.
      const own = earlier();
      own.landing.testimonial.testimonials[0].name = "Marta, mamá de Leo";
      own.landing.metrics.metrics[0].value = "250";
      own.landing.home.platforms.android = "https://play.google.com/store/apps/details?id=es.mitaller";
      await storeWebsite(own);
      await seed(db);
      const kept = await read();
      expect(kept.landing.testimonial.testimonials.map((item) => item.name)[0]).toBe("Marta, mamá de Leo");
      expect(kept.landing.testimonial.visibility).toBe(true);
      expect(kept.landing.metrics.metrics[0].value).toBe("250");
      expect(kept.landing.home.platforms.android).toBe("https://play.google.com/store/apps/details?id=es.mitaller");
      // Only the leftovers that were exactly as shipped go.
      expect(kept.landing.home.platforms.debian).toBe("");
    } finally {
      await db.update(settings).set({ value: stored.value }).where(eq(settings.name, "website"));
    }
  });

  it("an install still showing the tagline and plan text that promised AI takes today's (issue #28); an admin's own stay", async () => {
    const db = await getDb();
    const [tagline] = await db.select().from(settings).where(eq(settings.name, "tagline"));
    const [advanced] = await db.select().from(plans).where(eq(plans.name, "advanced"));
    const taglineNow = async () => (await db.select().from(settings).where(eq(settings.name, "tagline")))[0].value;
    const advancedNow = async () => (await db.select().from(plans).where(eq(plans.name, "advanced")))[0].description;
    try {
      await db.update(settings).set({ value: RETIRED_AI_DEFAULTS.tagline }).where(eq(settings.name, "tagline"));
      await db.update(plans).set({ description: RETIRED_AI_DEFAULTS.advancedPlan }).where(eq(plans.name, "advanced"));
      await seed(db);
      expect(await taglineNow()).toBe(DEFAULT_SETTINGS.tagline);
      expect(await taglineNow()).not.toMatch(/\bIA\b/);
      expect(await advancedNow()).not.toMatch(/\bIA\b/);

      await db.update(settings).set({ value: "Colorea con IA en el cole" }).where(eq(settings.name, "tagline"));
      await db.update(plans).set({ description: "Con IA para toda la clase." }).where(eq(plans.name, "advanced"));
      await seed(db);
      expect(await taglineNow()).toBe("Colorea con IA en el cole");
      expect(await advancedNow()).toBe("Con IA para toda la clase.");
    } finally {
      await db.update(settings).set({ value: tagline.value }).where(eq(settings.name, "tagline"));
      await db.update(plans).set({ description: advanced.description }).where(eq(plans.name, "advanced"));
    }
  });
});
