import { expect, test, type BrowserContext, type CDPSession, type Page } from "@playwright/test";
import { DOT, expectAccessible, historyCursor, openEditor, pageWithMap, paintAt, pickColor, RGBA, RING, shoot, SQUARE, tapAt, toScreen } from "./helpers";

/**
 * The colour screen fits and zooms like a native app (issue #13): the whole picture with the
 * palette open on every screen, pinch and two-finger pan in both orientations up to 8×,
 * double tap, colours beyond the presets, and colouring with the keyboard alone.
 */

const { red: RED, blue: BLUE, green: GREEN } = RGBA;

const zoomOf = async (page: Page) => Number(await page.getByTestId("canvas-frame").getAttribute("data-zoom"));

/**
 * After a resize: the view is fitted to the new frame, and the frame, the picture, the palette
 * and the tools are where they were a frame before (the layout has stopped moving).
 */
async function settledAfterResize(page: Page) {
  await page.waitForFunction(async () => {
    const selectors = ["[data-testid=canvas-frame]", ".upper-canvas", "[data-testid=palette]", "[role=toolbar]"];
    const boxes = () => JSON.stringify(selectors.map((selector) => document.querySelector(selector)?.getBoundingClientRect()));
    const before = boxes();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return document.querySelector<HTMLElement>("[data-testid=canvas-frame]")?.dataset.fit === "true" && boxes() === before;
  });
}

/** The picture, the palette and the tools all on screen, nothing sideways off it. */
async function expectAllInView(page: Page) {
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const inside = async (name: string, box: { x: number; y: number; width: number; height: number } | null) => {
    expect(box, name).not.toBeNull();
    if (!box) return;
    expect(box.x, `${name} left`).toBeGreaterThanOrEqual(-0.5);
    expect(box.y, `${name} top`).toBeGreaterThanOrEqual(-0.5);
    expect(box.x + box.width, `${name} right`).toBeLessThanOrEqual(viewport.width + 0.5);
    expect(box.y + box.height, `${name} bottom`).toBeLessThanOrEqual(viewport.height + 0.5);
  };
  const picture = await page.locator(".upper-canvas").boundingBox();
  await inside("picture", picture);
  const frame = await page.getByTestId("canvas-frame").boundingBox();
  if (picture && frame) {
    expect(picture.x).toBeGreaterThanOrEqual(frame.x - 0.5);
    expect(picture.y).toBeGreaterThanOrEqual(frame.y - 0.5);
    expect(picture.x + picture.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
    expect(picture.y + picture.height).toBeLessThanOrEqual(frame.y + frame.height + 0.5);
    // Not a postage stamp either: the picture takes most of the frame's short side.
    expect(Math.max(picture.width / frame.width, picture.height / frame.height)).toBeGreaterThan(0.9);
  }
  await expect(page.getByTestId("palette")).toBeVisible();
  await inside("palette", await page.getByTestId("palette").boundingBox());
  await inside("tools", await page.getByRole("toolbar", { name: "Herramientas de dibujo" }).boundingBox());
  await inside("undo", await page.getByTestId("undo").boundingBox());
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
}

/** Two fingers at `center`, moving from `from` to `to` px apart in steps (CDP touch events). */
async function pinch(cdp: CDPSession, center: { x: number; y: number }, from: number, to: number, steps = 12, drift = { x: 0, y: 0 }) {
  const points = (distance: number, i: number) => [
    { x: center.x - distance / 2 + (drift.x * i) / steps, y: center.y + (drift.y * i) / steps, id: 1 },
    { x: center.x + distance / 2 + (drift.x * i) / steps, y: center.y + (drift.y * i) / steps, id: 2 },
  ];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [points(from, 0)[0]] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: points(from, 0) });
  for (let i = 1; i <= steps; i++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: points(from + ((to - from) * i) / steps, i) });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [points(to, steps)[1]] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** Two taps sent together, so a busy machine cannot stretch the pause between them. */
async function doubleTap(cdp: CDPSession, point: { x: number; y: number }) {
  const touch = [{ x: point.x, y: point.y, id: 1 }];
  await Promise.all([
    cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: touch }),
    cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] }),
    cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: touch }),
    cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] }),
  ]);
}

async function touchContext(browser: import("@playwright/test").Browser, width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: true, isMobile: true, locale: "es-ES" });
  return { context, page: await context.newPage() };
}

