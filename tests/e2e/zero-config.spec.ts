import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E } from "./config";
import { expectAccessible, shoot, uniqueEmail } from "./helpers";

/**
 * The README's promise: with nothing configured (no DATABASE_URL, no SMTP), the built app
 * starts on PGlite, prints the first admin's credentials, and writes verification mails to the
 * outbox folder it names at start (issue #43: never to the log).
 */
const PORT = E2E.zeroConfigPort;
const BASE = `http://localhost:${PORT}`;
let server: ChildProcess;
let output = "";
let readyAt = 0;
let outbox = "";
const user = { email: "", password: "colores-seguros-1" };

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coloring-zero-"));
  outbox = path.join(dataDir, "outbox");
  const env = { NODE_ENV: "production" as const, PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(PORT), DATA_DIR: dataDir };
  server = spawn(process.execPath, ["server-build/index.js"], { env });
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(
      async () =>
        fetch(`${BASE}/healthz`)
          .then((r) => r.status)
          .catch(() => 0),
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(200);
  readyAt = Date.now();
  expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(true);
});

test.afterAll(async () => {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
});

/** The text of the mail to `to` in the outbox, once it is there. */
function mailTo(to: string) {
  if (!fs.existsSync(outbox)) return "";
  return (
    fs
      .readdirSync(outbox)
      .map((name) => fs.readFileSync(path.join(outbox, name), "utf8"))
      .find((mail) => mail.split("\n").includes(`To: ${to}`)) ?? ""
  );
}

test("a new user finds the verification link in the outbox the start names and the printed admin signs in", async ({ page }) => {
  const email = uniqueEmail("zero");
  user.email = email;
  await page.goto(`${BASE}/sign-up`);
  await page.getByLabel("Nombre").fill("Clara");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(user.password);
  await page.getByLabel("Año de nacimiento").fill("1985");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByRole("heading", { name: "Revisa tu correo" })).toBeVisible();

  // The start said where the mails go.
  expect(output).toContain(`mails are written to ${outbox}`);
  await expect.poll(() => mailTo(email)).toContain("/verify/");
  const link = new RegExp(`http://localhost:${PORT}(/verify/[\\w-]+)`).exec(mailTo(email))?.[1];
  expect(link).toBeTruthy();
  // The log holds no link.
  expect(output).not.toContain(link);
  await page.goto(`${BASE}${link}`);
  await page.getByLabel("Contraseña").fill(user.password);
  await page.getByRole("button", { name: "Confirmar mi correo" }).click();
  await expect(page).toHaveURL(/\/pages\/public$/);
  await expect(page.getByRole("heading", { name: "Páginas públicas" })).toBeVisible();

  await page.getByRole("button", { name: "Cerrar sesión" }).first().click();
  const adminEmail = /e-mail:\s+(\S+)/.exec(output)?.[1];
  const adminPassword = /password:\s+(\S+)/.exec(output)?.[1];
  expect(adminEmail).toBe("admin@localhost");
  await page.goto(`${BASE}/sign-in`);
  await page.getByLabel("Correo electrónico").fill(adminEmail ?? "");
  await page.getByLabel("Contraseña").fill(adminPassword ?? "");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId("admin-badge")).toBeVisible();
  // Request logs (one JSON line each, record 0139) never carry the verification token.
  expect(output).toContain('"path":"/verify/[redacted]"');
  expect(output).not.toMatch(/"path":"\/verify\/(?!\[redacted\])/);
});

