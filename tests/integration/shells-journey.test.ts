import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { plans, settings } from "~/db/schema";
import { createApiClient, idempotencyKey, uploadForm, type ApiClient } from "../../shells/api/client";
import { setEnv } from "../helpers/env";
import { appServers } from "../helpers/http";
import { makeUser, PASSWORD, type TestUser } from "../helpers/pages";
import { startOpenAiStandIn, type OpenAiStandIn } from "../stand-ins/openai";
import { startStripeStandIn, type StripeStandIn } from "../stand-ins/stripe";

/**
 * A shell's main journey through the typed client (shells/api/client.ts, typed by the OpenAPI
 * document; record 0141), against the app server as it runs in production, the AI service and
 * Stripe being the stand-ins: sign in, list the gallery, make a page, colour it and save, print
 * it (refused on the free plan with the plan to buy), pay for that plan, and print. Every answer
 * is also checked against the document (helpers/http.ts).
 */

const apps = appServers();
let base = "";
let openai: OpenAiStandIn;
let stripe: StripeStandIn;
let restoreEnv: () => void = () => {};
let savedPrices: { id: number; stripePriceId: string | null }[] = [];
let someone: TestUser;

beforeAll(async () => {
  openai = await startOpenAiStandIn();
  stripe = await startStripeStandIn({ webhookSecret: "whsec_journey" });
  const db = await getDb();
  await db.delete(settings).where(inArray(settings.name, ["openai_key", "stripe_key", "stripe_webhook_secret"]));
  savedPrices = await db.select({ id: plans.id, stripePriceId: plans.stripePriceId }).from(plans);
  await db.update(plans).set({ stripePriceId: "price_starter" }).where(eq(plans.name, "starter"));
  await db.update(plans).set({ stripePriceId: "price_advanced" }).where(eq(plans.name, "advanced"));
  // Before the app server reads its environment (once, at its first call).
  restoreEnv = setEnv({
    OPENAI_API_KEY: "sk-journey",
    OPENAI_BASE_URL: openai.url,
    STRIPE_SECRET_KEY: "sk_test_journey",
    STRIPE_WEBHOOK_SECRET: "whsec_journey",
    STRIPE_API_URL: stripe.url,
  });
  base = await apps.start();
  // Stripe's events reach the app through its /api door, as in production.
  stripe.webhookUrl = `${base}/api/stripe/webhook`;
  someone = await makeUser({ name: "Marta" });
});

afterAll(async () => {
  await apps.closeAll();
  await openai?.close();
  await stripe?.close();
  restoreEnv();
  const db = await getDb();
  for (const { id, stripePriceId } of savedPrices) await db.update(plans).set({ stripePriceId }).where(eq(plans.id, id));
});

