import { expect, test, type Browser, type Page } from "@playwright/test";
import { coloredRow, insertPages, newFamily } from "./fixtures";
import { expectAccessible, openEditor, passParentGate, shoot, stroke } from "./helpers";

/**
 * Issue #30, "Compartir": on a phone the picture as saved goes to the system's share sheet with
 * the link; on a computer the link is copied. Either way the link opens, signed out, a page with
 * the picture, its title and "Colorea esta página". (Link preview tags, the card, turning a link
 * off and who may do what: tests/integration/share-links.test.ts.)
 */

const SAVED = { timeout: 30_000 };

/** A user's own page coloured and saved, on its colour screen. */
async function colouredPage(page: Page, name: string) {
  const { email } = await newFamily(page, name);
  const [id] = await insertPages(email, [{ prompt: `Gato para compartir ${name}` }]);
  await openEditor(page, id);
  await expect(page.getByTestId("share")).toBeDisabled();
  await stroke(page, [
    [300, 300],
    [700, 700],
  ]);
  await expect.poll(async () => (await coloredRow(email, id))?.preview ?? "", SAVED).not.toBe("");
  await expect(page.getByTestId("save-state")).toHaveAttribute("data-status", "saved", SAVED);
  await expect(page.getByTestId("share")).toBeEnabled();
  return { email, id, title: `Gato para compartir ${name}` };
}

/** Compartir, past the parent's question: the share dialog. */
async function openShareDialog(page: Page) {
  await page.getByTestId("share").click();
  await passParentGate(page);
  return page.getByTestId("share-dialog");
}

/** The share page as a signed-out visitor on a device like `like`'s, and a look at it. */
async function openSignedOut(browser: Browser, like: Page, url: string, id: number, title: string, screenshot: string) {
  const viewport = like.viewportSize() ?? { width: 1366, height: 768 };
  const context = await browser.newContext({ viewport, locale: "es-ES" });
  const visitor = await context.newPage();
  const response = await visitor.goto(url);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByTestId("shared-title")).toHaveText(title);
  const picture = visitor.getByTestId("shared-picture");
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1024);
  await expect(visitor.getByTestId("shared-cta")).toHaveAttribute("href", `/pages/${id}/color`);
  await expect(visitor.getByTestId("shared-cta")).toHaveText("Colorea esta página");
  await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`^${url}/tarjeta\\.png\\?v=\\d+$`));
  await shoot(visitor, screenshot);
  await expectAccessible(visitor);
  return { context, visitor };
}

test("on a phone, Compartir hands the saved picture and the link to the share sheet; the link opens signed out @phone", async ({ page, browser }, info) => {
  test.skip(info.project.name !== "phone", "the computer's way is the next test");
  await page.setViewportSize({ width: 390, height: 844 });
  // The share sheet is the system's: stand in for it, keeping what it is given.
  await page.addInitScript(() => {
    const given: unknown[] = [];
    Object.assign(window, { sharedWithSheet: given });
    Object.defineProperty(navigator, "canShare", { configurable: true, value: (data?: { files?: File[] }) => Boolean(data?.files?.length) });
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: async (data: { files: File[]; title: string; text: string; url: string }) => {
        given.push({ ...data, files: data.files.map((file) => ({ name: file.name, type: file.type, size: file.size })) });
        // The person closes the sheet the second time: not an error.
        if (given.length > 1) throw new DOMException("Share canceled", "AbortError");
      },
    });
  });
  const { id, title } = await colouredPage(page, "Lupe");
  await shoot(page, "share-control-phone");

  const dialog = await openShareDialog(page);
  await expect(dialog.getByTestId("share-sheet")).toBeVisible();
  const url = await dialog.getByTestId("share-link").inputValue();
  expect(url).toMatch(/\/compartido\/[\w-]{32}$/);
  await shoot(page, "share-dialog-phone");
  await expectAccessible(page);

  await dialog.getByTestId("share-sheet").click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { sharedWithSheet: unknown[] }).sharedWithSheet.length)).toBe(1);
  const [given] = await page.evaluate(
    () => (window as unknown as { sharedWithSheet: { files: { name: string; type: string; size: number }[] }[] }).sharedWithSheet,
  );
  expect(given).toMatchObject({ title, url, text: expect.stringContaining("coloreado") });
  expect(given.files).toEqual([{ name: expect.stringMatching(/^gato-para-compartir.*\.png$/), type: "image/png", size: expect.any(Number) }]);
  expect(given.files[0].size).toBeGreaterThan(1000);

  // Closing the sheet says nothing.
  await dialog.getByTestId("share-sheet").click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { sharedWithSheet: unknown[] }).sharedWithSheet.length)).toBe(2);
  await expect(page.getByText("No pudimos compartir tu dibujo")).toHaveCount(0);

  const { context } = await openSignedOut(browser, page, url, id, title, "share-page-phone");
  await context.close();
});

test("on a computer, Compartir copies the link; it opens signed out; Dejar de compartir takes it away @embedded", async ({ page, browser, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { id, title } = await colouredPage(page, "Bruno");
  await shoot(page, "share-control-desktop");

  const dialog = await openShareDialog(page);
  await expect(page.getByText("Enlace copiado")).toBeVisible();
  const url = await dialog.getByTestId("share-link").inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  // No share sheet for files here: "Copiar enlace" is the way.
  await expect(dialog.getByTestId("share-sheet")).toHaveCount(0);
  await expect(dialog.getByTestId("share-copy")).toBeVisible();
  await shoot(page, "share-dialog-desktop");

  const { context: visitorContext, visitor } = await openSignedOut(browser, page, url, id, title, "share-page-desktop");

  await dialog.getByTestId("share-stop").click();
  await expect(page.getByText("Ya no compartes este dibujo")).toBeVisible();
  await expect(dialog).toBeHidden();
  expect((await visitor.goto(url))?.status()).toBe(404);
  await visitorContext.close();

  // Sharing again makes a new link.
  await page.getByTestId("share").click();
  await expect(dialog.getByTestId("share-link")).not.toHaveValue("");
  expect(await dialog.getByTestId("share-link").inputValue()).not.toBe(url);
});
