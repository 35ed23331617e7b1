import { BOOKLET_STATUSES, type Booklet } from "~/lib/booklets";
import type { Collection } from "~/lib/collections";
import type { Card, CardPage } from "~/lib/pages";
import { VISIBILITIES } from "~/lib/pages";
import { PAID_FEATURE_NAMES, type PaidFeature, type PlanOffer } from "~/lib/paid-features";
import { PAPER_NAMES } from "~/lib/paper";
import { PATTERN_DENSITIES, PATTERN_MOTIFS, PATTERN_SYMMETRIES, type PatternOptions } from "~/lib/patterns";
import type { Timelapse } from "~/lib/timelapse";
import type { getCounters, Charts } from "~/services/analytics.server";
import type { AppStatus } from "~/services/app-status.server";
import type { DataExport } from "~/services/data-export.server";
import type { paidFeatures } from "~/services/paid-features.server";
import type { notSharedWarnings } from "~/services/page-creation.server";
import type { uploadWarnings } from "~/services/regions.server";
import type { SettingEntry } from "~/services/settings.server";
import type { Storage } from "~/services/storage/usage.server";
import { timelapseSchema } from "~/services/timelapse.server";
import type { Paged, Paginated } from "~/lib/pagination";
import type { SupportGrant } from "~/lib/support-grants";
import type { PublicUser } from "~/lib/users";
import type { Colored } from "~/services/coloreds.server";
import type { PublicPlan } from "~/services/plans.server";
import type { ShareLink } from "~/services/shares.server";
import type { CreditView } from "~/services/credits.server";
import type { Subscription } from "~/services/subscriptions.server";
import { orNull, z } from "./zod-openapi.server";

/*
 * The /api door's names. Services and screens speak camelCase; the shells' contract (docs/product.md §3,
 * docs/product.md §11) is snake_case. Each answer is renamed here, once, with the contract's keys in the
 * contract's order, so the JSON the shells receive is the same text it always was.
 *
 * Each mapper's shape is a zod schema beside it, and the mapper is typed as returning that
 * schema's type: the OpenAPI document (utils/openapi.server.ts) is made from these schemas, so
 * the document and the answer cannot disagree without the type check failing (record 0141).
 * `.openapi(name)` names a schema in the document's components.
 */

const int = () => z.number().int();
/** A time as the API writes it: ISO 8601 in UTC (`toISOString`). */
const time = () => z.iso.datetime();

/** A paginated result (docs/product.md §11): `{ data, current_page, last_page }`. */
export const paginatedSchema = <T extends z.ZodType>(item: T, id: string) =>
  z.object({ data: z.array(item), current_page: int().min(1), last_page: int().min(1) }).openapi(id);

export const apiPaged = <T, U>(page: Paged<T>, shape: (item: T) => U): Paginated<U> => ({
  data: page.data.map(shape),
  current_page: page.currentPage,
  last_page: page.lastPage,
});

export const userSchema = z
  .object({
    id: int(),
    name: z.string(),
    email: z.string(),
    photo: z.string().meta({ description: 'The profile photo\'s URL, "" when none.' }),
    admin: z.boolean(),
    blocked: z.boolean(),
    stripe_id: z.string().nullable(),
    plan: z.object({ title: z.string(), name: z.string(), paid: z.boolean() }),
    created_at: time(),
  })
  .openapi("User");

export const apiUser = (user: PublicUser): z.infer<typeof userSchema> => ({
  id: user.id,
  name: user.name,
  email: user.email,
  photo: user.photo,
  admin: user.admin,
  blocked: user.blocked,
  stripe_id: user.stripeId,
  plan: user.plan,
  created_at: user.createdAt,
});

export type ApiUser = z.infer<typeof userSchema>;

export const subscriptionSchema = z
  .object({
    id: int(),
    user: z.object({ id: int(), name: z.string(), email: z.string(), stripe_id: z.string().nullable() }),
    plan: z.object({ id: int(), name: z.string(), title: z.string() }),
    price: z.number(),
    created_at: time(),
    canceled_at: time().nullable(),
    expire_at: time(),
    status: z.enum(["active", "canceled", "given"]),
    source: z.enum(["stripe", "admin"]),
    given_by: z.string().nullable().meta({ description: "Who gave it, for a plan an admin gave; else null." }),
  })
  .openapi("Subscription");

export const apiSubscription = (subscription: Subscription): z.infer<typeof subscriptionSchema> => ({
  id: subscription.id,
  user: { id: subscription.user.id, name: subscription.user.name, email: subscription.user.email, stripe_id: subscription.user.stripeId },
  plan: subscription.plan,
  price: subscription.price,
  created_at: subscription.createdAt,
  canceled_at: subscription.canceledAt,
  expire_at: subscription.expireAt,
  status: subscription.status,
  source: subscription.source,
  given_by: subscription.givenBy,
});

