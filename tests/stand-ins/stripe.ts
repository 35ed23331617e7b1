import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local server speaking the slice of Stripe's REST API the app uses, so the official SDK
 * runs unmodified (point it here with STRIPE_API_URL), plus a hosted checkout page that a
 * browser can "pay" on, and signed webhook deliveries like Stripe's.
 *
 * Objects follow the API version of the installed SDK (2026-10-28): billing periods live on
 * the subscription items, an invoice names its subscription under
 * parent.subscription_details, and its lines carry the price under pricing.price_details; what
 * paid an invoice is its invoice payments' (GET /v1/invoice_payments?invoice=) payment intent,
 * whose charge a refund (POST /v1/refunds) gives back.
 *
 * Tests in other processes (Playwright workers) drive it over HTTP:
 *   GET  /_stand-in/state                          prices, products, customers, sessions, subscriptions, invoices, payments, refunds, events, deliveries
 *   POST /_stand-in/webhook-url      {"url": ...}  where deliveries go (null or "" stops them)
 *   POST /_stand-in/prices           {"id", "unitAmount", "name"}  adds a price (as addPrice)
 *   POST /_stand-in/subscriptions/:id/renew        next period paid: customer.subscription.updated + invoice.paid
 *   POST /_stand-in/subscriptions/:id/end          customer.subscription.deleted
 *   POST /_stand-in/settled                        answers once every pending delivery has been answered
 */

export type Price = { id: string; unitAmount: number; name: string; currency?: string; interval?: "day" | "week" | "month" | "year"; active?: boolean };

/** What every Stripe object here carries: its id, its kind, when it was made, and that it is a test object. */
type StripeObject<Kind extends string> = { id: string; object: Kind; created: number; livemode: false };

export type StandInPrice = StripeObject<"price"> & {
  active: boolean;
  currency: string;
  nickname: string | null;
  product: string;
  recurring: { interval: "day" | "week" | "month" | "year"; interval_count: number };
  type: "recurring";
  unit_amount: number;
  unit_amount_decimal: string;
  metadata: Record<string, string>;
};

export type StandInProduct = StripeObject<"product"> & {
  active: boolean;
  name: string;
  metadata: Record<string, string>;
};

export type StandInCustomer = StripeObject<"customer"> & {
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
};

export type StandInSession = StripeObject<"checkout.session"> & {
  mode: "subscription";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  url: string | null;
  customer: string | null;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  invoice: string | null;
  amount_total: number;
  currency: string;
  expires_at: number;
  /** Not a Stripe field: what the hosted page sells, and what the subscription copies. */
  _price: string;
  _subscriptionMetadata: Record<string, string>;
};

export type StandInSubscriptionItem = Omit<StripeObject<"subscription_item">, "livemode"> & {
  current_period_start: number;
  current_period_end: number;
  metadata: Record<string, string>;
  price: StandInPrice;
  quantity: number;
  subscription: string;
};

export type StandInSubscription = StripeObject<"subscription"> & {
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  cancellation_details: { comment: string | null; feedback: string | null; reason: string | null };
  currency: string;
  customer: string;
  ended_at: number | null;
  items: { object: "list"; data: StandInSubscriptionItem[]; has_more: false; total_count: number; url: string };
  latest_invoice: string | null;
  metadata: Record<string, string>;
  start_date: number;
  status: "active" | "canceled" | "past_due" | "incomplete" | "trialing" | "unpaid" | "paused" | "incomplete_expired";
};

export type StandInInvoice = StripeObject<"invoice"> & {
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  billing_reason: "subscription_create" | "subscription_cycle" | "subscription_update";
  currency: string;
  customer: string;
  lines: {
    object: "list";
    data: {
      id: string;
      object: "line_item";
      amount: number;
      currency: string;
      description: string;
      invoice: string;
      livemode: false;
      metadata: Record<string, string>;
      parent: {
        type: "subscription_item_details";
        subscription_item_details: { subscription: string; subscription_item: string; proration: boolean };
      };
      period: { start: number; end: number };
      pricing: { type: "price_details"; price_details: { price: string; product: string }; unit_amount_decimal: string };
      quantity: number;
      subscription: string;
    }[];
    has_more: false;
    total_count: number;
    url: string;
  };
  parent: {
    type: "subscription_details";
    quote_details: null;
    subscription_details: { metadata: Record<string, string>; subscription: string };
  };
  period_end: number;
  period_start: number;
  status: "paid";
  status_transitions: { paid_at: number; finalized_at: number };
};

/** What paid an invoice: its PaymentIntent (`pi_…`) and that intent's one charge (`ch_…`). */
export type StandInPaymentIntent = StripeObject<"payment_intent"> & {
  amount: number;
  amount_received: number;
  currency: string;
  customer: string;
  latest_charge: string;
  status: "succeeded";
};

export type StandInCharge = StripeObject<"charge"> & {
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: true;
  currency: string;
  customer: string;
  paid: true;
  payment_intent: string;
  refunded: boolean;
  status: "succeeded";
};

/** An invoice's payment (API 2025-03-31 on: invoices no longer name their charge or payment intent). */
export type StandInInvoicePayment = StripeObject<"invoice_payment"> & {
  amount_paid: number;
  amount_requested: number;
  currency: string;
  invoice: string;
  is_default: true;
  payment: { type: "payment_intent"; payment_intent: string };
  status: "paid";
  status_transitions: { canceled_at: null; paid_at: number };
};

export type StandInRefund = Omit<StripeObject<"refund">, "livemode"> & {
  amount: number;
  charge: string;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: "duplicate" | "fraudulent" | "requested_by_customer" | null;
  status: "succeeded";
};

export type StandInEvent = StripeObject<"event"> & {
  api_version: string;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
};

