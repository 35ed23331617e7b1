import { describe, expect, it } from "vitest";
import { catalogues, en, es } from ".";
import { format } from "./define";
import { isLocale, translate, type MessageKey } from "./index";

// `{name}` and the variable of `{name, plural, …}` (its forms are text, not placeholders), once each.
const placeholders = (text: string) => {
  const flat = text.replace(/\{(\w+),\s*plural,(?:[^{}]|\{[^{}]*\})*\}/g, "{$1}");
  return [...new Set([...flat.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();
};

// Strings docs/product.md §1–9 quote verbatim (its §15): the English ones live in en, the Spanish ones in es.
const QUOTED_ENGLISH = [
  "Page has been saved",
  "Plan has been updated",
  "App settings have been updated",
  "User has been updated",
  "Something went wrong!",
  "Failed to load pages",
  "Failed to load users",
  "Failed to load subscriptions",
  "Print is only available on the paid plan.",
  "Download is only available on the paid plan.",
  "Are you sure to block the user?",
  "user not found",
  "No user found",
  "Context not found",
  "No blob got from the canvas",
  "Saved to files",
  "Saved to documents",
  "Update user",
  "This week",
  "All time",
  "Monthly performance",
];

// The spec's two cancel texts ("Su plan de suscripción activo ha sido cancelado", "¿Está seguro de
// que desea cancelar su plan…?") address people as usted; #14 asks for tú everywhere, the cancel
// dialog included, so they are said in tú instead (docs/decisions/0027-tu-everywhere.md). The
// spec's 'Cerrar Sesión' is written as Spanish writes it, 'Cerrar sesión' (issue #28).
const QUOTED_SPANISH = [
  "Crear página",
  "Volver arriba",
  "Páginas públicas",
  "No hay créditos disponibles. Actualiza tu plan para continuar.",
  "No se pudo leer el crédito",
  "No se pudieron cargar las páginas",
  "Se han actualizado los detalles de la cuenta",
];

describe("the catalogue", () => {
  it("names each key in one namespace only, so the merged texts translate is read from are the namespaces' own", () => {
    const owners = new Map<string, number>();
    for (const [index, catalogue] of catalogues.entries()) {
      for (const key of Object.keys(catalogue.es)) {
        expect(owners.get(key), key).toBeUndefined();
        owners.set(key, index);
      }
    }
    expect(owners.size).toBe(Object.keys(es).length);
  });

  it("has no text for a name every object has", () => {
    expect(translate("es", "constructor" as MessageKey)).toBe("constructor");
    expect(translate("en", "toString" as MessageKey)).toBe("toString");
  });
});

describe("message catalogues", () => {
  it("have exactly the same keys in en and es", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
  });

  it("have no empty values", () => {
    for (const [locale, catalogue] of Object.entries({ en, es })) {
      for (const [key, value] of Object.entries(catalogue)) {
        expect(value.trim(), `${locale} ${key}`).not.toBe("");
      }
    }
  });

  it("use the same {placeholders} for a key in both languages", () => {
    for (const key of Object.keys(es) as MessageKey[]) {
      expect(placeholders(en[key]), key).toEqual(placeholders(es[key]));
    }
  });

  it("contain every English string docs/product.md quotes, verbatim, in en", () => {
    const values = new Set(Object.values(en));
    const missing = QUOTED_ENGLISH.filter((text) => !values.has(text));
    expect(missing).toEqual([]);
  });

  it("contain every Spanish string docs/product.md quotes, verbatim, in es", () => {
    const values = new Set<string>(Object.values(es));
    const missing = QUOTED_SPANISH.filter((text) => !values.has(text));
    expect(missing).toEqual([]);
  });

  it("give the spec's English strings a Spanish equivalent, not a copy", () => {
    const enEntries = Object.entries(en) as [MessageKey, string][];
    for (const text of QUOTED_ENGLISH) {
      const [key] = enEntries.find(([, value]) => value === text) ?? [];
      expect(key, text).toBeDefined();
      expect(es[key as MessageKey], key).not.toBe(text);
    }
  });
});

describe("translate", () => {
  it("interpolates {params}", () => {
    expect(translate("en", "auth.mail.greeting", { name: "Ana" })).toBe("Hi Ana,");
    expect(translate("es", "auth.mail.greeting", { name: "Ana" })).toBe("Hola, Ana:");
    expect(translate("es", "auth.mail.subject", { app: "Colorea" })).toBe("Verifica tu correo en Colorea");
    expect(translate("es", "gallery.by", { name: 7 })).toBe("por 7");
  });

  it("picks plural forms the way each language does (Intl.PluralRules), exact matches first", () => {
    expect(translate("es", "gallery.card.coloredCount", { count: 1 })).toBe("Coloreada 1 vez");
    expect(translate("es", "gallery.card.coloredCount", { count: 0 })).toBe("Coloreada 0 veces");
    expect(translate("es", "gallery.card.coloredCount", { count: 12 })).toBe("Coloreada 12 veces");
    expect(translate("es", "gallery.card.coloredCount", { count: 12500 })).toBe("Coloreada 12.500 veces");
    expect(translate("en", "gallery.card.coloredCount", { count: 1 })).toBe("Coloured once");
    expect(translate("es", "create.credits", { count: 1 })).toBe("Te queda 1 creación este mes.");
    expect(translate("es", "create.credits", { count: 3 })).toBe("Te quedan 3 creaciones este mes.");
    expect(translate("es", "color.credit.claimed", { count: 0 })).toBe("Página añadida a tus coloreadas. Era tu última página pública de este mes.");
    expect(translate("es", "color.credit.claimed", { count: 1 })).toBe("Página añadida a tus coloreadas. Te queda 1 página pública este mes.");
    expect(translate("es", "landing.pricing.publicPages", { count: 1 })).toBe("1 página pública al mes");
    expect(translate("es", "gallery.results", { count: 1 })).toBe("1 página");
    // Without the number the text stays as written.
    expect(translate("es", "gallery.results")).toBe("{count, plural, one {# página} other {# páginas}}");
  });

  it("fills a text's params and plural choices together, leaving a missing param or a number that is none as written", () => {
    const template = "Hola {name}: {count, plural, =0 {ninguna} one {# lámina} other {# láminas}} de {owner}.";
    expect(format("es", template, { name: "Ana", count: 0, owner: "Luis" })).toBe("Hola Ana: ninguna de Luis.");
    expect(format("es", template, { name: "Ana", count: 1, owner: "Luis" })).toBe("Hola Ana: 1 lámina de Luis.");
    expect(format("es", template, { name: "Ana", count: 25000 })).toBe("Hola Ana: 25.000 láminas de {owner}.");
    expect(format("es", template, { name: "Ana", count: "muchas" })).toBe(
      "Hola Ana: {count, plural, =0 {ninguna} one {# lámina} other {# láminas}} de {owner}.",
    );
    expect(format("es", "{a}{b}", { a: "{b}", b: "x" })).toBe("{b}x");
    expect(format("es", "sin nada", { a: 1 })).toBe("sin nada");
  });

  it("writes every counted word with its number: no catalogue text puts {count} before a noun without a plural form", () => {
    for (const catalogue of [es, en] as Record<MessageKey, string>[]) {
      for (const [key, value] of Object.entries(catalogue)) {
        expect(value, key).not.toMatch(/\{count\} (páginas|veces|creaciones|times|pages|creations)/);
      }
    }
  });

  it("leaves a placeholder without a param as it is", () => {
    expect(translate("es", "auth.mail.greeting", {})).toBe("Hola, {name}:");
    expect(translate("es", "auth.mail.greeting")).toBe("Hola, {name}:");
  });

  it("returns the catalogue text for the locale", () => {
    expect(translate("es", "app.signOut")).toBe("Cerrar sesión");
    expect(translate("en", "app.signOut")).toBe("Sign out");
  });

  it("knows only es and en as locales", () => {
    expect(isLocale("es")).toBe(true);
    expect(isLocale("en")).toBe(true);
    expect(isLocale("fr")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
