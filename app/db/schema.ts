import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { Locale } from "~/i18n/define";
import type { BookletStatus } from "~/lib/booklets";
import type { Fillability, PageSource, Visibility } from "~/lib/pages";
import type { Paper } from "~/lib/paper";
import type { SupportGrantKind } from "~/lib/support-grants";

export type { Fillability, PageSource, Visibility } from "~/lib/pages";
export { VISIBILITIES } from "~/lib/pages";

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Whose row it is: it goes with the account (deleting the user deletes it). */
const ownedBy = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
/** Which page the row is about: it goes with the page. */
const aboutPage = () =>
  integer()
    .notNull()
    .references(() => pages.id, { onDelete: "cascade" });

export const plans = pgTable("plans", {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  title: text().notNull(),
  description: text().notNull().default(""),
  price: numeric({ precision: 10, scale: 2, mode: "number" }).notNull().default(0),
  discount: integer().notNull().default(0),
  paid: boolean().notNull().default(false),
  stripePriceId: text(),
  publicPageLimit: integer().notNull().default(0),
  pageCreationLimit: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  "users",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    // Stored lower-cased and trimmed; the unique index makes sign-up race-safe.
    email: text().notNull(),
    passwordHash: text(),
    photo: text().notNull().default(""),
    admin: boolean().notNull().default(false),
    blocked: boolean().notNull().default(false),
    stripeId: text(),
    planId: integer()
      .notNull()
      .references(() => plans.id),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    // The colours this user painted with last, newest first (at most 8), for the colour screen.
    recentColors: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // The parent's gate before paying, sharing, deleting or leaving the app (record 0171); a parent may turn it off.
    parentGate: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_stripe_id_unique").on(t.stripeId),
    index("users_created_at_idx").on(t.createdAt, t.id),
    // Searches ignore case and accents (search_fold, migration 0006).
    index("users_name_fold_idx").using("gin", sql`search_fold(${t.name}) gin_trgm_ops`),
    index("users_email_fold_idx").using("gin", sql`search_fold(${t.email}) gin_trgm_ops`),
  ],
);

/**
 * Browser sessions: the cookie carries only a random id, so a session can be revoked. Only the
 * id's SHA-256 is kept, as for API tokens: a dump or a backup of this table opens no session.
 */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text().primaryKey(),
    userId: ownedBy(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

/**
 * How many pages each gallery-wide list holds, kept by a trigger on `pages` (migration 0010) in
 * the same transaction as every insert, delete, block and visibility change, so `last_page` costs
 * one row read however large the catalogue. Keys: `public` (what the gallery shows a
 * user), `all` (every page, the admin's gallery).
 */
export const pageCounts = pgTable("page_counts", {
  key: text().primaryKey(),
  n: integer().notNull().default(0),
});

/**
 * Counters of fixed windows, shared by every app server: the sign-in attempts of one
 * account, the mails sent to one address. `key` names what is counted (an
 * e-mail only as its hash); a row past `resetAt` counts from zero again.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);

/** Bearer tokens for the /api door; only the SHA-256 of the token is stored. */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial().primaryKey(),
    userId: ownedBy(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("api_tokens_user_id_idx").on(t.userId)],
);

/**
 * Single-use e-mailed links; only the SHA-256 of the token is stored. `purpose`: "verify" (a
 * new account's address), "reset" (a forgotten password), "email" (a change of address, to
 * `newEmail`, which takes effect when this link is opened), "undo" ("No he sido yo", mailed to
 * the old address of a change: it cancels or undoes it, back to `newEmail`, the address to keep).
 */
export const verificationTokens = pgTable(
  "verification_tokens",
  {
    id: serial().primaryKey(),
    userId: ownedBy(),
    tokenHash: text().notNull().unique(),
    purpose: text().$type<LinkPurpose>().notNull().default("verify"),
    newEmail: text(),
    // The plan chosen at sign-up (?plan=), honoured after verification.
    plan: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("verification_tokens_user_id_idx").on(t.userId)],
);

/**
 * Sign-ups waiting for their address to be proven: one row per sign-up of an unverified account,
 * each with the name and password chosen with it (record 0156). Its verification link activates
 * the one whose password the person pressing it types, so nobody's link ever activates a password
 * someone else chose. Gone once the address is verified.
 */
