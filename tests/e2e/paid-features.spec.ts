import crypto from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated, insertPages, pageRow, setPlan, newFamily } from "./fixtures";
import { expectAccessible, historyCursor, openEditor, paintAt, pickColor, shoot, signUpWithoutScript, stroke } from "./helpers";

/**
 * Issue #28, "a free family is invited, not stopped": every paid-only tap offers the plan in a
 * dialog over the colouring or the gallery (what it gives, the plan and its price, "Ver planes",
 * "Ahora no"), and the person is still where they were, their strokes untouched, focus back on
 * the button they pressed. Payments are set up on this server (tests/e2e/start.ts); the fresh
 * install without them is zero-config.spec.ts.
 */

const token = () => `tok${crypto.randomUUID().slice(0, 6)}`;
const RED = [239, 68, 68, 255];
/** The starter plan as the landing prices it: $4.99 with 10% off. */
const STARTER_PRICE = /4,49\s*€/;

/** On a phone the page's actions are under "Más acciones". */
const isPhone = (page: Page) => page.getByTestId("more-actions").isVisible();

/** Taps one of the colour screen's page actions the way a person on this screen reaches it; the button focus goes back to. */
async function tapAction(page: Page, action: "print" | "download" | "pdf" | "timelapse"): Promise<Locator> {
  if (await isPhone(page)) {
    await page.getByTestId("more-actions").click();
    await page.getByTestId(`${action}-menu`).click();
    return page.getByTestId("more-actions");
  }
  const button = page.getByTestId(action === "timelapse" ? "timelapse-open" : action);
  await button.click();
  return button;
}

