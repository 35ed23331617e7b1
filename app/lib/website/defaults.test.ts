import { describe, expect, it } from "vitest";
import { AI_COPY, defaultWebsite, websiteFor } from "~/lib/website/defaults";
import { parseWebsite } from "~/lib/website/parse";
import type { Website } from "~/lib/website/schema";

/** Every text of the landing, however deep. */
const textsOf = (value: unknown): string[] =>
  typeof value === "string" ? [value] : typeof value === "object" && value !== null ? Object.values(value).flatMap(textsOf) : [];

const SPEAKS_OF_AI = /\bIA\b|inteligencia artificial|Describe lo que imaginas/i;

describe("the landing's defaults follow what the installation can do (issue #28)", () => {
  it("promise no AI where none is configured, stored as the first start stores them", () => {
    const stored = JSON.stringify(defaultWebsite);
    const landing = websiteFor(parseWebsite(stored), { ai: false }).landing;
    expect(textsOf(landing).filter((text) => SPEAKS_OF_AI.test(text))).toEqual([]);
    expect(landing.home.heading).toBe(AI_COPY.heading.withoutAi);
    expect(landing.home.subheading).toBe(AI_COPY.subheading.withoutAi);
    expect(landing.howItWorks.instructions[1]).toEqual({ id: "instruction-2", content: AI_COPY.createStep.withoutAi });
    expect(landing.features.features[0]).toEqual({ id: "feature-1", ...AI_COPY.createFeature.withoutAi });
    expect(landing.faqs.faqs[0].answer).toBe(AI_COPY.creditsAnswer.withoutAi);
    expect(landing.footer.description).toBe(AI_COPY.footer.withoutAi);
  });

  it("say what AI does where it is configured, even when the other copy was stored (saved while there was none)", () => {
    const withoutAi = websiteFor(structuredClone(defaultWebsite), { ai: false });
    const back = websiteFor(parseWebsite(JSON.stringify(withoutAi)), { ai: true });
    expect(back).toEqual(defaultWebsite);
    expect(textsOf(back.landing).some((text) => SPEAKS_OF_AI.test(text))).toBe(true);
  });

  it("keep every text an admin wrote, wherever it stands, and a moved default still follows", () => {
    const website: Website = structuredClone(defaultWebsite);
    website.landing.home.heading = "Páginas para colorear con IA en nuestra escuela";
    website.landing.features.features[0] = { ...website.landing.features.features[0], title: "Nuestra IA" };
    // The admin put the default answer under a question of their own, at the end.
    website.landing.faqs.faqs.push({ id: "faq-9", question: "¿Y los créditos?", answer: AI_COPY.creditsAnswer.withAi });
    const shown = websiteFor(website, { ai: false });
    expect(shown.landing.home.heading).toBe("Páginas para colorear con IA en nuestra escuela");
    expect(shown.landing.features.features[0].title).toBe("Nuestra IA");
    expect(shown.landing.features.features[0].icon).toBe("sparkles");
    expect(shown.landing.faqs.faqs.at(-1)).toEqual({ id: "faq-9", question: "¿Y los créditos?", answer: AI_COPY.creditsAnswer.withoutAi });
    expect(shown.landing.home.subheading).toBe(AI_COPY.subheading.withoutAi);
  });

  it("give back the very same website when nothing needs saying otherwise", () => {
    expect(websiteFor(defaultWebsite, { ai: true })).toBe(defaultWebsite);
    const withoutAi = websiteFor(defaultWebsite, { ai: false });
    expect(websiteFor(withoutAi, { ai: false })).toBe(withoutAi);
    expect(withoutAi.terms).toBe(defaultWebsite.terms);
  });
});
