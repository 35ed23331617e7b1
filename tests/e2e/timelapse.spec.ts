import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { coloredRow, insertPages, setPlan } from "./fixtures";
import { expectAccessible, openEditor, pickColor, shoot, signUpAndVerify, stroke } from "./helpers";

/** Issue #17: "Ver cómo lo pinté" replays the strokes in the order they were made, and the recording is kept with the colouring. */

const SAVED = { timeout: 30_000 };

async function openReplay(page: Page) {
  if (await page.getByTestId("timelapse-open").isVisible()) await page.getByTestId("timelapse-open").click();
  else {
    await page.getByTestId("more-actions").click();
    await page.getByTestId("timelapse-menu").click();
  }
  const dialog = page.getByTestId("timelapse");
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the replay shows every stroke in order and ends on the picture; it is still there after a reload @phone", async ({ page }, info) => {
  test.setTimeout(180_000);
  const { email } = await signUpAndVerify(page, "Lapso");
  // Keeping the video is a download: a paid plan's (the free plan's offer: paid-features.spec.ts).
  await setPlan(email, "starter");
  const [id] = await insertPages(email, [{ prompt: "para ver otra vez" }]);
  await openEditor(page, id);
  await pickColor(page, "Rojo");
  await stroke(page, [
    [120, 200],
    [420, 220],
  ]);
  await pickColor(page, "Azul");
  await stroke(page, [
    [600, 700],
    [900, 720],
  ]);
  await stroke(page, [
    [600, 800],
    [900, 820],
  ]);
  await expect(page.getByTestId("save-state")).toHaveText("Guardado", SAVED);

  let dialog = await openReplay(page);
  const canvas = dialog.getByTestId("timelapse-canvas");
  await expect(canvas).toHaveAttribute("data-total", "3");
  await expect(canvas).toHaveAttribute("data-done", "true");
  await expect(dialog.getByText("¡Listo!")).toBeVisible();
  await expectAccessible(page);
  await shoot(page, `timelapse-${info.project.name}`);
  // Red first, then the two blue strokes: the replay's colours, in the order the recording holds them.
  const saved = JSON.parse((await coloredRow(email, id))?.timelapse ?? "null") as { steps: { t: string; c: string }[] } | null;
  expect(saved?.steps.map((step) => step.c)).toEqual(["#ef4444", "#3b82f6", "#3b82f6"]);
  // As a video to keep: it plays again while the canvas is recorded (Chromium records WebM).
  {
    const downloading = page.waitForEvent("download");
    await dialog.getByTestId("timelapse-video").click();
    await expect(dialog.getByText("Grabando el vídeo…")).toBeVisible();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^para-ver-otra-vez-timelapse\.(webm|mp4)$/);
    expect(fs.statSync(await file.path()).size).toBeGreaterThan(1000);
  }
  await dialog.getByRole("button", { name: "Cerrar" }).click();

  // Back later (on any device: the server keeps it), the replay is the same.
  await page.reload();
  await openEditor(page, id);
  dialog = await openReplay(page);
  await expect(dialog.getByTestId("timelapse-canvas")).toHaveAttribute("data-total", "3");
  await expect(dialog.getByTestId("timelapse-canvas")).toHaveAttribute("data-done", "true");
});

test("where the browser cannot record a video, the replay is saved as an animated image", async ({ page }) => {
  test.setTimeout(180_000);
  // A browser without MediaRecorder (as some older ones are).
  await page.addInitScript(() => {
    Object.defineProperty(window, "MediaRecorder", { value: undefined, configurable: true });
  });
  const { email } = await signUpAndVerify(page, "Animada");
  await setPlan(email, "starter");
  const [id] = await insertPages(email, [{ prompt: "sin video" }]);
  await openEditor(page, id);
  await pickColor(page, "Verde");
  await stroke(page, [
    [150, 300],
    [500, 320],
  ]);
  await pickColor(page, "Rojo");
  await stroke(page, [
    [550, 700],
    [880, 720],
  ]);
  await expect(page.getByTestId("save-state")).toHaveText("Guardado", SAVED);
  const dialog = await openReplay(page);
  await expect(dialog.getByTestId("timelapse-canvas")).toHaveAttribute("data-done", "true");
  const button = dialog.getByTestId("timelapse-video");
  await expect(button).toHaveText("Descargar animación");
  const downloading = page.waitForEvent("download");
  await button.click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe("sin-video-timelapse.gif");
  const gif = sharp(fs.readFileSync(await file.path()), { animated: true });
  const meta = await gif.metadata();
  expect(meta.format).toBe("gif");
  // One frame a step (two strokes here), the last one held.
  expect(meta.pages).toBe(2);
  expect([meta.width, meta.pageHeight]).toEqual([480, 480]);
});
