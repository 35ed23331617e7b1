import { expect, test, type Page } from "@playwright/test";
import postgres from "postgres";
import { databaseUrl } from "../helpers/database";
import { E2E } from "./config";
import { hydrated, newFamily } from "./fixtures";
import { expectAccessible, shoot, signIn, TEST_ADMIN } from "./helpers";

// Not ended in afterAll: with fully parallel tests a worker may run more of this file afterwards.
const sql = postgres(databaseUrl(E2E.database), { max: 1, idle_timeout: 5, onnotice: () => {} });

type Website = {
  landing: Record<string, { visibility: boolean; heading?: string; subheading?: string } & Record<string, unknown>> & {
    faqs: { heading: string; faqs: { question: string; answer: string }[]; support: { heading: string; link: string } };
    footer: { visibility: boolean; socials: { url: string; icon: string }[]; platforms: { visibility: boolean } };
    home: { heading: string; subheading: string; image: string; platforms: Record<string, string> };
    contact: { visibility: boolean; location: string; phone: string; email: string };
  };
  terms: { visibility: boolean; content: { type: string; children: { text?: string }[] }[] };
  privacy: { visibility: boolean; content: { type: string; children: { text?: string }[] }[] };
};

async function website(): Promise<Website> {
  const [row] = await sql<{ value: string }[]>`select value from settings where name = 'website'`;
  return JSON.parse(row.value) as Website;
}

async function setting(name: "app_name" | "tagline") {
  const [row] = await sql<{ value: string }[]>`select value from settings where name = ${name}`;
  return row.value;
}

/**
 * Sets fields of the stored website (a path like "landing.pricing.visibility") one at a time in
 * the database, runs `body`, and puts exactly those fields back: other tests edit other fields
 * of the same setting in parallel, so the whole document is never rewritten.
 */
async function withWebsiteFields(fields: Record<string, unknown>, body: () => Promise<void>) {
  const before: [string[], string | null][] = [];
  for (const [path, value] of Object.entries(fields)) {
    const keys = path.split(".");
    const [row] = await sql<{ old: string }[]>`
      with old as (select (value::jsonb #> ${keys}::text[])::text as old from settings where name = 'website')
      update settings set value = jsonb_set(value::jsonb, ${keys}::text[], ${JSON.stringify(value)}::text::jsonb)::text
      where name = 'website' returning (select old from old)`;
    before.push([keys, row.old]);
  }
  try {
    await body();
  } finally {
    for (const [keys, old] of before.reverse()) {
      if (old === null) await sql`update settings set value = (value::jsonb #- ${keys}::text[])::text where name = 'website'`;
      else await sql`update settings set value = jsonb_set(value::jsonb, ${keys}::text[], ${old}::text::jsonb)::text where name = 'website'`;
    }
  }
}

/** What an admin fills in: testimonials, figures and contact details start empty (#14). */
const FILLED = {
  "landing.testimonial.testimonials": [
    { id: "t-1", photo: "", feedback: "Coloreamos cada tarde después del cole.", name: "Marta", location: "Sevilla" },
    { id: "t-2", photo: "", feedback: "Mis alumnos piden su dibujo del día.", name: "Andrés", location: "Lima" },
  ],
  "landing.metrics.metrics": [
    { id: "m-1", key: "Familias en la beta", value: "120" },
    { id: "m-2", key: "Páginas coloreadas", value: "2.300" },
  ],
  "landing.contact.location": "Sevilla, España",
  "landing.contact.phone": "+34 600 000 000",
};
const EVERY_SECTION = Object.fromEntries(
  ["home", "howItWorks", "features", "testimonial", "metrics", "pricing", "faqs", "callToAction", "contact", "footer"].map((s) => [
    `landing.${s}.visibility`,
    true,
  ]),
);

const NOT_FOUND = "Página no encontrada";
const SECTIONS = ["home", "how-it-works", "features", "testimonials", "metrics", "pricing", "faqs", "call-to-action", "contact"];
const ANCHORS = ["home", "how-it-works", "pricing", "faqs", "contact"];

const euros = (amount: number) => new Intl.NumberFormat("es", { style: "currency", currency: "EUR" }).format(amount);

/**
 * Before a full-page screenshot: every section rendered (below the fold they use
 * `content-visibility: auto`, which a screenshot does not scroll into) and every picture loaded
 * (the lazy ones asked for at once, as scrolling to them would).
 */
