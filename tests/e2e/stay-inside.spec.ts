import { expect, test, type Page } from "@playwright/test";
import { coloredRow } from "./fixtures";
import { DOT, openEditor, pageWithMap, paintAt, pickColor, RGBA, RING, shoot, SQUARE, toScreen } from "./helpers";

/**
 * "No salirse": a brush stroke started in one region and dragged across its lines paints only that
 * region, at the fitted view and zoomed in (a pinch on a phone), and stays so through undo, redo,
 * a reload and the time-lapse. On the ring-and-square page of helpers.ts, whose map gives each
 * line's pixels to the nearer side: the ring's inside reaches its line's middle (r = 200), the
 * square's inside its line's middle (600..900), less the dot's circle (r = 40).
 */

/** A drag through page points: the mouse on a desktop, one finger (CDP touch events) on a phone. */
async function drag(page: Page, points: [number, number][], touch: boolean) {
  const screen = [];
  for (const [x, y] of points) screen.push(await toScreen(page, x, y));
  if (!touch) {
    await page.mouse.move(screen[0].x, screen[0].y);
    await page.mouse.down();
    for (const p of screen.slice(1)) await page.mouse.move(p.x, p.y, { steps: 10 });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ ...screen[0], id: 1 }] });
  for (let i = 1; i < screen.length; i++) {
    const [from, to] = [screen[i - 1], screen[i]];
    for (let s = 1; s <= 10; s++) {
      const point = { x: from.x + ((to.x - from.x) * s) / 10, y: from.y + ((to.y - from.y) * s) / 10, id: 1 };
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
    }
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/**
 * The whole paint layer: red and blue pixels inside and outside the region each stroke started in
 * (with 1.5 px for where the map's labels round the lines' middles), and a digest of every byte.
 */
function readLayer(page: Page) {
  return page.evaluate(
    ({ ring, square, dot }) => {
      const canvas = document.querySelector<HTMLCanvasElement>("canvas.lower-canvas");
      const data = canvas?.getContext("2d")?.getImageData(0, 0, 1024, 1024).data;
      if (!data) throw new Error("no paint layer");
      const inRing = (x: number, y: number) => Math.hypot(x + 0.5 - ring.x, y + 0.5 - ring.y) <= ring.r + 1.5;
      const inSquare = (x: number, y: number) =>
        x + 0.5 >= square.left - 1.5 &&
        x + 0.5 <= square.right + 1.5 &&
        y + 0.5 >= square.top - 1.5 &&
        y + 0.5 <= square.bottom + 1.5 &&
        Math.hypot(x + 0.5 - dot.x, y + 0.5 - dot.y) >= dot.r - 1.5;
      const out = { red: 0, redOutside: 0, blue: 0, blueOutside: 0, digest: 0 };
      let digest = 2166136261;
      for (let i = 0; i < data.length; i++) digest = Math.imul(digest ^ data[i], 16777619);
      out.digest = digest >>> 0;
      for (let y = 0, i = 0; y < 1024; y++)
        for (let x = 0; x < 1024; x++, i += 4) {
          if (data[i + 3] === 0) continue;
          if (data[i] > data[i + 2]) {
            out.red++;
            if (!inRing(x, y)) out.redOutside++;
          } else {
            out.blue++;
            if (!inSquare(x, y)) out.blueOutside++;
          }
        }
      return out;
    },
    { ring: RING, square: SQUARE, dot: DOT },
  );
}

/** The replay's last frame against the paint layer under the lines as the page composes them: pixels that differ. */
function replayAgainstLayer(page: Page) {
  return page.evaluate(async () => {
    const replay = document.querySelector<HTMLCanvasElement>("[data-testid=timelapse-canvas]");
    const paint = document.querySelector<HTMLCanvasElement>("canvas.lower-canvas");
    const art = document.querySelector<HTMLImageElement>("[data-testid=line-art]");
    if (!replay || !paint || !art) throw new Error("no replay");
    await art.decode();
    const composed = Object.assign(document.createElement("canvas"), { width: 1024, height: 1024 });
    const context = composed.getContext("2d") as CanvasRenderingContext2D;
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, 1024, 1024);
    context.drawImage(paint, 0, 0);
    context.globalCompositeOperation = "multiply";
    context.drawImage(art, 0, 0, 1024, 1024);
    const a = context.getImageData(0, 0, 1024, 1024).data;
    const b = replay.getContext("2d")?.getImageData(0, 0, 1024, 1024).data;
    if (!b || b.length !== a.length) throw new Error("the replay is not 1024×1024");
    let differ = 0;
    for (let i = 0; i < a.length; i += 4) if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) differ++;
    return differ;
  });
}

