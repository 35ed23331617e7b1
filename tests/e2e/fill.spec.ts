import { expect, test, type Page } from "@playwright/test";
import { hydrated, insertPages, newFamily } from "./fixtures";
import { DOT, expectAccessible, openEditor, pageWithMap, paintAt, pickColor, RGBA, RING, shoot, SQUARE, toScreen } from "./helpers";

/**
 * Tap-to-fill (issue #8) on pages created through the app's upload door, which computes each
 * page's region map: the ring, the square and the dot of helpers.ts's test picture.
 */
const { red: RED, blue: BLUE } = RGBA;

async function openFillable(page: Page, id: number) {
  await openEditor(page, id, { regions: true });
}

/** Pans a zoomed view with the wheel until page point (x, y) is well inside the canvas frame. */
async function bringIntoView(page: Page, x: number, y: number) {
  const frame = await page.getByTestId("canvas-frame").boundingBox();
  if (!frame) throw new Error("no frame");
  const centre = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
  await page.mouse.move(centre.x, centre.y);
  const point = await toScreen(page, x, y);
  await page.mouse.wheel(point.x - centre.x, point.y - centre.y);
  await expect
    .poll(async () => {
      const now = await toScreen(page, x, y);
      return now.x > frame.x + 10 && now.x < frame.x + frame.width - 10 && now.y > frame.y + 10 && now.y < frame.y + frame.height - 10;
    })
    .toBe(true);
  return toScreen(page, x, y);
}

/** How many pixels of a row segment carry paint (alpha > 0), and how many are exactly `rgba`. */
async function rowPaint(page: Page, y: number, from: number, to: number, rgba: number[]) {
  return page.evaluate(
    ([py, x0, x1, [r, g, b, a]]) => {
      const canvas = document.querySelector<HTMLCanvasElement>("canvas.lower-canvas");
      const data = canvas?.getContext("2d")?.getImageData(x0, py, x1 - x0, 1).data;
      if (!data) return null;
      let painted = 0;
      let exact = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3] > 0) painted++;
        if (data[i] === r && data[i + 1] === g && data[i + 2] === b && data[i + 3] === a) exact++;
      }
      return { painted, exact, width: x1 - x0 };
    },
    [y, from, to, rgba] as const,
  );
}

const cursor = (page: Page) => page.getByTestId("editor").getAttribute("data-history-cursor").then(Number);