export type Delivery = { eventId: string; type: string; status: number; body: string };

export type StandInState = {
  prices: Map<string, StandInPrice>;
  products: Map<string, StandInProduct>;
  customers: Map<string, StandInCustomer>;
  sessions: Map<string, StandInSession>;
  subscriptions: Map<string, StandInSubscription>;
  invoices: Map<string, StandInInvoice>;
  paymentIntents: Map<string, StandInPaymentIntent>;
  charges: Map<string, StandInCharge>;
  invoicePayments: Map<string, StandInInvoicePayment>;
  refunds: Map<string, StandInRefund>;
  /** Every event the stand-in created, in the order it happened. */
  events: StandInEvent[];
  /** Every webhook POST and the answer it got (status 0: the receiver could not be reached). */
  deliveries: Delivery[];
  /** Every API request: method, path, the key used and the Idempotency-Key sent. */
  requests: { method: string; path: string; authorization: string | null; idempotencyKey: string | null }[];
};

export type StripeStandIn = {
  /** Base URL for STRIPE_API_URL (the SDK takes its protocol, host and port). */
  url: string;
  /** Where events are POSTed, signed; null delivers nothing (events are still recorded). */
  webhookUrl: string | null;
  /** While true every /v1 call answers 500 api_error (the SDK retries, then fails). */
  apiDown: boolean;
  state: StandInState;
  /** Adds or replaces a recurring monthly price the checkout can sell. */
  addPrice(price: Price): StandInPrice;
  /** The Stripe-Signature header for a payload, made by the SDK itself. */
  sign(payload: string, timestamp?: number): string;
  /** POSTs an event to webhookUrl, signed; resolves with the receiver's answer (null when no URL is set). */
  deliver(event: StandInEvent): Promise<Delivery | null>;
  /**
   * The hosted page's "Pagar", without a browser: completes the session, delivers its events, returns the success URL.
   * An expired session is not paid (no events; the cancel URL), as Stripe refuses it.
   */
  pay(sessionId: string): Promise<{ redirect: string; events: StandInEvent[] }>;
  /** The next billing period is paid: customer.subscription.updated, then invoice.paid (subscription_cycle). */
  renew(subscriptionId: string): Promise<StandInEvent[]>;
  /** The subscription ends now (as at the end of a cancelled period): customer.subscription.deleted. */
  endSubscription(subscriptionId: string): Promise<StandInEvent[]>;
  /** Waits for deliveries started in the background (after API updates). */
  settled(): Promise<void>;
  /** Forgets every Idempotency-Key seen, as Stripe does after 24 h: a key sent again runs its request again. */
  forgetIdempotencyKeys(): void;
  close(): Promise<void>;
};

const API_VERSION = "2026-10-28.endive";

// ---------------------------------------------------------------------------
// Form bodies: Stripe's bracket notation (`line_items[0][price]=x`), as the SDK writes it.
// ---------------------------------------------------------------------------

export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, " "));

/** Objects whose keys are all indices become arrays, recursively (qs does the same). */
function arrayify(value: FormValue): FormValue {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(arrayify);
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => arrayify(value[key]));
  }
  return Object.fromEntries(keys.map((key) => [key, arrayify(value[key])]));
}

/** Parses `a=1&b[c]=2&d[0][e]=3` (and `d[]=x`) into nested objects and arrays. */
export function parseForm(body: string): FormObject {
  const root: FormObject = {};
  for (const pair of body.split("&")) {
    if (!pair) continue;
    const eq = pair.indexOf("=");
    const key = decode(eq === -1 ? pair : pair.slice(0, eq));
    const value = decode(eq === -1 ? "" : pair.slice(eq + 1));
    const head = /^[^[]+/.exec(key)?.[0];
    if (!head) continue;
    const path = [head, ...[...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])];
    let node: FormObject = root;
    for (let i = 0; i < path.length; i++) {
      let segment = path[i];
      // `a[]=x`: the next free index.
      if (segment === "") segment = String(Object.keys(node).length);
      if (i === path.length - 1) {
        node[segment] = value;
        break;
      }
      const next = node[segment];
      if (next && typeof next === "object" && !Array.isArray(next)) node = next;
      else {
        const created: FormObject = {};
        node[segment] = created;
        node = created;
      }
    }
  }
  return arrayify(root) as FormObject;
}

function field(value: FormValue | undefined, ...path: (string | number)[]): FormValue | undefined {
  let current = value;
  for (const key of path) {
    if (current === undefined || typeof current === "string") return undefined;
    current = Array.isArray(current) ? current[Number(key)] : current[String(key)];
  }
  return current;
}

const text = (value: FormValue | undefined) => (typeof value === "string" ? value : undefined);

function stringMap(value: FormValue | undefined): Record<string, string> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const nowSeconds = () => Math.floor(Date.now() / 1000);
const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;

/** `months` after a unix time, clamped to the month's last day, as Stripe bills monthly. */
function addMonths(seconds: number, months: number) {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}

const clone = <T>(value: T): T => structuredClone(value);

type ApiError = { status: number; type: string; message: string; param?: string; code?: string };

const missing = (kind: string, id: string, param?: string): ApiError => ({
  status: 404,
  type: "invalid_request_error",
  code: "resource_missing",
  message: `No such ${kind}: '${id}'`,
  ...(param ? { param } : {}),
});

const invalid = (message: string, param?: string): ApiError => ({
  status: 400,
  type: "invalid_request_error",
  message,
  ...(param ? { param, code: "parameter_missing" } : {}),
});

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

