import crypto from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import postgres from "postgres";
import { databaseUrl } from "../helpers/database";
import { E2E } from "./config";
import { hydrated, insertPages } from "./fixtures";
import { adminOn, expectAccessible, shoot, signInAdmin } from "./helpers";

// The e2e database is shared by tests running in parallel: /checkout tests expect the seeded
// prices, so these tests only edit the description of 'advanced', and put it back.
// Not ended in an afterAll: with fullyParallel a worker may run hooks between tests of this file.
const sql = postgres(databaseUrl(E2E.database), { max: 2, idle_timeout: 5, onnotice: () => {} });

const word = (prefix: string) => `${prefix}${crypto.randomUUID().slice(0, 8)}`;

async function advanced() {
  const [row] = await sql`select id, title, description, price::float as price from plans where name = 'advanced'`;
  return row as { id: number; title: string; description: string; price: number };
}

/** A user (straight into the tables) with `count` subscriptions, the oldest one cancelled. */
async function insertSubscriber(email: string, count: number) {
  const [plan] = await sql`select id from plans where name = 'starter'`;
  const [user] = await sql`
    insert into users (name, email, plan_id, email_verified_at, stripe_id)
    values ('Suscriptora', ${email}, ${plan.id}, now(), ${`cus_${crypto.randomUUID().slice(0, 12)}`}) returning id`;
  for (let i = 0; i < count; i++) {
    const canceled = i === 0;
    await sql`
      insert into subscriptions (user_id, plan_id, stripe_subscription_id, price, created_at, canceled_at, expire_at)
      values (${user.id}, ${plan.id}, ${`sub_${crypto.randomUUID()}`}, 4.49, now() - make_interval(days => ${count - i}),
              ${canceled ? sql`now()` : null}, now() + interval '30 days')`;
  }
  return user.id as number;
}

/** `count` coloured pages of pages titled `${title} n`, coloured by the user with `email`. */
/** An admin list searched for `tag` and shown whole: its first page, then 'Load more' brings the last item and goes. */
async function searchAndLoadMore(page: Page, list: { path: string; search: string; tag: string; item: string; first: number }) {
  await page.goto(list.path);
  await page.getByLabel(list.search).fill(list.tag);
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page.getByTestId(list.item)).toHaveCount(list.first);
  await page.getByTestId("load-more").click();
  await expect(page.getByTestId(list.item)).toHaveCount(list.first + 1);
  await expect(page.getByTestId("load-more")).toHaveCount(0);
}

async function insertColoreds(email: string, title: string, count: number) {
  const ids = await insertPages(
    email,
    Array.from({ length: count }, (_, i) => ({ prompt: `${title} ${i + 1}`, minutesAgo: count - i })),
  );
  const [user] = await sql`select id from users where email = ${email}`;
  for (const [i, id] of ids.entries()) {
    await sql`
      insert into coloreds (user_id, page_id, photo, preview, thumbnail, created_at, updated_at)
      select ${user.id}, id, illustration, illustration, illustration, now() - make_interval(mins => ${count - i}), now() - make_interval(mins => ${count - i})
      from pages where id = ${id}`;
  }
}

