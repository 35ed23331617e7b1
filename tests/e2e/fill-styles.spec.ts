import fs from "node:fs";
import { inflateSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from "pdf-lib";
import { setPlan } from "./fixtures";
import { expectAccessible, openEditor, pageWithMap, paintAt, pickColor, RING, shoot, SQUARE, tapAt, toScreen } from "./helpers";

/**
 * The bucket's gradients and textures (issue #30) on the ring-and-square test page: they stay in
 * their region, come back the same after a reload, and reach the print-ready PDF.
 */

/** Points of the page to compare before and after: inside the ring, inside the square, on the paper. */
const RING_POINTS: [number, number][] = [
  [RING.x, RING.y - 150],
  [RING.x, RING.y],
  [RING.x, RING.y + 150],
  [RING.x - 120, RING.y + 40],
];
const SQUARE_POINTS: [number, number][] = Array.from({ length: 24 }, (_, i) => [SQUARE.left + 40 + i, SQUARE.top + 100 + (i % 5)]);
const PAPER_POINTS: [number, number][] = [
  [60, 60],
  [RING.x + RING.r + 6, RING.y],
  [700, 300],
];

/** Alpha of fabric's top layer (where the gradient's guide is drawn) at a page point. */
const guideAt = (page: Page, x: number, y: number) =>
  page.evaluate(
    ([px, py]) => document.querySelector<HTMLCanvasElement>("canvas.upper-canvas")?.getContext("2d")?.getImageData(px, py, 1, 1).data[3] ?? -1,
    [x, y],
  );

const pixels = (page: Page, points: [number, number][]) => Promise.all(points.map(([x, y]) => paintAt(page, x, y)));
const distinct = (values: (number[] | null)[]) => new Set(values.map((value) => value?.join(","))).size;

async function chooseStyle(page: Page, name: string) {
  await page.getByTestId("fill-style").click();
  await page.getByTestId("fill-style-panel").getByText(name, { exact: true }).click();
}

/** The paint layer's image in a PDF (the RGB one), and the colour at a point of the 1024-pixel page. */
async function pdfPaint(bytes: Buffer) {
  const doc = await PDFDocument.load(bytes);
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of("ColorSpace")) !== PDFName.of("DeviceRGB")) continue;
    const width = (object.dict.get(PDFName.of("Width")) as PDFNumber).asNumber();
    const height = (object.dict.get(PDFName.of("Height")) as PDFNumber).asNumber();
    const data = inflateSync(object.contents);
    return (x: number, y: number) => {
      const at = (Math.round((y / 1024) * height) * width + Math.round((x / 1024) * width)) * 3;
      return Array.from(data.subarray(at, at + 3));
    };
  }
  throw new Error("no paint layer in the PDF");
}

test("a gradient and a texture fill stay in their regions, survive a reload and print in the PDF @phone", async ({ page, request, isMobile }) => {
  test.slow();
  const user = await pageWithMap(page, request, "Estilos");
  await setPlan(user.email, "starter");
  await openEditor(page, user.id, { regions: true });
  const before = await pixels(page, [...SQUARE_POINTS, ...PAPER_POINTS]);

  // The gradient: red to blue, in the ring; a drag on a desktop, a tap (its default line) on a phone.
  await pickColor(page, "Rojo");
  await page.getByTestId("fill-style").click();
  const panel = page.getByTestId("fill-style-panel");
  await expect(panel).toBeVisible();
  await panel.getByText("Degradado", { exact: true }).click();
  await expect(page.getByTestId("fill-style-to")).toBeVisible();
  await shoot(page, `fill-styles-panel-${isMobile ? "phone" : "desktop"}`);
  await expectAccessible(page);
  await panel.getByTitle("Azul", { exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByTestId("fill-style")).toHaveAttribute("data-style", "linear");
  await expect(page.getByTestId("fill-tool")).toHaveAttribute("aria-pressed", "true");
  if (isMobile) await tapAt(page, RING.x, RING.y);
  else {
    const from = await toScreen(page, RING.x, RING.y - 180);
    const to = await toScreen(page, RING.x, RING.y + 180);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 6 });
    // The drag shows the gradient's line as it goes, and takes it away on release.
    expect(await guideAt(page, RING.x, RING.y)).toBeGreaterThan(0);
    await shoot(page, "fill-styles-drag-desktop");
    await page.mouse.up();
    expect(await guideAt(page, RING.x, RING.y)).toBe(0);
  }
  await expect.poll(async () => (await paintAt(page, RING.x, RING.y))?.[3]).toBe(255);
  const [top, , bottom] = await pixels(page, RING_POINTS);
  // Redder at the top, bluer at the bottom.
  expect(top![0]).toBeGreaterThan(bottom![0] + 60);
  expect(bottom![2]).toBeGreaterThan(top![2] + 60);

  // The texture: dots in green, in the square.
  await pickColor(page, "Verde");
  await chooseStyle(page, "Puntos");
  await expect(page.getByTestId("fill-style-panel")).toBeHidden();
  await tapAt(page, SQUARE.left + 40, SQUARE.bottom - 40);
  await expect.poll(async () => (await paintAt(page, SQUARE.left + 40, SQUARE.top + 100))?.[3]).toBe(255);
  const square = await pixels(page, SQUARE_POINTS);
  expect(square.every((value) => value?.[3] === 255)).toBe(true);
  expect(distinct(square)).toBeGreaterThanOrEqual(3);
  // The ring's gradient and the paper are as they were.
  const ring = await pixels(page, RING_POINTS);
  expect(await pixels(page, PAPER_POINTS)).toEqual(before.slice(SQUARE_POINTS.length));
  expect(ring[0]).toEqual(top);
  await shoot(page, `fill-styles-${isMobile ? "phone" : "desktop"}`);

  // Saved (the owner's page saves by itself), then reloaded: the same pixels.
  await expect(page.getByTestId("save-state")).toHaveText("Guardado", { timeout: 30_000 });
  await openEditor(page, user.id, { regions: true });
  await expect.poll(() => pixels(page, RING_POINTS)).toEqual(ring);
  expect(await pixels(page, SQUARE_POINTS)).toEqual(square);
  // The bucket's style is the one chosen last, on this device.
  await expect(page.getByTestId("fill-style")).toHaveAttribute("data-style", "dots");

  // The PDF prints them: a gradient down the ring, dots across the square.
  if (isMobile) {
    await page.getByTestId("more-actions").tap();
    await page.getByTestId("pdf-menu").tap();
  } else await page.getByTestId("pdf").click();
  const downloading = page.waitForEvent("download");
  await page.getByTestId("pdf-dialog").getByRole("button", { name: "Descargar PDF" }).click();
  const printed = await pdfPaint(fs.readFileSync(await (await downloading).path()));
  const [printedTop, printedBottom] = [printed(RING.x, RING.y - 150), printed(RING.x, RING.y + 150)];
  expect(printedTop[0]).toBeGreaterThan(printedBottom[0] + 60);
  expect(printedBottom[2]).toBeGreaterThan(printedTop[2] + 60);
  const printedSquare = SQUARE_POINTS.map(([x, y]) => printed(x, y));
  expect(distinct(printedSquare)).toBeGreaterThanOrEqual(3);
  expect(printedSquare.every(([r, g, b]) => g > r && g > b)).toBe(true);
  expect(printed(60, 60)).toEqual([255, 255, 255]);
});
