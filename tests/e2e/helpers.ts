import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { TEST_ADMIN } from "../helpers/database";
import { E2E } from "./config";
import { insertPages, newFamily, setPlan } from "./fixtures";

export { TEST_ADMIN };

export const uniqueEmail = (prefix = "e2e") => `${prefix}-${crypto.randomUUID().slice(0, 8)}@colorea.test`;

type Mail = { to: string[]; subject: string; text: string };

/**
 * Waits for a mail to reach the SMTP stand-in and returns the newest one (of those whose subject
 * has `subject`, when given: mails are sent off the request path, so several may be on their way).
 */
export async function waitForMail(to: string, subject?: string | RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`http://127.0.0.1:${E2E.mailApiPort}/messages?${new URLSearchParams({ to })}`);
        const messages = ((await res.json()) as Mail[]).filter(
          (mail) => subject === undefined || (typeof subject === "string" ? mail.subject.includes(subject) : subject.test(mail.subject)),
        );
        found = messages.at(-1);
        return messages.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  return found as Mail;
}

export function verificationPath(mail: Mail) {
  const match = /https?:\/\/[^/\s]+(\/verify\/[\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`no verification link in:\n${mail.text}`);
  return match[1];
}

/** Opens a new account's verification link and confirms it with the password chosen at sign-up (record 0156). */
export async function confirmVerification(page: Page, path: string, password = "colores-seguros-1") {
  await page.goto(path);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Confirmar mi correo" }).click();
}

/** Fills the open sign-up form and sends it. */
export async function sendSignUp(page: Page, name: string, email: string, password = "colores-seguros-1") {
  await page.getByLabel("Nombre").fill(name);
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByLabel("Año de nacimiento").fill("1985");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
}

export async function signUpAndVerify(page: Page, name = "Marta") {
  const email = uniqueEmail();
  const password = "colores-seguros-1";
  await page.goto("/sign-up");
  await sendSignUp(page, name, email, password);
  // Hashing the password (argon2id, 19 MiB) takes seconds on a busy two-core machine.
  await expect(page).toHaveURL(/\/verify\?/, { timeout: 30_000 });
  const mail = await waitForMail(email);
  await confirmVerification(page, verificationPath(mail), password);
  await expect(page).toHaveURL(/\/pages\/public$/);
  return { email, password, name };
}

/**
 * Answers the parent's question (record 0171) when it is asked: read the sum in words from the
 * dialog, type its answer in digits, continue.
 */
export async function passParentGate(page: Page) {
  const gate = page.getByTestId("parent-gate");
  await expect(gate).toBeVisible();
  await page.getByTestId("parent-gate-answer").fill(String(await gateAnswer(page)));
  await page.getByTestId("parent-gate-continue").click();
  await expect(gate).toBeHidden();
}

const WORDS: Record<string, number> = Object.fromEntries(
  "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve"
    .split(" ")
    .map((word, n) => [word, n]),
);
const TENS: Record<string, number> = { treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90 };
const inWords = (text: string) => {
  const [tens, unit] = text.split(" y ");
  return unit ? TENS[tens] + WORDS[unit] : (TENS[tens] ?? WORDS[tens]);
};

/** The answer to the question the gate shows now. */
export async function gateAnswer(page: Page) {
  const question = (await page.getByTestId("parent-gate-question").innerText()).split(": ")[1];
  const [a, op, b] = question.split(/ (más|menos) /);
  return op === "más" ? inWords(a) + inWords(b) : inWords(a) - inWords(b);
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
}

/** The seeded administrator, signed in: they land on /admin. */
export async function signInAdmin(page: Page) {
  await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
}

/** A new user's page in a context without JavaScript. Close the returned context at the end. */
export async function signUpWithoutScript(browser: Browser, name?: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const user = await newFamily(page, name);
  return { user, context, page };
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

// ---------------------------------------------------------------------------
// The colour screen
// ---------------------------------------------------------------------------

/** Preset colours as the paint layer holds them (RGBA). */
export const RGBA = {
  red: [239, 68, 68, 255],
  blue: [59, 130, 246, 255],
  green: [34, 197, 94, 255],
  yellow: [250, 204, 21, 255],
  orange: [249, 115, 22, 255],
};

/** Every browser dialog the page opens (dismissed), to check that none was. */
export function collectDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** Opens the colour screen and waits for the canvas (and, with `regions`, the region map). */
/**
 * The errors a page reports from now on (console errors and uncaught ones): a hydration mismatch
 * is React's error #418 there: a screen that hydrates cleanly leaves it empty.
 */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Marks the current document, so `isSameDocument` tells a client-side navigation from a page load. */
export const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
export const isSameDocument = (page: Page) => page.evaluate(() => "sameDocument" in window);

export async function openEditor(page: Page, id: number, { regions = false } = {}) {
  await page.goto(`/pages/${id}/color`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const editor = page.getByTestId("editor");
  await expect(editor).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  if (regions) await expect(editor).toHaveAttribute("data-regions", "ready");
}

/** Where page point (x, y) of the 1024×1024 page is on screen, through the view's zoom and pan. */
export async function toScreen(page: Page, x: number, y: number) {
  const box = await page.locator(".upper-canvas").boundingBox();
  if (!box) throw new Error("no canvas");
  return { x: box.x + (x / 1024) * box.width, y: box.y + (y / 1024) * box.height };
}

/** A mouse stroke through page points. */
export async function stroke(page: Page, points: [number, number][]) {
  const [first, ...rest] = points;
  const start = await toScreen(page, ...first);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (const point of rest) {
    const p = await toScreen(page, ...point);
    await page.mouse.move(p.x, p.y, { steps: 8 });
  }
  await page.mouse.up();
}

/** A click (mouse) or tap (touch) at a page point. */
export async function tapAt(page: Page, x: number, y: number) {
  const point = await toScreen(page, x, y);
  if (await page.evaluate(() => navigator.maxTouchPoints > 0)) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
}

export const historyCursor = (page: Page) => page.getByTestId("editor").getAttribute("data-history-cursor").then(Number);

/**
 * A test page with a region map, made through the app's upload door: a ring (centre 300,300,
 * radius 200, line 16 px), a square (600..900) and a small circle inside the square; the rest
 * is paper (the ground).
 */
export const RING = { x: 300, y: 300, r: 200, line: 16 };
export const SQUARE = { left: 600, top: 600, right: 900, bottom: 900 };
export const DOT = { x: 820, y: 680, r: 40 };
const LINE_ART = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/>
  <g fill="none" stroke="#000" stroke-width="${RING.line}">
    <circle cx="${RING.x}" cy="${RING.y}" r="${RING.r}"/>
    <rect x="${SQUARE.left}" y="${SQUARE.top}" width="${SQUARE.right - SQUARE.left}" height="${SQUARE.bottom - SQUARE.top}"/>
    <circle cx="${DOT.x}" cy="${DOT.y}" r="${DOT.r}"/>
  </g></svg>`;

/** An /api token for a user. */
export async function apiToken(request: APIRequestContext, email: string, password: string) {
  const signIn = await request.post("/api/users/sign-in", { data: { email, password } });
  expect(signIn.ok()).toBe(true);
  return ((await signIn.json()) as { token: string }).token;
}

/** Uploads the ring-and-square line art through /api as `token`'s user: a page with a region map. */
/** A page from an upload, with its region map, shared in the gallery (so others can colour it). */
export async function uploadPageWithMap(request: APIRequestContext, token: string, name = "Anillo y cuadrado") {
  const headers = { Authorization: `Bearer ${token}`, Accept: "application/json" };
  const png = await sharp(Buffer.from(LINE_ART)).png().toBuffer();
  const upload = await request.post("/api/storage/upload", {
    headers,
    multipart: { file: { name: "anillo.png", mimeType: "image/png", buffer: png }, extensions: "png" },
  });
  expect(upload.ok()).toBe(true);
  const { url } = (await upload.json()) as { url: string };
  const created = await request.post("/api/pages/upload", { headers, data: { illustration: url, name, visibility: "public" } });
  expect(created.status()).toBe(201);
  const body = (await created.json()) as { created: { id: number; region_map: string; region_count: number } };
  expect(body.created.region_map).not.toBe("");
  expect(body.created.region_count).toBeGreaterThanOrEqual(4);
  return body.created.id;
}

/**
 * A new family signed in (straight into the database, as newFamily makes one: signing up through
 * the form, argon2 and the mail took seconds of each colour-screen test; accounts.spec tries the
 * form), then a page with a region map created through /api.
 */
export async function pageWithMap(page: Page, request: APIRequestContext, name: string) {
  const user = await newFamily(page, name);
  const token = await apiToken(request, user.email, user.password);
  return { id: await uploadPageWithMap(request, token), token, ...user };
}

/** RGBA at a point of a stored PNG (a saved paint layer or composite), read over HTTP as its owner (`request` of their signed-in context). */
export async function storedPixel(request: APIRequestContext, url: string, x: number, y: number) {
  const response = await request.get(url);
  expect(response.ok()).toBe(true);
  const { data, info } = await sharp(await response.body())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return Array.from(data.subarray(at, at + 4));
}

/** Picks a colour on the colour screen, opening the palette first when it is hidden. */
export async function pickColor(page: Page, name: string) {
  if (!(await page.getByTestId("palette").isVisible())) await page.getByRole("button", { name: "Mostrar u ocultar la paleta" }).click();
  await page.getByRole("radio", { name: `Color ${name}` }).check({ force: true });
}

/** A new family (on the starter plan when `paid`) with a page of its own open in the editor. */
export async function familyAtNewPage(page: Page, name: string, prompt: string, { paid = false } = {}) {
  const user = await newFamily(page, name);
  if (paid) await setPlan(user.email, "starter");
  const [id] = await insertPages(user.email, [{ prompt }]);
  await openEditor(page, id);
  return { ...user, id };
}

/** A stroke: its colour's name, then the page points it passes through. */
export type Stroke = [color: string, ...points: [number, number][]];

/** Paints each stroke in its colour, as a person does: a colour is picked when it changes. */
export async function paint(page: Page, strokes: Stroke[]) {
  let color = "";
  for (const [next, ...points] of strokes) {
    if (next !== color) await pickColor(page, (color = next));
    await stroke(page, points);
  }
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