test.describe.serial("admin plans", () => {
  test("edit a plan without JavaScript: the form, the toast, the card", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const original = await advanced();
    const description = `Descripción sin JavaScript ${word("d")}`;
    try {
      await signInAdmin(page);
      await page.goto("/admin/plans");
      await expect(page.getByRole("heading", { name: "Planes", level: 1 })).toBeVisible();
      const card = page.getByTestId("admin-plan-advanced");
      await expect(card.getByTestId("plan-price")).toContainText("7,99");
      await expect(card.getByTestId("plan-original-price")).toContainText("9,99");
      await expect(card.getByTestId("plan-kind")).toHaveText("De pago");
      // What Stripe will charge, asked now: the same as the card shows.
      await expect(card.getByTestId("plan-stripe")).toContainText("Stripe cobra 7,99 € al mes, lo mismo que muestra el plan.");
      // No word is broken mid-word ("com prar"): only the price id itself may wrap anywhere.
      const breaking = await page.evaluate(
        () =>
          [...document.querySelectorAll("main *")].filter(
            (el) => getComputedStyle(el).wordBreak === "break-all" || (getComputedStyle(el).overflowWrap === "anywhere" && el.tagName !== "CODE"),
          ).length,
      );
      expect(breaking).toBe(0);
      await expect(page.getByTestId("admin-plan-free").getByTestId("plan-kind")).toHaveText("Gratuito");
      await card.getByRole("link", { name: "Editar el plan Avanzado" }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/plans/${original.id}/edit$`));
      await expect(page.getByLabel("Precio (EUR al mes)")).toHaveValue("9.99");
      await expect(page.getByLabel("ID de precio de Stripe")).toHaveValue("price_advanced");
      await page.getByLabel("Descripción").fill(description);
      await page.getByRole("button", { name: "Actualizar plan" }).click();
      await expect(page).toHaveURL(/\/admin\/plans$/);
      await expect(page.getByTestId("toast")).toContainText("El plan se ha actualizado");
      await expect(card.getByTestId("plan-description")).toHaveText(description);
      await expect(card.getByTestId("plan-price")).toContainText("7,99");

      // The free plan's form has no price and no Stripe price ID.
      await page.goto("/admin/plans");
      await page.getByTestId("admin-plan-free").getByTestId("plan-edit").click();
      await expect(page.getByLabel("Título")).toBeVisible();
      await expect(page.getByLabel("Precio (EUR al mes)")).toHaveCount(0);
      await expect(page.getByLabel("ID de precio de Stripe")).toHaveCount(0);

      // A malformed id is the not-found page (issue #27); a plan that is not there goes back to the list.
      const malformed = await page.goto("/admin/plans/abc/edit");
      expect(malformed?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
      await page.goto("/admin/plans/2000000000/edit");
      await expect(page).toHaveURL(/\/admin\/plans$/);
    } finally {
      await sql`update plans set description = ${original.description} where id = ${original.id}`;
      await context.close();
    }
  });

  test("edit a plan with JavaScript, server field errors included", async ({ page }) => {
    const original = await advanced();
    const description = `Descripción con JavaScript ${word("d")}`;
    try {
      await adminOn(page, "/admin/plans");
      await expectAccessible(page);
      await shoot(page, "admin-plans");
      await page.getByTestId("admin-plan-advanced").getByTestId("plan-edit").click();
      await expect(page).toHaveURL(new RegExp(`/admin/plans/${original.id}/edit$`));
      await hydrated(page);
      await expectAccessible(page);
      await shoot(page, "admin-plan-edit");

      // A bad Stripe price ID comes back as a field error, nothing saved.
      await page.getByLabel("ID de precio de Stripe").fill("prod_123");
      await page.getByRole("button", { name: "Actualizar plan" }).click();
      await expect(page.getByText("Escribe un ID de precio de Stripe válido")).toBeVisible();
      await expect(page.getByLabel("ID de precio de Stripe")).toHaveAttribute("aria-invalid", "true");
      await expectAccessible(page);

      // A Stripe price that charges something else than the plan shows is refused on its field.
      const wrong = word("price_e2e_");
      const added = await fetch(`http://127.0.0.1:${E2E.stripePort}/_stand-in/prices`, {
        method: "POST",
        body: JSON.stringify({ id: wrong, unitAmount: 999, name: "Sin descuento" }),
      });
      expect(added.status).toBe(200);
      await page.getByLabel("ID de precio de Stripe").fill(wrong);
      await page.getByRole("button", { name: "Actualizar plan" }).click();
      await expect(page.getByText("Ese precio de Stripe no cobra lo que muestra el plan")).toBeVisible();
      await expect(page.getByLabel("ID de precio de Stripe")).toHaveValue(wrong);
      await shoot(page, "admin-plan-price-mismatch");
      expect((await sql`select stripe_price_id from plans where name = 'advanced'`)[0].stripe_price_id).toBe("price_advanced");
      await page.getByLabel("ID de precio de Stripe").fill("price_advanced");

      await page.getByLabel("Descripción").fill(description);
      await page.getByRole("button", { name: "Actualizar plan" }).click();
      await expect(page).toHaveURL(/\/admin\/plans$/);
      await expect(page.getByTestId("toast")).toContainText("El plan se ha actualizado");
      await expect(page.getByTestId("admin-plan-advanced").getByTestId("plan-description")).toHaveText(description);
      const saved = await advanced();
      expect(saved.price).toBe(9.99);
    } finally {
      await sql`update plans set description = ${original.description} where id = ${original.id}`;
    }
  });
});

