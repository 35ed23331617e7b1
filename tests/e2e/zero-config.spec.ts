import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E } from "./config";
import { uniqueEmail } from "./helpers";

/**
 * The README's promise: with nothing configured (no DATABASE_URL, no SMTP), the built app
 * starts on PGlite, prints the first admin's credentials, and writes verification mails to the log.
 */
const PORT = E2E.zeroConfigPort;
const BASE = `http://localhost:${PORT}`;
let server: ChildProcess;
let output = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coloring-zero-"));
  const env = { NODE_ENV: "production" as const, PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(PORT), DATA_DIR: dataDir };
  server = spawn(process.execPath, ["server-build/index.js"], { env });
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(async () => fetch(`${BASE}/healthz`).then((r) => r.status).catch(() => 0), { timeout: 60_000, intervals: [250] })
    .toBe(200);
  expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(true);
});

test.afterAll(async () => {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
});

test("a new user finds the verification link in the log and the printed admin signs in", async ({ page }) => {
  const email = uniqueEmail("zero");
  await page.goto(`${BASE}/sign-up`);
  await page.getByLabel("Nombre").fill("Clara");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill("colores-seguros-1");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByRole("heading", { name: "Revisa tu correo" })).toBeVisible();

  await expect.poll(() => output.includes(`message to ${email}`)).toBe(true);
  const logged = output.slice(output.indexOf(`message to ${email}`));
  const link = new RegExp(`http://localhost:${PORT}(/verify/[\\w-]+)`).exec(logged)?.[1];
  expect(link).toBeTruthy();
  await page.goto(`${BASE}${link}`);
  await expect(page).toHaveURL(/\/pages\/public$/);
  await expect(page.getByRole("heading", { name: "Páginas públicas" })).toBeVisible();

  await page.getByRole("button", { name: "Cerrar Sesión" }).first().click();
  const adminEmail = /e-mail:\s+(\S+)/.exec(output)?.[1];
  const adminPassword = /password:\s+(\S+)/.exec(output)?.[1];
  expect(adminEmail).toBe("admin@localhost");
  await page.goto(`${BASE}/sign-in`);
  await page.getByLabel("Correo electrónico").fill(adminEmail ?? "");
  await page.getByLabel("Contraseña").fill(adminPassword ?? "");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId("admin-badge")).toBeVisible();
  // Request logs never carry the verification token.
  expect(output).not.toMatch(/GET \/verify\/[\w-]{20,}/);
});

test("sign-in attempts are rate limited, with the JSON contract on /api", async ({ request }) => {
  const attempt = () =>
    request.post(`${BASE}/api/users/sign-in`, { data: { email: "nadie@colorea.test", password: "no-es-la-clave" } });
  let last = await attempt();
  for (let i = 0; i < 25 && last.status() !== 429; i++) last = await attempt();
  expect(last.status()).toBe(429);
  expect(await last.json()).toMatchObject({ code: "RATE_LIMITED" });
  // The browser form shares the budget, and answers in Spanish.
  const form = await request.post(`${BASE}/sign-in`, { form: { email: "nadie@colorea.test", password: "x" }, maxRedirects: 0 });
  expect(form.status()).toBe(429);
  expect(await form.text()).toContain("Demasiados intentos");
});
