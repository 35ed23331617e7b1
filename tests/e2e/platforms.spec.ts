import { expect, test, type BrowserContext } from "@playwright/test";
import sharp from "sharp";
import { E2E } from "./config";
import { hydrated, newFamily } from "./fixtures";
import { expectAccessible, passParentGate, shoot, uniqueEmail, verificationPath, waitForMail } from "./helpers";

const platformCookie = (context: BrowserContext, platform: string) => context.addCookies([{ name: "platform", value: platform, url: E2E.baseURL }]);

test.describe("the platform signal", () => {
  test("on android (cookie, header or the shell's User-Agent) / goes to /splash; on the web it stays on the landing", async ({ page, browser, context }) => {
    await page.goto("/");
    await expect(page).toHaveURL(`${E2E.baseURL}/`);
    await expect(page.getByTestId("splash")).toHaveCount(0);

    await platformCookie(context, "android");
    await page.goto("/");
    await expect(page).toHaveURL(/\/splash$/);
    await expect(page.getByTestId("splash")).toBeVisible();

    const byHeader = await browser.newContext({ extraHTTPHeaders: { "X-Platform": "android" } });
    const byAgent = await browser.newContext({ userAgent: "Mozilla/5.0 (Linux; Android 14; wv) Chrome/126.0 Mobile Safari/537.36 ColoreaShell/android" });
    for (const shell of [byHeader, byAgent]) {
      const tab = await shell.newPage();
      await tab.goto(E2E.baseURL);
      await expect(tab).toHaveURL(/\/splash$/);
      await shell.close();
    }
  });

  test("every shell platform gets /splash from /", async ({ browser }) => {
    for (const platform of ["ios", "windows", "mac", "debian"]) {
      const shell = await browser.newContext({ extraHTTPHeaders: { "X-Platform": platform } });
      const response = await shell.request.get(`${E2E.baseURL}/`, { maxRedirects: 0 });
      expect([platform, response.status(), response.headers().location]).toEqual([platform, 302, "/splash"]);
      await shell.close();
    }
  });

  test("ios adds 16px of top padding; the other platforms do not", async ({ page, context }) => {
    await page.goto("/sign-in");
    await expect(page.locator("body")).toHaveCSS("padding-top", "0px");
    await platformCookie(context, "ios");
    for (const path of ["/splash", "/sign-in"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-platform", "ios");
      await expect(page.locator("body")).toHaveCSS("padding-top", "16px");
    }
    // The padding does not push the full-screen splash past the screen.
    await page.goto("/splash");
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
    await platformCookie(context, "android");
    await page.goto("/splash");
    await expect(page.locator("body")).toHaveCSS("padding-top", "0px");
  });
});

test.describe("/splash", () => {
  test("shows the logo, name and tagline from the settings with sign-up and sign-in, at phone and desktop widths", async ({ page, context }) => {
    await platformCookie(context, "android");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page).toHaveURL(/\/splash$/);
    await expect(page.getByRole("heading", { level: 1, name: "Colorea" })).toBeVisible();
    await expect(page.getByText("Páginas para colorear para toda la familia")).toBeVisible();
    const logo = page.getByTestId("splash").locator("img").first();
    await expect(logo).toHaveAttribute("src", "/favicon.svg");
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const signUp = page.getByRole("link", { name: "Crear cuenta gratis" });
    const signIn = page.getByRole("link", { name: "Ya tengo cuenta" });
    await expect(signUp).toHaveAttribute("href", "/sign-up");
    await expect(signIn).toHaveAttribute("href", "/sign-in");
    // On a phone the buttons sit within the first screen, under the name.
    const box = await signIn.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
    await expectAccessible(page);
    await shoot(page, "splash-phone");

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(signUp).toBeVisible();
    await shoot(page, "splash-desktop");

    await signUp.click();
    await expect(page).toHaveURL(/\/sign-up$/);
  });

  test("signed in, /splash (and / on a shell) goes straight into the app", async ({ page, context }) => {
    await newFamily(page, "Nora");
    await page.goto("/splash");
    await expect(page).toHaveURL(/\/pages\/public$/);
    await platformCookie(context, "android");
    await page.goto("/");
    await expect(page).toHaveURL(/\/pages\/public$/);
  });
});

