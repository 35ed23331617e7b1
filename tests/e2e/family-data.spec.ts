import { expect, test } from "@playwright/test";
import { expectAccessible, passParentGate, shoot, signIn, TEST_ADMIN, waitForMail } from "./helpers";
import { newFamily } from "./fixtures";

/**
 * Issue #28, "your data is yours", as a family would on a laptop (the account page on a phone: back-to-top.spec): the copy of their
 * data (asked, followed while it is made, downloaded), then deleting the account (the password
 * again, what goes and what stays said first); and an admin deleting someone's account.
 */
test.describe("a family's data", () => {
  test("downloads a copy of everything, then deletes the account @embedded", async ({ page }, info) => {
    const { email, password } = await newFamily(page, "Datos");
    await page.goto("/account");
    const data = page.getByTestId("data-panel");
    await data.getByRole("button", { name: "Descargar mis datos" }).click();
    await expect(page.getByTestId("toast")).toContainText("Estamos preparando la copia de tus datos");
    // Followed while it is made, without reloading.
    await expect(data.getByTestId("export-status")).toContainText("Tu copia está lista", { timeout: 30_000 });
    await expectAccessible(page);
    await shoot(page, `account-data-ready-${info.project.name}`);
    const [download] = await Promise.all([page.waitForEvent("download"), data.getByRole("link", { name: "Descargar el zip" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^colorea-mis-datos-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await download.createReadStream();
    const first: Buffer = await new Promise((resolve) => zip.once("data", (chunk: Buffer) => resolve(chunk)));
    expect(first.subarray(0, 2).toString("latin1")).toBe("PK");
    expect((await waitForMail(email, "están listos")).text).toContain("/account#data");

    await data.getByRole("link", { name: "Borrar mi cuenta…" }).click();
    await expect(page).toHaveURL(/\/account\/delete$/);
    await expect(page.getByRole("heading", { name: "¿Seguro que quieres borrar tu cuenta?" })).toBeVisible();
    await expect(page.getByText("los recibos de tus pagos quedan en Stripe")).toBeVisible();
    await expectAccessible(page);
    await shoot(page, `account-delete-${info.project.name}`);
    await page.getByLabel("Escribe tu contraseña para confirmarlo").fill("no-es-esta-9");
    await page.getByRole("button", { name: "Borrar mi cuenta para siempre" }).click();
    await passParentGate(page);
    await expect(page.getByText("La contraseña actual no es correcta.")).toBeVisible();
    await page.getByLabel("Escribe tu contraseña para confirmarlo").fill(password);
    await page.getByRole("button", { name: "Borrar mi cuenta para siempre" }).click();
    await expect(page.getByTestId("toast")).toContainText("Tu cuenta y todo lo tuyo se han borrado");
    await shoot(page, `account-deleted-${info.project.name}`);
    expect((await waitForMail(email, "se ha borrado")).text).toContain("Stripe");
    // Gone: the password no longer signs anyone in.
    await signIn(page, email, password);
    await expect(page.getByRole("alert")).toContainText("no son correctos");
  });

  test("an admin deletes an account from its page, saying first what goes", async ({ page, browser }) => {
    const family = await browser.newPage();
    const { email } = await newFamily(family, "Adiós");
    await family.close();
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(`/admin/users?search=${encodeURIComponent(email)}`);
    await page.getByRole("link", { name: "Editar a Adiós" }).first().click();
    await page.getByTestId("delete-user").click();
    await expect(page.getByRole("heading", { name: "¿Borrar la cuenta de Adiós?" })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "admin-delete-user");
    await page.getByRole("button", { name: "Borrar la cuenta para siempre" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByTestId("toast")).toContainText(`Se ha borrado la cuenta de ${email}`);
  });

  test("the sign-up says who accounts are for, and /privacy what this server keeps and who processes it", async ({ page }) => {
    await page.goto("/sign-up");
    await expect(page.getByTestId("sign-up-adults")).toHaveText(
      "Las cuentas son para personas adultas (madres, padres, docentes). Los niños y niñas colorean con la cuenta de un adulto.",
    );
    await page.goto("/privacy");
    const facts = page.getByTestId("privacy-facts");
    await expect(facts.getByRole("heading", { name: "En este servidor" })).toBeVisible();
    // The end-to-end server has payments, AI and SMTP (stand-ins) and keeps files itself.
    await expect(facts.getByTestId("privacy-processors")).toContainText("Pagos: Stripe");
    await expect(facts.getByTestId("privacy-processors")).toContainText("Archivos: este mismo servidor");
    await expectAccessible(page);
    await shoot(page, "privacy-facts");
  });
});