/** The dialog offering a feature: its title, what it gives, the plan with its price, and where "Ver planes" goes. */
async function expectOffer(page: Page, title: string, back: string) {
  const dialog = page.getByTestId("paid-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByRole("dialog", { name: title })).toBeVisible();
  await expect(dialog.getByTestId("paid-offer")).toContainText("Plan Inicial");
  await expect(dialog.getByTestId("paid-price")).toHaveText(STARTER_PRICE);
  await expect(dialog.getByRole("link", { name: "Ver planes" })).toHaveAttribute("href", `/checkout?${new URLSearchParams({ plan: "starter", back })}`);
  // "Ahora no" has the focus: a quick Enter keeps the person where they are.
  await expect(dialog.getByRole("button", { name: "Ahora no" })).toBeFocused();
  return dialog;
}

test("a free family colouring taps every paid-only tool: each is offered in place, and 'Ahora no' leaves them colouring, strokes and all @phone", async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  if (info.project.name === "phone") await page.setViewportSize({ width: 390, height: 844 });
  const { email } = await newFamily(page, "Familia Libre");
  const [id] = await insertPages(email, [{ prompt: "para la nevera" }]);
  const here = `/pages/${id}/color`;
  await openEditor(page, id);
  // The strokes stay on the device only: a paid-only tap must not need them saved, nor touch them.
  await page.route(/\/pages\/\d+\/save/, (route) => route.abort("internetdisconnected"));
  await pickColor(page, "Rojo");
  await stroke(page, [
    [200, 200],
    [320, 200],
  ]);
  await expect.poll(() => paintAt(page, 260, 200)).toEqual(RED);
  const cursor = await historyCursor(page);

  const tools = [
    { action: "print", title: "Imprime tu dibujo" },
    { action: "download", title: "Descarga tu dibujo" },
    { action: "pdf", title: "PDF para imprimir" },
  ] as const;
  for (const [index, { action, title }] of tools.entries()) {
    const opener = await tapAction(page, action);
    const dialog = await expectOffer(page, title, here);
    if (index === 0) {
      await expectAccessible(page);
      await shoot(page, `paid-dialog-${info.project.name}`);
    }
    // Escape closes it as "Ahora no" does.
    if (index === 1) await page.keyboard.press("Escape");
    else await dialog.getByRole("button", { name: "Ahora no" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${here}$`));
    expect(await paintAt(page, 260, 200)).toEqual(RED);
    expect(await historyCursor(page)).toBe(cursor);
    await expect(page.getByTestId("pdf-dialog")).toHaveCount(0);
  }

  // The time-lapse: watching is for everyone; keeping the video is a download.
  await tapAction(page, "timelapse");
  const replay = page.getByTestId("timelapse");
  await expect(replay).toBeVisible();
  const video = replay.getByTestId("timelapse-video");
  await video.click();
  const dialog = await expectOffer(page, "Vídeo de cómo lo pintaste", here);
  await shoot(page, `paid-dialog-video-${info.project.name}`);
  await dialog.getByRole("button", { name: "Ahora no" }).click();
  await expect(dialog).toBeHidden();
  // Back in the replay, on the button that asked.
  await expect(replay).toBeVisible();
  await expect(video).toBeFocused();
  await replay.getByRole("button", { name: "Cerrar" }).click();
  await expect(replay).toBeHidden();
  expect(await paintAt(page, 260, 200)).toEqual(RED);
  expect(await historyCursor(page)).toBe(cursor);

  // Once saved, "Ver planes" leads to the plan chosen on /checkout, and "Volver" back to the colouring.
  await page.unroute(/\/pages\/\d+\/save/);
  const save = page.getByTestId("save");
  // An auto-save may start between looking at the button and pressing it (the button is disabled
  // while one runs): press it whenever it is enabled, until the colouring is saved.
  await expect(async () => {
    if (await save.isEnabled()) await save.click({ timeout: 1_000 });
    await expect(page.getByTestId("save-state")).toHaveText("Guardado", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await tapAction(page, "print");
  await (await expectOffer(page, "Imprime tu dibujo", here)).getByRole("link", { name: "Ver planes" }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=starter&back=/);
  await expect(page.getByRole("radio", { name: /Inicial/ })).toBeChecked();
  await page.getByTestId("checkout-back").click();
  await expect(page).toHaveURL(new RegExp(`${here}$`));
  await expect(page.getByTestId("editor")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  await expect.poll(() => paintAt(page, 260, 200)).toEqual(RED);
});

test("the server refuses them too: print, download and the PDF asked for directly show the same offer as a page, with the way back", async ({ page }) => {
  const { email } = await newFamily(page, "Directa");
  const [id] = await insertPages(email, [{ prompt: "pedida a mano" }]);
  for (const [path, title] of [
    ["download", "Descarga tu dibujo"],
    ["print", "Imprime tu dibujo"],
    ["pdf", "PDF para imprimir"],
  ] as const) {
    await page.goto(`/pages/${id}/${path}`);
    await expect(page).toHaveURL(new RegExp(`/paid/${path}\\?back=`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId("paid-price")).toHaveText(STARTER_PRICE);
    await expect(page.getByTestId("toast")).toHaveCount(0);
  }
  await expectAccessible(page);
  await page.getByRole("link", { name: "Ahora no" }).click();
  await expect(page).toHaveURL(new RegExp(`/pages/${id}/color$`));
});

test("the heart in the gallery offers favourites in place; the favourites page says what they are and links to the plans @phone", async ({ page }, info) => {
  if (info.project.name === "phone") await page.setViewportSize({ width: 390, height: 844 });
  const { email } = await newFamily(page, "Corazón");
  const word = token();
  const [id] = await insertPages(email, [{ prompt: `${word} ballena` }]);
  await page.goto(`/pages/public?search=${word}&sort=oldest`);
  await hydrated(page);
  const card = page.getByTestId("page-card").first();
  const heart = card.getByTestId("favorite-toggle");
  await heart.click();
  const dialog = await expectOffer(page, "Favoritas", `/pages/public?search=${word}&sort=oldest`);
  await expect(dialog).toContainText("Guarda con un corazón");
  await expectAccessible(page);
  await shoot(page, `paid-dialog-heart-${info.project.name}`);
  await dialog.getByRole("button", { name: "Ahora no" }).click();
  await expect(dialog).toBeHidden();
  await expect(heart).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/pages/public\\?search=${word}&sort=oldest$`));
  // Nothing changed: not favourited, on screen or in the database.
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect(card.getByTestId("favorited-count")).toHaveText("0");
  expect((await pageRow(id))?.favorited_count).toBe(0);

  await page.goto("/pages/favorite");
  await hydrated(page);
  const empty = page.getByTestId("gallery-empty");
  await expect(empty).toContainText("Las favoritas son de los planes de pago");
  await expect(empty).not.toContainText("Toca el corazón");
  await expect(empty.getByRole("link", { name: "Ver planes" })).toHaveAttribute(
    "href",
    `/checkout?${new URLSearchParams({ plan: "starter", back: "/pages/favorite" })}`,
  );
  await expectAccessible(page);
  await shoot(page, `paid-favorites-empty-${info.project.name}`);
  // The booklet is offered the same way.
  await page.getByTestId("booklet-link").click();
  await expectOffer(page, "Cuadernillos", "/pages/favorite");
  await expectAccessible(page);
  await shoot(page, `paid-dialog-booklet-${info.project.name}`);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("booklet-link")).toBeFocused();
  await expect(page).toHaveURL(/\/pages\/favorite$/);
});

