import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { booklets, plans } from "~/db/schema";
import { translate } from "~/i18n";
import { PAID_FEATURES, PAID_FEATURE_NAMES, type PaidFeature, type PlanOffer } from "~/lib/paid-features";
import * as apiBooklets from "~/routes/api+/booklets";
import * as apiPdf from "~/routes/api+/coloreds.$id.pdf";
import * as apiTimelapse from "~/routes/api+/coloreds.$id.timelapse";
import * as apiFavorite from "~/routes/api+/pages.$id.favorited.toggle";
import * as apiPaidFeatures from "~/routes/api+/plans.paid.features";
import * as webDownload from "~/routes/_resources+/pages.$id.download";
import * as webFavorite from "~/routes/_resources+/pages.$id.favorite";
import * as webPdf from "~/routes/_resources+/pages.$id.pdf";
import * as webPrint from "~/routes/_resources+/pages.$id.print";
import * as webTimelapse from "~/routes/_resources+/pages.$id.timelapse";
import * as webCheckout from "~/routes/_user+/checkout";
import * as webBookletNew from "~/routes/pages+/booklets.new";
import * as webLayout from "~/routes/pages+/_layout";
import * as webPaidPage from "~/routes/_user+/paid.$feature";
import { setBookletRunner } from "~/services/booklets.server";
import { paidOffer } from "~/services/paid-features.server";
import { keyFromUrl, putObject } from "~/services/storage/backends.server";
import { setEnv } from "../helpers/env";
import { callApi, insertColored, insertPage, makeUser, sessionCookieFor, uniqueWord, type TestUser } from "../helpers/pages";
import { runRoute, type Handler } from "../helpers/routes";

/**
 * Issue #28, "a free family is invited, not stopped": what is paid-only is one list
 * (lib/paid-features.ts), and every feature on it is refused alike on both doors to the free plan
 * (NO_PAID_PLAN naming the feature and the plan that has it; on the web a fetcher gets the same
 * body, a navigation the page that says the same, with the way back) and given to a paid plan.
 */

