import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import postgres from "postgres";
import { databaseUrl } from "../helpers/database";
import { E2E } from "./config";
import { hydrated } from "./fixtures";
import { adminOn, expectAccessible, shoot, signInAdmin } from "./helpers";

// Not ended in afterAll: with fully parallel tests a worker may run more of this file afterwards.
const sql = postgres(databaseUrl(E2E.database), { max: 1, idle_timeout: 5, onnotice: () => {} });

// Traces off: parallel runs of other specs share the results folder.
test.use({ trace: "off" });

const CHARTS = ["users", "pages", "coloreds", "subscriptions"] as const;

test.describe("admin dashboard", () => {
  test("draws the four monthly charts with JavaScript, at 16:9 and at least 240×135", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAdmin(page);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Rendimiento mensual" })).toBeVisible();
    for (const name of CHARTS) {
      const chart = page.getByTestId(`chart-${name}`);
      await expect(chart.locator("svg path").first()).toBeAttached();
      // Month names on the x axis: the current month is the last tick.
      await expect(chart.locator("svg text").first()).toBeAttached();
      const box = await chart.getByTestId("chart-canvas").boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(240);
      expect(box!.height).toBeGreaterThanOrEqual(135);
      expect(Math.abs(box!.width / box!.height - 16 / 9)).toBeLessThan(0.02);
    }
    await expect(page.getByTestId("chart-skeleton")).toHaveCount(0);
    // Four columns on large screens.
    const tops = await Promise.all(CHARTS.map(async (name) => (await page.getByTestId(`chart-${name}`).boundingBox())!.y));
    expect(new Set(tops.map(Math.round)).size).toBe(1);
    await expectAccessible(page);
    await shoot(page, "admin-dashboard-charts");
  });

  test("on a 1366 px laptop, two by two and none clipped", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInAdmin(page);
    await hydrated(page);
    const main = (await page.locator("main").boundingBox())!;
    const boxes = await Promise.all(CHARTS.map(async (name) => (await page.getByTestId(`chart-${name}`).boundingBox())!));
    expect(Math.round(boxes[0].y)).toBe(Math.round(boxes[1].y));
    expect(boxes[2].y).toBeGreaterThan(boxes[0].y);
    for (const [i, box] of boxes.entries()) {
      expect(box.x, CHARTS[i]).toBeGreaterThanOrEqual(main.x);
      expect(box.x + box.width, CHARTS[i]).toBeLessThanOrEqual(main.x + main.width);
      const canvas = (await page.getByTestId(`chart-${CHARTS[i]}`).getByTestId("chart-canvas").boundingBox())!;
      expect(canvas.width).toBeGreaterThanOrEqual(240);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    await shoot(page, "admin-dashboard-charts-1366");
  });

  test("two columns on medium screens", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 1000 });
    await signInAdmin(page);
    await hydrated(page);
    const boxes = await Promise.all(CHARTS.map(async (name) => (await page.getByTestId(`chart-${name}`).boundingBox())!));
    expect(Math.round(boxes[0].y)).toBe(Math.round(boxes[1].y));
    expect(boxes[2].y).toBeGreaterThan(boxes[0].y);
    await shoot(page, "admin-dashboard-charts-md");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("shows same-size placeholders and the numbers in tables", async ({ page }) => {
      await signInAdmin(page);
      await expect(page.getByTestId("chart-skeleton")).toHaveCount(4);
      for (const name of CHARTS) {
        const chart = page.getByTestId(`chart-${name}`);
        await expect(chart.locator("svg path")).toHaveCount(0);
        await chart.getByText("Ver los números").click();
        const table = page.getByTestId(`chart-table-${name}`);
        await expect(table.locator("tbody tr")).toHaveCount(12);
        await expect(table.locator("tbody td").first()).toHaveText(/^\d+$/);
      }
      // The admin signed in today (seeded this run): this month's users are at least 1.
      await expect(page.getByTestId("chart-table-users").locator("tbody tr").last().locator("td")).not.toHaveText("0");
      // (axe needs JavaScript in the page: the same markup is checked in the test above.)
      await shoot(page, "admin-dashboard-no-js");
    });
  });
});

