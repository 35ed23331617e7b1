import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import postgres from "postgres";
import { databaseUrl } from "../helpers/database";
import { E2E } from "./config";
import { hydrated } from "./fixtures";
import { adminOn, expectAccessible, shoot, signInAdmin } from "./helpers";

// Not ended in afterAll: with fully parallel tests a worker may run more of this file afterwards.
const sql = postgres(databaseUrl(E2E.database), { max: 1, idle_timeout: 5, onnotice: () => {} });

test.use({ trace: "off" });
// These tests write the same `website` setting: one at a time, each putting it back.
test.describe.configure({ mode: "serial" });

/** Runs `body` and puts the stored website setting back as it was, whatever happens. */
async function keepingWebsite(body: () => Promise<void>) {
  const rows = await sql<{ value: string }[]>`select value from settings where name = 'website'`;
  try {
    await body();
  } finally {
    if (rows.length > 0) await sql`update settings set value = ${rows[0].value} where name = 'website'`;
    else await sql`delete from settings where name = 'website'`;
  }
}

async function storedWebsite() {
  const [row] = await sql<{ value: string }[]>`select value from settings where name = 'website'`;
  return JSON.parse(row.value) as {
    landing: { faqs: { heading: string; faqs: { question: string; answer: string }[] } };
    terms: { content: { type: string; children: { text: string; bold?: boolean }[] }[] };
  };
}

const word = () => crypto.randomUUID().slice(0, 8);

test.describe("website editors without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("edits the FAQ heading, adds a question and removes it", async ({ page }) => {
    await keepingWebsite(async () => {
      await signInAdmin(page);
      await page.goto("/admin/website");
      await page.getByRole("link", { name: "Editar: Preguntas frecuentes" }).click();
      await expect(page.getByRole("heading", { name: "Editar: Preguntas frecuentes" })).toBeVisible();
      const list = page.getByTestId("list-faqs");
      const existing = await list.getByTestId("list-row").count();
      await expect(list.getByTestId("list-spare")).toHaveCount(1);

      // "Add another" re-renders the form with one more empty row and keeps what was typed.
      const heading = `Preguntas ${word()}`;
      await page.getByLabel("Título", { exact: true }).fill(heading);
      await page.getByRole("button", { name: "Añadir otro (Pregunta)" }).click();
      await expect(list.getByTestId("list-spare")).toHaveCount(2);
      await expect(page.getByLabel("Título", { exact: true })).toHaveValue(heading);

      const question = `¿Pregunta ${word()}?`;
      const spare = list.getByTestId("list-spare").first();
      await spare.getByLabel("Pregunta").fill(question);
      await spare.getByLabel("Respuesta").fill("Una respuesta de prueba.");
      await page.getByRole("button", { name: "Guardar cambios" }).click();
      await expect(page.getByText("Cambios guardados.")).toBeVisible();
      await expect(list.getByTestId("list-row")).toHaveCount(existing + 1);
      let stored = await storedWebsite();
      expect(stored.landing.faqs.heading).toBe(heading);
      expect(stored.landing.faqs.faqs.at(-1)).toEqual(expect.objectContaining({ question, answer: "Una respuesta de prueba." }));

      // Remove it again.
      await list.getByTestId("list-row").last().getByRole("checkbox").check();
      await page.getByRole("button", { name: "Guardar cambios" }).click();
      await expect(page.getByText("Cambios guardados.")).toBeVisible();
      await expect(list.getByTestId("list-row")).toHaveCount(existing);
      stored = await storedWebsite();
      expect(stored.landing.faqs.faqs.map((faq) => faq.question)).not.toContain(question);
      await shoot(page, "admin-website-faqs-no-js");
    });
  });

  test("edits the terms in the plain textarea", async ({ page }) => {
    await keepingWebsite(async () => {
      await signInAdmin(page);
      await page.goto("/admin/website/terms");
      const title = `Condiciones ${word()}`;
      await page.getByLabel("Contenido").fill(`## ${title}\n\nPrimer párrafo.\n\nSegundo párrafo.`);
      await page.getByRole("button", { name: "Guardar cambios" }).click();
      await expect(page.getByText("Cambios guardados.")).toBeVisible();
      await expect(page.getByLabel("Contenido")).toHaveValue(`## ${title}\n\nPrimer párrafo.\n\nSegundo párrafo.`);
      const stored = await storedWebsite();
      expect(stored.terms.content).toEqual([
        { type: "heading-two", children: [{ text: title }] },
        { type: "paragraph", children: [{ text: "Primer párrafo." }] },
        { type: "paragraph", children: [{ text: "Segundo párrafo." }] },
      ]);
      await shoot(page, "admin-website-terms-no-js");
    });
  });
});

test.describe("website editors with JavaScript", () => {
  test("index and a section editor are accessible", async ({ page }) => {
    await adminOn(page, "/admin/website");
    await expect(page.getByRole("heading", { name: "Sitio web" })).toBeVisible();
    for (const slug of [
      "home",
      "how-it-works",
      "features",
      "testimonial",
      "metrics",
      "pricing",
      "faqs",
      "call-to-action",
      "contact",
      "footer",
      "terms",
      "privacy",
    ]) {
      await expect(page.getByTestId(`website-section-${slug}`)).toBeVisible();
    }
    await expectAccessible(page);
    await shoot(page, "admin-website-index");
    await page.goto("/admin/website/home");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Editar: Inicio" })).toBeVisible();
    await expect(page.getByLabel("Enlace de Debian")).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "admin-website-home");
  });

  test("edits the terms with the rich-text editor", async ({ page }) => {
    await keepingWebsite(async () => {
      await adminOn(page, "/admin/website/terms");
      const editor = page.getByTestId("rich-text-editor");
      await expect(editor).toBeVisible();
      await expect(page.getByRole("toolbar", { name: "Formato del texto" })).toBeVisible();
      const text = `Texto en negrita ${word()}`;
      await editor.click();
      await page.keyboard.press("Control+End");
      await page.keyboard.press("Enter");
      // Bold on, then the text: the new paragraph is typed in bold.
      await page.getByRole("button", { name: "Negrita" }).click();
      await expect(page.getByRole("button", { name: "Negrita" })).toHaveAttribute("aria-pressed", "true");
      await page.keyboard.type(text);
      await expect(editor.locator("strong", { hasText: text })).toBeVisible();
      await expectAccessible(page);
      await shoot(page, "admin-website-terms");
      await page.getByRole("button", { name: "Guardar cambios" }).click();
      await expect(page.getByText("Cambios guardados.")).toBeVisible();
      const stored = await storedWebsite();
      const leaves = stored.terms.content.flatMap((block) => block.children);
      expect(leaves).toContainEqual(expect.objectContaining({ text, bold: true }));
    });
  });
});
