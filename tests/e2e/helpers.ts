import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type Page } from "@playwright/test";
import { TEST_ADMIN } from "../helpers/database";
import { E2E } from "./config";

export { TEST_ADMIN };

export const uniqueEmail = (prefix = "e2e") => `${prefix}-${crypto.randomUUID().slice(0, 8)}@colorea.test`;

type Mail = { to: string[]; subject: string; text: string };

/** Waits for a mail to reach the SMTP stand-in and returns the newest one. */
export async function waitForMail(to: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`http://127.0.0.1:${E2E.mailApiPort}/messages?${new URLSearchParams({ to })}`);
        const messages = (await res.json()) as Mail[];
        found = messages.at(-1);
        return messages.length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThan(0);
  return found as Mail;
}

export function verificationPath(mail: Mail) {
  const match = /https?:\/\/[^/\s]+(\/verify\/[\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`no verification link in:\n${mail.text}`);
  return match[1];
}

export async function signUpAndVerify(page: Page, name = "Marta") {
  const email = uniqueEmail();
  const password = "colores-seguros-1";
  await page.goto("/sign-up");
  await page.getByLabel("Nombre").fill(name);
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  // Hashing the password (argon2id, 19 MiB) takes seconds on a busy two-core machine.
  await expect(page).toHaveURL(/\/verify\?/, { timeout: 15_000 });
  const mail = await waitForMail(email);
  await page.goto(verificationPath(mail));
  await expect(page).toHaveURL(/\/pages\/public$/);
  return { email, password, name };
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
}

/**
 * A new user's page in a context without JavaScript: signed up with JavaScript, then the session
 * carried into a context without it. Close the returned context at the end.
 */
export async function signUpWithoutScript(browser: Browser, name?: string) {
  const withJs = await browser.newContext({ javaScriptEnabled: true });
  const setup = await withJs.newPage();
  const user = await signUpAndVerify(setup, name);
  const cookies = await withJs.cookies();
  await withJs.close();
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(cookies);
  return { user, context, page: await context.newPage() };
}

/** RGBA of the colour screen's paint layer at a point of its canvas element. */
export async function paintAt(page: Page, x: number, y: number) {
  return page.evaluate(
    ([px, py]) => {
      const canvas = document.querySelector<HTMLCanvasElement>("canvas.lower-canvas");
      const data = canvas?.getContext("2d")?.getImageData(px, py, 1, 1).data;
      return data ? Array.from(data) : null;
    },
    [x, y],
  );
}

/** Picks a colour on the colour screen, opening the palette first when it is hidden. */
export async function pickColor(page: Page, name: string) {
  if (!(await page.getByTestId("palette").isVisible())) await page.getByRole("button", { name: "Mostrar u ocultar la paleta" }).click();
  await page.getByRole("radio", { name: `Color ${name}` }).check({ force: true });
}

/** A full-page screenshot kept as a CI artifact, to be looked at. */
export async function shoot(page: Page, name: string) {
  const dir = path.join("tests/.artifacts/screens");
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** No accessibility violations axe can find (WCAG 2.1 A/AA). */
export async function expectAccessible(page: Page) {
  // A toast fading in is half-transparent: judge contrast once animations have finished.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