export const signUps = pgTable(
  "sign_ups",
  {
    id: serial().primaryKey(),
    userId: ownedBy(),
    name: text().notNull(),
    passwordHash: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sign_ups_user_id_idx").on(t.userId)],
);

export const settings = pgTable("settings", {
  name: text().primaryKey(),
  value: text().notNull().default(""),
  // Secrets entered by an admin are stored encrypted (AES-256-GCM).
  encrypted: boolean().notNull().default(false),
  updatedAt: updatedAt(),
});

export const pages = pgTable(
  "pages",
  {
    id: serial().primaryKey(),
    userId: ownedBy(),
    // The prompt, or the uploaded file's name: the page's searchable title.
    prompt: text().notNull().default(""),
    illustration: text().notNull(),
    thumbnail: text().notNull().default(""),
    blocked: boolean().notNull().default(false),
    coloredCount: integer().notNull().default(0),
    favoritedCount: integer().notNull().default(0),
    popularity: integer()
      .notNull()
      .generatedAlwaysAs(sql`colored_count + favorited_count`),
    // Colourings + favourites in the last 7 days, kept current by the pages service.
    trending: integer().notNull().default(0),
    // How the page was made: ai, upload, photo, pattern or seed (the first-run gallery).
    source: text().$type<PageSource>().notNull().default("upload"),
    // The region map: a PNG the size of the line art whose RGB is each pixel's
    // region id (0 = none); empty until computed (new pages at creation, old ones by backfill).
    regionMap: text().notNull().default(""),
    regionCount: integer().notNull().default(0),
    // The fillability check's scores, shown to admins; null until the map is computed.
    fillability: jsonb().$type<Fillability>(),
    // The first-run gallery's stable name for a seeded page: it is never seeded twice.
    seedKey: text(),
    // Who sees it: "public" (the gallery) or "private" (its owner and admins only).
    visibility: text().$type<Visibility>().notNull().default("public"),
    // The curated collections it belongs to, by slug (lib/collections.ts): an admin's choice,
    // or guessed from an AI page's prompt.
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("pages_seed_key_unique").on(t.seedKey),
    // A collection's pages (tags @> '{slug}') are found through it, whatever the sort.
    index("pages_tags_idx").using("gin", t.tags),
    index("pages_user_id_idx").on(t.userId, t.createdAt, t.id),
    // Plain ascending (col, id) indexes: Postgres reads them backwards for the
    // descending sorts, so every sort and its keyset cursor is an index range scan.
    index("pages_latest_idx").on(t.createdAt, t.id),
    index("pages_popularity_idx").on(t.popularity, t.id),
    index("pages_favorited_idx").on(t.favoritedCount, t.id),
    index("pages_colored_idx").on(t.coloredCount, t.id),
    index("pages_trending_idx").on(t.trending, t.id),
    // The same over the public gallery alone (what non-admins see), so a page by number is
    // found by walking the index without reading the table (page 1000 at a million pages).
    ...(
      [
        ["latest", t.createdAt],
        ["popularity", t.popularity],
        ["favorited", t.favoritedCount],
        ["colored", t.coloredCount],
        ["trending", t.trending],
      ] as const
    ).map(([name, column]) =>
      index(`pages_gallery_${name}_idx`)
        .on(column, t.id)
        .where(sql`not ${t.blocked} and ${t.visibility} = 'public'`),
    ),
    // Searches ignore case and accents (search_fold, migration 0006).
    index("pages_prompt_fold_idx").using("gin", sql`search_fold(${t.prompt}) gin_trgm_ops`),
    check("pages_counts_non_negative", sql`${t.coloredCount} >= 0 and ${t.favoritedCount} >= 0`),
    check("pages_visibility_known", sql`${t.visibility} in ('public', 'private')`),
  ],
);

/**
 * The page of the day, one row a day (the date in the app's time zone, lib/daily-page.ts): the
 * unique day makes the choice once for everyone, whichever request comes first. `pinned` rows
 * were chosen ahead by an admin; the others were picked on the day's first request.
 */
export const dailyPages = pgTable(
  "daily_pages",
  {
    day: date({ mode: "string" }).primaryKey(),
    pageId: aboutPage(),
    pinned: boolean().notNull().default(false),
    pinnedBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("daily_pages_page_id_idx").on(t.pageId, t.day)],
);

export const favorites = pgTable(
  "favorites",
  {
    userId: ownedBy(),
    pageId: aboutPage(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.pageId] }),
    index("favorites_page_id_idx").on(t.pageId, t.createdAt),
    index("favorites_user_created_idx").on(t.userId, t.createdAt, t.pageId),
  ],
);

