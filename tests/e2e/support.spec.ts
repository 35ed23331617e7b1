import { expect, test } from "@playwright/test";
import { E2E } from "./config";
import { hydrated, travelBack, newFamily } from "./fixtures";
import { expectAccessible, shoot, signInAdmin } from "./helpers";

/**
 * Issue #28 "Support can help": an admin gives a family a plan for some months and extra
 * credits from the user's edit screen; the family sees the gift on /account, the admin sees it
 * in the support log and the subscriptions list; when it ends (time moved on in the database)
 * the family is back on the free plan by itself.
 */

test("an admin gives a family a plan and credits; the family sees it on /account; it ends by itself @phone-only @embedded", async ({ page, browser }, info) => {
  test.setTimeout(240_000);
  const phone = info.project.name;

  // The family, on their own device.
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = info.project.use;
  const device = await browser.newContext({ baseURL: E2E.baseURL, locale: "es-ES", viewport, isMobile, hasTouch, userAgent, deviceScaleFactor });
  const family = await device.newPage();
  const { email, name } = await newFamily(family, "Familia Soporte");
  await family.goto("/account");
  await expect(family.getByTestId("plan-name")).toHaveText("Gratis");
  await expect(family.getByTestId("plan-given")).toHaveCount(0);

  // The admin finds them and opens their edit screen.
  await signInAdmin(page);
  await page.goto(`/admin/users?search=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: `Editar a ${name}` }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+\/edit$/);
  await hydrated(page);
  const section = page.getByTestId("support-section");
  await expect(section.getByRole("heading", { name: "Ayuda de soporte" })).toBeVisible();
  await expect(section.getByTestId("support-now")).toContainText("Está en el plan gratuito.");
  await expect(section.getByTestId("support-now")).toContainText("Le quedan 5 páginas públicas y 3 creaciones");

  // Credits with nothing to give: said on the form, what was typed kept.
  const creditsForm = section.getByTestId("support-credits-form");
  await creditsForm.getByLabel("Motivo").fill("Probando sin créditos");
  await creditsForm.getByRole("button", { name: "Dar los créditos" }).click();
  await expect(creditsForm.getByText("Da al menos un crédito de algún tipo.")).toBeVisible();
  await expect(creditsForm.getByLabel("Motivo")).toHaveValue("Probando sin créditos");

  // A plan for two months.
  const planForm = section.getByTestId("support-plan-form");
  await planForm.getByLabel("Plan").selectOption({ label: "Inicial" });
  await planForm.getByLabel("Meses").fill("2");
  await planForm.getByLabel("Motivo").fill("Les cobramos dos veces en octubre");
  await planForm.getByRole("button", { name: "Regalar el plan" }).click();
  await expect(page.getByTestId("toast")).toContainText("Plan regalado. Queda en el registro de soporte.");
  await expect(section.getByTestId("support-now")).toContainText("Tiene el plan Inicial regalado hasta el");
  await expect(section.getByTestId("support-recent").getByTestId("support-grant")).toHaveCount(1);
  // The forms start empty again.
  await expect(planForm.getByLabel("Motivo")).toHaveValue("");

  // And ten public pages more.
  await creditsForm.getByLabel("Páginas públicas").fill("10");
  await creditsForm.getByLabel("Motivo").fill("Proyecto de clase");
  await creditsForm.getByRole("button", { name: "Dar los créditos" }).click();
  await expect(page.getByTestId("toast")).toContainText("Créditos sumados.");
  await expect(section.getByTestId("support-now")).toContainText("Le quedan 60 páginas públicas y 20 creaciones");
  const recent = section.getByTestId("support-recent").getByTestId("support-grant");
  await expect(recent).toHaveCount(2);
  await expect(recent.first().getByTestId("support-grant-what")).toContainText("+10 páginas públicas");
  await expect(recent.nth(1).getByTestId("support-grant-what")).toContainText("Inicial durante 2 meses");
  await expect(recent.nth(1).getByTestId("support-grant-reason")).toContainText("Les cobramos dos veces en octubre");
  await page
    .getByTestId("toast")
    .waitFor({ state: "detached", timeout: 15_000 })
    .catch(() => undefined);
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await section.scrollIntoViewIfNeeded();
  await shoot(page, `support-edit-${phone}`);

  // The dashboard's card and the whole log.
  await page.goto("/admin");
  const card = page.getByTestId("support-card");
  // Other tests give plans too, at the same time: this family's grant is the one with its reason.
  const grant = card.getByTestId("support-grant").filter({ hasText: "Proyecto de clase" }).filter({ hasText: name }).first();
  await expect(grant).toBeVisible();
  await expect(grant.getByTestId("support-grant-user")).toHaveText(name);
  await expectAccessible(page);
  await card.scrollIntoViewIfNeeded();
  await shoot(page, `support-dashboard-${phone}`);
  await card.getByRole("link", { name: "Ver todo el registro" }).click();
  await expect(page).toHaveURL(/\/admin\/support$/);
  await hydrated(page);
  await page.getByLabel("Buscar en el registro").fill(email);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByTestId("support-grant")).toHaveCount(2);
  await expectAccessible(page);
  await shoot(page, `support-log-${phone}`);

  // The subscriptions list: given, and by whom.
  await page.goto(`/admin/subscriptions?search=${encodeURIComponent(email)}`);
  const row = page.getByTestId("subscription-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("subscription-status")).toHaveText("Regalado");
  await expect(row.getByTestId("subscription-given-by")).toContainText("Regalado por");
  await expectAccessible(page);
  await shoot(page, `support-subscriptions-${phone}`);

  // The family's /account: the plan, given until when, nothing to cancel, the credits.
  await family.goto("/account");
  await expect(family.getByTestId("plan-name")).toHaveText("Inicial");
  await expect(family.getByTestId("plan-given")).toContainText("Plan regalado por el equipo hasta el");
  await expect(family.getByRole("button", { name: "Cancelar la suscripción" })).toHaveCount(0);
  await expect(family.getByRole("link", { name: "Mejorar mi plan" })).toHaveCount(0);
  await expect(family.getByTestId("credits-public")).toHaveText("60");
  await expect(family.getByTestId("credits-creation")).toHaveText("20");
  await expectAccessible(family);
  await family.getByTestId("plan-panel").scrollIntoViewIfNeeded();
  await shoot(family, `support-account-given-${phone}`);

  // Two months and a day later: free again, with the free plan's credits, by itself.
  await travelBack(email, "2 months 1 day");
  await family.goto("/account");
  await expect(family.getByTestId("plan-name")).toHaveText("Gratis");
  await expect(family.getByTestId("plan-given")).toHaveCount(0);
  await expect(family.getByTestId("credits-public")).toHaveText("5");
  await expect(family.getByTestId("credits-creation")).toHaveText("3");
  await expect(family.getByRole("link", { name: "Mejorar mi plan" })).toBeVisible();
  await family.getByTestId("plan-panel").scrollIntoViewIfNeeded();
  await shoot(family, `support-account-ended-${phone}`);

  // The admin's screen says so too.
  await page.goto(`/admin/users?search=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: `Editar a ${name}` }).click();
  await expect(page.getByTestId("support-now")).toContainText("Está en el plan gratuito.");
  await device.close();
});