test.describe("tap-to-fill", () => {
  test("a click fills one whole region under the lines, undo, redo, save and reopen", async ({ page, request }) => {
    // A long walk (sign-up, upload, fills, save, reopen, gallery): more than the default 30 s on a busy machine.
    test.slow();
    const { id } = await pageWithMap(page, request, "Rellena");
    await openFillable(page, id);
    const bucket = page.getByRole("button", { name: "Cubo de relleno" });
    await expect(bucket).toHaveAttribute("aria-pressed", "false");
    await bucket.click();
    await expect(bucket).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("fill-hint")).toBeVisible();
    await pickColor(page, "Rojo");
    // The colour keeps the bucket.
    await expect(bucket).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("progress")).toHaveAttribute("data-percent", "0");

    const inside = await toScreen(page, RING.x, RING.y);
    await page.mouse.click(inside.x, inside.y);
    await expect(page.getByTestId("undo")).toBeEnabled();
    await expect(page.getByTestId("save-state")).toHaveText("Guardando…");
    // Inside the ring, up to and under the line's inner half: red; beyond the line: nothing.
    await expect.poll(() => paintAt(page, RING.x, RING.y)).toEqual(RED);
    expect(await paintAt(page, RING.x - RING.r + 30, RING.y)).toEqual(RED);
    expect(await paintAt(page, RING.x + RING.r - 3, RING.y)).toEqual(RED);
    expect((await paintAt(page, RING.x + RING.r + 4, RING.y))?.[3]).toBe(0);
    expect((await paintAt(page, 60, 60))?.[3]).toBe(0);
    expect((await paintAt(page, 700, 800))?.[3]).toBe(0);
    // No halo: the whole inside of the ring on its middle row is red, edge to line, with no gap.
    const row = await rowPaint(page, RING.y, RING.x - RING.r, RING.x + RING.r, RED);
    expect(row?.exact).toBe(row?.painted);
    expect(row?.painted).toBeGreaterThanOrEqual(2 * RING.r - RING.line);
    await expect.poll(async () => Number(await page.getByTestId("progress").getAttribute("data-percent"))).toBeGreaterThan(0);
    await shoot(page, "fill-desktop");
    await expectAccessible(page);

    // The same fill again changes nothing: no step of its own, so one undo takes the ring's fill
    // back. A fill is a step in the same history as strokes.
    await page.mouse.click(inside.x + 30, inside.y + 30);
    await page.getByTestId("undo").click();
    await expect.poll(async () => (await paintAt(page, RING.x, RING.y))?.[3]).toBe(0);
    await page.getByTestId("redo").click();
    await expect.poll(() => paintAt(page, RING.x, RING.y)).toEqual(RED);

    // The square in blue, then the dot inside it in red.
    await pickColor(page, "Azul");
    const square = await toScreen(page, SQUARE.left + 40, SQUARE.bottom - 40);
    await page.mouse.click(square.x, square.y);
    await expect.poll(() => paintAt(page, SQUARE.left + 40, SQUARE.bottom - 40)).toEqual(BLUE);
    expect((await paintAt(page, DOT.x, DOT.y))?.[3]).toBe(0);
    await pickColor(page, "Rojo");
    const dot = await toScreen(page, DOT.x, DOT.y);
    await page.mouse.click(dot.x, dot.y);
    await expect.poll(() => paintAt(page, DOT.x, DOT.y)).toEqual(RED);
    expect(await paintAt(page, SQUARE.left + 40, SQUARE.bottom - 40)).toEqual(BLUE);

    // The eraser still erases over a fill.
    await page.getByRole("button", { name: "Goma de borrar" }).click();
    const from = await toScreen(page, RING.x - 60, RING.y + 100);
    const to = await toScreen(page, RING.x + 60, RING.y + 100);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await paintAt(page, RING.x, RING.y + 100))?.[3]).toBe(0);
    expect(await paintAt(page, RING.x, RING.y)).toEqual(RED);

    // Save, reopen: the fills are in the saved paint layer.
    await page.getByTestId("save").click();
    // Encoding, upload and the server's composite: slower than 5 s on a busy machine.
    await expect(page.getByTestId("toast")).toContainText("La página se ha guardado", { timeout: 20_000 });
    await expect(page.getByTestId("save-state")).toHaveText("Guardado");
    const saved = Number(await page.getByTestId("progress").getAttribute("data-percent"));
    expect(saved).toBeGreaterThan(0);
    await openFillable(page, id);
    await expect.poll(() => paintAt(page, RING.x, RING.y)).toEqual(RED);
    expect(await paintAt(page, SQUARE.left + 40, SQUARE.bottom - 40)).toEqual(BLUE);
    expect(await paintAt(page, DOT.x, DOT.y)).toEqual(RED);
    expect((await paintAt(page, RING.x, RING.y + 100))?.[3]).toBe(0);
    expect((await paintAt(page, 60, 60))?.[3]).toBe(0);
    await expect(page.getByTestId("progress")).toHaveAttribute("data-percent", String(saved));

    // The coloured pages gallery shows how far the colouring got.
    await page.goto("/pages/colored");
    const card = page.locator(`[data-page-id="${id}"]`);
    await expect(card.getByTestId("card-progress")).toContainText(`${saved}\u00a0% coloreado`);
    await shoot(page, "fill-colored-gallery");
  });

  test("at full size, panned: the tap maps through zoom and pan", async ({ page, request }) => {
    await page.setViewportSize({ width: 700, height: 700 });
    const { id } = await pageWithMap(page, request, "Zoom");
    await openFillable(page, id);
    await page.getByRole("button", { name: "Tamaño real" }).click();
    await expect.poll(async () => (await page.locator(".upper-canvas").boundingBox())?.width).toBe(1024);
    await page.getByRole("button", { name: "Cubo de relleno" }).click();
    await pickColor(page, "Azul");
    const point = await bringIntoView(page, SQUARE.right - 30, SQUARE.top + 30);
    await page.mouse.click(point.x, point.y);
    await expect.poll(() => paintAt(page, SQUARE.right - 30, SQUARE.top + 30)).toEqual(BLUE);
    expect((await paintAt(page, RING.x, RING.y))?.[3]).toBe(0);
  });

  test("touch: a tap fills, a pinch does not; phone screenshot", async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 915 }, locale: "es-ES" });
    const page = await context.newPage();
    const { id } = await pageWithMap(page, context.request, "Dedo");
    await openFillable(page, id);
    await page.getByRole("button", { name: "Cubo de relleno" }).tap();
    await pickColor(page, "Azul");
    const square = await toScreen(page, SQUARE.left + 40, SQUARE.top + 40);
    await page.touchscreen.tap(square.x, square.y);
    await expect.poll(() => paintAt(page, SQUARE.left + 40, SQUARE.top + 40)).toEqual(BLUE);
    const filled = await cursor(page);

    // Two fingers on the ring: a pinch, not a fill. So no step either: one undo takes the
    // square's fill back, and the ring is still unpainted.
    const cdp = await context.newCDPSession(page);
    const a = await toScreen(page, RING.x - 40, RING.y);
    const b = await toScreen(page, RING.x + 40, RING.y);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: a.x, y: a.y, id: 1 }] });
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchStart",
      touchPoints: [
        { x: a.x, y: a.y, id: 1 },
        { x: b.x, y: b.y, id: 2 },
      ],
    });
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [
        { x: a.x - 1, y: a.y, id: 1 },
        { x: b.x + 1, y: b.y, id: 2 },
      ],
    });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [{ x: b.x + 1, y: b.y, id: 2 }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await page.getByTestId("undo").tap();
    await expect.poll(async () => (await paintAt(page, SQUARE.left + 40, SQUARE.top + 40))?.[3]).toBe(0);
    expect((await paintAt(page, RING.x, RING.y))?.[3]).toBe(0);
    await page.getByTestId("redo").tap();
    await expect.poll(() => paintAt(page, SQUARE.left + 40, SQUARE.top + 40)).toEqual(BLUE);

    // A tap on the ring's line goes to the region the line belongs to, not nowhere.
    const onLine = await toScreen(page, RING.x, RING.y - RING.r + 2);
    await page.touchscreen.tap(onLine.x, onLine.y);
    await expect.poll(async () => (await cursor(page)) > filled).toBe(true);
    await shoot(page, "fill-phone");
    await expectAccessible(page);
    await context.close();
  });

  test("a page without a region map: the bucket says why it cannot fill", async ({ page }) => {
    const { email } = await newFamily(page, "Sin mapa");
    const [id] = await insertPages(email, [{ prompt: "sin zonas" }]);
    await page.goto(`/pages/${id}/color`);
    await hydrated(page);
    await expect(page.getByTestId("editor")).toHaveAttribute("data-regions", "none");
    const bucket = page.getByTestId("fill-tool");
    await expect(bucket).toHaveAttribute("aria-disabled", "true");
    await expect(bucket).toHaveAccessibleName(/no está disponible/);
    // Still focusable (so its label is heard); pressed, it explains instead of doing nothing.
    await bucket.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("toast")).toContainText("El cubo de relleno no está disponible");
    await expect(bucket).not.toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("progress")).toHaveCount(0);
    await shoot(page, "fill-unavailable");
  });
});
