import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { translate } from "~/i18n";
import { formState } from "~/lib/forms";
import * as sectionRoute from "~/routes/admin+/website.$section";
import { isAppError } from "~/lib/errors";
import { renderRichText, safeHref } from "~/services/rich-text.server";
import { getObject, keyFromUrl } from "~/services/storage/backends.server";
import { AI_COPY, defaultWebsite } from "~/lib/website/defaults";
import { getWebsite, saveWebsiteSection, updateLegalPage, updateWebsiteSection } from "~/services/website/admin.server";
import { readPublicSettings } from "~/services/website/public.server";
import type { LandingSectionName } from "~/lib/website/schema";
import { draftFromForm, legalPageFormSchema, richTextToText, sectionImageFiles, textToRichText } from "~/routes/admin+/__website-form.server";
import { setEnv } from "../helpers/env";
import { putBackSettingsAndPlans } from "../helpers/shared-rows";
import { removeStoredOpenAiKey } from "../helpers/openai";
import { linePng, makeAdmin, sessionCookieFor, type TestUser } from "../helpers/pages";

let admin: TestUser;
const shared = putBackSettingsAndPlans();

beforeAll(async () => {
  admin = await makeAdmin();
});

const formOf = (entries: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
};

/** What the section editor's action does with a submitted form. */
const saveSectionForm = async (section: LandingSectionName, form: FormData, userId: number) =>
  saveWebsiteSection(section, draftFromForm(section, form), await sectionImageFiles(section, form), userId);

describe("updateWebsiteSection", () => {
  it("validates the section, merges it and keeps the other sections", async () => {
    const before = await getWebsite();
    const pricing = { visibility: false, heading: "Precios claros", subheading: "Sin sorpresas" };
    const website = await updateWebsiteSection("pricing", pricing);
    expect(website.landing.pricing).toEqual(pricing);
    const after = await getWebsite();
    expect(after.landing.pricing).toEqual(pricing);
    expect(after.landing.faqs).toEqual(before.landing.faqs);
    expect(after.terms).toEqual(before.terms);
  });

  it("refuses an invalid section and changes nothing", async () => {
    const before = await getWebsite();
    const error = await updateWebsiteSection("features", {
      ...before.landing.features,
      features: [{ id: "x", icon: "bomb", title: "", description: "" }],
    }).catch((e: unknown) => e);
    expect(isAppError(error)).toBe(true);
    if (isAppError(error)) expect(error.fields).toHaveProperty("features.0.icon");
    expect(await getWebsite()).toEqual(before);
  });
});

describe("the public pages' website (parsed once while the setting is the same)", () => {
  it("shares one frozen website between visits, and shows an admin's save on the next one", async () => {
    const first = await readPublicSettings();
    const again = await readPublicSettings();
    expect(again.website).toBe(first.website);
    expect(Object.isFrozen(first.website.landing.faqs.faqs)).toBe(true);
    expect(() => {
      (first.website.landing.pricing as { heading: string }).heading = "changed by a visit";
    }).toThrow(TypeError);

    const pricing = { ...first.website.landing.pricing, heading: `Precios ${Date.now()}` };
    await updateWebsiteSection("pricing", pricing);
    const saved = await readPublicSettings();
    expect(saved.website).not.toBe(first.website);
    expect(saved.website.landing.pricing.heading).toBe(pricing.heading);
    // The admin's editor gets its own copy to change.
    const editable = await getWebsite();
    editable.landing.pricing.heading = "in the editor";
    expect((await readPublicSettings()).website.landing.pricing.heading).toBe(pricing.heading);
  });
});

