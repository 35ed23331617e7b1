import { expect, test, type Page } from "@playwright/test";
import { insertPages } from "./fixtures";
import {
  bucketOnOwnPage,
  DOT,
  expectAccessible,
  LAPTOP,
  newPage,
  openEditor,
  paintAt,
  PHONE,
  pickColor,
  RGBA,
  RING,
  shoot,
  signUpAndVerify,
  SQUARE,
  tapAt,
  toScreen,
} from "./helpers";

/**
 * "¿Qué me falta?" (issue #43 item 2, record 0164): on the ring-and-square page of helpers.ts
 * (four regions: the ring's inside, the ground, the square, the dot in it), the button says how
 * many regions are left, takes the view to the one left and pulses it; filling it finishes the
 * page. Without a region map it says it cannot look.
 */

const finished = (page: Page) => page.getByTestId("toast").filter({ hasText: "¡Has terminado el dibujo!" });

/** How far (CSS px) page point (x, y) is from the canvas frame's centre. */
async function offCentre(page: Page, x: number, y: number) {
  const frame = await page.getByTestId("canvas-frame").boundingBox();
  if (!frame) throw new Error("no frame");
  const point = await toScreen(page, x, y);
  return Math.hypot(point.x - (frame.x + frame.width / 2), point.y - (frame.y + frame.height / 2));
}

/** Whether the page rectangle shows whole inside the canvas frame. */
async function shownWhole(page: Page, rect: { left: number; top: number; right: number; bottom: number }) {
  const frame = await page.getByTestId("canvas-frame").boundingBox();
  if (!frame) throw new Error("no frame");
  const [a, b] = [await toScreen(page, rect.left, rect.top), await toScreen(page, rect.right, rect.bottom)];
  return a.x >= frame.x && a.y >= frame.y && b.x <= frame.x + frame.width && b.y <= frame.y + frame.height;
}

/** Fills each page point with the bucket, in `color`. */
async function fillAll(page: Page, color: string, points: [number, number][]) {
  await pickColor(page, color);
  for (const [x, y] of points) {
    await tapAt(page, x, y);
    await expect.poll(() => paintAt(page, x, y).then((rgba) => rgba?.[3])).toBe(255);
  }
}

test.describe("¿Qué me falta?", () => {
  test.describe.configure({ timeout: 180_000 });

  test("on a phone, the one region left is counted, zoomed to and pulsed; filling it finishes the page", async ({ browser }) => {
    const { context, page } = await bucketOnOwnPage(browser, PHONE, "Falta");
    await fillAll(page, "Rojo", [
      [RING.x, RING.y],
      [60, 60],
      [SQUARE.left + 40, SQUARE.bottom - 40],
    ]);
    await expect(page.getByTestId("missing-count")).toHaveText("1");
    const button = page.getByRole("button", { name: "¿Qué me falta? Queda 1 zona por colorear" });
    await expect(button).toHaveAttribute("aria-keyshortcuts", "F");
    const frame = page.getByTestId("canvas-frame");
    await expect(frame).toHaveAttribute("data-fit", "true");
    const before = await offCentre(page, DOT.x, DOT.y);

    await button.tap();
    await expect(page.getByTestId("announcer")).toHaveText("Queda 1 zona: te llevo a ella.");
    // Zoomed in on the dot and centred on it (the glide takes a moment).
    await expect.poll(async () => Number(await frame.getAttribute("data-zoom"))).toBeGreaterThan(2);
    await expect.poll(() => offCentre(page, DOT.x, DOT.y)).toBeLessThan(2);
    expect(before).toBeGreaterThan(50);
    const dotRegion = await page.getByTestId("missing-pulse").getAttribute("data-region", { timeout: 5000 });
    expect(Number(dotRegion)).toBeGreaterThan(0);
    await shoot(page, "color-missing-phone");
    await expectAccessible(page);

    await tapAt(page, DOT.x, DOT.y);
    await expect.poll(() => paintAt(page, DOT.x, DOT.y)).toEqual(RGBA.red);
    await expect(page.locator("[data-testid^=progress][data-percent]").first()).toHaveAttribute("data-percent", "100");
    await expect(finished(page)).toHaveCount(1);
    await expect(page.getByTestId("missing-count")).toHaveText("✓");
    // Its name now says none is left.
    await page.getByRole("button", { name: "¿Qué me falta? Quedan 0 zonas por colorear" }).tap();
    await expect(page.getByTestId("announcer")).toHaveText("¡No te falta nada! Has coloreado todas las zonas.");
    await shoot(page, "color-missing-finished-phone");
    await context.close();
  });

  test("on a laptop, by keyboard: Tab reaches the button, F from the picture takes the focus to the region left and Enter fills it", async ({ browser }) => {
    const { context, page } = await bucketOnOwnPage(browser, LAPTOP, "Falta teclado");
    await fillAll(page, "Azul", [
      [RING.x, RING.y],
      [60, 60],
      [DOT.x, DOT.y],
    ]);
    await expect(page.getByTestId("missing-count")).toHaveText("1");

    // Reachable by Tab, right after "No salirse".
    await page.getByRole("button", { name: "No salirse" }).focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: /^¿Qué me falta\?/ })).toBeFocused();

    await page.getByTestId("canvas-frame").focus();
    await page.keyboard.press("f");
    await expect(page.getByTestId("announcer")).toHaveText("Queda 1 zona: te llevo a ella.");
    // Zoomed in on the square, whole in view (near the page's corner it cannot be centred: the page stays against the frame's edges).
    const frame = page.getByTestId("canvas-frame");
    await expect.poll(async () => Number(await frame.getAttribute("data-zoom"))).toBeGreaterThan(1.2);
    await expect.poll(() => shownWhole(page, SQUARE)).toBe(true);
    await expect(page.getByTestId("missing-pulse")).toHaveAttribute("data-region", /\d+/);
    await shoot(page, "color-missing-laptop");
    await expectAccessible(page);

    await page.keyboard.press("Enter");
    await expect.poll(() => paintAt(page, SQUARE.left + 40, SQUARE.bottom - 40)).toEqual(RGBA.blue);
    await expect(finished(page)).toHaveCount(1);
    await context.close();
  });

  test("on a page without a region map, the button says it cannot look, and looks for nothing", async ({ browser }) => {
    const { context, page } = await newPage(browser, PHONE);
    const { email } = await signUpAndVerify(page, "Sinmapa");
    const [id] = await insertPages(email, [{ prompt: "Un barco sin zonas" }]);
    await openEditor(page, id);
    await expect(page.getByTestId("editor")).toHaveAttribute("data-regions", "none");
    const button = page.getByRole("button", { name: "Esta página no tiene zonas: no puedo buscar lo que falta." });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByTestId("missing-count")).toHaveCount(0);
    // (Playwright waits for an aria-disabled button to be enabled; a finger does not.)
    await button.tap({ force: true });
    await expect(page.getByTestId("toast").filter({ hasText: "Esta página no tiene zonas: no puedo buscar lo que falta." })).toHaveCount(1);
    await expect(page.getByTestId("canvas-frame")).toHaveAttribute("data-fit", "true");
    await shoot(page, "color-missing-none-phone");
    await expectAccessible(page);
    await context.close();
  });
});
