import { expect, test } from "@playwright/test";
import { hydrated, insertPages, newFamily } from "./fixtures";
import { confirmVerification, expectAccessible, passParentGate, sendSignUp, shoot, uniqueEmail, verificationPath, waitForMail } from "./helpers";

test("buy starter, use paid features at once, then cancel @embedded", async ({ page }) => {
  const { email } = await newFamily(page, "Berta");
  const [id] = await insertPages(email, [{ prompt: "con plan de pago" }]);

  await page.goto("/checkout?plan=starter");
  await expect(page.getByRole("heading", { name: "Elige tu plan" })).toBeVisible();
  await expect(page.getByTestId("plan-starter")).toContainText("10% off");
  await expect(page.getByTestId("plan-starter").getByTestId("plan-price")).toContainText("4,49");
  await expect(page.getByTestId("plan-advanced")).toContainText("20% off");
  await expect(page.getByRole("radio").first()).toBeChecked();
  await expectAccessible(page);
  await shoot(page, "checkout");

  await page.getByRole("button", { name: "Pagar con tarjeta" }).click();
  await passParentGate(page);
  await expect(page.getByText("Pago de prueba")).toBeVisible();
  await page.getByRole("button", { name: "Pagar" }).click();

  await expect(page).toHaveURL(/\/payment\?status=success/);
  await expect(page.getByTestId("payment")).toHaveAttribute("data-outcome", "paid");
  await expect(page.getByRole("heading", { name: "¡Pago completado!" })).toBeVisible();
  await shoot(page, "payment-success");

  await page.goto("/account");
  await expect(page.getByTestId("plan-name")).toHaveText("Inicial");
  await expect(page.getByTestId("credits-public")).toHaveText("50");
  await expect(page.getByTestId("credits-creation")).toHaveText("20");
  await expect(page.getByTestId("plan-renews")).toContainText("la suscripción se renueva el");
  await expectAccessible(page);
  await shoot(page, "account-paid");

  // Paid features, at once.
  await page.goto(`/pages/public?search=${encodeURIComponent("con plan de pago")}`);
  await hydrated(page);
  await page.locator(`[data-page-id="${id}"]`).getByTestId("favorite-toggle").click();
  await expect(page.locator(`[data-page-id="${id}"]`).getByTestId("favorited-count")).toHaveText("1");
  await expect(page).toHaveURL(/\/pages\/public/);
  // Print and download pass the paid gate (nothing saved yet, so back to the colour screen, not checkout).
  for (const kind of ["download", "print"]) {
    const response = await page.request.get(`/pages/${id}/${kind}`, { maxRedirects: 0 });
    expect(response.headers().location).toBe(`/pages/${id}/color`);
  }

  // Cancel, with the confirmation.
  await page.goto("/account");
  await hydrated(page);
  // The parent's question was answered at the checkout, minutes ago in this tab: not asked again.
  await page.getByRole("button", { name: "Cancelar la suscripción" }).click();
  await expect(page.getByTestId("confirm-toast")).toContainText("¿Seguro que quieres cancelar tu suscripción?");
  await page.getByTestId("confirm-toast").getByRole("button", { name: "Continuar" }).click();
  await expect(page).toHaveURL(/\/pages\/public$/);
  await expect(page.getByTestId("toast")).toContainText("Has cancelado tu suscripción.");
  // The plan stays until the period ends.
  await page.goto("/account");
  await expect(page.getByTestId("plan-name")).toHaveText("Inicial");
  await expect(page.getByTestId("plan-renews")).toContainText("sigue activo hasta el");
});

test("a cancelled checkout says nothing was charged", async ({ page }) => {
  await newFamily(page, "Duda");
  await page.goto("/payment?status=cancel");
  await expect(page.getByTestId("payment")).toHaveAttribute("data-outcome", "canceled");
  await shoot(page, "payment-canceled");
});

test("sign-up with a plan ends, after verification, on checkout with it chosen", async ({ page }) => {
  const email = uniqueEmail("plan");
  await page.goto("/sign-up/?plan=advanced");
  await expect(page.getByText("Plan elegido: Avanzado")).toBeVisible();
  await sendSignUp(page, "Con Plan", email);
  await expect(page).toHaveURL(/\/verify\?/, { timeout: 30_000 });
  await confirmVerification(page, verificationPath(await waitForMail(email)));
  await expect(page).toHaveURL(/\/checkout\?plan=advanced$/);
  await expect(page.getByTestId("plan-advanced").locator("xpath=..").getByRole("radio")).toBeChecked();
});

test("the account form updates the details", async ({ page }) => {
  await newFamily(page, "Antes");
  await page.goto("/account");
  await page.getByLabel("Nombre").fill("Después");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByTestId("toast")).toContainText("Se han actualizado los detalles de la cuenta");
  await expect(page.getByLabel("Nombre")).toHaveValue("Después");
});