export const grantSchema = z
  .object({
    id: int(),
    created_at: time(),
    admin: z.object({ id: int().nullable(), name: z.string() }),
    user: z
      .object({ id: int(), name: z.string(), email: z.string() })
      .nullable()
      .meta({ description: "Who it was given to; null once their account is deleted (the line stays)." }),
    kind: z.enum(["plan", "credits"]),
    plan: z.object({ name: z.string(), title: z.string() }).nullable(),
    months: int().nullable(),
    public_page: int(),
    page_creation: int(),
    until: time().meta({ description: "When what was given ends." }),
    reason: z.string(),
  })
  .openapi("SupportGrant");

export const apiGrant = (grant: SupportGrant): z.infer<typeof grantSchema> => ({
  id: grant.id,
  created_at: grant.createdAt,
  admin: grant.admin,
  user: grant.user,
  kind: grant.kind,
  plan: grant.plan,
  months: grant.months,
  public_page: grant.publicPage,
  page_creation: grant.pageCreation,
  until: grant.until,
  reason: grant.reason,
});

export const coloredSchema = z
  .object({
    id: int(),
    pageId: int(),
    // Named, so a generator that names inline objects by their place (Colored + page) does not make
    // a second ColoredPage beside the list of colourings (issue #44 item 6).
    page: z
      .object({ id: int(), prompt: z.string(), title: z.string(), illustration: z.string(), thumbnail: z.string(), blocked: z.boolean() })
      .openapi("ColoredPageSummary"),
    user: z.object({ id: int(), name: z.string(), email: z.string() }),
    photo: z.string().meta({ description: "The paint layer's URL (transparent PNG)." }),
    preview: z.string().meta({ description: "The composite's URL (paint and lines)." }),
    thumbnail: z.string(),
    progress: z.number().min(0).max(100),
    version: int().min(0),
    save_id: z.string(),
    created_at: time(),
    updated_at: time(),
  })
  .openapi("Colored");

export const apiColored = (colored: Colored): z.infer<typeof coloredSchema> => ({
  id: colored.id,
  pageId: colored.pageId,
  page: colored.page,
  user: colored.user,
  photo: colored.photo,
  preview: colored.preview,
  thumbnail: colored.thumbnail,
  progress: colored.progress,
  version: colored.version,
  save_id: colored.saveId,
  created_at: colored.createdAt,
  updated_at: colored.updatedAt,
});

export const creditsSchema = z
  .object({
    public_page: int(),
    page_creation: int(),
    expire_at: time(),
    user: z.object({
      plan: z.object({ id: int(), name: z.string(), title: z.string(), paid: z.boolean() }),
      subscription: z
        .object({
          id: int(),
          created_at: time(),
          canceled_at: time().nullable(),
          expire_at: time(),
          source: z.enum(["stripe", "admin"]).meta({ description: '"admin" for a plan an admin gave: it ends by itself at expire_at.' }),
        })
        .nullable(),
    }),
  })
  .openapi("Credits");

export const apiCredits = (credits: CreditView): z.infer<typeof creditsSchema> => ({
  public_page: credits.publicPage,
  page_creation: credits.pageCreation,
  expire_at: credits.expireAt,
  user: {
    plan: credits.user.plan,
    subscription: credits.user.subscription && {
      id: credits.user.subscription.id,
      created_at: credits.user.subscription.createdAt,
      canceled_at: credits.user.subscription.canceledAt,
      expire_at: credits.user.subscription.expireAt,
      source: credits.user.subscription.source,
    },
  },
});

export const planSchema = z
  .object({
    id: int(),
    name: z.string(),
    title: z.string(),
    description: z.string(),
    price: z.number().meta({ description: "US dollars a month, before the discount." }),
    discount: z.number().meta({ description: "Percent off." }),
    paid: z.boolean(),
    stripe_price_id: z.string().nullable(),
    public_page_limit: int(),
    page_creation_limit: int(),
  })
  .openapi("Plan");

export const apiPlan = (plan: PublicPlan): z.infer<typeof planSchema> => ({
  id: plan.id,
  name: plan.name,
  title: plan.title,
  description: plan.description,
  price: plan.price,
  discount: plan.discount,
  paid: plan.paid,
  stripe_price_id: plan.stripePriceId,
  public_page_limit: plan.publicPageLimit,
  page_creation_limit: plan.pageCreationLimit,
});

// (The plan's fields spread, not `.extend`: the document says it as one object, not allOf.)
export const planOnSaleSchema = z
  .object({ ...planSchema.shape, on_sale: z.boolean().meta({ description: "Whether the plan can be bought now (its discount is a sale now)." }) })
  .openapi("PlanOnSale");

