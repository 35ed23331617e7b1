import fs from "node:fs";
import { PDFDocument } from "pdf-lib";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { insertPages, setCredits, setPlan, newFamily } from "./fixtures";
import { E2E } from "./config";
import { expectAccessible, familyAtNewPage, openEditor, paint, paintAt, shoot, stroke, toScreen } from "./helpers";

test.describe("the colour screen", () => {
  test("draw, undo and redo, erase paint but never lines, clear @phone", async ({ page }, info) => {
    await familyAtNewPage(page, "Carla", "cara sonriente");
    await expectAccessible(page);
    const undo = page.getByTestId("undo");
    const redo = page.getByTestId("redo");
    await expect(undo).toBeDisabled();
    await expect(redo).toBeDisabled();

    await paint(page, [["Rojo", [200, 200], [300, 200], [300, 260]]]);
    await expect(undo).toBeEnabled();
    // Kept on the device at once, on the server a moment later.
    await expect(page.getByTestId("save-state")).toHaveText("Guardando…");
    await expect.poll(() => paintAt(page, 250, 200)).toEqual([239, 68, 68, 255]);

    await undo.click();
    await expect(undo).toBeDisabled();
    await expect(redo).toBeEnabled();
    await expect.poll(async () => (await paintAt(page, 250, 200))?.[3]).toBe(0);
    await redo.click();
    await expect(redo).toBeDisabled();
    await expect.poll(() => paintAt(page, 250, 200)).toEqual([239, 68, 68, 255]);

    // Paint across the middle line, then erase it: the paint goes, the line art stays.
    await stroke(page, [
      [450, 150],
      [580, 150],
    ]);
    await page.getByRole("button", { name: "Goma de borrar" }).click();
    await stroke(page, [
      [440, 150],
      [590, 150],
    ]);
    await expect.poll(async () => (await paintAt(page, 512, 150))?.[3]).toBe(0);
    await expect.poll(async () => (await paintAt(page, 250, 200))?.[3]).toBe(255);
    await expect(page.getByTestId("line-art")).toBeVisible();
    await shoot(page, `color-drawn-${info.project.name}`);

    // "Borrar todo" asks first (in "Más acciones" on a phone).
    if (await page.getByTestId("clear").isVisible()) await page.getByTestId("clear").click();
    else {
      await page.getByTestId("more-actions").click();
      await page.getByTestId("clear-menu").click();
    }
    await page.getByRole("button", { name: "Sí, borrar todo" }).click();
    await expect.poll(async () => (await paintAt(page, 250, 200))?.[3]).toBe(0);
    await undo.click();
    await expect.poll(async () => (await paintAt(page, 250, 200))?.[3]).toBe(255);
  });

  test("draws with touch", async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 915 } });
    const page = await context.newPage();
    await familyAtNewPage(page, "Tomás", "para el dedo");
    const cdp = await context.newCDPSession(page);
    const from = await toScreen(page, 150, 700);
    const to = await toScreen(page, 350, 700);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from.x, y: from.y }] });
    for (let i = 1; i <= 10; i++) {
      const x = from.x + ((to.x - from.x) * i) / 10;
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y: from.y }] });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect(page.getByTestId("undo")).toBeEnabled();
    await expect.poll(async () => (await paintAt(page, 250, 700))?.[3]).toBe(255);
    await shoot(page, "color-touch-phone");
    await context.close();
  });

  test("save, find it under coloured pages, come back and continue", async ({ page }) => {
    const { id } = await familyAtNewPage(page, "Sol", "mi cara guardada");
    await paint(page, [["Azul", [150, 850], [350, 850]]]);
    await page.getByTestId("save").click();
    await expect(page.getByTestId("toast")).toContainText("La página se ha guardado");
    await expect(page.getByTestId("save-state")).toHaveText("Guardado");
    await expect(page.getByTestId("save")).toBeDisabled();

    await page.goto("/pages/colored");
    const card = page.locator(`[data-page-id="${id}"]`);
    await expect(card).toBeVisible();
    await expect(card).toContainText("Tu versión coloreada");
    await shoot(page, "colored-gallery");

    await openEditor(page, id);
    await expect.poll(async () => (await paintAt(page, 250, 850))?.slice(0, 3)).toEqual([59, 130, 246]);
  });

  test("the first stroke on someone else's page claims it (one public-page credit), and says how many are left", async ({ page, browser }) => {
    const ownerPage = await browser.newPage();
    const { email: owner } = await newFamily(ownerPage, "Dueña");
    const [id] = await insertPages(owner, [{ prompt: "de otra persona" }]);
    await newFamily(page, "Visita");
    await openEditor(page, id);
    await stroke(page, [
      [100, 100],
      [200, 120],
    ]);
    await expect(page.getByTestId("toast")).toContainText("Página añadida a tus coloreadas. Te quedan 4 páginas públicas este mes.", { timeout: 30_000 });
    await page.goto("/pages/colored");
    await expect(page.locator(`[data-page-id="${id}"]`)).toBeVisible();
  });

  test("no public-page credit left: the message and checkout", async ({ page, browser }) => {
    const ownerPage = await browser.newPage();
    const { email: owner } = await newFamily(ownerPage, "Autora");
    const [id] = await insertPages(owner, [{ prompt: "sin créditos" }]);
    const { email } = await newFamily(page, "Sin Saldo");
    await setCredits(email, { publicPage: 0 });
    await page.goto(`/pages/${id}/color`);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId("toast")).toContainText("No hay créditos disponibles. Actualiza tu plan para continuar.");
  });

  // Print and download on the free plan: paid-features.spec.ts (offered in place, the server refuses too).

  test("a paid user downloads the composite PNG", async ({ page }, info) => {
    await familyAtNewPage(page, "Premium", "para descargar", { paid: true });
    await paint(page, [["Verde", [100, 100], [400, 100]]]);
    const downloading = page.waitForEvent("download");
    await page.getByTestId("download").click();
    const file = await downloading;
    // Named after the page and the device's day.
    const now = new Date();
    const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
    expect(file.suggestedFilename()).toBe(`para-descargar-${day}.png`);
    const path = info.outputPath("download.png");
    await file.saveAs(path);
    const image = sharp(fs.readFileSync(path));
    expect(await image.metadata()).toMatchObject({ format: "png", width: 1024, height: 1024 });
    // Green where painted, black on the line at x=512, white where untouched.
    const { data, info: raw } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const px = (x: number, y: number) => Array.from(data.subarray((y * raw.width + x) * 3, (y * raw.width + x) * 3 + 3));
    expect(px(200, 100)).toEqual([34, 197, 94]);
    expect(px(512, 100).every((v) => v < 40)).toBe(true);
    expect(px(100, 950)).toEqual([255, 255, 255]);
  });
});

