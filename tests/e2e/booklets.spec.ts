import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { favorite, hydrated, insertPages, setPlan, newFamily } from "./fixtures";
import { expectAccessible, shoot } from "./helpers";

/** Issue #17: a booklet of one's favourite pages, made in the background with a progress bar. */

test("choose pages for a booklet, watch it being made, download one PDF with a cover @phone @embedded", async ({ page }, info) => {
  test.setTimeout(180_000);
  const { email } = await newFamily(page, "Cuadernos");
  await setPlan(email, "advanced");
  const ids = await insertPages(email, [{ prompt: "tortuga en la playa" }, { prompt: "cohete espacial" }, { prompt: "castillo encantado" }]);
  await favorite(email, ids);

  await page.goto("/pages/favorite");
  await hydrated(page);
  await page.getByTestId("booklet-link").click();
  await expect(page).toHaveURL(/\/pages\/booklets\/new$/);
  await expect(page.getByRole("heading", { name: "Crea un cuadernillo" })).toBeVisible();
  await expect(page.getByTestId("booklet-chosen")).toHaveText("Ninguna página elegida de 24");
  await page.getByLabel("Añadir «cohete espacial» al cuadernillo").check();
  await page.getByLabel("Añadir «tortuga en la playa» al cuadernillo").check();
  await expect(page.getByTestId("booklet-chosen")).toHaveText("2 páginas elegidas de 24");
  await page.getByLabel("Título de la portada").fill("Para la abuela");
  await expectAccessible(page);
  await shoot(page, `booklet-new-${info.project.name}`);
  await page.getByRole("button", { name: "Crear cuadernillo" }).click();

  await expect(page).toHaveURL(/\/pages\/booklets\/\w+$/);
  await expect(page.getByRole("heading", { name: "Para la abuela" })).toBeVisible();
  // It is made in the background; the page follows it (or says at once that it is ready).
  await expect(page.getByTestId("booklet-status")).toHaveAttribute("data-status", "done", { timeout: 60_000 });
  await expect(page.getByText("¡Tu cuadernillo está listo!")).toBeVisible();
  await expectAccessible(page);
  await shoot(page, `booklet-done-${info.project.name}`);
  const downloading = page.waitForEvent("download");
  await page.getByTestId("booklet-download").click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^para-la-abuela-(a4|letter)\.pdf$/);
  const pdf = await PDFDocument.load(fs.readFileSync(await file.path()));
  // The cover, then the two pages in the order they were chosen on screen.
  expect(pdf.getPageCount()).toBe(3);
  expect(pdf.getTitle()).toBe("Para la abuela");
});

test("the free plan asking for the booklet's page is shown what a booklet gives and the plan, with the way back", async ({ page }) => {
  await newFamily(page, "Sinplan");
  await page.goto("/pages/booklets/new");
  await expect(page).toHaveURL(/\/paid\/booklet\?back=%2Fpages%2Fcolored$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cuadernillos" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver planes" })).toBeVisible();
  await page.getByRole("link", { name: "Ahora no" }).click();
  await expect(page).toHaveURL(/\/pages\/colored$/);
});

test("without JavaScript: the form and the page that follows the booklet still work", async ({ browser, page: signing }) => {
  test.setTimeout(180_000);
  const { email } = await newFamily(signing, "Sinjs");
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await signing.context().storageState() });
  const page = await context.newPage();
  await setPlan(email, "starter");
  const ids = await insertPages(email, [{ prompt: "mariposa" }]);
  await favorite(email, ids);
  await page.goto("/pages/booklets/new");
  await page.getByLabel("Añadir «mariposa» al cuadernillo").check();
  await page.getByRole("button", { name: "Crear cuadernillo" }).click();
  await expect(page).toHaveURL(/\/pages\/booklets\/\w+$/);
  // The page looks again by itself (a refresh in its <noscript>) until the booklet is ready.
  await expect(page.getByText("¡Tu cuadernillo está listo!")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("booklet-download")).toBeVisible();
  await context.close();
});