const HOST = "http://localhost:3999";
const LINE_ART = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/>
  <g fill="none" stroke="#000" stroke-width="10"><circle cx="512" cy="512" r="300"/></g></svg>`;

let free: TestUser;
let paid: TestUser;
let pageId = 0;
let saved: { id: number; stripePriceId: string | null }[] = [];

beforeAll(async () => {
  free = await makeUser({ name: "Familia Gratis" });
  paid = await makeUser({ plan: "paid", name: "Familia De Pago" });
  // One page both have coloured: print, download and the PDF have a picture to make.
  const page = await insertPage(paid.user, {
    prompt: `Pagado ${uniqueWord()}`,
  });
  const lineArt = await sharp(Buffer.from(LINE_ART)).greyscale().png().toBuffer();
  await putObject(keyFromUrl(page.illustration) as string, lineArt, "image/png");
  for (const user of [free, paid]) {
    const colored = await insertColored(user.user, page);
    await putObject(keyFromUrl(colored.photo) as string, lineArt, "image/png");
    await putObject(keyFromUrl(colored.preview) as string, lineArt, "image/png");
  }
  pageId = page.id;
  const db = await getDb();
  saved = await db.select({ id: plans.id, stripePriceId: plans.stripePriceId }).from(plans);
  // Booklets asked for here are only asked for: nothing needs making.
  setBookletRunner(async () => {});
});

afterAll(async () => {
  setBookletRunner(null);
  const db = await getDb();
  for (const { id, stripePriceId } of saved) await db.update(plans).set({ stripePriceId }).where(eq(plans.id, id));
});

afterEach(async () => {
  const db = await getDb();
  await db.delete(booklets).where(eq(booklets.userId, paid.user.id));
});

/** Payments set up (the Stripe keys in the environment) with each paid plan's Stripe price, or not. */
async function payments(
  on: boolean,
  prices: Record<string, string | null> = {
    starter: "price_starter",
    advanced: "price_advanced",
  },
) {
  const db = await getDb();
  for (const [name, stripePriceId] of Object.entries(prices)) await db.update(plans).set({ stripePriceId }).where(eq(plans.name, name));
  return setEnv(
    on
      ? {
          STRIPE_SECRET_KEY: "sk_test_paid",
          STRIPE_WEBHOOK_SECRET: "whsec_paid",
        }
      : { STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined },
  );
}

const STARTER: PlanOffer = { name: "starter", title: "Inicial", price: 4.49 };

// ---------------------------------------------------------------------------
// Each feature asked for through each door
// ---------------------------------------------------------------------------

type Answer = { status: number; body: unknown; location: string | null };

async function answerOf(outcome: { response: Response | null; thrown: unknown }): Promise<Answer> {
  if (outcome.thrown) throw outcome.thrown;
  const response = outcome.response as Response;
  const type = response.headers.get("Content-Type") ?? "";
  const body = type.includes("json") ? await response.json() : type;
  return {
    status: response.status,
    body,
    location: response.headers.get("Location"),
  };
}

const web = async (handler: unknown, user: TestUser, url: string, params: Record<string, string>, form?: [string, string][]) =>
  answerOf(
    await runRoute(
      handler as Handler,
      new Request(`${HOST}${url}`, {
        method: form ? "POST" : "GET",
        headers: {
          Cookie: await sessionCookieFor(user.user),
          ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
        },
        body: form ? new URLSearchParams(form) : undefined,
      }),
      params,
      { cspNonce: "n" },
    ),
  );

const api = async (handler: unknown, user: TestUser, method: string, url: string, params: Record<string, string>, body?: unknown) =>
  answerOf(
    await runRoute(
      handler as Handler,
      new Request(`${HOST}/api/${url}`, {
        method,
        headers: {
          Authorization: `Bearer ${user.token}`,
          ...(body ? { "Content-Type": "application/json" } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      }),
      params,
      {},
    ),
  );

type Probe = {
  /** How a screen asks for it: a navigation (a form or a link), and a fetcher where one asks for it too. */
  web:
    | {
        navigation: (user: TestUser) => Promise<Answer>;
        back: string;
        fetcher?: (user: TestUser) => Promise<Answer>;
      }
    | "device";
  /** How a shell asks for it, or "device" where the shell makes it itself. */
  api: ((user: TestUser) => Promise<Answer>) | "device";
  /** What a paid plan gets through each door that makes it: a status, and the file's type or where it goes next. */
  allowed: { navigation?: Expected; fetcher?: Expected; api?: Expected };
};

type Expected = { status: number; type?: string; location?: RegExp };

const id = () => String(pageId);
/** A file the colour screen's menu opens (`/pages/{id}/{path}`): a navigation, refused back to the colour screen. */
const fromColourScreen = (handler: unknown, path: string) => ({
  navigation: (user: TestUser) => web(handler, user, `/pages/${id()}/${path}`, { id: id() }),
  get back() {
    return `/pages/${pageId}/color`;
  },
});
const PROBES: Record<PaidFeature, Probe> = {
  print: {
    web: fromColourScreen(webPrint.loader, "print"),
    api: "device",
    allowed: { navigation: { status: 200, type: "text/html; charset=utf-8" } },
  },
  download: {
    web: fromColourScreen(webDownload.loader, "download"),
    api: "device",
    allowed: { navigation: { status: 200, type: "image/png" } },
  },
  pdf: {
    web: fromColourScreen(webPdf.loader, "pdf?paper=a4"),
    api: (user) =>
      api(apiPdf.loader, user, "GET", `coloreds/${id()}/pdf?paper=a4`, {
        id: id(),
      }),
    allowed: {
      navigation: { status: 200, type: "application/pdf" },
      api: { status: 200, type: "application/pdf" },
    },
  },
  booklet: {
    web: {
      navigation: (user) =>
        web(webBookletNew.action, user, "/pages/booklets/new?back=/pages/favorite", {}, [
          ["pageIds", id()],
          ["paper", "a4"],
        ]),
      back: "/pages/favorite",
    },
    api: (user) => api(apiBooklets.action, user, "POST", "booklets", {}, { pageIds: [pageId] }),
    allowed: {
      navigation: { status: 302, location: /^\/pages\/booklets\/[a-z0-9]+$/ },
      api: { status: 202 },
    },
  },
  favorite: {
    web: {
      navigation: (user) => web(webFavorite.action, user, `/pages/${id()}/favorite`, { id: id() }, [["redirectTo", "/pages/public?sort=oldest"]]),
      back: "/pages/public?sort=oldest",
      fetcher: (user) =>
        web(webFavorite.action, user, `/pages/${id()}/favorite`, { id: id() }, [
          ["redirectTo", "/pages/public"],
          ["response", "json"],
        ]),
    },
    api: (user) =>
      api(apiFavorite.action, user, "PATCH", `pages/${id()}/favorited/toggle`, {
        id: id(),
      }),
    allowed: {
      navigation: { status: 302, location: /^\/pages\/public\?sort=oldest$/ },
      fetcher: { status: 200 },
      api: { status: 200 },
    },
  },
  timelapseVideo: { web: "device", api: "device", allowed: {} },
};

/** The /api body of a refusal, as docs/product.md §11 with the plan beside it. */
const refusalBody = (feature: PaidFeature, plan: PlanOffer | null) => ({
  message: translate("es", plan ? PAID_FEATURES[feature].refusal : "paid.notYet"),
  code: "NO_PAID_PLAN",
  feature,
  plan,
});

/** What the page a refused navigation leads to shows (its loader's data). */
async function explanationAt(location: string) {
  const url = new URL(location, HOST);
  const feature = url.pathname.split("/").at(-1) ?? "";
  const answer = await web(webPaidPage.loader, free, `${url.pathname}${url.search}`, { feature });
  expect(answer.status).toBe(200);
  return answer.body as {
    feature: string;
    back: string;
    offer: PlanOffer | null;
  };
}

describe("the one list", () => {
  it("has a probe here for every paid feature, and the features made on a device are the ones no server door can refuse", () => {
    expect(Object.keys(PROBES).sort()).toEqual([...PAID_FEATURE_NAMES].sort());
    for (const feature of PAID_FEATURE_NAMES) {
      const { web: webDoor, api: apiDoor } = PROBES[feature];
      if (PAID_FEATURES[feature].madeOn === "device") expect([feature, webDoor, apiDoor]).toEqual([feature, "device", "device"]);
      else expect([feature, webDoor === "device"]).toEqual([feature, false]);
    }
  });

  it("is refused in one way: only requirePaidFeature throws NO_PAID_PLAN, and no service checks a plan's `paid` itself", () => {
    const app = path.resolve(import.meta.dirname, "../../app");
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return sources(full);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
      });
    const files = sources(app).map((file) => ({
      file: path.relative(app, file),
      text: fs.readFileSync(file, "utf8"),
    }));
    expect(
      files
        .filter(({ text }) => /\bNoPaidPlan\(/.test(text))
        .map(({ file }) => file)
        .sort(),
    ).toEqual(["lib/errors.ts", "services/paid-features.server.ts"]);
    const ownChecks = files.filter(({ file, text }) => /^(services|utils|routes)\//.test(file) && /!\s*viewer\.plan\.paid\)\s*throw/.test(text));
    expect(ownChecks.map(({ file }) => file)).toEqual([]);
  });
});

describe.each([
  { setup: "payments set up", on: true, plan: STARTER as PlanOffer | null },
  { setup: "payments not set up", on: false, plan: null as PlanOffer | null },
])("with $setup", ({ on, plan }) => {
  let restore: () => void;
  beforeAll(async () => {
    restore = await payments(on);
  });
  afterAll(() => restore());

  it.each(PAID_FEATURE_NAMES.filter((feature) => PROBES[feature].api !== "device"))(
    "%s: the /api door answers the free plan 403 NO_PAID_PLAN naming it and its plan",
    async (feature) => {
      const refused = await (PROBES[feature].api as (user: TestUser) => Promise<Answer>)(free);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(refusalBody(feature, plan));
    },
  );

  it.each(PAID_FEATURE_NAMES.filter((feature) => PROBES[feature].web !== "device"))(
    "%s: the web door sends a free navigation to the page that says the same, with the way back; a fetcher gets the /api body",
    async (feature) => {
      const door = PROBES[feature].web as Exclude<Probe["web"], "device">;
      const refused = await door.navigation(free);
      expect(refused.status).toBe(302);
      expect(refused.location).toBe(`/paid/${feature}?${new URLSearchParams({ back: door.back })}`);
      expect(await explanationAt(refused.location as string)).toEqual({
        feature,
        back: door.back,
        offer: plan,
      });
      if (door.fetcher) {
        const fetched = await door.fetcher(free);
        expect(fetched.status).toBe(403);
        expect(fetched.body).toEqual({ error: refusalBody(feature, plan) });
      }
    },
  );

  it.each(PAID_FEATURE_NAMES.filter((feature) => PAID_FEATURES[feature].madeOn === "server"))(
    "%s: a paid plan gets it on every door that makes it",
    async (feature) => {
      const { web: webDoor, api: apiDoor, allowed } = PROBES[feature];
      const asked: [Expected | undefined, (() => Promise<Answer>) | null][] = [
        [allowed.navigation, webDoor === "device" ? null : () => webDoor.navigation(paid)],
        [allowed.fetcher, webDoor !== "device" && webDoor.fetcher ? () => (webDoor.fetcher as (user: TestUser) => Promise<Answer>)(paid) : null],
        [allowed.api, apiDoor === "device" ? null : () => apiDoor(paid)],
      ];
      for (const [expected, ask] of asked) {
        if (!ask) continue;
        if (!expected) throw new Error(`${feature}: no expectation for a door that makes it`);
        const answer = await ask();
        expect(answer.status).toBe(expected.status);
        if (expected.location) expect(answer.location).toMatch(expected.location);
        else expect(answer.location).toBeNull();
        if (expected.type) expect(answer.body).toBe(expected.type);
      }
    },
  );

  it("timelapseVideo: made on the device from the replay, which both doors give every plan (only the screens hold the video back)", async () => {
    for (const user of [free, paid]) {
      expect(
        (
          await web(webTimelapse.loader, user, `/pages/${id()}/timelapse`, {
            id: id(),
          })
        ).status,
      ).toBe(200);
      expect((await api(apiTimelapse.loader, user, "GET", `coloreds/${id()}/timelapse`, { id: id() })).status).toBe(200);
    }
  });

  it("the screens and the shells are told the same list and plan: the user area's loader, GET /api/plans/paid/features", async () => {
    const layout = await web(webLayout.loader, free, "/pages/public", {});
    expect(layout.body).toEqual({ offer: plan });
    const shells = await callApi(apiPaidFeatures.loader, {
      token: free.token,
      path: "plans/paid/features",
    });
    expect(shells.status).toBe(200);
    expect(shells.body).toEqual({ features: PAID_FEATURE_NAMES, plan });
  });

  it("a paid plan asked to the explanation page goes straight back; an unknown feature is not found", async () => {
    const back = await web(webPaidPage.loader, paid, "/paid/print?back=/pages/7/color", { feature: "print" });
    expect([back.status, back.location]).toEqual([302, "/pages/7/color"]);
    const elsewhere = await web(webPaidPage.loader, free, "/paid/print?back=https://evil.example/", { feature: "print" });
    expect((elsewhere.body as { back: string }).back).toBe("/pages/public");
    const unknown = await runRoute(
      webPaidPage.loader as Handler,
      new Request(`${HOST}/paid/teleport`, {
        headers: { Cookie: await sessionCookieFor(free.user) },
      }),
      { feature: "teleport" },
      {},
    );
    expect(unknown.thrown).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });

  it("/checkout is never a dead end: the way back, and a plan chosen only when it can be bought", async () => {
    const answer = await web(webCheckout.loader, free, `/checkout?plan=starter&back=${encodeURIComponent("/pages/5/color")}`, {});
    expect(answer.body).toMatchObject({
      back: "/pages/5/color",
      selected: on ? "starter" : null,
    });
  });
});

describe("the plan offered", () => {
  it("is the cheapest paid plan that can be bought, priced as the landing prices it (discount off, USD)", async () => {
    const restore = await payments(true, {
      starter: null,
      advanced: "price_advanced",
    });
    try {
      expect(await paidOffer()).toEqual({
        name: "advanced",
        title: "Avanzado",
        price: 7.99,
      });
      const db = await getDb();
      await db.update(plans).set({ stripePriceId: "price_starter" }).where(eq(plans.name, "starter"));
      expect(await paidOffer()).toEqual(STARTER);
    } finally {
      restore();
    }
  });

  it("is none with a Stripe key but no webhook secret: a payment could never reach the account", async () => {
    const restore = await payments(true);
    const partly = setEnv({ STRIPE_WEBHOOK_SECRET: undefined });
    try {
      expect(await paidOffer()).toBeNull();
    } finally {
      partly();
      restore();
    }
  });
});