test.describe("the colour screen's view", () => {
  // Sign-ups (argon2), uploads and many steps: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test("the whole picture, the palette and the tools are on screen at every size, both ways round", async ({ page, request }) => {
    const { id } = await pageWithMap(page, request, "Tamaños");
    await openEditor(page, id, { regions: true });
    for (const [width, height] of [
      [360, 640],
      [640, 360],
      [390, 844],
      [844, 390],
      [768, 1024],
      [1024, 768],
      [1366, 768],
      [1920, 1080],
      [2560, 1440],
    ]) {
      await page.setViewportSize({ width, height });
      // Layout and the view follow the new size.
      await settledAfterResize(page);
      await expectAllInView(page);
      await shoot(page, `color-${width}x${height}`);
    }
    // Phones held sideways give the picture the shell's header too; bigger screens keep it.
    await page.setViewportSize({ width: 844, height: 390 });
    await expect(page.getByTestId("shell-side")).toBeHidden();
    await page.setViewportSize({ width: 1366, height: 768 });
    await expect(page.getByTestId("shell-side")).toBeVisible();
  });

  test("on a phone the palette sits at thumb height, open from the start; the bucket reaches the bottom of the picture", async ({ browser }) => {
    const { context, page } = await touchContext(browser, 390, 844);
    const { id } = await pageWithMap(page, context.request, "Pulgar");
    await openEditor(page, id, { regions: true });
    await expect(page.getByTestId("palette")).toBeVisible();
    // Sizes and colours both reachable, below the picture, above the tools.
    const picture = await page.locator(".upper-canvas").boundingBox();
    const palette = await page.getByTestId("palette").boundingBox();
    const tools = await page.getByRole("toolbar", { name: "Herramientas de dibujo" }).boundingBox();
    expect(palette && picture && palette.y).toBeGreaterThanOrEqual((picture?.y ?? 0) + (picture?.height ?? 0) - 1);
    expect(tools && palette && tools.y).toBeGreaterThanOrEqual((palette?.y ?? 0) + (palette?.height ?? 0) - 1);
    // (The radios themselves are visually hidden; their swatches are what a finger meets.)
    const swatch = (name: string) => page.locator("label", { has: page.getByRole("radio", { name, exact: true }) });
    await expect(swatch("5 px")).toBeInViewport();
    await expect(swatch("Color Rojo")).toBeInViewport({ ratio: 0.9 });

    await page.getByTestId("fill-tool").tap();
    await expect(page.getByTestId("fill-hint")).toBeVisible();
    await expectAllInView(page);
    await pickColor(page, "Verde");
    // The ground at the very bottom of the picture.
    await tapAt(page, 512, 1000);
    await expect.poll(() => paintAt(page, 512, 1000)).toEqual(GREEN);
    // Hiding and showing the palette keeps the whole picture in view.
    await page.getByTestId("palette-toggle").tap();
    await expect(page.getByTestId("palette")).toBeHidden();
    await page.getByTestId("palette-toggle").tap();
    await expectAllInView(page);
    await shoot(page, "color-phone-palette");
    await expectAccessible(page);
    // On an upright phone print, download, clear and the zoom buttons are under "Más acciones".
    await page.getByTestId("more-actions").tap();
    await expect(page.getByRole("button", { name: "Acercar" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Imprimir", exact: true })).toBeVisible();
    await shoot(page, "color-phone-more");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Acercar" }).tap();
    await expect.poll(() => zoomOf(page)).toBeCloseTo(1.5, 2);
    await expect(page.getByRole("button", { name: "Imprimir", exact: true })).toBeHidden();
    await context.close();
  });

  test("pinch to 8× and back, and pan with two fingers, upright on a phone and a tablet and sideways: no snap back, no paint", async ({ browser }) => {
    const { context, page } = await touchContext(browser, 390, 844);
    const { id } = await pageWithMap(page, context.request, "Pellizco");
    await openEditor(page, id, { regions: true });
    const cdp = await context.newCDPSession(page);
    const cursor = await historyCursor(page);
    for (const [width, height] of [
      [390, 844],
      [768, 1024],
      [844, 390],
    ]) {
      await page.setViewportSize({ width, height });
      await settledAfterResize(page);
      const frame = await page.getByTestId("canvas-frame").boundingBox();
      if (!frame) throw new Error("no frame");
      const center = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
      const span = Math.min(frame.width - 20, 340);
      await pinch(cdp, center, 40, span, 16);
      // Held: the zoom stays where the fingers left it. Staying is what is tested, so time
      // passes here: a moment after the lift, in which a snap back would have shown.
      await page.waitForTimeout(400);
      expect(await zoomOf(page), `${width}×${height}`).toBeGreaterThan(4);
      await pinch(cdp, center, 40, Math.min(span, 260), 12);
      await expect.poll(() => zoomOf(page), { message: `${width}×${height}` }).toBeGreaterThanOrEqual(8);
      await shoot(page, `color-pinch-8x-${width}x${height}`);
      // Two fingers moving together pan the picture.
      const before = await page.locator(".upper-canvas").boundingBox();
      await pinch(cdp, center, 120, 120, 10, { x: 60, y: 40 });
      const after = await page.locator(".upper-canvas").boundingBox();
      expect(Math.round((after?.x ?? 0) - (before?.x ?? 0))).toBe(60);
      expect(Math.round((after?.y ?? 0) - (before?.y ?? 0))).toBe(40);
      // And back out to the whole picture.
      await pinch(cdp, center, span, 30, 12);
      await pinch(cdp, center, span, 30, 12);
      await expect.poll(() => zoomOf(page)).toBeCloseTo(1, 2);
      await expectAllInView(page);
    }
    // Nothing was painted or filled by any of it.
    expect(await historyCursor(page)).toBe(cursor);
    expect((await paintAt(page, 512, 512))?.[3]).toBe(0);
    await context.close();
  });

  test("a double tap zooms in on the spot and out again, and paints nothing", async ({ browser }) => {
    const { context, page } = await touchContext(browser, 390, 844);
    const { id } = await pageWithMap(page, context.request, "Doble");
    await openEditor(page, id, { regions: true });
    await page.getByTestId("fill-tool").tap();
    const cdp = await context.newCDPSession(page);
    const cursor = await historyCursor(page);
    const point = await toScreen(page, SQUARE.left + 60, SQUARE.top + 60);
    // Touch lands on whole pixels.
    const spot = { x: Math.round(point.x), y: Math.round(point.y) };
    await doubleTap(cdp, spot);
    await expect.poll(() => zoomOf(page)).toBeCloseTo(3, 1);
    // The page point that was tapped is still under the finger (once the zoom has settled: it is
    // near 3 a frame or two before its last step).
    await expect
      .poll(async () => {
        const again = await toScreen(page, SQUARE.left + 60, SQUARE.top + 60);
        return Math.max(Math.abs(again.x - point.x), Math.abs(again.y - point.y));
      })
      .toBeLessThan(3);
    expect(await historyCursor(page)).toBe(cursor);
    expect((await paintAt(page, SQUARE.left + 60, SQUARE.top + 60))?.[3]).toBe(0);
    // (A double tap leaves no tap behind to pair with: the next two taps are a double tap of their own.)
    await doubleTap(cdp, spot);
    await expect.poll(() => zoomOf(page)).toBeCloseTo(1, 2);
    expect(await historyCursor(page)).toBe(cursor);
    // A single tap still fills.
    await tapAt(page, RING.x, RING.y);
    await expect.poll(async () => (await paintAt(page, RING.x, RING.y))?.[3]).toBe(255);
    await context.close();
  });

  test("zoom with the buttons, the keys and the wheel on a laptop; a zoomed tap still fills the right region", async ({ page, request }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const { id } = await pageWithMap(page, request, "Lupa");
    await openEditor(page, id, { regions: true });
    await page.getByRole("button", { name: "Acercar" }).click();
    await expect.poll(() => zoomOf(page)).toBeCloseTo(1.5, 2);
    await page.getByRole("button", { name: "Alejar" }).click();
    await expect.poll(() => zoomOf(page)).toBeCloseTo(1, 2);
    await page.getByRole("button", { name: "Tamaño real" }).click();
    await expect.poll(async () => (await page.locator(".upper-canvas").boundingBox())?.width).toBeCloseTo(1024, 0);
    await page.getByRole("button", { name: "Ajustar a la pantalla" }).click();
    await expect.poll(() => zoomOf(page)).toBeCloseTo(1, 2);
    // Ctrl + wheel zooms where the pointer is; the wheel alone then pans.
    const exact = await toScreen(page, SQUARE.left + 40, SQUARE.top + 40);
    const square = { x: Math.round(exact.x), y: Math.round(exact.y) };
    await page.mouse.move(square.x, square.y);
    await page.keyboard.down("Control");
    await page.mouse.wheel(0, -600);
    await page.keyboard.up("Control");
    await expect.poll(() => zoomOf(page)).toBeGreaterThan(4);
    // The page point under the pointer stayed under it (to within the pointer's pixel, magnified).
    const zoom = await zoomOf(page);
    const under = await toScreen(page, SQUARE.left + 40, SQUARE.top + 40);
    expect(Math.abs(under.x - square.x)).toBeLessThan(zoom);
    expect(Math.abs(under.y - square.y)).toBeLessThan(zoom);
    await page.getByTestId("fill-tool").click();
    await pickColor(page, "Azul");
    await page.mouse.click(under.x, under.y);
    await expect.poll(() => paintAt(page, SQUARE.left + 40, SQUARE.top + 40)).toEqual(BLUE);
    expect((await paintAt(page, RING.x, RING.y))?.[3]).toBe(0);
    const before = await page.locator(".upper-canvas").boundingBox();
    await page.mouse.wheel(0, 200);
    await expect.poll(async () => (await page.locator(".upper-canvas").boundingBox())?.y).toBeLessThan((before?.y ?? 0) - 100);
    // Keys, on the canvas: 0 fits.
    await page.getByTestId("canvas-frame").focus();
    await page.keyboard.press("0");
    await expect.poll(() => zoomOf(page)).toBeCloseTo(1, 2);
    await page.keyboard.press("+");
    await expect.poll(() => zoomOf(page)).toBeCloseTo(1.5, 2);
  });

  test("colours beyond the presets: any colour, the last ones used (kept for the user) and the eyedropper", async ({ page, request }) => {
    const { id } = await pageWithMap(page, request, "Colores");
    await openEditor(page, id, { regions: true });
    await expect(page.getByTestId("recent-colors")).toHaveCount(0);
    await page.getByTestId("fill-tool").click();
    await page.getByTestId("custom-color").fill("#123456");
    await tapAt(page, RING.x, RING.y);
    await expect.poll(() => paintAt(page, RING.x, RING.y)).toEqual([0x12, 0x34, 0x56, 255]);
    await pickColor(page, "Rojo");
    await tapAt(page, SQUARE.left + 40, SQUARE.top + 40);
    await expect.poll(() => paintAt(page, SQUARE.left + 40, SQUARE.top + 40)).toEqual(RED);
    // Red is a preset, on screen already: the recent ones are the colours beyond them (issue #43.9).
    const recent = page.getByTestId("recent-colors");
    await expect(recent.getByRole("radio")).toHaveCount(1);
    await expect(recent.getByRole("radio").first()).toHaveAccessibleName("Color reciente #123456");

    // The eyedropper takes the custom colour back from the ring and hands back to the bucket.
    await page.getByTestId("eyedropper").click();
    await expect(page.getByTestId("picker-hint")).toBeVisible();
    await tapAt(page, RING.x + 20, RING.y + 20);
    await expect(page.getByTestId("announcer")).toHaveText("Color tomado: #123456");
    await expect(page.getByTestId("fill-tool")).toHaveAttribute("aria-pressed", "true");
    await tapAt(page, DOT.x, DOT.y);
    await expect.poll(() => paintAt(page, DOT.x, DOT.y)).toEqual([0x12, 0x34, 0x56, 255]);
    await shoot(page, "color-recent-eyedropper");

    // Kept for the user: another page shows them too.
    await expect(page.getByTestId("save-state")).toHaveText("Guardado", { timeout: 20_000 });
    await openEditor(page, id);
    await expect(page.getByTestId("recent-colors").getByRole("radio")).toHaveCount(1);
  });

  test("keyboard only: arrows move between regions (announced), Enter fills three of them", async ({ page, request }) => {
    const { id } = await pageWithMap(page, request, "Teclado");
    await openEditor(page, id, { regions: true });
    // Choose the colour with the keyboard: the presets are a radio group.
    await page.getByRole("radio", { name: "Color Negro" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Color Rojo" })).toBeChecked();
    const frame = page.getByTestId("canvas-frame");
    await frame.focus();
    await expect(frame).toHaveAccessibleName(/las flechas eligen una zona e Intro la pinta/);
    const announcer = page.getByTestId("announcer");

    // The first arrow starts near the middle; the focused region is drawn on the overlay.
    await page.keyboard.press("ArrowRight");
    await expect(announcer).toHaveText(/^Zona \d+ de \d+, .+\. Sin pintar\.$/);
    expect(
      await page.evaluate(() => {
        const overlay = document.querySelector<HTMLCanvasElement>("[data-testid=region-focus]");
        const data = overlay?.getContext("2d")?.getImageData(0, 0, 1024, 1024).data ?? [];
        let painted = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted++;
        return painted;
      }),
    ).toBeGreaterThan(100);

    // Walk to the ring (top left) and fill it; then the square; then the ground.
    const painted = async () =>
      [
        (await paintAt(page, RING.x, RING.y))?.[3] === 255,
        (await paintAt(page, SQUARE.left + 40, SQUARE.top + 40))?.[3] === 255,
        (await paintAt(page, DOT.x, DOT.y))?.[3] === 255,
        (await paintAt(page, 40, 980))?.[3] === 255,
      ].filter(Boolean).length;
    const visit = async (key: string) => {
      await page.keyboard.press(key);
      await page.keyboard.press("Enter");
      await expect(announcer).toHaveText(/^Zona \d+ pintada de Rojo\.$/);
    };
    await page.keyboard.press("Home");
    await page.keyboard.press("Enter");
    await expect(announcer).toHaveText(/^Zona 1 pintada de Rojo\.$/);
    await visit("End");
    await visit("ArrowLeft");
    await expect.poll(painted).toBeGreaterThanOrEqual(3);
    // Back on a painted region, it says so.
    await page.keyboard.press("Home");
    await expect(announcer).toHaveText(/Pintada de Rojo\.$/);
    await shoot(page, "color-keyboard");
    await expectAccessible(page);
  });
});
