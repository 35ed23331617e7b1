/**
 * Issue #31, "run it like a service": one app server of the production build (`npm run build`
 * first) as an operator runs it, a separate process on its own Postgres database reached through a
 * TCP proxy the test can take away, with the SMTP, OpenAI and Stripe stand-ins. /metrics is closed
 * to the public and shows each series once what it measures has happened; a request is one JSON
 * log line naming its id and its user; /readyz follows the database; the database gone is a 503
 * with Retry-After in seconds on both doors, the page showing the request's id; SIGTERM answers
 * the request in flight, turns /readyz to 503 and refuses new connections (records 0139, 0140).
 */
import crypto from "node:crypto";
import net from "node:net";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "~/i18n";
import { ADMIN_URL, createDatabases, databaseUrl, dropDatabases, TEST_ADMIN } from "../helpers/database";
import { buildProcesses, kill, until, type BuildProcess } from "../helpers/build-process";
import { freePort } from "../helpers/ports";
import { startTcpProxy } from "../helpers/tcp-proxy";
import { uniqueEmail } from "../helpers/users";
import { startOpenAiStandIn, type OpenAiStandIn } from "../stand-ins/openai";
import { startSmtpStandIn } from "../stand-ins/smtp";
import { startStripeStandIn, type StripeStandIn } from "../stand-ins/stripe";

const DB = `observe_operate_${process.pid}`;
const METRICS_TOKEN = "metrics-token-0123456789";
const PASSWORD = "colores-seguros-1";
/** The app's DATABASE_CONNECT_TIMEOUT, in seconds. */
const CONNECT_TIMEOUT = 2;

let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>> | null = null;
let openAi: OpenAiStandIn;
let stripe: StripeStandIn;
let sql: postgres.Sql;
let app: BuildProcess;
let base = "";
let metricsPort = 0;
/** The app's environment beside the build's own (buildProcesses): its database through the proxy, the stand-ins, metrics. */
let appEnv: Record<string, string> = {};
const { launch } = buildProcesses(() => appEnv);
const user = { email: uniqueEmail("operate"), token: "", id: 0 };

const api = (route: string, init: { token?: string; json?: unknown; method?: string; headers?: Record<string, string> } = {}) =>
  fetch(`${base}/api${route}`, {
    method: init.method ?? (init.json !== undefined ? "POST" : "GET"),
    headers: {
      Accept: "application/json",
      ...(init.token && { Authorization: `Bearer ${init.token}` }),
      ...(init.json !== undefined && { "Content-Type": "application/json" }),
      ...init.headers,
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });

const scrape = async () => {
  const res = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
};

/** The sum of a series' samples whose labels include `labels`; undefined when the scrape has none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const lines = text
    .split("\n")
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)));
  return lines.length ? lines.reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(" ") + 1)), 0) : undefined;
}

/** Waits until a scrape shows `name` with `labels` at `atLeast` or more. */
const seen = (name: string, labels: Record<string, string> = {}, atLeast = 1, ms = 30_000) =>
  until(
    async () => ((sample(await scrape(), name, labels) ?? -1) >= atLeast ? true : undefined),
    ms,
    () => `${name}${JSON.stringify(labels)} ≥ ${atLeast}`,
  );

/** The request lines of the app's log. */
const requestLines = () =>
  app
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === "request");

beforeAll(async () => {
  await createDatabases(DB, []);
  sql = postgres(databaseUrl(DB), { max: 1, onnotice: () => undefined });
  // What the checkout sells: the stand-in's default prices.
  await sql`update plans set stripe_price_id = 'price_starter' where name = 'starter'`;
  const target = new URL(ADMIN_URL);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const [smtpPort, mailApiPort] = [await freePort(), await freePort()];
  metricsPort = await freePort();
  smtp = await startSmtpStandIn({ smtpPort, httpPort: mailApiPort });
  openAi = await startOpenAiStandIn();
  stripe = await startStripeStandIn({ webhookSecret: "whsec_operate", webhookUrl: null });

  const viaProxy = new URL(databaseUrl(DB));
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  appEnv = {
    DATABASE_URL: viaProxy.toString(),
    DATABASE_CONNECT_TIMEOUT: String(CONNECT_TIMEOUT),
    SESSION_SECRET: "operate-session-secret-0123456789",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    OPENAI_API_KEY: "sk-operate-test-key",
    OPENAI_BASE_URL: openAi.url,
    STRIPE_SECRET_KEY: "sk_test_operate",
    STRIPE_WEBHOOK_SECRET: "whsec_operate",
    STRIPE_API_URL: stripe.url,
    METRICS_TOKEN,
    METRICS_PORT: String(metricsPort),
    // The AI idea's limit is 3 a minute, so the fourth is refused.
    RATE_LIMIT_FACTOR: "0.5",
    // As an operator runs it: this server works the background jobs too (the first-run gallery).
    RUN_JOBS: "true",
  };
  app = await launch();
  base = app.base;

  // A user of the free plan, made by the admin, signed in through the /api door.
  const admin = (await (await api("/users/sign-in", { json: TEST_ADMIN })).json()) as { token: string };
  const created = await api("/users/create", { token: admin.token, json: { name: "Operadora", email: user.email, password: PASSWORD } });
  expect(created.status).toBe(201);
  user.id = ((await created.json()) as { created: { id: number } }).created.id;
  user.token = ((await (await api("/users/sign-in", { json: { email: user.email, password: PASSWORD } })).json()) as { token: string }).token;
  expect(user.token).not.toBe("");
}, 120_000);