/** A plan in a list the shells read, with whether its discount is a sale now. */
export const apiPlanOnSale = (plan: PublicPlan & { onSale: boolean }): z.infer<typeof planOnSaleSchema> => ({ ...apiPlan(plan), on_sale: plan.onSale });

export const shareSchema = z
  .object({
    token: z.string(),
    url: z.string().meta({ description: "The share page (absolute)." }),
    picture: z.string().meta({ description: "The colouring as saved (PNG, absolute)." }),
    card: z.string().meta({ description: "The link preview picture (PNG, absolute)." }),
    created_at: time(),
  })
  .openapi("Share");

export const apiShare = (share: ShareLink): z.infer<typeof shareSchema> => ({
  token: share.token,
  url: share.url,
  picture: share.picture,
  card: share.card,
  created_at: share.createdAt,
});

/** The viewer's colouring of a page, as its card carries it (the same names on both sides). */
const cardColoredSchema = z
  .object({
    preview: z.string(),
    photo: z.string(),
    thumbnail: z.string(),
    progress: z.number().min(0).max(100),
    version: int().min(0),
  })
  .openapi("CardColored");

/** A page as the /api door writes it (docs/product.md §3 Page). */
export const pageCardSchema = z
  .object({
    id: int(),
    prompt: z.string(),
    title: z.string(),
    illustration: z.string(),
    thumbnail: z.string(),
    user: z.object({ name: z.string(), stripe_id: z.string().nullable() }).meta({
      description: "The author: their first name only, unless the viewer is the author or an admin; stripe_id only for those two.",
    }),
    visibility: z.enum(VISIBILITIES),
    blocked: z.boolean(),
    trending: z.number(),
    colored: orNull(cardColoredSchema),
    colored_count: int(),
    favorited_count: int(),
    is_colored: z.boolean(),
    is_favorited: z.boolean(),
    is_owner: z.boolean(),
    region_map: z.string().meta({ description: 'The region map\'s URL, "" until computed.' }),
    region_count: int(),
    created_at: time(),
  })
  .openapi("Page");

export type PageCard = z.infer<typeof pageCardSchema>;

/** A page of cards: paging, and `next_cursor` for "Load more" (null at the end). */
export const pagePageSchema = z
  .object({
    data: z.array(pageCardSchema),
    current_page: int().min(1),
    last_page: int().min(1),
    next_cursor: z.string().nullable(),
  })
  .openapi("PagePage");

export type PagePage = z.infer<typeof pagePageSchema>;

/** A card in the contract's names, the keys in the contract's order (the shells' JSON stays the same text). */
export const apiCard = (card: Card): PageCard => ({
  id: card.id,
  prompt: card.prompt,
  title: card.title,
  illustration: card.illustration,
  thumbnail: card.thumbnail,
  user: { name: card.user.name, stripe_id: card.user.stripeId },
  visibility: card.visibility,
  blocked: card.blocked,
  trending: card.trending,
  colored: card.colored,
  colored_count: card.coloredCount,
  favorited_count: card.favoritedCount,
  is_colored: card.isColored,
  is_favorited: card.isFavorited,
  is_owner: card.isOwner,
  region_map: card.regionMap,
  region_count: card.regionCount,
  created_at: card.createdAt,
});

/** A page of cards in the contract's names. */
export const apiCardPage = (page: CardPage): PagePage => ({
  data: page.data.map(apiCard),
  current_page: page.currentPage,
  last_page: page.lastPage,
  next_cursor: page.nextCursor,
});

// ---------------------------------------------------------------------------
// Answers a route builds itself, or a service's shape kept as it is (record 0138). Each is
// checked against the service's own type below (`fits`), so a service that changes its answer
// fails the type check until its schema says the same.
// ---------------------------------------------------------------------------

export const messageSchema = z.object({ message: z.string() }).openapi("Message");

/** A signed-in session: the Bearer token to send from now on, and its user. */
export const sessionSchema = z
  .object({ token: z.string().meta({ description: "Send it as `Authorization: Bearer {token}`." }), user: userSchema })
  .openapi("Session");

const jobStatus = () => z.enum(BOOKLET_STATUSES);
const jobProgress = () => z.object({ done: int().min(0), total: int().min(0) });

export const bookletSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    status: jobStatus(),
    progress: jobProgress(),
    paper: z.enum(PAPER_NAMES),
    footer: z.boolean(),
    page_ids: z.array(int()),
    file: z.string().meta({ description: 'The PDF\'s URL once it is ready, else "".' }),
    error: z.string().nullable().meta({ description: 'Why it could not be made (only when status is "failed").' }),
    created_at: time(),
  })
  .openapi("Booklet");