export const coloreds = pgTable(
  "coloreds",
  {
    id: serial().primaryKey(),
    userId: ownedBy(),
    pageId: aboutPage(),
    // The paint layer (transparent PNG) to resume from.
    photo: text().notNull(),
    // Paint + line art composite, for cards, print and download.
    preview: text().notNull().default(""),
    // The composite at gallery size (WebP, at most 512 px), so cards never load the full PNG.
    thumbnail: text().notNull().default(""),
    // Whether the composite and its thumbnail are stored at `preview` and `thumbnail`. A save names
    // their keys and leaves them to be made when first asked for (record 0162): a family saves every
    // few seconds while colouring and looks at the picture once.
    pictured: boolean().notNull().default(true),
    // Share of the page's regions that are coloured, 0..100, sent by the colour screen.
    progress: integer().notNull().default(0),
    // Raised by every save: a save names the version it builds on, so an older write never
    // overwrites a newer one (from another device, or a retry that arrives late).
    version: integer().notNull().default(1),
    // The client's id for the save that made this version: a retried save is answered, not applied twice.
    saveId: text().notNull().default(""),
    // A digest of what the save that made this version carried (its upload or paint, progress and
    // time-lapse): the same save sent again is known by it, with or without a save id.
    saveDigest: text().notNull().default(""),
    // The time-lapse: the strokes and fills that made it, as JSON (lib/timelapse.ts); null before any.
    timelapse: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("coloreds_user_page_unique").on(t.userId, t.pageId),
    index("coloreds_page_id_idx").on(t.pageId, t.createdAt),
    index("coloreds_created_at_idx").on(t.createdAt, t.id),
  ],
);

export const credits = pgTable(
  "credits",
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    publicPage: integer().notNull().default(0),
    pageCreation: integer().notNull().default(0),
    expireAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("credits_non_negative", sql`${t.publicPage} >= 0 and ${t.pageCreation} >= 0`)],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial().primaryKey(),
    // Null once the account is deleted: the row stays, anonymised, for the accounts the law
    // requires; the payment records themselves stay at Stripe.
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    planId: integer()
      .notNull()
      .references(() => plans.id),
    // Null for a plan an admin gave: such a row is nobody's at Stripe, so nothing can charge or cancel it there.
    stripeSubscriptionId: text().unique(),
    // Who started it: "stripe" (a checkout) or "admin" (support gave it, record 0127). A given plan never renews; it ends at expire_at.
    source: text().$type<SubscriptionSource>().notNull().default("stripe"),
    price: numeric({ precision: 10, scale: 2, mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
    canceledAt: timestamp({ withTimezone: true }),
    expireAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("subscriptions_user_id_idx").on(t.userId, t.createdAt),
    index("subscriptions_created_at_idx").on(t.createdAt, t.id),
    check(
      "subscriptions_source_stripe_id",
      sql`(${t.source} = 'stripe' and ${t.stripeSubscriptionId} is not null) or (${t.source} = 'admin' and ${t.stripeSubscriptionId} is null)`,
    ),
  ],
);

export type SubscriptionSource = "stripe" | "admin";

/**
 * "Support can help" (record 0127): every plan or extra credits an admin gave, with the
 * reason. The admin's name is kept as it was when they gave it, so the list still says who after
 * the admin's account is gone; the person's deletion keeps the line too, without them
 * (`user_id` null, record 0155), as their subscription rows are kept.
 * `until`: when what was given ends (the given plan's end, or the credit period the credits were added to).
 */
export const supportGrants = pgTable(
  "support_grants",
  {
    id: serial().primaryKey(),
    // Null once the person's account is deleted: what the team gave, and why, stays in the log.
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    adminId: integer().references(() => users.id, { onDelete: "set null" }),
    adminName: text().notNull(),
    kind: text().$type<SupportGrantKind>().notNull(),
    planId: integer().references(() => plans.id),
    // The given plan's subscription row (a plan given again while it runs lengthens the same row).
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: "set null" }),
    months: integer(),
    publicPage: integer().notNull().default(0),
    pageCreation: integer().notNull().default(0),
    until: timestamp({ withTimezone: true }).notNull(),
    reason: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("support_grants_created_at_idx").on(t.createdAt, t.id),
    index("support_grants_user_id_idx").on(t.userId, t.createdAt),
    check(
      "support_grants_what",
      sql`(${t.kind} = 'plan' and ${t.planId} is not null and ${t.months} between 1 and 12) or (${t.kind} = 'credits' and ${t.publicPage} >= 0 and ${t.pageCreation} >= 0 and ${t.publicPage} + ${t.pageCreation} > 0)`,
    ),
  ],
);

