import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { hydrated, newFamily } from "./fixtures";
import { expectAccessible, shoot, signUpWithoutScript } from "./helpers";

const PHOTOS = path.resolve("tests/fixtures/photos");

/** The photo preview has finished loading the picture for `detail`. */
async function previewShows(page: Page, detail: number) {
  const preview = page.getByTestId("photo-preview");
  await expect(preview).toHaveAttribute("data-detail", String(detail), { timeout: 30_000 });
  await expect(preview).toHaveAttribute("data-loaded", "true", { timeout: 20_000 });
  await expect(page.getByText("Dibujando la vista previa…")).toHaveCount(0);
  return preview;
}

// A photo is converted on the server (about a second each, more on a busy machine): room for a few.
test.describe.configure({ timeout: 180_000 });

test.describe("more ways to create a page", () => {
  test("the chooser offers AI, photo, pattern and upload, with the spec's texts @phone", async ({ page }, info) => {
    await newFamily(page, "Elena");
    await page.goto("/pages/create");
    await expect(page.getByRole("heading", { name: "Crear página" })).toBeVisible();
    await expect(page.getByText("Da vida a tu creatividad: genera una página con IA o carga la tuya propia.")).toBeVisible();
    const ways = page.getByRole("navigation", { name: "Formas de crear una página" }).getByRole("link");
    await expect(ways).toHaveText([/Crear con IA/, /Desde una foto/, /Mandala o patrón/, /Subir una página/]);
    await expectAccessible(page);
    await shoot(page, `create-more-chooser-${info.project.name}`);
    // Keyboard: the ways are links in reading order.
    await ways.nth(1).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/pages\/create\/photo$/);
  });

  test("from a photo: upload, move the slider, the preview follows, create and colour it @phone-only", async ({ page }, info) => {
    await newFamily(page, "Pablo");
    await page.goto("/pages/create/photo");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Página desde una foto" })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, `create-photo-upload-${info.project.name}`);

    await page.setInputFiles("#file", path.join(PHOTOS, "pet-cat-chelsea.jpg"));
    await expect(page).toHaveURL(/\/pages\/create\/photo\?photo=/, { timeout: 30_000 });
    const preview = await previewShows(page, 3);
    const first = await preview.getAttribute("src");
    await expect(page.getByLabel("Título")).toHaveValue("pet cat chelsea");
    await expect(page.getByText("Tu foto", { exact: true })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, `create-photo-preview-${info.project.name}`);

    await page.getByLabel("Detalle").fill("5");
    await expect(page.getByTestId("detail-value")).toHaveText("Nivel 5 de 5");
    await previewShows(page, 5);
    expect(await preview.getAttribute("src")).not.toBe(first);
    // The preview really is a different drawing: its bytes differ from detail 3's.
    const sizes = await page.evaluate(
      async (urls) => Promise.all(urls.map(async (url) => (await (await fetch(url)).arrayBuffer()).byteLength)),
      [first ?? "", (await preview.getAttribute("src")) ?? ""],
    );
    expect(sizes[0]).not.toBe(sizes[1]);
    await shoot(page, `create-photo-detail5-${info.project.name}`);

    await page.getByLabel("Título").fill("Mi gata Chelsea");
    await page.getByRole("button", { name: "Crear página" }).filter({ visible: true }).last().click();
    await expect(page).toHaveURL(/\/pages\/\d+\/color$/, { timeout: 30_000 });
    await expect(page.getByTestId("editor")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
    await page.goto("/pages");
    await expect(page.getByText("Mi gata Chelsea")).toBeVisible();
    await page.goto("/pages/create");
    await expect(page.getByTestId("creation-credits")).toContainText("2");
  });

  test("a pattern: choose shapes and symmetry, surprise me, see the preview change, create @phone", async ({ page }, info) => {
    await newFamily(page, "Nora");
    await page.goto("/pages/create/pattern");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Mandala o patrón" })).toBeVisible();
    const preview = page.getByTestId("pattern-preview");
    await expect(preview).toBeVisible();
    const before = await preview.getAttribute("src");

    await page.getByText("Estrellas", { exact: true }).click();
    await page.getByText("12 partes", { exact: true }).click();
    await expect(page.getByRole("radio", { name: "Estrellas" })).toBeChecked();
    await expect(preview).not.toHaveAttribute("src", before ?? "");

    await page.getByLabel("Semilla").fill("4321");
    await expect(page.getByTestId("pattern-caption")).toHaveText("Mandala de estrellas (semilla 4321)");
    await expect(preview).toHaveAttribute("data-seed", "4321");
    await page.getByRole("button", { name: "Sorpréndeme" }).click();
    await expect(preview).not.toHaveAttribute("data-seed", "4321");
    const seed = await preview.getAttribute("data-seed");
    expect(Number(seed)).toBeGreaterThan(0);
    await expectAccessible(page);
    await shoot(page, `create-pattern-${info.project.name}`);

    await page.getByRole("button", { name: "Crear página" }).filter({ visible: true }).last().click();
    await expect(page).toHaveURL(/\/pages\/\d+\/color$/, { timeout: 30_000 });
    await expect(page.getByTestId("editor")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
    await page.goto("/pages");
    await expect(page.getByText(`Mandala de estrellas (semilla ${seed})`)).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a photo: 'Subir foto', then 'Vista previa' for another detail, then create", async ({ browser }) => {
    const { context, page } = await signUpWithoutScript(browser, "Sin Script");

    await page.goto("/pages/create/photo");
    await page.setInputFiles("#file", path.join(PHOTOS, "building-windmill.webp"));
    await page.getByRole("button", { name: "Subir foto" }).click();
    await expect(page).toHaveURL(/photo=.*detail=3/);
    await page.getByLabel("Detalle").fill("1");
    await page.getByRole("button", { name: "Vista previa" }).click();
    await expect(page).toHaveURL(/detail=1/);
    await expect(page.getByTestId("photo-preview")).toHaveAttribute("src", /detail=1/);
    await expect
      .poll(() => page.getByTestId("photo-preview").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 })
      .toBe(1024);
    await page.getByRole("button", { name: "Crear página" }).click();
    await expect(page).toHaveURL(/\/pages\/\d+\/color$/, { timeout: 30_000 });
    await context.close();
  });

  test("a pattern: 'Sorpréndeme' and 'Vista previa' reload with the new choices", async ({ browser }) => {
    const { context, page } = await signUpWithoutScript(browser, "Sin Script");

    await page.goto("/pages/create/pattern?seed=10&motif=waves&symmetry=6&density=1");
    await expect(page.getByTestId("pattern-caption")).toHaveText("Mandala de olas (semilla 10)");
    await page.getByText("Geométrico", { exact: true }).click();
    await page.getByRole("button", { name: "Vista previa" }).click();
    await expect(page.getByTestId("pattern-caption")).toHaveText("Mandala geométrico (semilla 10)");
    await page.getByRole("button", { name: "Sorpréndeme" }).click();
    await expect(page.getByTestId("pattern-caption")).not.toHaveText("Mandala geométrico (semilla 10)");
    await page.getByRole("button", { name: "Crear página" }).click();
    await expect(page).toHaveURL(/\/pages\/\d+\/color$/, { timeout: 30_000 });
    await context.close();
  });
});