test.describe("admin account and app settings", () => {
  test("shows the status list, the account panel and the settings form", async ({ page }) => {
    await adminOn(page, "/admin/account");
    await expect(page.getByRole("heading", { name: "Cuenta y configuración" })).toBeVisible();
    // The e2e server has every key in its environment and prices on its paid plans.
    for (const item of ["openaiApi", "stripeApi", "stripeWebhook", "plans"]) {
      await expect(page.getByTestId(`status-${item}`)).toHaveAttribute("data-configured", "true");
      await expect(page.getByTestId(`status-${item}`)).toContainText("Configurado");
    }
    await expect(page.getByRole("heading", { name: "Cuenta de administrador" })).toBeVisible();
    for (const label of ["Clave de la API de OpenAI", "Clave secreta de Stripe", "Secreto del webhook de Stripe"]) {
      const input = page.getByLabel(label);
      await expect(input).toHaveAttribute("type", "password");
      await expect(input).toHaveValue("");
    }
    await expectAccessible(page);
    await shoot(page, "admin-account");
  });

  test("shows the error and no success message when a field is invalid", async ({ page }) => {
    await adminOn(page, "/admin/account");
    const original = await page.getByLabel("Eslogan").inputValue();
    await page.getByLabel("Clave secreta de Stripe").fill("no vale con espacios");
    await page.getByRole("button", { name: "Guardar configuración" }).click();
    await expect(page.getByRole("alert")).toContainText("No se pudo guardar la configuración");
    await expect(page.getByText("La clave no es válida")).toBeVisible();
    await expect(page.getByTestId("toast")).toHaveCount(0);
    await expect(page.getByLabel("Eslogan")).toHaveValue(original);
    await expect(page.getByLabel("Clave secreta de Stripe")).toHaveValue("");
    await expectAccessible(page);
    await shoot(page, "admin-account-error");
  });

  test("sets the limits per person: a wrong number is said on its field, right ones are saved", async ({ page }) => {
    await signInAdmin(page);
    await page.goto("/admin/account");
    const limits = page.getByTestId("limits-form");
    await expect(limits.getByRole("heading", { name: "Límites por persona" })).toBeVisible();
    const ideas = limits.getByRole("group", { name: "Ideas («Dame una idea»)" });
    const perMinute = ideas.getByLabel("Por minuto");
    const before = await perMinute.inputValue();
    await expectAccessible(page);
    await shoot(page, "admin-limits");
    // The browser refuses a negative number before sending; the server says it too when it gets one.
    await perMinute.evaluate((input: HTMLInputElement) => input.removeAttribute("min"));
    await perMinute.fill("-3");
    await limits.getByRole("button", { name: "Guardar límites" }).click();
    await expect(limits.getByText("Escribe un número entero, 0 o más.")).toBeVisible();
    await expect(perMinute).toHaveValue("-3");
    await expect(perMinute).toHaveAttribute("aria-invalid", "true");
    await shoot(page, "admin-limits-error");
    try {
      await perMinute.fill("9");
      await limits.getByRole("button", { name: "Guardar límites" }).click();
      await expect(page.getByTestId("toast")).toContainText("Se han actualizado los límites");
      await expect(page.getByTestId("limits-form").getByRole("group", { name: "Ideas («Dame una idea»)" }).getByLabel("Por minuto")).toHaveValue("9");
    } finally {
      await sql`delete from settings where name = 'limits'`;
    }
    expect(before).toBe("6");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("saves a key (never shown back) and the tagline, and the title follows", async ({ page }) => {
      await signInAdmin(page);
      await page.goto("/admin/account");
      const appName = await page.getByLabel("Nombre de la aplicación").inputValue();
      const original = await page.getByLabel("Eslogan").inputValue();

      // A fake AI key: stored encrypted; the environment's key still wins, so it stays configured.
      const key = `sk-e2e-${crypto.randomUUID()}`;
      await page.getByLabel("Clave de la API de OpenAI").fill(key);
      await page.getByRole("button", { name: "Guardar configuración" }).click();
      await expect(page).toHaveURL(/\/admin\/account$/);
      await expect(page.getByTestId("toast")).toContainText("Se ha actualizado la configuración de la aplicación");
      await expect(page.getByTestId("status-openaiApi")).toHaveAttribute("data-configured", "true");
      await expect(page.getByLabel("Clave de la API de OpenAI")).toHaveValue("");
      expect(await page.content()).not.toContain(key);
      const [row] = await sql`select value, encrypted from settings where name = 'openai_key'`;
      expect(row.encrypted).toBe(true);
      expect(row.value).not.toContain(key);
      await shoot(page, "admin-account-saved-no-js");

      // The tagline: changed and put back at once (other tests read the default title).
      const tagline = `Prueba ${crypto.randomUUID().slice(0, 6)}`;
      try {
        await page.getByLabel("Eslogan").fill(tagline);
        await page.getByRole("button", { name: "Guardar configuración" }).click();
        await expect(page).toHaveTitle(`${appName} - ${tagline}`);
        await expect(page.getByTestId("toast")).toContainText("Se ha actualizado la configuración de la aplicación");
      } finally {
        await sql`update settings set value = ${original} where name = 'tagline'`;
      }
      // Put back behind the app's back: each server hears of it (a Postgres notice) a moment later.
      await expect
        .poll(async () => {
          await page.reload();
          return page.title();
        })
        .toBe(`${appName} - ${original}`);
    });
  });
});