test("without JavaScript the forms work and a refusal keeps what was typed", async ({ browser }) => {
  test.setTimeout(180_000);
  const signing = await browser.newContext();
  const familyPage = await signing.newPage();
  const { email, name } = await newFamily(familyPage, "Familia Sin JS");
  await signing.close();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAdmin(page);
  await page.goto(`/admin/users?search=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: `Editar a ${name}` }).click();
  const section = page.getByTestId("support-section");
  const planForm = section.getByTestId("support-plan-form");
  await planForm.getByLabel("Meses").fill("3");
  await planForm.getByLabel("Motivo").fill("Sin JavaScript");
  await planForm.getByRole("button", { name: "Regalar el plan" }).click();
  await expect(page.getByTestId("toast")).toContainText("Plan regalado.");
  await expect(page.getByTestId("support-now")).toContainText("Tiene el plan Inicial regalado hasta el");

  // The other paid plan while this one runs: refused on the plan field, the form as it was sent.
  await planForm.getByLabel("Plan").selectOption({ label: "Avanzado" });
  await planForm.getByLabel("Meses").fill("1");
  await planForm.getByLabel("Motivo").fill("Subirles de plan");
  await planForm.getByRole("button", { name: "Regalar el plan" }).click();
  await expect(planForm.getByText("Ya tiene otro plan regalado.")).toBeVisible();
  await expect(planForm.getByLabel("Plan")).toHaveValue("advanced");
  await expect(planForm.getByLabel("Motivo")).toHaveValue("Subirles de plan");
  await shoot(page, "support-edit-refused-nojs");
  await context.close();
});

test("deleting a family keeps the log's lines of what the team gave them, as «Cuenta eliminada» (issue #42) @embedded", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const signing = await browser.newContext();
  const { email, name } = await newFamily(await signing.newPage(), "Familia que se va");
  await signing.close();

  await signInAdmin(page);
  await page.goto(`/admin/users?search=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: `Editar a ${name}` }).click();
  await hydrated(page);
  const reason = `Despedida ${crypto.randomUUID().slice(0, 8)}`;
  const creditsForm = page.getByTestId("support-section").getByTestId("support-credits-form");
  await creditsForm.getByLabel("Páginas públicas").fill("4");
  await creditsForm.getByLabel("Motivo").fill(reason);
  await creditsForm.getByRole("button", { name: "Dar los créditos" }).click();
  await expect(page.getByTestId("toast")).toContainText("Créditos sumados.");

  await page.getByTestId("delete-user").click();
  await page.getByRole("button", { name: "Borrar la cuenta para siempre" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);

  // The line stays: what, until when, by whom and why; for whom, no one any more, and no link to follow.
  await page.goto(`/admin/support?search=${encodeURIComponent(reason)}`);
  const line = page.getByTestId("support-grant");
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId("support-grant-what")).toContainText("+4 páginas públicas");
  await expect(line.getByTestId("support-grant-user")).toHaveText("Cuenta eliminada");
  await expect(line.getByRole("link")).toHaveCount(0);
  await expect(line).not.toContainText(email);
  await expect(line.getByTestId("support-grant-reason")).toContainText(reason);
  await expectAccessible(page);
  await shoot(page, "support-log-deleted-account");
  // The dashboard's card says it alike.
  await page.goto("/admin");
  const card = page.getByTestId("support-card").getByTestId("support-grant").filter({ hasText: reason });
  await expect(card.getByTestId("support-grant-user")).toHaveText("Cuenta eliminada");
});