afterAll(async () => {
  if (app) await kill(app);
  await sql?.end();
  await proxy?.close();
  await smtp?.close();
  await openAi?.close();
  await stripe?.close();
  await dropDatabases([DB]);
}, 60_000);

describe("an app server as an operator runs it", () => {
  it("serves /metrics only to the bearer of METRICS_TOKEN (anyone else meets the not-found page), and on METRICS_PORT without one", async () => {
    const unknown = await fetch(`${base}/no-such-thing-here`);
    for (const headers of [{}, { Authorization: "Bearer wrong-token-0123456789" }, { Authorization: METRICS_TOKEN }] as Record<string, string>[]) {
      const res = await fetch(`${base}/metrics`, { headers });
      expect(res.status).toBe(404);
      expect(res.headers.get("Content-Type")).toBe(unknown.headers.get("Content-Type"));
      expect(await res.text()).not.toContain("colorea_");
    }
    const res = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    // Node's own: CPU, memory, the event loop's lag.
    for (const name of ["process_cpu_user_seconds_total", "process_resident_memory_bytes", "nodejs_eventloop_lag_seconds"]) {
      expect(sample(text, name), name).toBeGreaterThanOrEqual(0);
    }

    const own = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain("colorea_http_requests_total");
    // Readiness with its details on the metrics port (#42); on PORT only its verdicts, counted by
    // the broad limit, unless the caller holds the token.
    const detailed = await fetch(`http://127.0.0.1:${metricsPort}/readyz`);
    expect(detailed.status).toBe(200);
    expect(await detailed.json()).toMatchObject({ status: "ready", checks: { database: { ok: true, ms: expect.any(Number) } } });
    const plain = await fetch(`${base}/readyz`);
    expect(plain.headers.get("RateLimit")).toMatch(/limit=/);
    expect(await plain.json()).toEqual({ status: "ready", checks: { database: { ok: true }, migrations: { ok: true }, storage: { ok: true } } });
    const withToken = await fetch(`${base}/readyz`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(await withToken.json()).toMatchObject({ checks: { migrations: { ok: true, ms: expect.any(Number) } } });
    // Only on this machine's own address unless METRICS_HOST says otherwise (issue #42): another
    // address of the machine (127.0.0.2 stands for one, as every interface answers it) is refused.
    await expect(fetch(`http://127.0.0.2:${metricsPort}/metrics`)).rejects.toMatchObject({ cause: { code: "ECONNREFUSED" } });
  });

  it("writes one JSON line a request, with its id, the signed-in user, the route and no secret", async () => {
    const signedIn = `obs-${crypto.randomUUID()}`;
    const res = await api("/users/read", { token: user.token, headers: { "X-Request-Id": signedIn } });
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Request-Id")).toBe(signedIn);
    const secretLink = `/verify/link-secret-${crypto.randomBytes(8).toString("hex")}`;
    const anonymous = `obs-${crypto.randomUUID()}`;
    await fetch(`${base}${secretLink}`, { headers: { "X-Request-Id": anonymous }, redirect: "manual" });

    const line = await until(
      () => requestLines().find((each) => each.request_id === signedIn),
      5_000,
      () => `the log line of ${signedIn}`,
    );
    expect(line).toMatchObject({ level: "info", user_id: user.id, method: "GET", route: "/api/users/read", path: "/api/users/read", status: 200 });
    expect(typeof line.duration_ms).toBe("number");
    expect(typeof line.time).toBe("string");

    const linkLine = await until(
      () => requestLines().find((each) => each.request_id === anonymous),
      5_000,
      () => `the log line of ${anonymous}`,
    );
    expect(linkLine).toMatchObject({ user_id: null, path: "/verify/[redacted]", route: "routes/_auth+/verify.$token" });
    expect(app.output()).not.toContain(secretLink);
    expect(app.output()).not.toContain(user.token);
  });

  it("counts requests, AI calls, refusals, mails, Stripe calls, jobs, image tasks and the database pool", async () => {
    // AI: an idea, one the service fails, another, and the fourth in a minute refused by the limit.
    expect((await api("/pages/prompt/generate", { token: user.token })).status).toBe(200);
    openAi.mode = "error500";
    expect((await api("/pages/prompt/generate", { token: user.token })).status).toBe(502);
    openAi.mode = "ok";
    expect((await api("/pages/prompt/generate", { token: user.token })).status).toBe(200);
    expect((await api("/pages/prompt/generate", { token: user.token })).status).toBe(429);

    // Stripe: a checkout, then one while Stripe's API fails (a 503 that names its request).
    const checkout = await api("/stripe/checkout", { token: user.token, json: { priceId: "price_starter" } });
    expect(checkout.status).toBe(200);
    stripe.apiDown = true;
    const failedId = `obs-${crypto.randomUUID()}`;
    const failed = await api("/stripe/checkout", { token: user.token, json: { priceId: "price_starter" }, headers: { "X-Request-Id": failedId } });
    stripe.apiDown = false;
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({ code: "PAYMENTS_UNAVAILABLE", request_id: failedId });

    // A mail through the task queue to SMTP.
    expect((await api("/users/password/forgot", { json: { email: user.email } })).status).toBe(202);
    await until(
      async () => smtp?.inbox.some((mail) => mail.to.includes(user.email)),
      30_000,
      () => "the reset mail",
    );

    await seen("colorea_ai_calls_total", { operation: "idea" }, 3);
    await seen("colorea_ai_failures_total", { operation: "idea", reason: "error" }, 1);
    await seen("colorea_rate_limit_refusals_total", { limit: "ai_idea_minute" }, 1);
    await seen("colorea_stripe_requests_total", { resource: "checkout/sessions" }, 1);
    await seen("colorea_stripe_requests_total", { resource: "customers" }, 1);
    await seen("colorea_stripe_request_failures_total", { resource: "prices", reason: "5xx" }, 1);
    await seen("colorea_mails_sent_total", { transport: "smtp" }, 1);
    await seen("colorea_jobs_completed_total", { queue: "account-mail" }, 1);
    // The jobs every start asks for.
    await seen("colorea_jobs_completed_total", { queue: "purge-expired" }, 1);
    // The first-run gallery's region maps, in the image pool.
    await seen("colorea_image_task_duration_seconds_count", { task: "regionMap" }, 1, 150_000);

    // A mail the SMTP server does not take: a failed mail, and a failed try of its task.
    await smtp?.close();
    smtp = null;
    expect((await api("/users/password/forgot", { json: { email: user.email } })).status).toBe(202);
    await seen("colorea_mails_failed_total", {}, 1);
    await seen("colorea_jobs_failed_total", { queue: "account-mail" }, 1);

    const text = await scrape();
    const read = { method: "GET", route: "/api/users/read", status_class: "2xx" };
    expect(sample(text, "colorea_http_requests_total", read)).toBeGreaterThanOrEqual(1);
    expect(sample(text, "colorea_http_request_duration_seconds_count", read)).toBeGreaterThanOrEqual(1);
    expect(sample(text, "colorea_http_request_errors_total", { method: "POST", route: "/api/stripe/checkout" })).toBe(1);
    // A screen is labelled by its route id; a path with an id in it never appears.
    expect(sample(text, "colorea_http_requests_total", { route: "routes/_auth+/verify.$token" })).toBeGreaterThanOrEqual(1);
    expect(text).not.toMatch(/route="\/verify\//);
    expect(sample(text, "colorea_job_queue_depth", { queue: "account-mail" })).toBeGreaterThanOrEqual(0);
    expect(sample(text, "colorea_job_queue_active", { queue: "account-mail" })).toBeGreaterThanOrEqual(0);
    expect(sample(text, "colorea_image_pool_queue_depth")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "colorea_image_pool_running")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "colorea_db_pool_size")).toBe(10);
    expect(sample(text, "colorea_db_queries_in_flight")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "colorea_db_transactions_open")).toBeGreaterThanOrEqual(0);
  }, 240_000);

  it("is ready while Postgres answers; without it both doors answer 503 with Retry-After in seconds, the page naming the request; then ready again", async () => {
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: "ready",
      checks: { database: { ok: true }, migrations: { ok: true }, storage: { ok: true } },
    });
    // A browser session, made while the database answers.
    const form = await fetch(`${base}/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
      body: new URLSearchParams({ email: user.email, password: PASSWORD }),
    });
    expect(form.status).toBe(302);
    const cookie = form.headers
      .getSetCookie()
      .find((c) => c.startsWith("__session="))
      ?.split(";")[0];
    expect(cookie).toBeTruthy();

    await proxy.stop();
    for (const stalled of [false, true]) {
      if (stalled) await proxy.silence();
      // Refused at once, or a connection that never answers: the connect timeout, then the answer.
      const within = stalled ? (CONNECT_TIMEOUT + 3) * 1000 : 4_000;

      const apiId = `down-api-${crypto.randomUUID()}`;
      let started = performance.now();
      // (a call that reads what no server keeps: the gallery's first page may be kept for
      // seconds, record 0150; a search is always read)
      const res = await api("/pages/paginate?page=1&search=gato", { token: user.token, headers: { "X-Request-Id": apiId } });
      expect(performance.now() - started).toBeLessThan(within);
      expect(res.status).toBe(503);
      expect(res.headers.get("Retry-After")).toBe("5");
      expect(await res.json()).toEqual({ message: translate("es", "errors.unavailable"), code: "UNAVAILABLE", request_id: apiId });

      const webId = `down-web-${crypto.randomUUID()}`;
      started = performance.now();
      const page = await fetch(`${base}/pages/public?search=gato`, { headers: { Cookie: cookie!, "X-Request-Id": webId, "Accept-Language": "es" } });
      expect(performance.now() - started).toBeLessThan(within);
      expect(page.status).toBe(503);
      expect(page.headers.get("Retry-After")).toBe("5");
      const html = await page.text();
      expect(html).toContain(translate("es", "errors.unavailable"));
      expect(html).toContain("Código de la incidencia:");
      expect(html).toContain(webId);
      // The id on the page is the one in the request's log line.
      const line = await until(
        () => requestLines().find((each) => each.request_id === webId),
        5_000,
        () => `the log line of ${webId}`,
      );
      expect(line).toMatchObject({ level: "error", status: 503, route: "routes/pages+/public" });
    }

    const unready = await fetch(`${base}/readyz`);
    expect(unready.status).toBe(503);
    expect(unready.headers.get("Retry-After")).toBe("5");
    expect(await unready.json()).toMatchObject({ status: "unready", checks: { database: { ok: false } } });
    // Alive all the same: a liveness probe must not restart a server for its database.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    await proxy.resume();
    await until(
      async () => (await fetch(`${base}/readyz`)).status === 200,
      20_000,
      () => "/readyz to be ready again",
    );
    expect((await api("/users/read", { token: user.token })).status).toBe(200);
    expect(sample(await scrape(), "colorea_db_unavailable_total")).toBeGreaterThanOrEqual(4);
  }, 90_000);

  it("on SIGTERM: /readyz turns 503, the request in flight is answered, new connections are refused, and the process exits 0", async () => {
    // The first-run gallery is one long job (10–20 s on this machine): the stop would wait for it,
    // as it waits for any job's step, and a slow run could pass the stop's time limit.
    await until(
      async () => {
        const jobs = await sql<{ state: string }[]>`select state from pgboss.job where name = 'gallery-seed'`;
        return jobs.length > 0 && jobs.every((job) => job.state === "completed");
      },
      150_000,
      () => "the first-run gallery",
    );
    const port = Number(new URL(base).port);
    const open = async () => {
      const socket = net.connect(port, "127.0.0.1");
      await new Promise((resolve, reject) => socket.once("connect", resolve).once("error", reject));
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
      const closed = new Promise<string>((resolve) => socket.once("close", () => resolve(text)));
      return { socket, closed };
    };
    // A sign-in whose body is on its way when the signal comes, and a /readyz whose headers are.
    const body = JSON.stringify({ email: user.email, password: "not-the-password" });
    const slow = await open();
    slow.socket.write(
      `POST /api/users/sign-in HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    const probe = await open();
    probe.socket.write("GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    await new Promise((resolve) => setTimeout(resolve, 300));

    const exited = new Promise<number | null>((resolve) => app.child.once("exit", (code) => resolve(code)));
    app.child.kill("SIGTERM");
    await until(
      () => app.output().includes("SIGTERM received"),
      5_000,
      () => "the stop to begin",
    );
    const refused = await fetch(`${base}/healthz`).then(
      (res) => `answered ${res.status}`,
      (error: { cause?: { code?: string } }) => error.cause?.code,
    );
    expect(refused).toBe("ECONNREFUSED");

    probe.socket.write("\r\n");
    const readyz = await probe.closed;
    expect(readyz).toMatch(/^HTTP\/1\.1 503 /);
    expect(readyz).toMatch(/\r\nRetry-After: 5\r\n/i);
    expect(readyz).toMatch(/\r\nConnection: close\r\n/i);
    expect(readyz).toContain('"status":"draining"');

    slow.socket.write(body.slice(10));
    const answer = await slow.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer).toContain('"code":"UNAUTHORIZED"');

    expect(await exited).toBe(0);
    expect(app.output()).toMatch(/INFO stopped\n/);
    // No job was left half done by this server.
    const [{ active }] = await sql<{ active: number }[]>`select count(*)::int as active from pgboss.job where state = 'active'`;
    expect(active).toBe(0);
  }, 200_000);
});
