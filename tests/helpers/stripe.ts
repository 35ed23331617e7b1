import http from "node:http";
import type { ActionFunctionArgs } from "@remix-run/node";
import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { getDb } from "~/db/client.server";
import { plans, settings } from "~/db/schema";
import * as checkoutRoute from "~/routes/api+/stripe.checkout";
import * as webhookRoute from "~/routes/api+/stripe.webhook";
import { startStripeStandIn, type Price, type StripeStandIn } from "../stand-ins/stripe";
import { setEnv } from "./env";
import { callApi, type ErrorBody, type TestUser } from "./pages";
import { closeServer, listenOnFreePort } from "./ports";

/**
 * What Stripe's webhook deliveries reach: a real HTTP server that hands the untouched body
 * and headers to the /api/stripe/webhook route, as Express does in production.
 */
export async function startWebhookReceiver(): Promise<{ url: string; close: () => Promise<void> }> {
  const receiver = http.createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      const request = new Request(`http://localhost:3999${req.url ?? "/"}`, { method: req.method, headers, body: Buffer.concat(chunks) });
      const args: ActionFunctionArgs = { request, params: {}, context: { cspNonce: "", requestId: "webhook" } };
      const response = await webhookRoute.action(args);
      res.writeHead(response.status, { "Content-Type": response.headers.get("Content-Type") ?? "application/json" });
      res.end(await response.text());
    })();
  });
  const port = await listenOnFreePort(receiver);
  return {
    url: `http://127.0.0.1:${port}/api/stripe/webhook`,
    close: () => closeServer(receiver),
  };
}

const STORED_KEYS = ["stripe_key", "stripe_webhook_secret"];

/**
 * The Stripe stand-in for the tests of a file (or a describe block), its webhooks delivered to
 * the /api/stripe/webhook route: started once; before each test the env's keys point at it, no
 * key is stored in the settings, its API is up and its webhooks go to the receiver; after each
 * test its deliveries have settled and the env is back (`env(vars)` changes it for one test). With `pricedPlans`, the starter and
 * advanced plans sell its default prices (price_starter, price_advanced) while it runs. The
 * plans' prices and the stored keys are put back at the end.
 */
export function useStripeStandIn(options: { secretKey: string; webhookSecret: string; prices?: Price[]; pricedPlans?: boolean }) {
  let standIn: StripeStandIn | undefined;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined;
  const restores: (() => void)[] = [];
  let savedPriceIds: { id: number; stripePriceId: string | null }[] = [];
  let savedKeys: (typeof settings.$inferSelect)[] = [];
  beforeAll(async () => {
    standIn = await startStripeStandIn({ webhookSecret: options.webhookSecret, prices: options.prices });
    receiver = await startWebhookReceiver();
    const db = await getDb();
    savedKeys = await db.select().from(settings).where(inArray(settings.name, STORED_KEYS));
    if (options.pricedPlans) {
      savedPriceIds = await db.select({ id: plans.id, stripePriceId: plans.stripePriceId }).from(plans);
      await db.update(plans).set({ stripePriceId: "price_starter" }).where(eq(plans.name, "starter"));
      await db.update(plans).set({ stripePriceId: "price_advanced" }).where(eq(plans.name, "advanced"));
    }
  });
  afterAll(async () => {
    const db = await getDb();
    for (const { id, stripePriceId } of savedPriceIds) await db.update(plans).set({ stripePriceId }).where(eq(plans.id, id));
    await db.delete(settings).where(inArray(settings.name, STORED_KEYS));
    if (savedKeys.length) await db.insert(settings).values(savedKeys);
    await standIn?.close();
    await receiver?.close();
  });
  beforeEach(async () => {
    const db = await getDb();
    await db.delete(settings).where(inArray(settings.name, STORED_KEYS));
    restores.push(setEnv({ STRIPE_SECRET_KEY: options.secretKey, STRIPE_WEBHOOK_SECRET: options.webhookSecret, STRIPE_API_URL: standIn!.url }));
    standIn!.webhookUrl = receiver!.url;
    standIn!.apiDown = false;
  });
  afterEach(async () => {
    await standIn?.settled();
    while (restores.length > 0) restores.pop()!();
  });
  return {
    get standIn() {
      if (!standIn) throw new Error("the Stripe stand-in is only there inside the tests");
      return standIn;
    },
    /** Where the stand-in delivers its webhooks. */
    get receiverUrl() {
      if (!receiver) throw new Error("the webhook receiver is only there inside the tests");
      return receiver.url;
    },
    env(vars: Record<string, string | undefined>) {
      restores.push(setEnv(vars));
    },
  };
}

/** A checkout asked for through the /api door (POST /api/stripe/checkout): Stripe's hosted page, or the refusal. */
export const checkoutApi = (user: TestUser, body: unknown) =>
  callApi<{ url: string } & Partial<ErrorBody>>(checkoutRoute.action, { method: "POST", token: user.token, body, path: "stripe/checkout" });