async function loadLazyImages(page: Page) {
  await page.evaluate(() => {
    const style = document.createElement("style");
    style.textContent = "*{content-visibility:visible!important}";
    document.head.append(style);
    for (const image of document.querySelectorAll<HTMLImageElement>("img[loading=lazy]")) image.loading = "eager";
  });
  await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete))).toBe(true);
}

async function openDesktopMenuLinks(page: Page) {
  return page.getByRole("navigation", { name: "Secciones" }).getByRole("link");
}

// These tests change the shared `website` setting: one at a time (in order, in one worker), each
// putting its fields back.
test.describe.configure({ mode: "default" });

test("the landing shows every section, its anchors and the footer, as HTML without React", async ({ page }) => {
  const stored = await website();
  const [appName, tagline] = await Promise.all([setting("app_name"), setting("tagline")]);
  await withWebsiteFields({ ...EVERY_SECTION, ...FILLED }, async () => {
    await page.goto("/");
    await expect(page).toHaveTitle(`${appName} - ${tagline}`);
    for (const id of SECTIONS) await expect(page.getByTestId(`section-${id}`), id).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(stored.landing.home.heading);
    await expect(page.getByText(stored.landing.home.subheading)).toBeVisible();
    await expect(page.locator("#contact")).toContainText(stored.landing.contact.email);
    await expect(page.locator("#contact")).toContainText(FILLED["landing.contact.location"]);
    await expect(page.locator("#contact").getByRole("link", { name: FILLED["landing.contact.phone"] })).toHaveAttribute("href", /^tel:\+?\d+$/);
    await expect(page.getByTestId("section-testimonials")).toContainText("Coloreamos cada tarde después del cole.");
    await expect(page.getByTestId("section-metrics")).toContainText("2.300");
    await expect(page.getByTestId("landing-footer")).toBeVisible();
    const nav = await openDesktopMenuLinks(page);
    await expect(nav).toHaveText(["Inicio", "Cómo funciona", "Precios", "Preguntas", "Contacto"]);
    for (const id of ANCHORS) await expect(page.getByTestId(`anchor-${id}`)).toHaveAttribute("href", `#${id}`);
    // Sign-in and sign-up from the header.
    await expect(page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute("href", "/sign-in");
    await expect(page.getByRole("banner").getByRole("link", { name: "Empieza gratis" })).toHaveAttribute("href", "/sign-up");
    // No React in the browser: no script files, no hydration, one small inline script.
    expect(await page.locator("script[src]").count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    await expectAccessible(page);
    await loadLazyImages(page);
    await shoot(page, "landing-desktop");
  });
});

test("the landing at phone and tablet widths, with the menu working without JavaScript", async ({ browser }) => {
  for (const [name, viewport] of [
    ["phone", { width: 390, height: 844 }],
    ["tablet", { width: 820, height: 1180 }],
  ] as const) {
    const context = await browser.newContext({ viewport, javaScriptEnabled: false, isMobile: name === "phone", hasTouch: name === "phone" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByTestId("section-home")).toBeVisible();
    // No sideways scrolling at this width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await loadLazyImages(page);
    await shoot(page, `landing-${name}`);
    const menu = page.locator("#landing-menu");
    await menu.locator("summary").click();
    await expect(menu.getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
    await page.screenshot({ path: `tests/.artifacts/screens/landing-${name}-menu.png` });
    await menu.getByRole("link", { name: "Precios" }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.getByTestId("section-pricing")).toBeInViewport();
    await context.close();
  }
});

test("the mobile menu closes after a jump when JavaScript runs", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto("/");
  const menu = page.locator("#landing-menu");
  await menu.locator("summary").click();
  await expect(menu).toHaveAttribute("open", "");
  // The phone layout, menu open, passes axe too.
  await expectAccessible(page);
  await menu.getByRole("link", { name: "Preguntas" }).click();
  await expect(page).toHaveURL(/#faqs$/);
  await expect(menu).not.toHaveAttribute("open", "");
  await context.close();
});

test("a fresh install claims nothing it cannot keep: no testimonials or figures until the admin writes them, even when switched on", async ({ page }) => {
  const stored = await website();
  expect(stored.landing.testimonial.visibility).toBe(false);
  expect(stored.landing.metrics.visibility).toBe(false);
  await page.goto("/");
  await expect(page.getByTestId("section-testimonials")).toHaveCount(0);
  await expect(page.getByTestId("section-metrics")).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText("12K+");
  // Switched on but empty: still nothing (a heading over nothing is not shown).
  await withWebsiteFields(
    { "landing.testimonial.visibility": true, "landing.metrics.visibility": true, "landing.testimonial.testimonials": [], "landing.metrics.metrics": [] },
    async () => {
      await page.goto("/");
      await expect(page.getByTestId("section-testimonials")).toHaveCount(0);
      await expect(page.getByTestId("section-metrics")).toHaveCount(0);
    },
  );
  // Only the e-mail to contact: one card, centred; no invented phone number.
  await withWebsiteFields({ "landing.contact.location": "", "landing.contact.phone": "" }, async () => {
    await page.goto("/#contact");
    await expect(page.locator("#contact").getByRole("listitem")).toHaveCount(1);
    await expect(page.getByTestId("contact-phone")).toHaveCount(0);
  });
});

test("switching sections off in the settings hides them and their anchors", async ({ page }) => {
  await withWebsiteFields(
    {
      ...FILLED,
      "landing.testimonial.visibility": true,
      "landing.metrics.visibility": true,
      "landing.pricing.visibility": false,
      "landing.faqs.visibility": false,
      "landing.howItWorks.visibility": false,
    },
    async () => {
      await page.goto("/");
      for (const id of ["pricing", "faqs", "how-it-works"]) {
        await expect(page.locator(`#${id}`)).toHaveCount(0);
        await expect(page.locator(`a[href="#${id}"]`)).toHaveCount(0);
      }
      await expect(page.getByRole("navigation", { name: "Secciones" }).getByRole("link")).toHaveText(["Inicio", "Contacto"]);
      for (const id of ["home", "features", "testimonials", "metrics", "call-to-action", "contact"])
        await expect(page.getByTestId(`section-${id}`)).toBeVisible();
    },
  );
  await withWebsiteFields({ "landing.home.visibility": false, "landing.contact.visibility": false }, async () => {
    await page.goto("/");
    await expect(page.locator("#home, #contact")).toHaveCount(0);
    await expect(page.locator('a[href="#home"], a[href="#contact"]')).toHaveCount(0);
    // The page keeps one h1 for screen readers and search engines.
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Secciones" }).getByRole("link")).toHaveCount(5);
});

test("the admin's section editor hides a section and its anchor from the landing", async ({ page }) => {
  test.slow();
  const setContactVisible = async (visible: boolean) => {
    await page.goto("/admin/website/contact");
    const box = page.getByLabel("Mostrar esta sección");
    if (visible) await box.check();
    else await box.uncheck();
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Cambios guardados.")).toBeVisible();
  };
  await withWebsiteFields({ "landing.contact.visibility": true }, async () => {
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await setContactVisible(false);
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`${E2E.baseURL}/`);
    await expect(visitor.locator("#contact")).toHaveCount(0);
    await expect(visitor.locator('a[href="#contact"]')).toHaveCount(0);
    await setContactVisible(true);
    await visitor.reload();
    await expect(visitor.locator("#contact")).toBeVisible();
    await expect(visitor.getByTestId("anchor-contact")).toBeVisible();
    await visitor.close();
  });
});

test("pricing shows the plans from the database: price minus discount in euros, badges and sign-up links", async ({ page }) => {
  const plans = await sql<
    { name: string; title: string; price: number; discount: number; paid: boolean }[]
  >`select name, title, price, discount, paid from plans order by price, id`;
  expect(plans.length).toBeGreaterThan(0);
  await page.goto("/#pricing");
  const cards = page
    .getByTestId("section-pricing")
    .locator("[data-testid^=plan-]")
    .filter({ has: page.getByTestId("plan-price") });
  await expect(cards).toHaveCount(plans.length);
  for (const plan of plans) {
    const card = page.getByTestId(`plan-${plan.name}`);
    await expect(card.getByRole("heading", { name: plan.title })).toBeVisible();
    const final = Math.round(plan.price * (100 - plan.discount)) / 100;
    await expect(card.getByTestId("plan-price")).toHaveText(euros(final));
    const badged = (plan.name === "starter" || plan.name === "advanced") && plan.discount > 0;
    if (badged) await expect(card.getByTestId("plan-badge")).toHaveText(`${plan.discount}% off`);
    else await expect(card.getByTestId("plan-badge")).toHaveCount(0);
    await expect(card.getByTestId("plan-cta")).toHaveAttribute("href", plan.paid ? `/sign-up/?plan=${plan.name}` : "/sign-up");
  }
  // A paid plan's button leads to sign-up with that plan chosen.
  const starter = plans.find((plan) => plan.name === "starter");
  if (starter) {
    await page.getByTestId("plan-starter").getByTestId("plan-cta").click();
    await expect(page).toHaveURL(/\/sign-up\/?\?plan=starter$/);
    await expect(page.getByText(starter.title).first()).toBeVisible();
  }
});

for (const javaScriptEnabled of [true, false]) {
  test(`the FAQ accordion keeps one answer open at a time (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser }) => {
    const stored = await website();
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/#faqs");
    const items = page.getByTestId("faq");
    await expect(items).toHaveCount(stored.landing.faqs.faqs.length);
    const open = page.locator("[data-testid=faq][open]");
    await expect(open).toHaveCount(1);
    await expect(items.first()).toHaveAttribute("open", "");
    await items.nth(1).locator("summary").click();
    await expect(open).toHaveCount(1);
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(1).getByText(stored.landing.faqs.faqs[1].answer)).toBeVisible();
    await expect(items.first().getByText(stored.landing.faqs.faqs[0].answer)).toBeHidden();
    await items.nth(2).locator("summary").click();
    await expect(open).toHaveCount(1);
    await expect(items.nth(2)).toHaveAttribute("open", "");
    // The support block and its link.
    await expect(page.getByTestId("faq-support")).toContainText(stored.landing.faqs.support.heading);
    await expect(page.getByTestId("support-link")).toHaveAttribute("href", stored.landing.faqs.support.link);
    await context.close();
  });
}

test("the footer shows socials, app downloads and legal links by their visibility", async ({ page }) => {
  const stored = await website();
  const platforms = Object.entries(stored.landing.home.platforms).filter(([, url]) => url);
  await withWebsiteFields(
    { "landing.footer.visibility": true, "landing.footer.platforms.visibility": true, "terms.visibility": true, "privacy.visibility": true },
    async () => {
      await page.goto("/");
      const footer = page.getByTestId("landing-footer");
      await expect(footer.getByTestId("footer-socials").getByRole("link")).toHaveCount(stored.landing.footer.socials.length);
      await expect(footer.getByTestId("footer-platforms").getByRole("link")).toHaveCount(platforms.length);
      for (const [name, url] of platforms) await expect(footer.locator(`[data-platform=${name}]`)).toHaveAttribute("href", url);
      // A link that is not configured is not shown, and every link shown on this site answers.
      for (const [name, url] of Object.entries(stored.landing.home.platforms)) {
        if (!url) await expect(footer.locator(`[data-platform=${name}]`)).toHaveCount(0);
        else if (url.startsWith("/")) expect((await page.request.get(url)).status(), url).toBeLessThan(400);
      }
      await expect(footer.getByRole("link", { name: "Términos y condiciones" })).toHaveAttribute("href", "/terms");
      await expect(footer.getByRole("link", { name: "Política de privacidad" })).toHaveAttribute("href", "/privacy");
    },
  );
  await withWebsiteFields({ "terms.visibility": false, "landing.footer.platforms.visibility": false }, async () => {
    await page.goto("/");
    const footer = page.getByTestId("landing-footer");
    await expect(footer.getByRole("link", { name: "Términos y condiciones" })).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "Política de privacidad" })).toBeVisible();
    await expect(footer.getByTestId("footer-platforms")).toHaveCount(0);
    expect((await page.request.get("/terms")).status()).toBe(404);
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND);
    await expect(page).toHaveTitle(/.+/);
    expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain("/terms<");
  });
  await withWebsiteFields({ "landing.footer.visibility": false }, async () => {
    await page.goto("/");
    await expect(page.getByTestId("landing-footer")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });
});

for (const [path, title, key] of [
  ["/terms", "Términos y condiciones", "terms"],
  ["/privacy", "Política de privacidad", "privacy"],
] as const) {
  test(`${path} renders the admin's rich text`, async ({ page }) => {
    const stored = await website();
    await withWebsiteFields({ [`${key}.visibility`]: true }, async () => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      const content = page.getByTestId("legal-content");
      const firstHeading = stored[key].content.find((block) => block.type === "heading-two");
      if (firstHeading) await expect(content.getByRole("heading", { level: 2, name: firstHeading.children.map((c) => c.text ?? "").join("") })).toBeVisible();
      await expect(content.locator("script, [onclick], [style]")).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${E2E.baseURL}${path}`);
      await expect(page).toHaveTitle(new RegExp(`^${title} - `));
      // Anchors lead back to the landing's sections; sign-up is at hand.
      await expect(page.getByTestId("anchor-pricing")).toHaveAttribute("href", "/#pricing");
      await expect(page.getByRole("banner").getByRole("link", { name: "Empieza gratis" })).toHaveAttribute("href", "/sign-up");
      await expectAccessible(page);
      await shoot(page, `landing${path.replace("/", "-")}`);
    });
  });
}

test("search engines and link previews: meta tags, canonical, sitemap.xml and robots.txt", async ({ page, request }) => {
  const stored = await website();
  const [appName, tagline] = await Promise.all([setting("app_name"), setting("tagline")]);
  await page.goto("/");
  const meta = (selector: string) => page.locator(selector).first().getAttribute("content");
  expect(await meta('meta[name="description"]')).toBe(stored.landing.home.subheading);
  expect(await meta('meta[property="og:title"]')).toBe(`${appName} - ${tagline}`);
  expect(await meta('meta[property="og:site_name"]')).toBe(appName);
  expect(await meta('meta[property="og:url"]')).toBe(`${E2E.baseURL}/`);
  expect(await meta('meta[property="og:image"]')).toBe(`${E2E.baseURL}${stored.landing.home.image}`);
  expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${E2E.baseURL}/`);
  expect((await request.get(stored.landing.home.image)).status()).toBe(200);

  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toContain("text/plain");
  const robotsText = await robots.text();
  for (const path of ["/admin", "/api", "/account"]) expect(robotsText).toContain(`Disallow: ${path}`);
  expect(robotsText).toContain(`Sitemap: ${E2E.baseURL}/sitemap.xml`);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  // The collections that hold pages come after the legal pages (which ones depends on what other tests tagged;
  // tests/integration/collections.test.ts checks that a tagged collection is listed).
  const collections = locs.filter((loc) => loc.startsWith(`${E2E.baseURL}/colecciones`));
  for (const loc of collections) expect(loc).toMatch(/\/colecciones(\/[a-z]+)?$/);
  const expected = [
    "/",
    "/pagina-del-dia",
    ...(stored.terms.visibility ? ["/terms"] : []),
    ...(stored.privacy.visibility ? ["/privacy"] : []),
    ...collections.map((loc) => loc.slice(E2E.baseURL.length)),
    "/sign-in",
    "/sign-up",
  ];
  expect(locs).toEqual(expected.map((path) => `${E2E.baseURL}${path}`));
});

test("the demo video is served small, with a poster, and plays when scrolled to", async ({ browser, request }) => {
  const stored = await website();
  const video = stored.landing.howItWorks as unknown as { video: string; poster: string };
  for (const file of [video.video, video.poster]) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect((await response.body()).length, file).toBeLessThan(1024 * 1024);
  }
  // On a phone the video is well below the first screen.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/");
  const player = page.getByTestId("demo-video");
  // Nothing is fetched until the video comes near the screen, not even the poster.
  await expect(player).toHaveAttribute("data-poster", video.poster);
  await expect(player).not.toHaveAttribute("poster");
  expect(await player.evaluate((v: HTMLVideoElement) => v.currentSrc)).toBe("");
  await player.scrollIntoViewIfNeeded();
  await expect(player).toHaveAttribute("poster", video.poster);
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentSrc)).toContain("/media/how-it-works");
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0);
  expect(await player.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true);
  // The pause button stops it.
  await page.getByRole("button", { name: "Pausar el vídeo" }).click();
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await expect(page.getByRole("button", { name: "Reproducir el vídeo" })).toBeVisible();
  await context.close();
});

test("a signed-in user is offered the app and checkout instead of sign-up", async ({ page }) => {
  test.slow();
  await newFamily(page, "Inés");
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: /^Abrir / })).toHaveAttribute("href", "/pages/public");
  await expect(page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" })).toHaveCount(0);
  await expect(page.getByTestId("plan-starter").getByTestId("plan-cta")).toHaveAttribute("href", "/checkout?plan=starter");
  await expect(page.getByTestId("plan-free").getByTestId("plan-cta")).toHaveAttribute("href", "/pages/public");
});

test("reached by a client-side link from a hydrated page, the landing still enhances itself", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // (The sign-in form is plain HTML too; a page that is not found is a hydrated page with a link home.)
  await page.goto("/no-such-page");
  await hydrated(page);
  await page.getByRole("link", { name: "Ir al inicio" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("section-home")).toBeVisible();
  // Still the same React app (no document load), so the inline script did not run: the effect did.
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
  const player = page.getByTestId("demo-video");
  await player.scrollIntoViewIfNeeded();
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentSrc)).toContain("/media/how-it-works");
  await page.evaluate(() => window.scrollTo(0, 0));
  const menu = page.locator("#landing-menu");
  await menu.locator("summary").click();
  await menu.getByRole("link", { name: "Contacto" }).click();
  await expect(menu).not.toHaveAttribute("open", "");
  await context.close();
});
