import { expect, test } from "@playwright/test";
import { confirmVerification, sendSignUp, signIn, TEST_ADMIN, uniqueEmail, verificationPath, waitForMail } from "./helpers";
import { newFamily } from "./fixtures";

/** Issue #18's findings that need a browser: the redirect after sign-in and a link fetched as an image. */
test.describe("security", () => {
  // Two sign-ups (argon2 on a busy two-core machine) and a sign-in.
  test.describe.configure({ timeout: 180_000 });

  test("signing in from a crafted redirectTo stays on this site", async ({ page, baseURL }) => {
    const { email, password } = await newFamily(page, "Rita", { open: "/pages/public" });
    await page.getByRole("button", { name: "Cerrar sesión" }).first().click();
    await expect(page).toHaveURL(/\/$|\/sign-in/);
    // The probe's link: a tab the browser drops, leaving //127.0.0.1:3475/pwned.
    await page.goto("/sign-in?redirectTo=%2F%09%2F127.0.0.1%3A3475%2Fpwned");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña").fill(password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page).not.toHaveURL(/sign-in/);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? "").origin);
    await expect(page.getByRole("navigation", { name: "Menú principal" })).toBeVisible();
  });

  test("a verification link fetched as an image signs nobody in and spends nothing", async ({ page, browser }) => {
    // Someone else's fresh account, its link unopened.
    const other = uniqueEmail("otra");
    const visitor = await browser.newContext();
    const signUp = await visitor.newPage();
    await signUp.goto("/sign-up");
    await sendSignUp(signUp, "Otra", other);
    await expect(signUp).toHaveURL(/\/verify\?/, { timeout: 30_000 });
    const link = verificationPath(await waitForMail(other));
    await visitor.close();

    // The admin's browser loads it as a picture, as a stored "photo" once made it do.
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    const loaded = await page.evaluate(
      (src) =>
        new Promise<string>((resolve) => {
          const img = document.createElement("img");
          img.onload = () => resolve("load");
          img.onerror = () => resolve("error");
          img.src = src;
          document.body.append(img);
        }),
      link,
    );
    expect(["load", "error"]).toContain(loaded);
    await page.goto("/admin/users");
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByTestId("admin-badge").first()).toBeVisible();

    // The link still works for its owner.
    const owner = await browser.newContext();
    const opened = await owner.newPage();
    await confirmVerification(opened, link);
    await expect(opened).toHaveURL(/\/pages\/public$/);
    await owner.close();
  });
});