test.describe("the installable web app", () => {
  test("the manifest is linked and served with the settings' name and icons that load", async ({ page, request }) => {
    await page.goto("/sign-in");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");

    const response = await request.get("/manifest.webmanifest");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: "Colorea", short_name: "Colorea", start_url: "/splash", display: "standalone" });
    expect(manifest.icons.map((icon) => icon.purpose).sort()).toEqual(["any", "any", "maskable"]);

    for (const { src, sizes } of [...manifest.icons, { src: appleIcon ?? "", sizes: "180x180" }]) {
      const icon = await request.get(src);
      expect([src, icon.status(), icon.headers()["content-type"]]).toEqual([src, 200, "image/png"]);
      const meta = await sharp(await icon.body()).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(sizes);
    }
    expect((await request.get("/icons/nope.png")).status()).toBe(404);
  });

  test("the service worker is served, registers, and shows the offline page without network", async ({ page, context }) => {
    const script = await page.request.get("/sw.js");
    expect(script.status()).toBe(200);
    expect(script.headers()["content-type"]).toContain("javascript");
    expect(script.headers()["cache-control"]).toBe("no-cache");
    // Stamped with the build's hash, and the app shell is listed for install.
    const source = await script.text();
    expect(source).toMatch(/const CACHE = "colorea-[0-9a-f]{8}-\w+";/);
    expect(source).toContain('"/offline"');
    expect(source).toMatch(/"\/build\/entry\.client-\w+\.js"/);

    await page.goto("/");
    const registered = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(registered).toBe(`${E2E.baseURL}/sw.js`);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    const cached = await page.evaluate(async () => (await caches.keys()).filter((key) => key.startsWith("colorea-")));
    expect(cached).toHaveLength(1);

    await context.setOffline(true);
    await page.goto("/pages/public");
    await expect(page.getByRole("heading", { name: "Sin conexión" })).toBeVisible();
    await expect(page).toHaveURL(/\/pages\/public$/);
    await expect(page.getByText("Colorea", { exact: true })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "offline");

    // Back online, "Reintentar" loads the address that failed (signed out: on to /sign-in).
    await context.setOffline(false);
    await page.getByRole("link", { name: "Reintentar" }).click();
    await expect(page).toHaveURL(/\/sign-in/);

    // A link followed inside the running app (a data request, not a document) also ends there,
    // at the address it led to. (The sign-in form is plain HTML, so the hydrated page is one that
    // is not found; its link home is followed once online, so the worker holds the landing's module.)
    await page.goto("/no-such-page");
    await hydrated(page);
    await page.getByRole("link", { name: "Ir al inicio" }).click();
    await expect(page.getByTestId("section-home")).toBeVisible();
    await page.goto("/no-such-page");
    await hydrated(page);
    await context.setOffline(true);
    await page.getByRole("link", { name: "Ir al inicio" }).click();
    await expect(page.getByRole("heading", { name: "Sin conexión" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await context.setOffline(false);
  });

  test("the offline page is served to anyone, without the session", async ({ page }) => {
    await newFamily(page, "Olga");
    const response = await page.request.get("/offline");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("Sin conexión");
    expect(html).not.toContain("Olga");
    expect(html).not.toContain("<script");
  });
});

test.describe("desktop shells", () => {
  test("checkout opens Stripe's page in a new (external) window and the app stays on /checkout", async ({ page, context }) => {
    await newFamily(page, "Dani");
    await platformCookie(context, "windows");
    await page.goto("/checkout?plan=starter");
    await hydrated(page);
    const popup = context.waitForEvent("page");
    await page.getByRole("button", { name: "Pagar con tarjeta" }).click();
    await passParentGate(page);
    const external = await popup;
    await expect.poll(() => external.url()).toMatch(new RegExp(`^http://[\\w.]+:${E2E.stripePort}/`));
    await expect(page).toHaveURL(/\/checkout\?plan=starter$/);
    const panel = page.getByTestId("checkout-external");
    await expect(panel).toContainText("Abrimos el pago seguro en tu navegador");
    await expect(panel.getByRole("link", { name: "Abrir el pago en el navegador" })).toHaveAttribute("href", new RegExp(`:${E2E.stripePort}/`));
    await expect(panel.getByRole("link", { name: "Ya he pagado: ver mi plan" })).toHaveAttribute("href", "/account");
    await expectAccessible(page);
    await shoot(page, "checkout-desktop-shell");
  });
});

test("the /api the shells use: sign-up, verify, sign-in, reads, checkout URL and sign-out", async ({ request }) => {
  const headers = { "X-Platform": "android" };
  const email = uniqueEmail("shell");
  const password = "colores-seguros-1";
  const call = async (method: "GET" | "POST" | "PATCH", path: string, options: { token?: string; data?: unknown } = {}) => {
    const response = await request.fetch(`/api/${path}`, {
      method,
      data: options.data,
      headers: { ...headers, ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}) },
    });
    return { status: response.status(), body: response.status() === 204 ? null : await response.json() };
  };

  const settings = await call("GET", "settings/list");
  expect(settings.body.map((entry: { name: string }) => entry.name)).toEqual(["app_name", "tagline", "favicon", "website", "currency"]);

  expect((await call("POST", "users/sign-up", { data: { name: "Shell", email, password, birth_year: 1985 } })).status).toBe(201);
  expect((await call("POST", "users/sign-in", { data: { email, password } })).body.code).toBe("EMAIL_NOT_VERIFIED");
  const token = verificationPath(await waitForMail(email))
    .split("/")
    .pop();
  const verified = await call("POST", "users/verify", { data: { token, password } });
  expect(verified.status).toBe(200);

  const signedIn = await call("POST", "users/sign-in", { data: { email, password } });
  expect(signedIn.status).toBe(200);
  const auth = { token: signedIn.body.token as string };
  expect((await call("GET", "users/read", auth)).body).toMatchObject({ email, plan: { name: "free" } });
  expect((await call("GET", "plans/paid/list", auth)).body.map((plan: { name: string }) => plan.name)).toEqual(["starter", "advanced"]);
  expect((await call("GET", "pages/paginate?page=1&scope=public&sort=latest", auth)).body).toMatchObject({ current_page: 1 });
  expect((await call("GET", "coloreds/paginate?page=1", auth)).body).toMatchObject({ current_page: 1 });
  expect((await call("GET", "credits/read", auth)).body).toMatchObject({ public_page: expect.any(Number), page_creation: expect.any(Number) });
  const checkout = await call("POST", "stripe/checkout", { ...auth, data: { priceId: "price_starter" } });
  expect(checkout.status).toBe(200);
  expect(checkout.body.url).toContain(`:${E2E.stripePort}/`);

  expect((await call("POST", "users/sign-out", auth)).status).toBe(204);
  expect((await call("GET", "users/read", auth)).status).toBe(401);
});
