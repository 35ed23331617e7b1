import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { plans, settings, users } from "~/db/schema";
import { defaultWebsite, retireInventedDefaults } from "~/lib/website/defaults";
import { parseWebsite } from "~/lib/website/parse";
import { DEFAULT_SETTINGS } from "./settings.server";
import { createUser } from "./users.server";
import { isAppError } from "~/lib/errors";
import { randomToken } from "~/infra/crypto.server";
import { logger } from "~/infra/logger.server";

const ADVANCED_DESCRIPTION = "Para familias y aulas que colorean a diario: muchas más páginas y creaciones cada mes.";

/**
 * Defaults of earlier versions that promised AI to every install, configured or not.
 * An install still showing exactly these takes today's defaults at start; anything an admin
 * wrote stays.
 */
export const RETIRED_AI_DEFAULTS = {
  tagline: "Páginas para colorear con IA",
  advancedPlan: "Para familias y aulas que colorean a diario: muchas más páginas y creaciones con IA.",
} as const;

export const SEED_PLANS = [
  {
    name: "free",
    title: "Gratis",
    description: "Para empezar a colorear: algunas páginas públicas y creaciones cada mes, y guarda tus dibujos.",
    price: 0,
    discount: 0,
    paid: false,
    publicPageLimit: 5,
    pageCreationLimit: 3,
  },
  {
    name: "starter",
    title: "Inicial",
    description: "Más páginas cada mes, favoritas, impresión y descarga de tus dibujos coloreados.",
    price: 4.99,
    discount: 10,
    paid: true,
    publicPageLimit: 50,
    pageCreationLimit: 20,
  },
  {
    name: "advanced",
    title: "Avanzado",
    description: ADVANCED_DESCRIPTION,
    price: 9.99,
    discount: 20,
    paid: true,
    publicPageLimit: 200,
    pageCreationLimit: 100,
  },
];

/** Idempotent: inserts what is missing and never overwrites what an admin changed. */
export async function seed(db: Db, options: { adminEmail?: string; adminPassword?: string } = {}) {
  await db.insert(plans).values(SEED_PLANS).onConflictDoNothing({ target: plans.name });

  const defaults = { ...DEFAULT_SETTINGS, website: JSON.stringify(defaultWebsite) };
  await db
    .insert(settings)
    .values(Object.entries(defaults).map(([name, value]) => ({ name, value })))
    .onConflictDoNothing({ target: settings.name });
  await retireWebsiteDefaults(db);
  await retireAiDefaults(db);

  const [existingAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.admin, true)).limit(1);
  if (existingAdmin) return { adminCreated: false as const };

  const email = options.adminEmail ?? "admin@localhost";
  const password = options.adminPassword ?? randomToken(12);
  try {
    await createUser({ name: "Administrador", email, password, admin: true, verified: true }, db);
  } catch (error) {
    // Another server starting at the same moment created it first.
    if (isAppError(error) && error.code === "CONFLICT") return { adminCreated: false as const };
    throw error;
  }
  if (!options.adminPassword) {
    logger.info(
      [
        "",
        "==================================================================",
        " First administrator created. Keep these credentials; they are",
        " printed only this once:",
        `   e-mail:   ${email}`,
        `   password: ${password}`,
        "==================================================================",
        "",
      ].join("\n"),
    );
  } else {
    logger.info(`First administrator created: ${email}`);
  }
  return { adminCreated: true as const, email };
}

/** An install still showing what earlier versions invented (testimonials, figures, store links) drops it. */
async function retireWebsiteDefaults(db: Db) {
  const [stored] = await db.select({ value: settings.value }).from(settings).where(eq(settings.name, "website"));
  if (!stored) return;
  const retired = retireInventedDefaults(parseWebsite(stored.value));
  if (!retired) return;
  // Only if nobody changed it meanwhile (another server starting at the same moment).
  await db
    .update(settings)
    .set({ value: JSON.stringify(retired) })
    .where(and(eq(settings.name, "website"), eq(settings.value, stored.value)));
  logger.info("Landing: invented testimonials, figures and unpublished app links from an earlier version were removed.");
}

/** An install still showing the defaults that promised AI (RETIRED_AI_DEFAULTS) takes today's. */
async function retireAiDefaults(db: Db) {
  const tagline = await db
    .update(settings)
    .set({ value: DEFAULT_SETTINGS.tagline })
    .where(and(eq(settings.name, "tagline"), eq(settings.value, RETIRED_AI_DEFAULTS.tagline)))
    .returning({ name: settings.name });
  const plan = await db
    .update(plans)
    .set({ description: ADVANCED_DESCRIPTION })
    .where(and(eq(plans.name, "advanced"), eq(plans.description, RETIRED_AI_DEFAULTS.advancedPlan)))
    .returning({ name: plans.name });
  if (tagline.length + plan.length > 0) logger.info("Tagline and plans: the earlier defaults that promised AI were replaced by today's.");
}
