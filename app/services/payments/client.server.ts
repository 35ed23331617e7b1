import Stripe from "stripe";
import type { MessageKey } from "~/i18n";
import { AppError } from "~/lib/errors";
import { getSecret } from "~/services/secrets.server";
import { getEnv } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { stripeFailures, stripeRequests } from "~/infra/metrics.server";

export const PaymentsUnavailable = (key: MessageKey = "errors.payments.unavailable") => new AppError(503, "PAYMENTS_UNAVAILABLE", key);

// ---------------------------------------------------------------------------
// The SDK, pointed at STRIPE_API_URL when set (a compatible server: the tests' stand-in)
// ---------------------------------------------------------------------------

let cached: { key: string; apiUrl: string; client: Stripe } | undefined;

export function stripeFor(key: string): Stripe {
  const apiUrl = getEnv().STRIPE_API_URL ?? "";
  if (cached && cached.key === key && cached.apiUrl === apiUrl) return cached.client;
  const target = apiUrl ? new URL(apiUrl) : null;
  const client = new Stripe(key, {
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === "http:" ? 80 : 443),
          protocol: target.protocol === "http:" ? ("http" as const) : ("https" as const),
        }
      : {}),
    // A person is waiting on the checkout button; the SDK's 80 s default is too long.
    timeout: 20_000,
    httpClient: countedHttpClient(),
  });
  cached = { key, apiUrl, client };
  return client;
}

/** Stripe's API resources the app calls, as the metrics name them (any other is "other": the labels stay few). */
const STRIPE_RESOURCES = ["checkout/sessions", "customers", "subscriptions", "prices", "products", "invoices", "invoice_payments", "refunds", "events"];

const resourceOf = (path: string) => {
  const rest = path.replace(/^\/v\d+\//, "").split("?")[0];
  return STRIPE_RESOURCES.find((resource) => rest === resource || rest.startsWith(`${resource}/`)) ?? "other";
};

/**
 * The SDK's own HTTP client, each request counted by resource, and its failures by why: no
 * answer (network, timeout), or a 4xx or 5xx (record 0139). The SDK's retries count as requests.
 */
function countedHttpClient(): Stripe.HttpClient {
  const inner = Stripe.createNodeHttpClient();
  return {
    getClientName: () => inner.getClientName(),
    async makeRequest(host, port, path, method, headers, requestData, protocol, timeout) {
      const resource = resourceOf(path);
      stripeRequests.inc({ resource });
      let response;
      try {
        response = await inner.makeRequest(host, port, path, method, headers, requestData, protocol, timeout);
      } catch (error) {
        stripeFailures.inc({ resource, reason: "network" });
        throw error;
      }
      const status = response.getStatusCode();
      if (status >= 400) stripeFailures.inc({ resource, reason: status >= 500 ? "5xx" : "4xx" });
      return response;
    },
  };
}

export async function stripeClient(): Promise<Stripe> {
  const key = await getSecret("stripe_key");
  if (!key) throw PaymentsUnavailable();
  return stripeFor(key);
}

/** Stripe's timestamps are seconds since the epoch. */
export const toDate = (seconds: number | null | undefined) => (typeof seconds === "number" ? new Date(seconds * 1000) : null);

/** Runs a Stripe call; its failures become one 503 for people (details go to the log only). */
export async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      logger.error(
        `stripe ${what} failed: ${error.type} ${error.statusCode ?? "-"} ${error.code ?? ""} ${error.message} (${error.requestId ?? "no request id"})`,
      );
      throw PaymentsUnavailable("errors.payments.failed");
    }
    throw error;
  }
}

/** Which Stripe settings are present (environment or admin settings); GET /app/status shows it. */
export async function paymentsStatus(): Promise<{ stripeApi: boolean; stripeWebhook: boolean }> {
  const [key, secret] = await Promise.all([getSecret("stripe_key"), getSecret("stripe_webhook_secret")]);
  return { stripeApi: Boolean(key), stripeWebhook: Boolean(secret) };
}

/** Both are needed to sell: without the webhook secret a payment would never reach the account. */
export async function isPaymentsConfigured() {
  const status = await paymentsStatus();
  return status.stripeApi && status.stripeWebhook;
}
