import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import postgres from "postgres";
import sharp from "sharp";
import { databaseUrl } from "../helpers/database";
import { E2E } from "./config";
import { hydrated, insertPages, newFamily } from "./fixtures";
import { expectAccessible, shoot, signIn, TEST_ADMIN } from "./helpers";

const sql = postgres(databaseUrl(E2E.database), { max: 1, idle_timeout: 5, onnotice: () => {} });
test.afterAll(() => sql.end({ timeout: 5 }));

const word = () => `tok${crypto.randomUUID().slice(0, 6)}`;

const PASSED = { inkShare: 0.081, tinyRegionShare: 0.04, blobShare: 0, usableRegions: 24, passed: true, problems: [] };
const FAILED = {
  inkShare: 0.42,
  tinyRegionShare: 0.62,
  blobShare: 0.093,
  usableRegions: 5,
  passed: false,
  problems: ["regions.problem.tooMuchInk", "regions.problem.blobs", "regions.problem.tinyRegions"],
};

test("admins see each page's fillability check, also on cards brought by 'Load more'", async ({ page, browser }) => {
  const owner = await browser.newPage();
  const { email } = await newFamily(owner, "Fina");
  await owner.close();
  const tag = word();
  // 14 pages, newest first: a failing one, a passing one, one without a map, then passing ones.
  const ids = await insertPages(
    email,
    Array.from({ length: 14 }, (_, i) => ({ prompt: `${tag} página ${i + 1}`, minutesAgo: i })),
  );
  const checks = ids.map((_, i) => (i === 0 ? FAILED : i === 2 ? null : PASSED));
  for (const [i, id] of ids.entries()) {
    const fillability = checks[i];
    if (!fillability) continue;
    await sql`update pages set region_map = '/files/pages/0/map.png', region_count = ${fillability.usableRegions + 2},
      fillability = ${sql.json(fillability)} where id = ${id}`;
  }

  await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/pages?search=${tag}`);
  await hydrated(page);
  const card = (id: number) => page.locator(`[data-page-id="${id}"]`);

  const failed = card(ids[0]).getByRole("region", { name: "Comprobación de relleno" });
  await expect(failed).toContainText("Difícil de rellenar");
  await expect(failed.getByRole("listitem")).toHaveText([
    "Tiene demasiado negro y poco espacio para colorear",
    "Tiene manchas negras grandes",
    "La mayoría de sus zonas son demasiado pequeñas",
  ]);
  await expect(failed).toContainText("Zonas7");
  await expect(failed).toContainText("Tinta42 %");
  await expect(failed).toContainText("Manchas negras9,3 %");

  const passed = card(ids[1]).getByRole("region", { name: "Comprobación de relleno" });
  await expect(passed).toContainText("Rellenable");
  await expect(passed.getByRole("listitem")).toHaveCount(0);
  await expect(passed).toContainText("Zonas coloreables24");
  await expect(card(ids[2]).getByTestId("fillability")).toHaveText("Sin mapa de zonas");

  await expectAccessible(page);
  await shoot(page, "admin-pages-fillability");
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, "admin-pages-fillability-phone");
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByTestId("load-more").click();
  await expect(page.getByTestId("page-card")).toHaveCount(14);
  await expect(card(ids[13]).getByTestId("fillability")).toContainText("Rellenable");
});

test("an upload that is hard to fill is created, and the user is told why", async ({ page }) => {
  await newFamily(page, "Olga");
  await page.goto("/pages/create/upload");
  await hydrated(page);
  // Waves: ink, but no closed area to fill.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#fff"/>
    <path d="M40 150 Q150 60 300 150 T560 150 M40 400 Q150 310 300 400 T560 400" fill="none" stroke="#000" stroke-width="10"/></svg>`;
  await page.setInputFiles("#file", { name: "olas.png", mimeType: "image/png", buffer: await sharp(Buffer.from(svg)).png().toBuffer() });
  await page.getByRole("button", { name: "Crear página" }).filter({ visible: true }).last().click();
  await expect(page).toHaveURL(/\/pages\/\d+\/color$/);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Hemos creado tu página, pero puede costar rellenarla con el bote de pintura");
  await expect(toast).toContainText("pintura: casi no tiene zonas cerradas para rellenar.");
  await shoot(page, "upload-hard-to-fill");
});