test.describe("the print-ready PDF", () => {
  test("a paid user picks the paper and gets a vector PDF of the colouring; the free plan is offered the plans in place @embedded", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await familyAtNewPage(page, "Imprenta", "para imprimir", { paid: true });
    await paint(page, [["Azul", [100, 120], [400, 120]]]);
    await page.getByTestId("pdf").click();
    const dialog = page.getByTestId("pdf-dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "PDF para imprimir" })).toBeVisible();
    // es-ES: A4 first.
    await expect(dialog.getByLabel("A4 (21 × 29,7 cm)")).toBeChecked();
    await dialog.getByLabel("Carta (8,5 × 11 in)").check();
    await expectAccessible(page);
    await shoot(page, "color-pdf-dialog");
    const downloading = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Descargar PDF" }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe("para-imprimir-letter.pdf");
    const bytes = fs.readFileSync(await file.path());
    const pdf = await PDFDocument.load(bytes);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([612, 792]);
    await expect(dialog).toBeHidden();

    // On a phone the PDF is under "Más acciones"; the free plan is offered the plans over the picture.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: "es-ES" });
    const other = await phone.newPage();
    const free = await newFamily(other, "Gratis");
    const [freeId] = await insertPages(free.email, [{ prompt: "sin plan" }]);
    await openEditor(other, freeId);
    await other.getByTestId("more-actions").tap();
    await other.getByTestId("pdf-menu").tap();
    await expect(other.getByTestId("paid-dialog")).toHaveAttribute("data-feature", "pdf");
    await expect(other).toHaveURL(new RegExp(`/pages/${freeId}/color$`));
    await phone.close();
  });
});

