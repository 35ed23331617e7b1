import { expect, test } from "@playwright/test";
import { collectErrors, expectAccessible, openEditor, pageWithMap, shoot } from "./helpers";

/**
 * The colour screen's palette as it loads (issue #43.9): each colour once, one swatch ringed (the
 * colour in use), and the bucket's style button drawn without asking the server for
 * `url(undefined)`.
 */
test("the colour screen loads with each recent colour once, one ringed swatch and no request for 'undefined' @phone", async ({ page, request }, info) => {
  test.slow();
  const { id, token } = await pageWithMap(page, request, "Paleta");
  // The family painted with black (the colour the screen starts with), a colour of their own and red.
  const saved = await request.patch("/api/users/recent-colors", {
    headers: { Authorization: `Bearer ${token}` },
    data: { colors: ["#000000", "#12ab34", "#ef4444"] },
  });
  expect(saved.ok()).toBe(true);

  const undefinedRequests: string[] = [];
  page.on("request", (req) => void (req.url().includes("undefined") && undefinedRequests.push(req.url())));
  const errors = collectErrors(page);
  await openEditor(page, id, { regions: true });
  if (!(await page.getByTestId("palette").isVisible())) await page.getByRole("button", { name: "Mostrar u ocultar la paleta" }).click();
  const palette = page.getByTestId("palette");

  // Every colour the palette offers, once: a recent colour that is also a preset is not shown twice.
  const offered = await palette
    .locator('input[type="radio"][name="recent-color"], input[type="radio"][name="color"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(offered.length).toBeGreaterThan(19);
  expect(new Set(offered).size).toBe(offered.length);
  expect(offered).toContain("#12ab34");
  // One swatch ringed: the colour in use.
  await expect(palette.locator('input[name="recent-color"]:checked, input[name="color"]:checked')).toHaveCount(1);
  await expect(palette.getByRole("radio", { name: "Color Negro" })).toBeChecked();
  // Choosing the recent colour moves the one ring there.
  await palette.getByRole("radio", { name: /#12ab34/ }).check({ force: true });
  await expect(palette.locator('input[name="recent-color"]:checked, input[name="color"]:checked')).toHaveCount(1);

  await expect(page.getByTestId("fill-style")).toBeEnabled();
  const look = await page
    .getByTestId("fill-style")
    .locator("span")
    .first()
    .evaluate((span) => getComputedStyle(span).backgroundImage);
  expect(look).toMatch(/^url\("data:image\/png/);
  await page.waitForLoadState("networkidle");
  expect(undefinedRequests).toEqual([]);
  expect(errors).toEqual([]);
  await expectAccessible(page);
  await shoot(page, `palette-${info.project.name}`);
});
