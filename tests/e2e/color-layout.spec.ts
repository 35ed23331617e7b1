import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { expectAccessible, openEditor, pageWithMap, RING, shoot, signUpWithoutScript, tapAt, uploadPageWithMap } from "./helpers";
import { newFamily } from "./fixtures";

/**
 * The colour screen's layout (issue #28): nothing lies over the picture (the credit notice and
 * the tools' hints have a line of their own, toasts go above), and nothing moves as the editor
 * takes over from the page the server sent (cumulative layout shift 0).
 */

/** The sizes the issue names: a phone (390×844) and a laptop. */
const SIZE = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 768 } };

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** How far a box is from where it was: the largest difference of its edges and size, in CSS px. */
const drift = (box: Box, at: Box) => Math.max(...(["x", "y", "width", "height"] as const).map((side) => Math.abs(box[side] - at[side])));
/**
 * The picture counts as not moved within this: a layout rounds to device pixels (a phone's 3×
 * gives steps of a third of a CSS px, and the notes line's text can settle on either side).
 */
const SUBPIXEL = 2;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return box;
}

/** Every layout shift from the first paint on, as PerformanceObserver reports them. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; input: boolean; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      const what = (node: Node | null | undefined) =>
        node instanceof Element
          ? node.outerHTML.slice(0, 120)
          : `${String(node)} "${node?.textContent ?? ""}" in ${node?.parentElement?.outerHTML.slice(0, 120) ?? "?"}`;
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: Source[] }[]) {
        shifts.push({
          value: entry.value,
          input: entry.hadRecentInput,
          sources: (entry.sources ?? []).map((source) => `${what(source.node)}: ${rect(source.previousRect)} → ${rect(source.currentRect)}`),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}
const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: { value: number; input: boolean; sources: string[] }[] }).__shifts);

/** Someone else's page with a region map (so opening it would spend a public-page credit). */
async function someoneElsesPage(browser: Browser) {
  const context = await browser.newContext();
  const owner = await context.newPage();
  const { token } = await pageWithMap(owner, context.request, "Dueña");
  const id = await uploadPageWithMap(context.request, token, "Página de otra familia");
  await context.close();
  return id;
}

