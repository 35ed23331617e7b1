/**
 * Issue #31, record 0143: Idempotency-Key on the /api calls that spend or create, through the
 * /api door itself (a build of the real route modules, served over HTTP): the same key and
 * body answer the first answer and spend once; another body is a conflict; a call still running
 * is "in progress"; a day later the key is free; a call cut short after it spent (its answer
 * never kept) is answered from what it made, never run again; two calls that both ran (the
 * lock lost) spend once; keys are each person's; without the header nothing changes.
 * The same after a real kill -9 of a server: idempotency-crash.test.ts.
 */
import http from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { and, eq, sql } from "drizzle-orm";
import express from "express";
import postgres from "postgres";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { connectPostgres, getDb } from "~/db/client.server";
import { booklets, coloreds, idempotencyKeys, pages, storedFiles } from "~/db/schema";
import { translate } from "~/i18n";
import * as bookletsRoute from "~/routes/api+/booklets";
import * as coloredsUpsert from "~/routes/api+/coloreds.upsert";
import * as pagesCreate from "~/routes/api+/pages.create";
import * as patternCreate from "~/routes/api+/pages.pattern.create";
import * as storageUpload from "~/routes/api+/storage.upload";
import * as stripeCheckout from "~/routes/api+/stripe.checkout";
import { apiDoor } from "~/server/api-door.server";
import { setBookletRunner } from "~/services/booklets.server";
import * as keys from "~/services/idempotency.server";
import { creditRow, blankLineArt, drawnPage, insertPage, makeUser, setCredits, solidPaint, type TestUser } from "../helpers/pages";
import { useStripeStandIn } from "../helpers/stripe";
import { closeServer, listenOnFreePort } from "../helpers/ports";

vi.mock("~/services/idempotency.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/services/idempotency.server")>();
  return { ...actual, keepAnswer: vi.fn(actual.keepAnswer), holdKey: vi.fn(actual.holdKey) };
});

/** The server dies after the call made its thing and before its answer is kept (the next keepAnswer fails). */
const crashBeforeAnswerKept = () => vi.mocked(keys.keepAnswer).mockRejectedValueOnce(new Error("the server died here"));

const ROUTES: Record<string, unknown> = {
  "pages.create": pagesCreate,
  "pages.pattern.create": patternCreate,
  booklets: bookletsRoute,
  "storage.upload": storageUpload,
  "coloreds.upsert": coloredsUpsert,
  "stripe.checkout": stripeCheckout,
};
const build = {
  routes: Object.fromEntries(
    Object.entries(ROUTES).map(([name, module]) => [
      `routes/api+/${name}`,
      { id: `routes/api+/${name}`, parentId: "root", path: `api/${name.replaceAll(".", "/")}`, module },
    ]),
  ),
} as unknown as ServerBuild;
const server = http.createServer(express().use("/api", apiDoor(build)));
let door = "";

beforeAll(async () => {
  door = `http://127.0.0.1:${await listenOnFreePort(server)}`;
  // Booklets are asked for here, not made.
  setBookletRunner(async () => {});
});
afterAll(async () => {
  setBookletRunner(null);
  server.closeAllConnections();
  await closeServer(server);
});

/** What these calls answer, loosely: the made thing's fields the tests read, or an error. */
type Answer = {
  created: { id: number; is_owner: boolean };
  booklet: { id: string };
  url: string;
  upserted: { version: number };
  message: string;
  code: string;
};

type Call = { user?: TestUser; key?: string; json?: unknown; form?: FormData; method?: string };