export const dataExportSchema = z
  .object({
    id: z.string(),
    status: jobStatus(),
    progress: jobProgress(),
    file: z.string().meta({ description: 'The zip\'s URL once it is ready (read with the same token), else "".' }),
    error: z.string().nullable(),
    created_at: time(),
  })
  .openapi("DataExport");

export const collectionSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    count: int().meta({ description: "Public pages in it (a count kept a few minutes)." }),
    cover: z.string().meta({ description: 'The picture of its most liked page, "" when it is empty.' }),
  })
  .openapi("Collection");

const counterSet = z.object({ users: int(), pages: int(), coloreds: int(), subscriptions: int() }).openapi("CounterSet");
export const countersSchema = z.object({ week: counterSet, total: counterSet }).openapi("Counters");

const series = <K extends string>(name: K) => z.array(z.object({ name: z.string() }).extend({ [name]: int() } as Record<K, ReturnType<typeof int>>));
export const chartsSchema = z
  .object({ users: series("users"), pages: series("pages"), coloreds: series("coloreds"), subscriptions: series("subscriptions") })
  .openapi("Charts");

export const appStatusSchema = z
  .object({ openaiApi: z.boolean(), stripeApi: z.boolean(), stripeWebhook: z.boolean(), plans: z.boolean() })
  .openapi("AppStatus");

export const settingSchema = z
  .object({ name: z.string(), value: z.string().meta({ description: "A secret's value is always answered empty." }) })
  .openapi("Setting");

// (Made before zod had `.openapi`: a copy made now has it.)
export const timelapseSchemaNamed = timelapseSchema
  .describe("The strokes (t: s), fills (t: f) and base pictures (t: b) of a colouring, in order (lib/timelapse.ts).")
  .openapi("Timelapse");

export const patternOptionsSchema = z
  .object({
    seed: int(),
    symmetry: z.union(PATTERN_SYMMETRIES.map((n) => z.literal(n))),
    density: z.union(PATTERN_DENSITIES.map((n) => z.literal(n))),
    motif: z.enum(PATTERN_MOTIFS),
  })
  .openapi("PatternOptions");

export const planOfferSchema = z
  .object({ name: z.string(), title: z.string(), price: z.number().meta({ description: "US dollars a month, its discount taken off." }) })
  .openapi("PlanOffer");

export const paidFeatureSchema = z.enum(PAID_FEATURE_NAMES as [PaidFeature, ...PaidFeature[]]).openapi("PaidFeature");

export const paidFeaturesSchema = z
  .object({
    features: z.array(paidFeatureSchema),
    plan: orNull(planOfferSchema).meta({ description: "The cheapest plan that can be bought now; null while none can." }),
  })
  .openapi("PaidFeatures");

export const warningSchema = z
  .object({
    code: z.enum(["NOT_SHARED", "HARD_TO_FILL"]),
    message: z.string(),
    problems: z.array(z.string()).optional().meta({ description: "HARD_TO_FILL: what the check found." }),
  })
  .openapi("Warning");

export const dailyPinSchema = z
  .object({ day: z.iso.date(), page_id: int(), title: z.string(), thumbnail: z.string(), public: z.boolean() })
  .openapi("DailyPin");

export const storageSchema = z.object({ used: int().min(0), quota: int().min(0) }).meta({ description: "Bytes stored and the plan's quota." });

/** GET /credits/read: the credits, and the storage beside them. */
export const creditsReadSchema = z.object({ ...creditsSchema.shape, storage: storageSchema }).openapi("CreditsRead");

/** A compile-time check: a service's answer type fits its schema. */
type Fits<Answer, Schema extends z.ZodType> = [Answer] extends [z.infer<Schema>] ? true : never;
export const fits: [
  Fits<Booklet, typeof bookletSchema>,
  Fits<DataExport, typeof dataExportSchema>,
  Fits<Collection, typeof collectionSchema>,
  Fits<Awaited<ReturnType<typeof getCounters>>, typeof countersSchema>,
  Fits<Charts, typeof chartsSchema>,
  Fits<AppStatus, typeof appStatusSchema>,
  Fits<SettingEntry, typeof settingSchema>,
  Fits<Timelapse, typeof timelapseSchemaNamed>,
  Fits<PatternOptions, typeof patternOptionsSchema>,
  Fits<PlanOffer, typeof planOfferSchema>,
  Fits<Awaited<ReturnType<typeof paidFeatures>>, typeof paidFeaturesSchema>,
  Fits<ReturnType<typeof notSharedWarnings>[number], typeof warningSchema>,
  Fits<ReturnType<typeof uploadWarnings>[number], typeof warningSchema>,
  Fits<Storage, typeof storageSchema>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true];