describe("what the landing promises follows what this installation can do (issue #28)", () => {
  it("without an OpenAI key it promises no AI, on the landing and in the admin's editor; an admin's own words stay; with a key, the AI copy is back", async () => {
    await removeStoredOpenAiKey();
    const restore = setEnv({ OPENAI_API_KEY: undefined });
    try {
      const mine = `Colorea en nuestra escuela ${Date.now()}`;
      // From the installation's own words for the first section and features, whatever a test file
      // before this one (on this worker's database) saved there.
      await updateWebsiteSection("home", defaultWebsite.landing.home);
      await updateWebsiteSection("features", defaultWebsite.landing.features);
      const before = await getWebsite();
      await updateWebsiteSection("callToAction", { ...before.landing.callToAction, heading: mine });
      const plain = (await readPublicSettings()).website;
      expect(plain.landing.home.heading).toBe(AI_COPY.heading.withoutAi);
      expect(plain.landing.features.features[0]).toMatchObject(AI_COPY.createFeature.withoutAi);
      expect(JSON.stringify(plain.landing)).not.toMatch(/\bIA\b|inteligencia artificial/);
      expect(plain.landing.callToAction.heading).toBe(mine);
      // The editor shows the admin what visitors read; saving another section keeps it a default.
      expect((await getWebsite()).landing.home).toEqual(plain.landing.home);
      await updateWebsiteSection("pricing", (await getWebsite()).landing.pricing);

      setEnv({ OPENAI_API_KEY: "sk-configured" });
      const withAi = (await readPublicSettings()).website;
      expect(withAi.landing.home.heading).toBe(AI_COPY.heading.withAi);
      expect(withAi.landing.footer.description).toBe(AI_COPY.footer.withAi);
      expect(withAi.landing.callToAction.heading).toBe(mine);
    } finally {
      restore();
    }
  });
});