async function readBody(req: http.IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

// ---------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------

export async function startStripeStandIn(options: {
  webhookSecret: string;
  /** Prices the checkout can sell; by default the seeded paid plans' (starter 4.49, advanced 7.99 EUR, the default currency). */
  prices?: Price[];
  /** Fixed port (Playwright's web server); a random one by default. */
  port?: number;
  webhookUrl?: string | null;
}): Promise<StripeStandIn> {
  const state: StandInState = {
    prices: new Map(),
    products: new Map(),
    customers: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    invoicePayments: new Map(),
    refunds: new Map(),
    events: [],
    deliveries: [],
    requests: [],
  };
  // Idempotency-Key → the first answer, replayed for the same request (Stripe keeps them 24 h).
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const pending = new Set<Promise<unknown>>();
  // Billing periods elapsed per subscription: period k ends k months after the anchor.
  const periodsOf = new Map<string, number>();
  let requestCounter = 0;
  let base = "";

  function addProduct(id: string, name: string, metadata: Record<string, string> = {}): StandInProduct {
    const product: StandInProduct = { id, object: "product", active: true, name, metadata, created: nowSeconds(), livemode: false };
    state.products.set(id, product);
    return product;
  }

  function addPrice({ id, unitAmount, name, currency = "eur", interval = "month", active = true }: Price): StandInPrice {
    const product = `prod_${id.replace(/^price_/, "")}`;
    if (!state.products.has(product)) addProduct(product, name);
    const price: StandInPrice = {
      id,
      object: "price",
      active,
      currency,
      nickname: name,
      product,
      recurring: { interval, interval_count: 1 },
      type: "recurring",
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
      metadata: {},
      created: nowSeconds(),
      livemode: false,
    };
    state.prices.set(id, price);
    return price;
  }
  for (const price of options.prices ?? [
    { id: "price_starter", unitAmount: 449, name: "Inicial" },
    { id: "price_advanced", unitAmount: 799, name: "Avanzado" },
  ]) {
    addPrice(price);
  }

  function emit(type: string, object: unknown, previous?: Record<string, unknown>): StandInEvent {
    const event: StandInEvent = {
      id: randomId("evt"),
      object: "event",
      api_version: API_VERSION,
      created: nowSeconds(),
      // A snapshot, like Stripe's: later changes to the object do not show in old events.
      data: { object: clone(object), ...(previous ? { previous_attributes: clone(previous) } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    state.events.push(event);
    return event;
  }

  function sign(payload: string, timestamp?: number) {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret, timestamp });
  }

  async function deliver(event: StandInEvent): Promise<Delivery | null> {
    const url = standIn.webhookUrl;
    if (!url) return null;
    // Stripe sends the event pretty-printed; the signature covers these exact bytes.
    const payload = JSON.stringify(event, null, 2);
    let delivery: Delivery;
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Stripe-Signature": sign(payload),
          "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
        body: payload,
      });
      delivery = { eventId: event.id, type: event.type, status: res.status, body: await res.text() };
    } catch (error) {
      delivery = { eventId: event.id, type: event.type, status: 0, body: String(error) };
    }
    state.deliveries.push(delivery);
    return delivery;
  }

  /** Delivers after the API answer has gone out, as Stripe does; settled() waits for these. */
  function deliverLater(events: StandInEvent[]) {
    const run = (async () => {
      for (const event of events) await deliver(event);
    })();
    pending.add(run);
    void run.finally(() => pending.delete(run));
  }

  async function deliverAll(events: StandInEvent[]) {
    for (const event of events) await deliver(event);
    return events;
  }

  // -- objects ---------------------------------------------------------------

  function subscriptionSnapshot(id: string) {
    const subscription = state.subscriptions.get(id);
    if (!subscription) throw new Error(`stand-in: no subscription ${id}`);
    return subscription;
  }

  function makeInvoice(subscription: StandInSubscription, reason: StandInInvoice["billing_reason"], period: { start: number; end: number }): StandInInvoice {
    const item = subscription.items.data[0];
    const created = nowSeconds();
    const id = randomId("in");
    const invoice: StandInInvoice = {
      id,
      object: "invoice",
      amount_due: item.price.unit_amount,
      amount_paid: item.price.unit_amount,
      amount_remaining: 0,
      billing_reason: reason,
      created,
      currency: item.price.currency,
      customer: subscription.customer,
      lines: {
        object: "list",
        data: [
          {
            id: randomId("il"),
            object: "line_item",
            amount: item.price.unit_amount,
            currency: item.price.currency,
            description: `1 × ${item.price.nickname ?? item.price.id}`,
            invoice: id,
            livemode: false,
            metadata: {},
            parent: {
              type: "subscription_item_details",
              subscription_item_details: { subscription: subscription.id, subscription_item: item.id, proration: false },
            },
            period,
            pricing: {
              type: "price_details",
              price_details: { price: item.price.id, product: item.price.product },
              unit_amount_decimal: item.price.unit_amount_decimal,
            },
            quantity: 1,
            subscription: subscription.id,
          },
        ],
        has_more: false,
        total_count: 1,
        url: `/v1/invoices/${id}/lines`,
      },
      livemode: false,
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { metadata: clone(subscription.metadata), subscription: subscription.id },
      },
      // Stripe's quirk: a subscription invoice's own period is the one that just ended.
      period_end: created,
      period_start: reason === "subscription_create" ? created : period.start,
      status: "paid",
      status_transitions: { paid_at: created, finalized_at: created },
    };
    state.invoices.set(id, invoice);
    subscription.latest_invoice = id;
    payInvoice(invoice);
    return invoice;
  }

  /** The card is charged: a PaymentIntent, its charge, and the invoice payment naming the intent. */
  function payInvoice(invoice: StandInInvoice) {
    const created = invoice.created;
    const charge: StandInCharge = {
      id: randomId("ch"),
      object: "charge",
      amount: invoice.amount_paid,
      amount_captured: invoice.amount_paid,
      amount_refunded: 0,
      captured: true,
      created,
      currency: invoice.currency,
      customer: invoice.customer,
      livemode: false,
      paid: true,
      payment_intent: randomId("pi"),
      refunded: false,
      status: "succeeded",
    };
    state.charges.set(charge.id, charge);
    state.paymentIntents.set(charge.payment_intent, {
      id: charge.payment_intent,
      object: "payment_intent",
      amount: invoice.amount_paid,
      amount_received: invoice.amount_paid,
      created,
      currency: invoice.currency,
      customer: invoice.customer,
      latest_charge: charge.id,
      livemode: false,
      status: "succeeded",
    });
    const payment: StandInInvoicePayment = {
      id: randomId("inpay"),
      object: "invoice_payment",
      amount_paid: invoice.amount_paid,
      amount_requested: invoice.amount_due,
      created,
      currency: invoice.currency,
      invoice: invoice.id,
      is_default: true,
      livemode: false,
      payment: { type: "payment_intent", payment_intent: charge.payment_intent },
      status: "paid",
      status_transitions: { canceled_at: null, paid_at: created },
    };
    state.invoicePayments.set(payment.id, payment);
  }

  function completeSession(session: StandInSession): StandInEvent[] {
    const price = state.prices.get(session._price);
    if (!price || !session.customer) throw new Error(`stand-in: session ${session.id} cannot be paid`);
    const start = nowSeconds();
    const id = randomId("sub");
    const subscription: StandInSubscription = {
      id,
      object: "subscription",
      billing_cycle_anchor: start,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      created: start,
      currency: price.currency,
      customer: session.customer,
      ended_at: null,
      items: {
        object: "list",
        data: [
          {
            id: randomId("si"),
            object: "subscription_item",
            created: start,
            current_period_start: start,
            current_period_end: addMonths(start, 1),
            metadata: {},
            price: clone(price),
            quantity: 1,
            subscription: id,
          },
        ],
        has_more: false,
        total_count: 1,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      latest_invoice: null,
      livemode: false,
      metadata: clone(session._subscriptionMetadata),
      start_date: start,
      status: "active",
    };
    state.subscriptions.set(id, subscription);
    periodsOf.set(id, 1);
    const item = subscription.items.data[0];
    const invoice = makeInvoice(subscription, "subscription_create", { start: item.current_period_start, end: item.current_period_end });
    session.status = "complete";
    session.payment_status = "paid";
    session.subscription = id;
    session.invoice = invoice.id;
    session.url = null;
    return [emit("checkout.session.completed", publicSession(session)), emit("invoice.paid", invoice)];
  }

  function renewNow(subscriptionId: string): StandInEvent[] {
    const subscription = subscriptionSnapshot(subscriptionId);
    if (subscription.status !== "active" || subscription.cancel_at_period_end) {
      throw new Error(
        `stand-in: subscription ${subscriptionId} does not renew (status ${subscription.status}, cancel_at_period_end ${subscription.cancel_at_period_end})`,
      );
    }
    const item = subscription.items.data[0];
    const previous = { items: clone(subscription.items), latest_invoice: subscription.latest_invoice };
    // Counted from the anchor, so a 31st stays the 31st after a short month.
    const periods = (periodsOf.get(subscription.id) ?? 1) + 1;
    periodsOf.set(subscription.id, periods);
    item.current_period_start = item.current_period_end;
    item.current_period_end = addMonths(subscription.billing_cycle_anchor, periods);
    const invoice = makeInvoice(subscription, "subscription_cycle", { start: item.current_period_start, end: item.current_period_end });
    return [emit("customer.subscription.updated", subscription, previous), emit("invoice.paid", invoice)];
  }

  function endNow(subscriptionId: string): StandInEvent[] {
    const subscription = subscriptionSnapshot(subscriptionId);
    if (subscription.status === "canceled") return [];
    const now = nowSeconds();
    subscription.status = "canceled";
    subscription.ended_at = now;
    subscription.canceled_at ??= now;
    subscription.cancellation_details.reason ??= "cancellation_requested";
    return [emit("customer.subscription.deleted", subscription)];
  }

  /** The session as the API shows it (without the stand-in's own fields). */
  function publicSession(session: StandInSession) {
    const { _price: _ignoredPrice, _subscriptionMetadata: _ignoredMetadata, ...visible } = session;
    return visible;
  }

  // -- HTTP ------------------------------------------------------------------

  function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    if (res.destroyed) return;
    res.writeHead(status, {
      "Content-Type": "application/json",
      "Request-Id": `req_${++requestCounter}`,
      "Stripe-Version": API_VERSION,
      ...headers,
    });
    res.end(JSON.stringify(body));
  }

  const errorBody = ({ status: _status, ...rest }: ApiError) => ({ error: rest });

  function sendError(res: http.ServerResponse, error: ApiError) {
    send(res, error.status, errorBody(error));
  }

  function html(res: http.ServerResponse, status: number, title: string, body: string) {
    res.writeHead(status, { "Content-Type": "text/html; charset=utf-8" });
    res.end(`<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
.card{border:1px solid #d1d5db;border-radius:12px;padding:1.5rem}button{font:inherit;padding:.75rem 1.5rem;border-radius:8px;border:0;background:#635bff;color:#fff;cursor:pointer}
a{color:#635bff}</style></head>
<body>${body}</body></html>`);
  }

  function expand(object: StandInSession, fields: string[]) {
    const visible: Record<string, unknown> = { ...publicSession(object) };
    if (fields.includes("subscription") && object.subscription) visible.subscription = state.subscriptions.get(object.subscription) ?? null;
    if (fields.includes("customer") && object.customer) visible.customer = state.customers.get(object.customer) ?? null;
    return visible;
  }

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, url: URL, raw: string) {
    const method = req.method ?? "GET";
    const authorization = req.headers.authorization ?? null;
    const idempotencyKey = typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : null;
    state.requests.push({ method, path: url.pathname, authorization, idempotencyKey });

    if (!authorization?.startsWith("Bearer ")) {
      return sendError(res, {
        status: 401,
        type: "invalid_request_error",
        message: "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.",
      });
    }
    const key = authorization.slice("Bearer ".length);
    if (!/^(sk|rk)_/.test(key)) {
      return sendError(res, { status: 401, type: "invalid_request_error", message: `Invalid API Key provided: ${key.slice(0, 8)}***` });
    }
    if (standIn.apiDown) return sendError(res, { status: 500, type: "api_error", message: "An unknown error occurred" });

    const params = method === "GET" || method === "DELETE" ? parseForm(url.search.slice(1)) : parseForm(raw);
    const fingerprint = `${method} ${url.pathname} ${raw}`;
    if (method === "POST" && idempotencyKey) {
      const seen = idempotent.get(idempotencyKey);
      if (seen && seen.fingerprint !== fingerprint) {
        return sendError(res, {
          status: 400,
          type: "idempotency_error",
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        });
      }
      if (seen) return send(res, seen.status, seen.body, { "Idempotent-Replayed": "true", "Idempotency-Key": idempotencyKey });
    }

    const result = route(method, url.pathname, params);
    const status = "error" in result ? result.error.status : 200;
    const body = "error" in result ? errorBody(result.error) : result.body;
    // Stripe stores the first answer (errors included, except 5xx) under the key.
    if (method === "POST" && idempotencyKey && status < 500) idempotent.set(idempotencyKey, { fingerprint, status, body });
    send(res, status, body, idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {});
    if ("body" in result && result.events?.length) deliverLater(result.events);
  }

  type RouteResult = { body: unknown; events?: StandInEvent[] } | { error: ApiError };

  function route(method: string, path: string, params: FormObject): RouteResult {
    const parts = path.split("/").filter(Boolean);
    const expandFields = (() => {
      const value = params.expand;
      if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
      return typeof value === "string" ? [value] : [];
    })();

    // /v1/customers
    if (parts[1] === "customers") {
      if (method === "POST" && parts.length === 2) {
        const customer: StandInCustomer = {
          id: randomId("cus"),
          object: "customer",
          created: nowSeconds(),
          email: text(params.email) ?? null,
          name: text(params.name) ?? null,
          metadata: stringMap(params.metadata),
          livemode: false,
        };
        state.customers.set(customer.id, customer);
        return { body: customer };
      }
      if (method === "GET" && parts.length === 3) {
        const customer = state.customers.get(parts[2]);
        return customer ? { body: customer } : { error: missing("customer", parts[2], "id") };
      }
    }

    // /v1/prices, /v1/prices/:id
    if (parts[1] === "prices") {
      if (method === "POST" && parts.length === 2) return createPrice(params);
      const price = parts.length === 3 ? state.prices.get(parts[2]) : undefined;
      if (parts.length === 3 && !price) return { error: missing("price", parts[2], "price") };
      if (price && method === "GET") return { body: price };
      if (price && method === "POST") {
        // Like Stripe: a price's amount, currency and interval never change; it is archived instead.
        for (const fixed of ["unit_amount", "currency", "recurring", "product"]) {
          if (params[fixed] !== undefined) return { error: invalid(`Received unknown parameter: ${fixed}`, fixed) };
        }
        const active = text(params.active);
        if (active !== undefined) price.active = active === "true";
        if (params.nickname !== undefined) price.nickname = text(params.nickname) || null;
        if (params.metadata !== undefined) price.metadata = { ...price.metadata, ...stringMap(params.metadata) };
        return { body: price };
      }
    }

    // /v1/products/:id
    if (parts[1] === "products" && parts.length === 3) {
      const product = state.products.get(parts[2]);
      if (!product) return { error: missing("product", parts[2], "product") };
      if (method === "GET") return { body: product };
      if (method === "POST") {
        const name = text(params.name);
        if (name !== undefined) {
          if (!name)
            return {
              error: invalid(
                "You passed an empty string for 'name'. We assume empty values are an attempt to unset a parameter; however 'name' cannot be unset.",
                "name",
              ),
            };
          product.name = name;
        }
        if (params.metadata !== undefined) product.metadata = { ...product.metadata, ...stringMap(params.metadata) };
        return { body: product };
      }
    }

    // /v1/checkout/sessions
    if (parts[1] === "checkout" && parts[2] === "sessions") {
      if (method === "POST" && parts.length === 3) return createSession(params);
      if (method === "GET" && parts.length === 3) {
        const [customer, status, subscription] = [text(params.customer), text(params.status), text(params.subscription)];
        if (customer !== undefined && !state.customers.has(customer)) return { error: missing("customer", customer, "customer") };
        if (status !== undefined && !["open", "complete", "expired"].includes(status)) return { error: invalid(`Invalid status: ${status}`, "status") };
        const sessions = [...state.sessions.values()].filter(
          (session) =>
            (customer === undefined || session.customer === customer) &&
            (status === undefined || session.status === status) &&
            (subscription === undefined || session.subscription === subscription),
        );
        return listOf(sessions.map(publicSession), params, path);
      }
      if (method === "POST" && parts.length === 5 && parts[4] === "expire") {
        const session = state.sessions.get(parts[3]);
        if (!session) return { error: missing("checkout.session", parts[3], "session") };
        if (session.status !== "open") {
          return {
            error: {
              status: 400,
              type: "invalid_request_error",
              message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`,
            },
          };
        }
        session.status = "expired";
        session.url = null;
        return { body: publicSession(session), events: [emit("checkout.session.expired", publicSession(session))] };
      }
      if (method === "GET" && parts.length === 4) {
        const session = state.sessions.get(parts[3]);
        return session ? { body: expand(session, expandFields) } : { error: missing("checkout.session", parts[3], "session") };
      }
    }

    // /v1/subscriptions: by default every one not cancelled (Stripe's own default), newest first
    if (parts[1] === "subscriptions" && parts.length === 2 && method === "GET") {
      const [customer, status] = [text(params.customer), text(params.status)];
      // A customer it does not know is Stripe's 404 (the stricter of its answers to a list by customer).
      if (customer !== undefined && !state.customers.has(customer)) return { error: missing("customer", customer, "customer") };
      const subscriptions = [...state.subscriptions.values()].filter(
        (subscription) =>
          (customer === undefined || subscription.customer === customer) &&
          (status === "all" || (status === undefined ? subscription.status !== "canceled" : subscription.status === status)),
      );
      return listOf(subscriptions, params, path);
    }

    // /v1/subscriptions/:id
    if (parts[1] === "subscriptions" && parts.length === 3) {
      const subscription = state.subscriptions.get(parts[2]);
      if (!subscription) return { error: missing("subscription", parts[2]) };
      if (method === "GET") return { body: subscription };
      if (method === "POST") return updateSubscription(subscription, params);
      if (method === "DELETE") {
        if (subscription.status === "canceled") {
          return { error: invalid(`A canceled subscription can only update its cancellation_details and metadata.`) };
        }
        const events = endNow(subscription.id);
        return { body: subscription, events };
      }
    }

    // /v1/invoices/:id
    if (parts[1] === "invoices" && method === "GET" && parts.length === 3) {
      const invoice = state.invoices.get(parts[2]);
      return invoice ? { body: invoice } : { error: missing("invoice", parts[2], "invoice") };
    }

    // /v1/invoice_payments?invoice=…&status=…
    if (parts[1] === "invoice_payments" && method === "GET" && parts.length === 2) {
      const [invoice, status] = [text(params.invoice), text(params.status)];
      const payments = [...state.invoicePayments.values()].filter(
        (payment) => (invoice === undefined || payment.invoice === invoice) && (status === undefined || payment.status === status),
      );
      return listOf(payments, params, path);
    }

    // /v1/refunds
    if (parts[1] === "refunds" && method === "POST" && parts.length === 2) return createRefund(params);
    if (parts[1] === "refunds" && method === "GET" && parts.length === 2) {
      const [charge, paymentIntent] = [text(params.charge), text(params.payment_intent)];
      const refunds = [...state.refunds.values()].filter(
        (refund) => (charge === undefined || refund.charge === charge) && (paymentIntent === undefined || refund.payment_intent === paymentIntent),
      );
      return listOf(refunds, params, path);
    }

    return {
      error: {
        status: 404,
        type: "invalid_request_error",
        message: `Unrecognized request URL (${method}: ${path}). The Stripe stand-in only speaks the part of the API this app uses.`,
      },
    };
  }

  /** A list answer as Stripe pages it: newest first, `limit` (10 by default, 100 at most) after `starting_after`. */
  function listOf<T extends { id: string }>(items: T[], params: FormObject, url: string): RouteResult {
    const newestFirst = [...items].reverse();
    const limit = Number(text(params.limit) ?? "10");
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      return { error: invalid("This value must be between 1 and 100 (it currently is " + limit + ").", "limit") };
    const after = text(params.starting_after);
    let start = 0;
    if (after !== undefined) {
      const at = newestFirst.findIndex((item) => item.id === after);
      if (at === -1) return { error: missing("object", after, "starting_after") };
      start = at + 1;
    }
    const data = newestFirst.slice(start, start + limit);
    return { body: { object: "list", data, has_more: start + limit < newestFirst.length, url } };
  }

  /**
   * A refund of a payment intent's (or a charge's) charge: by default what is left of it, as
   * Stripe does; nothing left is Stripe's `charge_already_refunded`.
   */
  function createRefund(params: FormObject): RouteResult {
    const paymentIntentId = text(params.payment_intent);
    const chargeId = text(params.charge);
    if (!paymentIntentId && !chargeId) return { error: invalid("One of the following params should be provided for this request: payment_intent or charge.") };
    let charge: StandInCharge | undefined;
    if (paymentIntentId) {
      const intent = state.paymentIntents.get(paymentIntentId);
      if (!intent) return { error: missing("payment_intent", paymentIntentId, "payment_intent") };
      charge = state.charges.get(intent.latest_charge);
    } else if (chargeId) {
      charge = state.charges.get(chargeId);
      if (!charge) return { error: missing("charge", chargeId, "charge") };
    }
    if (!charge) return { error: invalid("This PaymentIntent has no charge to refund.") };
    const left = charge.amount - charge.amount_refunded;
    if (left <= 0) {
      return {
        error: {
          status: 400,
          type: "invalid_request_error",
          code: "charge_already_refunded",
          message: `Charge ${charge.id} has already been refunded.`,
          param: "charge",
        },
      };
    }
    const amountText = text(params.amount);
    const amount = amountText === undefined ? left : Number(amountText);
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      return {
        error: {
          status: 400,
          type: "invalid_request_error",
          code: "amount_too_large",
          message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
          param: "amount",
        },
      };
    }
    const reason = text(params.reason);
    if (reason !== undefined && reason !== "duplicate" && reason !== "fraudulent" && reason !== "requested_by_customer") {
      return { error: invalid(`Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`, "reason") };
    }
    const refund: StandInRefund = {
      id: randomId("re"),
      object: "refund",
      amount,
      charge: charge.id,
      created: nowSeconds(),
      currency: charge.currency,
      metadata: stringMap(params.metadata),
      payment_intent: charge.payment_intent,
      reason: reason ?? null,
      status: "succeeded",
    };
    state.refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    return { body: refund, events: [emit("charge.refunded", charge)] };
  }

  function createPrice(params: FormObject): RouteResult {
    const currency = text(params.currency);
    if (!currency) return { error: invalid("Missing required param: currency.", "currency") };
    const amountText = text(params.unit_amount);
    if (amountText === undefined || !/^\d+$/.test(amountText)) return { error: invalid("Invalid integer: " + (amountText ?? ""), "unit_amount") };
    const interval = text(field(params, "recurring", "interval"));
    if (interval !== "month" && interval !== "year" && interval !== "week" && interval !== "day") {
      return { error: invalid("The stand-in only makes recurring prices: recurring[interval] is required.", "recurring[interval]") };
    }
    const intervalCount = Number(text(field(params, "recurring", "interval_count")) ?? "1");
    let product = text(params.product);
    if (product && !state.products.has(product)) return { error: missing("product", product, "product") };
    if (!product) {
      const name = text(field(params, "product_data", "name"));
      if (!name) return { error: invalid("Missing required param: product_data[name].", "product_data[name]") };
      product = addProduct(randomId("prod"), name, stringMap(field(params, "product_data", "metadata"))).id;
    }
    const unitAmount = Number(amountText);
    const price: StandInPrice = {
      id: randomId("price"),
      object: "price",
      active: true,
      currency: currency.toLowerCase(),
      nickname: text(params.nickname) ?? null,
      product,
      recurring: { interval, interval_count: intervalCount },
      type: "recurring",
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
      metadata: stringMap(params.metadata),
      created: nowSeconds(),
      livemode: false,
    };
    state.prices.set(price.id, price);
    return { body: price };
  }

  function createSession(params: FormObject): RouteResult {
    const mode = text(params.mode);
    if (!mode) return { error: invalid("Missing required param: mode.", "mode") };
    if (mode !== "subscription") return { error: invalid(`The stand-in only supports mode=subscription, not ${mode}.`, "mode") };
    const successUrl = text(params.success_url);
    if (!successUrl) return { error: invalid("Missing required param: success_url.", "success_url") };
    try {
      new URL(successUrl.replace("{CHECKOUT_SESSION_ID}", "x"));
    } catch {
      return { error: { status: 400, type: "invalid_request_error", message: "Not a valid URL", param: "success_url", code: "url_invalid" } };
    }
    const priceId = text(field(params, "line_items", 0, "price"));
    if (!priceId) return { error: invalid("Missing required param: line_items[0][price].", "line_items[0][price]") };
    const price = state.prices.get(priceId);
    if (!price) return { error: missing("price", priceId, "line_items[0][price]") };
    if (!price.active) return { error: invalid("The price specified is inactive. This field only accepts active prices.", "line_items[0][price]") };
    const quantity = Number(text(field(params, "line_items", 0, "quantity")) ?? "1");
    const customer = text(params.customer) ?? null;
    if (customer && !state.customers.has(customer)) return { error: missing("customer", customer, "customer") };
    const created = nowSeconds();
    const id = randomId("cs_test");
    const session: StandInSession = {
      id,
      object: "checkout.session",
      mode: "subscription",
      status: "open",
      payment_status: "unpaid",
      url: `${base}/pay/${id}`,
      customer,
      client_reference_id: text(params.client_reference_id) ?? null,
      success_url: successUrl,
      cancel_url: text(params.cancel_url) ?? null,
      metadata: stringMap(params.metadata),
      subscription: null,
      invoice: null,
      amount_total: price.unit_amount * quantity,
      currency: price.currency,
      created,
      expires_at: created + 24 * 3600,
      livemode: false,
      _price: price.id,
      _subscriptionMetadata: stringMap(field(params, "subscription_data", "metadata")),
    };
    state.sessions.set(id, session);
    return { body: publicSession(session) };
  }

  function updateSubscription(subscription: StandInSubscription, params: FormObject): RouteResult {
    if (subscription.status === "canceled") {
      return { error: invalid("A canceled subscription can only update its cancellation_details and metadata.") };
    }
    const previous: Record<string, unknown> = {};
    const cancel = text(params.cancel_at_period_end);
    if (cancel !== undefined) {
      if (cancel !== "true" && cancel !== "false") return { error: invalid("Invalid boolean: " + cancel, "cancel_at_period_end") };
      const wanted = cancel === "true";
      if (wanted !== subscription.cancel_at_period_end) {
        previous.cancel_at_period_end = subscription.cancel_at_period_end;
        previous.canceled_at = subscription.canceled_at;
        previous.cancel_at = subscription.cancel_at;
        subscription.cancel_at_period_end = wanted;
        // As Stripe: canceled_at is when the cancellation was asked for; resuming clears it.
        subscription.canceled_at = wanted ? nowSeconds() : null;
        subscription.cancel_at = wanted ? subscription.items.data[0].current_period_end : null;
        subscription.cancellation_details.reason = wanted ? "cancellation_requested" : null;
      }
    }
    const newPrice = text(field(params, "items", 0, "price"));
    if (newPrice !== undefined) {
      const price = state.prices.get(newPrice);
      if (!price) return { error: missing("price", newPrice, "items[0][price]") };
      const itemId = text(field(params, "items", 0, "id"));
      const item = subscription.items.data.find((candidate) => candidate.id === itemId) ?? subscription.items.data[0];
      if (item.price.id !== price.id) {
        previous.items = clone(subscription.items);
        item.price = clone(price);
      }
    }
    if (params.metadata !== undefined) {
      previous.metadata = clone(subscription.metadata);
      subscription.metadata = { ...subscription.metadata, ...stringMap(params.metadata) };
    }
    const events = Object.keys(previous).length ? [emit("customer.subscription.updated", subscription, previous)] : [];
    return { body: subscription, events };
  }

  async function handlePay(req: http.IncomingMessage, res: http.ServerResponse, sessionId: string) {
    const session = state.sessions.get(sessionId);
    if (!session) return html(res, 404, "Pago no encontrado", `<main class="card"><h1>Pago no encontrado</h1><p>Este enlace de pago no existe.</p></main>`);
    if (session.status === "expired") {
      // As Stripe: an expired session cannot be paid, whatever the page the person still has open.
      return html(
        res,
        200,
        "Pago de prueba",
        `<main class="card"><h1>Pago de prueba</h1><p data-testid="expired">Este pago ha caducado: ya no se puede pagar.</p>${
          session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Volver a la tienda</a></p>` : ""
        }</main>`,
      );
    }
    if (req.method === "POST") {
      const { redirect } = await pay(sessionId);
      res.writeHead(303, { Location: redirect });
      return res.end();
    }
    if (session.status !== "open") {
      const done = session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id);
      return html(
        res,
        200,
        "Pago de prueba",
        `<main class="card"><h1>Pago de prueba</h1><p>Este pago ya se completó.</p><p><a href="${escapeHtml(done)}">Volver a la tienda</a></p></main>`,
      );
    }
    const price = state.prices.get(session._price);
    const amount = ((price?.unit_amount ?? 0) / 100).toFixed(2);
    const email = session.customer ? state.customers.get(session.customer)?.email : null;
    html(
      res,
      200,
      "Pago de prueba",
      `<main class="card">
  <h1>Pago de prueba</h1>
  <p data-testid="plan">${escapeHtml(price?.nickname ?? session._price)}</p>
  <p data-testid="price"><strong>${amount} ${(price?.currency ?? "eur").toUpperCase()}</strong> al mes</p>
  ${email ? `<p data-testid="email">${escapeHtml(email)}</p>` : ""}
  <form method="post" action="/pay/${escapeHtml(session.id)}">
    <button type="submit">Pagar</button>
  </form>
  ${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancelar y volver</a></p>` : ""}
</main>`,
    );
  }

  async function pay(sessionId: string) {
    const session = state.sessions.get(sessionId);
    if (!session) throw new Error(`stand-in: no checkout session ${sessionId}`);
    if (session.status === "expired") return { redirect: session.cancel_url ?? session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id), events: [] };
    const events = session.status === "open" ? completeSession(session) : [];
    // The webhooks go out before the browser comes back, so the app knows by the time it asks.
    await deliverAll(events);
    return { redirect: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id), events };
  }

  async function handleControl(req: http.IncomingMessage, res: http.ServerResponse, url: URL, raw: string) {
    const parts = url.pathname.split("/").filter(Boolean);
    try {
      if (req.method === "GET" && parts[1] === "state") {
        return send(res, 200, {
          webhookUrl: standIn.webhookUrl,
          prices: [...state.prices.values()],
          products: [...state.products.values()],
          customers: [...state.customers.values()],
          sessions: [...state.sessions.values()].map(publicSession),
          subscriptions: [...state.subscriptions.values()],
          invoices: [...state.invoices.values()],
          paymentIntents: [...state.paymentIntents.values()],
          charges: [...state.charges.values()],
          invoicePayments: [...state.invoicePayments.values()],
          refunds: [...state.refunds.values()],
          events: state.events,
          deliveries: state.deliveries,
        });
      }
      if (req.method === "POST" && parts[1] === "webhook-url") {
        const body = raw ? (JSON.parse(raw) as { url?: string | null }) : {};
        standIn.webhookUrl = body.url || null;
        return send(res, 200, { webhookUrl: standIn.webhookUrl });
      }
      if (req.method === "POST" && parts[1] === "prices" && parts.length === 2) {
        return send(res, 200, addPrice(JSON.parse(raw) as Price));
      }
      if (req.method === "POST" && parts[1] === "subscriptions" && parts[3] === "renew") {
        return send(res, 200, { events: await standIn.renew(parts[2]) });
      }
      if (req.method === "POST" && parts[1] === "subscriptions" && parts[3] === "end") {
        return send(res, 200, { events: await standIn.endSubscription(parts[2]) });
      }
      if (req.method === "POST" && parts[1] === "settled") {
        await standIn.settled();
        return send(res, 200, { settled: true });
      }
    } catch (error) {
      return send(res, 400, { error: { message: String(error) } });
    }
    send(res, 404, { error: { message: `no stand-in control ${req.method} ${url.pathname}` } });
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const raw = await readBody(req);
      if (url.pathname.startsWith("/v1/")) return handleApi(req, res, url, raw);
      const payPage = /^\/pay\/([\w-]+)$/.exec(url.pathname);
      if (payPage && (req.method === "GET" || req.method === "POST")) return handlePay(req, res, payPage[1]);
      if (url.pathname.startsWith("/_stand-in/")) return handleControl(req, res, url, raw);
      send(res, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname}).` } });
    })().catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: { type: "api_error", message: String(error) } });
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  const standIn: StripeStandIn = {
    url: base,
    webhookUrl: options.webhookUrl ?? null,
    apiDown: false,
    state,
    addPrice,
    sign,
    deliver,
    pay,
    renew: (id) => deliverAll(renewNow(id)),
    endSubscription: (id) => deliverAll(endNow(id)),
    async settled() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
    forgetIdempotencyKeys: () => idempotent.clear(),
    async close() {
      await standIn.settled();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
  return standIn;
}