/**
 * Every file the store holds for a user: its key (`{folder}/{userId}/…`), owner and
 * size, written by storage/backends.server with each put and delete. A user's storage is the sum
 * of their rows (the quota on /account); uploads nothing refers to are found by age.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    key: text().primaryKey(),
    userId: integer().notNull(),
    bytes: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("stored_files_user_id_idx").on(t.userId),
    index("stored_files_uploads_idx")
      .on(t.createdAt)
      .where(sql`${t.key} like 'uploads/%'`),
  ],
);

/** Stripe event ids already applied: recorded in the same transaction as the change. */
export const stripeEvents = pgTable("stripe_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * What an /api call that spends or creates made, recorded with its Idempotency-Key in the
 * transaction that made it (record 0143): enough to answer a retry whose first answer was lost.
 * A page carries what its answer's warnings said (the fillability problems, why it was kept private).
 */
export type KeyEffect =
  | { kind: "page"; id: number; problems: string[]; notShared: "flagged" | "unchecked" | null }
  | { kind: "booklet"; id: string }
  | { kind: "upload"; url: string };

/**
 * The Idempotency-Keys of the /api calls that spend or create (record 0143), each the caller's
 * own: the first call's method, path and body (`fingerprint`, a SHA-256), what it made
 * (`effect`, written in the transaction that spent) and its answer once sent. A day old, a key
 * is free again and the housekeeping removes it.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text().notNull(),
    fingerprint: text().notNull(),
    effect: jsonb().$type<KeyEffect>(),
    answerStatus: integer(),
    answerHeaders: jsonb().$type<Record<string, string>>(),
    answerBody: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("idempotency_keys_user_key_unique").on(t.userId, t.key), index("idempotency_keys_created_at_idx").on(t.createdAt)],
);
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

export type PlanRow = typeof plans.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type PageRow = typeof pages.$inferSelect;
export type ColoredRow = typeof coloreds.$inferSelect;

export type LinkPurpose = "verify" | "reset" | "email" | "undo";

export type CreditRow = typeof credits.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SupportGrantRow = typeof supportGrants.$inferSelect;

/**
 * A booklet: several pages of one person in one print-ready PDF with a cover, made in
 * the background. `done` counts the pages made so far; `file` is the PDF once it is ready; `error`
 * a catalogue key when it could not be made. Kept a week (the purge removes row and file).
 */
export const booklets = pgTable(
  "booklets",
  {
    id: text().primaryKey(),
    userId: ownedBy(),
    title: text().notNull(),
    // The language its cover and messages are in (the asker's).
    locale: text().$type<Locale>().notNull().default("es"),
    pageIds: integer().array().notNull(),
    paper: text().$type<Paper>().notNull(),
    footer: boolean().notNull().default(true),
    status: text().$type<BookletStatus>().notNull().default("queued"),
    done: integer().notNull().default(0),
    file: text().notNull().default(""),
    error: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("booklets_user_id_idx").on(t.userId, t.createdAt)],
);
export type BookletRow = typeof booklets.$inferSelect;

/**
 * A copy of someone's data ("Download my data"): a zip made in the background, its
 * progress counted as it goes, kept a week (the purge removes row and file), personal.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: text().primaryKey(),
    userId: ownedBy(),
    locale: text().$type<Locale>().notNull().default("es"),
    status: text().$type<BookletStatus>().notNull().default("queued"),
    done: integer().notNull().default(0),
    total: integer().notNull().default(0),
    file: text().notNull().default(""),
    error: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("data_exports_user_id_idx").on(t.userId, t.createdAt)],
);
export type DataExportRow = typeof dataExports.$inferSelect;

/**
 * A colouring's share link (/compartido/{token}), made when its colourist shares it and deleted
 * when they stop: one at a time per colouring, a new token each time it is turned on again. The
 * token is the link itself, not a credential of the colourist, so it is kept as it is (sharing
 * again answers the same link). `card` is the link preview picture (1200×630, in the colourist's
 * `coloreds` folder), made from the colouring at `cardVersion`; "" until first asked for.
 */
export const shareLinks = pgTable("share_links", {
  id: serial().primaryKey(),
  coloredId: integer()
    .notNull()
    .unique()
    .references(() => coloreds.id, { onDelete: "cascade" }),
  token: text().notNull().unique(),
  card: text().notNull().default(""),
  cardVersion: integer().notNull().default(0),
  createdAt: createdAt(),
});
export type ShareLinkRow = typeof shareLinks.$inferSelect;
