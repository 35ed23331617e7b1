import { expect, test, type Page } from "@playwright/test";
import { hydrated, newFamily } from "./fixtures";
import { collectErrors, expectAccessible, isSameDocument, markDocument, shoot, signIn, TEST_ADMIN } from "./helpers";

/**
 * The shell's menu (issue #28): every main destination in view at once, on a phone (390 and
 * 360 wide) as on a laptop; none of them behind a sideways swipe.
 */

const SIZES = {
  phone: [
    { width: 390, height: 844 },
    { width: 360, height: 740 },
  ],
  desktop: [
    { width: 1366, height: 768 },
    { width: 800, height: 1000 },
  ],
};

/** Every link of the menu wholly on screen, and the menu with nothing to scroll sideways. */
async function expectWholeMenu(page: Page, names: string[]) {
  const nav = page.getByRole("navigation", { name: "Menú principal" });
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  await expect(nav.getByRole("link")).toHaveCount(names.length);
  for (const name of names) {
    const link = nav.getByRole("link", { name, exact: true });
    await expect(link).toBeInViewport({ ratio: 1 });
    const box = await link.boundingBox();
    expect(box, name).not.toBeNull();
    if (!box) continue;
    expect(box.x, `${name} left`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} right`).toBeLessThanOrEqual(viewport.width);
    // A tap target a finger can hit.
    expect(box.height, `${name} height`).toBeGreaterThanOrEqual(44);
  }
  const list = nav.getByRole("list");
  expect(await list.evaluate((ul) => ul.scrollWidth - ul.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
}

const FAMILY = ["Páginas públicas", "Páginas favoritas", "Mis páginas", "Páginas coloreadas", "Cuenta"];
const ADMIN = ["Panel", "Usuarios", "Páginas", "Páginas coloreadas", "Suscripciones", "Planes", "Sitio web", "Cuenta"];

test.describe("the shell's menu", () => {
  test("a family reaches every destination without a sideways swipe @phone", async ({ page }, info) => {
    await newFamily(page, "Nuria", { open: "/pages/public" });
    await hydrated(page);
    for (const size of SIZES[info.project.name as keyof typeof SIZES]) {
      await page.setViewportSize(size);
      await expectWholeMenu(page, FAMILY);
      await shoot(page, `menu-family-${size.width}x${size.height}`);
    }
    await expectAccessible(page);
    const nav = page.getByRole("navigation", { name: "Menú principal" });
    await nav.getByRole("link", { name: "Mis páginas" }).click();
    await expect(page).toHaveURL(/\/pages$/);
    await expect(nav.getByRole("link", { name: "Mis páginas" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Cuenta" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(nav.getByRole("link", { name: "Cuenta" })).toHaveAttribute("aria-current", "page");
  });

  test("the server keeps the side's markup; the browser takes it as its own: same-document links, code asked for ahead, sign-out through Remix", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await newFamily(page, "Nadia", { open: "/pages/public" });
    await hydrated(page);
    expect(errors).toEqual([]);
    await markDocument(page);
    const nav = page.getByRole("navigation", { name: "Menú principal" });
    // Pointed at for a moment: the screen's code is asked for before the click, as Remix's NavLink does.
    await nav.getByRole("link", { name: "Páginas coloreadas" }).hover();
    await expect(page.locator('link[rel="modulepreload"][href*="colored"], link[rel="prefetch"][href*="colored"]').first()).toBeAttached();
    await nav.getByRole("link", { name: "Páginas coloreadas" }).click();
    await expect(page).toHaveURL(/\/pages\/colored$/);
    await page.getByTestId("logo").click();
    await expect(page).toHaveURL(/\/pages\/public$/);
    await page.getByTestId("create-page").filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/pages\/create$/);
    expect(await isSameDocument(page)).toBe(true);
    // Signing out is a Remix submission too: the sign-in screen, still in the same document.
    await page.getByRole("button", { name: "Cerrar sesión" }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(await isSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("so does an admin, with twice as many @phone", async ({ page }, info) => {
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    for (const size of SIZES[info.project.name as keyof typeof SIZES]) {
      await page.setViewportSize(size);
      await expectWholeMenu(page, ADMIN);
      await shoot(page, `menu-admin-${size.width}x${size.height}`);
    }
  });
});
