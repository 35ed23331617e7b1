import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { hydrated, insertPages } from "./fixtures";
import { expectAccessible, paintAt, pickColor, shoot, signUpAndVerify } from "./helpers";

/**
 * Tap-to-fill (issue #8) on pages created through the app's upload door, which computes each
 * page's region map. The picture: a ring (centre 300,300, radius 200, line 16 px), a square
 * (600..900) and a small circle inside the square; the rest is paper.
 */
const RING = { x: 300, y: 300, r: 200, line: 16 };
const SQUARE = { left: 600, top: 600, right: 900, bottom: 900 };
const DOT = { x: 820, y: 680, r: 40 };
const LINE_ART = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/>
  <g fill="none" stroke="#000" stroke-width="${RING.line}">
    <circle cx="${RING.x}" cy="${RING.y}" r="${RING.r}"/>
    <rect x="${SQUARE.left}" y="${SQUARE.top}" width="${SQUARE.right - SQUARE.left}" height="${SQUARE.bottom - SQUARE.top}"/>
    <circle cx="${DOT.x}" cy="${DOT.y}" r="${DOT.r}"/>
  </g></svg>`;

const RED = [239, 68, 68, 255];
const BLUE = [59, 130, 246, 255];

/** Signs up in the browser, then creates a page by uploading the line art through /api. */
async function pageWithMap(page: Page, request: APIRequestContext, name: string) {
  const { email, password } = await signUpAndVerify(page, name);
  const signIn = await request.post("/api/users/sign-in", { data: { email, password } });
  expect(signIn.ok()).toBe(true);
  const { token } = (await signIn.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}`, Accept: "application/json" };
  const png = await sharp(Buffer.from(LINE_ART)).png().toBuffer();
  const upload = await request.post("/api/storage/upload", {
    headers,
    multipart: { file: { name: "anillo.png", mimeType: "image/png", buffer: png }, extensions: "png" },
  });
  expect(upload.ok()).toBe(true);
  const { url } = (await upload.json()) as { url: string };
  const created = await request.post("/api/pages/upload", { headers, data: { illustration: url, name: "Anillo y cuadrado" } });
  expect(created.status()).toBe(201);
  const body = (await created.json()) as { created: { id: number; region_map: string; region_count: number } };
  expect(body.created.region_map).not.toBe("");
  expect(body.created.region_count).toBeGreaterThanOrEqual(4);
  return { id: body.created.id, email };
}

async function openEditor(page: Page, id: number) {
  await page.goto(`/pages/${id}/color`);
  await hydrated(page);
  const editor = page.getByTestId("editor");
  await expect(editor).toHaveAttribute("data-ready", "true");
  await expect(editor).toHaveAttribute("data-regions", "ready");
}

/** Where page point (x, y) is on screen, scrolled (in the canvas frame, then the window) into view. */
async function toScreen(page: Page, x: number, y: number) {
  const read = async () => {
    const box = await page.locator(".upper-canvas").boundingBox();
    if (!box) throw new Error("no canvas");
    return { x: box.x + (x / 1024) * box.width, y: box.y + (y / 1024) * box.height };
  };
  const point = await read();
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  if (point.y > 20 && point.y < viewport.height - 20 && point.x > 10 && point.x < viewport.width - 10) return point;
  await page.evaluate(
    ([fx, fy]) => {
      const canvas = document.querySelector(".upper-canvas");
      const frame = canvas?.closest<HTMLElement>("[role=region]");
      if (!canvas || !frame) return;
      const r = canvas.getBoundingClientRect();
      const f = frame.getBoundingClientRect();
      frame.scrollLeft += r.left + fx * r.width - (f.left + f.width / 2);
      frame.scrollTop += r.top + fy * r.height - (f.top + f.height / 2);
      const again = canvas.getBoundingClientRect();
      window.scrollBy(0, again.top + fy * again.height - window.innerHeight / 2);
    },
    [x / 1024, y / 1024],
  );
  return read();
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
    await openEditor(page, id);
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
    await expect(page.getByTestId("save-state")).toHaveText("Cambios sin guardar");
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

    // A fill is a step in the same history as strokes.
    await page.getByTestId("undo").click();
    await expect.poll(async () => (await paintAt(page, RING.x, RING.y))?.[3]).toBe(0);
    await page.getByTestId("redo").click();
    await expect.poll(() => paintAt(page, RING.x, RING.y)).toEqual(RED);

    // The same fill again changes nothing; the square in blue, then the dot inside it in red.
    const before = await cursor(page);
    await page.mouse.click(inside.x + 30, inside.y + 30);
    await page.waitForTimeout(200);
    expect(await cursor(page)).toBe(before);
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
    await openEditor(page, id);
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

  test("at full size, scrolled: the tap maps through zoom and scroll", async ({ page, request }) => {
    await page.setViewportSize({ width: 700, height: 700 });
    const { id } = await pageWithMap(page, request, "Zoom");
    await openEditor(page, id);
    await page.getByRole("button", { name: "Tamaño real" }).click();
    await expect.poll(async () => (await page.locator(".upper-canvas").boundingBox())?.width).toBe(1024);
    await page.getByRole("button", { name: "Cubo de relleno" }).click();
    await pickColor(page, "Azul");
    const point = await toScreen(page, SQUARE.right - 30, SQUARE.top + 30);
    await page.mouse.click(point.x, point.y);
    await expect.poll(() => paintAt(page, SQUARE.right - 30, SQUARE.top + 30)).toEqual(BLUE);
    expect((await paintAt(page, RING.x, RING.y))?.[3]).toBe(0);
  });

  test("touch: a tap fills, a pinch does not; phone screenshot", async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 915 }, locale: "es-ES" });
    const page = await context.newPage();
    const { id } = await pageWithMap(page, context.request, "Dedo");
    await openEditor(page, id);
    await page.getByRole("button", { name: "Cubo de relleno" }).tap();
    await pickColor(page, "Azul");
    const square = await toScreen(page, SQUARE.left + 40, SQUARE.top + 40);
    await page.touchscreen.tap(square.x, square.y);
    await expect.poll(() => paintAt(page, SQUARE.left + 40, SQUARE.top + 40)).toEqual(BLUE);
    const filled = await cursor(page);

    // Two fingers on the ring: a pinch, not a fill.
    const cdp = await context.newCDPSession(page);
    const a = await toScreen(page, RING.x - 40, RING.y);
    const b = await toScreen(page, RING.x + 40, RING.y);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: a.x, y: a.y, id: 1 }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: a.x, y: a.y, id: 1 }, { x: b.x, y: b.y, id: 2 }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: a.x - 1, y: a.y, id: 1 }, { x: b.x + 1, y: b.y, id: 2 }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [{ x: b.x + 1, y: b.y, id: 2 }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await page.waitForTimeout(300);
    expect(await cursor(page)).toBe(filled);
    expect((await paintAt(page, RING.x, RING.y))?.[3]).toBe(0);

    // A tap on the ring's line goes to the region the line belongs to, not nowhere.
    const onLine = await toScreen(page, RING.x, RING.y - RING.r + 2);
    await page.touchscreen.tap(onLine.x, onLine.y);
    await expect.poll(async () => (await cursor(page)) > filled).toBe(true);
    await shoot(page, "fill-phone");
    await expectAccessible(page);
    await context.close();
  });

  test("a page without a region map: the bucket says why it cannot fill", async ({ page }) => {
    const { email } = await signUpAndVerify(page, "Sin mapa");
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