describe("the section form", () => {
  it("keeps rows, drops removed and blank ones, adds typed ones with a new id", async () => {
    const form = formOf({
      visibility: "on",
      heading: "  Preguntas  ",
      subheading: "Sub",
      "faqs.rows": "3",
      "faqs.0.id": "faq-1",
      "faqs.0.question": "¿Uno?",
      "faqs.0.answer": "Sí",
      "faqs.1.id": "faq-2",
      "faqs.1.question": "¿Dos?",
      "faqs.1.answer": "No",
      "faqs.1.remove": "1",
      "faqs.2.question": "¿Tres?",
      "faqs.2.answer": "Quizá",
      "support.heading": "Ayuda",
      "support.description": "Escríbenos",
      "support.link": "mailto:ayuda@colorea.test",
    });
    await saveSectionForm("faqs", form, admin.user.id);
    const { faqs } = (await getWebsite()).landing;
    expect(faqs.visibility).toBe(true);
    expect(faqs.heading).toBe("Preguntas");
    expect(faqs.faqs.map((faq) => faq.question)).toEqual(["¿Uno?", "¿Tres?"]);
    expect(faqs.faqs[0].id).toBe("faq-1");
    expect(faqs.faqs[1].id).toMatch(/^\w{10,}$/);
    expect(faqs.support).toEqual({ heading: "Ayuda", description: "Escríbenos", link: "mailto:ayuda@colorea.test" });

    const blank = draftFromForm("faqs", formOf({ "faqs.rows": "1", "faqs.0.question": "", "faqs.0.answer": "" }));
    expect(blank.faqs).toEqual([]);
    expect(blank.visibility).toBe(false);
  });

  it("stores an uploaded image and keeps the current one otherwise", async () => {
    const png = await linePng(200, 120);
    const form = formOf({
      visibility: "on",
      heading: "Hola",
      subheading: "Sub",
      image: "/old.png",
      "image.file": new File([png], "portada.png", { type: "image/png" }),
    });
    await saveSectionForm("callToAction", form, admin.user.id);
    const { image } = (await getWebsite()).landing.callToAction;
    expect(image).not.toBe("/old.png");
    const key = keyFromUrl(image);
    expect(key).toMatch(/^site\//);
    expect(await getObject(key!)).toBeTruthy();

    await saveSectionForm("callToAction", formOf({ heading: "Hola", subheading: "Sub", image }), admin.user.id);
    expect((await getWebsite()).landing.callToAction).toMatchObject({ image, visibility: false });
  });

  it("refuses a file that is not an image", async () => {
    const form = formOf({ heading: "x", subheading: "y", image: "", "image.file": new File([Buffer.from("<svg/>")], "x.png", { type: "image/png" }) });
    const error = await saveSectionForm("callToAction", form, admin.user.id).catch((e: unknown) => e);
    expect(isAppError(error) && error.fields?.image).toBeTruthy();
  });

  it("the editor's action answers a refusal as every form does: the field's words, the form's message, and what was typed", async () => {
    const form = formOf({ heading: "Se queda", subheading: "y", image: "", "image.file": new File([Buffer.from("<svg/>")], "x.png", { type: "image/png" }) });
    const request = new Request("http://localhost:3999/admin/website/call-to-action", {
      method: "POST",
      headers: { Cookie: await sessionCookieFor(admin.user) },
      body: form,
    });
    const res = (await sectionRoute.action({ request, params: { section: "call-to-action" }, context: { cspNonce: "", requestId: "t" } } as never)) as Response;
    expect(res.status).toBe(422);
    const reply = await res.json();
    expect(reply.code).toBe("VALIDATION");
    const state = formState(reply);
    expect(state?.error).toBe(translate("es", "admin.website.failed"));
    expect(state?.fields?.image).toBeTruthy();
    expect(state?.fields?.image).not.toMatch(/^errors\./);
    expect(reply.draft).toMatchObject({ heading: "Se queda" });

    // A refusal whose words carry values (the formats allowed) says them filled in.
    const gif = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#ffffff" } })
      .gif()
      .toBuffer();
    const again = formOf({ heading: "Se queda", subheading: "y", image: "", "image.file": new File([new Uint8Array(gif)], "x.gif", { type: "image/gif" }) });
    const request2 = new Request("http://localhost:3999/admin/website/call-to-action", {
      method: "POST",
      headers: { Cookie: await sessionCookieFor(admin.user) },
      body: again,
    });
    const res2 = (await sectionRoute.action({
      request: request2,
      params: { section: "call-to-action" },
      context: { cspNonce: "", requestId: "t" },
    } as never)) as Response;
    const image = formState(await res2.json())?.fields?.image ?? "";
    expect(image).toMatch(/PNG/);
    expect(image).not.toMatch(/[{}]/);
  });

  it("saves the home platform links and the footer socials", async () => {
    const form = formOf({
      visibility: "on",
      heading: "H",
      subheading: "S",
      image: "/img.png",
      "platforms.web": "https://colorea.test",
      "platforms.debian": "https://deb.test",
    });
    await saveSectionForm("home", form, admin.user.id);
    const { home } = (await getWebsite()).landing;
    expect(home.platforms).toEqual({ web: "https://colorea.test", android: "", ios: "", windows: "", mac: "", debian: "https://deb.test" });

    await saveSectionForm(
      "footer",
      formOf({
        description: "d",
        copyright: "c",
        "socials.rows": "1",
        "socials.0.icon": "x",
        "socials.0.url": "https://x.com/colorea",
        "platforms.visibility": "on",
      }),
      admin.user.id,
    );
    const { footer } = (await getWebsite()).landing;
    expect(footer.socials).toEqual([expect.objectContaining({ icon: "x", url: "https://x.com/colorea" })]);
    expect(footer.platforms.visibility).toBe(true);
  });
});

describe("legal pages", () => {
  it("turns the fallback text into a document and back", () => {
    const doc = textToRichText("## Uso\n\nPrimer párrafo\nsigue.\n\n- uno\n- dos");
    expect(doc).toEqual([
      { type: "heading-two", children: [{ text: "Uso" }] },
      { type: "paragraph", children: [{ text: "Primer párrafo sigue." }] },
      {
        type: "bulleted-list",
        children: [
          { type: "list-item", children: [{ text: "uno" }] },
          { type: "list-item", children: [{ text: "dos" }] },
        ],
      },
    ]);
    expect(richTextToText(doc)).toBe("## Uso\n\nPrimer párrafo sigue.\n\n- uno\n- dos");
  });

  it("saves the slate JSON and refuses a malformed one", async () => {
    const content = [{ type: "paragraph", children: [{ text: "Hola", bold: true }] }];
    await updateLegalPage("terms", legalPageFormSchema.parse({ visibility: "on", format: "json", content: JSON.stringify(content) }));
    expect((await getWebsite()).terms).toEqual({ visibility: true, content });
    const error = await updateLegalPage("privacy", legalPageFormSchema.parse({ format: "json", content: "{nope" })).catch((e: unknown) => e);
    expect(isAppError(error)).toBe(true);
    expect((await getWebsite()).privacy).toEqual(savedPrivacy());
  });
});

function savedPrivacy() {
  const row = shared.kept().settings.find((s) => s.name === "website");
  return row ? (JSON.parse(row.value).privacy ?? defaultWebsite.privacy) : defaultWebsite.privacy;
}

describe("renderRichText", () => {
  it("renders the allow-listed blocks and marks", () => {
    const html = renderRichText([
      { type: "heading-one", children: [{ text: "Términos" }] },
      {
        type: "paragraph",
        children: [
          { text: "a", bold: true, italic: true, underline: true },
          { type: "link", url: "https://colorea.test/x", children: [{ text: "web" }] },
        ],
      },
      { type: "numbered-list", children: [{ type: "list-item", children: [{ text: "1" }] }] },
      { type: "block-quote", children: [{ type: "link", url: "/pricing", children: [{ text: "precios" }] }] },
    ]);
    expect(html).toBe(
      '<h1>Términos</h1>\n<p><strong><em><u>a</u></em></strong><a href="https://colorea.test/x" rel="noopener noreferrer">web</a></p>\n<ol><li>1</li></ol>\n<blockquote><a href="/pricing">precios</a></blockquote>',
    );
  });

  it("never lets a script, an event handler or a dangerous link through", () => {
    const hostile = [
      { type: "paragraph", children: [{ text: "<script>alert(1)</script>" }, { text: '<img src=x onerror="alert(1)">' }] },
      { type: "script", children: [{ text: "alert(1)" }] },
      {
        type: "paragraph",
        children: [
          { type: "iframe", children: [{ text: "inner" }] },
          { type: "paragraph", onclick: "alert(1)", children: [{ text: "ok" }] },
        ],
      },
      { type: "paragraph", children: [{ type: "link", url: "javascript:alert(1)", children: [{ text: "js" }] }] },
      { type: "paragraph", children: [{ type: "link", url: " JaVaScRiPt:alert(1)", children: [{ text: "js2" }] }] },
      { type: "paragraph", children: [{ type: "link", url: "java\nscript:alert(1)", children: [{ text: "js3" }] }] },
      { type: "paragraph", children: [{ type: "link", url: "data:text/html,<script>alert(1)</script>", children: [{ text: "data" }] }] },
      { type: "paragraph", children: [{ type: "link", url: "//evil.test/x", children: [{ text: "proto" }] }] },
      {
        type: "paragraph",
        children: [{ type: "link", url: 'https://a.test/"onmouseover="alert(1)', children: [{ text: "quote" }, { type: "link", url: "/x", children: [] }] }],
      },
      { type: "paragraph", children: [{ text: "x", bold: "yes" }] },
      "<b>string</b>",
      null,
    ];
    const html = renderRichText(hostile);
    expect(html).not.toMatch(/<script|<img|<iframe|evil\.test/i);
    // No attribute but href (and rel) on any tag, no dangerous scheme in an href.
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
    expect(html).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("<p>js</p>");
    expect(html).toContain("<p>data</p>");
    expect(html).toContain('<a href="https://a.test/%22onmouseover=%22alert(1)" rel="noopener noreferrer">quote</a>');
    // Only allow-listed tags remain.
    const tags = [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]);
    expect(new Set(tags)).toEqual(new Set(["p", "a"]));
    expect(renderRichText("not a document")).toBe("");
  });

  it("keeps only http(s), mailto, tel and same-site hrefs", () => {
    expect(safeHref("mailto:a@b.test")).toEqual({ href: "mailto:a@b.test", external: false });
    expect(safeHref("tel:+34600000000")).toEqual({ href: "tel:+34600000000", external: false });
    expect(safeHref("/terms")).toEqual({ href: "/terms", external: false });
    expect(safeHref("vbscript:x")).toBeNull();
    expect(safeHref("/\\evil.test")).toBeNull();
    expect(safeHref(42)).toBeNull();
  });
});
