import { expect, test } from "@playwright/test";
import { expectAccessible, gateAnswer, passParentGate, shoot, signUpAndVerify } from "./helpers";

/** The parent's question before paying, deleting, sharing or leaving the app (record 0171). */
test.describe("the parent's gate @phone", () => {
  test("stands before checkout and deleting, refuses a wrong answer, works by keyboard, can be turned off", async ({ page }, info) => {
    await signUpAndVerify(page, "Padre");
    await page.goto("/checkout?plan=starter");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await page.getByRole("button", { name: "Pagar con tarjeta" }).click();
    const gate = page.getByTestId("parent-gate");
    await expect(gate.getByRole("heading", { name: "Una pregunta para personas adultas" })).toBeVisible();
    await expect(gate.getByTestId("parent-gate-question")).toHaveText(/^Para seguir, escribe con números: [a-záéíóú ]+ (más|menos) [a-záéíóú ]+$/);
    // The answer box has the focus: a parent types at once.
    await expect(gate.getByLabel("Respuesta")).toBeFocused();
    await expectAccessible(page);
    await shoot(page, `parent-gate-${info.project.name}`);

    // A wrong answer keeps it closed and asks another question.
    const first = await gate.getByTestId("parent-gate-question").innerText();
    await page.keyboard.type(String((await gateAnswer(page)) + 1));
    await page.keyboard.press("Enter");
    await expect(gate.getByRole("alert")).toHaveText("No es la respuesta. Prueba con esta otra pregunta.");
    await expect(gate.getByTestId("parent-gate-question")).not.toHaveText(first);
    await expect(page).toHaveURL(/\/checkout/);
    await shoot(page, `parent-gate-wrong-${info.project.name}`);

    // Escape closes it and nothing happens.
    await page.keyboard.press("Escape");
    await expect(gate).toBeHidden();
    await expect(page).toHaveURL(/\/checkout/);

    // The right answer, by keyboard, goes on to the payment.
    await page.getByRole("button", { name: "Pagar con tarjeta" }).click();
    await page.keyboard.type(String(await gateAnswer(page)));
    await page.keyboard.press("Enter");
    await expect(page.getByText("Pago de prueba")).toBeVisible();

    // Passed once, it is not asked again in this tab for a few minutes.
    await page.goto("/account/delete");
    await page.getByLabel("Escribe tu contraseña para confirmarlo").fill("no-es-esta-9");
    await page.getByRole("button", { name: "Borrar mi cuenta para siempre" }).click();
    await expect(page.getByText("La contraseña actual no es correcta.")).toBeVisible();
    await expect(gate).toBeHidden();

    // A new tab asks again; the parent turns it off in /account (behind the question too).
    await page.evaluate(() => sessionStorage.clear());
    await page.getByRole("button", { name: "Borrar mi cuenta para siempre" }).click();
    await expect(gate).toBeVisible();
    await gate.getByRole("button", { name: "Cancelar" }).click();
    await page.goto("/account");
    const setting = page.getByTestId("parent-gate-setting");
    await setting.getByLabel("Pedir la pregunta para adultos antes de pagar, compartir o borrar").uncheck();
    await setting.getByRole("button", { name: "Guardar" }).click();
    await passParentGate(page);
    await expect(page.getByTestId("toast")).toContainText("Ya no se pedirá la pregunta para adultos.");
    await expect(setting.getByLabel("Pedir la pregunta para adultos antes de pagar, compartir o borrar")).not.toBeChecked();
    await expectAccessible(page);
    await shoot(page, `parent-gate-setting-${info.project.name}`);
    await page.evaluate(() => sessionStorage.clear());
    await page.goto("/checkout?plan=starter");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await page.getByRole("button", { name: "Pagar con tarjeta" }).click();
    await expect(page.getByText("Pago de prueba")).toBeVisible();
  });

  test("stands before a link that leaves the app", async ({ page, context }) => {
    await signUpAndVerify(page, "Madre");
    await page.goto("/pages/public");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    // A link to another site, as the app's pages hold them (a provider's page, a store).
    await page.evaluate(() => {
      const link = Object.assign(document.createElement("a"), { href: "https://example.org/", target: "_blank", textContent: "Fuera" });
      document.querySelector("main")!.append(link);
    });
    await context.route("https://example.org/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Fuera</title>" }));
    let opened = false;
    context.on("page", () => (opened = true));
    await page.getByRole("link", { name: "Fuera" }).click();
    await expect(page.getByTestId("parent-gate")).toBeVisible();
    expect(opened).toBe(false);
    await page.getByTestId("parent-gate-answer").fill("0");
    await page.getByTestId("parent-gate-continue").click();
    await expect(page.getByTestId("parent-gate").getByRole("alert")).toBeVisible();
    expect(opened).toBe(false);
    const popup = context.waitForEvent("page");
    await page.getByTestId("parent-gate-answer").fill(String(await gateAnswer(page)));
    await page.getByTestId("parent-gate-continue").click();
    const external = await popup;
    await expect.poll(() => external.url()).toBe("https://example.org/");
  });
});

test("sign-up asks the year of birth and refuses, kindly, under 18", async ({ page }, info) => {
  await page.goto("/sign-up");
  await page.getByLabel("Nombre").fill("Leo");
  await page.getByLabel("Correo electrónico").fill(`leo-${Date.now()}@example.com`);
  await page.getByLabel("Contraseña").fill("colores-seguros-1");
  await page.getByLabel("Año de nacimiento").fill(String(new Date().getFullYear() - 12));
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText("Colorea es para personas adultas: pide a una persona adulta que cree la cuenta y colorea con ella.")).toBeVisible();
  await expectAccessible(page);
  await shoot(page, `sign-up-under-18-${info.project.name}`);
});