async function call(path: string, { user, key, json, form, method = "POST" }: Call) {
  const res = await fetch(`${door}/api/${path}`, {
    method,
    headers: {
      ...(user && { Authorization: `Bearer ${user.token}` }),
      ...(key !== undefined && { "Idempotency-Key": key }),
      ...(json !== undefined && { "Content-Type": "application/json" }),
    },
    body: json !== undefined ? JSON.stringify(json) : form,
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as Answer, replayed: res.headers.get("Idempotent-Replayed"), headers: res.headers };
}

const pattern = (user: TestUser, key: string | undefined, seed = 7) => call("pages/pattern/create", { user, key, json: { seed } });

async function pagesOf(userId: number) {
  const db = await getDb();
  return db.select({ id: pages.id }).from(pages).where(eq(pages.userId, userId));
}

async function keysOf(userId: number) {
  const db = await getDb();
  return db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
}

const newKey = () => `clave-${crypto.randomUUID()}`;

beforeEach(() => {
  vi.mocked(keys.keepAnswer).mockClear();
  vi.mocked(keys.holdKey).mockClear();
});

describe("the same key again (Stripe's rules)", () => {
  it("same key and body: one page, one credit spent, the first answer again (status, body), marked as replayed", async () => {
    const user = await makeUser();
    const before = (await creditRow(user.user.id)).pageCreation;
    const key = newKey();
    const first = await pattern(user, key);
    expect(first.status).toBe(201);
    expect(first.replayed).toBeNull();
    const again = await pattern(user, key);
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(again.replayed).toBe("true");
    expect(await pagesOf(user.user.id)).toEqual([{ id: first.body.created.id }]);
    expect((await creditRow(user.user.id)).pageCreation).toBe(before - 1);
  });

  it("same key, another body (or another call): 409 IDEMPOTENCY_CONFLICT in the caller's language, nothing run", async () => {
    const user = await makeUser();
    const key = newKey();
    expect((await pattern(user, key, 7)).status).toBe(201);
    const other = await pattern(user, key, 8);
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ message: translate("es", "errors.idempotency.conflict"), code: "IDEMPOTENCY_CONFLICT" });
    const elsewhere = await call("booklets", { user, key, json: { pageIds: [1] } });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.code).toBe("IDEMPOTENCY_CONFLICT");
    expect(await pagesOf(user.user.id)).toHaveLength(1);
  });

  it("neither a refusal of the call (4xx) nor a 5xx is kept (record 0159): the key is free for the retry", async () => {
    const user = await makeUser();
    const key = newKey();
    const refused = await call("pages/pattern/create", { user, key, json: { seed: -1 } });
    expect(refused.status).toBe(422);
    const again = await call("pages/pattern/create", { user, key, json: { seed: -1 } });
    expect(again).toMatchObject({ status: 422, text: refused.text, replayed: null });
    expect(await keysOf(user.user.id)).toEqual([]);
    // The refused key, with the body corrected, is a new call, not a conflict.
    expect((await pattern(user, key)).status).toBe(201);

    // No AI configured in the tests: 503, nothing kept, and the key takes another body afterwards.
    const failKey = newKey();
    const failed = await call("pages/create", { user, key: failKey, json: { prompt: "un gato" } });
    expect(failed.status).toBe(503);
    expect((await keysOf(user.user.id)).map((row) => row.key)).toEqual([key]);
    expect((await pattern(user, failKey)).status).toBe(201);
  });

  it("a key of 1 to 255 characters; an empty or longer one is a 400 before anything runs", async () => {
    const user = await makeUser();
    for (const bad of ["", "k".repeat(256)]) {
      const res = await pattern(user, bad);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: translate("es", "errors.idempotency.invalid"), code: "IDEMPOTENCY_KEY_INVALID" });
    }
    expect(await pagesOf(user.user.id)).toHaveLength(0);
    expect((await pattern(user, "k".repeat(255))).status).toBe(201);
  });

  it("keys are each person's: another user's same key and body is their own call", async () => {
    const [ana, luis] = [await makeUser(), await makeUser()];
    const key = newKey();
    const forAna = await pattern(ana, key);
    const forLuis = await pattern(luis, key);
    expect(forLuis.status).toBe(201);
    expect(forLuis.replayed).toBeNull();
    expect(forLuis.body.created.id).not.toBe(forAna.body.created.id);
    expect(await pagesOf(ana.user.id)).toHaveLength(1);
    expect(await pagesOf(luis.user.id)).toHaveLength(1);
  });

  it("without the header, nothing changes: two calls, two pages; without a signed-in caller, nothing is kept", async () => {
    const user = await makeUser();
    const before = (await creditRow(user.user.id)).pageCreation;
    const [one, two] = [await pattern(user, undefined), await pattern(user, undefined)];
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(one.body.created.id).not.toBe(two.body.created.id);
    expect((await creditRow(user.user.id)).pageCreation).toBe(before - 2);
    expect(await keysOf(user.user.id)).toHaveLength(0);

    const strangersKey = newKey();
    const stranger = await call("pages/pattern/create", { key: strangersKey, json: { seed: 7 } });
    expect(stranger.status).toBe(401);
    const db = await getDb();
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, strangersKey))).toEqual([]);
  });

  it("a day later the key is free again, and the housekeeping removes it", async () => {
    const user = await makeUser();
    const key = newKey();
    const first = await pattern(user, key, 7);
    const db = await getDb();
    await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '24 hours 1 minute'` })
      .where(eq(idempotencyKeys.userId, user.user.id));
    // Another body under the same key is a new call now, not a conflict.
    const later = await pattern(user, key, 8);
    expect(later.status).toBe(201);
    expect(later.body.created.id).not.toBe(first.body.created.id);
    expect(await pagesOf(user.user.id)).toHaveLength(2);

    await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.userId, user.user.id));
    await keys.purgeIdempotencyKeys();
    expect(await keysOf(user.user.id)).toEqual([]);
  });
});

describe("a call still running", () => {
  let blocker: postgres.Sql;
  beforeAll(() => {
    // Two connections: one holds the lock while the other looks at who waits for it.
    blocker = postgres(process.env.DATABASE_URL!, { max: 2, onnotice: () => {} });
  });
  afterAll(() => blocker.end());

  /** Runs `during` while the user's credit row is locked (a creation waits at its spend), then lets it go. */
  async function whileSpendWaits(userId: number, during: () => Promise<void>) {
    await blocker.begin(async (tx) => {
      await tx`select 1 from credits where user_id = ${userId} for update`;
      await during();
    });
  }

  /** Waits until `n` statements wait for the credit row (the creations reached their spend). */
  const spendsWaiting = (n: number) =>
    vi.waitFor(
      async () => {
        const [{ waiting }] = await blocker<{ waiting: number }[]>`
          select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query ilike 'update "credits"%'`;
        expect(waiting).toBe(n);
      },
      { timeout: 20_000, interval: 50 },
    );

  it("the same key while the first runs: 409 IDEMPOTENCY_IN_PROGRESS (Retry-After), and the first then answers as usual", async () => {
    const user = await makeUser();
    const before = (await creditRow(user.user.id)).pageCreation;
    const key = newKey();
    let first: ReturnType<typeof pattern> | undefined;
    await whileSpendWaits(user.user.id, async () => {
      first = pattern(user, key);
      await spendsWaiting(1);
      const second = await pattern(user, key);
      expect(second.status).toBe(409);
      expect(second.body).toEqual({ message: translate("es", "errors.idempotency.inProgress"), code: "IDEMPOTENCY_IN_PROGRESS" });
      expect(second.headers.get("Retry-After")).toBe("1");
    });
    const done = await first!;
    expect(done.status).toBe(201);
    expect((await pattern(user, key)).text).toBe(done.text);
    expect(await pagesOf(user.user.id)).toHaveLength(1);
    expect((await creditRow(user.user.id)).pageCreation).toBe(before - 1);
  });

  it("two calls with one key that both ran (the lock lost with its connection): the transaction that spends lets one through", async () => {
    const user = await makeUser();
    const before = (await creditRow(user.user.id)).pageCreation;
    const key = newKey();
    // Every ask for the key's lock is granted, as if the holder's lock connection had been lost.
    vi.mocked(keys.holdKey).mockImplementation(async () => async () => {});
    try {
      let both: Promise<Awaited<ReturnType<typeof pattern>>[]> | undefined;
      await whileSpendWaits(user.user.id, async () => {
        both = Promise.all([pattern(user, key), pattern(user, key)]);
        await spendsWaiting(2);
      });
      const [a, b] = await both!;
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body.created.id).toBe(b.body.created.id);
    } finally {
      vi.mocked(keys.holdKey).mockReset();
    }
    expect(await pagesOf(user.user.id)).toHaveLength(1);
    expect((await creditRow(user.user.id)).pageCreation).toBe(before - 1);
  });
});

describe("a call cut short after it spent, before its answer was kept", () => {
  it("a page: the retry answers the page made, and never spends again", async () => {
    const user = await makeUser();
    const before = (await creditRow(user.user.id)).pageCreation;
    const key = newKey();
    crashBeforeAnswerKept();
    const cut = await pattern(user, key);
    expect(cut.status).toBe(500);
    const [row] = await keysOf(user.user.id);
    expect(row).toMatchObject({ effect: { kind: "page" }, answerStatus: null });

    const retry = await pattern(user, key);
    expect(retry.status).toBe(201);
    expect(retry.replayed).toBe("true");
    const made = await pagesOf(user.user.id);
    expect(made).toEqual([{ id: retry.body.created.id }]);
    expect((await creditRow(user.user.id)).pageCreation).toBe(before - 1);
    // The answer made for the retry is the one kept from now on.
    expect((await pattern(user, key)).text).toBe(retry.text);
    // The answer is the one the call gives: the same page as a call without a key answers it.
    expect(Object.keys(retry.body)).toEqual(["created"]);
    expect(retry.body.created).toMatchObject({ id: made[0].id, is_owner: true });
  });

  it("a page with the last credit: the retry answers it (run again, it would have been refused NO_CREDITS)", async () => {
    const user = await makeUser();
    await setCredits(user.user.id, { pageCreation: 1 });
    const key = newKey();
    crashBeforeAnswerKept();
    expect((await pattern(user, key)).status).toBe(500);
    // With no credit left, a second run would have been refused: the retry did not run it.
    const retry = await pattern(user, key);
    expect(retry.status).toBe(201);
    expect((await creditRow(user.user.id)).pageCreation).toBe(0);
    expect(await pagesOf(user.user.id)).toHaveLength(1);
  });

  it("a booklet: the retry answers the booklet asked for, not a second one", async () => {
    const user = await makeUser({ plan: "paid" });
    const page = await insertPage(user.user, { prompt: "Para el cuadernillo" });
    const key = newKey();
    crashBeforeAnswerKept();
    expect((await call("booklets", { user, key, json: { pageIds: [page.id] } })).status).toBe(500);
    const retry = await call("booklets", { user, key, json: { pageIds: [page.id] } });
    expect(retry.status).toBe(202);
    const db = await getDb();
    const rows = await db.select({ id: booklets.id }).from(booklets).where(eq(booklets.userId, user.user.id));
    expect(rows).toEqual([{ id: retry.body.booklet.id }]);
  });

  it("an upload (a form, sent again with a new boundary): the retry answers the file stored, one file", async () => {
    const user = await makeUser();
    const png = await solidPaint({ r: 200, g: 40, b: 40 });
    const form = () => {
      const data = new FormData();
      data.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "pintura.png");
      return data;
    };
    const key = newKey();
    crashBeforeAnswerKept();
    expect((await call("storage/upload", { user, key, form: form() })).status).toBe(500);
    const retry = await call("storage/upload", { user, key, form: form() });
    expect(retry.status).toBe(200);
    expect(retry.body.url).toMatch(/uploads\//);
    expect((await call("storage/upload", { user, key, form: form() })).text).toBe(retry.text);
    const db = await getDb();
    const files = await db.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.userId, user.user.id));
    expect(files).toHaveLength(1);
  });

  it("a colouring (PATCH /coloreds/upsert): the retry runs again and the save's own check answers it; one credit, one count", async () => {
    const owner = await makeUser();
    const user = await makeUser();
    const page = await drawnPage(owner.user, await blankLineArt());
    const before = (await creditRow(user.user.id)).publicPage;
    const upload = new FormData();
    upload.append("file", new Blob([new Uint8Array(await solidPaint({ r: 30, g: 90, b: 200 }))], { type: "image/png" }), "capa.png");
    const { url } = (await call("storage/upload", { user, form: upload })).body as { url: string };
    const body = { pageId: page.id, photo: url, version: 0 };
    const key = newKey();
    crashBeforeAnswerKept();
    expect((await call("coloreds/upsert", { user, key, json: body, method: "PATCH" })).status).toBe(500);
    const retry = await call("coloreds/upsert", { user, key, json: body, method: "PATCH" });
    expect(retry.status).toBe(200);
    expect(retry.body.upserted).toMatchObject({ version: 1 });
    expect((await call("coloreds/upsert", { user, key, json: body, method: "PATCH" })).text).toBe(retry.text);
    expect((await creditRow(user.user.id)).publicPage).toBe(before - 1);
    const db = await getDb();
    expect(
      await db
        .select({ version: coloreds.version })
        .from(coloreds)
        .where(and(eq(coloreds.userId, user.user.id), eq(coloreds.pageId, page.id))),
    ).toEqual([{ version: 1 }]);
    const [{ coloredCount }] = await db.select({ coloredCount: pages.coloredCount }).from(pages).where(eq(pages.id, page.id));
    expect(coloredCount).toBe(1);
  });
});

describe("a checkout cut short before its answer was kept", () => {
  const stripe = useStripeStandIn({ secretKey: "sk_test_idempotency", webhookSecret: "whsec_idempotency", pricedPlans: true });

  it("the retry runs again, and Stripe, given a key made from this one, answers the same session", async () => {
    const user = await makeUser();
    const key = newKey();
    const sessionsBefore = stripe.standIn.state.sessions.size;
    crashBeforeAnswerKept();
    expect((await call("stripe/checkout", { user, key, json: { priceId: "price_starter" } })).status).toBe(500);
    const retry = await call("stripe/checkout", { user, key, json: { priceId: "price_starter" } });
    expect(retry.status).toBe(200);
    expect(retry.body.url).toMatch(/^http/);
    expect(stripe.standIn.state.sessions.size).toBe(sessionsBefore + 1);
    const asked = stripe.standIn.state.requests.filter((request) => request.path === "/v1/checkout/sessions");
    expect(new Set(asked.slice(-2).map((request) => request.idempotencyKey)).size).toBe(1);
  });
});

describe("the key's lock dies with the server that holds it", () => {
  it("held on the locks' own connection: another server is refused it until the holder closes (as a killed process's socket does)", async () => {
    const [one, two] = [await connectPostgres(process.env.DATABASE_URL!, 1), await connectPostgres(process.env.DATABASE_URL!, 1)];
    try {
      const release = await one.tryLock("idempotency-test", 41);
      expect(release).not.toBeNull();
      expect(await one.tryLock("idempotency-test", 41)).toBeNull(); // another request of the same server
      expect(await two.tryLock("idempotency-test", 41)).toBeNull();
      await one.close();
      const taken = await vi.waitFor(
        async () => {
          const got = await two.tryLock("idempotency-test", 41);
          expect(got).not.toBeNull();
          return got!;
        },
        { timeout: 5000, interval: 50 },
      );
      await taken();
      expect(await two.tryLock("idempotency-test", 41)).not.toBeNull();
    } finally {
      await two.close();
    }
  });
});
