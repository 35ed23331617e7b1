import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { hydrated, insertPages, pageRow, setCredits, setPlan, newFamily } from "./fixtures";
import { collectErrors, expectAccessible, isSameDocument, markDocument, shoot, signIn, TEST_ADMIN } from "./helpers";

const token = () => `tok${crypto.randomUUID().slice(0, 6)}`;
const cards = (page: import("@playwright/test").Page) => page.getByTestId("page-card");

test.describe("galleries", () => {
  test("browse, search with debounce, sort and load more @phone", async ({ page }, info) => {
    const { email } = await newFamily(page, "Gala");
    const word = token();
    // 30 pages: the oldest has been coloured the most.
    await insertPages(
      email,
      Array.from({ length: 30 }, (_, i) => ({ prompt: `${word} dibujo ${i + 1}`, coloredCount: i, minutesAgo: 30 - i })),
    );
    await page.goto("/pages/public");
    await hydrated(page);
    await page.getByLabel("Buscar páginas").fill(word);
    await expect(page).toHaveURL(new RegExp(`search=${word}`));
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).first()).toContainText(`${word} dibujo 30`);
    await expectAccessible(page);
    await shoot(page, `gallery-public-${info.project.name}`);

    await page.getByTestId("load-more").click();
    await expect(cards(page)).toHaveCount(24);
    await page.getByTestId("load-more").click();
    await expect(cards(page)).toHaveCount(30);
    await expect(page.getByTestId("load-more")).toHaveCount(0);
    // No card twice.
    const titles = await cards(page).locator("h2").allTextContents();
    expect(new Set(titles).size).toBe(30);

    await page.getByLabel("Ordenar por").selectOption("oldest");
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(cards(page).first()).toContainText(`${word} dibujo 1`);
    await page.getByLabel("Ordenar por").selectOption("mostColored");
    await expect(cards(page).first()).toContainText(`${word} dibujo 30`);
    await expect(cards(page).first().getByTestId("colored-count")).toHaveText("29");

    await page.getByLabel("Buscar páginas").fill(`${word} nada-que-ver`);
    await expect(page.getByTestId("gallery-empty")).toBeVisible();
    await shoot(page, `gallery-no-results-${info.project.name}`);
  });

  test("search and load more work without JavaScript", async ({ browser }) => {
    const setup = await browser.newPage();
    const { email, password } = await newFamily(setup, "Nora");
    const word = token();
    await insertPages(
      email,
      Array.from({ length: 14 }, (_, i) => ({ prompt: `${word} ${i}`, minutesAgo: i })),
    );
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/pages\/public$/);
    await page.goto("/pages/public");
    await page.getByLabel("Buscar páginas").fill(word);
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(cards(page)).toHaveCount(12);
    await page.getByTestId("load-more").click();
    await expect(cards(page)).toHaveCount(14);
    await expect(page.getByTestId("load-more")).toHaveCount(0);
    await context.close();
  });

  // Favourites on the free plan: paid-features.spec.ts (the heart offers the plans in place).

  test("a paid user favourites at once, and finds it in favourites", async ({ page }) => {
    const { email } = await newFamily(page, "Paula");
    await setPlan(email, "starter");
    const word = token();
    const [id] = await insertPages(email, [{ prompt: `${word} dragón` }]);
    // The server draws the cards from markup it keeps; the browser must take it as its own.
    const errors = collectErrors(page);
    await page.goto(`/pages/public?search=${word}`);
    await hydrated(page);
    expect(errors).toEqual([]);
    const card = cards(page).first();
    await card.getByTestId("favorite-toggle").click();
    await expect(card.getByTestId("favorited-count")).toHaveText("1");
    await expect(card.getByTestId("favorite-toggle")).toHaveAttribute("aria-pressed", "true");
    await expect.poll(async () => (await pageRow(id))?.favorited_count).toBe(1);

    await page.getByRole("link", { name: "Páginas favoritas" }).click();
    await expect(cards(page)).toHaveCount(1);
    await shoot(page, "gallery-favorites");
    await cards(page).first().getByTestId("favorite-toggle").click();
    await expect(page.getByTestId("gallery-empty")).toBeVisible();
    await expect.poll(async () => (await pageRow(id))?.favorited_count).toBe(0);
  });

  test("a tap anywhere on a card opens its page, its title too; the heart, the lock and the bin stay buttons of their own @phone", async ({ page }, info) => {
    const { email } = await newFamily(page, "Tina");
    await setPlan(email, "starter");
    const word = token();
    const [id] = await insertPages(email, [{ prompt: `${word} ballena` }]);
    await page.goto(`/pages?search=${word}`);
    await hydrated(page);
    const card = page.locator(`[data-page-id="${id}"]`);
    const here = page.url();
    // One link per card, and none of its controls inside it.
    await expect(card.getByRole("link")).toHaveCount(1);
    await expect(card.getByRole("link")).toHaveAccessibleName(`Colorear «${word} ballena»`);
    await expect(card.locator("a button, a form, a a")).toHaveCount(0);

    // Its own buttons do their own thing and leave the person on the gallery.
    await card.getByTestId("favorite-toggle").click();
    await expect(card.getByTestId("favorite-toggle")).toHaveAttribute("aria-pressed", "true");
    await card.getByTestId("visibility-toggle").click();
    await expect(card.getByTestId("private-badge")).toBeVisible();
    await card.getByTestId("delete-page").click();
    await expect(page.getByTestId("confirm-toast")).toContainText("¿Eliminar esta página?");
    await page.getByTestId("confirm-toast").getByRole("button", { name: "Cancelar" }).click();
    expect(page.url()).toBe(here);

    // Keyboard: the link's ring goes round the whole card.
    await card.getByRole("link").focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(card.getByRole("link")).toBeFocused();
    const ring = await card.getByRole("link").evaluate((link) => {
      const after = getComputedStyle(link, "::after");
      const box = link.closest("article")?.getBoundingClientRect();
      return {
        style: after.outlineStyle,
        width: after.outlineWidth,
        position: after.position,
        cardWidth: box?.width ?? 0,
        afterWidth: Number.parseFloat(after.width),
      };
    });
    expect(ring).toMatchObject({ style: "solid", width: "3px", position: "absolute" });
    expect(Math.abs(ring.afterWidth - ring.cardWidth)).toBeLessThan(3);
    await shoot(page, `gallery-card-focus-${info.project.name}`);

    // The title, the picture and the author's line each open the page.
    const box = await card.boundingBox();
    if (!box) throw new Error("no card");
    const title = await card.locator("h2").boundingBox();
    const author = await card.getByText("por Tina").boundingBox();
    if (!title || !author) throw new Error("no title or author");
    for (const point of [
      { x: title.x - box.x + 8, y: title.y - box.y + title.height / 2 },
      { x: box.width / 2, y: box.width / 3 },
      { x: author.x - box.x + 4, y: author.y - box.y + author.height / 2 },
    ]) {
      // Opened in the same document, as a Remix link opens it (no page load).
      await markDocument(page);
      await card.click({ position: point });
      await expect(page).toHaveURL(new RegExp(`/pages/${id}/color$`));
      expect(await isSameDocument(page)).toBe(true);
      await page.goBack();
      await expect(page).toHaveURL(here);
      await hydrated(page);
    }
  });

  test("the owner deletes a page after confirming", async ({ page }) => {
    const { email } = await newFamily(page, "Olga");
    const word = token();
    const [keep, remove] = await insertPages(email, [{ prompt: `${word} conservar`, minutesAgo: 5 }, { prompt: `${word} borrar` }]);
    await page.goto(`/pages?search=${word}`);
    await hydrated(page);
    const doomed = page.locator(`[data-page-id="${remove}"]`);
    await doomed.getByTestId("delete-page").click();
    const confirm = page.getByTestId("confirm-toast");
    await expect(confirm).toContainText("¿Eliminar esta página?");
    await shoot(page, "delete-confirm");
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(cards(page)).toHaveCount(2);

    await doomed.getByTestId("delete-page").click();
    await confirm.getByRole("button", { name: "Continuar" }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(page.locator(`[data-page-id="${keep}"]`)).toBeVisible();
    await expect(page.getByTestId("toast")).toContainText("se ha eliminado");
    await page.reload();
    await expect(cards(page)).toHaveCount(1);
    expect((await pageRow(remove))?.blocked).toBe(true);
  });

  test("an admin blocks a page (with confirmation) and unblocks it (at once)", async ({ page, browser }) => {
    const userPage = await browser.newPage();
    const { email } = await newFamily(userPage, "Uma");
    const word = token();
    const [id] = await insertPages(email, [{ prompt: `${word} castillo` }]);

    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`/admin/pages?search=${word}`);
    await hydrated(page);
    const card = cards(page).first();
    // An admin's card does not open the colour screen; its one link leads to the page's collections and days.
    await expect(card.getByRole("link")).toHaveCount(1);
    await expect(card.getByRole("link")).toHaveAttribute("href", `/admin/pages/${id}/edit`);
    await card.getByTestId("block-toggle").click();
    await page.getByTestId("confirm-toast").getByRole("button", { name: "Continuar" }).click();
    await expect(card.getByTestId("blocked-badge")).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "admin-pages-blocked");
    expect((await pageRow(id))?.blocked).toBe(true);

    await userPage.goto(`/pages/public?search=${word}`);
    await expect(userPage.getByTestId("gallery-empty")).toBeVisible();

    await card.getByTestId("block-toggle").click();
    await expect(page.getByTestId("confirm-toast")).toHaveCount(0);
    await expect(card.getByTestId("blocked-badge")).toHaveCount(0);
    await userPage.reload();
    await expect(cards(userPage)).toHaveCount(1);
  });
});

