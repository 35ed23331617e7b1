import { expect, test } from "@playwright/test";
import { insertPages } from "./fixtures";
import { shoot, signIn, signUpAndVerify, TEST_ADMIN } from "./helpers";
import postgres from "postgres";
import { databaseUrl } from "../helpers/database";
import { E2E } from "./config";

const sql = postgres(databaseUrl(E2E.database), { max: 1, idle_timeout: 5, onnotice: () => {} });

for (const [name, viewport] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1280, height: 800 }]] as const) {
  test(`screens ${name}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const ids = await insertPages(TEST_ADMIN.email, [{ prompt: "León sonriente", favoritedCount: 5 }, { prompt: "Jirafa alta" }, { prompt: "Tortuga feliz" }, { prompt: "Gatito con ovillo" }]);
    await sql`update pages set tags = '{animales}' where id = any(${ids})`;
    await page.goto("/colecciones/animales");
    await shoot(page, `collection-${name}`);
    await page.goto("/colecciones");
    await shoot(page, `collections-index-${name}`);
    await page.goto("/");
    await shoot(page, `landing-${name}`);
    await signUpAndVerify(page);
    await expect(page.getByTestId("daily-page")).toBeVisible();
    await shoot(page, `gallery-${name}`);
    const admin = await browser.newContext({ viewport });
    const ap = await admin.newPage();
    await signIn(ap, TEST_ADMIN.email, TEST_ADMIN.password);
    await expect(ap).toHaveURL(/\/admin/);
    await ap.goto(`/admin/pages/${ids[1]}/edit`);
    await ap.getByRole("button", { name: "Fijar para ese día" }).click();
    await expect(ap.getByTestId("page-pins")).toBeVisible();
    await shoot(ap, `admin-page-edit-${name}`);
    await ap.goto("/admin/pages/daily");
    await shoot(ap, `admin-daily-${name}`);
    await ap.goto("/admin/pages");
    await shoot(ap, `admin-pages-${name}`);
  });
}