test.describe("admin lists", () => {
  test("subscriptions: search, status badges, load more, empty state (with JavaScript)", async ({ page }) => {
    const tag = word("subs");
    await insertSubscriber(`${tag}@colorea.test`, 22);
    await adminOn(page, "/admin/subscriptions");
    await page.getByLabel("Buscar suscripciones").fill(tag);
    await expect(page).toHaveURL(new RegExp(`search=${tag}`));
    const rows = page.getByTestId("subscription-row");
    await expect(rows).toHaveCount(20);
    await expect(rows.first().getByTestId("subscription-status")).toHaveText("Activa");
    await expect(rows.first()).toContainText(`${tag}@colorea.test`);
    await expect(rows.first().getByTestId("subscription-plan")).toHaveText("Inicial");
    await expect(rows.first().getByTestId("subscription-price")).toContainText("4,49");
    await expectAccessible(page);
    await shoot(page, "admin-subscriptions");
    await page.getByTestId("load-more").click();
    await expect(rows).toHaveCount(22);
    await expect(page.getByTestId("load-more")).toHaveCount(0);
    await expect(rows.last().getByTestId("subscription-status")).toHaveText("Cancelada");

    await page.getByLabel("Buscar suscripciones").fill(`${tag}-nadie`);
    await expect(page.getByTestId("subscriptions-empty")).toContainText("No hay suscripciones que coincidan");
  });

  test("subscriptions and coloured pages load more without JavaScript", async ({ browser }) => {
    const tag = word("nojs");
    const email = `${tag}@colorea.test`;
    await insertSubscriber(email, 21);
    await insertColoreds(email, `${tag} dibujo`, 13);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInAdmin(page);

    await searchAndLoadMore(page, { path: "/admin/subscriptions", search: "Buscar suscripciones", tag, item: "subscription-row", first: 20 });
    await searchAndLoadMore(page, { path: "/admin/pages/colored", search: "Buscar páginas coloreadas", tag, item: "colored-card", first: 12 });
    await context.close();
  });

  test("coloured pages: previews with title, colourist and date; search by e-mail; load more", async ({ page }) => {
    const tag = word("col");
    const email = `${tag}@colorea.test`;
    await insertSubscriber(email, 0);
    await insertColoreds(email, `${tag} mandala`, 13);
    await adminOn(page, "/admin/pages/colored");
    await page.getByLabel("Buscar páginas coloreadas").fill(email);
    await expect(page).toHaveURL(/search=/);
    const cards = page.getByTestId("colored-card");
    await expect(cards).toHaveCount(12);
    await expect(cards.first()).toContainText(`${tag} mandala 13`);
    await expect(cards.first()).toContainText("Coloreada por Suscriptora");
    await expect(cards.first()).toContainText(email);
    await expect(cards.first()).toContainText("Guardada el");
    await expect(cards.first().locator("img")).toHaveJSProperty("complete", true);
    await expectAccessible(page);
    await shoot(page, "admin-colored");
    await page.getByTestId("load-more").click();
    await expect(cards).toHaveCount(13);
    const titles = await cards.locator("h2").allTextContents();
    expect(new Set(titles).size).toBe(13);

    await page.getByLabel("Buscar páginas coloreadas").fill(`${tag}-ninguna`);
    await expect(page.getByTestId("colored-empty")).toContainText("No hay páginas coloreadas que coincidan");
    await shoot(page, "admin-colored-empty");
  });
});