/** The paint of a page: a 1024×1024 transparent PNG with a red disc. */
const paint = () =>
  sharp({ create: { width: 1024, height: 1024, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      { input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><circle cx="512" cy="560" r="160" fill="#e53935"/></svg>') },
    ])
    .png()
    .toBuffer();

describe("a shell's journey through the typed client", () => {
  it("signs in, lists pages, makes a page, colours and saves it, is asked to pay to print, pays and prints", async () => {
    let token: string | null = null;
    const api: ApiClient = createApiClient(base, { token: () => token });

    // Sign in: the token is what the next calls send.
    const wrong = await api.POST("/users/sign-in", { body: { email: someone.email, password: "no-es-esta" } });
    expect(wrong.response.status).toBe(401);
    expect(wrong.error?.code).toBe("UNAUTHORIZED");
    const signedIn = await api.POST("/users/sign-in", { body: { email: someone.email, password: PASSWORD } });
    expect(signedIn.error).toBeUndefined();
    token = signedIn.data!.token;
    expect(signedIn.data!.user).toMatchObject({ email: someone.email, name: "Marta", plan: { name: "free", paid: false } });

    // The gallery, and the plans on sale.
    const gallery = await api.GET("/pages/paginate", { params: { query: { page: 1, sort: "latest", scope: "public" } } });
    expect(gallery.response.status).toBe(200);
    expect(gallery.data!.current_page).toBe(1);
    expect(Array.isArray(gallery.data!.data)).toBe(true);
    const credits = await api.GET("/credits/read");
    const creations = credits.data!.page_creation;

    // A page drawn by the AI service (the stand-in): 201, one creation spent.
    const made = await api.POST("/pages/create", {
      params: { header: { "Idempotency-Key": idempotencyKey() } },
      body: { prompt: "Un gato con un ovillo de lana" },
    });
    expect(made.response.status).toBe(201);
    const page = made.data!.created;
    expect(page).toMatchObject({ is_owner: true, visibility: "private", colored: null });
    expect(openai.requests.some((request) => request.path === "/v1/images/generations")).toBe(true);
    expect((await api.GET("/credits/read")).data!.page_creation).toBe(creations - 1);
    const mine = await api.GET("/pages/paginate", { params: { query: { scope: "owned" } } });
    expect(mine.data!.data.map((card) => card.id)).toContain(page.id);

    // Colour it: the paint layer is uploaded, then the colouring saved with it.
    const upload = await api.POST("/storage/upload", {
      body: {
        file: new Blob([new Uint8Array(await paint())], { type: "image/png" }),
        dimensions: "min_width=1024,max_width=1024,min_height=1024,max_height=1024",
      },
      bodySerializer: (body) => uploadForm(body, "paint.png"),
      params: { header: { "Idempotency-Key": idempotencyKey() } },
    });
    expect(upload.error).toBeUndefined();
    const saved = await api.PATCH("/coloreds/upsert", {
      params: { header: { "Idempotency-Key": idempotencyKey() } },
      body: { pageId: page.id, photo: upload.data!.url, progress: 40, version: 0, save_id: "journey-1" },
    });
    expect(saved.error).toBeUndefined();
    expect(saved.data!.upserted).toMatchObject({ pageId: page.id, progress: 40, version: 1, save_id: "journey-1" });
    const read = await api.GET("/pages/{id}/read", { params: { path: { id: page.id } } });
    expect(read.data!.colored).toMatchObject({ progress: 40, version: 1 });

    // Print: a paid feature. The refusal names it and the plan that has it.
    const refused = await api.GET("/coloreds/{id}/pdf", { params: { path: { id: page.id }, query: { paper: "a4" } }, parseAs: "arrayBuffer" });
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({ code: "NO_PAID_PLAN", feature: "pdf", plan: { name: "starter" } });

    // Pay for it: Stripe's hosted checkout (the stand-in's), then its events reach the app.
    const paid = await api.GET("/plans/paid/list");
    const starter = paid.data!.find((plan) => plan.name === "starter")!;
    expect(starter).toMatchObject({ on_sale: true, stripe_price_id: "price_starter" });
    const checkout = await api.POST("/stripe/checkout", {
      params: { header: { "Idempotency-Key": idempotencyKey() } },
      body: { priceId: starter.stripe_price_id! },
    });
    expect(checkout.error).toBeUndefined();
    const hosted = await fetch(checkout.data!.url);
    expect(hosted.status).toBe(200);
    const done = await fetch(checkout.data!.url, { method: "POST", redirect: "manual" });
    expect(done.status).toBe(303);
    await stripe.settled();
    const after = await api.GET("/credits/read");
    expect(after.data!.user.plan).toMatchObject({ name: "starter", paid: true });
    expect(after.data!.user.subscription).toMatchObject({ source: "stripe", canceled_at: null });

    // Print: now the PDF.
    const printed = await api.GET("/coloreds/{id}/pdf", { params: { path: { id: page.id }, query: { paper: "a4" } }, parseAs: "arrayBuffer" });
    expect(printed.response.status).toBe(200);
    expect(printed.response.headers.get("Content-Type")).toBe("application/pdf");
    expect(
      Buffer.from(printed.data as ArrayBuffer)
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    // Sign out: the token stops working.
    expect((await api.POST("/users/sign-out")).response.status).toBe(204);
    expect((await api.GET("/users/read")).response.status).toBe(401);
  });
});
