import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import postgres from "postgres";
import { dayOf } from "../../app/lib/daily-page";
import { databaseUrl } from "../helpers/database";
import { E2E } from "./config";
import { hydrated, insertPages, newFamily } from "./fixtures";
import { collectErrors, expectAccessible, isSameDocument, markDocument, TEST_ADMIN } from "./helpers";

const sql = postgres(databaseUrl(E2E.database), { max: 1, idle_timeout: 5, onnotice: () => {} });

test.describe("collections and the page of the day", () => {
  test("a collection signed out, and the page of the day first on the landing and the gallery @phone", async ({ page }) => {
    const word = `zoo${crypto.randomBytes(4).toString("hex")}`;
    const [lion, giraffe, car] = await insertPages(TEST_ADMIN.email, [{ prompt: `León ${word}` }, { prompt: `Jirafa ${word}` }, { prompt: `Coche ${word}` }]);
    await sql`update pages set tags = '{animales}' where id in (${lion}, ${giraffe})`;
    await sql`update pages set tags = '{vehiculos}' where id = ${car}`;

    // Signed out: the collection's own page, its cards, nothing else's.
    await page.goto(`/colecciones/animales?search=${word}`);
    await expect(page).toHaveTitle(/^Animales: dibujos para colorear/);
    await expect(page.getByRole("heading", { level: 1, name: "Animales" })).toBeVisible();
    const cards = page.getByTestId("collection-pages").getByTestId("page-card");
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: `León ${word}` })).toBeVisible();
    await expect(page.getByRole("link", { name: "Crear cuenta gratis" })).toBeVisible();
    await expectAccessible(page);

    // The page of the day is chosen by the first request of the day, the same for everyone.
    await page.goto("/");
    const onLanding = await page.getByTestId("daily-page").getAttribute("data-page-id");
    const [today] = await sql<{ page_id: number }[]>`select page_id from daily_pages where day = ${dayOf(new Date())}`;
    expect(Number(onLanding)).toBe(today.page_id);

    // Signed in, it comes first on the gallery, above the search and the cards; the chips lead to the collections.
    const errors = collectErrors(page);
    await newFamily(page, "Marta", { open: "/pages/public" });
    await hydrated(page);
    // Its markup, the side's and the cards' are kept by the server: the browser takes them as its own.
    expect(errors).toEqual([]);
    const daily = page.getByTestId("daily-page");
    await expect(daily).toHaveAttribute("data-page-id", String(today.page_id));
    const above = await daily.evaluate((node) => {
      const search = document.getElementById("gallery-search");
      return Boolean(search && node.compareDocumentPosition(search) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(above).toBe(true);
    await expectAccessible(page);
    await page.getByTestId("collection-chips").getByRole("link", { name: "Todas las colecciones" }).click();
    await expect(page).toHaveURL(/\/colecciones$/);
    await expect(page.getByRole("heading", { level: 1, name: "Colecciones" })).toBeVisible();
    // Back on the gallery, its link opens the page in the same document.
    await page.goBack();
    await hydrated(page);
    await markDocument(page);
    await page.getByTestId("daily-page-link").click();
    await expect(page).toHaveURL(new RegExp(`/pages/${today.page_id}/color$`));
    expect(await isSameDocument(page)).toBe(true);
  });
});