test("a fresh install claims and sells nothing it cannot: no invented testimonials, figures or app links; paid plans are coming soon, with no button that fails", async ({
  page,
}) => {
  await page.goto(`${BASE}/`);
  await expect(page.getByTestId("section-testimonials")).toHaveCount(0);
  await expect(page.getByTestId("section-metrics")).toHaveCount(0);
  await expect(page.getByTestId("contact-phone")).toHaveCount(0);
  // Only the web app is offered for download; nothing that answers 404.
  await expect(page.getByTestId("footer-platforms").getByRole("link")).toHaveCount(1);
  await expect(page.locator("[data-platform=debian]")).toHaveCount(0);
  for (const name of ["starter", "advanced"]) {
    const card = page.getByTestId(`plan-${name}`);
    await expect(card.getByTestId("plan-soon")).toContainText("Próximamente");
    await expect(card.getByRole("link")).toHaveCount(0);
    await expect(card.getByRole("button")).toHaveCount(0);
  }
  await expect(page.getByTestId("plan-free").getByTestId("plan-cta")).toHaveText("Empieza gratis");
  await page.getByTestId("plan-starter").scrollIntoViewIfNeeded();
  await shoot(page, "zero-pricing-soon");
  // No AI configured: the landing leads with what this install does (issue #28).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Convierte tus fotos en páginas para colorear");
  expect(await page.locator("body").innerText()).not.toMatch(/\bIA\b|inteligencia artificial/i);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, "zero-landing-without-ai");

  await page.goto(`${BASE}/sign-in`);
  await page.getByLabel("Correo electrónico").fill(user.email);
  await page.getByLabel("Contraseña").fill(user.password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/pages\/public$/);
  // "Crear página" offers and says only what there is: no AI.
  await page.goto(`${BASE}/pages/create`);
  await expect(page.getByText("Da vida a tu creatividad: convierte una foto en un dibujo, diseña un mandala o carga tu propia página.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Formas de crear una página" }).getByRole("link")).toHaveText([
    /Desde una foto/,
    /Mandala o patrón/,
    /Subir una página/,
  ]);
  expect(await page.locator("main").innerText()).not.toMatch(/\bIA\b/);
  await shoot(page, "zero-create-without-ai");
  await page.goto(`${BASE}/checkout?plan=starter`);
  await expect(page.getByTestId("payments-off")).toContainText("Los planes de pago llegarán muy pronto");
  await expect(page.getByRole("button", { name: "Pagar con tarjeta" })).toHaveCount(0);
  for (const [name, title] of [
    ["starter", "Inicial"],
    ["advanced", "Avanzado"],
  ]) {
    await expect(page.getByTestId(`plan-${name}`).getByTestId("plan-soon")).toHaveText("Próximamente");
    await expect(page.getByRole("radio", { name: new RegExp(title) })).toBeDisabled();
  }
  await expectAccessible(page);
  await shoot(page, "zero-checkout-soon");
});

test("sign-in attempts are rate limited, with the JSON contract on /api", async ({ request }) => {
  const attempt = () => request.post(`${BASE}/api/users/sign-in`, { data: { email: "nadie@colorea.test", password: "no-es-la-clave" } });
  let last = await attempt();
  for (let i = 0; i < 25 && last.status() !== 429; i++) last = await attempt();
  expect(last.status()).toBe(429);
  expect(await last.json()).toMatchObject({ code: "RATE_LIMITED" });
  // The browser form shares the budget, and answers in Spanish.
  const form = await request.post(`${BASE}/sign-in`, { form: { email: "nadie@colorea.test", password: "x" }, maxRedirects: 0 });
  expect(form.status()).toBe(429);
  expect(await form.text()).toContain("Demasiados intentos");
});

test("the first start fills the public gallery with original pages, and one is coloured with a tap", async ({ page }, info) => {
  test.setTimeout(240_000);
  // The gallery is seeded in the background once the server answers; the log says when it is full.
  const done = /Galería inicial: (\d+) páginas añadidas en ([\d.]+) s/;
  await expect.poll(() => done.test(output), { timeout: 200_000, intervals: [500] }).toBe(true);
  const [, added, seconds] = done.exec(output) ?? [];
  expect(Number(added)).toBeGreaterThanOrEqual(24);
  info.annotations.push({
    type: "seeding",
    description: `${added} pages in ${seconds} s; full ${((Date.now() - readyAt) / 1000).toFixed(1)} s after /healthz answered`,
  });

  await page.goto(`${BASE}/sign-in`);
  await page.getByLabel("Correo electrónico").fill(user.email);
  await page.getByLabel("Contraseña").fill(user.password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/pages\/public$/);
  const cards = page.getByTestId("page-card");
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).toContainText("León sonriente");
  await expect(cards.nth(2)).toContainText("Mandala de flores");
  // Every thumbnail loads (they are lazy: bring each into view first).
  const thumbnailsLoad = async () => {
    for (const image of await cards.locator("img").all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
  };
  await thumbnailsLoad();
  await expectAccessible(page);
  await shoot(page, "gallery-seeded");
  await page.setViewportSize({ width: 412, height: 915 });
  await page.reload();
  await thumbnailsLoad();
  await shoot(page, "gallery-seeded-phone");
  await page.setViewportSize({ width: 1280, height: 720 });

  // Searchable by their Spanish titles, as children type them: without accents, in any case
  // (the embedded database folds them like Postgres does).
  await page.goto(`${BASE}/pages/public?search=mandala`);
  await expect(cards).toHaveCount(3);
  await page.goto(`${BASE}/pages/public?search=LEON`);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("León sonriente");

  // The lion opens on the colour screen with its region map; a tap fills its mane.
  await page.goto(`${BASE}/pages/public`);
  await page.getByRole("link", { name: "Colorear «León sonriente»" }).click();
  await expect(page).toHaveURL(/\/pages\/\d+\/color$/);
  const editor = page.getByTestId("editor");
  await expect(editor).toHaveAttribute("data-ready", "true");
  await expect(editor).toHaveAttribute("data-regions", "ready");
  await page.getByRole("button", { name: "Cubo de relleno" }).click();
  if (!(await page.getByTestId("palette").isVisible())) await page.getByRole("button", { name: "Mostrar u ocultar la paleta" }).click();
  await page.getByRole("radio", { name: "Color Rojo" }).check({ force: true });
  const canvas = page.locator(".upper-canvas");
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error("no canvas");
  // Page point (512, 190): the top of the mane, between the head (top at 242) and the mane's edge.
  await page.mouse.click(box.x + (512 / 1024) * box.width, box.y + (190 / 1024) * box.height);
  const paintAt = (x: number, y: number) =>
    page.evaluate(
      ([px, py]) => Array.from(document.querySelector<HTMLCanvasElement>("canvas.lower-canvas")?.getContext("2d")?.getImageData(px, py, 1, 1).data ?? []),
      [x, y],
    );
  await expect.poll(() => paintAt(512, 190)).toEqual([239, 68, 68, 255]);
  // The whole mane, round the head, and nothing inside the head or in the sky.
  expect(await paintAt(300, 400)).toEqual([239, 68, 68, 255]);
  expect((await paintAt(512, 300))[3]).toBe(0);
  expect((await paintAt(100, 500))[3]).toBe(0);
  await expect.poll(async () => Number(await page.getByTestId("progress").getAttribute("data-percent"))).toBeGreaterThan(0);
  await shoot(page, "seeded-page-filled");
});