test("a plan that ended while the gallery was open: the server's refusal opens the same offer, and the heart springs back", async ({ page }) => {
  const { email } = await newFamily(page, "Caducada");
  await setPlan(email, "starter");
  const word = token();
  const [id] = await insertPages(email, [{ prompt: `${word} foca` }]);
  await page.goto(`/pages/public?search=${word}`);
  await hydrated(page);
  await setPlan(email, "free");
  const heart = page.getByTestId("favorite-toggle").first();
  await heart.click();
  const dialog = await expectOffer(page, "Favoritas", `/pages/public?search=${word}`);
  await dialog.getByRole("button", { name: "Ahora no" }).click();
  await expect(heart).toBeFocused();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("favorited-count").first()).toHaveText("0");
  expect((await pageRow(id))?.favorited_count).toBe(0);
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

test("without JavaScript the heart and the booklet lead to the same offer as a page, and 'Ahora no' back to the gallery as it was", async ({ browser }) => {
  const { user, context, page } = await signUpWithoutScript(browser, "Sin Script");
  const word = token();
  await insertPages(user.email, [{ prompt: `${word} pulpo` }]);
  await page.goto(`/pages/public?search=${word}`);
  await page.getByTestId("favorite-toggle").first().click();
  await expect(page).toHaveURL(/\/paid\/favorite\?back=/);
  await expect(page.getByRole("heading", { level: 1, name: "Favoritas" })).toBeVisible();
  await expect(page.getByTestId("paid-price")).toHaveText(STARTER_PRICE);
  await expect(page.getByRole("link", { name: "Ver planes" })).toHaveAttribute(
    "href",
    `/checkout?${new URLSearchParams({ plan: "starter", back: `/pages/public?search=${word}` })}`,
  );
  // Not a red error: no toast at all.
  await expect(page.getByTestId("toast")).toHaveCount(0);
  await shoot(page, "paid-page-nojs");
  await page.getByRole("link", { name: "Ahora no" }).click();
  await expect(page).toHaveURL(new RegExp(`/pages/public\\?search=${word}$`));
  await expect(page.getByTestId("page-card")).toHaveCount(1);

  await page.goto("/pages/colored");
  await page.getByTestId("booklet-link").click();
  await expect(page).toHaveURL(/\/paid\/booklet\?back=%2Fpages%2Fcolored$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cuadernillos" })).toBeVisible();
  await context.close();
});