test.describe("galleries, with the service worker out of the way", () => {
  // (requests the service worker answers never reach page.route)
  test.use({ serviceWorkers: "block" });

  test("if the confirmation's code cannot be fetched, the browser asks instead and the page is still deleted", async ({ page }) => {
    const { email } = await newFamily(page, "Pilar");
    const word = token();
    const [id] = await insertPages(email, [{ prompt: `${word} sin red` }]);
    await page.goto(`/pages?search=${word}`);
    await hydrated(page);
    // The toast's code is imported on first use; as if the network (or a new version) took it
    // away: every file the loaded scripts import lazily fails.
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((url) => /\/build\/.*\.js$/.test(url)),
    );
    const lazy = new Set<string>();
    for (const url of loaded) {
      for (const found of (await (await page.request.get(url)).text()).matchAll(/import\("([^"]+)"\)/g)) lazy.add(new URL(found[1], url).href);
    }
    expect(lazy.size).toBeGreaterThan(0);
    await page.route(
      (url) => lazy.has(url.href),
      (route) => route.abort(),
    );

    const asked: string[] = [];
    page.on("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await page.locator(`[data-page-id="${id}"]`).getByTestId("delete-page").click();
    await expect(cards(page)).toHaveCount(0);
    expect(asked).toEqual([expect.stringContaining("¿Eliminar esta página?")]);
    await expect(page.getByTestId("toast")).toContainText("se ha eliminado");
    expect((await pageRow(id))?.blocked).toBe(true);
  });
});

test.describe("creating pages", () => {
  test("by upload, spending a creation credit; kept private, then shared from its card @embedded", async ({ page, browser }, info) => {
    await newFamily(page, "Ulises Martín", { open: "/pages/public" });
    await page.getByRole("link", { name: "Crear página" }).filter({ visible: true }).first().click();
    await expect(page.getByRole("heading", { name: "Crear página" })).toBeVisible();
    await expect(page.getByText("Da vida a tu creatividad: genera una página con IA o carga la tuya propia.")).toBeVisible();
    await expect(page.getByTestId("creation-credits")).toContainText("3");
    await expectAccessible(page);
    await shoot(page, `create-chooser-${info.project.name}`);

    await page.getByRole("link", { name: /Subir una página/ }).click();
    await hydrated(page);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#fff"/><path d="M100 500 L300 100 L500 500 Z" fill="none" stroke="#000" stroke-width="12"/></svg>`;
    await page.setInputFiles("#file", { name: "mi-montaña.png", mimeType: "image/png", buffer: await sharp(Buffer.from(svg)).png().toBuffer() });
    await expect(page.getByRole("img", { name: "Vista previa de la imagen elegida" })).toBeVisible();
    // Who will see it: only them, unless they share it (issue #27: one default everywhere).
    await expect(page.getByRole("radio", { name: /Solo para mí/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /Compartir en la galería pública/ })).not.toBeChecked();
    await expectAccessible(page);
    await shoot(page, "create-upload");
    await page.getByRole("button", { name: "Crear página" }).filter({ visible: true }).last().click();
    await expect(page).toHaveURL(/\/pages\/\d+\/color$/);
    const id = Number(/\/pages\/(\d+)\/color/.exec(page.url())?.[1]);

    await page.goto("/pages");
    const mine = cards(page).filter({ hasText: "mi montaña" });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByTestId("private-badge")).toHaveText("Solo para mí");
    const picture = (await mine.locator("img").first().getAttribute("src")) ?? "";
    await page.goto("/pages/create");
    await expect(page.getByTestId("creation-credits")).toContainText("2");

    // Nobody else finds it, not even by its exact title, nor by its address.
    const other = await browser.newPage();
    await newFamily(other, "Olga");
    await other.goto("/pages/public?search=mi%20montana");
    await expect(other.getByTestId("gallery-empty")).toBeVisible();
    await other.goto(`/pages/${id}/color`);
    await expect(other).toHaveURL(/\/pages\/public$/);
    // Sent elsewhere, and told why.
    await expect(other.getByTestId("toast")).toContainText("Esa página no existe o ya no está disponible.");
    // Its pictures are its owner's (issue #27): not for another family, nor for anyone signed out.
    const [ownerId] = /\/files\/private-pages\/(\d+)\//.exec(picture)?.slice(1) ?? [];
    expect(ownerId).toBeTruthy();
    expect((await other.request.get(picture, { maxRedirects: 0 })).status()).toBe(404);
    expect((await page.request.get(picture, { maxRedirects: 0 })).status()).toBe(200);
    // The stored files list nothing: no folder answers, with or without its slash.
    for (const folder of ["/files/", "/files/private-pages/", `/files/private-pages/${ownerId}`, `/files/private-pages/${ownerId}/`, "/files/pages/"]) {
      expect((await other.request.get(folder, { maxRedirects: 0 })).status(), folder).toBe(404);
    }
    // The admin area says it is for administrators.
    await other.goto("/admin");
    await expect(other).toHaveURL(/\/pages\/public$/);
    await expect(other.getByTestId("toast")).toContainText("Esa parte es solo para administradores.");

    // Shared from its card: now it is in the gallery, by "Ulises" (the first name only).
    await page.goto("/pages");
    await hydrated(page);
    await mine.getByRole("button", { name: "«mi montaña»: solo para mí" }).click();
    await expect(page.getByTestId("toast")).toContainText("La página ya está en la galería pública.");
    await expect(mine.getByTestId("private-badge")).toHaveCount(0);
    // Shared, its pictures moved to new public addresses; the old personal one answers nothing now.
    expect((await page.request.get(picture, { maxRedirects: 0 })).status()).toBe(404);
    await other.goto("/pages/public?search=mi%20montana");
    await expect(cards(other)).toHaveCount(1);
    await expect(cards(other).first()).toContainText("por Ulises");
    await expect(cards(other).first()).not.toContainText("Martín");
    await shoot(page, `my-pages-${info.project.name}`);
    await other.close();
  });

  test("a bad upload is refused with a clear message", async ({ page }) => {
    await newFamily(page, "Bea");
    await page.goto("/pages/create/upload");
    await page.setInputFiles("#file", { name: "notas.png", mimeType: "image/png", buffer: Buffer.from("esto no es una imagen") });
    await page.getByRole("button", { name: "Crear página" }).filter({ visible: true }).last().click();
    await expect(page.getByRole("alert")).toContainText("no es una imagen válida");
    await page.goto("/pages/create");
    await expect(page.getByTestId("creation-credits")).toContainText("3");
  });

  test("with AI: an idea, progress, and the new page", async ({ page }) => {
    await newFamily(page, "Iria");
    await page.goto("/pages/create/ai");
    await hydrated(page);
    await page.getByRole("link", { name: "Dame una idea" }).click();
    await expect(page.getByLabel("¿Qué quieres colorear?")).not.toHaveValue("");
    await page.getByLabel("¿Qué quieres colorear?").fill("Un búho leyendo un libro, dibujo de líneas para colorear con trazos gruesos");
    await page.getByRole("button", { name: "Crear página" }).filter({ visible: true }).last().click();
    await expect(page.getByTestId("create-progress")).toBeVisible();
    await shoot(page, "create-ai-progress");
    await expect(page).toHaveURL(/\/pages\/\d+\/color$/, { timeout: 30_000 });
    // Its title is short, made from the idea; the drawing instructions are not part of it.
    await expect(page.getByRole("heading", { name: "Búho leyendo un libro", exact: true })).toBeVisible();
    await page.goto("/pages");
    const card = cards(page).filter({ hasText: "Búho leyendo un libro" });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText("Búho leyendo un libro");
    await expect(card).not.toContainText("dibujo de líneas");
  });

  test("with no creation credit left, creating goes to checkout", async ({ page }) => {
    const { email } = await newFamily(page, "Ceci");
    await setCredits(email, { pageCreation: 0 });
    await page.goto("/pages/create/upload");
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId("toast")).toContainText("No hay créditos disponibles. Actualiza tu plan para continuar.");
  });
});