test("without payments, a paid-only tap says the plans are on their way and sends nobody to a checkout that cannot sell; /checkout offers the way back", async ({
  page,
  request,
}) => {
  await page.goto(`${BASE}/sign-in`);
  await page.getByLabel("Correo electrónico").fill(user.email);
  await page.getByLabel("Contraseña").fill(user.password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/pages\/public$/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

  // The heart: what favourites are, that paid plans are coming, and nothing to press that would fail.
  const heart = page.getByTestId("page-card").first().getByTestId("favorite-toggle");
  await heart.click();
  const dialog = page.getByTestId("paid-dialog");
  await expect(dialog.getByRole("heading", { name: "Favoritas" })).toBeVisible();
  await expect(dialog.getByTestId("paid-soon")).toContainText("Los planes de pago llegarán muy pronto");
  await expect(dialog.getByRole("link")).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, "paid-dialog-soon");
  await dialog.getByRole("button", { name: "Entendido" }).click();
  await expect(dialog).toBeHidden();
  await expect(heart).toBeFocused();
  await expect(page).toHaveURL(/\/pages\/public$/);

  // On the colour screen, the same for print.
  await page.getByTestId("page-card").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/pages\/\d+\/color$/);
  await expect(page.getByTestId("editor")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  await page.getByTestId("print").click();
  await expect(dialog.getByTestId("paid-soon")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Ver planes" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Entendido" }).click();
  await expect(page).toHaveURL(/\/pages\/\d+\/color$/);

  // The favourites page says what they will be, with no link to a checkout.
  await page.goto(`${BASE}/pages/favorite`);
  await expect(page.getByTestId("gallery-empty")).toContainText("Las favoritas llegarán con los planes de pago");
  await expect(page.getByTestId("favorite-plans")).toHaveCount(0);

  // /checkout reached anyway says so plainly and leads back.
  await page.goto(`${BASE}/checkout?plan=starter&back=${encodeURIComponent("/pages/favorite")}`);
  await expect(page.getByTestId("payments-off")).toContainText("Los planes de pago llegarán muy pronto");
  await page.getByTestId("checkout-back").click();
  await expect(page).toHaveURL(/\/pages\/favorite$/);

  // The shells are told the same: no plan to offer, and a message that says why.
  const signedIn = await request.post(`${BASE}/api/users/sign-in`, { data: { email: user.email, password: user.password } });
  const { token } = (await signedIn.json()) as { token: string };
  const id = await page.goto(`${BASE}/pages/public`).then(() => page.getByTestId("page-card").first().getAttribute("data-page-id"));
  const refused = await request.patch(`${BASE}/api/pages/${id}/favorited/toggle`, { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    message: "Esto es de los planes de pago, que todavía no están disponibles. Mientras tanto, sigue coloreando con tu plan actual.",
    code: "NO_PAID_PLAN",
    feature: "favorite",
    plan: null,
  });
});