test("a stroke ends when the pointer leaves the page", async ({ page }) => {
  const { email } = await newFamily(page, "Lía");
  const [id] = await insertPages(email, [{ prompt: "fuera del borde" }]);
  await openEditor(page, id);
  const inside = await toScreen(page, 900, 300);
  const box = await page.locator(".upper-canvas").boundingBox();
  if (!box) throw new Error("no canvas");
  await page.mouse.move(inside.x, inside.y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width + 40, inside.y, { steps: 6 });
  // Back inside with the button still held: no longer drawing.
  const back = await toScreen(page, 700, 600);
  await page.mouse.move(back.x, back.y, { steps: 6 });
  await page.mouse.up();
  await expect(page.getByTestId("undo")).toBeEnabled();
  await expect.poll(async () => (await paintAt(page, 950, 300))?.[3]).toBe(255);
  expect((await paintAt(page, 700, 600))?.[3]).toBe(0);
});

test("the paid print sheet holds only the composite and prints itself", async ({ page }) => {
  const { email } = await newFamily(page, "Impresora");
  await setPlan(email, "advanced");
  const [id] = await insertPages(email, [{ prompt: "para imprimir" }]);
  await openEditor(page, id);
  await stroke(page, [
    [300, 300],
    [500, 300],
  ]);
  await expect(page.getByTestId("save-state")).toHaveText("Guardado", { timeout: 30_000 });
  const response = await page.request.get(`/pages/${id}/print`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"])?.[1];
  expect(html).toContain(`<script nonce="${nonce}">`);
  expect(html).toContain("window.print()");
  expect(html).toMatch(/<img[^>]+src="\/files\/coloreds\//);

  // Tablet width, for a look.
  await page.setViewportSize({ width: 820, height: 1180 });
  await openEditor(page, id);
  await shoot(page, "color-tablet");
});

test("keyboard: Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo", async ({ page }) => {
  const { email } = await newFamily(page, "Teclas");
  const [id] = await insertPages(email, [{ prompt: "atajos" }]);
  await openEditor(page, id);
  await stroke(page, [
    [100, 500],
    [300, 500],
  ]);
  await expect.poll(async () => (await paintAt(page, 200, 500))?.[3]).toBe(255);
  await page.keyboard.press("Control+z");
  await expect.poll(async () => (await paintAt(page, 200, 500))?.[3]).toBe(0);
  await page.keyboard.press("Control+Shift+z");
  await expect.poll(async () => (await paintAt(page, 200, 500))?.[3]).toBe(255);
  await page.keyboard.press("Control+z");
  await page.keyboard.press("Control+y");
  await expect.poll(async () => (await paintAt(page, 200, 500))?.[3]).toBe(255);
  await expect(page.getByTestId("redo")).toBeDisabled();
});

test("in the iOS shell a download says 'Saved to files'", async ({ page, context }) => {
  const { email } = await newFamily(page, "Ios");
  await setPlan(email, "starter");
  const [id] = await insertPages(email, [{ prompt: "en el móvil" }]);
  await context.addCookies([{ name: "platform", value: "ios", url: E2E.baseURL }]);
  await openEditor(page, id);
  await stroke(page, [
    [100, 300],
    [300, 300],
  ]);
  const downloading = page.waitForEvent("download");
  await page.getByTestId("download").click();
  await downloading;
  await expect(page.getByTestId("toast")).toContainText("Guardado en Archivos");
});