test("No salirse: strokes dragged across lines paint only the region they started in, fitted and zoomed in, through undo, redo, a reload and the replay; the finished page is celebrated once @phone", async ({
  page,
  request,
}, info) => {
  test.slow();
  const phone = info.project.name === "phone";
  if (phone) await page.setViewportSize({ width: 390, height: 844 });
  const { id, email } = await pageWithMap(page, request, "Dentro");
  await openEditor(page, id, { regions: true });

  // On by default for a finger (a coarse pointer), off for a mouse; the choice is kept on the device.
  const toggle = page.getByRole("button", { name: "No salirse" });
  await expect(toggle).toHaveAttribute("aria-pressed", phone ? "true" : "false");
  if (!phone) {
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("toast").last()).toContainText("pinta solo dentro de la zona");
  }
  await pickColor(page, "Rojo");

  // Fitted: from the ring's middle out across its line into the ground, and down.
  await drag(
    page,
    [
      [RING.x, RING.y],
      [RING.x + RING.r + 80, RING.y],
      [RING.x + RING.r + 80, RING.y + 140],
    ],
    phone,
  );
  await expect.poll(() => paintAt(page, RING.x + 100, RING.y)).toEqual(RGBA.red);
  expect((await paintAt(page, RING.x + RING.r + 40, RING.y))?.[3]).toBe(0);
  const fitted = await readLayer(page);
  expect(fitted.red).toBeGreaterThan(2000);
  expect(fitted.redOutside).toBe(0);

  // Zoomed in (a pinch on a phone, the keyboard's "+" on a desktop): from the square across the
  // dot and out across the square's right side.
  const zoomedWidth = async () => (await page.locator(".upper-canvas").boundingBox())?.width ?? 0;
  const fittedWidth = await zoomedWidth();
  // Fingers right of the square's middle keep its right side on a phone's narrow screen as it grows.
  const squareCentre = await toScreen(page, 880, 700);
  if (phone) {
    const cdp = await page.context().newCDPSession(page);
    const at = (d: number) => [
      { x: squareCentre.x - d / 2, y: squareCentre.y, id: 1 },
      { x: squareCentre.x + d / 2, y: squareCentre.y, id: 2 },
    ];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [at(60)[0]] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(60) });
    for (let i = 1; i <= 10; i++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(60 + 5 * i) });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [at(110)[1]] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
  } else {
    await page.getByTestId("canvas-frame").focus();
    await page.keyboard.press("+");
    await page.keyboard.press("+");
  }
  await expect.poll(zoomedWidth).toBeGreaterThan(fittedWidth * 1.4);
  const frame = await page.getByTestId("canvas-frame").boundingBox();
  if (!phone && frame) {
    // The wheel pans the zoomed view: the square's middle to the frame's.
    const centre = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
    await page.mouse.move(centre.x, centre.y);
    const target = await toScreen(page, 810, 700);
    await page.mouse.wheel(target.x - centre.x, target.y - centre.y);
    // (As far as the page's edge lets it.)
    await expect.poll(async () => (await toScreen(page, 935, 700)).x < frame.x + frame.width - 10).toBe(true);
  }
  for (const [x, y] of [
    [660, 700],
    [935, 700],
  ] as const) {
    const point = await toScreen(page, x, y);
    expect(point.x > (frame?.x ?? 0) && point.x < (frame?.x ?? 0) + (frame?.width ?? 0), `(${x}, ${y}) on screen`).toBe(true);
  }
  await pickColor(page, "Azul");
  await drag(
    page,
    [
      [660, 700],
      [DOT.x, DOT.y],
      [935, 700],
    ],
    phone,
  );
  await expect.poll(() => paintAt(page, 700, 695)).toEqual(RGBA.blue);
  expect((await paintAt(page, DOT.x, DOT.y))?.[3]).toBe(0);
  expect((await paintAt(page, 922, 698))?.[3]).toBe(0);
  const zoomed = await readLayer(page);
  expect(zoomed.blue).toBeGreaterThan(1000);
  expect(zoomed.blueOutside).toBe(0);
  expect(zoomed.redOutside).toBe(0);
  await shoot(page, `stay-inside-${info.project.name}`);

  // Undo takes the blue stroke back, and only it; redo brings back the very same pixels.
  await page.getByTestId("undo").click();
  await expect.poll(async () => (await readLayer(page)).blue).toBe(0);
  expect((await readLayer(page)).digest).toBe(fitted.digest);
  await page.getByTestId("redo").click();
  await expect.poll(async () => (await readLayer(page)).digest).toBe(zoomed.digest);

  // Saved with its time-lapse: two strokes, each with the region it kept inside. (A save the
  // loaded server refused is sent again after 2, 4, 8, 16 s: a minute covers the first four.)
  await expect
    .poll(async () => (JSON.parse((await coloredRow(email, id))?.timelapse ?? "null") as { steps: { r?: number }[] } | null)?.steps.length, {
      timeout: 60_000,
    })
    .toBe(2);
  const steps = (JSON.parse((await coloredRow(email, id))?.timelapse ?? "null") as { steps: { t: string; r?: number }[] }).steps;
  expect(steps.every((step) => step.t === "s" && Number.isInteger(step.r) && (step.r ?? 0) > 0)).toBe(true);
  expect(steps[0].r).not.toBe(steps[1].r);

  // A reload: the same pixels, byte for byte.
  await page.reload();
  await openEditor(page, id, { regions: true });
  await expect.poll(async () => (await readLayer(page)).digest).toBe(zoomed.digest);

  // The replay ends on those pixels under the lines.
  if (await page.getByTestId("timelapse-open").isVisible()) await page.getByTestId("timelapse-open").click();
  else {
    await page.getByTestId("more-actions").click();
    await page.getByTestId("timelapse-menu").click();
  }
  const replay = page.getByTestId("timelapse-canvas");
  await expect(replay).toHaveAttribute("data-total", "2");
  await expect(replay).toHaveAttribute("data-done", "true", { timeout: 20_000 });
  expect(await replayAgainstLayer(page)).toBe(0);
  await page.getByTestId("timelapse").getByRole("button", { name: "Cerrar" }).click();

  // The bucket finishes the page: a short message (and confetti, without reduced motion), once.
  const finished = page.getByTestId("toast").filter({ hasText: "¡Has terminado el dibujo!" });
  await page.getByRole("button", { name: "Cubo de relleno" }).click();
  for (const [x, y] of [
    [RING.x, RING.y],
    [60, 60],
    [SQUARE.left + 40, SQUARE.bottom - 40],
    [DOT.x, DOT.y],
  ] as const) {
    const point = await toScreen(page, x, y);
    if (phone) await page.touchscreen.tap(point.x, point.y);
    else await page.mouse.click(point.x, point.y);
  }
  await expect(page.locator("[data-testid^=progress][data-percent]").first()).toHaveAttribute("data-percent", "100");
  await expect(finished).toHaveCount(1);
  await shoot(page, `stay-inside-finished-${info.project.name}`);
  // Opened again, finished already: no second celebration.
  await page.reload();
  await openEditor(page, id, { regions: true });
  await expect(page.locator("[data-testid^=progress][data-percent]").first()).toHaveAttribute("data-percent", "100");
  await page.waitForTimeout(1000);
  await expect(finished).toHaveCount(0);
});
