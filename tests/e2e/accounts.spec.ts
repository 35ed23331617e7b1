import { expect, test } from "@playwright/test";
import postgres from "postgres";
import { databaseUrl } from "../helpers/database";
import { E2E } from "./config";
import {
  confirmVerification,
  expectAccessible,
  sendSignUp,
  shoot,
  signIn,
  signUpAndVerify,
  TEST_ADMIN,
  uniqueEmail,
  verificationPath,
  waitForMail,
} from "./helpers";

test.describe("accounts", () => {
  test("sign-up, the e-mailed link, and the user shell @phone @embedded", async ({ page }, info) => {
    await page.goto("/sign-up");
    await expectAccessible(page);
    await shoot(page, `sign-up-${info.project.name}`);

    const { name } = await signUpAndVerify(page, "Marta");
    await expect(page.getByTestId("toast")).toContainText("¡Correo verificado!");
    await expect(page.getByRole("heading", { name: "Páginas públicas" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Menú principal" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Crear página" }).first()).toBeVisible();
    await expect(page.getByTestId("admin-badge")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Páginas públicas" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("button", { name: "Cerrar sesión" }).first()).toBeVisible();
    await expect(page.getByText(name, { exact: true }).filter({ visible: true })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, `user-shell-${info.project.name}`);
  });

  test("a verification link works once; opened again it says the address is verified and offers sign-in", async ({ page }, info) => {
    const email = uniqueEmail();
    await page.goto("/sign-up");
    await sendSignUp(page, "Iker", email);
    await expect(page.getByRole("heading", { name: "Revisa tu correo" })).toBeVisible({ timeout: 30_000 });
    await shoot(page, "check-email");
    const link = verificationPath(await waitForMail(email));
    await page.context().clearCookies();
    await confirmVerification(page, link);
    await expect(page).toHaveURL(/\/pages\/public$/);
    await page.context().clearCookies();
    // Opened again from the mail with nobody signed in: the address is verified, not "invalid",
    // no password asked, and the way on is signing in (record 0163).
    await page.goto(link);
    await expect(page.getByTestId("verify-result")).toHaveText(
      "Esta dirección ya está verificada: no hace falta abrir de nuevo el enlace. Inicia sesión para entrar.",
    );
    await expect(page.getByText("no es válido o ha caducado")).toHaveCount(0);
    await expect(page.getByLabel("Contraseña")).toHaveCount(0);
    await expectAccessible(page);
    await shoot(page, `verify-already-${info.project.name}`);
    await page.getByRole("link", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    // A link nobody was sent still says it is bad.
    await page.goto("/verify/no-es-un-enlace-0123456789");
    await expect(page.getByRole("alert")).toContainText("no es válido o ha caducado");
  });

  test("the sign-up link opened again while signed in says the account is already verified", async ({ page }) => {
    const email = uniqueEmail();
    await page.goto("/sign-up");
    // The legal pages the admin shows are linked from the form.
    await expect(page.getByTestId("sign-up-legal").getByRole("link", { name: "las condiciones de uso" })).toHaveAttribute("href", "/terms");
    await expect(page.getByTestId("sign-up-legal").getByRole("link", { name: "la política de privacidad" })).toHaveAttribute("href", "/privacy");
    await sendSignUp(page, "Vera", email);
    await expect(page).toHaveURL(/\/verify\?/, { timeout: 30_000 });
    const link = verificationPath(await waitForMail(email));
    await confirmVerification(page, link);
    await expect(page).toHaveURL(/\/pages\/public$/);
    await page.goto(link);
    await expect(page.getByTestId("verify-result")).toHaveText("Tu cuenta ya está verificada: no hace falta abrir de nuevo el enlace.");
    await expect(page.getByRole("link", { name: "Ir a mis páginas" })).toBeVisible();
  });

  test("a forgotten password: the link by e-mail, a new password, signed in; the old one no longer works", async ({ page }) => {
    const { email, password } = await signUpAndVerify(page, "Olvido");
    await page.getByRole("button", { name: "Cerrar sesión" }).first().click();
    await expect(page).toHaveURL(/\/sign-in$/);
    // A wrong password leaves the field empty for the next try.
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña").fill("no-es-esta-123");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByRole("alert")).toContainText("no son correctos");
    await expect(page.getByLabel("Contraseña")).toHaveValue("");

    await page.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectAccessible(page);
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(page.getByTestId("forgot-sent")).toContainText("Si hay una cuenta con ese correo");
    await shoot(page, "forgot-password");
    // (the verification mail came first; mails are sent off the request path, in any order)
    const mail = await waitForMail(email, "contraseña nueva");
    const link = /https?:\/\/[^/\s]+(\/reset-password\/[\w-]+)/.exec(mail.text)?.[1] ?? "";
    await page.goto(link);
    await expectAccessible(page);
    await shoot(page, "reset-password");
    await page.getByLabel("Contraseña nueva", { exact: true }).fill("una-clave-nueva-7");
    await page.getByRole("button", { name: "Guardar la contraseña nueva" }).click();
    await expect(page).toHaveURL(/\/pages\/public$/, { timeout: 30_000 });
    await expect(page.getByTestId("toast")).toContainText("Contraseña cambiada");
    // The link is spent; the old password is gone.
    await page.goto(link);
    await expect(page.getByRole("alert")).toContainText("no es válido o ha caducado");
    await page.context().clearCookies();
    await signIn(page, email, password);
    await expect(page.getByRole("alert")).toContainText("no son correctos");
    await signIn(page, email, "una-clave-nueva-7");
    await expect(page).toHaveURL(/\/pages\/public$/, { timeout: 30_000 });
  });

  test("on /account: a new password needs the current one; a new e-mail waits for its link", async ({ page }) => {
    const { email } = await signUpAndVerify(page, "Cuenta");
    await page.goto("/account");
    const passwordForm = page.getByTestId("password-form");
    await passwordForm.getByLabel("Contraseña actual").fill("no-es-esta-123");
    await passwordForm.getByLabel("Contraseña nueva", { exact: true }).fill("una-clave-nueva-7");
    await passwordForm.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(passwordForm.getByText("La contraseña actual no es correcta.")).toBeVisible();
    await passwordForm.getByLabel("Contraseña actual").fill("colores-seguros-1");
    await passwordForm.getByLabel("Contraseña nueva", { exact: true }).fill("una-clave-nueva-7");
    await passwordForm.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(page.getByTestId("toast")).toContainText("Contraseña cambiada");

    const newEmail = uniqueEmail("nuevo");
    await page.getByLabel("Correo electrónico").fill(newEmail);
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByTestId("toast")).toContainText(`Te hemos enviado un enlace a ${newEmail}`);
    await expect(page.getByLabel("Correo electrónico")).toHaveValue(email);
    await expect(page.getByText(`Pendiente de confirmar: ${newEmail}`)).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "account-pending-email");
    // The password's notice came first; then the change's, with "No he sido yo".
    expect((await waitForMail(email, "contraseña")).text).toContain("/forgot-password");
    const notice = await waitForMail(email, "va a cambiar");
    expect(notice.text).toContain(newEmail);
    expect(notice.text).toMatch(/\/not-me\/[\w-]+/);
    const link = verificationPath(await waitForMail(newEmail));
    await page.goto(link);
    // Signed in already: the person presses to confirm (which changes nobody's session).
    await expect(page.getByTestId("verify-signed-in")).toContainText("no cambiará la sesión");
    await page.getByRole("button", { name: "Confirmar mi correo" }).click();
    await expect(page.getByTestId("toast")).toContainText(`Listo: tu correo ahora es ${newEmail}`);
    await page.goto("/account");
    await expect(page.getByLabel("Correo electrónico")).toHaveValue(newEmail);
  });

  test("'No he sido yo' from the old address cancels a change of e-mail and signs every device out", async ({ page, browser }, info) => {
    const { email, password } = await signUpAndVerify(page, "Nohe");
    await page.goto("/account");
    // The plan panel says how much of the plan's space the family's pictures take.
    await expect(page.getByTestId("storage-used")).toHaveText(/^0 B de 200 MB$/);
    await expect(page.getByRole("progressbar", { name: "Tu espacio" })).toHaveAttribute("aria-valuenow", "0");
    await shoot(page, `account-storage-${info.project.name}`);
    const stranger = uniqueEmail("intruso");
    await page.getByLabel("Correo electrónico").fill(stranger);
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText(`Pendiente de confirmar: ${stranger}`)).toBeVisible();

    const notice = await waitForMail(email, "va a cambiar");
    const notMe = /https?:\/\/[^/\s]+(\/not-me\/[\w-]+)/.exec(notice.text)?.[1] ?? "";
    expect(notMe).not.toBe("");
    // Opened from the mail on another device, signed out: nothing happens until the press.
    const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = info.project.use;
    const device = await browser.newContext({ baseURL: E2E.baseURL, locale: "es-ES", viewport, isMobile, hasTouch, userAgent, deviceScaleFactor });
    const elsewhere = await device.newPage();
    await elsewhere.goto(notMe);
    await expect(elsewhere.getByRole("heading", { name: "¿No has sido tú?" })).toBeVisible();
    await expectAccessible(elsewhere);
    await shoot(elsewhere, `not-me-${info.project.name}`);
    await page.reload();
    await expect(page.getByText(`Pendiente de confirmar: ${stranger}`)).toBeVisible();
    await elsewhere.getByRole("button", { name: "Cancelar el cambio y cerrar las sesiones" }).click();
    await expect(elsewhere.getByTestId("undo-result")).toContainText(`el correo de tu cuenta es ${email}`);
    await shoot(elsewhere, `not-me-done-${info.project.name}`);
    await device.close();

    // The change is gone and this device was signed out with the others.
    await page.reload();
    await expect(page).toHaveURL(/\/sign-in/);
    await signIn(page, email, password);
    await page.goto("/account");
    await expect(page.getByLabel("Correo electrónico")).toHaveValue(email);
    await expect(page.getByText("Pendiente de confirmar")).toHaveCount(0);
  });

  test("unverified and wrong credentials get clear messages", async ({ page }) => {
    const email = uniqueEmail();
    await page.goto("/sign-up");
    await sendSignUp(page, "Noa", email);
    await expect(page).toHaveURL(/\/verify\?/, { timeout: 30_000 });

    await signIn(page, email, "colores-seguros-1");
    await expect(page.getByRole("alert")).toContainText("Verifica tu correo");

    await signIn(page, email, "otra-clave-123");
    await expect(page.getByRole("alert")).toContainText("El correo o la contraseña no son correctos.");
    await signIn(page, uniqueEmail(), "otra-clave-123");
    await expect(page.getByRole("alert")).toContainText("El correo o la contraseña no son correctos.");
    await shoot(page, "sign-in-error");
  });

  test("the admin signs in and sees the admin shell", async ({ page }) => {
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId("admin-badge")).toHaveText("admin");
    await expect(page.getByRole("link", { name: "Crear página" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Panel" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("logo")).toHaveAttribute("href", "/admin");
    await expect(page.getByTestId("counter-users").first()).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "admin-shell");
    // Admins live in /admin.
    await page.goto("/pages/public");
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("a user opening /admin is sent to /pages/public", async ({ page }) => {
    await signUpAndVerify(page, "Hugo");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/pages\/public$/);
    await page.goto("/admin/users");
    await expect(page).toHaveURL(/\/pages\/public$/);
  });

  test("a visitor opening /pages is sent to /sign-in, and back after signing in", async ({ page }) => {
    await page.goto("/pages");
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fpages$/);
    await expectAccessible(page);
    await shoot(page, "sign-in");

    const { email, password } = await signUpAndVerify(page, "Vera");
    await page.getByRole("button", { name: "Cerrar sesión" }).first().click();
    // The sign-out must have finished before the next visit, or it may still see the session.
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.goto("/pages");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña").fill(password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/pages$/);
    await expect(page.getByRole("heading", { name: "Mis páginas" })).toBeVisible();
    await expect(page.getByTestId("gallery-empty")).toBeVisible();
  });

  test("an unknown path shows the 404 page", async ({ page }) => {
    const response = await page.goto("/esto-no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "not-found");
  });

  test("sign-out ends the session", async ({ page }) => {
    await signUpAndVerify(page, "Sara");
    await page.getByRole("button", { name: "Cerrar sesión" }).first().click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByTestId("toast")).toContainText("Has cerrado sesión.");
    await page.goto("/pages/public");
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test("a toast clears after six seconds and on a route change", async ({ page }) => {
    await signUpAndVerify(page, "Leo");
    const toast = page.getByTestId("toast");
    await expect(toast).toBeVisible();
    await shoot(page, "toast");
    await expect(toast).toBeHidden({ timeout: 8_000 });

    await page.getByRole("button", { name: "Cerrar sesión" }).first().click();
    await expect(toast).toBeVisible();
    await page.getByRole("link", { name: "Crear una cuenta" }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(toast).toBeHidden();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign-in works and shows errors with plain forms", async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByLabel("Correo electrónico").fill(TEST_ADMIN.email);
    await page.getByLabel("Contraseña").fill("wrong-password");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByRole("alert")).toContainText("El correo o la contraseña no son correctos.");
    await shoot(page, "sign-in-no-js-error");

    await page.getByLabel("Correo electrónico").fill(TEST_ADMIN.email);
    await page.getByLabel("Contraseña").fill(TEST_ADMIN.password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId("admin-badge")).toBeVisible();
  });

  test("sign-up validates on the server and keeps what was typed", async ({ page }) => {
    await page.goto("/sign-up");
    await page.getByLabel("Nombre").fill("Álex");
    await page.getByLabel("Correo electrónico").fill(uniqueEmail());
    // Native validation would stop a short password; remove it to see the server's answer.
    await page.getByLabel("Contraseña").evaluate((el) => el.removeAttribute("minlength"));
    await page.getByLabel("Contraseña").fill("corta");
    await page.getByLabel("Año de nacimiento").fill("1985");
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page.getByText("La contraseña debe tener al menos 8 caracteres.")).toBeVisible();
    await expect(page.getByLabel("Nombre")).toHaveValue("Álex");
    await shoot(page, "sign-up-no-js-error");
  });
});

test("the server refuses cross-site form posts", async ({ request }) => {
  const response = await request.post("/sign-in", {
    headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
    form: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});

test("security headers: an enforced CSP with a nonce", async ({ request }) => {
  const response = await request.get("/sign-in");
  const csp = response.headers()["content-security-policy"];
  expect(csp).toMatch(/script-src 'strict-dynamic' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(html).toContain(`nonce="${nonce}"`);
});

test("the iOS shell gets 16px of top padding, the web none", async ({ page, context }) => {
  await page.goto("/sign-in");
  expect(await page.evaluate(() => getComputedStyle(document.body).paddingTop)).toBe("0px");
  await context.addCookies([{ name: "platform", value: "ios", url: page.url() }]);
  await page.goto("/sign-in");
  expect(await page.evaluate(() => getComputedStyle(document.body).paddingTop)).toBe("16px");
  await expect(page.locator("html")).toHaveAttribute("data-platform", "ios");
});

test("a blocked user is signed out with a clear message", async ({ page }) => {
  const { email } = await signUpAndVerify(page, "Bruno");
  const db = postgres(databaseUrl(E2E.database), { max: 1 });
  await db`update users set blocked = true where email = ${email}`;
  await db.end();
  await page.goto("/pages");
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByTestId("toast")).toContainText("Tu cuenta está bloqueada.");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill("colores-seguros-1");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByRole("alert")).toContainText("Tu cuenta está bloqueada.");
});
