import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { hydrated, newFamily } from "./fixtures";
import { expectAccessible, shoot, signUpWithoutScript } from "./helpers";

/**
 * Issue #27, finding 15: a photo over 10 MB never costs the form. With JavaScript the browser
 * refuses it as it is chosen (and on sending), beside the field, without sending anything;
 * without, the server answers the same form with the same message and what was chosen.
 */

const TOO_LARGE = "La imagen pesa demasiado. El máximo es 10 MB.";
const PHOTOS = path.resolve("tests/fixtures/photos");

/** A phone's photo of 11 MB (a JPEG's first bytes, then filler: nobody looks inside it). */
function bigPhoto() {
  const buffer = Buffer.alloc(11 * 1024 * 1024, 0x55);
  buffer.set([0xff, 0xd8, 0xff, 0xe0]);
  return { name: "foto-del-movil.jpg", mimeType: "image/jpeg", buffer };
}

/** Every POST the page sends from now on. */
function posts(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") sent.push(request.url());
  });
  return sent;
}

async function expectRefusedBesideTheFile(page: Page) {
  const message = page.locator("#file-error");
  await expect(message).toHaveText(TOO_LARGE);
  await expect(message).toHaveAttribute("role", "alert");
  await expect(page.locator("#file")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#file")).toHaveAttribute("aria-describedby", "file-error");
}

test.describe("a photo over 10 MB, with JavaScript", () => {
  test("the photo screen says so beside the photo at once, sends nothing and keeps the form @phone", async ({ page }, info) => {
    await newFamily(page, "Nora");
    await page.goto("/pages/create/photo");
    await hydrated(page);
    const sent = posts(page);

    await page.setInputFiles("#file", bigPhoto());
    await expectRefusedBesideTheFile(page);
    // Still step 1, whole: nothing was sent, nothing was lost.
    await expect(page).toHaveURL(/\/pages\/create\/photo$/);
    await expect(page.getByRole("heading", { name: "Página desde una foto" })).toBeVisible();
    await expect(page.getByTestId("photo-drop-zone")).toBeVisible();
    await expect(page.getByText("Ups, algo salió mal")).toHaveCount(0);
    expect(sent).toEqual([]);
    await expectAccessible(page);
    await shoot(page, `upload-too-large-photo-${info.project.name}`);
    if (info.project.name === "phone") {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId("photo-drop-zone").scrollIntoViewIfNeeded();
      await page.screenshot({ path: "tests/.artifacts/screens/upload-too-large-photo-390x844.png" });
    }

    // Another photo, within the limit, goes as before and the message leaves.
    await page.setInputFiles("#file", path.join(PHOTOS, "pet-cat-chelsea.jpg"));
    await expect(page).toHaveURL(/\/pages\/create\/photo\?photo=/, { timeout: 30_000 });
  });

  test("the upload screen keeps who may see the page, and its button does not send the photo", async ({ page }) => {
    await newFamily(page, "Olga");
    await page.goto("/pages/create/upload");
    await hydrated(page);
    const sent = posts(page);

    await page.getByLabel("Solo para mí").check();
    await page.setInputFiles("#file", bigPhoto());
    await expectRefusedBesideTheFile(page);
    await page.getByRole("button", { name: "Crear página" }).click();
    await expectRefusedBesideTheFile(page);
    await expect(page.locator("#file")).toBeFocused();
    await expect(page.getByLabel("Solo para mí")).toBeChecked();
    await expect(page).toHaveURL(/\/pages\/create\/upload$/);
    expect(sent).toEqual([]);

    // Not an image at all: the other reason, in the same place.
    await page.setInputFiles("#file", { name: "notas.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
    await expect(page.locator("#file-error")).toHaveText("Ese archivo no es una imagen válida. Usa PNG, JPG o WebP.");
    expect(sent).toEqual([]);
  });

  test("the account's photo: the same check, the name typed kept, nothing saved", async ({ page }) => {
    await newFamily(page, "Queta");
    await page.goto("/account");
    await hydrated(page);
    const sent = posts(page);

    await page.getByLabel("Nombre").fill("Queta Nueva");
    await page.getByLabel("Foto", { exact: true }).setInputFiles(bigPhoto());
    await expect(page.locator("#photo-error")).toHaveText(TOO_LARGE);
    await expect(page.getByLabel("Foto", { exact: true })).toHaveAttribute("aria-describedby", "photo-error");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.locator("#photo-error")).toHaveText(TOO_LARGE);
    await expect(page.getByLabel("Nombre")).toHaveValue("Queta Nueva");
    expect(sent).toEqual([]);
  });
});

test.describe("a photo over 10 MB, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers with the same screen: the message beside the file, the choice kept", async ({ browser }) => {
    const { context, page } = await signUpWithoutScript(browser, "Pilar");
    await page.goto("/pages/create/upload");
    await page.getByLabel("Solo para mí").check();
    await page.setInputFiles("#file", bigPhoto());
    await page.getByRole("button", { name: "Crear página" }).click();

    await expect(page.locator("#file-error")).toHaveText(TOO_LARGE);
    await expect(page.locator("#file")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", { name: "Subir una página" })).toBeVisible();
    await expect(page.getByLabel("Solo para mí")).toBeChecked();
    await expect(page.getByText("Ups, algo salió mal")).toHaveCount(0);

    await page.goto("/pages/create/photo");
    await page.setInputFiles("#file", bigPhoto());
    await page.getByRole("button", { name: "Subir foto" }).click();
    await expect(page.locator("#file-error")).toHaveText(TOO_LARGE);
    await expect(page.getByTestId("photo-drop-zone")).toBeVisible();
    await context.close();
  });
});