test.describe("the colour screen's layout", () => {
  test.describe.configure({ timeout: 180_000 });

  test("nothing lies over the picture: the credit notice, the hints and the toasts keep out of its box @phone", async ({ page, browser }, info) => {
    const size = SIZE[info.project.name as keyof typeof SIZE];
    await page.setViewportSize(size);
    const id = await someoneElsesPage(browser);
    await newFamily(page, "Vera");
    await openEditor(page, id, { regions: true });
    const frame = page.getByTestId("canvas-frame");
    const picture = page.locator(".upper-canvas");
    const at = await boxOf(frame);
    const pictureAt = await boxOf(picture);

    const notice = page.getByTestId("credit-notice");
    await expect(notice).toBeVisible();
    await expect(notice).toBeInViewport({ ratio: 1 });
    expect(overlaps(await boxOf(notice), at)).toBe(false);
    expect(overlaps(await boxOf(notice), pictureAt)).toBe(false);
    await expectAccessible(page);
    await shoot(page, `color-notice-outside-${info.project.name}`);
    // Whole, never cut short, on a narrower phone and one held sideways too.
    const whole = () => notice.locator("p").evaluate((text) => text.scrollHeight <= text.clientHeight + 1);
    expect(await whole()).toBe(true);
    if (info.project.name === "phone") {
      for (const other of [
        { width: 360, height: 740 },
        { width: 844, height: 390 },
      ]) {
        await page.setViewportSize(other);
        await expect.poll(() => frame.getAttribute("data-fit")).toBe("true");
        expect(overlaps(await boxOf(notice), await boxOf(frame))).toBe(false);
        expect(await whole()).toBe(true);
        await shoot(page, `color-notice-outside-${other.width}x${other.height}`);
      }
      await page.setViewportSize(size);
      // Back where it was, give or take the sub-pixel rounding a round trip through two sizes leaves.
      await expect.poll(async () => drift(await boxOf(frame), at)).toBeLessThanOrEqual(SUBPIXEL);
    }

    // The bucket's hint takes the notes line for a while; the picture stays where it was.
    await page.getByTestId("fill-tool").click();
    const hint = page.getByTestId("fill-hint");
    await expect(hint).toBeVisible();
    await expect(notice).toHaveCount(0);
    expect(overlaps(await boxOf(hint), at)).toBe(false);
    expect(drift(await boxOf(frame), at)).toBeLessThanOrEqual(SUBPIXEL);
    await shoot(page, `color-hint-outside-${info.project.name}`);

    // The eyedropper's too.
    await page.getByTestId("eyedropper").click();
    const picker = page.getByTestId("picker-hint");
    await expect(picker).toBeVisible();
    expect(overlaps(await boxOf(picker), at)).toBe(false);
    await page.getByTestId("fill-tool").click();

    // The first fill spends the credit: the notice goes, the toast that says so is above the picture's box.
    await tapAt(page, RING.x, RING.y);
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Te quedan 4 páginas públicas este mes.", { timeout: 20_000 });
    expect(overlaps(await boxOf(toast), at)).toBe(false);
    expect(overlaps(await boxOf(toast), await boxOf(page.getByRole("toolbar", { name: "Herramientas de dibujo" })))).toBe(false);
    await expect(page.getByTestId("credit-notice")).toHaveCount(0);
    // Nothing moved for any of it.
    expect(drift(await boxOf(frame), at)).toBeLessThanOrEqual(SUBPIXEL);
    expect(drift(await boxOf(picture), pictureAt)).toBeLessThanOrEqual(SUBPIXEL);
    await shoot(page, `color-toast-outside-${info.project.name}`);
  });

  test("nothing moves as the editor takes over: no layout shift from the first paint @phone", async ({ page, browser }, info) => {
    await page.setViewportSize(SIZE[info.project.name as keyof typeof SIZE]);
    const id = await someoneElsesPage(browser);
    await newFamily(page, "Lía");
    await recordShifts(page);
    await openEditor(page, id, { regions: true });
    // The late work landed (the region map above; the progress measured; the fonts), and two
    // frames passed for the layout-shift entries to come.
    await page.waitForFunction(async () => {
      if (document.fonts.status !== "loaded" || !document.querySelector("[data-testid^=progress][data-percent]")) return false;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return true;
    });
    const shifts = await shiftsOf(page);
    expect(shifts, JSON.stringify(shifts, null, 1)).toEqual([]);
    // How: the server's page already has the screen laid out, the picture in its box.
    const served = await (await page.request.get(`/pages/${id}/color`)).text();
    expect(served).toContain('data-testid="editor-placeholder"');
    expect(served).toContain('data-testid="picture-still"');
    // The canvas is where the server put the picture.
    const still = await page.evaluate(() => {
      const frame = document.querySelector<HTMLElement>("[data-testid=canvas-frame]");
      const canvas = document.querySelector<HTMLElement>(".upper-canvas");
      const a = frame?.getBoundingClientRect();
      const b = canvas?.getBoundingClientRect();
      return a && b ? { left: b.left - a.left, top: b.top - a.top, width: b.width, frameWidth: a.width, frameHeight: a.height } : null;
    });
    expect(still).not.toBeNull();
    if (still) {
      const side = Math.min(still.frameWidth, still.frameHeight) - 2 - 16;
      expect(Math.abs(still.width - side)).toBeLessThan(1.5);
    }
  });

  test("without JavaScript the picture is in its box and the notes line says why nothing more happens", async ({ browser }) => {
    const { context, page } = await signUpWithoutScript(browser, "Sin guion");
    const id = await someoneElsesPage(browser);
    await page.setViewportSize(SIZE.phone);
    await page.goto(`/pages/${id}/color`);
    const notes = page.getByTestId("editor-notes");
    // (Without JavaScript the browser reads <noscript>; the loading words are hidden by its style.)
    await expect(notes).toHaveText("Para colorear necesitas activar JavaScript en tu navegador.", { useInnerText: true });
    const still = page.getByRole("img", { name: "Dibujo para colorear: Página de otra familia" });
    await expect(still).toBeVisible();
    expect(await still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The editor's buttons are there to be seen, not pressed: none takes the keyboard's focus.
    await expect(page.getByTestId("editor-placeholder")).toHaveAttribute("inert", "");
    await shoot(page, "color-no-js");
    await context.close();
  });
});
