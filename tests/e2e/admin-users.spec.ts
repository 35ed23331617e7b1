import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { hydrated } from "./fixtures";
import { adminOn, expectAccessible, shoot, signIn, signInAdmin, uniqueEmail } from "./helpers";

const PASSWORD = "colores-seguros-1";
/** Waits for an element's entrance animation to end (axe measures colours as they are drawn). */
const settled = (locator: Locator) => locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
const rowOf = (page: Page, email: string) => page.getByTestId("user-row").filter({ hasText: email });

/** Fills and sends the create form (the role comes from the link that opened it). */
async function createUser(page: Page, name: string, email: string) {
  await page.getByLabel("Nombre").fill(name);
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(PASSWORD);
}

test.describe("admin users", () => {
  test("without JavaScript: create, edit with a photo, block through the confirm screen, unblock", async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // axe is a script: the screens are checked again, as rendered, in a JavaScript context.
    const checkerContext = await browser.newContext();
    const checker = await checkerContext.newPage();
    await signInAdmin(checker);
    const check = async (url: string) => {
      await checker.goto(url);
      await hydrated(checker);
      await expectAccessible(checker);
    };
    await signInAdmin(page);
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { name: "Usuarios", level: 1 })).toBeVisible();
    await expect(page.getByTestId("user-row").first()).toBeVisible();
    await shoot(page, "admin-users-list");
    await check("/admin/users");

    // Create a user.
    const email = uniqueEmail("nojs-user");
    await page.getByRole("link", { name: "Crear usuario" }).click();
    await expect(page).toHaveURL(/\/admin\/users\/create$/);
    await page.getByRole("button", { name: "Crear usuario" }).click();
    await createUser(page, "Rosa Sin JS", email);
    await shoot(page, "admin-users-create");
    await check("/admin/users/create?role=admin");
    await page.getByRole("button", { name: "Crear usuario" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByTestId("toast")).toContainText("Se ha creado el usuario");

    // Create an administrator (?role=admin).
    const bossEmail = uniqueEmail("nojs-admin");
    await page.getByRole("link", { name: "Crear administrador" }).click();
    await expect(page).toHaveURL(/\/admin\/users\/create\?role=admin$/);
    await createUser(page, "Jefa Sin JS", bossEmail);
    await page.getByRole("button", { name: "Crear administrador" }).click();
    await expect(page.getByTestId("toast")).toContainText("Se ha creado el administrador");

    // Search with the GET form.
    await page.getByLabel("Buscar usuarios").fill(bossEmail);
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page.getByTestId("user-row")).toHaveCount(1);
    await expect(rowOf(page, bossEmail).getByTestId("admin-badge")).toHaveText("Administrador");

    await page.getByLabel("Buscar usuarios").fill(email);
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/search=/);
    const row = rowOf(page, email);
    await expect(page.getByTestId("user-row")).toHaveCount(1);
    await expect(row.getByTestId("user-plan")).toHaveText("Gratis");

    // Edit: a new name and a photo.
    await row.getByRole("link", { name: "Editar a Rosa Sin JS" }).click();
    await expect(page).toHaveURL(/\/admin\/users\/\d+\/edit$/);
    await shoot(page, "admin-users-edit");
    await check(new URL(page.url()).pathname);
    await page.getByLabel("Nombre").fill("Rosa Editada");
    const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: "#7c3aed" } })
      .png()
      .toBuffer();
    await page.getByLabel("Foto").setInputFiles({ name: "cara.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Actualizar usuario" }).click();
    await expect(page.getByTestId("toast")).toContainText("El usuario se ha actualizado");
    await expect(page.getByLabel("Nombre")).toHaveValue("Rosa Editada");
    await expect(page.locator('form img[src*="/files/"]')).toHaveAttribute("src", /\/files\//);

    // Block from the list: the confirm screen asks first.
    await page.goto(`/admin/users?search=${encodeURIComponent(email)}`);
    await rowOf(page, email).getByRole("button", { name: "Bloquear a Rosa Editada" }).click();
    await expect(page).toHaveURL(/\/admin\/users\/\d+\/blocked\?redirectTo=/);
    await expect(page.getByText("¿Seguro que quieres bloquear a este usuario?")).toBeVisible();
    await expect(page.getByTestId("confirm-subject")).toContainText(email);
    await shoot(page, "admin-users-confirm-block");
    await check(new URL(page.url()).pathname);
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page).toHaveURL(/\/admin\/users\?search=/);
    await expect(page.getByTestId("toast")).toContainText("El usuario ha sido bloqueado");
    await expect(rowOf(page, email).getByTestId("blocked-badge")).toHaveText("Bloqueado");

    // Unblocking is immediate.
    await rowOf(page, email).getByRole("button", { name: "Desbloquear a Rosa Editada" }).click();
    await expect(page.getByTestId("toast")).toContainText("El usuario ha sido desbloqueado");
    await expect(rowOf(page, email).getByTestId("blocked-badge")).toHaveCount(0);

    // The blocked user's edit-screen toggle follows the same rule.
    await rowOf(page, email).getByRole("link", { name: "Editar a Rosa Editada" }).click();
    await page.getByTestId("block-toggle").click();
    await expect(page.getByText("¿Seguro que quieres bloquear a este usuario?")).toBeVisible();
    await page.getByRole("link", { name: "Cancelar" }).click();
    await expect(page).toHaveURL(/\/admin\/users\/\d+\/edit$/);
    await expect(page.getByTestId("status-text")).toContainText("Activa");

    // An unknown user goes back to the list.
    await page.goto("/admin/users/2000000000/edit");
    await expect(page).toHaveURL(/\/admin\/users$/);
    await checkerContext.close();
    await context.close();
  });

  test("with JavaScript: debounced search, block through the toast (signing the user out), unblock at once", async ({ browser, page }, info) => {
    test.setTimeout(180_000);
    // A user, created through the admin screen, with an open session of their own.
    const email = uniqueEmail("js-user");
    await adminOn(page, "/admin/users/create");
    await createUser(page, "Tomás Con JS", email);
    await page.getByRole("button", { name: "Crear usuario" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByTestId("toast")).toContainText("Se ha creado el usuario");

    const userContext = await browser.newContext();
    const userPage = await userContext.newPage();
    await signIn(userPage, email, PASSWORD);
    await expect(userPage).toHaveURL(/\/pages\/public$/);

    // Debounced search: no button, the URL follows the typing.
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Buscar" })).toHaveCount(0);
    await page.getByLabel("Buscar usuarios").fill(email);
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(email).replace(/[.]/g, "\\.")}`));
    await expect(page.getByTestId("user-row")).toHaveCount(1);
    await expectAccessible(page);
    await shoot(page, `admin-users-search-${info.project.name}`);

    // Block: the confirmation toast asks first; Cancel leaves everything as it was.
    const row = rowOf(page, email);
    await row.getByRole("button", { name: "Bloquear a Tomás Con JS" }).click();
    const confirm = page.getByTestId("confirm-toast");
    await expect(confirm).toContainText("¿Seguro que quieres bloquear a este usuario?");
    await settled(confirm);
    await page.mouse.move(0, 0);
    await expectAccessible(page);
    await shoot(page, `admin-users-confirm-toast-${info.project.name}`);
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row.getByTestId("blocked-badge")).toHaveCount(0);

    await row.getByRole("button", { name: "Bloquear a Tomás Con JS" }).click();
    await confirm.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByTestId("toast")).toContainText("El usuario ha sido bloqueado");
    await expect(row.getByTestId("blocked-badge")).toHaveText("Bloqueado");
    await expect(page).toHaveURL(/\/admin\/users\?search=/);

    // The blocked user's open session is gone: their next request lands on sign-in.
    await userPage.goto("/pages/public");
    await expect(userPage).toHaveURL(/\/sign-in/);
    await signIn(userPage, email, PASSWORD);
    await expect(userPage.getByText("Tu cuenta está bloqueada.").first()).toBeVisible();

    // Unblocking is immediate: no question asked.
    await row.getByRole("button", { name: "Desbloquear a Tomás Con JS" }).click();
    await expect(page.getByTestId("toast")).toContainText("El usuario ha sido desbloqueado");
    await expect(row.getByTestId("blocked-badge")).toHaveCount(0);
    await expect(confirm).toHaveCount(0);
    await signIn(userPage, email, PASSWORD);
    await expect(userPage).toHaveURL(/\/pages\/public$/);
    await userContext.close();

    // The edit screen, with JavaScript, and its block toggle behind the toast.
    await row.getByRole("link", { name: "Editar a Tomás Con JS" }).click();
    await expect(page).toHaveURL(/\/admin\/users\/\d+\/edit$/);
    await hydrated(page);
    await page.getByLabel("Nombre").fill("Tomás Editado");
    await page.getByRole("button", { name: "Actualizar usuario" }).click();
    await expect(page.getByTestId("toast")).toContainText("El usuario se ha actualizado");
    await page.getByTestId("block-toggle").click();
    await expect(confirm).toContainText("¿Seguro que quieres bloquear a este usuario?");
    await confirm.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByTestId("status-text")).toContainText("Bloqueada");
    await page.getByTestId("block-toggle").click();
    await expect(page.getByTestId("status-text")).toContainText("Activa");
    await page.mouse.move(0, 0);
    await expectAccessible(page);
    await shoot(page, `admin-users-edit-${info.project.name}`);
  });

  test("an empty search says so", async ({ page }) => {
    await signInAdmin(page);
    await page.goto(`/admin/users?search=${uniqueEmail("nadie")}`);
    await expect(page.getByTestId("users-empty")).toContainText("No hay usuarios que coincidan");
    await expectAccessible(page);
    await shoot(page, "admin-users-empty");
  });
});
