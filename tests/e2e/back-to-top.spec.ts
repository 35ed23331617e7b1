import { expect, test } from "@playwright/test";
import { expectAccessible, signUpAndVerify } from "./helpers";

// Issue #43.14: on a phone the floating "Volver arriba" must keep clear of a page's last actions.
test.use({ viewport: { width: 390, height: 844 } });

test("at the end of /account on a phone, «Volver arriba» does not cover «Cerrar sesión», which can be tapped @phone-only", async ({ page }) => {
  await signUpAndVerify(page, "Lucía");
  await page.goto("/account");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const backToTop = page.getByRole("button", { name: "Volver arriba" });
  await expect(backToTop).toBeVisible();
  const signOut = page.getByRole("button", { name: "Cerrar sesión" }).filter({ visible: true }).last();
  await expect(signOut).toBeInViewport();
  const [a, b] = [await backToTop.boundingBox(), await signOut.boundingBox()];
  if (!a || !b) throw new Error("no box");
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, `Volver arriba ${JSON.stringify(a)} covers Cerrar sesión ${JSON.stringify(b)}`).toBe(false);
  // The page's own viewport screenshot: what the phone shows.
  await page.screenshot({ path: "tests/.artifacts/screens/account-end-phone.png" });
  await expectAccessible(page);
  // A tap (not a forced click) lands on it: nothing covers its centre.
  await signOut.tap({ trial: true });
  await signOut.tap();
  await expect(page).toHaveURL(/\/($|sign-in)/);
});
